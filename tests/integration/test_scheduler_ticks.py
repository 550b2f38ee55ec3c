"""A tick is fired once per deployment: the conditional write on `scheduler_tick` and the
enqueue share one transaction, whoever fires it and however late. periodiq's sends through
hourglass's broker become an evaluation of every periodic actor on the database's clock."""

import os
import signal
import threading
import time
from datetime import UTC, datetime, timedelta

import dramatiq
import peewee
import periodiq
import psycopg
import pytest

from actors import collection
from hourglass.core import scheduler
from hourglass.core import scheduler_ticks as store
from hourglass.core.broker import get_broker
from hourglass.core.scheduler import Ticks, Timing, cron, fire_due_ticks, timetable
from models import db
from tests.harness import holds_for, scalar, wait_until

TICK = datetime(2026, 3, 8, 15, 0, tzinfo=UTC)

TIMETABLE = [
    Timing(collection.dispatch_tick_job, cron("* * * * *")),
    Timing(collection.prepare_daily_cycles_job, cron("0 15 * * *")),
]


def queued(actor_name) -> list[str]:
    rows = scalar(
        "SELECT coalesce(array_agg(message->'options'->>'scheduled_at' ORDER BY message_id), '{}') "
        "FROM hourglass.message WHERE message->>'actor_name' = %s",
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
        fire_due_ticks([Timing(tick_that_cannot_be_sent, cron("* * * * *")), *TIMETABLE], TICK)
    assert store.last_ticks() == {"collection_tick": TICK, "collection_prepare": TICK}
    assert scalar("SELECT count(*) FROM hourglass.message") == 2


# A product's own periodic actor, declared as periodiq's README does it.
@dramatiq.actor(
    actor_name="product_minutely", queue_name="product", periodic=periodiq.cron("* * * * *")
)
def product_minutely():
    pass


@pytest.fixture
def fresh_ticks():
    """This process takes periodiq's sends as prompts while the test runs, as the scheduler
    process does, with no minute evaluated yet."""
    broker = get_broker()
    broker.ticks = Ticks(broker)
    yield broker.ticks
    broker.ticks = None


def last_tick(actor_name) -> datetime:
    return scalar("SELECT last_tick_at FROM scheduler_tick WHERE actor_name = %s", (actor_name,))


def minute_of(moment) -> datetime:
    return moment.astimezone(UTC).replace(second=0, microsecond=0)


def test_a_products_own_periodic_actor_is_declared_on_the_broker_and_timetabled():
    assert "product_minutely" in [t.actor.actor_name for t in timetable()]


def test_periodiqs_send_fires_every_periodic_actor_once_on_the_database_clock(fresh_ticks):
    now = db.now()
    product_minutely.send_with_options(scheduled_at=now.isoformat())
    collection.dispatch_tick_job.send_with_options(scheduled_at=now.isoformat())
    # A second scheduler process, prompted in the same minute, fires nothing more.
    Ticks(get_broker()).prompted(
        product_minutely.message_with_options(scheduled_at=now.isoformat())
    )
    # The minute the evaluation read (a minute boundary may fall after `now` was read).
    fired = last_tick("product_minutely")
    assert fired in (minute_of(now), minute_of(now) + timedelta(minutes=1))
    assert queued("product_minutely") == [fired.isoformat()]
    assert queued("collection_tick") == [fired.isoformat()]
    assert len(queued("scan_due_triggers")) == 1


def test_a_scheduler_clock_an_hour_ahead_fires_the_database_clocks_minute(fresh_ticks):
    now = db.now()
    product_minutely.send_with_options(scheduled_at=(now + timedelta(hours=1)).isoformat())
    fired = last_tick("product_minutely")
    assert fired in (minute_of(now), minute_of(now) + timedelta(minutes=1))
    assert queued("product_minutely") == [fired.isoformat()]
    assert scalar("SELECT count(*) FROM scheduler_tick WHERE last_tick_at > now()") == 0


def test_a_periodic_actor_sent_by_hand_runs_once_more_outside_the_timetable(fresh_ticks):
    product_minutely.send()
    assert (
        scalar(
            "SELECT count(*) FROM hourglass.message WHERE message->>'actor_name' = 'product_minutely'"
        )
        == 1
    )
    assert scalar("SELECT count(*) FROM scheduler_tick") == 0


def test_a_fired_ticks_retry_is_sent_as_it_is_not_taken_for_a_prompt(fresh_ticks):
    retry = product_minutely.message_with_options(scheduled_at=TICK.isoformat(), retries=1)
    get_broker().enqueue(retry)
    assert queued("product_minutely") == [TICK.isoformat()]
    assert scalar("SELECT count(*) FROM scheduler_tick") == 0


def test_only_the_scheduler_process_takes_periodiqs_sends_as_prompts():
    product_minutely.send_with_options(scheduled_at=TICK.isoformat())
    assert queued("product_minutely") == [TICK.isoformat()]
    assert scalar("SELECT count(*) FROM scheduler_tick") == 0


BLOCKED_TICKS = """
    SELECT count(*) FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock'
      AND query LIKE '%%scheduler_tick%%'
"""


def blocked_ticks(watcher) -> int:
    row = watcher.execute(BLOCKED_TICKS).fetchone()
    assert row is not None
    return row[0]


@pytest.mark.parametrize("case", ["one SIGTERM", "two SIGTERMs", "one, the tick held"])
def test_sigterm_while_a_tick_writes_stops_the_scheduler_once_the_tick_committed(
    fresh_ticks, case, monkeypatch
):
    """The scheduler process's SIGTERM (`Ticks.stop_on_sigterm`) never cuts a tick's
    statement short: an exit raised in the middle of one can leave its connection busy for
    the rollback, and the database error that follows would be logged as a failed tick and
    the stop lost. The tick waits on a lock here, inside its transaction, when the signal
    comes; the process exits 0 once it committed. A second SIGTERM, or the first one's
    grace, stops it at once (the tick rolled back: the next scheduler's wake-up fires it)."""
    if case != "one SIGTERM":  # the committing tick keeps the default grace, 3 s
        monkeypatch.setattr(scheduler, "SIGTERM_GRACE_S", 1.5)
    url = os.environ["DATABASE_URL"]
    previous = signal.getsignal(signal.SIGTERM)
    fresh_ticks.stop_on_sigterm()
    signalled = threading.Event()
    first_signal_at = []
    try:
        with psycopg.connect(url, autocommit=True) as watcher, psycopg.connect(url) as holder:
            holder.execute("LOCK TABLE scheduler_tick IN EXCLUSIVE MODE")

            def signal_the_waiting_tick():
                try:
                    wait_until(lambda: blocked_ticks(watcher) == 1, message="the tick to wait")
                    first_signal_at.append(time.monotonic())
                    os.kill(os.getpid(), signal.SIGTERM)
                    wait_until(lambda: fresh_ticks.stopping, message="the SIGTERM to be handled")
                    if case == "one SIGTERM":
                        # A tick cut short ends its wait within psycopg's interval (0.1 s).
                        holds_for(lambda: blocked_ticks(watcher) == 1, 1)
                    else:
                        if case == "two SIGTERMs":
                            os.kill(os.getpid(), signal.SIGTERM)
                        wait_until(
                            lambda: blocked_ticks(watcher) == 0,
                            timeout=5,
                            message="the tick to end",
                        )
                    signalled.set()
                finally:
                    holder.rollback()

            releaser = threading.Thread(target=signal_the_waiting_tick)
            releaser.start()
            now = db.now()
            with pytest.raises(SystemExit) as stopped:
                fresh_ticks.prompted(
                    product_minutely.message_with_options(scheduled_at=now.isoformat())
                )
            stopped_at = time.monotonic()
            releaser.join(timeout=40)
    finally:
        signal.signal(signal.SIGTERM, previous)
    assert signalled.is_set() and stopped.value.code == 0
    if case != "one SIGTERM":
        assert scalar("SELECT count(*) FROM scheduler_tick") == 0
        # At the second signal, within the first one's grace (1.5 s); for the held tick,
        # at the end of the grace.
        waited = stopped_at - first_signal_at[0]
        assert waited < 1.5 if case == "two SIGTERMs" else waited >= 1.5
        return
    assert scalar("SELECT count(*) FROM scheduler_tick") > 0, "the signal cut the tick short"
    fired = last_tick("product_minutely")
    assert fired in (minute_of(now), minute_of(now) + timedelta(minutes=1))
    assert queued("product_minutely") == [fired.isoformat()]
