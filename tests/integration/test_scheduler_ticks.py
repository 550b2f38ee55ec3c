"""A tick is fired once per deployment: the conditional write on `scheduler_tick` and the
enqueue share one transaction, whoever fires it and however late."""

from datetime import UTC, datetime, timedelta

import dramatiq
import peewee
import pytest

from actors import collection
from hourglass.core import scheduler_ticks as store
from hourglass.core.scheduler import Timing, fire_due_ticks
from tests.harness import scalar

TICK = datetime(2026, 3, 8, 15, 0, tzinfo=UTC)

TIMETABLE = [
    Timing.of(collection.dispatch_tick_job, "* * * * *"),
    Timing.of(collection.prepare_daily_cycles_job, "0 15 * * *"),
]


def queued(actor_name) -> list[str]:
    rows = scalar(
        "SELECT coalesce(array_agg(message->'options'->>'scheduled_at' ORDER BY message_id), '{}') "
        "FROM dramatiq.queue WHERE message->>'actor_name' = %s",
        (actor_name,),
    )
    return sorted(rows)


def test_two_schedulers_in_the_same_minute_fire_its_tick_once():
    first = fire_due_ticks(TIMETABLE, TICK + timedelta(seconds=10))
    second = fire_due_ticks(TIMETABLE, TICK + timedelta(seconds=40))
    assert first == [("collection_tick", TICK), ("collection_prepare", TICK)]
    assert second == []
    assert queued("collection_tick") == [TICK.isoformat()]
    assert queued("collection_prepare") == [TICK.isoformat()]
    assert store.last_ticks() == {"collection_tick": TICK, "collection_prepare": TICK}


def test_a_scheduler_lagging_behind_a_takeover_fires_no_older_tick():
    every_minute = TIMETABLE[:1]
    fire_due_ticks(every_minute, TICK + timedelta(minutes=1, seconds=5))
    assert fire_due_ticks(every_minute, TICK + timedelta(seconds=50)) == []
    assert queued("collection_tick") == [(TICK + timedelta(minutes=1)).isoformat()]


def test_ticks_missed_while_no_scheduler_led_are_caught_up_once_with_the_latest():
    fire_due_ticks(TIMETABLE, TICK - timedelta(days=1))
    fire_due_ticks(TIMETABLE, TICK - timedelta(minutes=3))
    fired = fire_due_ticks(TIMETABLE, TICK + timedelta(minutes=4, seconds=30))
    assert fired == [("collection_tick", TICK + timedelta(minutes=4)), ("collection_prepare", TICK)]
    assert len(queued("collection_tick")) == 3
    assert len(queued("collection_prepare")) == 2


def test_a_new_deployment_starts_with_the_current_minute_and_catches_up_nothing():
    fired = fire_due_ticks(TIMETABLE, TICK + timedelta(minutes=4, seconds=30))
    assert fired == [("collection_tick", TICK + timedelta(minutes=4))]


# pg_notify refuses a channel name over 63 bytes, so this actor's enqueue always fails.
@dramatiq.actor(actor_name="tick_that_cannot_be_sent", queue_name="q" * 60)
def tick_that_cannot_be_sent():
    pass


def test_a_tick_whose_message_cannot_be_enqueued_is_not_recorded_and_holds_back_no_other():
    with pytest.raises(peewee.DatabaseError):
        fire_due_ticks([Timing.of(tick_that_cannot_be_sent, "* * * * *"), *TIMETABLE], TICK)
    assert store.last_ticks() == {"collection_tick": TICK, "collection_prepare": TICK}
    assert scalar("SELECT count(*) FROM dramatiq.queue") == 2
