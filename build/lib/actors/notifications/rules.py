"""The notification rules of firing, pure functions of a task and a time: whether a job
fires when its time comes, what the notification says, and how long a failed delivery
waits. Which jobs a task's state calls for, and how a waiting schedule changes, are the
task service's SQL functions' (migration 0016).
"""

from dataclasses import dataclass
from datetime import timedelta

from dramatiq.common import compute_backoff

#: Statuses a deadline check can guard (every status that is not finished).
GUARDED_STATUSES = ("SELECTED", "PENDING_TEACHER_REVIEW", "IN_PROGRESS")
#: Hours a teacher reminder waits after its status was entered (what its text says; the
#: schedule itself is migration 0016's).
TEACHER_REMINDER_HOURS = 12

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

#: Delivery backoff never grows beyond an hour.
MAX_DELIVERY_BACKOFF_MS = 3_600_000


@dataclass(frozen=True)
class Decision:
    """What a job does at its time: FIRED, SKIPPED or MISSED, and why."""

    status: str
    reason: str | None = None


FIRE = Decision("FIRED")


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


def _deadline_reminder_skip(parameters, task) -> str | None:
    return None if task.status in GUARDED_STATUSES else "task_not_active"


def _teacher_reminder_skip(parameters, task) -> str | None:
    if task.status != parameters["status"]:
        return "status_changed"
    return _matching_skip(task)


def _due_at_reminder_skip(parameters, task) -> str | None:
    if task.status == "COMPLETED":
        return "completed"
    if task.status == "CANCELLED":
        return "task_cancelled"
    if task.due_at is None:
        return "no_due_at"
    return _matching_skip(task)


def _matching_skip(task) -> str | None:
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


def notification_for(kind, parameters, task) -> tuple[dict, dict]:
    """(recipient, message) of a fired job. Deadline notices go to the teacher (to the
    student while no teacher is matched); due-at reminders go to the student."""
    teacher_facing = kind != "DUE_AT_REMINDER" and task.teacher_id is not None
    recipient = (
        {"role": "TEACHER", "id": task.teacher_id}
        if teacher_facing
        else {"role": "STUDENT", "id": task.student_id}
    )
    texts = {
        "DEADLINE_CHECK": ("Task overdue", f"Task {task.id} has passed its processing deadline."),
        "DEADLINE_REMINDER": (
            "Deadline approaching",
            f"Task {task.id} must be processed within {parameters.get('hours')} hours.",
        ),
        "TEACHER_REMINDER": (
            "Task waiting for you",
            f"Task {task.id} has waited {TEACHER_REMINDER_HOURS} hours for your action.",
        ),
        "DUE_AT_REMINDER": (
            "Submission due soon",
            f"Task {task.id} is due in {parameters.get('hours')} hour(s).",
        ),
    }
    title, body = texts[kind]
    return recipient, {"title": title, "body": body}


def delivery_backoff_ms(attempt, min_backoff: timedelta) -> int:
    """Exponential backoff with jitter after the `attempt`-th failed delivery (from 1)."""
    factor = max(1, int(min_backoff.total_seconds() * 1000))
    return compute_backoff(
        attempt - 1, factor=factor, max_backoff=max(factor, MAX_DELIVERY_BACKOFF_MS)
    )[1]
