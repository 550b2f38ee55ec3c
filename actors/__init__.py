"""Every actor of hourglass: `dramatiq actors` imports this package and finds them all.

dramatiq declares an actor on the broker set when the actor is defined, so the broker is
set first (built from the settings; it reaches the database only when first used), then
each pipeline's module registers its actors on it.
"""

from hourglass.core.broker import get_broker

get_broker()

from actors import collection, notifications, recommendation, retention, review_stats  # noqa: E402

__all__ = ["collection", "notifications", "recommendation", "retention", "review_stats"]
