"""The schedule rules of the task service, in SQL (migration 0016's `planned_jobs_v1` and
`schedule_changes_v1`), called on a real PostgreSQL with a task's state and `now` passed in:
which jobs each state calls for, and what every state change does to the schedule."""

from datetime import datetime
from typing import NamedTuple

import pytest

from models import db
from tests.unit.test_notifications_rules import DEADLINE, DUE, NOW, H, task

TASK_COLUMNS = (
    "id, student_id, teacher_id, status, matching, deadline_at, due_at, overdue_notified_at,"
    " status_entered_at, created_at, updated_at"
)


class Job(NamedTuple):
    key: str
    kind: str
    fire_at: datetime


class Plan(list):
    """The jobs a task's state calls for, with the task they were planned for."""

    def __init__(self, task, jobs):
        super().__init__(jobs)
        self.task = task


def task_row(task):
    values = [getattr(task, column.strip()) for column in TASK_COLUMNS.split(",")]
    return f"ROW({', '.join(['%s'] * len(values))})::task", values


def planned_jobs(task):
    row, values = task_row(task)
    rows = db.execute_sql(
        f"SELECT job_key, kind, fire_at FROM hourglass.planned_jobs_v1({row})", values
    ).fetchall()
    return Plan(task, [Job(*r) for r in rows])


def schedule_changes(waiting, plan, now, replace_all=False):
    """(jobs to schedule, waiting keys to cancel) of migration 0016's schedule_changes_v1."""
    row, values = task_row(plan.task)
    rows = db.execute_sql(
        f"SELECT action, job_key, kind, fire_at"
        f" FROM hourglass.schedule_changes_v1({row}, %s::text[], %s::timestamptz[], %s, %s)",
        [*values, list(waiting), list(waiting.values()), now, replace_all],
    ).fetchall()
    to_schedule = [
        Job(key, kind, fire_at) for action, key, kind, fire_at in rows if action == "schedule"
    ]
    return to_schedule, sorted(key for action, key, _, _ in rows if action == "cancel")


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

ALL_NINE = {
    "DEADLINE_CHECK:7:SELECTED",
    "DEADLINE_REMINDER:7:48",
    "TEACHER_REMINDER:7:SELECTED",
    *(f"DUE_AT_REMINDER:7:{hours}" for hours in (48, 24, 12, 8, 4, 1)),
}
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
