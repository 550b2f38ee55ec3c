"""The task service (producer API): each call moves a task and its schedule of jobs in
the caller's transaction; a call that rolls back leaves no job and no timer behind.

The rules (the jobs a state calls for, how a waiting schedule changes, the bounds of the
arguments) are the SQL functions' of migration 0016; these call them on `models.db`, with
the service's own `now` (a backfill, a test) and settings.
"""

import logging

from actors.notifications import settings as settings_module
from hourglass.core.producers import call_on_db
from models import notifications as tasks

logger = logging.getLogger(__name__)


def create_task(student_id, teacher_id, deadline_at, due_at=None, now=None) -> int:
    """Create a task (SELECTED; MATCHED when a teacher is given) and schedule its deadline
    check, deadline reminder, teacher reminder and due-at reminders. Returns its id."""
    task_id = call_on_db(tasks.CREATE_TASK_V4, student_id, teacher_id, deadline_at, due_at, now)
    logger.info("event=task_created task_id=%s", task_id)
    return task_id


def change_task_status(task_id, status, now=None) -> None:
    """Move the task to `status`: the old status's jobs are cancelled, the new one's
    scheduled. COMPLETED is `complete_task`; CANCELLED cancels everything."""
    call_on_db(tasks.CHANGE_TASK_STATUS_V4, task_id, status, now)
    logger.info("event=task_status_changed task_id=%s status=%s", task_id, status)


def complete_task(task_id, now=None) -> None:
    """COMPLETED: every waiting job is cancelled. Completing twice changes nothing."""
    call_on_db(tasks.COMPLETE_TASK_V4, task_id, now)
    logger.info("event=task_completed task_id=%s", task_id)


def reassign_task(task_id, teacher_id, deadline_at=None, now=None) -> None:
    """Hand the task to `teacher_id` (SELECTED again, MATCHED), with a new deadline if
    given: every waiting job is cancelled and the whole schedule computed afresh."""
    call_on_db(tasks.REASSIGN_TASK_V4, task_id, teacher_id, deadline_at, now)
    logger.info("event=task_reassigned task_id=%s", task_id)


def refund_task(task_id, now=None) -> None:
    """Refund: the matching is cancelled, and with it the deadline check and every reminder."""
    call_on_db(tasks.REFUND_TASK_V4, task_id, now)
    logger.info("event=task_refunded task_id=%s", task_id)


def record_progress_activity(task_id, now=None) -> None:
    """Progress on the task: its deadline moves to at least `now` + the progress extension
    (never earlier), and the deadline check and reminder move with it."""
    extension = settings_module.load().progress_extension
    call_on_db(tasks.RECORD_PROGRESS_ACTIVITY_V4, task_id, now, extension)
    logger.info("event=task_progress_recorded task_id=%s", task_id)
