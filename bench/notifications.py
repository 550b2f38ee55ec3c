"""Notification benchmark: 10,000 reminders due within the same minute, fired by a real
`dramatiq actors -p 2 -t 8`. Lateness is the job's fired_at (database clock_timestamp at
firing) minus its fire_at; no notification service is configured, so each fired request
is delivered as SKIPPED (the delivery actor still runs once per request)."""

import threading
import time
from datetime import timedelta

from bench.results import record
from tests.support import scalar, start_worker, wait_until

JOBS = 10_000
#: Every job comes due inside this window, spread evenly.
WINDOW = timedelta(seconds=60)
CREATORS = 4
#: Time allowed to create the tasks (through the task service) before their minute begins.
CREATION_LEAD = timedelta(seconds=90)
WORKER = {"processes": 2, "threads": 8}

LATENESS = """
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms), percentile_cont(0.99) WITHIN GROUP (ORDER BY ms), max(ms)
FROM (SELECT extract(epoch FROM fired_at - fire_at)::float8 * 1000 AS ms FROM scheduled_job
      WHERE kind = 'DUE_AT_REMINDER' AND status = 'FIRED') AS fired
"""


def run():
    import actors  # noqa: F401  (the broker)
    from models import db

    worker = start_worker(**WORKER)
    try:
        window_start, created_in = _create_tasks(db)
        lead = (window_start - db.now()).total_seconds()
        print(f"  created {JOBS} tasks in {created_in:.1f}s; the minute starts in {lead:.1f}s")
        if lead < 0:
            raise RuntimeError("the tasks were not all created before their minute began: the figures would be wrong")
        wait_until(_all_handled, timeout=WINDOW.total_seconds() + 240, interval=0.5, message="every reminder to fire")
        wait_until(
            lambda: scalar("SELECT count(*) FROM notification_request WHERE status = 'PENDING'") == 0,
            timeout=120, interval=0.5, message="every delivery to finish",
        )
    finally:
        worker.stop()
    p50, p99, worst = db.execute_sql(LATENESS).fetchone()
    record(
        {
            "notification_lateness_p50_ms": round(p50, 1),
            "notification_lateness_p99_ms": round(p99, 1),
            "notification_lateness_max_ms": round(worst, 1),
            "notification_duplicates": scalar(
                "SELECT count(*) - count(DISTINCT scheduled_job_id) FROM notification_request"
            ),
            "notification_missed": scalar(
                "SELECT count(*) FROM scheduled_job WHERE kind = 'DUE_AT_REMINDER' AND status <> 'FIRED'"
            ),
            "notification_deliveries_skipped_no_url": scalar(
                "SELECT count(*) FROM notification_request WHERE status = 'SKIPPED'"
            ),
        }
    )


def _create_tasks(db):
    """10,000 tasks through the task service, each with a one-hour due-at reminder falling
    in the minute that starts once they are all created (its other jobs are days away)."""
    from actors.notifications import create_task

    db_now = db.now()
    window_start = db_now + CREATION_LEAD
    step = WINDOW / JOBS

    def create(numbers):
        for n in numbers:
            create_task(n + 1, 1_000_000 + n, db_now + timedelta(days=30), window_start + n * step + timedelta(hours=1))
        db.close()

    started = time.perf_counter()
    creators = [threading.Thread(target=create, args=(range(i, JOBS, CREATORS),)) for i in range(CREATORS)]
    for thread in creators:
        thread.start()
    for thread in creators:
        thread.join()
    return window_start, time.perf_counter() - started


def _all_handled():
    return scalar("SELECT count(*) FROM scheduled_job WHERE kind = 'DUE_AT_REMINDER' AND status <> 'SCHEDULED'") == JOBS
