"""The collection dispatcher's stand-in: job boards on 127.0.0.1 serving the three source
formats (greenhouse, lever, a feed), failing on request. The demo plays against it; the tests
and benchmarks use it as the real HTTP server the gateways call."""

import contextlib
import json
import os
import time
from collections.abc import Iterable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler
from typing import Any, Self
from urllib.parse import parse_qs, urlsplit

import psycopg

from hourglass.core.stand_ins import LocalServer, send

#: Peewee connections of hourglass processes carry this application name.
HOURGLASS_APPLICATION = "hourglass"

IDLE_IN_TRANSACTION = """
SELECT count(*) FROM pg_stat_activity
WHERE datname = current_database() AND application_name = %s AND state LIKE 'idle in transaction%%'
"""


@dataclass
class Fault:
    status: int | None = None
    delay: float = 0.0
    body: bytes | None = None
    content_type: str = "application/json"
    declare_length: bool = True
    redirect: str | None = None


@dataclass
class SeenRequest:
    path: str
    query: dict
    idle_in_transaction: int | None
    at: float


class FakeSources(LocalServer):
    """Boards served at /gh/v1/boards/{board}/jobs (greenhouse), /lever/v0/postings/{company}
    (lever) and /feed/{name}?cursor=C (feed). `fail(path, ...)` queues one fault for the next
    request whose path starts with `path`. With `watch_database`, every request records how
    many hourglass connections were idle in a transaction while it was being served."""

    def __init__(self, latency: float = 0.0, watch_database: bool = False) -> None:
        self.latency = latency
        self.watch_database = watch_database
        self.boards: dict[str, tuple] = {}
        self.faults: dict[str, list[Fault]] = {}
        self.requests: list[SeenRequest] = []
        self.in_flight = self.peak_in_flight = 0
        self._watch_conn: psycopg.Connection | None = None
        super().__init__("fake-sources")

    @property
    def url(self) -> str:
        return self.base_url

    def start(self) -> Self:
        if self.watch_database:
            self._watch_conn = psycopg.connect(os.environ["DATABASE_URL"], autocommit=True)
        return super().start()

    def stop(self) -> None:
        super().stop()
        if self._watch_conn is not None:
            self._watch_conn.close()

    # --- boards -----------------------------------------------------------------------------

    def greenhouse(self, board: str, ids: Iterable[int]) -> None:
        self.boards[f"/gh/v1/boards/{board}/jobs"] = (
            "greenhouse",
            [greenhouse_job(i) for i in ids],
            None,
        )

    def lever(self, company: str, ids: Iterable[int]) -> None:
        self.boards[f"/lever/v0/postings/{company}"] = (
            "lever",
            [lever_posting(i) for i in ids],
            None,
        )

    def feed(self, name: str, postings: Iterable[tuple[object, str]], page_size: int) -> None:
        """`postings`: (id, company) pairs, served `page_size` a page."""
        self.boards[f"/feed/{name}"] = (
            "feed",
            [feed_posting(i, c) for i, c in postings],
            page_size,
        )

    def fail(self, path: str, times: int = 1, **fault: Any) -> None:
        with self._lock:
            self.faults.setdefault(path, []).extend([Fault(**fault)] * times)

    def requests_to(self, path: str) -> int:
        with self._lock:
            return sum(1 for r in self.requests if r.path.startswith(path))

    # --- serving ----------------------------------------------------------------------------

    def _respond(self, handler: BaseHTTPRequestHandler) -> None:
        with self._lock:
            self.in_flight += 1
            self.peak_in_flight = max(self.peak_in_flight, self.in_flight)
        try:
            self._serve(handler)
        finally:
            with self._lock:
                self.in_flight -= 1

    def _serve(self, handler: BaseHTTPRequestHandler) -> None:
        parts = urlsplit(handler.path)
        query = {k: v[0] for k, v in parse_qs(parts.query).items()}
        idle = self._idle_in_transaction()
        with self._lock:
            self.requests.append(SeenRequest(parts.path, query, idle, time.monotonic()))
            fault = self._next_fault(parts.path)
        if self.latency:
            time.sleep(self.latency)
        if fault is not None:
            return self._send_fault(handler, fault, parts.path, query)
        board = self.boards.get(parts.path)
        if board is None:
            return send(handler, 404, b'{"error": "no such board"}')
        return send(handler, 200, json.dumps(_page(board, query)).encode())

    def _next_fault(self, path: str) -> Fault | None:
        for prefix, queued in self.faults.items():
            if path.startswith(prefix) and queued:
                return queued.pop(0)
        return None

    def _send_fault(
        self, handler: BaseHTTPRequestHandler, fault: Fault, path: str, query: dict
    ) -> None:
        time.sleep(fault.delay)
        if fault.redirect:
            return send(handler, 302, b"", headers={"Location": fault.redirect})
        if fault.body is None and fault.status is None:
            board = self.boards[path]
            return send(handler, 200, json.dumps(_page(board, query)).encode())
        body = fault.body if fault.body is not None else b'{"error": "injected"}'
        return send(handler, fault.status or 200, body, fault.content_type, fault.declare_length)

    def _idle_in_transaction(self) -> int | None:
        if self._watch_conn is None:
            return None
        with self._lock:
            row = self._watch_conn.execute(IDLE_IN_TRANSACTION, (HOURGLASS_APPLICATION,)).fetchone()
        return row[0] if row else None

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        sources = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:
                # A client that timed out on purpose has gone before its answer.
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                    sources._respond(self)

            def log_message(self, *args: Any) -> None:
                pass

        return Handler


def _page(board: tuple, query: dict) -> Any:
    fmt, items, page_size = board
    if fmt == "greenhouse":
        return {"jobs": items, "meta": {"total": len(items)}}
    if fmt == "lever":
        skip, limit = int(query.get("skip", 0)), int(query.get("limit", 100))
        return items[skip : skip + limit]
    offset = int(query.get("cursor", "p0")[1:])
    following = offset + page_size
    return {
        "postings": items[offset:following],
        "next_cursor": f"p{following}" if following < len(items) else None,
    }


def greenhouse_job(i: int) -> dict:
    return {
        "id": 1000 + i,
        "title": f"Engineer {i}",
        "updated_at": "2025-03-01T09:00:00-05:00",
        "location": {"name": "Seoul"},
        "absolute_url": f"https://boards.example.com/jobs/{1000 + i}",
    }


def lever_posting(i: int) -> dict:
    return {
        "id": f"lever-{i:04d}",
        "text": f"Designer {i}",
        "categories": {"location": "Busan", "team": "Design"},
        "hostedUrl": f"https://jobs.example.com/{i}",
        "createdAt": 1700000000000 + i,
    }


def feed_posting(i: object, company: str) -> dict:
    return {
        "id": f"feed-{i}",
        "company": company,
        "title": f"Analyst {i}",
        "url": f"https://feed.example.com/{i}",
        "location": "Remote",
    }
