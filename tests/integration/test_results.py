"""Actors' results on hourglass's database (hourglass.core.results, the ring of
hourglass.core.store.results), with a broker built as a worker process builds its own and a
worker in the test's process: a blocking get_result wakes on the NOTIFY of its key, an
expired result is missing before its bucket goes, a megabyte result works, a result the
encoder refuses harms nothing else, an actor without store_results writes nothing, a TTL
past the ring is refused, the rotation empties expired buckets but passes a held one by,
retention lists them, and the operator's look-up shows a stored result or error."""

import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from datetime import timedelta

import dramatiq
import psycopg
import pytest
from dramatiq import group
from dramatiq.results import ResultFailure, ResultMissing
from dramatiq.results.result import wrap_result

from hourglass.core import retention
from hourglass.core.database import database_url
from hourglass.core.results import (
    PostgresResultBackend,
    ResultTtlRefused,
    count_expired_results,
    empty_expired_buckets,
)
from hourglass.core.store import results as stored
from hourglass.operator import lookup
from models import db
from tests.harness import scalar, wait_until
from tests.in_process import own_broker, running_worker

RESULTS = "SELECT count(*) FROM result_ring"


@pytest.fixture
def broker():
    with own_broker() as broker:
        yield broker


@pytest.fixture
def backend(broker) -> PostgresResultBackend:
    return broker.get_results_backend()


def test_an_actor_that_stores_results_gives_its_value_and_its_error_to_get_result(broker):
    @dramatiq.actor(store_results=True, queue_name="results")
    def add(x, y):
        return x + y

    @dramatiq.actor(store_results=True, queue_name="results", max_retries=0)
    def fail():
        raise ValueError("no such thing")

    with running_worker(broker):
        assert add.send(1, 2).get_result(block=True, timeout=10_000) == 3
        with pytest.raises(ResultFailure, match="actor raised ValueError: no such thing"):
            fail.send().get_result(block=True, timeout=10_000)


def test_a_group_runs_its_messages_side_by_side_and_a_group_of_groups_too(broker):
    """What dramatiq's test_groups_execute_jobs_in_parallel and _inner_groups hold, as a ratio
    rather than their 0.5 s of wall clock (which tests/upstream/conftest.py deselects): a group
    of five messages, and a group of three groups of two, each message a 0.5 s nap, take less
    than twice one message's round trip, measured just before; one after another they would
    take five and six times."""

    @dramatiq.actor(store_results=True, queue_name="results")
    def nap():
        time.sleep(0.5)

    def round_trip(messages) -> float:
        started = time.monotonic()
        list(messages.run().get_results(block=True, timeout=20_000))
        return time.monotonic() - started

    with running_worker(broker):
        round_trip(group([nap.message()]))  # the pools' connections opened, as a process has them
        one = round_trip(group([nap.message()]))
        five = round_trip(group(nap.message() for _ in range(5)))
        nested = round_trip(group(group(nap.message() for _ in range(2)) for _ in range(3)))
    assert five < 2 * one and nested < 2 * one, (
        f"one {one:.3f} s, five {five:.3f} s, nested {nested:.3f} s"
    )


def test_a_blocking_get_result_wakes_on_the_commit_of_its_result_not_at_a_poll(broker, backend):
    @dramatiq.actor(store_results=True, queue_name="results")
    def answer():
        return 42

    message = answer.message()
    with ThreadPoolExecutor(max_workers=1) as pool:
        waiting = pool.submit(
            lambda: (backend.get_result(message, block=True, timeout=20_000), time.monotonic())
        )
        wait_until(backend.listener.results.listening.is_set, message="the listener to LISTEN")
        time.sleep(1.5)  # dramatiq's polling would be looking every second or so by now
        backend.store_result(message, 42, 60_000)
        committed = time.monotonic()
        result, woke = waiting.result(timeout=10)
    assert result == 42
    # Half of dramatiq's poll: 0.1 s was once missed by 0.115 s with the whole suite running.
    assert woke - committed < 0.5


def test_a_waiter_gets_the_result_committed_while_it_waited_though_its_ttl_passed_before_it_read(
    broker, backend
):
    """As dramatiq's Redis backend hands a blocked waiter the result at its push: a woken
    waiter reads after the commit's NOTIFY, which a loaded process did later than a 300 ms
    TTL (a suite run's ResultTimeout). Here the result's TTL ends 1 ms into the transaction
    that stores it, before the waiter's first read, and it commits after that read."""

    @dramatiq.actor(store_results=True, queue_name="results")
    def answer():
        return 42

    message = answer.message()
    with (
        ThreadPoolExecutor(max_workers=1) as pool,
        psycopg.connect(database_url(), autocommit=True) as conn,
    ):
        with conn.transaction():
            stored.store(
                conn.execute,
                backend.build_message_key(message),
                message.message_id,
                backend.encoder.encode(wrap_result(42)),
                1,
            )
            conn.execute("SELECT pg_sleep(0.05)")
            waiting = pool.submit(backend.get_result, message, block=True, timeout=5_000)
            # This test's broker is its own: its listener LISTENs once the waiter has read.
            wait_until(backend.listener.results.listening.is_set, message="the listener to LISTEN")
        assert waiting.result(timeout=10) == 42
    with pytest.raises(ResultMissing):
        backend.get_result(message)


def test_a_result_read_after_its_ttl_is_missing_though_its_bucket_still_holds_it(broker, backend):
    @dramatiq.actor(store_results=True, result_ttl=300, queue_name="results")
    def short_lived():
        return "soon gone"

    with running_worker(broker):
        message = short_lived.send()
        assert message.get_result(block=True, timeout=10_000) == "soon gone"
    wait_until(
        lambda: scalar("SELECT now() > max(expires_at) FROM result_ring"),
        message="the result's TTL to pass",
    )
    with pytest.raises(ResultMissing):
        message.get_result()
    assert scalar(RESULTS) == 1


def test_a_megabyte_result_is_stored_and_read_whole(broker):
    @dramatiq.actor(store_results=True, queue_name="results")
    def big(size):
        return "r" * size

    with running_worker(broker):
        assert big.send(1_000_000).get_result(block=True, timeout=20_000) == "r" * 1_000_000


def test_a_result_the_encoder_refuses_gets_dramatiqs_error_and_harms_nothing_else(broker, caplog):
    @dramatiq.actor(store_results=True, queue_name="results", max_retries=0)
    def unencodable():
        return object()

    @dramatiq.actor(store_results=True, queue_name="results")
    def fine():
        return "fine"

    with caplog.at_level(logging.CRITICAL, logger="dramatiq"), running_worker(broker):
        refused = unencodable.send()
        broker.join("results")
        assert fine.send().get_result(block=True, timeout=10_000) == "fine"
    (failure,) = [r for r in caplog.records if "after_process_message" in r.getMessage()]
    assert failure.exc_info is not None and failure.exc_info[0] is TypeError
    with pytest.raises(ResultMissing):
        refused.get_result()
    assert scalar(RESULTS) == 1
    assert scalar("SELECT count(*) FROM hourglass.message") == 0  # settled, not retried


def test_an_actor_without_store_results_writes_no_row_and_sends_no_notify(broker):
    @dramatiq.actor(queue_name="results")
    def returns_a_value():
        return "discarded"

    with psycopg.connect(database_url(), autocommit=True) as listening:
        listening.execute(f"LISTEN {stored.RESULT_CHANNEL}")
        with running_worker(broker):
            for _ in range(20):
                returns_a_value.send()
            broker.join("results")
        assert list(listening.notifies(timeout=0.2)) == []
    assert scalar(RESULTS) == 0
    assert scalar("SELECT is_called FROM result_ring_id") is False


def test_a_result_ttl_past_the_ring_is_refused_at_declaration_and_at_send(broker):
    with pytest.raises(ResultTtlRefused, match="actor kept_a_day: result_ttl of 86400000 ms"):

        @dramatiq.actor(store_results=True, result_ttl=86_400_000)
        def kept_a_day():
            return 1

    @dramatiq.actor(store_results=True, queue_name="results")
    def kept():
        return 1

    with pytest.raises(ResultTtlRefused, match="message of actor kept: result_ttl"):
        kept.send_with_options(result_ttl=7_200_000)
    assert scalar("SELECT count(*) FROM hourglass.message") == 0


def expired_result_in_a_quiet_bucket(count=3) -> int:
    """Results expired ten minutes ago, in their bucket (quiet now): the bucket."""
    db.execute_sql(
        "INSERT INTO result_ring (bucket, message_key, payload, expires_at)"
        " SELECT result_ring_bucket(now() - interval '10 minutes'), 'old' || n, '1',"
        "        now() - interval '10 minutes' FROM generate_series(1, %s) AS n",
        (count,),
    )
    return scalar("SELECT result_ring_bucket(now() - interval '10 minutes')")


def test_the_rotation_empties_an_expired_bucket_and_keeps_live_results(broker, backend):
    bucket = expired_result_in_a_quiet_bucket()
    message: dramatiq.Message = dramatiq.Message(
        queue_name="results", actor_name="live", args=(), kwargs={}, options={}
    )
    backend.store_result(message, "live", 60_000)
    with psycopg.connect(database_url(), autocommit=True) as connection:
        expiry = stored.expire_if_free(connection)
    assert expiry is not None and bucket in expiry.emptied
    assert scalar(RESULTS) == 1
    assert backend.get_result(message) == "live"


def test_the_rotation_passes_a_bucket_a_reader_holds_by_and_empties_it_after(broker):
    bucket = expired_result_in_a_quiet_bucket()
    with psycopg.connect(database_url()) as reader:
        reader.execute(f"SELECT count(*) FROM {stored.partition(bucket)}")  # held to its end
        reader_pid = reader.info.backend_pid
        wait_until(
            lambda: scalar(
                "SELECT clock_timestamp() - xact_start > interval '0.3 seconds'"
                " FROM pg_stat_activity WHERE pid = %s",
                (reader_pid,),
            ),
            message="the reader to hold the bucket longer than reader_s",
        )
        with psycopg.connect(database_url(), autocommit=True) as connection:
            started = time.monotonic()
            passed = stored.expire(connection, reader_s=0.2)
            assert passed.passed == [bucket] and time.monotonic() - started < 1
        reader.rollback()
        with psycopg.connect(database_url(), autocommit=True) as connection:
            assert stored.expire(connection, reader_s=0.2).emptied == [bucket]
    assert scalar(RESULTS) == 0


def test_retention_lists_expired_results_and_a_prune_empties_their_bucket(broker):
    expired_result_in_a_quiet_bucket(count=5)
    targets = {target.rows: target for target in retention.platform_targets()}
    assert "expired results (emptied by rotation)" in targets
    assert count_expired_results(timedelta(0)) == 5
    assert (
        retention.prunable_rows(retention.platform_targets())[
            "expired results (emptied by rotation)"
        ]
        == 5
    )
    with db.atomic():
        assert empty_expired_buckets(timedelta(0), 100) == 5
    assert scalar(RESULTS) == 0


def test_the_look_up_of_a_message_shows_its_result_or_its_error_after_its_row_is_gone(broker):
    @dramatiq.actor(store_results=True, queue_name="results")
    def greet(name):
        return {"greeting": f"hello {name}"}

    @dramatiq.actor(store_results=True, queue_name="results", max_retries=0)
    def refuse():
        raise PermissionError("not today")

    with running_worker(broker):
        greeted = greet.send("ada")
        greeted.get_result(block=True, timeout=10_000)
        refused = refuse.send()
        with pytest.raises(ResultFailure):
            refused.get_result(block=True, timeout=10_000)
        broker.join("results", fail_fast=False)
    _, history = lookup.find("message", greeted.message_id, [])
    assert history.facts["result"] == "{'greeting': 'hello ada'}"
    assert history.events[0].what == "result stored"
    text = lookup.render("message", greeted.message_id, history)
    assert "hello ada" in text
    _, history = lookup.find("message", refused.message_id, [])
    assert history.facts["error"] == "actor raised PermissionError: not today"
    assert history.facts["state"] == "rejected"  # its dead letter is kept too


def test_a_waiter_hears_its_result_after_the_listener_lost_its_session(broker, backend):
    @dramatiq.actor(store_results=True, queue_name="results")
    def later():
        return "heard"

    message = later.message()
    outcome: dict[str, str] = {}
    waiter = threading.Thread(
        target=lambda: outcome.update(
            result=backend.get_result(message, block=True, timeout=20_000)
        )
    )
    waiter.start()
    wait_until(backend.listener.results.listening.is_set, message="the listener to LISTEN")
    pid = backend.listener.conn.info.backend_pid
    scalar("SELECT pg_terminate_backend(%s)", (pid,))
    backend.store_result(message, "heard", 60_000)  # while no session listens
    waiter.join(timeout=15)
    assert outcome == {"result": "heard"}


class StoresAfterUnlisten:
    """The listener's session, on which `store` runs once, just after the listener's
    UNLISTEN of all and before it LISTENs again (dramatiq-postgres's notifier sends its
    LISTENs again so on every new subscription)."""

    def __init__(self, session, store) -> None:
        self.session = session
        self.store = store

    def __getattr__(self, name):
        return getattr(self.session, name)

    @contextmanager
    def cursor(self):
        with self.session.cursor() as cursor:
            yield StatementsThenStore(cursor, self)


class StatementsThenStore:
    def __init__(self, cursor, session: StoresAfterUnlisten) -> None:
        self.cursor = cursor
        self.session = session

    def execute(self, statement, *args):
        self.cursor.execute(statement, *args)
        if statement == "UNLISTEN *;" and self.session.store is not None:
            store, self.session.store = self.session.store, None
            store()


def test_a_waiter_hears_its_result_stored_while_the_listener_listens_again(broker, backend):
    """A result committed between the UNLISTEN and the LISTENs that a new subscription
    makes the listener send on its session notifies no one: its waiter looks again once the
    LISTENs are in effect, rather than waiting out its timeout."""

    @dramatiq.actor(store_results=True, queue_name="results")
    def later():
        return "heard"

    message = later.message()
    key = backend.build_message_key(message)
    listener = backend.listener
    with ThreadPoolExecutor(max_workers=1) as pool:
        waiting = pool.submit(backend.get_result, message, block=True, timeout=20_000)
        wait_until(
            lambda: listener.results.listening.is_set() and key in listener.results.waiting,
            message="the waiter to wait on the listener's LISTEN",
        )
        session = listener.conn
        storing = StoresAfterUnlisten(
            session, lambda: backend.store_result(message, "heard", 60_000)
        )
        listener.conn = storing
        another = threading.Event()
        try:
            listener.subscribe("hourglass.test.another_channel", another)
            wait_until(lambda: storing.store is None, message="the LISTENs sent again")
            # Not at its timeout's end, when it reads once more.
            assert waiting.result(timeout=5) == "heard"
        finally:
            listener.unsubscribe("hourglass.test.another_channel", another)
            if listener.conn is storing:
                listener.conn = session


def test_the_ring_the_migration_made_has_the_stores_shape_and_caps_the_ttl(backend):
    bounds = [
        bound
        for (bound,) in db.execute_sql(
            "SELECT pg_get_expr(c.relpartbound, c.oid) FROM pg_inherits AS i"
            " JOIN pg_class AS c ON c.oid = i.inhrelid"
            " WHERE i.inhparent = 'result_ring'::regclass"
        ).fetchall()
    ]
    assert sorted(bounds) == sorted(f"FOR VALUES IN ('{b}')" for b in range(stored.RESULT_BUCKETS))
    for epoch in (0, 299, 300, 1_800_000_123, 1_800_004_799):
        bucket = scalar("SELECT result_ring_bucket(to_timestamp(%s))", (epoch,))
        assert bucket == epoch // stored.RESULT_BUCKET_SECONDS % stored.RESULT_BUCKETS
    backend._store("kept too long", "x", 2 * stored.RESULT_TTL_MAX_MS)
    kept_s = scalar(
        "SELECT extract(epoch FROM expires_at - stored_at) FROM result_ring"
        " WHERE message_key = 'kept too long'"
    )
    assert float(kept_s) == stored.RESULT_TTL_MAX_MS / 1000
