"""The `queue_prefetch` actor option: the lowest of a queue's actors bounds its consumers,
and a bad value stops the actor's declaration with one clear line."""

import dramatiq
import pytest

from hourglass.core.broker import build_broker
from hourglass.core.queue_prefetch import queue_prefetch


def nothing() -> None:
    pass


def broker_with_prefetches(*prefetches) -> dramatiq.Broker:
    """A broker of its own (nothing reaches the database), with actors on queue `q` asking
    for `prefetches` (None: asking nothing) and one on queue `r` asking nothing."""
    broker = build_broker()
    for n, prefetch in enumerate(prefetches):
        options = {} if prefetch is None else {"queue_prefetch": prefetch}
        dramatiq.actor(actor_name=f"a{n}", queue_name="q", broker=broker, **options)(nothing)
    dramatiq.actor(actor_name="other", queue_name="r", broker=broker)(nothing)
    return broker


def test_the_lowest_asked_bounds_the_queue_and_others_keep_dramatiqs():
    broker = broker_with_prefetches(None, 4, 2)
    assert queue_prefetch(broker, "q", 16) == 2
    assert queue_prefetch(broker, "q", 1) == 1
    assert queue_prefetch(broker, "r", 16) == 16


@pytest.mark.parametrize("bad", [0, -1, 2.5, "2", True])
def test_a_bad_value_is_refused_where_the_actor_is_declared(bad):
    with pytest.raises(
        ValueError, match=r"^actor a0: queue_prefetch must be a whole number of at least 1, not "
    ):
        broker_with_prefetches(bad)
