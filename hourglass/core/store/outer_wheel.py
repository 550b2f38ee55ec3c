"""Timers past the wheel's hour: a message due later than WAITING_HORIZON_S and within
OUTER_HORIZON_S is appended to the outer wheel (migration 0046, docs/decisions/0011), one
bucket a day of due times, and never updated or deleted. The rotation carries the messages
coming due within CARRY_AHEAD_S into the wheel (hourglass.core.store.waiting), once each
(`hourglass.carry_outer_v1`), and the wheel promotes them as its own; a cancellation appends
a tombstone; a bucket's partitions are emptied by TRUNCATE once every message in them is
carried or cancelled.

Whether a message is carried is read from the carry's one row (`queue_outer_carry`, none
before the first carry): its snapshot sees the message, and the message's position (due
time, id) is at or before the carry's.
"""

from hourglass.core.store import partitions as emptying
from hourglass.core.store.schema import OUTER_BUCKETS

#: Messages one carry appends to the wheel at most, in due order (the late ones besides);
#: the rotation carries again until a carry finds nothing more.
CARRY_LIMIT = 5000

SEND = """
WITH sent AS (
    INSERT INTO queue_outer_message (bucket, due_at, queue_name, message_id, message)
    SELECT queue_outer_bucket(due_at), due_at, queue_name, message_id, message::jsonb
    FROM (SELECT queue_name, message_id, message, now() + make_interval(secs => delay_ms / 1000.0)
          FROM unnest(%b::text[], %b::uuid[], %b::text[], %b::float8[])
              AS m(queue_name, message_id, message, delay_ms)) AS m(queue_name, message_id, message, due_at)
)
SELECT pg_notify('dramatiq.' || queue_name || '.enqueue', '') FROM unnest(%b::text[]) AS queues(queue_name)
"""

CARRY = "SELECT hourglass.carry_outer_v1(%s)"

#: The carry's one row, as a lateral row `carry(snapshot, due_at, after_id)` (no row before
#: the first carry). Of one row at most: a join to the table itself, never analysed, was
#: planned for a thousand.
_CARRY = "(SELECT c.snapshot, c.due_at, c.after_id FROM queue_outer_carry AS c LIMIT 1) AS carry"

#: A condition on an outer wheel's message `m` joined with the carry's row `carry` (NULLs
#: before the first carry): not carried yet.
_NOT_CARRIED = """NOT coalesce(pg_visible_in_snapshot(m.txid, carry.snapshot)
        AND (m.due_at, m.id) <= (carry.due_at, carry.after_id), false)"""

#: A condition on an outer wheel's message `m`: no tombstone.
_NOT_CANCELLED = (
    "NOT EXISTS (SELECT 1 FROM queue_outer_cancel AS c WHERE c.message_id = m.message_id)"
)

# A tombstone for each of the messages not carried yet, in its message's bucket (one
# carried is the wheel's, and waiting.CANCEL tombstones it there).
CANCEL = f"""
INSERT INTO queue_outer_cancel (bucket, message_id)
SELECT m.bucket, m.message_id FROM queue_outer_message AS m LEFT JOIN {_CARRY} ON true
WHERE m.message_id = ANY(%s::uuid[]) AND {_NOT_CARRIED} AND {_NOT_CANCELLED}
"""

#: The outer wheel's messages still waiting (neither carried nor cancelled): (queue_name,
#: due_at).
WAITING = f"""
SELECT m.queue_name, m.due_at FROM queue_outer_message AS m LEFT JOIN {_CARRY} ON true
WHERE {_NOT_CARRIED} AND {_NOT_CANCELLED}
"""

#: An outer wheel's message by its id: queue, state, actor, args, when due, when sent.
MESSAGE_BY_ID = f"""
SELECT m.queue_name,
       CASE WHEN EXISTS (SELECT 1 FROM queue_outer_cancel AS c WHERE c.message_id = m.message_id)
            THEN 'cancelled' WHEN {_NOT_CARRIED} THEN 'waiting' ELSE 'carried' END,
       m.message->>'actor_name', m.message->'args', m.due_at, m.sent_at
FROM queue_outer_message AS m LEFT JOIN {_CARRY} ON true
WHERE m.message_id = %s
ORDER BY m.id DESC LIMIT 1
"""


def still_waiting(message_id: str) -> str:
    """A condition: the message `message_id` (an expression) waits in the outer wheel,
    neither carried nor cancelled."""
    return f"""EXISTS (SELECT 1 FROM queue_outer_message AS m LEFT JOIN {_CARRY} ON true
    WHERE m.message_id = {message_id} AND {_NOT_CARRIED} AND {_NOT_CANCELLED})"""


def send(execute, queue_names, message_ids, payloads, delays_ms, notified_queues) -> None:
    """Append messages to the outer wheel (parallel lists), each due once its delay has
    passed, counted from the transaction's `now()`, and NOTIFY `notified_queues`."""
    execute(SEND, (queue_names, message_ids, payloads, delays_ms, notified_queues))


def carry(connection, limit: int = CARRY_LIMIT) -> int:
    """Carry the messages coming due within CARRY_AHEAD_S, the late ones included, into the
    wheel (in one transaction of its own when `connection` is in autocommit); how many. 0
    when another carry runs."""
    return connection.execute(CARRY, (limit,)).fetchone()[0]


def cancel(execute, message_ids: list[str]) -> int:
    """Tombstones for the outer wheel's messages of `message_ids` not carried yet; how many."""
    return execute(CANCEL, (message_ids,)).rowcount


def partitions(bucket: int) -> list[str]:
    """The two partitions of a bucket of the outer wheel."""
    return [f"queue_outer_message_{bucket}", f"queue_outer_cancel_{bucket}"]


def _still_waits(bucket: int) -> str:
    """Whether a message of one bucket may wait still, read from no message that the carry
    has passed, by three index probes: a message past the carry's position (of the bucket's
    next turn), or one the carry's snapshot did not see (its transaction committed after that
    snapshot or ran then). Any other message of the bucket is carried or was cancelled before
    its carry. A whole day's bucket, read message by message for one not carried, took the
    bucket's partitions' locks for as long."""
    message, _ = partitions(bucket)
    return f"""
SELECT carry.snapshot IS NULL
    OR EXISTS (SELECT 1 FROM {message} AS m
               WHERE (m.due_at, m.id) > (carry.due_at, carry.after_id))
    OR EXISTS (SELECT 1 FROM {message} AS m WHERE m.txid >= pg_snapshot_xmax(carry.snapshot))
    OR EXISTS (SELECT 1 FROM {message} AS m
               WHERE m.txid = ANY(ARRAY(SELECT pg_snapshot_xip(carry.snapshot))))
FROM (SELECT 1) AS one LEFT JOIN {_CARRY} ON true"""


CURRENT_BUCKET = "SELECT queue_outer_bucket(clock_timestamp())"


def rotate(connection) -> tuple[list[int], list[int]]:
    """Empty every bucket of the outer wheel but today's and yesterday's whose messages are
    all carried or cancelled (its tombstones go with them), as waiting.rotate empties the
    wheel's. Returns the buckets emptied and passed by. `connection` is in autocommit; one
    transaction a bucket."""
    (current,) = connection.execute(CURRENT_BUCKET).fetchone()
    recent = {current, (current - 1) % OUTER_BUCKETS}
    buckets = sorted(set(range(OUTER_BUCKETS)) - recent)
    return emptying.empty_done_buckets(connection, buckets, _still_waits, partitions)
