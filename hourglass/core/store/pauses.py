"""Paused queues in the store: `queue_pause`, which every claim reads (nothing of a paused
queue is claimed, on either lane), and the queues that have messages to pause.
hourglass.core.queue_pauses is what the operator's commands and the workers call."""

from hourglass.core.store.cold_lane import QUEUES_WITH_WAITING_ROWS

PAUSED = "SELECT queue_name FROM queue_pause ORDER BY queue_name"

PAUSE = """
INSERT INTO queue_pause (queue_name, paused_by) VALUES (%s, %s) ON CONFLICT DO NOTHING
"""

# The NOTIFY (at commit) wakes the queue's idle consumers at once.
RESUME = """
WITH resumed AS (DELETE FROM queue_pause WHERE queue_name = %s RETURNING queue_name)
SELECT pg_notify('dramatiq.' || queue_name || '.enqueue', '') FROM resumed
"""

# Queues with waiting rows in the cold lane, those whose messages workers hold there (a
# worker claims ahead of its threads: a queue may have every message in a prefetch and none
# waiting; claimed rows are few, bounded by the prefetch), and those with messages in the
# ring's slots not rotated yet (settled or not: found by skipping through its index, one
# probe per queue).
QUEUES_WITH_MESSAGES = f"""
WITH RECURSIVE {QUEUES_WITH_WAITING_ROWS},
ring AS (
    (SELECT queue_name FROM queue_ring_message ORDER BY queue_name LIMIT 1)
    UNION ALL
    SELECT (SELECT m.queue_name FROM queue_ring_message AS m
            WHERE m.queue_name > ring.queue_name ORDER BY m.queue_name LIMIT 1)
    FROM ring WHERE ring.queue_name IS NOT NULL
)
SELECT queue_name FROM queues WHERE queue_name IS NOT NULL
UNION
SELECT DISTINCT queue_name FROM dramatiq.queue WHERE "state" = 'consumed'
UNION
SELECT queue_name FROM ring WHERE queue_name IS NOT NULL
"""


def paused(execute) -> set[str]:
    """The paused queues, read with `execute` (a cursor's, or the Peewee connection's)."""
    return {name for (name,) in execute(PAUSED).fetchall()}


def pause(db, queue_name: str, operator_name: str) -> bool:
    """Pause the queue; False when it was paused already."""
    return bool(db.execute_sql(PAUSE, (queue_name, operator_name)).rowcount)


def resume(db, queue_name: str) -> bool:
    """Resume the queue; False when it was not paused."""
    return bool(db.execute_sql(RESUME, (queue_name,)).rowcount)


def queues_with_messages(db) -> set[str]:
    return {name for (name,) in db.execute_sql(QUEUES_WITH_MESSAGES).fetchall()}
