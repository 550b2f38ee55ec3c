"""`pg_terminate_backend` of every connection of the workers, twice, in the middle of a
backlog of notification firings (with their HTTP deliveries) and recommendation refreshes:
the workers keep going, and every effect happens exactly once."""

import time

import actors  # noqa: F401  (the broker)
from tests.faults.workload import (
    SLOW_RECOMMENDER,
    assert_each_effect_once,
    effects_done,
    seed_backlog,
    wait_for_the_backlog,
)
from tests.harness import scalar, start_worker, wait_until

FIRINGS = 100
REFRESHES = 100
#: Effects (deliveries + refreshes) that must finish after a cut before throughput counts
#: as recovered.
RECOVERED_AFTER = 20


def terminate_other_connections() -> int:
    """Cut every other client connection to this database, as a failover or an operator's
    `pg_terminate_backend` would."""
    return scalar(
        """SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid()
             AND backend_type = 'client backend'"""
    )


def cut_and_time_recovery() -> float:
    """Seconds from the cut until RECOVERED_AFTER more effects have finished."""
    before = effects_done()
    cut_at = time.monotonic()
    assert terminate_other_connections() > 0
    wait_until(
        lambda: effects_done() >= before + RECOVERED_AFTER,
        timeout=30,
        message="effects after the cut",
    )
    return time.monotonic() - cut_at


def test_workers_whose_connections_are_terminated_mid_backlog_finish_every_effect_once(receiver):
    seed_backlog(firings=FIRINGS, refreshes=REFRESHES)
    total = FIRINGS + REFRESHES
    env = {
        "HOURGLASS_NOTIFICATION_URL": receiver.url,
        "HOURGLASS_NOTIFICATION_MIN_BACKOFF": "0.1",
        "HOURGLASS_RECOMMENDER": SLOW_RECOMMENDER,
        "RECOMMENDER_SECONDS": "0.02",
    }
    started = time.monotonic()
    worker = start_worker(processes=2, threads=4, env=env)
    try:
        wait_until(
            lambda: effects_done() >= total // 4, timeout=30, message="a quarter of the backlog"
        )
        recoveries = [cut_and_time_recovery()]
        wait_until(lambda: effects_done() >= total // 2, timeout=30, message="half of the backlog")
        recoveries.append(cut_and_time_recovery())
        wait_for_the_backlog(45, "the whole backlog")
        drained_in = time.monotonic() - started
        assert worker.popen.poll() is None, worker.output()
    finally:
        worker.stop()

    repeats = assert_each_effect_once(receiver, FIRINGS, REFRESHES)
    retried = scalar("SELECT count(*) FROM recommendation_task WHERE attempts > 1") + scalar(
        "SELECT count(*) FROM notification_request WHERE attempts > 1"
    )
    print(
        f"\nconnections terminated twice: {RECOVERED_AFTER} more effects within "
        f"{', '.join(f'{s:.2f}s' for s in recoveries)} of each cut; backlog of {total} drained in "
        f"{drained_in:.1f}s; {retried} effects retried, {repeats} POSTs repeated (same key)"
    )
