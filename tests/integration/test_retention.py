"""Retention (hourglass.core.retention, `hourglass prune`): finished rows older than their
retention go, a batch per transaction; every row a pipeline still needs stays."""

import threading
import uuid
from datetime import timedelta

import psycopg

from actors import PIPELINES
from hourglass.core import retention
from hourglass.core.database import database_url
from hourglass.operator.cli import main
from models import db, recommendation
from tests.harness import collection_settings, overridden_settings, scalar


def steps():
    return retention.targets(PIPELINES)


def prune(batch=1000):
    return retention.prune(steps(), batch=batch, budget=timedelta(seconds=60))


def insert_task(status, finished_days_ago=None, created_days_ago=0):
    return scalar(
        """
        INSERT INTO recommendation_task
            (member_id, candidate_generation_type, status, created_at, finished_at)
        VALUES (1, 'G0', %s, now() - make_interval(days => %s), now() - make_interval(days => %s))
        RETURNING id
        """,
        (status, created_days_ago, finished_days_ago),
    )


def remaining(table, column="id"):
    return {row[0] for row in rows(f"SELECT {column} FROM {table} ORDER BY 1")}


def rows(sql, params=None):
    return db.execute_sql(sql, params).fetchall()


def execute(sql, params=None):
    db.execute_sql(sql, params)


def test_old_finished_tasks_go_and_unfinished_or_recent_ones_stay():
    old_succeeded = insert_task("SUCCEEDED", finished_days_ago=8, created_days_ago=8)
    old_failed = insert_task("FAILED", finished_days_ago=30, created_days_ago=30)
    recent = insert_task("SUCCEEDED", finished_days_ago=6, created_days_ago=6)
    pending = insert_task("PENDING", created_days_ago=40)
    running = insert_task("RUNNING", created_days_ago=40)
    execute(
        "INSERT INTO member_visit_trigger (member_id, last_visited_at, trigger_at) "
        "VALUES (1, now() - interval '90 days', now() - interval '60 days')"
    )

    deleted = prune()

    assert deleted["recommendation tasks"] == 2
    assert remaining("recommendation_task") == {recent, pending, running}
    assert old_succeeded not in remaining("recommendation_task") and old_failed not in remaining(
        "recommendation_task"
    )
    assert scalar("SELECT count(*) FROM member_visit_trigger") == 1


def insert_notification_task():
    return scalar(
        """
        INSERT INTO task (student_id, matching, deadline_at, status_entered_at)
        VALUES (1, 'UNMATCHED', now() - interval '40 days', now() - interval '60 days') RETURNING id
        """
    )


def insert_job(task_id, status, days_ago, request_status=None):
    job_id = scalar(
        """
        INSERT INTO scheduled_job (job_key, kind, task_id, fire_at, status, updated_at)
        VALUES (%s, 'DEADLINE_CHECK', %s, now() - make_interval(days => %s), %s,
                now() - make_interval(days => %s))
        RETURNING id
        """,
        (str(uuid.uuid4()), task_id, days_ago, status, days_ago),
    )
    if request_status:
        execute(
            """
            INSERT INTO notification_request
                (id, scheduled_job_id, job_version, task_id, purpose, recipient,
                                              payload, status)
            VALUES (%s, %s, 1, %s, 'DEADLINE_CHECK', 'student:1', '{}', %s)
            """,
            (uuid.uuid4(), job_id, task_id, request_status),
        )
    return job_id


def test_old_outcomes_go_with_their_requests_and_waiting_jobs_or_pending_deliveries_stay():
    task_id = insert_notification_task()
    fired_sent = insert_job(task_id, "FIRED", 31, request_status="SENT")
    cancelled = insert_job(task_id, "CANCELLED", 45)
    missed = insert_job(task_id, "MISSED", 31)
    delivery_pending = insert_job(task_id, "FIRED", 31, request_status="PENDING")
    scheduled_long_ago = insert_job(task_id, "SCHEDULED", 60)
    fired_recently = insert_job(task_id, "FIRED", 29, request_status="SENT")

    assert retention.prunable_rows(steps())["notification jobs and requests"] == 4
    deleted = prune()

    assert deleted["notification jobs and requests"] == 4
    assert remaining("scheduled_job") == {delivery_pending, scheduled_long_ago, fired_recently}
    assert {fired_sent, cancelled, missed}.isdisjoint(remaining("scheduled_job"))
    assert remaining("notification_request", "scheduled_job_id") == {
        delivery_pending,
        fired_recently,
    }
    assert scalar("SELECT count(*) FROM task") == 1


def insert_cycle(source_id, days_ago, status, seen=0):
    cycle_id = scalar(
        """
        INSERT INTO collection_cycle (source_id, business_date, status, finished_at)
        VALUES (%s, current_date - %s, %s,
                CASE WHEN %s IN ('SUCCEEDED', 'FAILED') THEN now() - make_interval(days => %s) END)
        RETURNING id
        """,
        (source_id, days_ago, status, status, days_ago),
    )
    execute(
        "INSERT INTO collection_seen_posting (cycle_id, external_id)"
        " SELECT %s, 'p' || n FROM generate_series(1, %s) AS n",
        (cycle_id, seen),
    )
    return cycle_id


def insert_snapshot(days_ago, cycles=0):
    execute(
        """
        INSERT INTO sla_snapshot
            (business_date, cutoff_at, captured_at, late, ready, running, succeeded, failed)
        VALUES (current_date - %s, now() - make_interval(days => %s),
                now() - make_interval(days => %s), false, 0, 0, 0, 0)
        """,
        (days_ago, days_ago, days_ago),
    )
    execute(
        """
        INSERT INTO sla_snapshot_cycle
            (business_date, cycle_id, source_id, status, page_count, seen_count,
                                        upserted_count, closed_count)
        SELECT current_date - %s, n, 1, 'SUCCEEDED', 1, 0, 0, 0 FROM generate_series(1, %s) AS n
        """,
        (days_ago, cycles),
    )


def test_old_captured_cycles_go_with_their_seen_rows_and_old_snapshots_but_the_latest_go_after():
    source_id = scalar(
        "INSERT INTO job_source (name, kind, format, base_url) "
        "VALUES ('feed', 'AGGREGATOR', 'feed', 'https://feed.example.com') RETURNING id"
    )
    insert_snapshot(40)
    old_done = insert_cycle(source_id, 40, "SUCCEEDED", seen=25)
    insert_snapshot(400, cycles=7)
    insert_snapshot(401, cycles=7)
    old_uncaptured = insert_cycle(source_id, 50, "FAILED", seen=3)
    old_ready = insert_cycle(source_id, 39, "READY")
    recent = insert_cycle(source_id, 20, "SUCCEEDED", seen=4)
    insert_snapshot(20)
    with collection_settings(HOURGLASS_PRUNE_COLLECTION_CYCLES_AFTER=30 * 86400):
        deleted = prune(batch=10)

    assert deleted["collection seen postings"] == 25 and deleted["collection cycles"] == 1
    assert remaining("collection_cycle") == {old_uncaptured, old_ready, recent}
    assert old_done not in remaining("collection_cycle")
    assert scalar("SELECT count(*) FROM collection_seen_posting") == 7
    assert deleted["sla snapshot cycles"] == 14 and deleted["sla snapshots"] == 2
    assert scalar("SELECT count(*) FROM sla_snapshot") == 2


def test_the_latest_snapshot_stays_however_old():
    insert_snapshot(500, cycles=2)
    insert_snapshot(600, cycles=2)

    prune()

    assert rows("SELECT current_date - business_date FROM sla_snapshot") == [(500,)]
    assert scalar("SELECT count(*) FROM sla_snapshot_cycle") == 2


def insert_queue_row(state, days_ago):
    execute(
        """
        INSERT INTO dramatiq.queue (queue_name, message_id, "state", message, mtime)
        VALUES ('recommendation', %s, %s, '{}', now() - make_interval(days => %s))
        """,
        (uuid.uuid4(), state, days_ago),
    )


def test_old_dead_letters_go_and_queued_messages_stay():
    insert_queue_row("rejected", 31)
    insert_queue_row("rejected", 29)
    insert_queue_row("queued", 60)

    assert prune()["dead letters"] == 1
    assert rows('SELECT "state", count(*) FROM dramatiq.queue GROUP BY 1 ORDER BY 1') == [
        ("queued", 1),
        ("rejected", 1),
    ]


def test_operator_actions_older_than_the_audit_retention_go():
    for days_ago in (91, 89):
        execute(
            "INSERT INTO operator_action (acted_at, operator, via, action, target, outcome)"
            " VALUES (now() - make_interval(days => %s), 'anna', 'cli', 'queue.pause', 'scans',"
            " 'paused')",
            (days_ago,),
        )

    assert retention.prunable_rows(steps())["audit log"] == 1
    assert prune()["audit log"] == 1
    assert scalar("SELECT extract(day FROM now() - acted_at)::int FROM operator_action") == 89


def test_a_prune_deletes_at_most_a_batch_per_transaction_and_carries_on_until_done():
    for _ in range(10):
        insert_task("SUCCEEDED", finished_days_ago=10, created_days_ago=10)

    with db.atomic():
        assert recommendation.prune_finished_tasks(timedelta(days=7), 3) == 3
    assert prune(batch=3)["recommendation tasks"] == 7
    assert scalar("SELECT count(*) FROM recommendation_task") == 0


def test_a_row_held_by_another_transaction_is_skipped_not_waited_for():
    held = insert_task("SUCCEEDED", finished_days_ago=10, created_days_ago=10)
    free = insert_task("SUCCEEDED", finished_days_ago=10, created_days_ago=10)
    with psycopg.connect(database_url()) as other:
        other.execute("SELECT 1 FROM recommendation_task WHERE id = %s FOR UPDATE", (held,))
        done = threading.Event()

        def prune_then_hand_back_the_connection():
            prune()
            done.set()
            db.close()

        worker = threading.Thread(target=prune_then_hand_back_the_connection)
        worker.start()
        assert done.wait(10), "the prune waited for a row lock"
        worker.join()
        other.rollback()
    assert remaining("recommendation_task") == {held}
    assert free not in remaining("recommendation_task")


def test_a_retention_of_zero_keeps_rows_forever():
    insert_task("SUCCEEDED", finished_days_ago=1000, created_days_ago=1000)

    with overridden_settings(HOURGLASS_PRUNE_RECOMMENDATION_TASKS_AFTER=0):
        deleted = prune()

    assert "recommendation tasks" not in deleted
    assert scalar("SELECT count(*) FROM recommendation_task") == 1


def test_prune_dry_run_counts_and_deletes_nothing_then_prune_deletes(capsys):
    for _ in range(3):
        insert_task("FAILED", finished_days_ago=9, created_days_ago=9)

    assert main(["prune", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "would delete          3  recommendation tasks" in out
    assert scalar("SELECT count(*) FROM recommendation_task") == 3

    assert main(["prune"]) == 0
    assert "deleted          3  recommendation tasks" in capsys.readouterr().out
    assert scalar("SELECT count(*) FROM recommendation_task") == 0
