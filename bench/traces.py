"""What traces cost: the refresh throughput of bench.recommendation with traces off and on
(every span exported to an OTLP/HTTP receiver on 127.0.0.1), alternating in one run so that
both see the same machine; `python -m bench traces`."""

import statistics

from bench.recommendation import TASKS, _refresh_throughput
from bench.results import record
from tests.trace_receiver import TraceReceiver

#: Drains of each kind, alternating off and on.
ROUNDS = 3


def run():
    import actors  # noqa: F401  (the broker)
    from models import db

    receiver = TraceReceiver().start()
    traced = {"OTEL_EXPORTER_OTLP_ENDPOINT": receiver.endpoint, "OTEL_SERVICE_NAME": "bench"}
    off, on = [], []
    try:
        for _ in range(ROUNDS):
            off.append(_refresh_throughput(db))
            on.append(_refresh_throughput(db, traced))
    finally:
        receiver.stop()
    runs = [s for s in receiver.received() if s.name.endswith("refresh_member_recommendations")]
    assert len(runs) >= TASKS / 16, len(runs)  # a refresh runs at most 16 tasks
    record(
        {
            "refresh_tasks_per_s_traces_off": round(statistics.median(off), 1),
            "refresh_tasks_per_s_traces_on": round(statistics.median(on), 1),
            "refresh_traces_on_share_of_off": round(
                statistics.median(on) / statistics.median(off), 2
            ),
            "refresh_spans_exported_per_task": round(
                len(receiver.received()) / (ROUNDS * TASKS), 2
            ),
        }
    )
