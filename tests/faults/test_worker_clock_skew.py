"""A worker whose own clock is an hour ahead or behind fires nothing early and drops no
periodic scan: every "is it due" reads the database's clock.

The skew comes from time-machine, started in each worker process by skewed_clock/
sitecustomize.py. libfaketime (Debian's 0.9.10) cannot run a Python 3.11 worker: with the
monotonic clock faked, every timed wait (threading.Event.wait) is off by the skew and hangs;
with it left alone, time.sleep fails with EINVAL.
"""

import importlib.util
import os
from datetime import datetime, timedelta
from pathlib import Path

import pytest

import actors  # noqa: F401  (the broker)
from actors.notifications import create_task
from actors.recommendation import record_member_visit, scan_due_triggers
from hourglass.core.sending import enqueue_in_transaction
from models import db
from models.notifications import NotificationRequest, ScheduledJob
from tests.faults.workload import SLOW_RECOMMENDER, wait_for_the_backlog
from tests.harness import lacking, scalar, start_worker, wait_until

#: Put on a worker's PYTHONPATH, it skews the wall clock of each of its processes.
SKEWED_CLOCK = Path(__file__).parent / "skewed_clock"
#: How far ahead of the database's clock the notification is due.
DUE_IN = timedelta(seconds=3)


@pytest.fixture
def skewed_clock():
    if importlib.util.find_spec("time_machine") is None:
        lacking("time-machine is missing: pip install -e '.[test]'")
    return os.pathsep.join(filter(None, [str(SKEWED_CLOCK), os.environ.get("PYTHONPATH")]))


def worker_clock_offset(worker) -> timedelta:
    """How far the worker's log timestamps (its own clock) are from the database's."""
    first_line = wait_until(
        lambda: worker.output().split("\n", 1)[0], message="the worker's first log line"
    )
    logged_at = datetime.strptime(first_line[1:24], "%Y-%m-%d %H:%M:%S,%f")
    return logged_at - db.now().replace(tzinfo=None)


@pytest.mark.parametrize("skew_hours", [1, -1], ids=["ahead", "behind"])
def test_a_worker_with_a_skewed_clock_fires_on_time_and_runs_the_scans(
    skewed_clock, receiver, skew_hours
):
    env = {
        "PYTHONPATH": skewed_clock,
        "HOURGLASS_TEST_CLOCK_SKEW_SECONDS": str(skew_hours * 3600),
        "HOURGLASS_NOTIFICATION_URL": receiver.url,
        "HOURGLASS_RECOMMENDER": SLOW_RECOMMENDER,
    }
    worker = start_worker(threads=4, env=env)
    try:
        offset = worker_clock_offset(worker)
        assert abs(offset - timedelta(hours=skew_hours)) < timedelta(minutes=1), offset
        record_member_visit(1, db.now() - timedelta(hours=2))
        task_id = create_task(1, 2, deadline_at=db.now() + DUE_IN)
        # A scan as the scheduler sends it: stamped with its tick on the database's clock.
        with db.atomic():
            enqueue_in_transaction(
                [scan_due_triggers.message_with_options(scheduled_at=db.now().isoformat())]
            )
        wait_until(
            lambda: (
                scalar("SELECT count(*) FROM recommendation_task WHERE status = 'SUCCEEDED'") == 1
            ),
            timeout=20,
            message="the scan's refresh",
        )
        wait_until(
            lambda: scalar("SELECT count(*) FROM notification_request WHERE status = 'SENT'") == 1,
            timeout=20,
            message="the notification",
        )
        wait_for_the_backlog(20, "the queue to settle")
        output = worker.output()
    finally:
        worker.stop()

    job = ScheduledJob.get((ScheduledJob.task == task_id) & (ScheduledJob.kind == "DEADLINE_CHECK"))
    assert job.status == "FIRED" and job.fired_at >= job.fire_at
    assert 0 <= job.lateness_ms < 2000, job.lateness_ms
    (request,) = NotificationRequest.select()
    assert receiver.received() == [str(request.id)]
    assert "Skipping" not in output
    print(
        f"\nworker clock {skew_hours:+d}h: deadline check fired {job.lateness_ms} ms after its "
        "time by the database clock"
    )
