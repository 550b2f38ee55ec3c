"""Notification benchmark: 10,000 reminders due within the same minute, fired by a real
`dramatiq actors -p 2 -t 8`. Lateness is the job's fired_at (database clock_timestamp at
firing) minus its fire_at; no notification service is configured, so each fired request
is delivered as SKIPPED (the delivery actor still runs once per request).

Then ten times that: 100,000 reminders due within one minute, their tasks and jobs built
in bulk (the rows `create_task` writes, a thousand tasks per statement) so that building
them ends before the minute begins; figures `notification_10x_*`.

HOURGLASS_BENCH_NOTIFICATION_SCALES picks which of the two run: `1x`, `10x` or `1x,10x`
(the default)."""

import os
import threading
import time
from collections import namedtuple
from datetime import timedelta

from bench.results import record
from tests.harness import scalar, start_worker, wait_until

JOBS = 10_000
#: Every job comes due inside this window, spread evenly.
WINDOW = timedelta(seconds=60)
CREATORS = 4
#: Time allowed to create the tasks (through the task service) before their minute begins.
CREATION_LEAD = timedelta(seconds=90)
WORKER = {"processes": 2, "threads": 8}
TENX_JOBS = 100_000
TENX_CREATION_LEAD = timedelta(seconds=180)
#: Tasks built per transaction: one INSERT of tasks and jobs, one batch send of their timers.
TENX_BATCH = 1000
#: The variable that picks the scales measured (`python -m bench.compare` passes it on).
SCALES_VARIABLE = "HOURGLASS_BENCH_NOTIFICATION_SCALES"
SCALES = ("1x", "10x")

LATENESS = """
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms), percentile_cont(0.99) WITHIN GROUP (ORDER BY ms), max(ms)
FROM (SELECT extract(epoch FROM fired_at - fire_at)::float8 * 1000 AS ms FROM scheduled_job
      WHERE kind = 'DUE_AT_REMINDER' AND status = 'FIRED') AS fired
"""


def run():
    import actors  # noqa: F401  (the broker)
    from models import db

    scales = selected_scales()
    worker = start_worker(**WORKER)
    try:
        figures = {}
        if "1x" in scales:
            figures.update(_measure(db, "notification", JOBS, _create_tasks, CREATION_LEAD))
            _clear(db)
        if "10x" in scales:
            figures.update(
                _measure(
                    db, "notification_10x", TENX_JOBS, _build_tasks_in_bulk, TENX_CREATION_LEAD
                )
            )
    finally:
        worker.stop()
    record(figures)


def selected_scales() -> list[str]:
    """The scales HOURGLASS_BENCH_NOTIFICATION_SCALES names (both when unset)."""
    scales = [s.strip() for s in os.environ.get(SCALES_VARIABLE, ",".join(SCALES)).split(",")]
    unknown = [s for s in scales if s not in SCALES]
    if unknown:
        raise SystemExit(f"{SCALES_VARIABLE}: {unknown[0]!r} is not one of {', '.join(SCALES)}")
    return scales


def _measure(db, prefix, jobs, create, lead_time) -> dict:
    """Create `jobs` reminders due in the minute after `lead_time`, wait until each has
    fired and been delivered, and measure."""
    window_start, created_in = create(db, jobs, lead_time)
    lead = (window_start - db.now()).total_seconds()
    print(f"  created {jobs} tasks in {created_in:.1f}s; the minute starts in {lead:.1f}s")
    if lead < 0:
        raise RuntimeError(
            "the tasks were not all created before their minute began: the figures would be wrong"
        )
    wait_until(
        lambda: _all_handled(jobs),
        timeout=WINDOW.total_seconds() + lead + 240 + jobs / 200,
        interval=0.5,
        message="every reminder to fire",
    )
    last_fired = scalar(
        "SELECT extract(epoch FROM max(fired_at) - min(fire_at))::float8"
        " FROM scheduled_job WHERE kind = 'DUE_AT_REMINDER'"
    )
    wait_until(
        lambda: scalar("SELECT count(*) FROM notification_request WHERE status = 'PENDING'") == 0,
        timeout=120 + jobs / 200,
        interval=0.5,
        message="every delivery to finish",
    )
    p50, p99, worst = db.execute_sql(LATENESS).fetchone()
    return {
        f"{prefix}_lateness_p50_ms": round(p50, 1),
        f"{prefix}_lateness_p99_ms": round(p99, 1),
        f"{prefix}_lateness_max_ms": round(worst, 1),
        f"{prefix}_fired_per_s": round(jobs / last_fired, 1),
        f"{prefix}_duplicates": scalar(
            "SELECT count(*) - count(DISTINCT scheduled_job_id) FROM notification_request"
        ),
        f"{prefix}_missed": scalar(
            "SELECT count(*) FROM scheduled_job WHERE kind = 'DUE_AT_REMINDER' AND status <> 'FIRED'"
        ),
        f"{prefix}_deliveries_skipped_no_url": scalar(
            "SELECT count(*) FROM notification_request WHERE status = 'SKIPPED'"
        ),
    }


def _clear(db):
    """Tasks, jobs, requests and their queued messages gone: the next run counts only its own."""
    with db.atomic():
        db.execute_sql(
            "DELETE FROM dramatiq.queue WHERE queue_name IN ('notify_fire', 'notify_send')"
        )
        db.execute_sql("TRUNCATE notification_request, scheduled_job, task")


def _create_tasks(db, jobs, lead_time):
    """Tasks through the task service, each with a one-hour due-at reminder falling in the
    minute that starts once they are all created (its other jobs are days away)."""
    from actors.notifications import create_task

    db_now = db.now()
    window_start = db_now + lead_time
    step = WINDOW / jobs

    def create(numbers):
        for n in numbers:
            create_task(
                n + 1,
                1_000_000 + n,
                db_now + timedelta(days=30),
                window_start + n * step + timedelta(hours=1),
            )
        db.close()

    started = time.perf_counter()
    creators = [
        threading.Thread(target=create, args=(range(i, jobs, CREATORS),)) for i in range(CREATORS)
    ]
    for thread in creators:
        thread.start()
    for thread in creators:
        thread.join()
    return window_start, time.perf_counter() - started


# The rows `create_task` writes for a SELECTED, MATCHED task whose due-at reminder is one
# hour ahead and whose deadline is 30 days ahead: the deadline check and reminder, the
# teacher reminder, the one-hour due-at reminder (the others would already be past).
BUILD_TASKS = """
WITH task_rows AS (
    INSERT INTO task (student_id, teacher_id, matching, deadline_at, due_at, status_entered_at)
    SELECT n + 1, 1000000 + n, 'MATCHED', %(deadline_at)s,
           %(window_start)s::timestamptz + n * %(step)s::interval + interval '1 hour', now()
    FROM generate_series(%(first)s::int, %(last)s::int) AS n
    RETURNING id, deadline_at, due_at, status_entered_at
), job_rows AS (
    INSERT INTO scheduled_job (job_key, kind, task_id, parameters, fire_at, message_id)
    SELECT kind || ':' || id || ':' || key_type, kind, id, parameters::jsonb, fire_at, gen_random_uuid()
    FROM task_rows, LATERAL (VALUES
        ('DEADLINE_CHECK', 'SELECTED', '{"status": "SELECTED"}', deadline_at),
        ('DEADLINE_REMINDER', '48', '{"hours": 48}', deadline_at - interval '48 hours'),
        ('TEACHER_REMINDER', 'SELECTED', '{"status": "SELECTED"}', status_entered_at + interval '12 hours'),
        ('DUE_AT_REMINDER', '1', '{"hours": 1}', due_at - interval '1 hour')
    ) AS planned (kind, key_type, parameters, fire_at)
    RETURNING id, version, message_id, fire_at
)
SELECT id, version, message_id, fire_at, now() FROM job_rows
"""

Timer = namedtuple("Timer", "id version message_id fire_at now")


def _build_tasks_in_bulk(db, jobs, lead_time):
    """`jobs` tasks as `create_task` would write them, TENX_BATCH per transaction, each
    job's timer sent in the same transaction (`send_timers`, as the task service does)."""
    from actors.notifications.firing import send_timers

    db_now = db.now()
    window_start = db_now + lead_time
    started = time.perf_counter()
    for first in range(0, jobs, TENX_BATCH):
        params = {
            "deadline_at": db_now + timedelta(days=30),
            "window_start": window_start,
            "step": WINDOW / jobs,
            "first": first,
            "last": min(first + TENX_BATCH, jobs) - 1,
        }
        with db.atomic():
            send_timers([Timer(*row) for row in db.execute_sql(BUILD_TASKS, params).fetchall()])
    return window_start, time.perf_counter() - started


def _all_handled(jobs):
    return (
        scalar(
            "SELECT count(*) FROM scheduled_job WHERE kind = 'DUE_AT_REMINDER' AND status <> 'SCHEDULED'"
        )
        == jobs
    )
