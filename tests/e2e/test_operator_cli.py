"""What an operator does from the command line, under a real worker: a paused queue starts
nothing within 2 s, loses nothing, and runs again within 2 s of its resume; every action is
in the audit log; bad input changes nothing."""

import getpass
import json

import pytest

import actors  # noqa: F401  (the broker)
from hourglass.core.sending import send_in_transaction
from models import db
from tests.e2e.probe_actors import (
    CREATE_PROBE_TABLE,
    probe_record,
    probe_record_elsewhere,
    probe_slow,
)
from tests.harness import run_hourglass, scalar, start_worker, wait_until

#: The bound an operator is promised, both ways.
PAUSE_TAKES_EFFECT_S = 2.0


def ran(token):
    return scalar("SELECT count(*) FROM probe_run WHERE token = %s", (token,))


def queued(queue_name):
    return scalar(
        "SELECT count(*) FROM hourglass.message WHERE queue_name = %s AND state = 'queued'",
        (queue_name,),
    )


@pytest.fixture
def probe_worker():
    db.execute_sql(CREATE_PROBE_TABLE)
    worker = start_worker("tests.e2e.probe_actors", threads=1, queues=["probe", "probe_other"])
    yield worker
    worker.stop()


def test_a_paused_queue_starts_nothing_loses_nothing_and_runs_again_when_resumed(probe_worker):
    # One thread busy; messages claimed behind it wait in the worker's prefetch.
    send_in_transaction(probe_slow, "busy", 6)
    wait_until(lambda: ran("started busy") == 1, message="the slow message to start")
    for i in range(5):
        send_in_transaction(probe_record, f"early {i}")

    paused = run_hourglass("pause", "probe")
    assert paused.returncode == 0, paused.stderr
    paused_at = db.now()

    # What was running finishes; the worker goes on with other queues' work.
    wait_until(lambda: ran("done busy") == 1, message="the running message to finish")
    send_in_transaction(probe_record_elsewhere, "elsewhere")
    wait_until(lambda: ran("elsewhere") == 1, message="another queue's message to run")
    wait_until(
        lambda: scalar(
            "SELECT now() > %s + make_interval(secs => %s)", (paused_at, 1.5 * PAUSE_TAKES_EFFECT_S)
        ),
        message="the pause to have lasted past its bound",
    )
    # The thread was busy until after the pause: not one of them started, all wait queued.
    assert scalar("SELECT count(*) FROM probe_run WHERE token LIKE 'early%%'") == 0
    assert queued("probe") == 5
    assert scalar("SELECT count(*) FROM hourglass.message WHERE state = 'rejected'") == 0
    report = json.loads(run_hourglass("status", "--json").stdout)
    assert report["queues"]["probe"]["paused"] is True

    resumed = run_hourglass("resume", "probe")
    assert resumed.returncode == 0, resumed.stderr
    resumed_at = db.now()
    wait_until(
        lambda: scalar("SELECT count(*) FROM probe_run WHERE token LIKE 'early%%'") == 5,
        message="the paused messages to run",
    )
    first_start = scalar(
        "SELECT extract(epoch FROM min(ran_at) - %s) FROM probe_run WHERE token LIKE 'early%%'",
        (resumed_at,),
    )
    assert float(first_start) < PAUSE_TAKES_EFFECT_S
    assert "probe" not in json.loads(run_hourglass("status", "--json").stdout)["queues"]

    log = json.loads(run_hourglass("audit", "--json").stdout)
    assert [(a["action"], a["target"], a["outcome"], a["via"]) for a in log] == [
        ("queue.resume", "probe", "resumed", "cli"),
        ("queue.pause", "probe", "paused", "cli"),
    ]
    assert {a["operator"] for a in log} == {getpass.getuser()}


@pytest.mark.parametrize(
    "args, expected",
    [
        (("pause", "no_such_queue"), "unknown queue 'no_such_queue'"),
        (("resume", "scans", "nope"), "unknown queue 'nope'"),
        (("retry", "task", "999"), "recommendation task 999 does not exist"),
        (("retry", "task", "x"), "'x' is not an id"),
        (("cancel", "job", "12"), "scheduled job 12 does not exist"),
        (("resend", "delivery", "not-a-uuid"), "request_id must be a UUID"),
        (("rerun", "cycle", "nobody"), "source 'nobody' has no cycle on"),
        (("audit", "--limit", "0"), "--limit must be at least 1"),
    ],
)
def test_bad_input_gets_one_line_a_non_zero_exit_and_changes_nothing(args, expected):
    result = run_hourglass(*args)
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0, result.stderr
    assert expected in result.stderr
    assert scalar("SELECT count(*) FROM queue_pause") == 0
    # A refusal is logged, never an effect.
    assert scalar("SELECT count(*) FROM operator_action WHERE outcome NOT LIKE 'refused:%%'") == 0
