"""Bounds of every producer argument, on a real PostgreSQL: out-of-range ids, dates, text
and NUL bytes are refused with InvalidInput (never a DataError) and nothing is written."""

from datetime import timedelta

import pytest

import actors  # noqa: F401  (the broker)
from actors.collection.sources import add_source, set_source_enabled
from actors.notifications import create_task, reassign_task, record_progress_activity
from actors.recommendation import record_member_visit
from actors.review_stats import (
    admin_hide_review,
    admin_update_review,
    create_item,
    shop_create_review,
    shop_update_review,
)
from hourglass.core.errors import InvalidInput
from models import db
from tests.harness import scalar

DAY = timedelta(days=1)
TOO_BIG = 2**63
WRITTEN = """
SELECT (SELECT count(*) FROM member_visit_trigger) + (SELECT count(*) FROM task)
     + (SELECT count(*) FROM scheduled_job) + (SELECT count(*) FROM item)
     + (SELECT count(*) FROM review) + (SELECT count(*) FROM job_source)
     + (SELECT count(*) FROM company) + (SELECT count(*) FROM hourglass.message)
"""


def now():
    return db.now()


def source(**arguments):
    values = {
        "name": "acme",
        "format": "lever",
        "base_url": "https://api.lever.co",
        "board": "acme",
        "company": "Acme",
    }
    return add_source(**{**values, **arguments})


@pytest.mark.parametrize(
    "call, error",
    [
        (lambda: record_member_visit(TOO_BIG), "member_id must be a positive integer"),
        (lambda: record_member_visit(7, now().replace(year=1)), "visited_at must be from 30 day"),
        (
            lambda: record_member_visit(7, now().replace(year=9999)),
            "visited_at must be from 30 day",
        ),
        (lambda: record_member_visit(7, now() - 31 * DAY), "visited_at must be from 30 day"),
        (lambda: record_member_visit(7, now() + 2 * DAY), "visited_at must be from 30 day"),
        (lambda: create_task(TOO_BIG, 2, now() + DAY), "student_id must be a positive integer"),
        (lambda: create_task(1, TOO_BIG, now() + DAY), "teacher_id must be a positive integer"),
        (lambda: create_task(1, 2, now().replace(year=9999)), "deadline_at must be from 30 day"),
        (lambda: create_task(1, 2, now() + 367 * DAY), "deadline_at must be from 30 day"),
        (
            lambda: create_task(1, 2, now() + DAY, due_at=now() - 400 * DAY),
            "due_at must be from 30 day",
        ),
        (lambda: create_task(1, 2, now() + DAY, now=now() - 8 * DAY), "now must be from 7 day"),
        (lambda: record_progress_activity(TOO_BIG), "task_id must be a positive integer"),
        (
            lambda: reassign_task(1, 3, deadline_at=now().replace(year=1)),
            "deadline_at must be from 30 day",
        ),
        (
            lambda: create_item("SOUP", "x" * 1_000_000),
            "name must be 1 to 200 printable characters",
        ),
        (
            lambda: create_item("SOUP", "beef\x00broth"),
            "name must be a string with no NUL byte",
        ),
        (
            lambda: shop_create_review(1, TOO_BIG, 5, "SMALL", "SMOOTH", "SMALL"),
            "item_id must be a positive integer",
        ),
        (lambda: source(name="ac\x00me"), "source name must be 1 to 100"),
        (lambda: source(board="b" * 101), "board must be 1 to 100"),
        (lambda: source(company="Ac\x00me"), "company must be 1 to 200"),
        (
            lambda: source(base_url="https://api.lever.co/" + "x" * 3000),
            "base URL must be 1 to 2048",
        ),
        (lambda: source(enabled="yes"), "enabled must be True or False"),
        (lambda: set_source_enabled("ac\x00me", True), "source name must be 1 to 100"),
    ],
)
def test_out_of_bounds_arguments_are_refused_and_nothing_is_written(call, error):
    with pytest.raises(InvalidInput, match=error):
        call()
    assert scalar(WRITTEN) == 0


def test_a_refused_change_inside_a_callers_transaction_leaves_the_callers_work():
    with db.atomic():
        record_member_visit(7)
        with pytest.raises(InvalidInput):
            create_task(1, 2, now().replace(year=9999))
    assert scalar("SELECT count(*) FROM member_visit_trigger") == 1
    assert scalar("SELECT count(*) FROM task") == 0


def test_times_at_the_edges_of_their_windows_are_accepted():
    at = now()
    assert record_member_visit(7, at - 30 * DAY + timedelta(seconds=5)) is True
    task_id = create_task(
        1, 2, at + 366 * DAY - timedelta(seconds=5), due_at=at - 30 * DAY + timedelta(seconds=5)
    )
    record_progress_activity(task_id, now=at + 7 * DAY - timedelta(seconds=5))


@pytest.mark.parametrize(
    "call, error",
    [
        (
            lambda: shop_create_review(1, 1, 0, "SMALL", "THICK", "LARGE"),
            "rating must be an integer from 1 to 5",
        ),
        (
            lambda: shop_create_review(1, 1, 5.0, "SMALL", "THICK", "LARGE"),
            "rating must be an integer",
        ),
        (
            lambda: shop_create_review(1, 1, 5, "MEDIUM", "THICK", "LARGE"),
            "capacity must be one of SMALL, ENOUGH, PLENTY",
        ),
        (lambda: shop_create_review(1, 1, 5, "SMALL", "thick", "LARGE"), "density must be one of"),
        (
            lambda: shop_create_review(1, 1, 5, "SMALL", "THICK", "ENOUGH"),
            "particle must be one of",
        ),
        (
            lambda: shop_create_review(-1, 1, 5, "SMALL", "THICK", "LARGE"),
            "user_id must be a positive integer",
        ),
        (lambda: shop_update_review(1, 2), "must change at least one"),
        (lambda: admin_update_review(1, 2, particle="HUGE"), "particle must be one of"),
        (lambda: admin_hide_review(None, 2), "admin_id must be a positive integer"),
    ],
)
def test_bad_review_input_is_refused_with_a_clear_error_and_nothing_is_written(call, error):
    with pytest.raises(InvalidInput, match=error):
        call()
    assert scalar(WRITTEN) == 0
