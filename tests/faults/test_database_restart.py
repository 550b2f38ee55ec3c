"""PostgreSQL restarted (`pg_ctl restart -m fast`) twice in the middle of a backlog of
notification firings (with their HTTP deliveries) and recommendation refreshes: the
workers reconnect and keep going, and every effect happens exactly once. Crashed
(`-m immediate`) instead, it may forget the last claims, which commit without waiting for
the disk (docs/decisions/0003): their messages run again, every effect still happens once,
and no message is left behind (with acks not waiting either, a forgotten ack left its
delivery's row claimed by a live worker for good: 8 runs of 27)."""

import time

import pytest

import actors  # noqa: F401  (the broker)
from models import db
from tests.faults.conftest import restart_server
from tests.faults.workload import (
    SLOW_RECOMMENDER,
    assert_each_effect_once,
    effects_done,
    seed_backlog,
    wait_for_the_backlog,
)
from tests.harness import start_worker, wait_until

FIRINGS = 100
REFRESHES = 100
#: Effects (deliveries + refreshes) that must finish after a restart before throughput
#: counts as recovered.
RECOVERED_AFTER = 20


def restart_and_time_recovery(server, mode) -> tuple[float, float]:
    """(seconds the restart took, seconds from its start until RECOVERED_AFTER more effects)."""
    before = effects_done()
    started = time.monotonic()
    restart_server(server, mode)
    restarted_in = time.monotonic() - started
    db.close()  # this test's own connection was cut too
    wait_until(
        lambda: effects_done() >= before + RECOVERED_AFTER,
        timeout=30,
        message="effects after the restart",
    )
    return restarted_in, time.monotonic() - started


@pytest.mark.parametrize("mode", ["fast", "immediate"])
def test_workers_keep_going_through_database_restarts_and_finish_every_effect_once(
    mode, dedicated_server, on_dedicated_server, receiver
):
    seed_backlog(firings=FIRINGS, refreshes=REFRESHES)
    total = FIRINGS + REFRESHES
    env = {
        "DATABASE_URL": on_dedicated_server,
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
        recoveries = [restart_and_time_recovery(dedicated_server, mode)]
        wait_until(lambda: effects_done() >= total // 2, timeout=30, message="half of the backlog")
        recoveries.append(restart_and_time_recovery(dedicated_server, mode))
        wait_for_the_backlog(45, "the whole backlog")
        drained_in = time.monotonic() - started
        assert worker.popen.poll() is None, worker.output()
    finally:
        worker.stop()

    repeats = assert_each_effect_once(receiver, FIRINGS, REFRESHES)
    restarts = ", ".join(f"{r:.2f}s" for r, _ in recoveries)
    recovered = ", ".join(f"{s:.2f}s" for _, s in recoveries)
    print(
        f"\ndatabase restarted twice (-m {mode}, in {restarts}): {RECOVERED_AFTER} more effects within "
        f"{recovered} of each restart's start; backlog of {total} drained in {drained_in:.1f}s; "
        f"{repeats} POSTs repeated (same key)"
    )
