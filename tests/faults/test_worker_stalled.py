"""A worker frozen with SIGSTOP past the heartbeat TTL, in the middle of slow refreshes, then
resumed with SIGCONT: another worker has taken its messages over, and the stalled worker's
late results are discarded (each refresh finishes once, with the survivor's list)."""

import os
import signal
import time

import psutil

import actors  # noqa: F401  (the broker)
from models import db
from tests.faults.workload import (
    SLOW_RECOMMENDER,
    assert_each_effect_once,
    seed_backlog,
    wait_for_the_backlog,
)
from tests.harness import FAST_HEARTBEAT_ENVIRONMENT, start_worker, wait_until

REFRESHES = 6
THREADS = 2
#: Long enough that the stall lands in the middle of the recommender's call.
RECOMMENDER_SECONDS = "2"
HEARTBEAT_TTL = float(FAST_HEARTBEAT_ENVIRONMENT["HOURGLASS_WORKER_HEARTBEAT_TTL"])
HEARTBEAT_INTERVAL = float(FAST_HEARTBEAT_ENVIRONMENT["HOURGLASS_WORKER_HEARTBEAT_INTERVAL"])


def attempts_by_task() -> dict:
    return dict(db.execute_sql("SELECT id, attempts FROM recommendation_task").fetchall())


def first_attempts_in_flight() -> set:
    """The tasks running their first attempt, while none has finished yet."""
    rows = db.execute_sql("SELECT id, status, attempts FROM recommendation_task").fetchall()
    if any(status in ("SUCCEEDED", "FAILED") for _, status, _ in rows):
        return set()
    return {task_id for task_id, status, attempts in rows if status == "RUNNING" and attempts == 1}


def process_ids(worker) -> set:
    return {child.pid for child in psutil.Process(worker.pid).children(recursive=True)}


def test_a_stalled_worker_is_taken_over_and_its_late_results_are_discarded():
    seed_backlog(refreshes=REFRESHES)
    env = {"HOURGLASS_RECOMMENDER": SLOW_RECOMMENDER, "RECOMMENDER_SECONDS": RECOMMENDER_SECONDS}
    stalled = start_worker(threads=THREADS, queues=["recommendation"], env=env)
    survivor = None
    try:
        in_flight = wait_until(
            lambda: len(first_attempts_in_flight()) == THREADS and first_attempts_in_flight(),
            message="refreshes in flight",
        )
        os.killpg(stalled.pid, signal.SIGSTOP)
        stopped_at = time.monotonic()
        survivor = start_worker(threads=THREADS, queues=["recommendation"], env=env)
        wait_until(
            lambda: all(attempts_by_task()[task_id] == 2 for task_id in in_flight),
            timeout=30,
            message="the survivor to take the stalled refreshes over",
        )
        takeover_s = time.monotonic() - stopped_at
        wait_for_the_backlog(30, "the survivor to finish every refresh")

        os.killpg(stalled.pid, signal.SIGCONT)
        wait_until(
            lambda: stalled.output().count("event=task_result_discarded") == THREADS,
            timeout=20,
            message="the stalled worker's late results to be discarded",
        )
        wait_for_the_backlog(20, "the stalled worker's leftovers to settle")
        assert stalled.popen.poll() is None and survivor.popen.poll() is None
        survivor_pids = process_ids(survivor)
    finally:
        os.killpg(stalled.pid, signal.SIGCONT)
        stalled.stop()
        if survivor is not None:
            survivor.stop()

    assert_each_effect_once(None, 0, REFRESHES, refreshed_by=survivor_pids)
    assert {task_id for task_id, n in attempts_by_task().items() if n > 1} == in_flight
    print(
        f"\nstalled worker taken over {takeover_s:.2f}s after SIGSTOP "
        f"(heartbeat TTL {HEARTBEAT_TTL:.0f}s)"
    )
    # The stalled worker's last heartbeat came up to one interval before the SIGSTOP.
    assert HEARTBEAT_TTL - HEARTBEAT_INTERVAL <= takeover_s < HEARTBEAT_TTL + 10
