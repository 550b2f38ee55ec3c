"""An OTLP/HTTP trace receiver on 127.0.0.1, for the tests and benchmarks of traces."""

import gzip
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler
from typing import Any

from hourglass.core.stand_ins import LocalServer, send


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
                    send(self, 404, b"", content_type="application/x-protobuf")
                    return
                if self.headers.get("Content-Encoding") == "gzip":
                    body = gzip.decompress(body)
                receiver._keep(body)
                # An empty ExportTraceServiceResponse: everything accepted.
                send(self, 200, b"", content_type="application/x-protobuf")

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
