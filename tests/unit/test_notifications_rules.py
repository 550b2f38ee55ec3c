"""The firing rules of exact-time notifications, as plain functions with `now` passed in:
when a job skips, misses or fires, what it says, and how deliveries back off (the schedule's
rules are SQL: tests/integration/test_notification_schedule_rules.py)."""

from datetime import UTC, datetime, timedelta

import pytest

from actors.notifications import (
    delivery_backoff_ms,
    firing_decision,
    notification_for,
)
from models.notifications import Task

NOW = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)
H = timedelta(hours=1)
LATENESS = timedelta(minutes=30)

DEADLINE = NOW + 72 * H
DUE = NOW + 50 * H


def task(**changes):
    values = {
        "id": 7,
        "student_id": 1,
        "teacher_id": 2,
        "status": "SELECTED",
        "matching": "MATCHED",
        "deadline_at": DEADLINE,
        "due_at": DUE,
        "overdue_notified_at": None,
        "status_entered_at": NOW,
    }
    return Task(**{**values, **changes})


# --- when a job skips, misses or fires ----------------------------------------------------

DC = "DEADLINE_CHECK"
DR = "DEADLINE_REMINDER"
TR = "TEACHER_REMINDER"
DUE_R = "DUE_AT_REMINDER"

# (kind, parameters, task state, how late, expected status, expected reason)
DECISIONS = [
    (DC, {"status": "SELECTED"}, task(), 0 * H, "FIRED", None),
    (DC, {"status": "SELECTED"}, task(), 30 * H, "FIRED", None),
    (
        DC,
        {"status": "SELECTED"},
        task(status="PENDING_TEACHER_REVIEW"),
        0 * H,
        "SKIPPED",
        "status_changed",
    ),
    (
        DC,
        {"status": "PENDING_TEACHER_REVIEW"},
        task(status="PENDING_TEACHER_REVIEW"),
        0 * H,
        "FIRED",
        None,
    ),
    (
        DC,
        {"status": "PENDING_TEACHER_REVIEW"},
        task(status="IN_PROGRESS"),
        0 * H,
        "SKIPPED",
        "status_changed",
    ),
    (DC, {"status": "IN_PROGRESS"}, task(status="IN_PROGRESS"), 0 * H, "FIRED", None),
    (
        DC,
        {"status": "IN_PROGRESS"},
        task(status="IN_PROGRESS", overdue_notified_at=NOW),
        0 * H,
        "SKIPPED",
        "already_notified",
    ),
    (DC, {"status": "IN_PROGRESS"}, task(status="COMPLETED"), 0 * H, "SKIPPED", "status_changed"),
    (DR, {"hours": 48}, task(), 0 * H, "FIRED", None),
    (DR, {"hours": 48}, task(status="PENDING_TEACHER_REVIEW"), 0 * H, "FIRED", None),
    (DR, {"hours": 48}, task(status="IN_PROGRESS"), 0 * H, "FIRED", None),
    (DR, {"hours": 48}, task(status="COMPLETED"), 0 * H, "SKIPPED", "task_not_active"),
    (DR, {"hours": 48}, task(status="CANCELLED"), 0 * H, "SKIPPED", "task_not_active"),
    (DR, {"hours": 48}, task(), 31 * timedelta(minutes=1), "MISSED", "too_late"),
    (TR, {"status": "SELECTED"}, task(), 0 * H, "FIRED", None),
    (TR, {"status": "SELECTED"}, task(), 29 * timedelta(minutes=1), "FIRED", None),
    (TR, {"status": "SELECTED"}, task(), 31 * timedelta(minutes=1), "MISSED", "too_late"),
    (
        TR,
        {"status": "SELECTED"},
        task(status="PENDING_TEACHER_REVIEW"),
        0 * H,
        "SKIPPED",
        "status_changed",
    ),
    (
        TR,
        {"status": "PENDING_TEACHER_REVIEW"},
        task(status="PENDING_TEACHER_REVIEW"),
        0 * H,
        "FIRED",
        None,
    ),
    (
        TR,
        {"status": "SELECTED"},
        task(matching="CANCELLED"),
        0 * H,
        "SKIPPED",
        "matching_cancelled",
    ),
    (
        TR,
        {"status": "SELECTED"},
        task(matching="UNMATCHED", teacher_id=None),
        0 * H,
        "SKIPPED",
        "unmatched",
    ),
    (DUE_R, {"hours": 24}, task(), 0 * H, "FIRED", None),
    (DUE_R, {"hours": 24}, task(status="IN_PROGRESS"), 0 * H, "FIRED", None),
    (DUE_R, {"hours": 24}, task(status="COMPLETED"), 0 * H, "SKIPPED", "completed"),
    (DUE_R, {"hours": 24}, task(status="CANCELLED"), 0 * H, "SKIPPED", "task_cancelled"),
    (DUE_R, {"hours": 24}, task(due_at=None), 0 * H, "SKIPPED", "no_due_at"),
    (DUE_R, {"hours": 24}, task(matching="CANCELLED"), 0 * H, "SKIPPED", "matching_cancelled"),
    (
        DUE_R,
        {"hours": 24},
        task(matching="UNMATCHED", teacher_id=None),
        0 * H,
        "SKIPPED",
        "unmatched",
    ),
    (DUE_R, {"hours": 24}, task(), 31 * timedelta(minutes=1), "MISSED", "too_late"),
]


@pytest.mark.parametrize("kind, parameters, state, late, status, reason", DECISIONS)
def test_each_kind_fires_only_while_the_task_still_calls_for_it(
    kind, parameters, state, late, status, reason
):
    fire_at = NOW
    decision = firing_decision(kind, parameters, fire_at, state, fire_at + late, LATENESS)
    assert (decision.status, decision.reason) == (status, reason)


def test_a_reminder_going_out_after_the_moment_it_reminds_of_is_missed():
    # A one-hour due-at reminder 20 minutes late is within the allowed lateness, but the
    # due time itself moved to 10 minutes after the reminder's time.
    due_soon = task(due_at=NOW + timedelta(minutes=10))
    decision = firing_decision(
        DUE_R, {"hours": 1}, NOW, due_soon, NOW + timedelta(minutes=20), LATENESS
    )
    assert (decision.status, decision.reason) == ("MISSED", "past_due_at")
    deadline_soon = task(deadline_at=NOW + timedelta(minutes=5))
    decision = firing_decision(
        DR, {"hours": 48}, NOW, deadline_soon, NOW + timedelta(minutes=6), LATENESS
    )
    assert (decision.status, decision.reason) == ("MISSED", "past_deadline")


def test_deadline_notices_go_to_the_teacher_and_due_at_reminders_to_the_student():
    assert notification_for(DC, {"status": "SELECTED"}, task())[0] == {"role": "TEACHER", "id": 2}
    assert notification_for(DC, {"status": "SELECTED"}, task(teacher_id=None))[0] == {
        "role": "STUDENT",
        "id": 1,
    }
    assert notification_for(DUE_R, {"hours": 4}, task())[0] == {"role": "STUDENT", "id": 1}
    assert "4 hour" in notification_for(DUE_R, {"hours": 4}, task())[1]["body"]


def test_delivery_backoff_grows_from_the_minimum_and_stays_capped():
    minimum = timedelta(seconds=2)
    first = delivery_backoff_ms(1, minimum)
    third = delivery_backoff_ms(3, minimum)
    assert 2000 <= first <= 4000
    assert 8000 <= third <= 16000
    assert delivery_backoff_ms(40, minimum) <= 3_600_000
