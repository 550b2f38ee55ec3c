"""Exact-time task notifications (SPEC §3): reminders and deadline checks that follow every
state change of a task and fire once, at their time, however many workers run.

The task service moves a task and its schedule in the caller's transaction; each version of
a scheduled job has one delayed broker message; at its time the job re-checks the task and
records a notification request, which is POSTed to the notification service.
"""

import functools
import logging
import math
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timedelta

import dramatiq
import httpx
from dramatiq.common import compute_backoff

from hourglass import settings as settings_module
from hourglass.broker import (
    delete_queued_messages,
    enqueue_in_transaction,
    schedule_in_transaction,
    send_in_transaction,
    settle_current_message_in_transaction,
)
from hourglass.errors import MALFORMED_MESSAGE, InvalidInput
from hourglass.validation import datetime_within, message_uuid, positive_id
from models import db
from models import notifications as store

logger = logging.getLogger(__name__)
# httpx logs each request's full URL at INFO, and the notification URL may carry a token in
# its query string; our own lines say what a delivery did without it.
logging.getLogger("httpx").setLevel(logging.WARNING)

#: Statuses a deadline check can guard (every status that is not finished).
GUARDED_STATUSES = ("SELECTED", "PENDING_TEACHER_REVIEW", "IN_PROGRESS")
#: Statuses in which a teacher who did nothing is reminded.
TEACHER_REMINDED_STATUSES = ("SELECTED", "PENDING_TEACHER_REVIEW")
#: Statuses after which nothing is owed: every waiting job is cancelled.
FINISHED_STATUSES = ("COMPLETED", "CANCELLED")

#: Reminder offsets in hours: before the deadline, after entering a status, before due_at.
DEADLINE_REMINDER_HOURS = 48
TEACHER_REMINDER_HOURS = 12
DUE_AT_REMINDER_HOURS = (48, 24, 12, 8, 4, 1)

HOUR = timedelta(hours=1)

#: Firing and delivery have their own queues, so a slow notification service never
#: delays a timer; firing also has the higher worker priority (lower number).
FIRE_QUEUE = "notify_fire"
DELIVERY_QUEUE = "notify_send"

#: How the notification service knows where a request came from, and how to show it.
SOURCE_SERVICE = "hourglass"
CHANNEL = "WEB_PUSH"

#: What a fired job asks the notification service to do.
PURPOSES = {
    "DEADLINE_CHECK": "TASK_OVERDUE",
    "DEADLINE_REMINDER": "TASK_DEADLINE_REMINDER",
    "TEACHER_REMINDER": "TASK_TEACHER_NO_ACTION_REMINDER",
    "DUE_AT_REMINDER": "TASK_DUE_AT_REMINDER",
}

#: A deadline or due time lies at most this far before or after the task service's `now`:
#: a past one still fires its check at once, a year away is the longest plan.
TASK_TIME_MAX_PAST = timedelta(days=30)
TASK_TIME_MAX_AHEAD = timedelta(days=366)
#: A `now` given to the task service (a backfill, a test) stays this close to the database's.
GIVEN_NOW_MAX_SKEW = timedelta(days=7)

#: Lost timers or deliveries one sweep re-sends at most.
SWEEP_BATCH = 1000

#: Delivery backoff never grows beyond an hour.
MAX_DELIVERY_BACKOFF_MS = 3_600_000

# --- rules (pure) -----------------------------------------------------------------------


@dataclass(frozen=True)
class PlannedJob:
    """One job a task's state calls for: its key, kind, parameters and time."""

    key: str
    kind: str
    fire_at: datetime
    parameters: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Decision:
    """What a job does at its time: FIRED, SKIPPED or MISSED, and why."""

    status: str
    reason: str | None = None


FIRE = Decision("FIRED")


def planned_jobs(task) -> list[PlannedJob]:
    """Every job the task's current state calls for, past times included (whether a past
    time is scheduled is `schedule_changes`'s rule). A finished or refunded task has none."""
    if task.status in FINISHED_STATUSES or task.matching == "CANCELLED":
        return []
    jobs = [
        _job("DEADLINE_CHECK", task.id, task.deadline_at, status=task.status),
        _job("DEADLINE_REMINDER", task.id, task.deadline_at - DEADLINE_REMINDER_HOURS * HOUR, hours=DEADLINE_REMINDER_HOURS),
    ]
    if task.status in TEACHER_REMINDED_STATUSES:
        reminder_at = task.status_entered_at + TEACHER_REMINDER_HOURS * HOUR
        jobs.append(_job("TEACHER_REMINDER", task.id, reminder_at, status=task.status))
    if task.due_at is not None:
        jobs.extend(_job("DUE_AT_REMINDER", task.id, task.due_at - h * HOUR, hours=h) for h in DUE_AT_REMINDER_HOURS)
    return jobs


def _job(kind, task_id, fire_at, **parameters) -> PlannedJob:
    (detail,) = parameters.values()
    return PlannedJob(f"{kind}:{task_id}:{detail}", kind, fire_at, parameters)


def schedule_changes(waiting: dict, planned, now, replace_all=False) -> tuple[list[PlannedJob], list[str]]:
    """(jobs to schedule, waiting keys to cancel) that turn the task's waiting jobs
    (key → fire time) into `planned`.

    A job already waiting at the same time stays as it is, unless `replace_all`; a reminder
    whose time has passed is not scheduled; a deadline check whose time has passed is
    scheduled all the same, to fire at once.
    """
    to_schedule, kept = [], set()
    for job in planned:
        if not replace_all and waiting.get(job.key) == job.fire_at:
            kept.add(job.key)
        elif job.fire_at > now or job.kind == "DEADLINE_CHECK":
            to_schedule.append(job)
    renewed = kept | {job.key for job in to_schedule}
    return to_schedule, sorted(key for key in waiting if key not in renewed)


def firing_decision(kind, parameters, fire_at, task, now, allowed_lateness) -> Decision:
    """Whether a job fires at `now`, by the task's current state.

    Skip conditions come first; a reminder that would go out more than `allowed_lateness`
    after its time, or after the moment it reminds of, is MISSED. Deadline checks guard
    state, so they fire however late.
    """
    if kind == "DEADLINE_CHECK":
        return _deadline_check_decision(parameters["status"], task)
    reason = REMINDER_SKIP_RULES[kind](parameters, task)
    if reason:
        return Decision("SKIPPED", reason)
    if now - fire_at > allowed_lateness:
        return Decision("MISSED", "too_late")
    moment = {"DEADLINE_REMINDER": task.deadline_at, "DUE_AT_REMINDER": task.due_at}.get(kind)
    if moment is not None and now > moment:
        return Decision("MISSED", "past_deadline" if kind == "DEADLINE_REMINDER" else "past_due_at")
    return FIRE


def _deadline_check_decision(guarded_status, task) -> Decision:
    if task.status != guarded_status:
        return Decision("SKIPPED", "status_changed")
    if guarded_status == "IN_PROGRESS" and task.overdue_notified_at is not None:
        return Decision("SKIPPED", "already_notified")
    return FIRE


def _deadline_reminder_skip(parameters, task):
    return None if task.status in GUARDED_STATUSES else "task_not_active"


def _teacher_reminder_skip(parameters, task):
    if task.status != parameters["status"]:
        return "status_changed"
    return _matching_skip(task)


def _due_at_reminder_skip(parameters, task):
    if task.status == "COMPLETED":
        return "completed"
    if task.status == "CANCELLED":
        return "task_cancelled"
    if task.due_at is None:
        return "no_due_at"
    return _matching_skip(task)


def _matching_skip(task):
    if task.matching == "CANCELLED":
        return "matching_cancelled"
    if task.matching != "MATCHED" or task.teacher_id is None:
        return "unmatched"
    return None


REMINDER_SKIP_RULES = {
    "DEADLINE_REMINDER": _deadline_reminder_skip,
    "TEACHER_REMINDER": _teacher_reminder_skip,
    "DUE_AT_REMINDER": _due_at_reminder_skip,
}


def notification_for(kind, parameters, task) -> tuple[str, dict]:
    """(recipient, message) of a fired job. Deadline notices go to the teacher (to the
    student while no teacher is matched); due-at reminders go to the student."""
    teacher_facing = kind != "DUE_AT_REMINDER" and task.teacher_id is not None
    recipient = {"role": "TEACHER", "id": task.teacher_id} if teacher_facing else {"role": "STUDENT", "id": task.student_id}
    texts = {
        "DEADLINE_CHECK": ("Task overdue", f"Task {task.id} has passed its processing deadline."),
        "DEADLINE_REMINDER": ("Deadline approaching", f"Task {task.id} must be processed within {parameters.get('hours')} hours."),
        "TEACHER_REMINDER": ("Task waiting for you", f"Task {task.id} has waited {TEACHER_REMINDER_HOURS} hours for your action."),
        "DUE_AT_REMINDER": ("Submission due soon", f"Task {task.id} is due in {parameters.get('hours')} hour(s)."),
    }
    title, body = texts[kind]
    return recipient, {"title": title, "body": body}


def delivery_backoff_ms(attempt, min_backoff: timedelta) -> int:
    """Exponential backoff with jitter after the `attempt`-th failed delivery (from 1)."""
    factor = max(1, int(min_backoff.total_seconds() * 1000))
    return compute_backoff(attempt - 1, factor=factor, max_backoff=max(factor, MAX_DELIVERY_BACKOFF_MS))[1]


# --- the task service (producer API, in the caller's transaction) -----------------------


def create_task(student_id, teacher_id, deadline_at, due_at=None, now=None) -> int:
    """Create a task (SELECTED; MATCHED when a teacher is given) and schedule its deadline
    check, deadline reminder, teacher reminder and due-at reminders. Returns its id."""
    positive_id("student_id", student_id)
    if teacher_id is not None:
        positive_id("teacher_id", teacher_id)
    with db.atomic():
        now = _service_now(now)
        _task_time("deadline_at", deadline_at, now)
        if due_at is not None:
            _task_time("due_at", due_at, now)
        matching = "MATCHED" if teacher_id is not None else "UNMATCHED"
        task = store.insert_task(student_id, teacher_id, matching, deadline_at, due_at, now)
        _move_schedule(task, now, reason="created", new_task=True)
    logger.info("event=task_created task_id=%s", task.id)
    return task.id


def change_task_status(task_id, status, now=None) -> None:
    """Move the task to `status`: the old status's jobs are cancelled, the new one's
    scheduled. COMPLETED is `complete_task`; CANCELLED cancels everything."""
    if status not in store.TASK_STATUSES:
        raise InvalidInput(f"status must be one of {', '.join(store.TASK_STATUSES)}, got {status!r}")
    if status == "COMPLETED":
        complete_task(task_id, now)
        return
    with db.atomic():
        now = _service_now(now)
        task = _locked_open_task(task_id)
        if task.status == status:
            return
        task = store.update_task(task.id, status=status, status_entered_at=now)
        _move_schedule(task, now, reason="status_changed")
    logger.info("event=task_status_changed task_id=%s status=%s", task_id, status)


def complete_task(task_id, now=None) -> None:
    """COMPLETED: every waiting job is cancelled. Completing twice changes nothing."""
    with db.atomic():
        now = _service_now(now)
        task = _locked_task(task_id)
        if task.status == "COMPLETED":
            return
        _require_open(task)
        task = store.update_task(task.id, status="COMPLETED", status_entered_at=now)
        _move_schedule(task, now, reason="completed")
    logger.info("event=task_completed task_id=%s", task_id)


def reassign_task(task_id, teacher_id, deadline_at=None, now=None) -> None:
    """Hand the task to `teacher_id` (SELECTED again, MATCHED), with a new deadline if
    given: every waiting job is cancelled and the whole schedule computed afresh."""
    positive_id("teacher_id", teacher_id)
    with db.atomic():
        now = _service_now(now)
        if deadline_at is not None:
            _task_time("deadline_at", deadline_at, now)
        task = _locked_open_task(task_id)
        task = store.update_task(
            task.id,
            teacher_id=teacher_id,
            matching="MATCHED",
            status="SELECTED",
            status_entered_at=now,
            deadline_at=deadline_at or task.deadline_at,
        )
        _move_schedule(task, now, reason="reassigned", replace_all=True)
    logger.info("event=task_reassigned task_id=%s", task_id)


def refund_task(task_id, now=None) -> None:
    """Refund: the matching is cancelled, and with it the deadline check and every reminder."""
    with db.atomic():
        now = _service_now(now)
        task = _locked_task(task_id)
        if task.matching == "CANCELLED":
            return
        task = store.update_task(task.id, matching="CANCELLED")
        _move_schedule(task, now, reason="refunded")
    logger.info("event=task_refunded task_id=%s", task_id)


def record_progress_activity(task_id, now=None) -> None:
    """Progress on the task: its deadline moves to at least `now` + the progress extension
    (never earlier), and the deadline check and reminder move with it."""
    extension = settings_module.load().notification_progress_extension
    with db.atomic():
        now = _service_now(now)
        task = _locked_open_task(task_id)
        deadline_at = max(task.deadline_at, now + extension)
        if deadline_at != task.deadline_at:
            task = store.update_task(task.id, deadline_at=deadline_at)
            _move_schedule(task, now, reason="deadline_extended")
    logger.info("event=task_progress_recorded task_id=%s", task_id)


def _service_now(given):
    """The database's `now()`, or the caller's `now` if it lies close enough to it."""
    now = db.now()
    if given is None:
        return now
    return datetime_within("now", given, now, before=GIVEN_NOW_MAX_SKEW, after=GIVEN_NOW_MAX_SKEW)


def _task_time(name, value, now):
    return datetime_within(name, value, now, before=TASK_TIME_MAX_PAST, after=TASK_TIME_MAX_AHEAD)


def _locked_task(task_id):
    positive_id("task_id", task_id)
    task = store.lock_task(task_id)
    if task is None:
        raise InvalidInput(f"task {task_id} does not exist")
    return task


def _locked_open_task(task_id):
    task = _locked_task(task_id)
    _require_open(task)
    return task


def _require_open(task):
    if task.status in FINISHED_STATUSES:
        raise InvalidInput(f"task {task.id} is {task.status}: its state no longer changes")


def _move_schedule(task, now, reason, replace_all=False, new_task=False) -> None:
    """Make the task's waiting jobs what its state calls for, in the current transaction;
    timers of cancelled and replaced versions leave the broker's queue with them."""
    waiting = [] if new_task else store.scheduled_jobs_of_task(task.id)
    to_schedule, to_cancel = schedule_changes(
        {key: fire_at for key, fire_at, _ in waiting}, planned_jobs(task), now, replace_all
    )
    timers = {key: message_id for key, _, message_id in waiting if message_id is not None}
    obsolete = store.cancel_jobs(task.id, to_cancel, reason)
    obsolete += [timers[job.key] for job in to_schedule if job.key in timers]
    _send_timers(store.upsert_jobs(task.id, to_schedule, [uuid.uuid4() for _ in to_schedule]))
    delete_queued_messages(obsolete)


def _send_timers(jobs) -> None:
    """One timer message per job version, due at its fire time by the database clock: the
    enqueue adds each delay to the same transaction time it was computed from. Timers wait
    on the firing queue itself and the platform wakes its consumers when they come due
    (`hourglass.due_wakeup`)."""
    messages, delays_ms = [], []
    for timer in jobs:
        messages.append(fire_scheduled_job.message(timer.id, timer.version).copy(message_id=str(timer.message_id)))
        delays_ms.append(max(0, math.ceil((timer.fire_at - timer.now).total_seconds() * 1000)))
    schedule_in_transaction(messages, delays_ms)


# --- actors -----------------------------------------------------------------------------


@dramatiq.actor(
    actor_name="fire_scheduled_job", queue_name=FIRE_QUEUE, max_retries=20, min_backoff=500, throws=MALFORMED_MESSAGE
)
def fire_scheduled_job(job_id, version):
    """At the job's time, in one transaction: lock the task (and with it its jobs), find
    this version of the job still waiting, re-check the task, and record the notification
    request and send its delivery — or record the job SKIPPED or MISSED. A stale or
    repeated message changes nothing; a malformed one is dead-lettered at once."""
    positive_id("job_id", job_id)
    positive_id("version", version)
    allowed_lateness = settings_module.load().notification_allowed_lateness
    with db.atomic():
        settle_current_message_in_transaction()
        task = store.lock_task_of_job(job_id)
        job = store.current_job(job_id, version) if task is not None else None
        if job is None:
            logger.info("event=job_stale job_id=%s version=%s", job_id, version)
            return
        kind, parameters, fire_at, now = job.kind, job.parameters, job.fire_at, job.now
        if now < fire_at:
            _send_timer_again(job_id, version, fire_at)
            return
        decision = firing_decision(kind, parameters, fire_at, task, now, allowed_lateness)
        if decision.status == "FIRED":
            _record_notification(job_id, version, kind, parameters, task, now)
            if kind == "DEADLINE_CHECK" and parameters["status"] == "IN_PROGRESS":
                store.mark_overdue_notified(task.id, now)
        else:
            store.record_job_outcome(job_id, decision.status, decision.reason, now)
    logger.info(
        "event=job_%s job_id=%s version=%s task_id=%s kind=%s reason=%s lateness_ms=%d",
        decision.status.lower(), job_id, version, task.id, kind, decision.reason,
        (now - fire_at).total_seconds() * 1000,
    )


def _send_timer_again(job_id, version, fire_at) -> None:
    """A timer never comes due early; a message that arrives before its job's time was sent
    by hand (a replayed dead letter), so the job gets a timer for its own time again."""
    message_id = uuid.uuid4()
    _send_timers([store.JobTimer(job_id, version, fire_at, message_id, db.now())])
    store.set_job_message_ids([(job_id, message_id)])
    logger.warning("event=job_early job_id=%s version=%s action=timer_resent", job_id, version)


def _record_notification(job_id, version, kind, parameters, task, fired_at) -> None:
    request_id = uuid.uuid4()
    recipient, message = notification_for(kind, parameters, task)
    purpose = PURPOSES[kind]
    payload = {
        "notificationId": str(request_id),
        "purpose": purpose,
        "recipient": recipient,
        "channel": CHANNEL,
        "sourceService": SOURCE_SERVICE,
        "message": message,
        "data": {"taskId": task.id, "kind": kind, **parameters},
    }
    delivery = send_in_transaction(deliver_notification, str(request_id))
    recipient_label = f"{recipient['role']}:{recipient['id']}"
    store.record_firing(
        job_id, version, fired_at, request_id, task.id, purpose, recipient_label, payload, delivery.message_id
    )


def _delivery_may_retry(retries, exception) -> bool:
    """A Retry is raised only while the request's own attempt count allows one; any other
    error (the database went away) gets the configured number of retries."""
    return isinstance(exception, dramatiq.Retry) or retries < settings_module.load().notification_max_retries


@dramatiq.actor(
    actor_name="deliver_notification",
    queue_name=DELIVERY_QUEUE,
    priority=10,
    retry_when=_delivery_may_retry,
    min_backoff=1000,
    throws=MALFORMED_MESSAGE,
)
def deliver_notification(request_id):
    """POST the request to the notification service, with its id as idempotency key.
    2xx → SENT; 4xx → FAILED at once; 5xx or timeout → retried with backoff, FAILED when
    the retries are spent; no service configured → SKIPPED."""
    message_uuid("request_id", request_id)
    settings = settings_module.load()
    url = settings.notification_service_url
    with db.atomic():
        if url is None:
            if store.finish_delivery(request_id, "SKIPPED", "no_url"):
                logger.info("event=delivery_skipped request_id=%s reason=no_url", request_id)
            return
        started = store.start_delivery(request_id)
    if started is None:
        logger.info("event=delivery_ignored request_id=%s reason=finished", request_id)
        return
    payload, attempt = started
    outcome, detail = post_notification(url, request_id, payload, settings.notification_timeout)
    if outcome == "RETRY" and attempt <= settings.notification_max_retries:
        with db.atomic():
            store.note_delivery_error(request_id, detail)
        delay_ms = delivery_backoff_ms(attempt, settings.notification_min_backoff)
        logger.warning("event=delivery_retry request_id=%s attempt=%d error=%s delay_ms=%d", request_id, attempt, detail, delay_ms)
        raise dramatiq.Retry(detail, delay=delay_ms)
    status = "SENT" if outcome == "SENT" else "FAILED"
    with db.atomic():
        store.finish_delivery(request_id, status, None if status == "SENT" else detail)
    logger.info("event=delivery_%s request_id=%s attempt=%d detail=%s", status.lower(), request_id, attempt, detail)


def post_notification(url, request_id, payload, timeout: timedelta) -> tuple[str, str]:
    """One POST: ("SENT" | "FAILED" | "RETRY", detail). The response body is never read."""
    headers = {"Idempotency-Key": str(request_id)}
    try:
        with http_client(timeout.total_seconds()).stream("POST", url, json=payload, headers=headers) as response:
            code = response.status_code
    except httpx.TimeoutException:
        return "RETRY", "timeout"
    except httpx.TransportError as exc:
        return "RETRY", f"transport_error:{type(exc).__name__}"
    if 200 <= code < 300:
        return "SENT", f"http_{code}"
    if code >= 500:
        return "RETRY", f"http_{code}"
    return "FAILED", f"http_{code}"


@functools.cache
def http_client(timeout_seconds: float) -> httpx.Client:
    """One client per process (connections reused): explicit timeouts, no proxy or netrc
    from the environment, no redirects."""
    timeout = httpx.Timeout(connect=timeout_seconds, read=timeout_seconds, write=timeout_seconds, pool=timeout_seconds)
    return httpx.Client(timeout=timeout, trust_env=False, follow_redirects=False)


@dramatiq.actor(actor_name="sweep_scheduled_jobs", queue_name="scans", max_retries=0, time_limit=5 * 60_000)
def sweep_scheduled_jobs():
    """The table is the truth: re-send timers and deliveries whose broker message is gone."""
    resend_lost_timers()
    resend_lost_deliveries()


def resend_lost_timers() -> int:
    """A job past due, still waiting, whose message the broker no longer has, gets a new one."""
    with db.atomic():
        jobs = store.lost_timers(settings_module.load().notification_resend_after, SWEEP_BATCH)
        messages = enqueue_in_transaction([fire_scheduled_job.message(job_id, version) for job_id, version in jobs])
        store.set_job_message_ids([(job_id, m.message_id) for (job_id, _), m in zip(jobs, messages)])
    if jobs:
        logger.warning("event=timers_resent count=%d", len(jobs))
    return len(jobs)


def resend_lost_deliveries() -> int:
    """A pending request whose delivery message is gone gets a new one."""
    with db.atomic():
        request_ids = store.lost_deliveries(settings_module.load().notification_resend_after, SWEEP_BATCH)
        messages = enqueue_in_transaction([deliver_notification.message(str(r)) for r in request_ids])
        store.set_request_message_ids([(r, m.message_id) for r, m in zip(request_ids, messages)])
    if request_ids:
        logger.warning("event=deliveries_resent count=%d", len(request_ids))
    return len(request_ids)
