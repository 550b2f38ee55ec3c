"""Transactional send leans on dramatiq-postgres's queue table: these pin its shape, on the
cold lane (HOURGLASS_COLD_LANE_QUEUES's; tests/integration/test_store_contract.py holds the
contract on both lanes)."""

import threading

import dramatiq
import psycopg
import pytest
from dramatiq.middleware import CurrentMessage
from dramatiq_postgres.utils import make_pool

import actors  # noqa: F401  (the broker)
from actors.recommendation import member_visited, refresh_member_recommendations
from hourglass.core.broker import HourglassBroker, broker
from hourglass.core.consumer import autocommitting
from hourglass.core.database import database_url
from hourglass.core.sending import send_in_transaction
from hourglass.core.settlement import cancel_queued_messages, holding
from hourglass.core.store.claims import Claim
from hourglass.core.store.lanes import QueueStore
from models import db
from models.recommendation import RecommendationTask
from tests.harness import scalar, wait_until
from tests.in_process import own_broker, running_worker


def queue_rows():
    return db.execute_sql(
        "SELECT queue_name, state::text, available_at > now() FROM dramatiq.queue ORDER BY queue_name"
    ).fetchall()


def test_rollback_leaves_no_queue_row():
    with db.atomic() as transaction:
        send_in_transaction(member_visited, 1)
        assert len(queue_rows()) == 1
        transaction.rollback()
    assert queue_rows() == []


def test_commit_leaves_a_queued_row_and_a_delayed_one_waits_on_its_own_queue():
    with db.atomic():
        send_in_transaction(member_visited, 1)
        send_in_transaction(member_visited, 2, delay_ms=60_000)
    assert sorted(queue_rows()) == [
        ("recommendation", "queued", False),
        ("recommendation", "queued", True),
    ]


def test_a_retry_waits_on_its_own_queue_not_a_delay_queue():
    message = member_visited.message(1)
    broker.enqueue(message, delay=60_000)
    assert queue_rows() == [("recommendation", "queued", True)]


def test_deleting_a_queued_message_removes_only_that_row():
    with db.atomic():
        kept = send_in_transaction(member_visited, 1, delay_ms=60_000)
        dropped = send_in_transaction(member_visited, 2, delay_ms=60_000)
        assert cancel_queued_messages([dropped.message_id]) == 1
    assert (
        scalar("SELECT count(*) FROM dramatiq.queue WHERE message_id = %s", (kept.message_id,)) == 1
    )


ON_THE_COLD_LANE = frozenset({"recommendation"})


@pytest.fixture(autouse=True)
def recommendation_on_the_cold_lane():
    kept, broker.store.cold_lane_queues = broker.store.cold_lane_queues, ON_THE_COLD_LANE
    yield
    broker.store.cold_lane_queues = kept


@pytest.fixture
def worker_broker():
    """A second broker, as a worker process has its own; it listens for no NOTIFY, so no
    thread outlives the test."""
    pool = make_pool(database_url(), maxconn=2)
    store = QueueStore(ON_THE_COLD_LANE)
    yield HourglassBroker(store=store, pool=pool, results=False, listen=False)
    pool.close()


def claim_one(worker_broker, queue_name):
    consumer = worker_broker.consume(queue_name, timeout=100)
    return wait_until(lambda: next(consumer), message="a message to be claimed"), consumer


def test_an_ack_deletes_the_claim_of_its_own_worker(worker_broker):
    send_in_transaction(member_visited, 1)
    message, consumer = claim_one(worker_broker, "recommendation")
    consumer.ack(message)
    worker_broker.acks.flush()
    assert queue_rows() == []
    consumer.close()


def test_an_ack_or_a_nack_takes_a_plain_message_as_well_as_the_proxy_a_consumer_yields(
    worker_broker,
):
    # dramatiq's Redis and RabbitMQ consumers accept either; so does the generic Broker API.
    send_in_transaction(member_visited, 1)
    send_in_transaction(member_visited, 2)
    acked, consumer = claim_one(worker_broker, "recommendation")
    consumer.ack(acked._message)
    nacked = wait_until(lambda: next(consumer), message="the second message to be claimed")
    consumer.nack(nacked._message)
    worker_broker.acks.flush()
    consumer.close()
    assert queue_rows() == [("recommendation", "rejected", False)]


def test_a_consumer_claims_again_only_once_half_its_prefetch_is_left_in_the_workers_hands(
    worker_broker,
):
    """dramatiq's prefetch is twice the worker's threads: above half of it every thread is
    busy, and a claim would only add to the messages waiting for one, a statement an ack."""
    for member_id in range(1, 8):
        send_in_transaction(member_visited, member_id)
    consumer = worker_broker.consume("recommendation", prefetch=4, timeout=100)
    handed = [wait_until(lambda: next(consumer), message="a claimed message") for _ in range(4)]

    def claimed() -> int:
        worker_broker.acks.flush()
        return scalar("SELECT count(*) FROM dramatiq.queue WHERE state = 'consumed'")

    consumer.ack(handed[0])
    assert next(consumer) is None  # three still in the worker's hands
    assert claimed() == 3
    consumer.ack(handed[1])
    assert next(consumer) is not None  # two left: it claims the two its prefetch allows
    assert claimed() == 4
    consumer.close()


def test_an_ack_wakes_its_consumer_only_while_the_queue_may_hold_more_for_it(worker_broker):
    """After a claim that found less than it asked for, a message sent since comes with its
    NOTIFY: an ack does not wake the consumer for a claim that would find nothing. After a
    claim that brought all it asked for, an ack that leaves room wakes it."""
    send_in_transaction(member_visited, 1)
    consumer = worker_broker.consume("recommendation", prefetch=4, timeout=100)
    alone = wait_until(lambda: next(consumer), message="the message")  # asked for 4, found 1
    consumer.ack(alone)
    assert not consumer.wakeup.is_set()
    for member_id in range(2, 10):
        send_in_transaction(member_visited, member_id)
    handed = [wait_until(lambda: next(consumer), message="a claimed message") for _ in range(4)]
    consumer.ack(handed[0])
    assert not consumer.wakeup.is_set()  # three still in the worker's hands
    consumer.ack(handed[1])
    assert consumer.wakeup.is_set()
    worker_broker.acks.flush()
    consumer.close()


def test_closing_waits_for_the_batch_of_acks_being_settled(worker_broker):
    send_in_transaction(member_visited, 1)
    message, consumer = claim_one(worker_broker, "recommendation")
    with psycopg.connect(database_url()) as holder:
        holder.execute("SELECT 1 FROM dramatiq.queue FOR UPDATE")  # the batch's DELETE waits
        consumer.ack(message)
        wait_until(
            lambda: (
                not worker_broker.acks.pending
                and scalar(
                    """SELECT count(*) FROM pg_stat_activity
                   WHERE datname = current_database() AND wait_event_type = 'Lock'"""
                )
                == 1
            ),
            message="the batch thread to wait on the row",
        )
        threading.Timer(0.3, holder.commit).start()
        worker_broker.acks.flush()  # as closing the broker does
        assert queue_rows() == []  # settled when the flush returned, not after the exit
    consumer.close()


def test_a_late_ack_or_nack_leaves_a_claim_another_worker_took_over(worker_broker):
    send_in_transaction(member_visited, 1)
    message, consumer = claim_one(worker_broker, "recommendation")
    # The reaper gave it back and another worker process claimed it meanwhile.
    db.execute_sql("UPDATE dramatiq.queue SET worker_id = gen_random_uuid()")
    consumer.ack(message)
    consumer.nack(message)
    worker_broker.acks.flush()
    consumer.close()
    assert queue_rows() == [("recommendation", "consumed", False)]


def test_a_refresh_settles_its_own_message_in_its_finishing_transaction():
    task = RecommendationTask.create(member_id=1, candidate_generation_type="G0")
    send_in_transaction(refresh_member_recommendations, task.id)
    message, consumer = claim_one(broker, "recommendation")
    current = CurrentMessage()
    current.before_process_message(broker, message)
    try:
        refresh_member_recommendations(task.id)
    finally:
        current.after_process_message(broker, message)

    assert RecommendationTask.get_by_id(task.id).status == "SUCCEEDED"
    assert queue_rows() == []  # gone in the same commit, not by an ack
    consumer.ack(message)  # what the worker does next: nothing left to settle
    assert broker.acks.pending == []
    consumer.close()


def test_the_ack_of_a_failed_attempt_leaves_its_retry_even_when_the_same_worker_claimed_it(
    worker_broker,
):
    send_in_transaction(member_visited, 1)
    # A worker of one thread (prefetch 2), the attempt in its hands: it may claim again.
    consumer = worker_broker.consume("recommendation", prefetch=2, timeout=100)
    attempt = wait_until(lambda: next(consumer), message="a message to be claimed")
    attempt.stuff_exception(RuntimeError("failed"))
    worker_broker.enqueue(attempt.copy())  # what Retries does: same id, same queue
    consumer.claim(1)  # this process claims the retry before the attempt's ack settles
    assert [m.message_id for m in consumer.take_buffered()] == [attempt.message_id]
    consumer.ack(attempt)
    worker_broker.acks.flush()
    assert queue_rows() == [("recommendation", "consumed", False)]  # the retry's claim
    consumer.close()


def test_claims_an_actor_took_beside_its_message_go_back_to_their_queue_when_it_fails():
    with db.atomic():
        sent = [send_in_transaction(member_visited, n) for n in (1, 2)]
    message_ids = [m.message_id for m in sent]
    db.execute_sql(
        """UPDATE dramatiq.queue SET "state" = 'consumed', worker_id = %s
           WHERE message_id = ANY(%s::uuid[])""",
        (broker.worker_id, message_ids),
    )
    claims = [Claim(message_id, "recommendation", broker.worker_id) for message_id in message_ids]
    held = broker.in_processing_of("recommendation")
    with pytest.raises(RuntimeError), holding(claims):
        assert held >= set(message_ids)  # not orphans while the actor runs
        raise RuntimeError("the actor failed")
    assert held.isdisjoint(message_ids)
    assert queue_rows() == [("recommendation", "queued", False)] * 2


def test_a_claims_connection_goes_back_to_its_pool_out_of_autocommit():
    """A consumer claims on a pooled connection in autocommit, one statement a claim
    (migration 0043). The pool's other users (acks, hand-backs) rely on its transactions: the
    connection goes back out of autocommit, and one left in a failed transaction is replaced,
    not lost to the pool or handed out again."""
    pool = make_pool(database_url(), maxconn=1)
    try:
        with autocommitting(pool) as conn:
            assert conn.autocommit
        with pytest.raises(psycopg.errors.DivisionByZero), autocommitting(pool) as conn:
            conn.execute("BEGIN")
            conn.execute("SELECT 1 / 0")
        with pool.connection(timeout=5) as conn:
            assert not conn.autocommit
            assert conn.execute("SELECT 1").fetchone() == (1,)
    finally:
        pool.close()


def test_a_workers_first_message_runs_while_the_queues_upkeep_waits_for_a_lock():
    """The upkeep (dead workers' claims back, the rotation, results' expiry) runs on a thread
    of its own: a consumer's claims never wait for it. Here the upkeep waits for a row lock a
    session holds on a dead worker's claim; the worker's first message still runs."""
    dead = "00000000-0000-0000-0000-00000000dead"
    db.execute_sql(
        "INSERT INTO dramatiq.worker (worker_id, heartbeat_at) VALUES (%s, now() - interval '1 hour')",
        (dead,),
    )
    db.execute_sql(
        "INSERT INTO dramatiq.queue (message_id, queue_name, state, message, worker_id, consumed_at)"
        " VALUES (gen_random_uuid(), 'upkeep_held', 'consumed', '{}', %s, now())",
        (dead,),
    )
    ran = threading.Event()
    with psycopg.connect(database_url()) as holder, own_broker() as worker_broker:
        holder.execute("SELECT 1 FROM dramatiq.queue WHERE worker_id = %s FOR UPDATE", (dead,))

        @dramatiq.actor(queue_name="upkeep_held_work")
        def work() -> None:
            ran.set()

        with running_worker(worker_broker):
            try:
                work.send()
                assert ran.wait(10), "the first message waited for the upkeep"
                assert wait_until(lambda: locked_by_the_upkeep(holder))
            finally:
                holder.rollback()  # else the worker's stop would wait for a consumer held
            assert wait_until(
                lambda: scalar(
                    "SELECT count(*) FROM dramatiq.queue WHERE worker_id IS NULL AND state = 'queued'"
                )
            )


def locked_by_the_upkeep(holder) -> bool:
    """Whether a session waits for a lock `holder`'s session holds."""
    (pid,) = holder.execute("SELECT pg_backend_pid()").fetchone()
    return bool(
        scalar(
            "SELECT count(*) FROM pg_stat_activity WHERE %s = ANY(pg_blocking_pids(pid))", (pid,)
        )
    )
