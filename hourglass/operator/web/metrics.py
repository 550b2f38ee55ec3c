"""`/metrics`: the dashboard's figures as Prometheus families, the platform's (queues,
workers, the scheduler, retention) and each pipeline's declared `metrics(figures)`, read
from the database at most once per `max_age` seconds whatever the scrape rate, through one
prometheus_client collector on a registry of its own.
"""

import threading
import time
from collections.abc import Iterator, Sequence

from prometheus_client.core import CounterMetricFamily, Metric
from prometheus_client.registry import CollectorRegistry

from hourglass.core.database import db
from hourglass.core.metric_families import gauge
from hourglass.core.pipelines import Pipeline
from hourglass.operator.web import figures

#: Figures are read from the database at most this often (seconds).
DEFAULT_MAX_AGE = 5.0


class DatabaseFigures:
    """Every figure of the dashboard (the platform's, and each page's of the pipelines),
    read together and kept for `max_age` seconds; concurrent scrapes wait for one read
    instead of each doing their own."""

    def __init__(self, pipelines: Sequence[Pipeline], max_age: float = DEFAULT_MAX_AGE) -> None:
        self.pipelines = pipelines
        self.max_age = max_age
        self._lock = threading.Lock()
        self._read_at: float | None = None
        self._figures: dict = {}

    def get(self) -> dict:
        with self._lock:
            if self._read_at is None or time.monotonic() - self._read_at >= self.max_age:
                with db.connection_context():
                    self._figures = {
                        "overview": figures.overview(self.pipelines),
                        "pipelines": {
                            p.name: p.page.figures() for p in self.pipelines if p.page is not None
                        },
                        "retention": figures.retention(self.pipelines),
                    }
                self._read_at = time.monotonic()
            return self._figures


class HourglassCollector:
    def __init__(self, source: DatabaseFigures) -> None:
        self.source = source

    def collect(self) -> Iterator[Metric]:
        data = self.source.get()
        yield from _queue_metrics(data["overview"])
        yield from _flow_limit_metrics(data["overview"]["flow_limits"])
        for pipeline in self.source.pipelines:
            if pipeline.metrics is not None:
                yield from pipeline.metrics(data["pipelines"][pipeline.name])
        yield from _retention_metrics(data["retention"])


def _queue_metrics(overview: dict) -> Iterator[Metric]:
    yield gauge(
        "hourglass_queue_messages",
        "Messages in the queue table by queue and state.",
        ("queue", "state"),
        [
            ((q["queue"], state), q[key])
            for q in overview["queues"]
            for state, key in (
                ("ready", "ready"),
                ("waiting", "waiting"),
                ("in_flight", "in_flight"),
                ("dead", "dead"),
            )
        ],
    )
    yield gauge(
        "hourglass_queue_oldest_ready_age_seconds",
        "How long the oldest ready message of a queue has waited (0: none).",
        ("queue",),
        [((q["queue"],), q["oldest_ready_seconds"] or 0) for q in overview["queues"]],
    )
    yield gauge(
        "hourglass_queue_paused",
        "1 while an operator has the queue paused (nothing of it starts), else 0.",
        ("queue",),
        [((q["queue"],), int(q["paused"])) for q in overview["queues"]],
    )
    yield gauge(
        "hourglass_dead_letters",
        "Dead letters by queue and actor.",
        ("queue", "actor"),
        [((d["queue"], d["actor"]), d["count"]) for d in overview["dead_letters"]],
    )
    finished = CounterMetricFamily(
        "hourglass_queue_rows_deleted",
        "Rows the queue table has lost: finished messages (an ack deletes the row), cancelled"
        " timers, purged dead letters; PostgreSQL's statistics, up to ~10 s behind.",
    )
    if overview["queue_rows_deleted"] is not None:
        finished.add_metric([], float(overview["queue_rows_deleted"]))
    yield finished
    yield gauge(
        "hourglass_live_workers",
        "Worker processes with a heartbeat in the last minute.",
        samples=[((), overview["live_workers"])],
    )
    scheduler = overview["scheduler"]
    yield gauge(
        "hourglass_scheduler_last_tick_age_seconds",
        "Seconds since each periodic actor's last fired tick.",
        ("actor",),
        [
            ((a["actor"],), a["last_tick_age_seconds"])
            for a in scheduler["actors"]
            if a["last_tick_age_seconds"] is not None
        ],
    )
    now = overview["database_now"]
    yield gauge(
        "hourglass_scheduler_next_tick_seconds",
        "Seconds until each periodic actor's next tick.",
        ("actor",),
        [
            ((a["actor"],), max((a["next_tick"] - now).total_seconds(), 0))
            for a in scheduler["actors"]
        ],
    )


#: Each limited actor's use, a gauge each: its figure in the overview, and what it means.
FLOW_LIMIT_USE = (
    ("running", "Messages of a limited actor running (claimed) now."),
    ("started_last_minute", "Messages of a limited actor started in the last minute."),
    ("waiting", "Due messages of a limited actor still queued."),
    (
        "oldest_wait_seconds",
        "How long the oldest due message of a limited actor has waited (0: none).",
    ),
)


def _flow_limit_metrics(limits: list[dict]) -> Iterator[Metric]:
    limited = [u for u in limits if u["concurrency"] is not None or u["per_second"] is not None]
    yield gauge(
        "hourglass_flow_limit",
        "An actor's flow limit, by kind: concurrency (running at once) or per_second (started"
        " a second); per key when the actor's limit is.",
        ("actor", "kind"),
        [
            ((u["actor"], kind), u[kind])
            for u in limited
            for kind in ("concurrency", "per_second")
            if u[kind] is not None
        ],
    )
    for figure, what in FLOW_LIMIT_USE:
        yield gauge(
            f"hourglass_flow_limit_{figure}",
            what,
            ("actor",),
            [((u["actor"],), u[figure] or 0) for u in limited],
        )


def _retention_metrics(prunable: dict[str, int]) -> Iterator[Metric]:
    yield gauge(
        "hourglass_retention_prunable_rows",
        "Rows past their retention still in the database, per prune target (0 after each"
        " complete prune run; a target whose retention is 0 is not listed).",
        ("rows",),
        [((rows,), n) for rows, n in prunable.items()],
    )


def build_registry(source: DatabaseFigures) -> CollectorRegistry:
    registry = CollectorRegistry(auto_describe=False)
    registry.register(HourglassCollector(source))
    return registry
