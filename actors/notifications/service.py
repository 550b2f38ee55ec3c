"""The task service (producer API): each call moves a task and its schedule of jobs in
the caller's transaction; a call that rolls back leaves no job and no timer behind.
"""

import logging
import uuid
from datetime import datetime, timedelta

from actors.notifications.firing import send_timers
from actors.notifications.rules import FINISHED_STATUSES, planned_jobs, schedule_changes
from hourglass import settings as settings_module
from hourglass.broker import delete_queued_messages
from hourglass.errors import InvalidInput
from hourglass.validation import datetime_within, positive_id
from models import db
from models import notifications as store

logger = logging.getLogger(__name__)

#: A deadline or due time lies at most this far before or after the task service's `now`:
#: a past one still fires its check at once, a year away is the longest plan.
TASK_TIME_MAX_PAST = timedelta(days=30)
TASK_TIME_MAX_AHEAD = timedelta(days=366)
#: A `now` given to the task service (a backfill, a test) stays this close to the database's.
GIVEN_NOW_MAX_SKEW = timedelta(days=7)


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
        raise InvalidInput(
            f"status must be one of {', '.join(store.TASK_STATUSES)}, got {status!r}"
        )
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


def _service_now(given) -> datetime:
    """The database's `now()`, or the caller's `now` if it lies close enough to it."""
    now = db.now()
    if given is None:
        return now
    return datetime_within("now", given, now, before=GIVEN_NOW_MAX_SKEW, after=GIVEN_NOW_MAX_SKEW)


def _task_time(name, value, now) -> datetime:
    return datetime_within(name, value, now, before=TASK_TIME_MAX_PAST, after=TASK_TIME_MAX_AHEAD)


def _locked_task(task_id) -> store.Task:
    positive_id("task_id", task_id)
    task = store.lock_task(task_id)
    if task is None:
        raise InvalidInput(f"task {task_id} does not exist")
    return task


def _locked_open_task(task_id) -> store.Task:
    task = _locked_task(task_id)
    _require_open(task)
    return task


def _require_open(task) -> None:
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
    send_timers(store.upsert_jobs(task.id, to_schedule, [uuid.uuid4() for _ in to_schedule]))
    delete_queued_messages(obsolete)
