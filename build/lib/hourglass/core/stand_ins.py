"""Local stand-ins of outside services on 127.0.0.1, for the demo and the tests: an HTTP
server on a free loopback port, serving on a thread of its own, for which a client dropping
its connection is routine. Each pipeline's stand-in (a job board, a notification service)
says how it answers."""

import logging
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self

logger = logging.getLogger(__name__)


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


def send(
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
