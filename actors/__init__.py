"""Every actor of hourglass, and the one list of its pipelines.

`dramatiq actors` imports this package and finds every actor. dramatiq declares an actor on
the broker set when the actor is defined, so the broker is set first (built from the
settings; it reaches the database only when first used), then each pipeline's package
registers its actors on it. `PIPELINES` is what the platform iterates: adding a pipeline is
its package (its periodic actors carry periodiq's `periodic=` option), its models, its
migrations, and its import and entry here.

Every pipeline's settings are read here too, once the list is known: a bad value stops
`dramatiq actors` (and every command that loads the pipelines) at start with the one line
of its ConfigurationError, as a bad platform setting stops `get_broker()`.
"""

import os

from hourglass.core.broker import get_broker
from hourglass.core.pipelines import check_settings

get_broker()

from actors import collection, notifications, recommendation, retention, review_stats  # noqa: E402
from actors.collection.pipeline import PIPELINE as COLLECTION  # noqa: E402
from actors.notifications.pipeline import PIPELINE as NOTIFICATIONS  # noqa: E402
from actors.recommendation.pipeline import PIPELINE as RECOMMENDATION  # noqa: E402
from actors.review_stats.pipeline import PIPELINE as REVIEW_STATS  # noqa: E402

#: The registered pipelines, in the order the status report and the dashboard show them.
PIPELINES = (RECOMMENDATION, COLLECTION, NOTIFICATIONS, REVIEW_STATS)

check_settings(PIPELINES, os.environ)

__all__ = [
    "PIPELINES",
    "collection",
    "notifications",
    "recommendation",
    "retention",
    "review_stats",
]
