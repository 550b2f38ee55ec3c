"""`/metrics`: the dashboard's figures as Prometheus gauges (and the lateness histogram),
read from the database at most once per `max_age` seconds whatever the scrape rate,
through one prometheus_client collector on a registry of its own.
"""

import threading
import time
from collections.abc import Iterable, Iterator, Sequence

from prometheus_client.core import (
    CounterMetricFamily,
    GaugeMetricFamily,
    HistogramMetricFamily,
    Metric,
)
from prometheus_client.registry import CollectorRegistry

from hourglass.core.database import db
from hourglass.operator.web import figures

#: Figures are read from the database at most this often (seconds).
DEFAULT_MAX_AGE = 5.0


class DatabaseFigures:
    """Every figure of the dashboard, read together and kept for `max_age` seconds;
    concurrent scrapes wait for one read instead of each doing their own."""

    def __init__(self, max_age: float = DEFAULT_MAX_AGE) -> None:
        self.max_age = max_age
        self._lock = threading.Lock()
        self._read_at: float | None = None
        self._figures: dict = {}

    def get(self) -> dict:
        with self._lock:
            if self._read_at is None or time.monotonic() - self._read_at >= self.max_age:
                with db.connection_context():
                    self._figures = {
                        "overview": figures.overview(),
                        "recommendation": figures.recommendation(),
                        "collection": figures.collection(),
                        "notifications": figures.notifications(),
                        "review_stats": figures.review_stats(),
                        "retention": figures.retention(),
                    }
                self._read_at = time.monotonic()
            return self._figures


class HourglassCollector:
    def __init__(self, source: DatabaseFigures) -> None:
        self.source = source

    def collect(self) -> Iterator[Metric]:
        data = self.source.get()
        yield from _queue_metrics(data["overview"])
        yield from _recommendation_metrics(data["recommendation"])
        yield from _collection_metrics(data["collection"])
        yield from _notification_metrics(data["notifications"])
        yield from _review_stats_metrics(data["review_stats"])
        yield from _retention_metrics(data["retention"])


def _gauge(
    name: str, documentation: str, labels: Sequence[str] = (), samples: Iterable[tuple] = ()
) -> GaugeMetricFamily:
    family = GaugeMetricFamily(name, documentation, labels=list(labels))
    for label_values, value in samples:
        family.add_metric(list(label_values), float(value))
    return family


def _queue_metrics(overview: dict) -> Iterator[Metric]:
    yield _gauge(
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
    yield _gauge(
        "hourglass_queue_oldest_ready_age_seconds",
        "How long the oldest ready message of a queue has waited (0: none).",
        ("queue",),
        [((q["queue"],), q["oldest_ready_seconds"] or 0) for q in overview["queues"]],
    )
    yield _gauge(
        "hourglass_queue_paused",
        "1 while an operator has the queue paused (nothing of it starts), else 0.",
        ("queue",),
        [((q["queue"],), int(q["paused"])) for q in overview["queues"]],
    )
    yield _gauge(
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
    yield _gauge(
        "hourglass_live_workers",
        "Worker processes with a heartbeat in the last minute.",
        samples=[((), overview["live_workers"])],
    )
    scheduler = overview["scheduler"]
    yield _gauge(
        "hourglass_scheduler_leader",
        "1 when a scheduler holds the leader lock.",
        samples=[((), 1 if scheduler["leader"] else 0)],
    )
    yield _gauge(
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
    yield _gauge(
        "hourglass_scheduler_next_tick_seconds",
        "Seconds until each periodic actor's next tick.",
        ("actor",),
        [
            ((a["actor"],), max((a["next_tick"] - now).total_seconds(), 0))
            for a in scheduler["actors"]
        ],
    )


def _recommendation_metrics(data: dict) -> Iterator[Metric]:
    counts = data["counts"]
    yield _gauge(
        "hourglass_recommendation_triggers",
        "Visit triggers waiting, and those due now.",
        ("state",),
        [(("waiting",), counts["triggers"]), (("due",), counts["triggers_due"])],
    )
    yield _gauge(
        "hourglass_recommendation_tasks",
        "Recommendation tasks by status (large counts are estimates).",
        ("status",),
        [((status,), n) for status, n in counts["tasks"].items()],
    )
    yield _gauge(
        "hourglass_recommendation_tasks_finished_24h",
        "Tasks finished in the last 24 hours by status.",
        ("status",),
        [((status,), n) for status, n in data["finished_24h"].items()],
    )


def _collection_metrics(data: dict) -> Iterator[Metric]:
    counts = data["counts"]
    yield _gauge(
        "hourglass_collection_cycles_today",
        "Today's collection cycles by status (business date).",
        ("status",),
        [((status,), n) for status, n in counts["cycles"].items()],
    )
    yield _gauge(
        "hourglass_collection_failures_today",
        "Today's failed cycles by failure kind.",
        ("kind",),
        [((kind,), n) for kind, n in data["failures"]],
    )
    yield _gauge(
        "hourglass_collection_dispatch_enabled",
        "1 when the dispatch flag is on.",
        samples=[((), 1 if counts["dispatch_flag"] == "on" else 0)],
    )


def _notification_metrics(data: dict) -> Iterator[Metric]:
    counts = data["counts"]
    yield _gauge(
        "hourglass_notification_jobs_due_next_hour",
        "Scheduled jobs due within the hour by kind.",
        ("kind",),
        [((kind,), n) for kind, n in counts["jobs_due_next_hour"].items()],
    )
    yield _gauge(
        "hourglass_notification_jobs_past_due",
        "Scheduled jobs past due and still waiting.",
        samples=[((), counts["jobs_past_due"])],
    )
    yield _gauge(
        "hourglass_notification_jobs_today",
        "Today's (UTC) job outcomes by status.",
        ("status",),
        [((status,), n) for status, n in counts["jobs_today"].items()],
    )
    yield _gauge(
        "hourglass_notification_deliveries_today",
        "Today's (UTC) deliveries by status.",
        ("status",),
        [((status,), n) for status, n in counts["deliveries_today"].items()],
    )
    lateness = data["lateness"]
    histogram = HistogramMetricFamily(
        "hourglass_notification_lateness_seconds",
        "Lateness (fired_at - fire_at) of today's (UTC) fired jobs.",
    )
    cumulative, buckets = 0, []
    for bucket in lateness["buckets"]:
        cumulative += bucket["count"]
        upper = "+Inf" if bucket["upper_ms"] is None else str(bucket["upper_ms"] / 1000)
        buckets.append((upper, cumulative))
    histogram.add_metric([], buckets, sum_value=lateness["sum_ms"] / 1000)
    yield histogram


def _review_stats_metrics(data: dict) -> Iterator[Metric]:
    counts = data["counts"]
    yield _gauge(
        "hourglass_review_stats_pending_signals",
        "Item types with a recompute owed.",
        samples=[((), counts["item_types_pending"])],
    )
    yield _gauge(
        "hourglass_review_stats_stale_signals",
        "Item types whose owed recompute is overdue.",
        samples=[((), counts["item_types_stale"])],
    )
    types = data["item_types"]
    yield _gauge(
        "hourglass_review_stats_age_seconds",
        "Seconds since each item type's figures were recomputed.",
        ("item_type",),
        [((t["item_type"],), t["age_seconds"]) for t in types if t["age_seconds"] is not None],
    )
    yield _gauge(
        "hourglass_review_stats_changes_behind",
        "Changes of an item type its figures do not include yet.",
        ("item_type",),
        [((t["item_type"],), t["changes_behind"]) for t in types],
    )
    recomputes = CounterMetricFamily(
        "hourglass_review_stats_recomputes", "Recomputes done, all item types."
    )
    recomputes.add_metric([], float(counts["recomputes"]))
    yield recomputes


def _retention_metrics(prunable: dict[str, int]) -> Iterator[Metric]:
    yield _gauge(
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
