"""How many of a queue's messages a worker process holds claimed at once: running, or
waiting for one of its threads. dramatiq claims up to twice the process's threads of every
queue it consumes; an actor whose own statement takes the queue's other due messages along
(the notification firing takes up to a hundred due timers) wants fewer: a message a
consumer claimed ahead is out of reach of the takes, and runs later, alone, once a thread
is free.

    @dramatiq.actor(queue_name="notify_fire", queue_prefetch=4)

A queue's consumers claim at most the lowest `queue_prefetch` of its actors (dramatiq's
own when none sets one).
"""

import dramatiq
from dramatiq.middleware import Middleware


class QueuePrefetch(Middleware):
    """Declares the `queue_prefetch` actor option (dramatiq refuses options no middleware
    declares); the broker checks it as it declares the actor (`check_queue_prefetch`)."""

    @property
    def actor_options(self) -> set[str]:
        return {"queue_prefetch"}


def check_queue_prefetch(actor: dramatiq.Actor) -> None:
    """A bad value stops the actor's declaration (its module's import) with one line, not a
    worker that claims nothing. (A middleware's hook cannot: dramatiq logs what they raise.)"""
    prefetch = actor.options.get("queue_prefetch")
    if prefetch is not None and (
        isinstance(prefetch, bool) or not isinstance(prefetch, int) or prefetch < 1
    ):
        raise ValueError(
            f"actor {actor.actor_name}: queue_prefetch must be a whole number of at least 1,"
            f" not {prefetch!r}"
        )


def queue_prefetch(broker: dramatiq.Broker, queue_name: str, default: int) -> int:
    """The prefetch of `queue_name`'s consumers: `default` (dramatiq's), or less where an
    actor of the queue asks for less."""
    asked = [
        actor.options["queue_prefetch"]
        for actor in broker.actors.values()
        if actor.queue_name == queue_name and "queue_prefetch" in actor.options
    ]
    return min([default, *asked])
