"""The claims' plans with one queue holding most of the table: the consumer's claim and a
pipeline's batch take read about as many rows as they take, by the queue's index in claim
order, whatever the statistics say. Seen (issue 30): the paused-queue condition, written on
the row's column, let the planner estimate one due row, scan and sort every due message
(144 ms a claim at 100,000 due, against 0.6 ms) and fire timers 29% slower at 10x."""

import json
import os
import uuid

import psycopg

from hourglass.core.store.cold_lane import CLAIM
from hourglass.core.store.fragments import TakeAlong
from models import collection, db, notifications
from models.notifications import TAKE_DUE_TIMERS
from tests.harness import run_hourglass, scalar, scratch_database

DUE = 20_000
#: Requests finished under a held horizon before the one a test finishes.
FINISHED = 2_000

# Due first attempts of notify_fire, as the notification bench builds them.
FILL_QUEUE = """
INSERT INTO dramatiq.queue (queue_name, message_id, "state", message, available_at)
SELECT 'notify_fire', gen_random_uuid(), 'queued',
       jsonb_build_object('queue_name', 'notify_fire', 'actor_name', 'notify_fire',
                          'args', jsonb_build_array(n, 1), 'kwargs', '{}'::jsonb,
                          'options', '{}'::jsonb, 'message_id', gen_random_uuid()::text,
                          'message_timestamp', 0),
       now() - interval '1 second' * (n %% 600)
FROM generate_series(1, %s) AS n
"""


def rows_read(sql, params) -> int:
    """Rows the plan's scans of the queue table returned, by EXPLAIN ANALYZE (rolled back)."""
    with db.atomic() as transaction:
        (plan,) = db.execute_sql(f"EXPLAIN (ANALYZE, FORMAT JSON) {sql}", params).fetchone()
        transaction.rollback()
    plan = plan if isinstance(plan, list) else json.loads(plan)
    return sum(
        node["Actual Rows"] * node.get("Actual Loops", 1)
        for node in walk(plan[0]["Plan"])
        if node.get("Relation Name") == "queue"
    )


def walk(node):
    yield node
    for child in node.get("Plans", []):
        yield from walk(child)


def filled_queue() -> None:
    db.execute_sql(FILL_QUEUE, (DUE,))
    db.execute_sql("ANALYZE dramatiq.queue")
    assert scalar("SELECT count(*) FROM dramatiq.queue") == DUE


def test_the_consumers_claim_reads_about_the_rows_it_claims_with_one_queue_holding_the_table():
    filled_queue()
    assert (
        rows_read(CLAIM, {"worker_id": str(uuid.uuid4()), "queue_name": "notify_fire", "limit": 16})
        <= 4 * 16
    )


def test_the_batch_take_of_due_timers_reads_about_the_rows_it_takes():
    filled_queue()
    read = rows_read(
        TAKE_DUE_TIMERS,
        TakeAlong(queue_name="notify_fire", actor_name="notify_fire", limit=99).parameters(),
    )
    assert read <= 8 * 99


def test_a_task_service_call_reads_only_its_own_tasks_jobs_on_a_table_never_analysed():
    """Seen (issue 30): on a fresh database the plan cached for the move's look-ups of a
    task's waiting jobs walked every waiting job of every task (the partial index of
    waiting jobs, filtered by task): creating tasks slowed from 2 to 9 ms each as the
    table grew, until autovacuum first analysed it."""
    with scratch_database("hourglass_plans") as fresh:
        assert run_hourglass("migrate", env={"DATABASE_URL": fresh}).returncode == 0
        with psycopg.connect(fresh, autocommit=True) as conn:
            conn.execute("ALTER TABLE scheduled_job SET (autovacuum_enabled = off)")
            create = (
                "SELECT hourglass.create_task_v4(%s, %s, now() + interval '30 days',"
                " now() + interval '2 hours', NULL)"
            )
            for n in range(1, 301):
                conn.execute(create, (n, 1_000_000 + n))
            with conn.transaction():
                for n in range(301, 351):
                    conn.execute(create, (n, 1_000_000 + n))
                read = conn.execute(
                    "SELECT seq_tup_read + idx_tup_fetch FROM pg_stat_xact_user_tables"
                    " WHERE relname = 'scheduled_job'"
                ).fetchall()[0][0]
                waiting = conn.execute("SELECT count(*) FROM scheduled_job").fetchall()[0][0]
    assert waiting >= 3 * 350
    assert read <= 10 * 50, f"{read / 50:.0f} job rows read a call among {waiting} waiting"


def test_a_delivery_finds_its_request_by_id_when_the_statistics_see_none_pending(connect):
    """Seen (issue 46, 7 Dec): a healthy pipeline finishes each request within milliseconds,
    so an ANALYZE finds none pending, and the planner then walked the partial index of
    pending requests to find one by id, which it costs at a row or two. A held horizon keeps
    every request finished since in that index: under one, each delivery's update read
    thousands of entries (577, then 1,567, then 2,496 a scan, a minute into the hold), and
    the reminders fell behind until the plan changed back."""
    db.execute_sql(
        "INSERT INTO task (id, student_id, matching, deadline_at, status_entered_at)"
        " VALUES (1, 1, 'UNMATCHED', now() + interval '1 day', now())"
    )
    db.execute_sql(
        "INSERT INTO scheduled_job (id, job_key, kind, task_id, fire_at)"
        " SELECT n, 'k' || n, 'DUE_AT_REMINDER', 1, now() FROM generate_series(1, %s) AS n",
        (FINISHED + 1,),
    )
    db.execute_sql(
        "INSERT INTO notification_request"
        " (id, scheduled_job_id, job_version, task_id, purpose, recipient, payload)"
        " SELECT gen_random_uuid(), id, 1, 1, 'TASK_DUE_AT_REMINDER', 'STUDENT:1', '{}'"
        " FROM scheduled_job"
    )
    request_ids = [r for (r,) in db.execute_sql("SELECT id FROM notification_request")]
    holder = connect(autocommit=False)
    holder.execute("SELECT pg_current_xact_id()")  # the horizon held from here on
    for request_id in request_ids[:FINISHED]:
        with db.atomic():
            assert notifications.finish_delivery(request_id, "SKIPPED", "no_url")
    db.execute_sql("ANALYZE notification_request")
    with db.atomic() as transaction:
        (plan,) = db.execute_sql(
            f"EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) {notifications.FINISH_DELIVERY}",
            ("SKIPPED", "no_url", request_ids[FINISHED]),
        ).fetchone()
        transaction.rollback()
    holder.rollback()
    plan = plan if isinstance(plan, list) else json.loads(plan)
    scans = [node for node in walk(plan[0]["Plan"]) if "Index Name" in node]
    pages = plan[0]["Plan"]["Shared Hit Blocks"] + plan[0]["Plan"]["Shared Read Blocks"]
    assert [node["Index Name"] for node in scans] == ["notification_request_pkey"], pages
    assert scans[0]["Actual Rows"] == 1


def test_a_cycles_failure_and_its_reservation_find_it_by_id_when_the_statistics_see_none_running(
    connect,
):
    """The same trap as the delivery's, in the collection (found in review, 7 Dec): a
    cycle's failure and the look at whether its reservation landed named the cycle by id
    and `status = 'RUNNING'`, the predicate of the partial index of running cycles. Once an
    ANALYZE found none running, a held horizon that kept every cycle finished since in that
    index would make each of them walk it."""
    db.execute_sql(
        "INSERT INTO job_source (id, name, kind, format, base_url)"
        " VALUES (1, 'feed', 'AGGREGATOR', 'feed', 'http://127.0.0.1:9')"
    )
    db.execute_sql(
        "INSERT INTO collection_cycle"
        " (id, source_id, business_date, status, lease_token, lease_expires_at, started_at)"
        " SELECT n, 1, date '2026-01-01' + n, 'RUNNING', gen_random_uuid(),"
        " now() + interval '1 hour', now() FROM generate_series(1, %s) AS n",
        (FINISHED + 1,),
    )
    cycles = db.execute_sql("SELECT id, lease_token::text FROM collection_cycle ORDER BY id")
    leases = list(cycles.fetchall())
    holder = connect(autocommit=False)
    holder.execute("SELECT pg_current_xact_id()")  # the horizon held from here on
    for cycle_id, token in leases[:FINISHED]:
        with db.atomic():
            assert collection.fail_cycle(cycle_id, token, "SOURCE_ERROR", "down")
    db.execute_sql("ANALYZE collection_cycle")
    cycle_id, token = leases[FINISHED]
    statements = [
        (collection.FAIL_CYCLE, ("SOURCE_ERROR", "down", cycle_id, token)),
        (collection.RESERVATION_LANDED, (scalar("SELECT pg_current_xact_id()"), cycle_id, token)),
    ]
    for statement, params in statements:
        with db.atomic() as transaction:
            (plan,) = db.execute_sql(
                f"EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) {statement}", params
            ).fetchone()
            transaction.rollback()
        plan = plan if isinstance(plan, list) else json.loads(plan)
        scans = [node for node in walk(plan[0]["Plan"]) if "Index Name" in node]
        assert [node["Index Name"] for node in scans] == ["collection_cycle_pkey"], statement
    holder.rollback()


def test_a_take_of_due_timers_takes_its_batch_while_other_takes_are_in_flight():
    """Seen (issue 30): every take read the same unlocked head of the queue, so once four
    firings held their batches the next ones took nothing beside their own timer, and at
    100,000 timers a minute the firings fell seconds behind."""
    # Each task's deadline check, due in 90 days, waits in the cold lane (a timer due within
    # 60 days would wait in a wheel), then is made due: the take's own lane.
    db.execute_sql(
        "SELECT hourglass.create_task_v4(n, 1000000 + n, now() + interval '90 days', NULL, NULL)"
        " FROM generate_series(1, 600) AS n"
    )
    db.execute_sql(
        "UPDATE dramatiq.queue SET available_at = now() - interval '1 minute'"
        " WHERE queue_name = 'notify_fire' AND (message->'args'->>0)::bigint IN"
        " (SELECT id FROM scheduled_job WHERE kind = 'DEADLINE_CHECK')"
    )
    due = "SELECT count(*) FROM dramatiq.queue WHERE queue_name = 'notify_fire' AND available_at <= now()"
    assert scalar(due) == 600
    params = TakeAlong(
        queue_name="notify_fire", actor_name="fire_scheduled_job", limit=99
    ).parameters()
    url = os.environ["DATABASE_URL"]
    firings = [psycopg.connect(url) for _ in range(5)]
    try:
        taken = [len(firing.execute(TAKE_DUE_TIMERS, params).fetchall()) for firing in firings]
    finally:
        for firing in firings:
            firing.rollback()
            firing.close()
    assert taken == [99] * 5
