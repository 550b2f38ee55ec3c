"""The rules of exact-time notifications, as plain functions with `now` passed in: when each
kind of job fires, what every state change does to the schedule, and when a job skips."""

from datetime import UTC, datetime, timedelta

import pytest

from actors.notifications import (
    delivery_backoff_ms,
    firing_decision,
    notification_for,
    planned_jobs,
    schedule_changes,
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


def times(jobs):
    return {job.key: job.fire_at for job in jobs}


def waiting_for(before):
    """The waiting jobs a task in state `before` has, as its last change left them."""
    scheduled, _ = schedule_changes({}, planned_jobs(before), NOW)
    return times(scheduled)


# --- when each kind fires ---------------------------------------------------------------------


def test_a_new_selected_task_calls_for_all_four_kinds_at_their_times():
    assert times(planned_jobs(task())) == {
        "DEADLINE_CHECK:7:SELECTED": DEADLINE,
        "DEADLINE_REMINDER:7:48": DEADLINE - 48 * H,
        "TEACHER_REMINDER:7:SELECTED": NOW + 12 * H,
        "DUE_AT_REMINDER:7:48": DUE - 48 * H,
        "DUE_AT_REMINDER:7:24": DUE - 24 * H,
        "DUE_AT_REMINDER:7:12": DUE - 12 * H,
        "DUE_AT_REMINDER:7:8": DUE - 8 * H,
        "DUE_AT_REMINDER:7:4": DUE - 4 * H,
        "DUE_AT_REMINDER:7:1": DUE - 1 * H,
    }


@pytest.mark.parametrize(
    "status, matching, due_at, expected_keys",
    [
        (
            "PENDING_TEACHER_REVIEW",
            "MATCHED",
            None,
            {
                "DEADLINE_CHECK:7:PENDING_TEACHER_REVIEW",
                "DEADLINE_REMINDER:7:48",
                "TEACHER_REMINDER:7:PENDING_TEACHER_REVIEW",
            },
        ),
        (
            "IN_PROGRESS",
            "MATCHED",
            None,
            {"DEADLINE_CHECK:7:IN_PROGRESS", "DEADLINE_REMINDER:7:48"},
        ),
        (
            "SELECTED",
            "UNMATCHED",
            None,
            {"DEADLINE_CHECK:7:SELECTED", "DEADLINE_REMINDER:7:48", "TEACHER_REMINDER:7:SELECTED"},
        ),
        ("COMPLETED", "MATCHED", DUE, set()),
        ("CANCELLED", "MATCHED", DUE, set()),
        ("IN_PROGRESS", "CANCELLED", DUE, set()),
    ],
)
def test_each_state_calls_for_its_own_jobs(status, matching, due_at, expected_keys):
    assert (
        set(times(planned_jobs(task(status=status, matching=matching, due_at=due_at))))
        == expected_keys
    )


def test_past_reminders_are_not_scheduled_and_a_past_deadline_check_is():
    late = task(deadline_at=NOW + 30 * H, due_at=NOW + 10 * H, status_entered_at=NOW - 13 * H)
    scheduled, cancelled = schedule_changes({}, planned_jobs(late), NOW)
    assert set(times(scheduled)) == {
        "DEADLINE_CHECK:7:SELECTED",
        "DUE_AT_REMINDER:7:8",
        "DUE_AT_REMINDER:7:4",
        "DUE_AT_REMINDER:7:1",
    }
    overdue = task(deadline_at=NOW - H, due_at=None, status_entered_at=NOW - 13 * H)
    scheduled, _ = schedule_changes({}, planned_jobs(overdue), NOW)
    assert times(scheduled) == {"DEADLINE_CHECK:7:SELECTED": NOW - H}
    assert cancelled == []


# --- what every state change does to the schedule -------------------------------------------

ALL_NINE = set(times(planned_jobs(task())))
DUE_AT_KEYS = {key for key in ALL_NINE if key.startswith("DUE_AT_REMINDER")}

# (change, state before (None: new task), state after, replace all, scheduled, cancelled)
TRANSITIONS = [
    ("create", None, task(), False, ALL_NINE, set()),
    (
        "SELECTED → PENDING_TEACHER_REVIEW",
        task(),
        task(status="PENDING_TEACHER_REVIEW", status_entered_at=NOW + H),
        False,
        {"DEADLINE_CHECK:7:PENDING_TEACHER_REVIEW", "TEACHER_REMINDER:7:PENDING_TEACHER_REVIEW"},
        {"DEADLINE_CHECK:7:SELECTED", "TEACHER_REMINDER:7:SELECTED"},
    ),
    (
        "SELECTED → IN_PROGRESS",
        task(),
        task(status="IN_PROGRESS", status_entered_at=NOW + H),
        False,
        {"DEADLINE_CHECK:7:IN_PROGRESS"},
        {"DEADLINE_CHECK:7:SELECTED", "TEACHER_REMINDER:7:SELECTED"},
    ),
    (
        "PENDING_TEACHER_REVIEW → IN_PROGRESS",
        task(status="PENDING_TEACHER_REVIEW"),
        task(status="IN_PROGRESS", status_entered_at=NOW + H),
        False,
        {"DEADLINE_CHECK:7:IN_PROGRESS"},
        {"DEADLINE_CHECK:7:PENDING_TEACHER_REVIEW", "TEACHER_REMINDER:7:PENDING_TEACHER_REVIEW"},
    ),
    (
        "IN_PROGRESS → PENDING_TEACHER_REVIEW",
        task(status="IN_PROGRESS"),
        task(status="PENDING_TEACHER_REVIEW", status_entered_at=NOW + H),
        False,
        {"DEADLINE_CHECK:7:PENDING_TEACHER_REVIEW", "TEACHER_REMINDER:7:PENDING_TEACHER_REVIEW"},
        {"DEADLINE_CHECK:7:IN_PROGRESS"},
    ),
    (
        "complete",
        task(status="IN_PROGRESS"),
        task(status="COMPLETED"),
        False,
        set(),
        ALL_NINE - {"DEADLINE_CHECK:7:SELECTED", "TEACHER_REMINDER:7:SELECTED"}
        | {"DEADLINE_CHECK:7:IN_PROGRESS"},
    ),
    ("status CANCELLED", task(), task(status="CANCELLED"), False, set(), ALL_NINE),
    ("refund (matching cancelled)", task(), task(matching="CANCELLED"), False, set(), ALL_NINE),
    (
        "reassignment",
        task(),
        task(teacher_id=3, status_entered_at=NOW + H, deadline_at=DEADLINE + 24 * H),
        True,
        ALL_NINE,
        set(),
    ),
    (
        "progress activity (deadline extended)",
        task(status="IN_PROGRESS"),
        task(status="IN_PROGRESS", deadline_at=DEADLINE + 24 * H),
        False,
        {"DEADLINE_CHECK:7:IN_PROGRESS", "DEADLINE_REMINDER:7:48"},
        set(),
    ),
]


@pytest.mark.parametrize(
    "before, after, replace_all, scheduled, cancelled",
    [row[1:] for row in TRANSITIONS],
    ids=[row[0] for row in TRANSITIONS],
)
def test_every_state_change_moves_exactly_its_jobs(
    before, after, replace_all, scheduled, cancelled
):
    waiting = waiting_for(before) if before is not None else {}
    to_schedule, to_cancel = schedule_changes(waiting, planned_jobs(after), NOW + H, replace_all)
    assert set(times(to_schedule)) == scheduled
    assert set(to_cancel) == cancelled
    for job in to_schedule:
        assert job.fire_at == times(planned_jobs(after))[job.key]


def test_reassignment_cancels_a_reminder_whose_recomputed_time_has_passed():
    before = task(due_at=NOW + 30 * H)
    waiting = waiting_for(before)
    assert "DUE_AT_REMINDER:7:24" in waiting
    to_schedule, to_cancel = schedule_changes(
        waiting, planned_jobs(before), NOW + 7 * H, replace_all=True
    )
    assert "DUE_AT_REMINDER:7:24" in to_cancel
    assert "DUE_AT_REMINDER:7:24" not in times(to_schedule)


def test_a_waiting_job_due_now_is_left_to_fire_by_an_unrelated_change():
    before = task()
    waiting = waiting_for(before)
    reminder_time = waiting["DEADLINE_REMINDER:7:48"]
    to_schedule, to_cancel = schedule_changes(
        waiting, planned_jobs(task(status="PENDING_TEACHER_REVIEW")), reminder_time
    )
    assert "DEADLINE_REMINDER:7:48" not in to_cancel
    assert "DEADLINE_REMINDER:7:48" not in times(to_schedule)


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
