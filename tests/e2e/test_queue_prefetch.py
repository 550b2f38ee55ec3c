"""An actor's `queue_prefetch` bounds how many of its queue's messages a worker process holds
claimed: the rest stay queued, within reach of other processes and of statements that take
due messages along (the notification firing), instead of waiting in one process's buffer."""

import pytest

import actors  # noqa: F401  (the broker)
from hourglass.core.sending import enqueue_in_transaction
from models import db
from tests.e2e.probe_actors import CREATE_PROBE_TABLE, probe_slow_few_ahead
from tests.harness import start_worker, wait_until

MESSAGES = 6
SECONDS = 2.0


@pytest.fixture
def probe_table():
    db.execute_sql(CREATE_PROBE_TABLE)


def rows_by_state() -> dict[str, int]:
    return dict(
        db.execute_sql(
            """SELECT "state", count(*) FROM hourglass.message
               WHERE queue_name = 'probe_few_ahead' GROUP BY 1"""
        ).fetchall()
    )


def runs() -> list[str]:
    """The probe's "started N" and "done N" records, in the order they were written."""
    return [token for (token,) in db.execute_sql("SELECT token FROM probe_run ORDER BY ran_at")]


def most_running_at_once(tokens) -> int:
    running = most = 0
    for token in tokens:
        running += 1 if token.startswith("started ") else -1
        most = max(most, running)
    return most


def test_a_worker_holds_no_more_of_the_queue_than_its_actor_asks(probe_table):
    with db.atomic():
        enqueue_in_transaction(
            [probe_slow_few_ahead.message(str(n), SECONDS) for n in range(MESSAGES)]
        )
    worker = start_worker("tests.e2e.probe_actors", queues=["probe_few_ahead"], threads=8)
    try:
        wait_until(lambda: len(runs()) >= 2, timeout=30, message="the first two to start")
        # Eight threads: dramatiq's own prefetch would claim all six at once, and start them.
        assert rows_by_state() == {"consumed": 2, "queued": MESSAGES - 2}
        wait_until(
            lambda: len(runs()) == 2 * MESSAGES, timeout=30, message="every message to finish"
        )
    finally:
        worker.stop()
    assert most_running_at_once(runs()) == 2
