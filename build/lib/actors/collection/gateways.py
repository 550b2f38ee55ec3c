"""Source gateways (SPEC §2): fetch one page of a job source over HTTP and parse it.

`fetch_page` owns the HTTP policy (resolved address checked and pinned, timeouts, size
cap, JSON content type, same-host redirects only); one parser per format turns a payload
into postings. Every failure is a `SourceFailure` whose kind says what went wrong.
"""

import ipaddress
import json
import socket
import time
from dataclasses import dataclass
from functools import cache
from typing import Any
from urllib.parse import quote

import httpx

HTTP_403 = "HTTP_403"
HTTP_429 = "HTTP_429"
HTTP_5XX = "HTTP_5XX"
HTTP_4XX = "HTTP_4XX"
TIMEOUT = "TIMEOUT"
NETWORK = "NETWORK"
POLICY = "POLICY"
MALFORMED = "MALFORMED"

#: Same-host redirects followed before the fetch is refused.
MAX_REDIRECTS = 3

#: Bytes read from the socket at a time while the size cap is enforced.
CHUNK_BYTES = 64 * 1024


class SourceFailure(Exception):
    """A page could not be collected; `kind` is one of the constants above."""

    def __init__(self, kind, detail) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail


@dataclass(frozen=True)
class FetchPolicy:
    connect_timeout: float
    read_timeout: float
    max_response_bytes: int
    allow_private_addresses: bool

    @classmethod
    def from_settings(cls, settings) -> "FetchPolicy":
        return cls(
            connect_timeout=settings.connect_timeout.total_seconds(),
            read_timeout=settings.read_timeout.total_seconds(),
            max_response_bytes=settings.max_response_bytes,
            allow_private_addresses=settings.allow_private_addresses,
        )


@dataclass(frozen=True)
class PageRequest:
    format: str
    base_url: str
    board: str | None
    cursor: str | None
    page_size: int


@dataclass(frozen=True)
class Posting:
    external_id: str
    title: str
    url: str | None
    location: str | None
    company_name: str | None
    raw: dict


@dataclass(frozen=True)
class Page:
    postings: tuple[Posting, ...]
    next_cursor: str | None

    @property
    def is_last(self) -> bool:
        return self.next_cursor is None


def fetch_page(request: PageRequest, policy: FetchPolicy) -> Page:
    """GET one page of the source and parse it; raises SourceFailure."""
    url, params = page_url(request)
    payload = _parse_json(_fetch(httpx.URL(url, params=params), policy))
    return PARSERS[request.format](payload, request)


# --- URLs -----------------------------------------------------------------------------------


def page_url(request: PageRequest) -> tuple[str, dict]:
    base = request.base_url.rstrip("/")
    if request.format == "greenhouse":
        return f"{base}/v1/boards/{_segment(request.board)}/jobs", {}
    if request.format == "lever":
        params = {"mode": "json", "skip": int(request.cursor or 0), "limit": request.page_size}
        return f"{base}/v0/postings/{_segment(request.board)}", params
    return request.base_url, ({"cursor": request.cursor} if request.cursor else {})


def _segment(value) -> str:
    return quote(value, safe="")


# --- HTTP -----------------------------------------------------------------------------------


@cache
def _client(policy: FetchPolicy) -> httpx.Client:
    timeout = httpx.Timeout(
        connect=policy.connect_timeout,
        read=policy.read_timeout,
        write=policy.read_timeout,
        pool=policy.connect_timeout,
    )
    return httpx.Client(timeout=timeout, follow_redirects=False, trust_env=False)


def _fetch(url: httpx.URL, policy: FetchPolicy) -> bytes:
    deadline = time.monotonic() + policy.connect_timeout + policy.read_timeout
    origin = (url.scheme, url.host, url.port)
    for _ in range(MAX_REDIRECTS + 1):
        try:
            body, location = _get_once(url, policy, deadline)
        except httpx.TimeoutException as exc:
            raise SourceFailure(
                TIMEOUT, f"{type(exc).__name__} after the configured timeout"
            ) from exc
        except httpx.HTTPError as exc:
            raise SourceFailure(NETWORK, f"{type(exc).__name__}: {exc}") from exc
        if location is None:
            assert body is not None  # no redirect: the page
            return body
        url = url.join(location)
        if (url.scheme, url.host, url.port) != origin:
            raise SourceFailure(POLICY, f"redirect to another host refused ({url.host})")
    raise SourceFailure(POLICY, f"more than {MAX_REDIRECTS} redirects")


def _get_once(url: httpx.URL, policy: FetchPolicy, deadline) -> tuple[bytes | None, str | None]:
    """(body, None) for a page, or (None, location) for a redirect to follow."""
    address = _allowed_address(url.host, url.port or (443 if url.scheme == "https" else 80), policy)
    # Connect to the address just checked (no second lookup a rebinding DNS could change);
    # the Host header and TLS server name stay the configured host's.
    pinned = url.copy_with(host=address)
    headers = {"Host": url.netloc.decode("ascii"), "Accept": "application/json"}
    extensions = {"sni_hostname": url.host} if url.scheme == "https" else {}
    with _client(policy).stream("GET", pinned, headers=headers, extensions=extensions) as response:
        if response.is_redirect and "location" in response.headers:
            return None, response.headers["location"]
        _check_status(response.status_code)
        _check_content_type(response.headers.get("content-type", ""))
        return _read_capped(response, policy.max_response_bytes, deadline), None


def _allowed_address(host: str, port: int, policy: FetchPolicy) -> str:
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as exc:
        raise SourceFailure(NETWORK, f"cannot resolve {host}: {exc}") from exc
    addresses = [ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in infos]
    if not policy.allow_private_addresses:
        refused = [a for a in addresses if not a.is_global or a.is_multicast]
        if refused:
            raise SourceFailure(POLICY, f"address {refused[0]} of {host} is not public")
    return str(addresses[0])


def _check_status(status: int) -> None:
    if status == 403:
        raise SourceFailure(HTTP_403, "forbidden")
    if status == 429:
        raise SourceFailure(HTTP_429, "too many requests")
    if status >= 500:
        raise SourceFailure(HTTP_5XX, f"status {status}")
    if status >= 300:
        raise SourceFailure(HTTP_4XX if status >= 400 else POLICY, f"status {status}")


def _check_content_type(content_type: str) -> None:
    media_type = content_type.split(";")[0].strip().lower()
    if media_type != "application/json" and not media_type.endswith("+json"):
        raise SourceFailure(POLICY, f"content type {media_type or 'missing'!r} is not JSON")


def _read_capped(response: httpx.Response, limit: int, deadline) -> bytes:
    declared = response.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise SourceFailure(POLICY, f"response of {declared} bytes exceeds the {limit}-byte cap")
    body = bytearray()
    for chunk in response.iter_bytes(CHUNK_BYTES):
        body += chunk
        if len(body) > limit:
            raise SourceFailure(POLICY, f"response exceeds the {limit}-byte cap")
        if time.monotonic() > deadline:
            raise SourceFailure(TIMEOUT, "response still streaming past the deadline")
    return bytes(body)


def _parse_json(body: bytes) -> Any:
    try:
        return json.loads(body)
    except ValueError as exc:
        raise SourceFailure(MALFORMED, f"invalid JSON: {exc}") from exc


# --- formats --------------------------------------------------------------------------------


def parse_greenhouse(payload, request: PageRequest) -> Page:
    """`{"jobs": [{"id", "title", "updated_at", "location": {"name"}, "absolute_url"}]}`, one page."""
    jobs = _field(payload, "jobs", list, "payload")
    postings = [
        _posting(
            job,
            f"jobs[{i}]",
            "id",
            "title",
            "absolute_url",
            _nested_name(job, "location", f"jobs[{i}]"),
        )
        for i, job in enumerate(jobs)
    ]
    return Page(_unique(postings), next_cursor=None)


def parse_lever(payload, request: PageRequest) -> Page:
    """A list of `{"id", "text", "categories": {"location", "team"}, "hostedUrl", "createdAt"}`;
    a page shorter than the page size is the last."""
    if not isinstance(payload, list):
        raise SourceFailure(MALFORMED, f"payload is {_type(payload)}, expected a list")
    postings = []
    for i, item in enumerate(payload):
        categories = _optional(item, "categories", dict, f"[{i}]") or {}
        location = _optional(categories, "location", str, f"[{i}].categories")
        postings.append(_posting(item, f"[{i}]", "id", "text", "hostedUrl", location))
    skip = int(request.cursor or 0)
    next_cursor = str(skip + len(postings)) if len(postings) >= request.page_size else None
    return Page(_unique(postings), next_cursor)


def parse_feed(payload, request: PageRequest) -> Page:
    """`{"postings": [{"id", "company", "title", "url", "location"}], "next_cursor": C | null}`."""
    items = _field(payload, "postings", list, "payload")
    next_cursor = payload.get("next_cursor")
    if next_cursor is not None and (not isinstance(next_cursor, str) or not next_cursor):
        raise SourceFailure(
            MALFORMED, f"next_cursor is {_type(next_cursor)}, expected a non-empty string or null"
        )
    if next_cursor is not None and next_cursor == request.cursor:
        raise SourceFailure(MALFORMED, "next_cursor repeats the current cursor")
    postings = []
    for i, item in enumerate(items):
        company = _field(item, "company", str, f"postings[{i}]").strip()
        if not company:
            raise SourceFailure(MALFORMED, f"postings[{i}].company is empty")
        location = _optional(item, "location", str, f"postings[{i}]")
        postings.append(_posting(item, f"postings[{i}]", "id", "title", "url", location, company))
    return Page(_unique(postings), next_cursor)


PARSERS = {"greenhouse": parse_greenhouse, "lever": parse_lever, "feed": parse_feed}


def _posting(item, where, id_key, title_key, url_key, location, company=None) -> Posting:
    if not isinstance(item, dict):
        raise SourceFailure(MALFORMED, f"{where} is {_type(item)}, expected an object")
    external_id = item.get(id_key)
    if (
        isinstance(external_id, bool)
        or not isinstance(external_id, (int, str))
        or str(external_id).strip() == ""
    ):
        raise SourceFailure(
            MALFORMED, f"{where}.{id_key} is missing or not an id ({_type(external_id)})"
        )
    title = _field(item, title_key, str, where)
    url = _optional(item, url_key, str, where)
    return Posting(str(external_id).strip(), title, url, location, company, item)


def _nested_name(item, key, where) -> str | None:
    if not isinstance(item, dict):
        return None
    value = _optional(item, key, dict, where)
    return _optional(value, "name", str, f"{where}.{key}") if value else None


def _field(container, key, kind, where) -> Any:
    if not isinstance(container, dict):
        raise SourceFailure(MALFORMED, f"{where} is {_type(container)}, expected an object")
    value = container.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise SourceFailure(MALFORMED, f"{where}.{key} is {_type(value)}, expected {kind.__name__}")
    return value


def _optional(container, key, kind, where) -> Any:
    value = container.get(key) if isinstance(container, dict) else None
    if value is not None and not isinstance(value, kind):
        raise SourceFailure(MALFORMED, f"{where}.{key} is {_type(value)}, expected {kind.__name__}")
    return value


def _unique(postings) -> tuple[Posting, ...]:
    seen = set()
    for posting in postings:
        if posting.external_id in seen:
            raise SourceFailure(MALFORMED, f"id {posting.external_id!r} appears twice on one page")
        seen.add(posting.external_id)
    return tuple(postings)


def _type(value) -> str:
    return "missing" if value is None else type(value).__name__
