"""The Collection pipeline's dashboard page figures (today's business date) and its
`/metrics` families."""

from collections.abc import Iterator
from typing import TYPE_CHECKING

from actors.collection import settings
from hourglass.core.metric_families import gauge
from models import collection

if TYPE_CHECKING:  # imported when built: see hourglass.core.metric_families
    from prometheus_client.core import Metric


def status_counts() -> dict:
    """Today's cycles (the business date in the configured zone), sources, flag, SLA."""
    return collection.status_counts(settings.load().business_timezone)


def figures() -> dict:
    counts = status_counts()
    today = counts["business_date"]
    return {
        "counts": counts,
        "failures": collection.cycle_failures(today),
        "sources": collection.sources_with_cycle(today),
        "snapshots": collection.latest_snapshots(),
    }


def metrics(data: dict) -> Iterator["Metric"]:
    counts = data["counts"]
    yield gauge(
        "hourglass_collection_cycles_today",
        "Today's collection cycles by status (business date).",
        ("status",),
        [((status,), n) for status, n in counts["cycles"].items()],
    )
    yield gauge(
        "hourglass_collection_failures_today",
        "Today's failed cycles by failure kind.",
        ("kind",),
        [((kind,), n) for kind, n in data["failures"]],
    )
    yield gauge(
        "hourglass_collection_dispatch_enabled",
        "1 when the dispatch flag is on.",
        samples=[((), 1 if counts["dispatch_flag"] == "on" else 0)],
    )
