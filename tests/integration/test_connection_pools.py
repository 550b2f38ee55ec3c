"""The two pools of a process (Peewee's, and the broker's psycopg pool) hand out an idle
connection without a round trip to check it, and replace one the server has ended."""

import os

import psycopg
import pytest

import actors  # noqa: F401  (the broker)
from actors.recommendation import refresh_member_recommendations
from hourglass.core.broker import get_broker
from hourglass.core.database import database_url
from hourglass.core.migrate import apply_migrations
from models import db
from tests.harness import scalar, scratch_database, use_database, wait_until


@pytest.fixture
def observer():
    with psycopg.connect(database_url(), autocommit=True) as conn:
        yield conn


def last_query(observer, pid) -> str | None:
    row = observer.execute("SELECT query FROM pg_stat_activity WHERE pid = %s", (pid,)).fetchone()
    return row and row[0]


def end_session(observer, pid) -> None:
    """Terminate a backend, as a failover or an operator would, and wait until it is gone."""
    observer.execute("SELECT pg_terminate_backend(%s)", (pid,))
    wait_until(lambda: last_query(observer, pid) is None, timeout=10, message="the backend to end")


def peewee_backend(marker) -> int:
    """Run a marked query on a connection of Peewee's pool, give it back, take it again."""
    pid = db.execute_sql(f"SELECT pg_backend_pid() AS {marker}").fetchone()[0]
    db.close()
    db.connect()
    return pid


def broker_backend(marker) -> int:
    with get_broker().pool.connection() as conn:
        return conn.execute(f"SELECT pg_backend_pid() AS {marker}").fetchone()[0]


def test_taking_an_idle_peewee_connection_sends_no_query(observer):
    pid = peewee_backend("peewee_marker")
    try:
        assert db.connection().info.backend_pid == pid
        assert "peewee_marker" in last_query(observer, pid)
    finally:
        db.close()


def test_taking_an_idle_broker_connection_sends_no_query(observer):
    broker_backend("broker_marker")  # the pool holds an idle connection now
    given_back = dict(
        observer.execute(
            "SELECT pid, query FROM pg_stat_activity WHERE datname = current_database()"
        ).fetchall()
    )
    with get_broker().pool.connection() as conn:
        # Whichever of the pool's connections it is, the last query its server ran is unchanged.
        assert last_query(observer, conn.info.backend_pid) == given_back[conn.info.backend_pid]


def test_a_peewee_connection_the_server_ended_is_replaced_when_taken(observer):
    pid = db.execute_sql("SELECT pg_backend_pid()").fetchone()[0]
    db.close()
    end_session(observer, pid)
    try:
        assert db.execute_sql("SELECT pg_backend_pid()").fetchone()[0] != pid
    finally:
        db.close()


def test_a_broker_connection_the_server_ended_is_replaced_when_taken(observer):
    pid = broker_backend("before_the_end")
    end_session(observer, pid)
    assert broker_backend("after_the_end") != pid


def test_the_broker_sends_to_the_database_the_process_uses_now_after_a_test_used_another():
    """Seen (7 Dec): a test on a database of its own (tests.harness.use_database) that was
    the first to use the process's broker left its pool bound to that database; once it
    was dropped, a later test's send waited for it for minutes."""
    suite_url = os.environ["DATABASE_URL"]
    with scratch_database("hourglass_pools") as url:
        use_database(url)
        try:
            apply_migrations(db)
            refresh_member_recommendations.send(1)
            assert scalar("SELECT count(*) FROM hourglass.message") == 1
        finally:
            use_database(suite_url)
    refresh_member_recommendations.send(2)
    assert scalar("SELECT message->'args' FROM hourglass.message") == [2]
