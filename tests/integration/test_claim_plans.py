"""The claims' plans with one queue holding most of the table: the consumer's claim and a
pipeline's batch take read about as many rows as they take, by the queue's index in claim
order, whatever the statistics say. Seen (issue 30): the paused-queue condition, written on
the row's column, let the planner estimate one due row, scan and sort every due message
(144 ms a claim at 100,000 due, against 0.6 ms) and fire timers 29% slower at 10x."""

import json
import uuid

from hourglass.core.broker import CLAIM
from models import db
from models.notifications import TAKE_DUE_TIMERS
from tests.harness import scalar

DUE = 20_000

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
        {"queue_name": "notify_fire", "actor_name": "notify_fire", "limit": 99},
    )
    assert read <= 8 * 99
