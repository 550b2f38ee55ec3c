"""An operator's overrides on a real PostgreSQL: each acts once however often it is asked
(a repeat is refused and changes nothing), sends its message in the transaction of its
effect, and leaves one audit row; the broker's claim takes nothing of a paused queue."""

import uuid
from datetime import timedelta

import pytest

from actors import PIPELINES
from actors.collection import dispatch_tick, prepare_daily_cycles
from actors.collection.sources import add_source, rerun_failed_cycle, set_flag
from actors.collection.stand_in import FakeSources
from actors.notifications import create_task
from actors.notifications.operator_actions import cancel_scheduled_job, resend_failed_delivery
from actors.recommendation import member_visited, retry_failed_task
from hourglass.core import audit, queue_pauses
from hourglass.core.broker import get_broker
from hourglass.core.errors import InvalidInput
from hourglass.core.sending import send_in_transaction
from models import db
from models.collection import DISPATCH_FLAG
from models.recommendation import RecommendationTask
from tests.harness import (
    collection_settings,
    lose_messages,
    on_the_cold_lane,
    queued_slices,
    run_queued_slices,
    scalar,
)

OPERATOR = audit.Operator("ops-anna", "web")


def queued_messages(actor_name):
    return scalar(
        "SELECT count(*) FROM hourglass.message WHERE message->>'actor_name' = %s AND state = 'queued'",
        (actor_name,),
    )


def claim(worker_id, queue_name, limit) -> list:
    """What a worker's claim of the queue takes, through the queue store."""
    return get_broker().store.claim(db.cursor(), queue_name, worker_id, limit)


def audit_log():
    return [(a.action, a.target, a.outcome) for a in reversed(audit.recent_actions())]


def test_a_failed_task_is_retried_once_and_a_second_retry_is_refused():
    task = RecommendationTask.create(
        member_id=7, candidate_generation_type="G0", status="FAILED", error="boom", attempts=1
    )
    retry_failed_task(task.id, OPERATOR)
    with pytest.raises(InvalidInput, match=f"task {task.id} is PENDING, not FAILED"):
        retry_failed_task(task.id, OPERATOR)

    assert RecommendationTask.get_by_id(task.id).status == "PENDING"
    assert queued_messages("refresh_member_recommendations") == 1
    message_id = scalar("SELECT message_id::text FROM hourglass.message")
    assert str(RecommendationTask.get_by_id(task.id).message_id) == message_id
    assert audit_log() == [
        ("task.retry", f"recommendation task {task.id}", "PENDING again, refresh sent"),
        (
            "task.retry",
            f"recommendation task {task.id}",
            f"refused: recommendation task {task.id} is PENDING, not FAILED",
        ),
    ]


def test_a_failed_cycle_of_today_is_collected_again_from_its_first_page():
    board = FakeSources().start()
    try:
        with collection_settings(HOURGLASS_COLLECTION_ALLOW_PRIVATE_ADDRESSES="true"):
            set_flag(DISPATCH_FLAG, True)
            board.feed("acme", [(i, "Acme") for i in range(3)], page_size=2)
            add_source("acme", "feed", f"{board.url}/feed/acme", throttle_seconds=0)
            prepare_daily_cycles()
            board.fail("/feed/acme", status=500)
            dispatch_tick()
            run_queued_slices()
            assert scalar("SELECT status FROM collection_cycle") == "FAILED"

            rerun_failed_cycle("acme", OPERATOR)  # the board is fixed now
            with pytest.raises(InvalidInput, match="is READY, not FAILED"):
                rerun_failed_cycle("acme", OPERATOR)
            # The dispatch tick the re-run sent claims it; its slices run to the last page.
            (tick,) = db.execute_sql(
                "SELECT message->'args' FROM hourglass.message"
                " WHERE message->>'actor_name' = 'collection_tick'"
            ).fetchone()
            lose_messages("message->>'actor_name' = 'collection_tick'")
            dispatch_tick(*tick)
            assert len(queued_slices()) == 1
            run_queued_slices()
    finally:
        board.stop()
    assert db.execute_sql(
        "SELECT status, page_count, seen_count, failure_kind FROM collection_cycle"
    ).fetchone() == ("SUCCEEDED", 2, 3, None)
    assert scalar("SELECT count(*) FROM job_posting") == 3
    assert [entry[0] for entry in audit_log()] == ["cycle.rerun", "cycle.rerun"]


def failed_delivery() -> str:
    task_id = create_task(1, 2, db.now() + timedelta(days=2))
    job_id = scalar("SELECT id FROM scheduled_job WHERE task_id = %s LIMIT 1", (task_id,))
    request_id = uuid.uuid4()
    db.execute_sql(
        """
        INSERT INTO notification_request (id, scheduled_job_id, job_version, task_id, purpose,
            recipient, payload, status, attempts, last_error)
        VALUES (%s, %s, 1, %s, 'DEADLINE_CHECK', 'student:1', '{}', 'FAILED', 9, 'HTTP 503')
        """,
        (request_id, job_id, task_id),
    )
    return str(request_id)


def test_a_failed_delivery_is_sent_again_once_with_its_retries_starting_over():
    request_id = failed_delivery()
    resend_failed_delivery(request_id, OPERATOR)
    with pytest.raises(InvalidInput, match="is PENDING, not FAILED"):
        resend_failed_delivery(request_id, OPERATOR)
    assert db.execute_sql(
        "SELECT status, attempts, last_error FROM notification_request WHERE id = %s",
        (request_id,),
    ).fetchone() == ("PENDING", 0, "HTTP 503")
    assert queued_messages("deliver_notification") == 1
    assert (
        scalar(
            "SELECT message->'args'->>0 FROM hourglass.message WHERE message_id ="
            " (SELECT message_id FROM notification_request WHERE id = %s)",
            (request_id,),
        )
        == request_id
    )


def test_a_scheduled_job_is_cancelled_once_with_its_timer():
    task_id = create_task(1, 2, db.now() + timedelta(days=2))
    job_id, timer = db.execute_sql(
        "SELECT id, message_id FROM scheduled_job WHERE task_id = %s ORDER BY id LIMIT 1",
        (task_id,),
    ).fetchone()
    cancel_scheduled_job(job_id, OPERATOR)
    with pytest.raises(InvalidInput, match=f"scheduled job {job_id} is CANCELLED, not SCHEDULED"):
        cancel_scheduled_job(job_id, OPERATOR)
    assert scalar("SELECT reason FROM scheduled_job WHERE id = %s", (job_id,)) == "operator"
    assert scalar("SELECT count(*) FROM hourglass.message WHERE message_id = %s", (timer,)) == 0


def test_pausing_twice_changes_nothing_more_and_the_claim_skips_a_paused_queue():
    assert queue_pauses.pause(["recommendation"], OPERATOR) == ["recommendation"]
    assert queue_pauses.pause(["recommendation"], OPERATOR) == []
    send_in_transaction(member_visited, 1)
    worker_id = str(uuid.uuid4())
    assert claim(worker_id, "recommendation", 10) == []
    assert queue_pauses.resume(["recommendation"], OPERATOR) == ["recommendation"]
    assert len(claim(worker_id, "recommendation", 10)) == 1
    assert [entry[2] for entry in audit_log()] == ["paused", "already paused", "resumed"]


def test_show_finds_each_kind_by_its_key_newest_first():
    from actors.recommendation import record_member_visit
    from hourglass.operator import lookup

    record_member_visit(42)
    failed = RecommendationTask.create(
        member_id=42, candidate_generation_type="G1", status="FAILED", error="recommender down"
    )
    _, member = lookup.find("member", "42", PIPELINES)
    assert member.facts["member"] == 42 and "next_refresh_at" in member.facts
    assert member.events[0].what == f"refresh task {failed.id} FAILED"
    assert member.events[0].override == ("retry", str(failed.id))

    request_id = failed_delivery()
    task_id = scalar("SELECT task_id FROM notification_request")
    _, task = lookup.find("task", str(task_id), PIPELINES)
    assert any(e.what == f"delivery {request_id} FAILED" for e in task.events)
    assert any(e.what.startswith("job ") and "SCHEDULED" in e.what for e in task.events)

    message = send_in_transaction(member_visited, 1)
    _, history = lookup.find("message", message.message_id, PIPELINES)
    assert history.facts["actor"] == "member_visited" and history.facts["state"] == "queued"

    assert lookup.parse_search("  SOUP ", PIPELINES) == ("item-type", "SOUP")
    assert lookup.parse_search("task 7", PIPELINES) == ("task", "7")
    assert lookup.parse_search(message.message_id, PIPELINES) == ("message", message.message_id)
    assert lookup.parse_search("acme", PIPELINES) == ("source", "acme")
    with pytest.raises(InvalidInput, match="no member 43 found"):
        lookup.find("member", "43", PIPELINES)
    with pytest.raises(InvalidInput, match="unknown kind 'planet'"):
        lookup.find("planet", "1", PIPELINES)


def test_a_paused_queue_waiting_long_keeps_the_web_process_ready():
    from dataclasses import replace

    from hourglass.core import settings
    from hourglass.operator import health

    with on_the_cold_lane("recommendation"):
        send_in_transaction(member_visited, 1)
    db.execute_sql("UPDATE dramatiq.queue SET available_at = now() - interval '1 hour'")
    strict = replace(settings.load(), ready_max_queue_age=timedelta(minutes=5))
    assert not health._queues_check(strict).ok
    queue_pauses.pause(["recommendation"], OPERATOR)
    assert health._queues_check(strict).ok


def test_a_queue_whose_every_message_a_worker_holds_can_be_paused():
    # A worker prefetches behind a busy thread: its queue may have no queued row at all, and
    # the operator's process declares none of its actors. Seen under the parallel suite.
    db.execute_sql(
        """INSERT INTO dramatiq.queue (queue_name, message_id, "state", message, worker_id)
           VALUES ('held_only', gen_random_uuid(), 'consumed', '{}', gen_random_uuid())"""
    )
    assert "held_only" in queue_pauses.known_queues()
    assert queue_pauses.pause(["held_only"], OPERATOR) == ["held_only"]
