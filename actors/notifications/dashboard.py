"""The Notifications pipeline's dashboard page figures (with today's lateness histogram)
and its `/metrics` families."""

from collections.abc import Iterator
from typing import TYPE_CHECKING

from hourglass.core.metric_families import gauge
from models import notifications

#: Upper bounds (ms) of the lateness histogram's buckets; the last bucket is open.
LATENESS_BUCKETS_MS = (10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000, 60000)

if TYPE_CHECKING:  # imported when built: see hourglass.core.metric_families
    from prometheus_client.core import Metric


def figures() -> dict:
    return {
        "counts": notifications.status_counts(),
        "lateness": notifications.lateness_today(LATENESS_BUCKETS_MS),
    }


def metrics(data: dict) -> Iterator["Metric"]:
    from prometheus_client.core import HistogramMetricFamily

    counts = data["counts"]
    yield gauge(
        "hourglass_notification_jobs_due_next_hour",
        "Scheduled jobs due within the hour by kind.",
        ("kind",),
        [((kind,), n) for kind, n in counts["jobs_due_next_hour"].items()],
    )
    yield gauge(
        "hourglass_notification_jobs_past_due",
        "Scheduled jobs past due and still waiting.",
        samples=[((), counts["jobs_past_due"])],
    )
    yield gauge(
        "hourglass_notification_jobs_today",
        "Today's (UTC) job outcomes by status.",
        ("status",),
        [((status,), n) for status, n in counts["jobs_today"].items()],
    )
    yield gauge(
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
