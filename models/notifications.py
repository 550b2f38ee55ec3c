"""Tables of the exact-time notifications, and the queries that lock and move them.

A `task` owns its `scheduled_job` rows (one per key: kind, task, type or hours); a job
that fires records a `notification_request`, which the delivery actor POSTs to the
notification service. Every job and request row says what is still owed.
"""

import json
import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import peewee
from playhouse.postgres_ext import BinaryJSONField

from hourglass.core.producers import Producer, ProducerFunction
from hourglass.core.store.claims import Claim
from hourglass.core.store.fragments import (
    POSITIVE_BIGINT,
    POSITIVE_INT,
    TakeAlong,
    claim_before,
    claimed_and_settled,
    claimed_before_from_hot_lane,
    due_first_attempts,
    handed_back_on_hot_lane,
    in_queue,
    settled_on_hot_lane,
)
from models import (
    BaseModel,
    DateTimeTZField,
    Event,
    History,
    array_columns,
    count_rows,
    db,
    fetch_all_as,
    newest_first,
)

JOB_KINDS = ("DEADLINE_CHECK", "DEADLINE_REMINDER", "TEACHER_REMINDER", "DUE_AT_REMINDER")
DELIVERY_STATUSES = ("PENDING", "SENT", "FAILED", "SKIPPED")


class Task(BaseModel):
    id = peewee.BigAutoField()
    student_id = peewee.BigIntegerField()
    teacher_id = peewee.BigIntegerField(null=True)
    status = peewee.TextField(default="SELECTED")
    matching = peewee.TextField()
    deadline_at = DateTimeTZField()
    due_at = DateTimeTZField(null=True)
    overdue_notified_at = DateTimeTZField(null=True)
    status_entered_at = DateTimeTZField()
    created_at = DateTimeTZField()
    updated_at = DateTimeTZField()


class ScheduledJob(BaseModel):
    id = peewee.BigAutoField()
    job_key = peewee.TextField(unique=True)
    kind = peewee.TextField()
    task = peewee.ForeignKeyField(Task, backref="scheduled_jobs")
    parameters = BinaryJSONField(default=dict)
    fire_at = DateTimeTZField()
    version = peewee.IntegerField(default=1)
    status = peewee.TextField(default="SCHEDULED")
    reason = peewee.TextField(null=True)
    message_id = peewee.UUIDField(null=True)
    fired_at = DateTimeTZField(null=True)
    lateness_ms = peewee.BigIntegerField(null=True)
    notification_request_id = peewee.UUIDField(null=True)
    created_at = DateTimeTZField()
    updated_at = DateTimeTZField()


class NotificationRequest(BaseModel):
    id = peewee.UUIDField(primary_key=True)
    scheduled_job = peewee.ForeignKeyField(ScheduledJob, backref="notification_requests")
    job_version = peewee.IntegerField()
    task = peewee.ForeignKeyField(Task, backref="notification_requests")
    purpose = peewee.TextField()
    recipient = peewee.TextField()
    payload = BinaryJSONField()
    status = peewee.TextField(default="PENDING")
    attempts = peewee.IntegerField(default=0)
    last_error = peewee.TextField(null=True)
    message_id = peewee.UUIDField(null=True)
    created_at = DateTimeTZField()
    attempted_at = DateTimeTZField(null=True)
    finished_at = DateTimeTZField(null=True)


# --- tasks ------------------------------------------------------------------------------

MARK_OVERDUE_NOTIFIED = "UPDATE task SET overdue_notified_at = %s, updated_at = now() WHERE id = %s"

# --- scheduled jobs ---------------------------------------------------------------------

SET_JOB_MESSAGE_IDS = """
UPDATE scheduled_job AS j SET message_id = m.message_id
FROM unnest(%s::bigint[], %s::uuid[]) AS m(id, message_id)
WHERE j.id = m.id
"""

# Firing many jobs in one transaction: their tasks locked in id order (two firings that
# share a task wait for each other, never deadlock), then the versions still waiting.
LOCK_TASKS_OF_JOBS = """
SELECT * FROM task WHERE id IN (SELECT task_id FROM scheduled_job WHERE id = ANY(%s::bigint[]))
ORDER BY id
FOR NO KEY UPDATE
"""

# Only the version each message was sent for, and only while it waits: a cancelled,
# replaced or already handled job is stale and its message is dropped. Read under the
# tasks' locks (which guard the jobs), so no row lock is needed; the clock is read here,
# after any wait for those locks.
CURRENT_JOBS = """
SELECT j.id, j.version, j.task_id, j.kind, j.parameters, j.fire_at, clock_timestamp() AS now
FROM scheduled_job AS j
JOIN unnest(%s::bigint[], %s::int[]) AS timer(id, version) USING (id, version)
WHERE j.status = 'SCHEDULED'
ORDER BY j.fire_at
"""

# TAKE_DUE_TIMERS's `due` timers whose tasks its `held` locked: those it takes.
DUE_TIMERS_OF_HELD_TASKS = """
SELECT due.message_id FROM due
WHERE (SELECT j.task_id FROM scheduled_job AS j WHERE j.id = (due.args->>0)::bigint)
    = ANY(ARRAY(SELECT id FROM held))"""


# Timers of the firing queue that are due and waiting for a consumer, taken out of the
# cold lane for the caller to fire in this transaction (a rollback puts them back; the hot
# lane's, claimed before it, are handed back by the caller, `settlement.holding`). This never
# waits: a timer being claimed, or one whose task someone holds (a change in progress, which
# may be about to delete that very timer), is skipped and left to its consumer, since
# waiting for that task while holding its timer would deadlock with the change (which waits,
# instead, for this transaction to end). Only well-formed first attempts are taken (two
# positive integers, no retry yet): a timer whose firing fails can fail the batches that
# take it only until its own consumer has run it once; from then on it fires alone.
def _take_due_timers(from_hot_lane: str, fired_from_hot_lane: str) -> str:
    ring_jobs = "\n            UNION ALL SELECT (args->>0)::bigint FROM ring_taken"
    ring_runs = "\nUNION ALL\nSELECT (args->>0)::bigint, (args->>1)::int FROM ring_fired"
    return f"""
WITH {due_first_attempts(POSITIVE_BIGINT, POSITIVE_INT)},{from_hot_lane} held AS (
    -- Every row by primary key (`= ANY(ARRAY(...))`), however many the planner guesses
    -- the CTEs hold.
    SELECT t.id FROM task AS t
    WHERE t.id = ANY(ARRAY(
        SELECT j.task_id FROM scheduled_job AS j
        WHERE j.id = ANY(ARRAY(
            SELECT (args->>0)::bigint FROM due{ring_jobs if fired_from_hot_lane else ""}))
    ))
    ORDER BY t.id
    FOR NO KEY UPDATE OF t SKIP LOCKED
), {claimed_and_settled("taken", DUE_TIMERS_OF_HELD_TASKS)}{fired_from_hot_lane}
SELECT (args->>0)::bigint AS job_id, (args->>1)::int AS version FROM taken{
        ring_runs if fired_from_hot_lane else ""
    }
"""


TAKE_DUE_TIMERS = _take_due_timers("", "")

# On the hot lane, the due timers are in the ring too (promoted from the wheel when due):
# those the firing's worker claimed from the ring before its transaction (`ring_taken`,
# claimed_before_from_hot_lane: `claim_due_timers`) whose tasks it holds are settled in this
# transaction with the others (`ring_fired`), and those whose tasks it could not lock are
# handed back at once, for their own consumer to fire (`ring_left`).
_RING_FIRED = f""", ring_fired AS MATERIALIZED (
    SELECT r.* FROM ring_taken AS r
    WHERE (SELECT j.task_id FROM scheduled_job AS j WHERE j.id = (r.args->>0)::bigint)
        = ANY(ARRAY(SELECT id FROM held))
), {settled_on_hot_lane("ring_settled", "SELECT ring_slot, ring_id FROM ring_fired")}, {
    handed_back_on_hot_lane(
        "ring_left",
        "SELECT ring_slot, ring_id FROM ring_taken"
        " WHERE message_id NOT IN (SELECT message_id FROM ring_fired)",
        "ring_taken_read",
    )
}"""
TAKE_DUE_TIMERS_ON_HOT_LANE = _take_due_timers(
    f"\n{claimed_before_from_hot_lane('ring_taken', POSITIVE_BIGINT, POSITIVE_INT)},", _RING_FIRED
)

RECORD_JOB_OUTCOMES = """
UPDATE scheduled_job AS j
SET status = o.status, reason = o.reason, fired_at = o.fired_at, updated_at = now()
FROM unnest(%s::bigint[], %s::text[], %s::text[], %s::timestamptz[]) AS o(id, status, reason, fired_at)
WHERE j.id = o.id
"""

# Fired jobs: their notification requests and their outcome, in one statement.
RECORD_FIRINGS = """
WITH fired AS (
    SELECT * FROM unnest(
        %(request_ids)s::uuid[], %(job_ids)s::bigint[], %(versions)s::int[], %(task_ids)s::bigint[],
        %(purposes)s::text[], %(recipients)s::text[], %(payloads)s::text[], %(message_ids)s::uuid[],
        %(fired_ats)s::timestamptz[]
    ) AS f(request_id, job_id, version, task_id, purpose, recipient, payload, message_id, fired_at)
), requests AS (
    INSERT INTO notification_request
        (id, scheduled_job_id, job_version, task_id, purpose, recipient, payload, message_id)
    SELECT request_id, job_id, version, task_id, purpose, recipient, payload::jsonb, message_id
    FROM fired
)
UPDATE scheduled_job AS j
SET status = 'FIRED', reason = NULL, fired_at = f.fired_at, notification_request_id = f.request_id,
    updated_at = now()
FROM fired AS f
WHERE j.id = f.job_id
"""

# Past due, still waiting, and its timer is no longer in the broker's table (in any state):
# the broker lost it. SKIP LOCKED: a job being fired right now is not a lost one.
LOST_TIMERS = f"""
SELECT j.id, j.version FROM scheduled_job AS j
WHERE j.status = 'SCHEDULED' AND j.fire_at < now() - %s
  AND NOT {in_queue("j.message_id")}
ORDER BY j.fire_at
LIMIT %s
FOR UPDATE OF j SKIP LOCKED
"""


# --- notification requests --------------------------------------------------------------

# A request still owed a delivery, by its id: "not finished" is written as what it is not,
# never as `status = 'PENDING'`, the predicate of the pending requests' index. A pipeline in
# good health finishes each request within milliseconds, so ANALYZE finds none pending, and
# the planner, which costs that index at a row or two, walked it to find one request by id:
# under a held horizon it holds every request finished since (2,496 entries read an update
# a minute into a hold, 7 Dec). Written so, only the primary key finds the row.
_UNFINISHED = "id = %s AND status NOT IN ('SENT', 'FAILED', 'SKIPPED')"

# Counted before the call, so an attempt whose worker died still counts.
START_DELIVERY = f"""
UPDATE notification_request SET attempts = attempts + 1, attempted_at = now()
WHERE {_UNFINISHED}
RETURNING payload, attempts
"""

# A sent request keeps the error of its last failed attempt, for the operator.
FINISH_DELIVERY = f"""
UPDATE notification_request SET status = %s, last_error = coalesce(%s, last_error), finished_at = now()
WHERE {_UNFINISHED}
RETURNING id
"""

NOTE_DELIVERY_ERROR = f"UPDATE notification_request SET last_error = %s WHERE {_UNFINISHED}"

# Pending, untouched for a while, and its message is gone from the broker's table (a
# dead-lettered one stays there as 'rejected' and is the operator's to replay).
LOST_DELIVERIES = f"""
SELECT r.id FROM notification_request AS r
WHERE r.status = 'PENDING' AND coalesce(r.attempted_at, r.created_at) < now() - %s
  AND NOT {in_queue("r.message_id")}
ORDER BY r.created_at
LIMIT %s
FOR UPDATE OF r SKIP LOCKED
"""

# An operator's resend of a FAILED delivery: PENDING again with a fresh count of attempts
# (its retries start over), under the id of the message about to be sent; the last error
# stays until an attempt succeeds.
RESEND_FAILED_DELIVERY = """
UPDATE notification_request
SET status = 'PENDING', attempts = 0, attempted_at = NULL, finished_at = NULL, message_id = %s
WHERE id = %s AND status = 'FAILED'
RETURNING id
"""

DELIVERY_STATUS = "SELECT status FROM notification_request WHERE id = %s"

# An operator's cancel of one waiting job, under its task's lock (LOCK_TASKS_OF_JOBS), as a
# state change cancels one; the timer leaves the queue with it.
CANCEL_JOB = """
UPDATE scheduled_job SET status = 'CANCELLED', reason = 'operator', updated_at = now()
WHERE id = %s AND status = 'SCHEDULED'
RETURNING message_id
"""

JOB_STATUS = "SELECT status FROM scheduled_job WHERE id = %s"

# `hourglass show task`: the task, its latest jobs (by the task's index) and their requests
# (by the (job, version) key).
TASK_JOBS = """
SELECT id, kind, version, fire_at, status, reason, fired_at, lateness_ms, updated_at
FROM scheduled_job WHERE task_id = %s ORDER BY updated_at DESC, id DESC LIMIT %s
"""
JOB_REQUESTS = """
SELECT id::text, scheduled_job_id, purpose, status, attempts, last_error, created_at, finished_at
FROM notification_request WHERE scheduled_job_id = ANY(%s::bigint[])
ORDER BY created_at DESC LIMIT %s
"""

SET_REQUEST_MESSAGE_IDS = """
UPDATE notification_request AS r SET message_id = m.message_id
FROM unnest(%s::uuid[], %s::uuid[]) AS m(id, message_id)
WHERE r.id = m.id
"""

# --- retention --------------------------------------------------------------------------

# Jobs that reached an outcome (fired, skipped, missed, cancelled) longer ago than the
# retention, with no delivery still pending (index of migration 0008). A SCHEDULED job is
# owed a firing and stays; a key scheduled again after its row went is a new job, which
# fires as a new version of it would have.
PRUNABLE_JOBS = """
SELECT j.id FROM scheduled_job AS j
WHERE j.status <> 'SCHEDULED' AND j.updated_at < now() - %(older_than)s
  AND NOT EXISTS (
      SELECT 1 FROM notification_request AS r WHERE r.scheduled_job_id = j.id AND r.status = 'PENDING'
  )
"""

# A bounded batch of jobs and their requests, in one statement (the requests' foreign key
# is checked at its end). SKIP LOCKED: a job being rescheduled right now is left alone.
PRUNE_JOBS = f"""
WITH doomed AS (
    {PRUNABLE_JOBS} ORDER BY j.updated_at LIMIT %(limit)s FOR UPDATE OF j SKIP LOCKED
), requests AS (
    DELETE FROM notification_request AS r USING doomed WHERE r.scheduled_job_id = doomed.id RETURNING 1
), jobs AS (
    DELETE FROM scheduled_job AS j USING doomed WHERE j.id = doomed.id RETURNING 1
)
SELECT (SELECT count(*) FROM requests) + (SELECT count(*) FROM jobs)
"""

COUNT_PRUNABLE_JOBS = f"""
WITH prunable AS ({PRUNABLE_JOBS})
SELECT (SELECT count(*) FROM prunable)
     + (SELECT count(*) FROM notification_request WHERE scheduled_job_id IN (SELECT id FROM prunable))
"""

# --- status -----------------------------------------------------------------------------

JOBS_DUE_NEXT_HOUR = """
SELECT kind, count(*) FROM scheduled_job
WHERE status = 'SCHEDULED' AND fire_at >= now() AND fire_at < now() + interval '1 hour'
GROUP BY kind
"""

JOBS_PAST_DUE = "SELECT 1 FROM scheduled_job WHERE status = 'SCHEDULED' AND fire_at < now()"

# The session runs in UTC: "today" is the UTC day.
JOB_OUTCOMES_TODAY = """
SELECT status, count(*) FROM scheduled_job
WHERE fired_at >= date_trunc('day', now()) GROUP BY status
"""

DELIVERIES_TODAY = """
SELECT status, count(*) FROM notification_request
WHERE created_at >= date_trunc('day', now()) GROUP BY status
"""


def mark_overdue_notified(task_id, notified_at) -> None:
    db.execute_sql(MARK_OVERDUE_NOTIFIED, (notified_at, task_id))


@dataclass(frozen=True)
class JobTimer:
    """The timer message a job version waits for: sent as `message_id`, due at `fire_at`
    counted from `now`, the time of the transaction that scheduled it."""

    id: int
    version: int
    fire_at: datetime
    message_id: uuid.UUID
    now: datetime


def set_job_message_ids(job_message_ids) -> None:
    if job_message_ids:
        db.execute_sql(SET_JOB_MESSAGE_IDS, array_columns(job_message_ids))


@dataclass(frozen=True)
class DueJob:
    """A job version still waiting (CURRENT_JOBS), with the database clock read with it."""

    id: int
    version: int
    task_id: int
    kind: str
    parameters: dict[str, Any]
    fire_at: datetime
    now: datetime


@dataclass(frozen=True)
class Firing:
    """A fired job's notification request, as RECORD_FIRINGS writes it."""

    request_id: uuid.UUID
    job_id: int
    version: int
    task_id: int
    purpose: str
    recipient: str
    payload: dict
    fired_at: datetime


def claim_due_timers(limit, enough, own_claim: Claim) -> list[Claim]:
    """Up to `limit` due timers of the ring of `own_claim`'s queue claimed for its worker, from
    no further stripe once it has `enough`, in a transaction of their own: call it outside
    the firing's transaction, which then settles them (`take_due_timers`) or hands them
    back."""
    return claim_before(db.execute_sql, own_claim, limit, enough)


def take_due_timers(
    queue_name, actor_name, limit, own_claim: Claim | None = None, ring_claims=()
) -> list[tuple[int, int]]:
    """Up to `limit` due timers no consumer holds, out of the cold lane, and (for
    `own_claim`'s worker) those of `ring_claims` (`claim_due_timers`), settled, their tasks
    locked, in the caller's transaction: (job id, version) of each."""
    take_along = TakeAlong(
        queue_name=queue_name,
        actor_name=actor_name,
        limit=limit - len(ring_claims),
        worker_id=own_claim and own_claim.worker_id,
    )
    parameters = take_along.parameters()
    if own_claim is None:
        return db.execute_sql(TAKE_DUE_TIMERS, parameters).fetchall()
    positions = [claim.ring_position for claim in ring_claims]
    parameters["take_ring_slots"] = [p.slot for p in positions]
    parameters["take_ring_ids"] = [p.id for p in positions]
    return db.execute_sql(TAKE_DUE_TIMERS_ON_HOT_LANE, parameters).fetchall()


def lock_tasks_of_jobs(job_ids) -> dict[int, Task]:
    return {task.id: task for task in Task.raw(LOCK_TASKS_OF_JOBS, list(job_ids))}


def current_jobs(timers) -> list[DueJob]:
    """The versions of `timers` ((job id, version)) still waiting. Call it holding their
    tasks' locks."""
    return fetch_all_as(DueJob, CURRENT_JOBS, array_columns(timers))


def record_job_outcomes(outcomes) -> None:
    """(job id, status, reason, time) of jobs that did not fire."""
    if outcomes:
        db.execute_sql(RECORD_JOB_OUTCOMES, array_columns(outcomes))


def record_firings(firings: list[Firing], message_ids) -> None:
    """Each firing's request, sent for delivery as its message id, and its job FIRED."""
    if not firings:
        return
    params = {
        "request_ids": [f.request_id for f in firings],
        "job_ids": [f.job_id for f in firings],
        "versions": [f.version for f in firings],
        "task_ids": [f.task_id for f in firings],
        "purposes": [f.purpose for f in firings],
        "recipients": [f.recipient for f in firings],
        "payloads": [json.dumps(f.payload) for f in firings],
        "message_ids": list(message_ids),
        "fired_ats": [f.fired_at for f in firings],
    }
    db.execute_sql(RECORD_FIRINGS, params)


def lost_timers(older_than, limit) -> list[tuple[int, int]]:
    return db.execute_sql(LOST_TIMERS, (older_than, limit)).fetchall()


def start_delivery(request_id) -> tuple | None:
    """Count one more attempt of a PENDING request: (payload, attempts), or None."""
    return db.execute_sql(START_DELIVERY, (request_id,)).fetchone()


def finish_delivery(request_id, status, error=None) -> bool:
    return db.execute_sql(FINISH_DELIVERY, (status, error, request_id)).fetchone() is not None


def note_delivery_error(request_id, error) -> None:
    db.execute_sql(NOTE_DELIVERY_ERROR, (error, request_id))


def lost_deliveries(older_than, limit) -> list:
    return [
        request_id
        for (request_id,) in db.execute_sql(LOST_DELIVERIES, (older_than, limit)).fetchall()
    ]


def resend_failed_delivery(request_id, message_id) -> bool:
    return db.execute_sql(RESEND_FAILED_DELIVERY, (message_id, request_id)).fetchone() is not None


def delivery_status(request_id) -> str | None:
    row = db.execute_sql(DELIVERY_STATUS, (request_id,)).fetchone()
    return None if row is None else row[0]


def cancel_job(job_id) -> tuple[bool, list]:
    """Cancel the job if it waits, its task locked first: (cancelled, its timer's ids)."""
    db.execute_sql(LOCK_TASKS_OF_JOBS, ([job_id],))
    row = db.execute_sql(CANCEL_JOB, (job_id,)).fetchone()
    if row is None:
        return False, []
    return True, [row[0]] if row[0] is not None else []


def job_status(job_id) -> str | None:
    row = db.execute_sql(JOB_STATUS, (job_id,)).fetchone()
    return None if row is None else row[0]


def task_history(task_id, limit) -> History | None:
    """The task, its latest `limit` jobs (firings, skips, MISSED, cancels) and their
    deliveries, or None if there is no such task."""
    task = Task.get_or_none(Task.id == task_id)
    if task is None:
        return None
    jobs = db.execute_sql(TASK_JOBS, (task_id, limit)).fetchall()
    requests = db.execute_sql(JOB_REQUESTS, ([j[0] for j in jobs], limit)).fetchall()
    events = []
    for job_id, kind, version, fire_at, status, reason, fired_at, lateness_ms, updated_at in jobs:
        detail = f"v{version}, due {fire_at:%Y-%m-%d %H:%M:%S}" + (f", {reason}" if reason else "")
        if lateness_ms is not None:
            detail += f", {lateness_ms} ms late"
        cancel = ("cancel", str(job_id)) if status == "SCHEDULED" else None
        events.append(
            Event(fired_at or updated_at, f"job {job_id} {kind} {status}", detail, cancel)
        )
    for request_id, job_id, purpose, status, attempts, error, created_at, finished_at in requests:
        detail = f"job {job_id}, {purpose}, attempts {attempts}" + (f", {error}" if error else "")
        resend = ("resend", request_id) if status == "FAILED" else None
        events.append(
            Event(finished_at or created_at, f"delivery {request_id} {status}", detail, resend)
        )
    facts = {
        "task": task.id,
        "status": task.status,
        "matching": task.matching,
        "deadline_at": task.deadline_at,
        "due_at": task.due_at,
    }
    return History(facts, newest_first(events))


def set_request_message_ids(request_message_ids) -> None:
    if request_message_ids:
        db.execute_sql(SET_REQUEST_MESSAGE_IDS, array_columns(request_message_ids))


def prune_finished_jobs(older_than, limit) -> int:
    """Delete up to `limit` jobs with an outcome older than `older_than`, and their
    requests; returns the rows deleted (jobs and requests)."""
    return db.execute_sql(PRUNE_JOBS, {"older_than": older_than, "limit": limit}).fetchone()[0]


def count_prunable_jobs(older_than) -> int:
    return db.execute_sql(COUNT_PRUNABLE_JOBS, {"older_than": older_than}).fetchone()[0]


def status_counts() -> dict:
    due = dict(db.execute_sql(JOBS_DUE_NEXT_HOUR).fetchall())
    outcomes = dict(db.execute_sql(JOB_OUTCOMES_TODAY).fetchall())
    deliveries = dict(db.execute_sql(DELIVERIES_TODAY).fetchall())
    return {
        "jobs_due_next_hour": {kind: due.get(kind, 0) for kind in JOB_KINDS},
        "jobs_past_due": count_rows(JOBS_PAST_DUE),
        "jobs_today": {
            status: outcomes.get(status, 0) for status in ("FIRED", "SKIPPED", "MISSED")
        },
        "deliveries_today": {status: deliveries.get(status, 0) for status in DELIVERY_STATUSES},
    }


# --- the task service's producer functions (migration 0016) ---------------------------

CREATE_TASK = ProducerFunction(
    "create_task",
    ("student_id bigint", "teacher_id bigint", "deadline_at timestamptz", "due_at timestamptz"),
)
CHANGE_TASK_STATUS = ProducerFunction("change_task_status", ("task_id bigint", "status text"))
COMPLETE_TASK = ProducerFunction("complete_task", ("task_id bigint",))
REASSIGN_TASK = ProducerFunction(
    "reassign_task", ("task_id bigint", "teacher_id bigint", "deadline_at timestamptz")
)
REFUND_TASK = ProducerFunction("refund_task", ("task_id bigint",))
RECORD_PROGRESS_ACTIVITY = ProducerFunction("record_progress_activity", ("task_id bigint",))
PRODUCER_FUNCTIONS = (
    CREATE_TASK,
    CHANGE_TASK_STATUS,
    COMPLETE_TASK,
    REASSIGN_TASK,
    REFUND_TASK,
    RECORD_PROGRESS_ACTIVITY,
)


def _with_now(function: ProducerFunction, *more: str) -> ProducerFunction:
    """The Python API's version: a given `now` (a backfill, a test), and its settings."""
    return ProducerFunction(f"{function.name}_v4", (*function.arguments, "now timestamptz", *more))


CREATE_TASK_V4 = _with_now(CREATE_TASK)
CHANGE_TASK_STATUS_V4 = _with_now(CHANGE_TASK_STATUS)
COMPLETE_TASK_V4 = _with_now(COMPLETE_TASK)
REASSIGN_TASK_V4 = _with_now(REASSIGN_TASK)
REFUND_TASK_V4 = _with_now(REFUND_TASK)
RECORD_PROGRESS_ACTIVITY_V4 = _with_now(RECORD_PROGRESS_ACTIVITY, "extension interval")


# The dashboard's lateness of today's (UTC) fired jobs, through the fired_at index.
LATENESS_TODAY = """
SELECT width_bucket(lateness_ms, %(edges)s::bigint[]) AS bucket, count(*), sum(lateness_ms)
FROM scheduled_job
WHERE fired_at >= date_trunc('day', now()) AND lateness_ms IS NOT NULL
GROUP BY 1 ORDER BY 1
"""

LATENESS_PERCENTILES_TODAY = """
SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY lateness_ms),
       percentile_disc(0.99) WITHIN GROUP (ORDER BY lateness_ms)
FROM scheduled_job
WHERE fired_at >= date_trunc('day', now()) AND lateness_ms IS NOT NULL
"""


def lateness_today(bucket_edges_ms: tuple[int, ...]) -> dict:
    """Today's fired jobs by lateness: per bucket (upper bound in ms, None for the open
    last one) its count, their sum (ms), the p50 and p99 (ms, None without a job)."""
    rows = db.execute_sql(LATENESS_TODAY, {"edges": list(bucket_edges_ms)}).fetchall()
    per_bucket = {bucket: (count, total) for bucket, count, total in rows}
    buckets = [
        {"upper_ms": upper, "count": per_bucket.get(index, (0, 0))[0]}
        for index, upper in enumerate((*bucket_edges_ms, None))
    ]
    p50, p99 = db.execute_sql(LATENESS_PERCENTILES_TODAY).fetchone()
    return {
        "buckets": buckets,
        "count": sum(b["count"] for b in buckets),
        "sum_ms": sum(int(total or 0) for _, total in per_bucket.values()),
        "p50_ms": p50,
        "p99_ms": p99,
    }


class NotificationProducer(Producer):
    """The task service on a product's own connection (`Producer`): the same rules, in the
    product's transaction, with the database's `now` and its GUC settings (docs/producing.md)."""

    def create_task(self, student_id, teacher_id, deadline_at, due_at=None) -> int:
        return self.call(CREATE_TASK, student_id, teacher_id, deadline_at, due_at)

    def change_task_status(self, task_id, status) -> None:
        self.call(CHANGE_TASK_STATUS, task_id, status)

    def complete_task(self, task_id) -> None:
        self.call(COMPLETE_TASK, task_id)

    def reassign_task(self, task_id, teacher_id, deadline_at=None) -> None:
        self.call(REASSIGN_TASK, task_id, teacher_id, deadline_at)

    def refund_task(self, task_id) -> None:
        self.call(REFUND_TASK, task_id)

    def record_progress_activity(self, task_id) -> None:
        self.call(RECORD_PROGRESS_ACTIVITY, task_id)
