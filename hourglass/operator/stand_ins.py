"""Local stand-ins for the outside world, on 127.0.0.1: job boards serving the three source
formats (failing on request), a notification receiver and an OTLP/HTTP trace receiver. The
demo plays against them; the tests and benchmarks use them as the real HTTP servers they
call."""

import contextlib
import gzip
import json
import logging
import os
import sys
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self
from urllib.parse import parse_qs, urlsplit

import psycopg

logger = logging.getLogger(__name__)

#: Peewee connections of hourglass processes carry this application name.
HOURGLASS_APPLICATION = "hourglass"

IDLE_IN_TRANSACTION = """
SELECT count(*) FROM pg_stat_activity
WHERE datname = current_database() AND application_name = %s AND state LIKE 'idle in transaction%%'
"""


class StandInServer(ThreadingHTTPServer):
    """A threaded HTTP server on 127.0.0.1 for which a client dropping its connection (a
    reset of a kept-alive one, a pipe broken mid-answer) is routine: a debug line, no
    traceback on the terminal."""

    daemon_threads = True

    def __init__(self, handler: type[BaseHTTPRequestHandler]) -> None:
        super().__init__(("127.0.0.1", 0), handler)

    def handle_error(self, request: Any, client_address: Any) -> None:
        error = sys.exc_info()[1]
        if isinstance(error, ConnectionError):
            logger.debug("event=client_dropped_connection error=%s", type(error).__name__)
            return
        super().handle_error(request, client_address)


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


class LocalServer:
    """An HTTP server on a free loopback port, serving on a thread of its own from `start()`
    to `stop()`; a subclass says how it answers (`_handler_class`)."""

    def __init__(self, thread_name: str) -> None:
        self._lock = threading.Lock()
        self._server = StandInServer(self._handler_class())
        self._thread = threading.Thread(
            target=self._server.serve_forever, name=thread_name, daemon=True
        )

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def start(self) -> Self:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        raise NotImplementedError


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
            return _send(handler, 404, b'{"error": "no such board"}')
        return _send(handler, 200, json.dumps(_page(board, query)).encode())

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
            return _send(handler, 302, b"", headers={"Location": fault.redirect})
        if fault.body is None and fault.status is None:
            board = self.boards[path]
            return _send(handler, 200, json.dumps(_page(board, query)).encode())
        body = fault.body if fault.body is not None else b'{"error": "injected"}'
        return _send(handler, fault.status or 200, body, fault.content_type, fault.declare_length)

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


def _send(
    handler: BaseHTTPRequestHandler,
    status: int,
    body: bytes,
    content_type: str = "application/json",
    declare_length: bool = True,
    headers: dict | None = None,
) -> None:
    handler.send_response(status)
    handler.send_header("Content-Type", content_type)
    for name, value in (headers or {}).items():
        handler.send_header(name, value)
    if declare_length:
        handler.send_header("Content-Length", str(len(body)))
    else:
        handler.send_header("Connection", "close")
        handler.close_connection = True
    handler.end_headers()
    handler.wfile.write(body)


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


class NotificationReceiver(LocalServer):
    """A notification service that accepts every POST (200) and keeps each request's
    Idempotency-Key and JSON body, in arrival order."""

    def __init__(self) -> None:
        self.received: list[tuple[str | None, Any]] = []
        super().__init__("notification-receiver")

    @property
    def url(self) -> str:
        return f"{self.base_url}/notifications"

    def count(self) -> int:
        with self._lock:
            return len(self.received)

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                with receiver._lock:
                    receiver.received.append(
                        (self.headers.get("Idempotency-Key"), json.loads(body or b"null"))
                    )
                _send(self, 200, b"{}")

            def log_message(self, *args: Any) -> None:
                pass

        return Handler


@dataclass(frozen=True)
class ReceivedSpan:
    """One span as an OTLP/HTTP export request carried it (ids in hex)."""

    service: str
    name: str
    trace_id: str
    span_id: str
    parent_span_id: str
    attributes: dict[str, Any]
    status_message: str
    events: list[tuple[str, dict[str, Any]]]


class TraceReceiver(LocalServer):
    """An OTLP/HTTP trace receiver (what a collector listens on at /v1/traces): decodes each
    protobuf export request with opentelemetry-proto and keeps its spans."""

    def __init__(self) -> None:
        self.spans: list[ReceivedSpan] = []
        super().__init__("trace-receiver")

    @property
    def endpoint(self) -> str:
        """The value of OTEL_EXPORTER_OTLP_ENDPOINT (the exporter adds /v1/traces)."""
        return self.base_url

    def received(self) -> list[ReceivedSpan]:
        with self._lock:
            return list(self.spans)

    def _keep(self, body: bytes) -> None:
        from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
            ExportTraceServiceRequest,
        )

        request = ExportTraceServiceRequest.FromString(body)
        spans: list[ReceivedSpan] = []
        for resource_spans in request.resource_spans:
            resource = _attributes(resource_spans.resource.attributes)
            for scope_spans in resource_spans.scope_spans:
                spans.extend(
                    ReceivedSpan(
                        service=str(resource.get("service.name", "")),
                        name=span.name,
                        trace_id=span.trace_id.hex(),
                        span_id=span.span_id.hex(),
                        parent_span_id=span.parent_span_id.hex(),
                        attributes=_attributes(span.attributes),
                        status_message=span.status.message,
                        events=[(e.name, _attributes(e.attributes)) for e in span.events],
                    )
                    for span in scope_spans.spans
                )
        with self._lock:
            self.spans.extend(spans)

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                if self.path != "/v1/traces":
                    _send(self, 404, b"", content_type="application/x-protobuf")
                    return
                if self.headers.get("Content-Encoding") == "gzip":
                    body = gzip.decompress(body)
                receiver._keep(body)
                # An empty ExportTraceServiceResponse: everything accepted.
                _send(self, 200, b"", content_type="application/x-protobuf")

            def log_message(self, *args: Any) -> None:
                pass

        return Handler


def _attributes(key_values: Any) -> dict[str, Any]:
    """OTLP KeyValues as a dict of their scalar values."""
    attributes = {}
    for key_value in key_values:
        value = key_value.value
        kind = value.WhichOneof("value")
        attributes[key_value.key] = getattr(value, kind) if kind else None
    return attributes
