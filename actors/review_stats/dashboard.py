"""The Review statistics pipeline's dashboard page figures (one row per item type) and its
`/metrics` families."""

from collections.abc import Iterator
from typing import TYPE_CHECKING

from actors.review_stats import settings
from hourglass.core.metric_families import gauge
from models import reviews

if TYPE_CHECKING:  # imported when built: see hourglass.core.metric_families
    from prometheus_client.core import Metric


def status_counts() -> dict:
    """Signals, recomputes and dead letters, stale after the configured age."""
    return reviews.status_counts(settings.load().stale_after)


def figures() -> dict:
    return {"counts": status_counts(), "item_types": reviews.item_type_figures()}


def metrics(data: dict) -> Iterator["Metric"]:
    from prometheus_client.core import CounterMetricFamily

    counts = data["counts"]
    yield gauge(
        "hourglass_review_stats_pending_signals",
        "Item types with a recompute owed.",
        samples=[((), counts["item_types_pending"])],
    )
    yield gauge(
        "hourglass_review_stats_stale_signals",
        "Item types whose owed recompute is overdue.",
        samples=[((), counts["item_types_stale"])],
    )
    types = data["item_types"]
    yield gauge(
        "hourglass_review_stats_age_seconds",
        "Seconds since each item type's figures were recomputed.",
        ("item_type",),
        [((t["item_type"],), t["age_seconds"]) for t in types if t["age_seconds"] is not None],
    )
    yield gauge(
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
