"""The outer wheel of timers past the wheel's hour (hourglass.core.store.outer_wheel,
migration 0046): each message carried into the wheel once, not before it comes within
CARRY_AHEAD_S of its due time, whatever the order in which the transactions that sent them
commit; a cancelled one never; a bucket emptied by TRUNCATE only once all its messages are
carried or cancelled; and a worker runs a timer it carried, once, at its due time."""

import threading
import uuid

import dramatiq
import pytest

from hourglass.core.store import outer_wheel, reads, waiting
from hourglass.core.store.lanes import QueueStore
from hourglass.core.store.schema import (
    CARRY_AHEAD_S,
    OUTER_BUCKET_SECONDS,
    OUTER_HORIZON_S,
    WAITING_HORIZON_S,
)
from models import db
from tests.harness import scalar, wait_until
from tests.in_process import own_broker, running_worker

QUEUE = "outer"
DAY_MS = OUTER_BUCKET_SECONDS * 1000


def send(connection, delays_ms) -> list[str]:
    """Messages sent to the outer wheel in the caller's transaction on `connection`, each
    due after its delay (a short one stands for a timer set days ago): their ids."""
    ids = [str(uuid.uuid4()) for _ in delays_ms]
    payloads = [f'{{"n": {n}}}' for n in range(len(ids))]
    outer_wheel.send(connection.execute, [QUEUE] * len(ids), ids, payloads, list(delays_ms), [])
    return ids


def in_the_wheel(connection) -> list[str]:
    """The ids of the messages carried into the wheel, in the order appended."""
    rows = connection.execute(
        "SELECT message_id::text FROM queue_waiting_message WHERE queue_name = %s ORDER BY id",
        (QUEUE,),
    )
    return [message_id for (message_id,) in rows]


def state_of(message_id: str) -> str:
    """What the operator's lookup says of a message of the outer wheel."""
    row = reads.outer_wheel_message(db, message_id)
    assert row is not None
    return row[1]


def lanes_of(message_ids) -> list[str]:
    rows = db.execute_sql(
        "SELECT lane FROM hourglass.message WHERE message_id = ANY(%s::uuid[]) ORDER BY lane",
        (list(message_ids),),
    )
    return [lane for (lane,) in rows]


@pytest.mark.parametrize(
    ("delay_s", "lane"),
    [
        (WAITING_HORIZON_S, "waiting"),
        (WAITING_HORIZON_S + 1, "outer"),
        (OUTER_HORIZON_S, "outer"),
        (OUTER_HORIZON_S + 1, "cold"),
    ],
)
def test_a_timer_past_the_hour_waits_in_the_outer_wheel_up_to_its_horizon(delay_s, lane):
    assert QueueStore().lane_of(QUEUE, delay_s * 1000) == lane


def test_a_message_is_carried_once_it_comes_within_the_carry_ahead_and_only_once(connect):
    connection = connect()
    soon, later = send(connection, [1000, (CARRY_AHEAD_S + 600) * 1000])
    assert lanes_of([soon, later]) == ["outer", "outer"]
    assert outer_wheel.carry(connection) == 1
    assert in_the_wheel(connection) == [soon]
    assert outer_wheel.carry(connection) == 0
    assert in_the_wheel(connection) == [soon]
    assert lanes_of([soon, later]) == ["outer", "waiting"]
    # It keeps its due time; the wheel promotes it once due, once.
    due = "SELECT due_at FROM {} WHERE message_id = %s"
    assert scalar(due.format("queue_waiting_message"), (soon,)) == scalar(
        due.format("queue_outer_message"), (soon,)
    )
    wait_until(lambda: waiting.promote(connection) == 1, timeout=10, message="promoted")
    assert waiting.promote(connection) == 0
    assert state_of(soon) == "carried"
    assert state_of(later) == "waiting"


def test_a_message_committed_after_the_carry_passed_it_is_carried_once_it_commits(connect):
    """A product's transaction sets a timer and stays open while the carry passes its due
    time's position: the next carry after its commit carries it, once."""
    connection = connect()
    long_running = connect(autocommit=False)
    (late,) = send(long_running, [1000])
    (quick,) = send(connection, [2000])
    assert outer_wheel.carry(connection) == 1
    long_running.commit()
    assert outer_wheel.carry(connection) == 1
    assert outer_wheel.carry(connection) == 0
    assert in_the_wheel(connection) == [quick, late]


def test_carries_at_once_carry_each_message_once(connect):
    """Senders committing in any order and three carriers at once: each message carried
    once."""
    sent: list[str] = []
    stop = threading.Event()

    def sender():
        connection = connect(autocommit=False)
        for n in range(40):
            ids = send(connection, [1000 + n, 2000 + n])
            connection.commit()
            sent.extend(ids)

    def carrier():
        connection = connect()
        while not stop.is_set():
            outer_wheel.carry(connection, limit=3)

    senders = [threading.Thread(target=sender) for _ in range(3)]
    carriers = [threading.Thread(target=carrier) for _ in range(3)]
    for thread in senders + carriers:
        thread.start()
    for thread in senders:
        thread.join()
    connection = connect()
    wait_until(lambda: len(in_the_wheel(connection)) >= len(sent), timeout=10, message="all")
    stop.set()
    for thread in carriers:
        thread.join()
    assert sorted(in_the_wheel(connection)) == sorted(sent)


def test_a_cancelled_message_is_never_carried_and_one_carried_is_cancelled_in_the_wheel(
    connect,
):
    connection = connect()
    store = QueueStore()
    cancelled, carried = send(connection, [1000, 1000])
    assert store.cancel_queued(connection.execute, [cancelled]) == 1
    assert outer_wheel.carry(connection) == 1
    assert in_the_wheel(connection) == [carried]
    assert state_of(cancelled) == "cancelled"
    # Carried already: its tombstone goes in the wheel, which then never promotes it.
    assert store.cancel_queued(connection.execute, [carried]) == 1
    assert lanes_of([cancelled, carried]) == []
    is_due = "SELECT clock_timestamp() > due_at FROM queue_waiting_message WHERE message_id = %s"
    wait_until(lambda: scalar(is_due, (carried,)), timeout=5, message="due")
    assert waiting.promote(connection) == 0


def test_an_outer_bucket_is_emptied_once_all_its_messages_are_carried_or_cancelled(connect):
    connection = connect()
    # Due days ago (a transaction that began long ago sends them so): a bucket other than
    # today's and yesterday's.
    done, cancelled = send(connection, [-3 * DAY_MS, -3 * DAY_MS])
    (future,) = send(connection, [3 * DAY_MS])
    outer_wheel.cancel(connection.execute, [cancelled])
    bucket_of = "SELECT bucket FROM queue_outer_message WHERE message_id = %s"
    old_bucket, future_bucket = scalar(bucket_of, (done,)), scalar(bucket_of, (future,))
    emptied, passed = outer_wheel.rotate(connection)  # `done` is not carried yet
    assert emptied == [] and set(passed) == {old_bucket, future_bucket}
    assert outer_wheel.carry(connection) == 1
    # Sent to the old bucket after the carry's snapshot: it waits still.
    (after,) = send(connection, [-3 * DAY_MS])
    emptied, passed = outer_wheel.rotate(connection)
    assert emptied == [] and set(passed) == {old_bucket, future_bucket}
    assert outer_wheel.carry(connection) == 1
    emptied, passed = outer_wheel.rotate(connection)
    assert emptied == [old_bucket] and passed == [future_bucket]
    assert scalar("SELECT count(*) FROM queue_outer_message") == 1
    assert scalar("SELECT count(*) FROM queue_outer_cancel") == 0
    assert in_the_wheel(connection) == [done, after]


def test_a_worker_runs_a_timer_of_the_outer_wheel_once_at_its_due_time():
    """A timer set days ago (sent here with a short delay) is carried by a worker's rotation,
    promoted by its waker and run once, not before it was due."""
    ran: list[tuple[int, float]] = []
    with own_broker(with_results=False) as broker:

        @dramatiq.actor(queue_name=QUEUE, actor_name="outer_timer")
        def outer_timer(n: int) -> None:
            ran.append((n, scalar("SELECT extract(epoch FROM clock_timestamp())")))

        message = outer_timer.message(7)
        encoded = dramatiq.get_encoder().encode(message.asdict()).decode()
        with db.atomic():
            outer_wheel.send(db.execute_sql, [QUEUE], [message.message_id], [encoded], [500.0], [])
        due_at = scalar(
            "SELECT extract(epoch FROM due_at) FROM queue_outer_message WHERE message_id = %s",
            (message.message_id,),
        )
        with running_worker(broker):
            wait_until(lambda: ran, timeout=20, message="the timer ran")
            broker.join(QUEUE, timeout=10_000)
    assert [n for n, _ in ran] == [7]
    assert ran[0][1] >= due_at
