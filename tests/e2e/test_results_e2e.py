"""Results and composition across real worker processes (a `dramatiq actors` worker of two
processes): a group of 1,000 messages fires its completion callback exactly once, pipelines
pass results along, also nested in a group with a callback, `get_results`, `wait` and
`completed_count` see them, `hourglass show message` shows a result once the message's row
is gone, and a blocking get_result returns soon after the result commits."""

import statistics
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest
from dramatiq import group

import actors  # noqa: F401  (the broker)
from models import db
from tests.e2e.result_actors import (
    CREATE_CALLBACK_TABLE,
    QUEUE,
    result_add,
    result_group_done,
    result_member,
)
from tests.harness import holds_for, run_hourglass, scalar, start_worker, wait_until

#: get_result(block=True) after its result commits. The issue's figure, 50 ms at p99 on this
#: machine, is `make bench-results`'s to measure: alone this test sees 14-23 ms at p99, but
#: the suite shares the machine with three other pytest processes, under which it saw 154 ms
#: once and 955 ms once (two of 200 waits, a clean-clone CI run of 7 Dec; p50 12 ms). What
#: the test holds under any load: a wake-up is the NOTIFY, not a poll (the median), and none
#: is lost: a waiter whose NOTIFY is lost waits out its whole timeout (30 s here), as there
#: is no polling to hide it under the longest wait.
LATENCY_P50_S = 0.1
LATENCY_MAX_S = 10


@pytest.fixture
def worker(processes):
    db.execute_sql(CREATE_CALLBACK_TABLE)
    processes.append(start_worker("tests.e2e.result_actors", processes=2, queues=[QUEUE]))


def piped(actor, *args):
    """A message whose last argument is the result piped into it."""
    return actor.message_with_options(args=args)


def callback_runs(token) -> int:
    return scalar("SELECT count(*) FROM result_callback_run WHERE token = %s", (token,))


def test_a_group_of_a_thousand_over_two_processes_calls_back_once(worker):
    token = str(uuid.uuid4())
    members = group(result_member.message(n) for n in range(1000))
    members.add_completion_callback(result_group_done.message(token))
    members.run()
    results = list(members.get_results(block=True, timeout=60_000))
    assert [number for number, _ in results] == list(range(1000))
    assert len({pid for _, pid in results}) == 2  # both processes took members
    wait_until(lambda: callback_runs(token) == 1, timeout=30, message="the group's callback")
    assert holds_for(lambda: callback_runs(token) == 1, seconds=1)
    assert members.completed and members.completed_count == 1000


def test_pipelines_nested_in_a_group_pass_results_along_and_call_back_once(worker):
    token = str(uuid.uuid4())
    chains = group(
        [
            result_add.message(1, 2) | piped(result_add, 3),
            result_add.message(10, 20) | (piped(result_add, 30) | piped(result_add, 40)),
        ]
    )
    chains.add_completion_callback(result_group_done.message(token))
    chains.run()
    chains.wait(timeout=30_000)
    assert list(chains.get_results()) == [6, 100]
    assert chains.completed_count == 2
    wait_until(lambda: callback_runs(token) == 1, timeout=30, message="the group's callback")
    pipe = result_add.message(1, 1) | piped(result_add, 1) | piped(result_add, 1)
    assert pipe.run().get_result(block=True, timeout=30_000) == 4
    assert list(pipe.get_results()) == [2, 3, 4] and pipe.completed_count == 3
    # What an operator sees of the last one, its queue row gone.
    wait_until(lambda: scalar("SELECT count(*) FROM hourglass.message") == 0, message="the acks")
    shown = run_hourglass("show", "message", pipe.messages[-1].message_id)
    assert shown.returncode == 0, shown.stderr
    assert "result: 4" in shown.stdout and "result stored" in shown.stdout


def test_a_blocking_get_result_returns_soon_after_the_result_commits(worker):
    def latency(number) -> float:
        message = result_add.send(number, 1)
        assert message.get_result(block=True, timeout=30_000) == number + 1
        returned = time.time()
        stored_at = scalar(
            "SELECT extract(epoch FROM stored_at) FROM result_ring WHERE message_id = %s",
            (message.message_id,),
        )
        db.close()
        return returned - float(stored_at)

    latency(0)  # the listener takes its LISTEN
    with ThreadPoolExecutor(max_workers=4) as waiters:
        latencies = sorted(waiters.map(latency, range(200)))
    p50, p99 = statistics.median(latencies), statistics.quantiles(latencies, n=100)[98]
    shown = f"p50 {p50:.4f} s, p99 {p99:.4f} s, max {latencies[-1]:.4f} s"
    assert p50 < LATENCY_P50_S and latencies[-1] < LATENCY_MAX_S, shown
