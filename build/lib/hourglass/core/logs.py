"""Log lines of every hourglass process: text by default, one JSON object per line with
`HOURGLASS_LOG_FORMAT=json`. While a worker processes a message, each JSON line carries the
message's id, actor, queue and retry count, and the line that ends it its duration and
outcome. Message arguments are never logged: dramatiq's own lines name a message by id.
"""

import contextvars
import logging
import time
from typing import Any

from dramatiq.broker import Broker, MessageProxy
from dramatiq.message import Message
from dramatiq.middleware import Middleware
from pythonjsonlogger.json import JsonFormatter

from hourglass.core import settings as settings_module

TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s %(message)s"

#: Fields of every JSON line, besides the message context and `extra` fields.
JSON_FIELDS = ["levelname", "name", "process", "threadName", "message"]
JSON_RENAMES = {"levelname": "level", "name": "logger", "process": "pid", "threadName": "thread"}

logger = logging.getLogger(__name__)

# The message this thread is processing (dramatiq runs one message at a time per thread).
_current_message: contextvars.ContextVar[dict | None] = contextvars.ContextVar(
    "hourglass_current_message", default=None
)


class MessageContext(logging.Filter):
    """Adds the current message's ids to every record, and names a message in a record's
    arguments by actor and id only (dramatiq formats a message with its arguments)."""

    def filter(self, record: logging.LogRecord) -> bool:
        context = _current_message.get()
        if context is not None:
            for key in ("message_id", "actor", "queue", "retries"):
                setattr(record, key, context[key])
        # uvicorn adds the same message with terminal colour codes; a JSON line needs it once.
        record.__dict__.pop("color_message", None)
        if isinstance(record.args, tuple):
            record.args = tuple(_without_arguments(arg) for arg in record.args)
        return True


def _without_arguments(arg: Any) -> Any:
    if isinstance(arg, (Message, MessageProxy)):
        return f"{arg.actor_name}[{arg.message_id}]"
    return arg


def configure(settings: settings_module.Settings | None = None) -> None:
    """Format every line of this process as the settings say (root handlers, or stderr)."""
    settings = settings or settings_module.load()
    root = logging.getLogger()
    if not root.handlers:
        root.addHandler(logging.StreamHandler())
    root.setLevel(settings.log_level)
    if settings.log_format == "json":
        formatter: logging.Formatter = JsonFormatter(
            JSON_FIELDS, rename_fields=JSON_RENAMES, timestamp="time"
        )
    else:
        formatter = logging.Formatter(TEXT_FORMAT)
    for handler in root.handlers:
        handler.setFormatter(formatter)
        if not any(isinstance(f, MessageContext) for f in handler.filters):
            handler.addFilter(MessageContext())


def run_outcome(message: MessageProxy, exception: BaseException | None) -> str:
    """How a message's run ended, once Retries has decided: `succeeded`, `retry_scheduled`
    or `dead_lettered` (a skipped message has no run)."""
    if exception is None:
        return "succeeded"
    return "dead_lettered" if message.failed else "retry_scheduled"


class MessageLogContext(Middleware):
    """On worker processes logging JSON: puts each message's ids on the lines logged while
    it runs and ends it with one `message_finished` line (duration, outcome)."""

    def after_process_boot(self, broker: Broker) -> None:
        configure()

    def before_process_message(self, broker: Broker, message: MessageProxy) -> None:
        _current_message.set(
            {
                "message_id": message.message_id,
                "actor": message.actor_name,
                "queue": message.queue_name,
                "retries": message.options.get("retries", 0),
                "started": time.monotonic(),
            }
        )

    def after_process_message(
        self,
        broker: Broker,
        message: MessageProxy,
        *,
        result: Any = None,
        exception: BaseException | None = None,
    ) -> None:
        self._finish(
            run_outcome(message, exception),
            type(exception).__name__ if exception is not None else None,
        )

    def after_skip_message(self, broker: Broker, message: MessageProxy) -> None:
        self._finish("skipped", None)

    def _finish(self, outcome: str, error: str | None) -> None:
        context = _current_message.get()
        if context is None:
            return
        duration_ms = round((time.monotonic() - context["started"]) * 1000, 1)
        fields = {"event": "message_finished", "outcome": outcome, "duration_ms": duration_ms}
        if error:
            fields["error"] = error
        logger.info(
            "event=message_finished outcome=%s duration_ms=%s", outcome, duration_ms, extra=fields
        )
        _current_message.set(None)
