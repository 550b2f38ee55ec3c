"""The notification service's stand-in on 127.0.0.1: it accepts every POST. The demo sends
its notifications there; the tests use it as the real HTTP server the delivery calls."""

import json
from http.server import BaseHTTPRequestHandler
from typing import Any

from hourglass.core.stand_ins import LocalServer, send


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
                send(self, 200, b"{}")

            def log_message(self, *args: Any) -> None:
                pass

        return Handler
