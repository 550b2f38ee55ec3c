"""The producer API in SQL (migrations 0015-0017), on a real PostgreSQL: each function called
on a product's own psycopg connection leaves the rows and queue messages the Python API
leaves; bad input is a data exception naming the argument, and nothing of the caller's
transaction remains; random sequences of changes give the same schedules and statistics
through either path."""

import os
from datetime import timedelta

import psycopg
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import actors  # noqa: F401  (the broker)
from actors import recommendation, review_stats
from actors.notifications import fire_scheduled_job, service
from hourglass.core.errors import InvalidInput
from models import db
from tests.conftest import empty_tables
from tests.harness import scalar
from tests.producers import PUBLIC_FUNCTIONS, EveryProducer

DAY = timedelta(days=1)
H = timedelta(hours=1)

#: Every row a producer call may leave, times as offsets from the transaction's now() and
#: random ids (message ids, tickets, timestamps) left out: what a worker would act on.
SNAPSHOT = {
    "member_visit_trigger": """
        SELECT member_id, last_visited_at - %(t0)s, trigger_at - %(t0)s FROM member_visit_trigger
        ORDER BY member_id""",
    "task": """
        SELECT id, student_id, teacher_id, status, matching, deadline_at - %(t0)s, due_at - %(t0)s,
               status_entered_at - %(t0)s FROM task ORDER BY id""",
    "scheduled_job": """
        SELECT id, job_key, kind, task_id, parameters, fire_at - %(t0)s, version, status, reason,
               message_id IS NOT NULL FROM scheduled_job ORDER BY id""",
    "item": "SELECT id, item_type, name FROM item ORDER BY id",
    "review": """
        SELECT id, item_id, user_id, rating, capacity, density, particle, hidden_at IS NOT NULL,
               deleted_at IS NOT NULL FROM review ORDER BY id""",
    "review_stats_signal": """
        SELECT item_type, dirty_version, recomputed_version, pending_ticket IS NOT NULL,
               last_changed_by FROM review_stats_signal ORDER BY item_type""",
    # The timers point at their jobs' rows, the recomputes at their signal's ticket.
    "queue": """
        SELECT q.queue_name, q."state", q.available_at - %(t0)s,
               CASE WHEN q.queue_name = 'review_stats' THEN q.message #- '{args,1}' ELSE q.message END
                   - 'message_id' - 'message_timestamp' AS message,
               q.message->>'message_id' = q.message_id::text AS named_by_its_row,
               coalesce(j.job_key, s.item_type) AS owner,
               ARRAY(SELECT k FROM jsonb_object_keys(q.message) AS k ORDER BY k) AS keys
        FROM hourglass.message AS q
        LEFT JOIN scheduled_job AS j ON j.message_id = q.message_id
        LEFT JOIN review_stats_signal AS s ON s.pending_ticket::text = q.message->'args'->>1
        ORDER BY q.queue_name, owner, q.available_at""",
}


def snapshot(t0) -> dict:
    return {name: db.execute_sql(sql, {"t0": t0}).fetchall() for name, sql in SNAPSHOT.items()}


@pytest.fixture
def product_connection():
    """The product's own connection (not hourglass's): psycopg, as a product holds one."""
    with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
        yield conn


class PythonPath:
    """The Python API on models.db, one transaction: the reference the SQL path must match."""

    def __init__(self) -> None:
        self.record_member_visit = recommendation.record_member_visit
        for name in (
            "create_task",
            "change_task_status",
            "complete_task",
            "reassign_task",
            "refund_task",
            "record_progress_activity",
        ):
            setattr(self, name, getattr(service, name))
        for name in (
            "create_item",
            "shop_create_review",
            "admin_create_review",
            "shop_update_review",
            "admin_update_review",
            "admin_delete_review",
            "admin_hide_review",
            "admin_unhide_review",
        ):
            setattr(self, name, getattr(review_stats, name))

    def run(self, calls):
        with db.atomic():
            t0 = db.now()
            outcomes = [_outcome(lambda c=call: c(self, t0)) for call in calls]
        return t0, outcomes


class SqlPath:
    """The SQL functions on the product's psycopg connection, one transaction; a refused
    call runs in a savepoint (as the Python API's do), so the sequence goes on."""

    def __init__(self, conn) -> None:
        self.conn = conn
        self.producer = EveryProducer(conn)

    def __getattr__(self, name):
        function = getattr(self.producer, name)

        def in_savepoint(*args, **kwargs):
            with self.conn.transaction():
                return function(*args, **kwargs)

        return in_savepoint

    def run(self, calls):
        with self.conn.transaction():
            t0 = self.conn.execute("SELECT now()").fetchone()[0]
            outcomes = [_outcome(lambda c=call: c(self, t0)) for call in calls]
        return t0, outcomes


def _outcome(call):
    try:
        return ("returned", call())
    except InvalidInput as exc:
        return ("refused", str(exc).split(", got")[0].split(" (")[0])


def both_paths(calls, conn):
    """(Python path's outcomes and rows, SQL path's), each from empty tables."""
    empty_tables()
    t0, python_outcomes = PythonPath().run(calls)
    python_rows = snapshot(t0)
    empty_tables()
    t0, sql_outcomes = SqlPath(conn).run(calls)
    sql_rows = snapshot(t0)
    return (python_outcomes, python_rows), (sql_outcomes, sql_rows)


# --- the functions a client calls ----------------------------------------------------------

TYPE_NAMES = {
    "bigint": "bigint",
    "int": "integer",
    "text": "text",
    "timestamptz": "timestamp with time zone",
}


@pytest.mark.parametrize("function", sorted(PUBLIC_FUNCTIONS))
def test_each_public_function_takes_the_python_apis_arguments_in_its_order(function):
    """Names, order and types as the issue lists them (arguments with a default last)."""
    (arguments,) = db.execute_sql(
        """
        SELECT pg_get_function_identity_arguments(p.oid) FROM pg_proc AS p
        JOIN pg_namespace AS n ON n.oid = p.pronamespace
        WHERE n.nspname = 'hourglass' AND p.proname = %s
        """,
        (function,),
    ).fetchone()
    expected = ", ".join(
        f"{name} {TYPE_NAMES[sql_type]}"
        for name, sql_type in map(str.split, PUBLIC_FUNCTIONS[function].arguments)
    )
    assert arguments == expected


# --- each function: the same rows and messages as the Python API --------------------------

FUNCTION_CALLS = {
    "record_member_visit": [
        lambda p, t0: p.record_member_visit(7),
        lambda p, t0: p.record_member_visit(7),
        lambda p, t0: p.record_member_visit(8, t0 - 2 * H),
    ],
    "create_task": [
        lambda p, t0: p.create_task(1, 2, t0 + 3 * DAY, t0 + 2 * DAY),
        lambda p, t0: p.create_task(1, None, t0 - H),
    ],
    "change_task_status": [
        lambda p, t0: p.create_task(1, 2, t0 + 3 * DAY, t0 + 2 * DAY),
        lambda p, t0: p.change_task_status(1, "PENDING_TEACHER_REVIEW"),
        lambda p, t0: p.change_task_status(1, "IN_PROGRESS"),
        lambda p, t0: p.change_task_status(1, "CANCELLED"),
    ],
    "complete_task": [
        lambda p, t0: p.create_task(1, 2, t0 + 3 * DAY),
        lambda p, t0: p.complete_task(1),
        lambda p, t0: p.complete_task(1),
    ],
    "reassign_task": [
        lambda p, t0: p.create_task(1, None, t0 + 3 * DAY, t0 + 5 * DAY),
        lambda p, t0: p.reassign_task(1, 3),
        lambda p, t0: p.reassign_task(1, 4, t0 + 4 * DAY),
    ],
    "refund_task": [
        lambda p, t0: p.create_task(1, 2, t0 + 3 * DAY, t0 + 2 * DAY),
        lambda p, t0: p.refund_task(1),
        lambda p, t0: p.refund_task(1),
    ],
    "record_progress_activity": [
        lambda p, t0: p.create_task(1, 2, t0 + DAY),
        lambda p, t0: p.change_task_status(1, "IN_PROGRESS"),
        lambda p, t0: p.record_progress_activity(1),
    ],
    "create_item": [lambda p, t0: p.create_item("SOUP", "  beef broth ")],
    "shop_create_review": [
        lambda p, t0: p.create_item("SOUP", "broth"),
        lambda p, t0: p.shop_create_review(5, 1, 4, "SMALL", "SMOOTH", "LARGE"),
        lambda p, t0: p.shop_create_review(6, 1, 2, "PLENTY", "THICK", "SMALL"),
    ],
    "admin_create_review": [
        lambda p, t0: p.create_item("SNACK", "rice cake"),
        lambda p, t0: p.admin_create_review(9, 1, 5, 3, "ENOUGH", "WATERY", "MEDIUM"),
    ],
    "shop_update_review": [
        lambda p, t0: p.create_item("SOUP", "broth"),
        lambda p, t0: p.shop_create_review(5, 1, 4, "SMALL", "SMOOTH", "LARGE"),
        lambda p, t0: p.shop_update_review(5, 1, rating=1, particle="SMALL"),
    ],
    "admin_update_review": [
        lambda p, t0: p.create_item("SOUP", "broth"),
        lambda p, t0: p.shop_create_review(5, 1, 4, "SMALL", "SMOOTH", "LARGE"),
        lambda p, t0: p.admin_update_review(9, 1, density="THICK"),
    ],
    "admin_delete_review": [
        lambda p, t0: p.create_item("SOUP", "broth"),
        lambda p, t0: p.shop_create_review(5, 1, 4, "SMALL", "SMOOTH", "LARGE"),
        lambda p, t0: p.admin_delete_review(9, 1),
        lambda p, t0: p.admin_delete_review(9, 1),
    ],
    "admin_hide_review": [
        lambda p, t0: p.create_item("SOUP", "broth"),
        lambda p, t0: p.shop_create_review(5, 1, 4, "SMALL", "SMOOTH", "LARGE"),
        lambda p, t0: p.admin_hide_review(9, 1),
        lambda p, t0: p.admin_hide_review(9, 1),
    ],
    "admin_unhide_review": [
        lambda p, t0: p.create_item("SOUP", "broth"),
        lambda p, t0: p.shop_create_review(5, 1, 4, "SMALL", "SMOOTH", "LARGE"),
        lambda p, t0: p.admin_hide_review(9, 1),
        lambda p, t0: p.admin_unhide_review(9, 1),
        lambda p, t0: p.admin_unhide_review(9, 1),
    ],
}


@pytest.mark.parametrize("function", sorted(FUNCTION_CALLS))
def test_each_function_leaves_the_rows_and_messages_the_python_api_leaves(
    function, product_connection
):
    python, sql = both_paths(FUNCTION_CALLS[function], product_connection)
    assert sql == python
    outcomes, rows = sql
    assert all(kind == "returned" for kind, _ in outcomes), outcomes
    assert any(rows.values())


def test_a_timer_written_in_sql_is_the_message_dramatiq_would_send(product_connection):
    producer = EveryProducer(product_connection)
    with product_connection.transaction():
        task_id = producer.create_task(1, 2, scalar("SELECT now()") + 3 * DAY)
    job_id, version, message_id = db.execute_sql(
        "SELECT id, version, message_id::text FROM scheduled_job WHERE kind = 'DEADLINE_CHECK'"
    ).fetchone()
    (message,) = db.execute_sql(
        "SELECT message FROM hourglass.message WHERE message_id = %s", (message_id,)
    ).fetchone()
    expected = fire_scheduled_job.message(job_id, version).asdict()
    assert set(message) == set(expected)
    assert {k: message[k] for k in ("queue_name", "actor_name", "args", "kwargs", "options")} == {
        "queue_name": expected["queue_name"],
        "actor_name": expected["actor_name"],
        "args": list(expected["args"]),
        "kwargs": expected["kwargs"],
        "options": expected["options"],
    }
    assert message["message_id"] == message_id
    assert task_id == 1


def test_a_task_whose_timers_fall_due_later_than_five_seconds_is_created_without_a_notify(
    product_connection,
):
    """A transaction that NOTIFYs commits only in turn with every other that does, WAL flush
    included: a task's timers, hours to days ahead, go unnotified, for the waker to find at
    its next look; a message sent due within 5 s is notified (docs/decisions/0010). Notifies
    arrive in commit order: the first heard is the second call's."""
    listener = psycopg.connect(os.environ["DATABASE_URL"], autocommit=True)
    try:
        listener.execute('LISTEN "dramatiq.notify_fire.enqueue"')
        with product_connection.transaction():
            EveryProducer(product_connection).create_task(
                1, 2, scalar("SELECT now()") + 3 * DAY, scalar("SELECT now()") + 4 * DAY
            )
        with product_connection.transaction():
            product_connection.execute(
                "SELECT hourglass.enqueue_v4('notify_fire', 'fire_scheduled_job',"
                " ARRAY['[1, 1]'::jsonb, '[2, 1]'::jsonb], ARRAY[gen_random_uuid(), gen_random_uuid()],"
                " ARRAY[60000, 4999]::float8[])"
            )
        assert len(list(listener.notifies(timeout=5, stop_after=1))) == 1
        assert list(listener.notifies(timeout=0)) == []
    finally:
        listener.close()
    assert scalar("SELECT count(*) FROM scheduled_job") > 1


def test_a_tasks_timers_days_ahead_wait_in_the_outer_wheel_and_move_with_its_schedule(
    product_connection,
):
    """Timers due later than the wheel's hour go to the outer wheel, none to dramatiq.queue
    (decision 0011); a schedule's move tombstones the replaced ones there."""
    producer = EveryProducer(product_connection)
    with product_connection.transaction():
        task_id = producer.create_task(
            1, 2, scalar("SELECT now()") + 3 * DAY, scalar("SELECT now()") + 4 * DAY
        )
    timers = scalar("SELECT count(*) FROM scheduled_job WHERE status = 'SCHEDULED'")
    assert timers > 1
    assert scalar("SELECT count(*) FROM queue_outer_message") == timers
    assert scalar("SELECT count(*) FROM dramatiq.queue") == 0
    with product_connection.transaction():
        product_connection.execute("SELECT hourglass.complete_task(%s)", (task_id,))
    assert scalar("SELECT count(*) FROM queue_outer_cancel") == timers
    assert scalar("SELECT count(*) FROM hourglass.message WHERE lane = 'outer'") == 0


# --- bad input: a data exception naming the argument, nothing left -----------------------

BAD_CALLS = [
    ("record_member_visit(0)", "member_id must be a positive integer", "22023"),
    ("record_member_visit(NULL)", "member_id must be a positive integer", "22004"),
    (
        "record_member_visit(7, now() - interval '31 days')",
        "visited_at must be from 30 day(s)",
        "22008",
    ),
    (
        "record_member_visit(7, now() + interval '25 hours')",
        "visited_at must be from 30 day(s)",
        "22008",
    ),
    (
        "create_task(-1, 2, now() + interval '1 day')",
        "student_id must be a positive integer",
        "22023",
    ),
    (
        "create_task(1, 0, now() + interval '1 day')",
        "teacher_id must be a positive integer",
        "22023",
    ),
    (
        "create_task(1, 2, now() + interval '367 days')",
        "deadline_at must be from 30 day(s) before to 366 day(s)",
        "22008",
    ),
    ("create_task(1, 2, NULL)", "deadline_at must be from 30 day(s)", "22004"),
    (
        "create_task(1, 2, now() + interval '1 day', now() - interval '31 days')",
        "due_at must be from 30 day(s)",
        "22008",
    ),
    (
        "change_task_status(1, 'DONE')",
        "status must be one of SELECTED, PENDING_TEACHER_REVIEW",
        "22023",
    ),
    ("change_task_status(999, 'IN_PROGRESS')", "task 999 does not exist", "23503"),
    ("change_task_status(0, 'IN_PROGRESS')", "task_id must be a positive integer", "22023"),
    ("complete_task(999)", "task 999 does not exist", "23503"),
    ("reassign_task(1, 0)", "teacher_id must be a positive integer", "22023"),
    (
        "reassign_task(1, 3, now() - interval '40 days')",
        "deadline_at must be from 30 day(s)",
        "22008",
    ),
    ("refund_task(-5)", "task_id must be a positive integer", "22023"),
    ("record_progress_activity(999)", "task 999 does not exist", "23503"),
    ("create_item('SOUPS', 'broth')", "item_type must be one of EARLY_WEANING", "22023"),
    ("create_item('SOUP', '   ')", "name must be 1 to 200 printable characters", "22023"),
    (
        "create_item('SOUP', repeat('x', 201))",
        "name must be 1 to 200 printable characters",
        "22023",
    ),
    ("create_item('SOUP', E'beef\\nbroth')", "name must be 1 to 200 printable characters", "22023"),
    (
        "shop_create_review(0, 1, 5, 'SMALL', 'SMOOTH', 'SMALL')",
        "user_id must be a positive integer",
        "22023",
    ),
    (
        "shop_create_review(1, 0, 5, 'SMALL', 'SMOOTH', 'SMALL')",
        "item_id must be a positive integer",
        "22023",
    ),
    ("shop_create_review(1, 999, 5, 'SMALL', 'SMOOTH', 'SMALL')", "unknown item 999", "23503"),
    (
        "shop_create_review(1, 1, 6, 'SMALL', 'SMOOTH', 'SMALL')",
        "rating must be an integer from 1 to 5",
        "22003",
    ),
    (
        "shop_create_review(1, 1, 5, 'HUGE', 'SMOOTH', 'SMALL')",
        "capacity must be one of SMALL, ENOUGH, PLENTY",
        "22023",
    ),
    ("shop_create_review(1, 1, 5, 'SMALL', 'GLUEY', 'SMALL')", "density must be one of", "22023"),
    ("shop_create_review(1, 1, 5, 'SMALL', 'SMOOTH', NULL)", "particle must be one of", "22004"),
    (
        "admin_create_review(0, 1, 5, 5, 'SMALL', 'SMOOTH', 'SMALL')",
        "admin_id must be a positive integer",
        "22023",
    ),
    (
        "admin_create_review(9, 1, 0, 5, 'SMALL', 'SMOOTH', 'SMALL')",
        "user_id must be a positive integer",
        "22023",
    ),
    ("shop_update_review(1, 1)", "an update must change at least one of rating", "22004"),
    ("shop_update_review(1, 999, rating => 2)", "unknown review 999 of user 1", "23503"),
    ("admin_update_review(9, 1, particle => 'HUGE')", "particle must be one of", "22023"),
    ("admin_delete_review(9, 999)", "unknown review 999", "23503"),
    ("admin_hide_review(NULL, 1)", "admin_id must be a positive integer", "22004"),
    ("admin_unhide_review(9, 0)", "review_id must be a positive integer", "22023"),
]

WRITTEN = """
SELECT (SELECT count(*) FROM member_visit_trigger) + (SELECT count(*) FROM task)
     + (SELECT count(*) FROM scheduled_job) + (SELECT count(*) FROM item)
     + (SELECT count(*) FROM review) + (SELECT count(*) FROM review_stats_signal)
     + (SELECT count(*) FROM hourglass.message)
"""


@pytest.mark.parametrize("call, message, sqlstate", BAD_CALLS, ids=[c for c, _, _ in BAD_CALLS])
def test_bad_input_is_a_data_exception_naming_the_argument_and_nothing_remains(
    call, message, sqlstate, product_connection
):
    conn = product_connection
    with db.atomic():  # a task, an item and a review that the bad calls may refer to
        service.create_task(1, 2, db.now() + DAY)
        review_stats.shop_create_review(
            1, review_stats.create_item("SOUP", "broth"), 4, "SMALL", "SMOOTH", "SMALL"
        )
    before = scalar(WRITTEN)
    conn.execute("SELECT hourglass.record_member_visit(424242)")  # the caller's own work
    with pytest.raises(psycopg.Error) as raised:
        conn.execute(f"SELECT hourglass.{call}")
    error = raised.value
    assert error.sqlstate == sqlstate and sqlstate[:2] in ("22", "23")
    assert error.diag.message_primary.startswith(message), error.diag.message_primary
    assert "\n" not in error.diag.message_primary
    with pytest.raises(psycopg.errors.InFailedSqlTransaction):
        conn.execute("SELECT 1")
    conn.rollback()
    assert scalar(WRITTEN) == before
    assert scalar("SELECT count(*) FROM member_visit_trigger WHERE member_id = 424242") == 0


# --- random sequences through both paths ------------------------------------------------------

TASK_IDS = st.integers(1, 3)
REVIEW_IDS = st.integers(1, 4)
ANSWER = st.sampled_from([None, "SMALL", "SMOOTH", "THICK", "LARGE", "ENOUGH", "HUGE"])


def _call(name, *args):
    def call(path, t0):
        return getattr(path, name)(*[a(t0) if callable(a) else a for a in args])

    call.__name__ = name
    return call


def _offset(hours):
    return lambda t0: t0 + hours * H


CHANGES = st.one_of(
    st.builds(
        lambda m, h: _call("record_member_visit", m, _offset(h)),
        st.integers(1, 3),
        st.integers(-3, 0),
    ),
    st.builds(
        lambda s, t, d, due: _call(
            "create_task", s, t, _offset(d), None if due is None else _offset(due)
        ),
        st.integers(1, 2),
        st.one_of(st.none(), st.integers(1, 3)),
        st.integers(-2, 120),
        st.one_of(st.none(), st.integers(-1, 100)),
    ),
    st.builds(
        lambda t, s: _call("change_task_status", t, s),
        TASK_IDS,
        st.sampled_from(
            ["SELECTED", "PENDING_TEACHER_REVIEW", "IN_PROGRESS", "COMPLETED", "CANCELLED"]
        ),
    ),
    st.builds(lambda t: _call("complete_task", t), TASK_IDS),
    st.builds(
        lambda t, teacher, d: _call("reassign_task", t, teacher, None if d is None else _offset(d)),
        TASK_IDS,
        st.integers(1, 3),
        st.one_of(st.none(), st.integers(1, 200)),
    ),
    st.builds(lambda t: _call("refund_task", t), TASK_IDS),
    st.builds(lambda t: _call("record_progress_activity", t), TASK_IDS),
    st.builds(lambda k: _call("create_item", k, "item"), st.sampled_from(["SOUP", "SNACK"])),
    st.builds(
        lambda u, i, r, c: _call("shop_create_review", u, i, r, c, "SMOOTH", "LARGE"),
        st.integers(1, 2),
        st.integers(1, 2),
        st.integers(0, 5),
        st.sampled_from(["SMALL", "PLENTY"]),
    ),
    st.builds(
        lambda u, r, rating, particle: _call(
            "shop_update_review", u, r, rating, None, None, particle
        ),
        st.integers(1, 2),
        REVIEW_IDS,
        st.one_of(st.none(), st.integers(1, 5)),
        ANSWER,
    ),
    st.builds(
        lambda r, d: _call("admin_update_review", 9, r, None, None, d, None), REVIEW_IDS, ANSWER
    ),
    st.builds(
        lambda name, r: _call(name, 9, r),
        st.sampled_from(["admin_delete_review", "admin_hide_review", "admin_unhide_review"]),
        REVIEW_IDS,
    ),
)


def statistics() -> list:
    """Every item type's figures once its recompute has run (as a worker would run it)."""
    for (item_type,) in db.execute_sql("SELECT item_type FROM review_stats_signal").fetchall():
        review_stats.recompute_item_type_stats(item_type)
    return db.execute_sql(
        "SELECT item_type, review_count, rating_sum, rating_average, capacity_small_count,"
        " density_thick_count, particle_large_ratio FROM review_stats ORDER BY item_type"
    ).fetchall()


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(changes=st.lists(CHANGES, min_size=1, max_size=14))
def test_random_sequences_of_changes_give_the_same_schedules_and_statistics_through_either_path(
    changes, product_connection
):
    empty_tables()
    t0, python_outcomes = PythonPath().run(changes)
    python_rows, python_statistics = snapshot(t0), statistics()
    empty_tables()
    t0, sql_outcomes = SqlPath(product_connection).run(changes)
    sql_rows, sql_statistics = snapshot(t0), statistics()
    assert sql_outcomes == python_outcomes
    assert sql_rows == python_rows
    assert sql_statistics == python_statistics


def test_sql_callers_take_the_rules_settings_from_the_database(product_connection):
    conn = product_connection
    conn.execute("SET hourglass.recommendation_hour = '2 hours'")
    conn.execute("SET hourglass.notification_progress_extension = '5 days'")
    producer = EveryProducer(conn)
    assert producer.record_member_visit(7) is True
    task_id = producer.create_task(1, 2, scalar("SELECT now()") + DAY)
    producer.record_progress_activity(task_id)
    conn.commit()
    assert scalar("SELECT trigger_at - last_visited_at FROM member_visit_trigger") == 2 * H
    assert scalar("SELECT deadline_at - status_entered_at FROM task") == 5 * DAY
