"""The queue store's contract, run on each lane as River's driver suite runs on each driver:
whatever lane a queue's messages due now go to, a message is sent with its transaction,
claimed once, settled once, rejected into a dead letter, handed back, recovered from a dead
worker, paused, found and counted the same way. Lane-specific behaviour (cursors, stripes,
rotation) is tests/integration/test_queue_ring.py's; the broker's use of the store is
test_broker_rows.py's."""

from datetime import timedelta

import dramatiq
import psycopg
import pytest
from psycopg.types.json import Jsonb

from hourglass.core.database import database_url
from hourglass.core.store import dead_letters, pauses, reads
from hourglass.core.store.claims import Claim, Claimed
from hourglass.core.store.fragments import in_queue
from hourglass.core.store.lanes import QueueStore
from hourglass.core.store.schema import NOTIFY_WITHIN_MS
from models import db
from tests.harness import wait_until

QUEUE = "contract"
OTHER_QUEUE = "contract_other"
WORKER = "00000000-0000-0000-0000-00000000000a"
OTHER_WORKER = "00000000-0000-0000-0000-00000000000b"
HEARTBEAT_TTL_S = 60


@pytest.fixture(params=["cold", "hot"])
def lane(request) -> str:
    return request.param


@pytest.fixture
def store(lane) -> QueueStore:
    return QueueStore(frozenset({QUEUE}) if lane == "cold" else frozenset())


@pytest.fixture
def connection():
    with psycopg.connect(database_url(), autocommit=True) as connection:
        yield connection


def message(n: int, queue_name: str = QUEUE) -> dramatiq.Message:
    return dramatiq.Message(
        queue_name=queue_name, actor_name="contract_actor", args=(n,), kwargs={}, options={}
    )


def send(store, connection, messages, delay_ms=0) -> list[dramatiq.Message]:
    with connection.transaction(), connection.cursor() as cursor:
        store.send(cursor.execute, messages, [delay_ms] * len(messages), [QUEUE])
    return messages


def claim(store, connection, limit=10, worker=WORKER, queue_name=QUEUE) -> list[Claimed]:
    """A claim, after the waker's promotion of what waits in the wheel and is due now."""
    store.promote(connection)
    with connection.transaction(), connection.cursor() as cursor:
        return store.claim(cursor, queue_name, worker, limit)


def claims(claimed: list[Claimed], worker=WORKER) -> list[Claim]:
    return [Claim(c.message_id, QUEUE, worker, c.ring_position) for c in claimed]


def still_in_queue(connection, message_id) -> bool:
    statement = f"SELECT {in_queue('%(message_id)s::uuid')}"
    return connection.execute(statement, {"message_id": message_id}).fetchone()[0]


def depth(connection) -> dict[str, int]:
    return {state: count for queue, state, count in reads.queue_depth(db) if queue == QUEUE}


def claimed_once_due(store, connection) -> list[Claimed]:
    """What a claim takes once one takes anything (a delayed message coming due)."""
    claimed: list[Claimed] = []

    def claims_something() -> bool:
        claimed.extend(claim(store, connection))
        return bool(claimed)

    wait_until(claims_something, timeout=5)
    return claimed


def beat(store, connection, worker=WORKER) -> None:
    with connection.transaction(), connection.cursor() as cursor:
        store.heartbeat(cursor, worker)


def test_a_message_due_now_goes_to_the_lane_of_its_queue(store, connection, lane):
    send(store, connection, [message(1)])
    ring_rows = connection.execute("SELECT count(*) FROM queue_ring_message").fetchone()[0]
    assert ring_rows == (1 if lane == "hot" else 0)


def test_each_message_sent_is_claimed_once_with_its_id_and_payload(store, connection):
    sent = send(store, connection, [message(n) for n in range(7)])
    first = claim(store, connection, limit=4)
    rest = claim(store, connection, limit=10, worker=OTHER_WORKER)
    assert len(first) == 4 and len(rest) == 3
    assert sorted(c.message_id for c in first + rest) == sorted(m.message_id for m in sent)
    decoded = [dramatiq.Message.decode(c.payload.encode()) for c in first + rest]
    assert sorted(m.args[0] for m in decoded) == list(range(7))
    assert claim(store, connection) == []


def test_a_message_sent_in_a_rolled_back_transaction_is_never_claimed(store, connection):
    with connection.transaction(force_rollback=True), connection.cursor() as cursor:
        store.send(cursor.execute, [message(1)], [0], [QUEUE])
    assert claim(store, connection) == []


def test_another_queues_messages_are_not_claimed(store, connection):
    send(store, connection, [message(1, OTHER_QUEUE)])
    assert claim(store, connection) == []
    assert len(claim(store, connection, queue_name=OTHER_QUEUE)) == 1


def test_a_delayed_message_is_claimed_once_due_and_not_before(store, connection):
    (delayed,) = send(store, connection, [message(1)], delay_ms=400)
    assert claim(store, connection) == []
    claimed = claimed_once_due(store, connection)
    assert [c.message_id for c in claimed] == [delayed.message_id]


def test_a_settled_message_is_gone_and_never_claimed_again(store, connection):
    (sent,) = send(store, connection, [message(1)])
    (claimed,) = claims(claim(store, connection))
    assert still_in_queue(connection, sent.message_id)
    with connection.transaction(), connection.cursor() as cursor:
        store.settle(cursor, WORKER, [(claimed.message_id, QUEUE, claimed.ring_position, "done")])
    assert not still_in_queue(connection, sent.message_id)
    assert claim(store, connection) == []
    assert depth(connection) == {}


def test_a_settlement_rolled_back_with_its_transaction_leaves_the_claim(store, connection):
    send(store, connection, [message(1)])
    (claimed,) = claims(claim(store, connection))
    with connection.transaction(force_rollback=True), connection.cursor() as cursor:
        store.settle_one(cursor.execute, claimed)
    assert depth(connection) == {"consumed": 1}
    with connection.transaction(), connection.cursor() as cursor:
        store.settle_one(cursor.execute, claimed)
    assert depth(connection) == {}


def test_a_settlement_by_another_worker_leaves_the_claim(store, connection, lane):
    send(store, connection, [message(1)])
    (claimed,) = claims(claim(store, connection))
    with connection.transaction(), connection.cursor() as cursor:
        store.settle_one(cursor.execute, claimed._replace(worker_id=OTHER_WORKER))
    # The hot lane settles by position (its claim row says whose it is); the cold lane's
    # settlement names its worker.
    assert depth(connection) == ({} if lane == "hot" else {"consumed": 1})


def test_a_rejected_message_becomes_a_dead_letter_that_a_replay_sends_again(store, connection):
    (sent,) = send(store, connection, [message(1)])
    (claimed,) = claims(claim(store, connection))
    failed = {**sent.asdict(), "options": {"retries": 3, "last_error": "ValueError: no"}}
    with connection.transaction(), connection.cursor() as cursor:
        store.reject(cursor, claimed, Jsonb(failed))
    (letter,) = dead_letters.listed(db, QUEUE, 10)
    assert letter[0] == sent.message_id and letter[4:6] == (3, "ValueError: no")
    assert depth(connection) == {"rejected": 1}
    assert still_in_queue(connection, sent.message_id)  # the operator's to replay
    with db.atomic():
        assert dead_letters.replay(db, [sent.message_id], False, None, None, None) == [
            sent.message_id
        ]
    (again,) = claim(store, connection)
    assert again.message_id == sent.message_id and again.ring_position is None
    assert "retries" not in dramatiq.Message.decode(again.payload.encode()).options


def test_an_undecodable_message_becomes_a_dead_letter_with_its_reason(store, connection):
    send(store, connection, [message(1)])
    (claimed,) = claim(store, connection)
    with connection.transaction(), connection.cursor() as cursor:
        store.reject_undecodable(cursor, claimed, WORKER, "undecodable message: test")
    (letter,) = dead_letters.listed(db, QUEUE, 10)
    assert letter[0] == claimed.message_id and letter[5] == "undecodable message: test"


def test_handed_back_claims_are_claimed_again_and_others_stay(store, connection):
    send(store, connection, [message(n) for n in range(3)])
    first, second, third = claim(store, connection)
    with connection.transaction(), connection.cursor() as cursor:
        assert store.hand_back(cursor, WORKER, [first.message_id, second.message_id]) == 2
    again = claim(store, connection, worker=OTHER_WORKER)
    assert sorted(c.message_id for c in again) == sorted([first.message_id, second.message_id])
    assert depth(connection) == {"consumed": 3}
    with connection.transaction(), connection.cursor() as cursor:
        assert store.hand_back(cursor, WORKER) == 1  # all that are left: the third
    assert [c.message_id for c in claim(store, connection)] == [third.message_id]


def test_orphans_are_handed_back_and_held_claims_kept(store, connection):
    send(store, connection, [message(n) for n in range(3)])
    held, *orphans = claim(store, connection)
    with connection.transaction(), connection.cursor() as cursor:
        assert store.hand_back_orphans(cursor, WORKER, QUEUE, [held.message_id]) == 2
    again = claim(store, connection, worker=OTHER_WORKER)
    assert sorted(c.message_id for c in again) == sorted(c.message_id for c in orphans)


def test_a_dead_workers_claims_are_claimed_again_after_its_heartbeat_ttl(store, connection):
    send(store, connection, [message(1)])
    beat(store, connection)
    beat(store, connection, OTHER_WORKER)
    (claimed,) = claim(store, connection)
    connection.execute(
        "UPDATE dramatiq.worker SET heartbeat_at = now() - make_interval(secs => %s)"
        " WHERE worker_id = %s",
        (HEARTBEAT_TTL_S + 1, WORKER),
    )
    with connection.transaction(), connection.cursor() as cursor:
        store.upkeep(cursor, "dramatiq.queue", HEARTBEAT_TTL_S)
    store.rotate(connection, HEARTBEAT_TTL_S)
    (again,) = claim(store, connection, worker=OTHER_WORKER)
    assert again.message_id == claimed.message_id


def test_a_live_workers_claims_stay_its_own(store, connection):
    send(store, connection, [message(1)])
    beat(store, connection)
    claim(store, connection)
    with connection.transaction(), connection.cursor() as cursor:
        store.upkeep(cursor, "dramatiq.queue", HEARTBEAT_TTL_S)
    store.rotate(connection, HEARTBEAT_TTL_S)
    assert claim(store, connection, worker=OTHER_WORKER) == []


def test_a_paused_queue_claims_nothing_until_resumed(store, connection):
    send(store, connection, [message(1)])
    with db.atomic():
        assert pauses.pause(db, QUEUE, "contract")
    assert claim(store, connection) == []
    with db.atomic():
        assert pauses.resume(db, QUEUE)
    assert len(claim(store, connection)) == 1


def test_a_cancelled_timer_is_never_claimed(store, connection):
    (timer,) = send(store, connection, [message(1)], delay_ms=60_000)
    assert depth(connection) == {"waiting": 1}
    with connection.transaction(), connection.cursor() as cursor:
        assert store.cancel_queued(cursor.execute, [timer.message_id]) == 1
    assert depth(connection) == {}


def test_a_timer_days_ahead_waits_is_counted_and_is_cancelled(store, connection, lane):
    """Past the wheel's hour: the outer wheel on the hot lane (decision 0011), a waiting row
    on the cold lane; either way still in the queue, counted as waiting, cancelled once."""
    (timer,) = send(store, connection, [message(1)], delay_ms=2 * 86_400_000)
    outer_rows = connection.execute("SELECT count(*) FROM queue_outer_message").fetchone()[0]
    assert outer_rows == (1 if lane == "hot" else 0)
    assert depth(connection) == {"waiting": 1}
    assert still_in_queue(connection, timer.message_id)
    with connection.transaction(), connection.cursor() as cursor:
        assert store.cancel_queued(cursor.execute, [timer.message_id]) == 1
        assert store.cancel_queued(cursor.execute, [timer.message_id]) == 0
    assert depth(connection) == {}
    assert not still_in_queue(connection, timer.message_id)


def test_a_message_is_found_by_its_id_and_counted_by_state(store, connection, lane):
    (sent,) = send(store, connection, [message(1)])
    assert depth(connection) == {"queued": 1}
    found = reads.hot_lane_message if lane == "hot" else reads.cold_lane_message
    row = found(db, sent.message_id)
    assert row is not None and row[:3] == (QUEUE, "queued", "contract_actor")
    claim(store, connection)
    assert depth(connection) == {"consumed": 1}
    row = found(db, sent.message_id)
    assert row is not None and row[1] == "consumed"
    ready = dict(reads.oldest_ready(db))
    assert QUEUE not in ready


def test_the_oldest_ready_message_is_seen_on_either_lane(store, connection):
    send(store, connection, [message(1)])
    ready = dict(reads.oldest_ready(db))
    assert ready[QUEUE] >= 0


def test_a_limited_queues_messages_move_to_the_cold_lane_and_stay_claimable(store, connection):
    sent = send(store, connection, [message(n) for n in range(3)])
    with connection.transaction(), connection.cursor() as cursor:
        store.move_hot_lane_to_cold_lane(cursor, QUEUE, WORKER)
    cold = QueueStore()  # the cold lane's claim alone, as a claim within limits reads it
    claimed = claim(cold, connection)
    assert sorted(c.message_id for c in claimed) == sorted(m.message_id for m in sent)


def test_a_retried_attempt_settles_leaving_its_retry(store, connection, lane):
    """The broker's Retries sends the retry under the same id before the attempt is acked:
    the ack must not remove it (a cold lane's retried attempt is not settled at all, a hot
    lane's gets its receipt)."""
    (sent,) = send(store, connection, [message(1)])
    (claimed,) = claims(claim(store, connection))
    with connection.transaction(), connection.cursor() as cursor:
        store.send(cursor.execute, [sent], [50], [QUEUE])  # the retry, delayed
        if lane == "hot":
            store.settle(
                cursor, WORKER, [(sent.message_id, QUEUE, claimed.ring_position, "retried")]
            )
    retried = claimed_once_due(store, connection)
    assert [c.message_id for c in retried] == [sent.message_id]


def test_a_notify_is_sent_for_a_send_and_a_hand_back(store, connection):
    listener = psycopg.connect(database_url(), autocommit=True)
    try:
        listener.execute(f'LISTEN "dramatiq.{QUEUE}.enqueue"')
        send(store, connection, [message(1)])
        assert len(list(listener.notifies(timeout=5, stop_after=1))) == 1
        claim(store, connection)
        with connection.transaction(), connection.cursor() as cursor:
            store.hand_back(cursor, WORKER)
        assert len(list(listener.notifies(timeout=5, stop_after=1))) == 1
    finally:
        listener.close()


def test_a_send_notifies_only_when_a_message_of_it_falls_due_within_five_seconds(store, connection):
    """A transaction that NOTIFYs commits only in turn with every other that does: a message
    due later than NOTIFY_WITHIN_MS goes unnotified, for the waker to find at its next look
    (docs/decisions/0010). Notifies arrive in commit order, so the soon message's NOTIFY,
    sent after the later one's commit, is the first heard."""
    listener = psycopg.connect(database_url(), autocommit=True)
    try:
        listener.execute(f'LISTEN "dramatiq.{QUEUE}.enqueue"')
        send(store, connection, [message(1)], delay_ms=NOTIFY_WITHIN_MS)
        send(store, connection, [message(2), message(3)], delay_ms=NOTIFY_WITHIN_MS + 60_000)
        with connection.transaction(), connection.cursor() as cursor:
            soon, later = message(4), message(5)
            store.send(cursor.execute, [soon, later], [NOTIFY_WITHIN_MS - 1, 3_600_000], [QUEUE])
        assert len(list(listener.notifies(timeout=5, stop_after=1))) == 1
        assert list(listener.notifies(timeout=0)) == []
    finally:
        listener.close()


@pytest.mark.parametrize("unit", [timedelta(seconds=0)])
def test_dead_letters_are_pruned_by_age(store, connection, unit):
    send(store, connection, [message(1)])
    (claimed,) = claims(claim(store, connection))
    with connection.transaction(), connection.cursor() as cursor:
        store.reject(cursor, claimed, Jsonb(message(1).asdict()))
    assert dead_letters.count_prunable(db, unit) == 1
    with db.atomic():
        assert dead_letters.prune(db, unit, 10) == 1
    assert depth(connection) == {}
