"""The Recommendation pipeline's dashboard page figures and its `/metrics` families."""

from collections.abc import Iterator
from typing import TYPE_CHECKING

from hourglass.core.metric_families import gauge
from models import recommendation

if TYPE_CHECKING:  # imported when built: see hourglass.core.metric_families
    from prometheus_client.core import Metric


def figures() -> dict:
    return {
        "counts": recommendation.status_counts(),
        "finished_24h": recommendation.tasks_finished_24h(),
    }


def metrics(data: dict) -> Iterator["Metric"]:
    counts = data["counts"]
    yield gauge(
        "hourglass_recommendation_triggers",
        "Visit triggers waiting, and those due now.",
        ("state",),
        [(("waiting",), counts["triggers"]), (("due",), counts["triggers_due"])],
    )
    yield gauge(
        "hourglass_recommendation_tasks",
        "Recommendation tasks by status (large counts are estimates).",
        ("status",),
        [((status,), n) for status, n in counts["tasks"].items()],
    )
    yield gauge(
        "hourglass_recommendation_tasks_finished_24h",
        "Tasks finished in the last 24 hours by status.",
        ("status",),
        [((status,), n) for status, n in data["finished_24h"].items()],
    )
