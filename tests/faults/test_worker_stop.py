"""A worker told to stop (SIGTERM to its main process or to its whole process group, as
honcho and deploy platforms do) takes nothing new, hands back what it claimed but had not
started at once, finishes what is in flight within the grace period and exits 0."""

import os
import signal
import time

import pytest

import actors  # noqa: F401  (the broker)
from hourglass.core.sending import enqueue_in_transaction
from models import db
from tests.e2e.probe_actors import CREATE_PROBE_TABLE, probe_slow
from tests.harness import scalar, start_worker, wait_until

THREADS = 2
MESSAGES = 12


@pytest.fixture
def probe_table():
    db.execute_sql(CREATE_PROBE_TABLE)


def tokens(prefix):
    rows = db.execute_sql(
        "SELECT token FROM probe_run WHERE token LIKE %s", (f"{prefix} %",)
    ).fetchall()
    return {token.split(" ", 1)[1] for (token,) in rows}


def rows_in_state(state):
    return scalar(
        """SELECT count(*) FROM hourglass.message WHERE queue_name = 'probe' AND "state" = %s""",
        (state,),
    )


def start_slow_backlog(seconds, grace):
    with db.atomic():
        enqueue_in_transaction([probe_slow.message(str(i), seconds) for i in range(MESSAGES)])
    worker = start_worker(
        "tests.e2e.probe_actors",
        queues=["probe"],
        threads=THREADS,
        env={"HOURGLASS_WORKER_SHUTDOWN_GRACE": str(grace)},
    )
    wait_until(lambda: len(tokens("started")) == THREADS, timeout=20, message="messages in flight")
    return worker


def send_stop(worker, target):
    if target == "group":
        os.killpg(worker.pid, signal.SIGTERM)
    else:
        os.kill(worker.pid, signal.SIGTERM)


@pytest.mark.parametrize("target", ["group", "main process"])
def test_sigterm_hands_back_unstarted_messages_at_once_and_finishes_in_flight_ones(
    probe_table, target
):
    worker = start_slow_backlog(seconds=4, grace=20)
    in_flight = tokens("started")
    stopped_at = time.monotonic()
    send_stop(worker, target)

    # Only the in-flight messages stay claimed, well before they finish.
    wait_until(
        lambda: rows_in_state("consumed") == len(in_flight),
        timeout=3,
        message="unstarted messages handed back",
    )
    assert not tokens("done")
    assert rows_in_state("queued") == MESSAGES - len(in_flight)

    assert worker.popen.wait(timeout=20) == 0
    assert time.monotonic() - stopped_at < 10
    assert tokens("done") == in_flight
    assert tokens("started") == in_flight
    assert rows_in_state("consumed") == 0
    assert "Killing worker process" not in worker.output()
    worker.stop()


def test_in_flight_messages_past_the_grace_period_go_back_to_the_queue_at_exit(probe_table):
    worker = start_slow_backlog(seconds=60, grace=1)
    stopped_at = time.monotonic()
    os.killpg(worker.pid, signal.SIGTERM)

    worker.popen.wait(timeout=15)
    assert time.monotonic() - stopped_at < 8
    assert not tokens("done")
    assert rows_in_state("consumed") == 0
    assert rows_in_state("queued") == MESSAGES
    worker.stop()
