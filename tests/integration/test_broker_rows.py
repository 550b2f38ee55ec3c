"""Transactional send leans on dramatiq-postgres's queue table: these pin its shape."""

import actors  # noqa: F401  (the broker)
from actors.recommendation import member_visited
from hourglass.broker import broker, delete_queued_messages, send_in_transaction
from models import db
from tests.support import scalar


def queue_rows():
    return db.execute_sql(
        "SELECT queue_name, state::text, available_at > now() FROM dramatiq.queue ORDER BY queue_name"
    ).fetchall()


def test_rollback_leaves_no_queue_row():
    with db.atomic() as transaction:
        send_in_transaction(member_visited, 1)
        assert len(queue_rows()) == 1
        transaction.rollback()
    assert queue_rows() == []


def test_commit_leaves_a_queued_row_and_a_delayed_one_waits_on_its_own_queue():
    with db.atomic():
        send_in_transaction(member_visited, 1)
        send_in_transaction(member_visited, 2, delay_ms=60_000)
    assert sorted(queue_rows()) == [("recommendation", "queued", False), ("recommendation", "queued", True)]


def test_a_retry_waits_on_its_own_queue_not_a_delay_queue():
    message = member_visited.message(1)
    broker.enqueue(message, delay=60_000)
    assert queue_rows() == [("recommendation", "queued", True)]


def test_deleting_a_queued_message_removes_only_that_row():
    with db.atomic():
        kept = send_in_transaction(member_visited, 1, delay_ms=60_000)
        dropped = send_in_transaction(member_visited, 2, delay_ms=60_000)
        assert delete_queued_messages([dropped.message_id]) == 1
    assert scalar("SELECT count(*) FROM dramatiq.queue WHERE message_id = %s", (kept.message_id,)) == 1
