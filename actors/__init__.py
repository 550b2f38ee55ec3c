"""Every actor of hourglass, and the one list of its pipelines.

`dramatiq actors` imports this package and finds every actor. dramatiq declares an actor on
the broker set when the actor is defined, so the broker is set first (built from the
settings; it reaches the database only when first used), then each pipeline's package
registers its actors on it. `PIPELINES` is what the platform iterates: adding a pipeline is
its package, its models, its migrations, its lines in `periodic.py`, and one line here.
"""

from hourglass.core.broker import get_broker

get_broker()

from actors import collection, notifications, recommendation, retention, review_stats  # noqa: E402
from actors.collection.pipeline import PIPELINE as COLLECTION  # noqa: E402
from actors.notifications.pipeline import PIPELINE as NOTIFICATIONS  # noqa: E402
from actors.recommendation.pipeline import PIPELINE as RECOMMENDATION  # noqa: E402
from actors.review_stats.pipeline import PIPELINE as REVIEW_STATS  # noqa: E402

#: The registered pipelines, in the order the status report and the dashboard show them.
PIPELINES = (RECOMMENDATION, COLLECTION, NOTIFICATIONS, REVIEW_STATS)

__all__ = [
    "PIPELINES",
    "collection",
    "notifications",
    "recommendation",
    "retention",
    "review_stats",
]
