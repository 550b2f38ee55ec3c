"""OpenTelemetry traces, opt in: with OTEL_EXPORTER_OTLP_ENDPOINT set, a process exports its
spans over OTLP/HTTP — one per actor run, children for the recommender, the HTTP calls
(httpx instrumented) and the statements that matter — and every message carries the trace
context it was sent in (its `traceparent` option). Unset, nothing is imported or installed.
"""

import atexit
import threading
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import Any

from dramatiq.broker import Broker, MessageProxy
from dramatiq.message import Message
from dramatiq.middleware import Middleware

from hourglass.core import settings as settings_module
from hourglass.core.logs import run_outcome
from hourglass.core.redaction import displayed_url

#: The message option that carries the W3C trace context of the code that sent it.
TRACEPARENT = "traceparent"

_configured = threading.Lock()
_tracer: Any = None


def configure(settings: settings_module.Settings | None = None) -> bool:
    """Install the exporter and the httpx instrumentation once per process, when traces are
    on; returns whether they are. The SDK reads OTEL_SERVICE_NAME, the endpoint, its headers
    and the batch settings from the environment itself."""
    global _tracer
    settings = settings or settings_module.load()
    if not settings.traces:
        return False
    with _configured:
        if _tracer is None:
            _tracer = _install()
    return True


def _install() -> Any:
    from opentelemetry import trace
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.instrumentation.httpx import HTTPXClientInstrumentor
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    provider = TracerProvider()
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    trace.set_tracer_provider(provider)
    # Spans still in the batch go out when the process exits (a worker's stop included).
    atexit.register(provider.shutdown)
    HTTPXClientInstrumentor().instrument(request_hook=_url_without_secrets)
    return trace.get_tracer("hourglass")


def _url_without_secrets(span: Any, request: Any) -> None:
    """A request span shows its URL as the logs do: a notification URL's token (userinfo or
    query) never reaches the trace backend."""
    if span.is_recording():
        span.set_attribute("http.url", displayed_url(str(request.url)))


def span(name: str, **attributes: Any) -> AbstractContextManager[Any]:
    """A child span of the current one for the block, when traces are on; else nothing."""
    if _tracer is None:
        return nullcontext()
    return _child_span(name, attributes)


@contextmanager
def _child_span(name: str, attributes: dict[str, Any]) -> Iterator[Any]:

    with _tracer.start_as_current_span(
        name, attributes=attributes, record_exception=False, set_status_on_exception=False
    ) as current:
        try:
            yield current
        except BaseException as exc:
            _failed(current, exc)
            raise


def _failed(span: Any, exception: BaseException) -> None:
    """The error status and the exception's type, as the logs have it: its text may quote a
    URL or a row, so it stays out of the trace."""
    from opentelemetry import trace

    span.set_attribute("error.type", type(exception).__name__)
    span.set_status(trace.Status(trace.StatusCode.ERROR, type(exception).__name__))


def statement(name: str, **attributes: Any) -> AbstractContextManager[Any]:
    """A span `db <name>` around statements that matter (a claim, a batch's writes)."""
    return span(f"db {name}", **{"db.system.name": "postgresql", **attributes})


def flush() -> None:
    """Export the spans ended so far (a worker's stop, the end of a command)."""
    if _tracer is not None:
        from opentelemetry import trace

        trace.get_tracer_provider().force_flush()  # type: ignore[attr-defined]


def current_traceparent() -> str | None:
    """The W3C `traceparent` of the current span, or None (no span, or traces off). The
    span may be the caller's own (a product with its own OpenTelemetry set up)."""
    if not settings_module.load().traces:
        return None
    from opentelemetry import propagate

    carrier: dict[str, str] = {}
    propagate.inject(carrier)
    return carrier.get(TRACEPARENT)


@contextmanager
def continued(traceparent: str | None) -> Iterator[None]:
    """Make the trace context of `traceparent` the current one for the block (a row that
    kept the context of the transaction that wrote it); None or traces off: as it is."""
    if _tracer is None or not traceparent:
        yield
        return
    from opentelemetry import context, propagate

    token = context.attach(propagate.extract({TRACEPARENT: traceparent}))
    try:
        yield
    finally:
        context.detach(token)


class MessageTraces(Middleware):
    """On a broker of a process with traces on: each message sent gets the current trace
    context as its `traceparent` option (a retry keeps its first one), and each run of a
    message is a consumer span under it with queue, actor, message id, attempt and outcome."""

    def __init__(self) -> None:
        self._running = threading.local()

    def after_process_boot(self, broker: Broker) -> None:
        configure()  # in each worker process, whose exporter thread a fork would not keep

    def after_worker_shutdown(self, broker: Broker, worker: Any) -> None:
        flush()

    def before_enqueue(self, broker: Broker, message: Message, delay: Any) -> None:
        if TRACEPARENT not in message.options:
            traceparent = current_traceparent()
            if traceparent is not None:
                message.options[TRACEPARENT] = traceparent

    def before_process_message(self, broker: Broker, message: MessageProxy) -> None:
        if _tracer is None:
            return
        from opentelemetry import context, propagate, trace

        parent = propagate.extract({TRACEPARENT: message.options.get(TRACEPARENT, "")})
        run = _tracer.start_span(
            f"{message.queue_name} process {message.actor_name}",
            context=parent,
            kind=trace.SpanKind.CONSUMER,
            attributes={
                "messaging.system": "dramatiq",
                "messaging.operation.type": "process",
                "messaging.destination.name": message.queue_name,
                "messaging.message.id": message.message_id,
                "hourglass.actor": message.actor_name,
                "hourglass.attempt": message.options.get("retries", 0) + 1,
            },
        )
        token = context.attach(trace.set_span_in_context(run, parent))
        self._running.current = (run, token)

    def after_process_message(
        self,
        broker: Broker,
        message: MessageProxy,
        *,
        result: Any = None,
        exception: BaseException | None = None,
    ) -> None:
        self._end(run_outcome(message, exception), exception)

    def after_skip_message(self, broker: Broker, message: MessageProxy) -> None:
        self._end("skipped", None)

    def _end(self, outcome: str, exception: BaseException | None) -> None:
        running = getattr(self._running, "current", None)
        if running is None:
            return
        from opentelemetry import context

        run, token = running
        self._running.current = None
        run.set_attribute("hourglass.outcome", outcome)
        if exception is not None:
            _failed(run, exception)
        run.end()
        context.detach(token)
