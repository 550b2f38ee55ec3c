"""A product process for the trace tests (`python -m tests.e2e.traced_product`), with traces
on through its environment: in a span of its own, it creates a notification task whose
deadline check comes due in a second, then exports its spans and prints the trace id."""

from datetime import timedelta

import actors  # noqa: F401  (the broker, with the traces middleware)
from actors.notifications import create_task
from hourglass.core import tracing
from models import db

#: The product's span: the root of the trace the test follows.
PRODUCT_SPAN = "product creates a task"


def main() -> None:
    assert tracing.configure(), "run with OTEL_EXPORTER_OTLP_ENDPOINT set"
    from opentelemetry import trace

    with tracing.span(PRODUCT_SPAN):
        trace_id = trace.get_current_span().get_span_context().trace_id
        with db.connection_context():
            create_task(101, 202, deadline_at=db.now() + timedelta(seconds=1))
    tracing.flush()
    print(f"{trace_id:032x}")


if __name__ == "__main__":
    main()
