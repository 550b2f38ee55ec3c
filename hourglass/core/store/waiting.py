"""Waiting messages of the hot lane's queues: timers, delayed sends and retries due within
WAITING_HORIZON_S, appended to the wheel (migration 0032, docs/decisions/0008) and never
updated or deleted. The waker promotes the due ones into the ring, once each
(`hourglass.promote_waiting_v5`); a cancellation appends a tombstone; a bucket's partitions
are emptied by TRUNCATE once every message in them is promoted or cancelled.

Whether a message is promoted is read from the newest promotion (`queue_promotion`): its
snapshot sees the message, and the message's position (due time, id) is at or before that
promotion's.
"""

from datetime import datetime
from typing import NamedTuple

from hourglass.core.store import partitions as emptying
from hourglass.core.store.schema import SLOTS, WAITING_BUCKETS

#: Messages one promotion appends to the ring at most (the waker promotes again at once
#: when more are due).
PROMOTE_LIMIT = 1000

SEND = """
WITH sent AS (
    INSERT INTO queue_waiting_message (bucket, due_at, queue_name, message_id, message)
    SELECT queue_waiting_bucket(due_at), due_at, queue_name, message_id, message::jsonb
    FROM (SELECT queue_name, message_id, message, now() + make_interval(secs => delay_ms / 1000.0)
          FROM unnest(%b::text[], %b::uuid[], %b::text[], %b::float8[])
              AS m(queue_name, message_id, message, delay_ms)) AS m(queue_name, message_id, message, due_at)
)
SELECT pg_notify('dramatiq.' || queue_name || '.enqueue', '') FROM unnest(%b::text[]) AS queues(queue_name)
"""

#: The newest promotion, as a lateral row `promotion(snapshot, due_at, after_id)` (no row
#: before the first).
_NEWEST_PROMOTION = """(SELECT p.snapshot, p.due_at, p.after_id FROM queue_promotion AS p
    ORDER BY p.seq DESC LIMIT 1) AS promotion"""

#: A condition on a wheel's message `m` and the newest `promotion`: not promoted yet.
_NOT_PROMOTED = """NOT coalesce(pg_visible_in_snapshot(m.txid, promotion.snapshot)
        AND (m.due_at, m.id) <= (promotion.due_at, promotion.after_id), false)"""

#: A condition on a wheel's message `m`: no tombstone.
_NOT_CANCELLED = (
    "NOT EXISTS (SELECT 1 FROM queue_waiting_cancel AS c WHERE c.message_id = m.message_id)"
)

# The promotion's transaction commits without waiting for the disk (migration 0034 says why
# that is safe); it reads two buckets of the wheel and returns when the next message is due.
# Told to, it also looks for the late messages, whose transactions committed after the last
# look with a due time behind the wheel's position (migration 0042); its NOTIFY's payload is
# PROMOTED.
PROMOTE = "SELECT promoted, next_due, looked FROM hourglass.promote_waiting_v5(%s, %s)"

#: The payload of a promotion's NOTIFY: a send's is empty.
PROMOTED = "promoted"

# A tombstone for each of the messages not promoted yet, in its message's bucket.
CANCEL = f"""
INSERT INTO queue_waiting_cancel (bucket, message_id)
SELECT m.bucket, m.message_id FROM queue_waiting_message AS m
LEFT JOIN LATERAL {_NEWEST_PROMOTION} ON true
WHERE m.message_id = ANY(%s::uuid[]) AND {_NOT_PROMOTED} AND {_NOT_CANCELLED}
"""

#: The wheel's messages still waiting (neither promoted nor cancelled): (queue_name, due_at).
WAITING = f"""
SELECT m.queue_name, m.due_at FROM queue_waiting_message AS m
LEFT JOIN LATERAL {_NEWEST_PROMOTION} ON true
WHERE {_NOT_PROMOTED} AND {_NOT_CANCELLED}
"""

#: A waiting message by its id: queue, state, actor, args, when due, when sent.
MESSAGE_BY_ID = f"""
SELECT m.queue_name,
       CASE WHEN EXISTS (SELECT 1 FROM queue_waiting_cancel AS c WHERE c.message_id = m.message_id)
            THEN 'cancelled' WHEN {_NOT_PROMOTED} THEN 'waiting' ELSE 'promoted' END,
       m.message->>'actor_name', m.message->'args', m.due_at, m.sent_at
FROM queue_waiting_message AS m
LEFT JOIN LATERAL {_NEWEST_PROMOTION} ON true
WHERE m.message_id = %s
ORDER BY m.id DESC LIMIT 1
"""


def still_waiting(message_id: str) -> str:
    """A condition: the message `message_id` (an expression) waits in the wheel, neither
    promoted nor cancelled."""
    return f"""EXISTS (SELECT 1 FROM queue_waiting_message AS m
    LEFT JOIN LATERAL {_NEWEST_PROMOTION} ON true
    WHERE m.message_id = {message_id} AND {_NOT_PROMOTED} AND {_NOT_CANCELLED})"""


def send(execute, queue_names, message_ids, payloads, delays_ms, notified_queues) -> None:
    """Append waiting messages (parallel lists), each due once its delay has passed, counted
    from the transaction's `now()`, and NOTIFY `notified_queues` (the waker hears them)."""
    execute(SEND, (queue_names, message_ids, payloads, delays_ms, notified_queues))


def promote(connection, limit: int = PROMOTE_LIMIT) -> int:
    """Promote the messages due now, the late ones included, into the ring (in one
    transaction of its own when `connection` is in autocommit); how many it appended."""
    return promote_and_look_ahead(connection, limit).promoted


class Promotion(NamedTuple):
    #: Messages appended to the ring.
    promoted: int
    #: When the first message not promoted yet falls due (None: none waits).
    next_due: datetime | None
    #: Whether it looked for the late messages (not when another promotion held the lock).
    looked: bool


def promote_and_look_ahead(
    connection, limit: int = PROMOTE_LIMIT, look_for_late: bool = True
) -> Promotion:
    """Promote as `promote` does, the late messages only when `look_for_late`. A promotion
    that does not look leaves the late messages to the next that does, however many pass
    between: every one of them counts from the last look."""
    return Promotion(*connection.execute(PROMOTE, (limit, look_for_late)).fetchone())


def cancel(execute, message_ids: list[str]) -> int:
    """Tombstones for the waiting messages of `message_ids` not promoted yet; how many."""
    return execute(CANCEL, (message_ids,)).rowcount


def partitions(bucket: int) -> list[str]:
    """The two partitions of a bucket of the wheel."""
    return [f"queue_waiting_message_{bucket}", f"queue_waiting_cancel_{bucket}"]


def _still_waits(bucket: int) -> str:
    """Whether a message of one bucket waits still (neither promoted nor cancelled)."""
    message, cancel_ = partitions(bucket)
    return f"""
SELECT EXISTS (
    SELECT 1 FROM {message} AS m
    LEFT JOIN LATERAL {_NEWEST_PROMOTION} ON true
    WHERE {_NOT_PROMOTED}
      AND NOT EXISTS (SELECT 1 FROM {cancel_} AS c WHERE c.message_id = m.message_id)
)"""


CURRENT_BUCKET = "SELECT queue_waiting_bucket(clock_timestamp())"


def rotate(connection) -> tuple[list[int], list[int]]:
    """Empty every bucket of the wheel but the current one and the one before it whose
    messages are all promoted or cancelled (its tombstones go with them): one TRUNCATE of its
    two partitions, which a pinned horizon does not block. A bucket with a message waiting
    (of its next turn, or of a transaction that committed after the newest promotion) or
    held by another transaction is passed by until the next rotation. Returns the buckets
    emptied and passed by. `connection` is in autocommit; one transaction a bucket."""
    (current,) = connection.execute(CURRENT_BUCKET).fetchone()
    recent = {current, (current - 1) % WAITING_BUCKETS}
    buckets = sorted(set(range(WAITING_BUCKETS)) - recent)
    return emptying.empty_done_buckets(connection, buckets, _still_waits, partitions)


# The slot of the ring that holds the newest promotion: the wheel's positions are read from it.
NEWEST_PROMOTION_SLOT = "SELECT slot FROM queue_promotion ORDER BY seq DESC LIMIT 1"
CURRENT_SLOT = "SELECT queue_ring_slot(clock_timestamp())"


def rotate_promotions(connection) -> list[int]:
    """Empty the promotions' slots but the one written now, the one before it and the one
    that holds the newest promotion (the wheel's position), looked at again under the slot's
    lock. Returns the slots emptied."""

    def kept() -> set[int]:
        (current,) = connection.execute(CURRENT_SLOT).fetchone()
        newest = connection.execute(NEWEST_PROMOTION_SLOT).fetchone()
        return {current, (current - 1) % SLOTS} | ({newest[0]} if newest else set())

    emptied = []
    for slot in sorted(set(range(SLOTS)) - kept()):
        partition = f"queue_promotion_{slot}"
        if not connection.execute(f"SELECT EXISTS (SELECT 1 FROM {partition})").fetchone()[0]:
            continue

        def still_kept(slot: int = slot) -> bool:
            return slot in kept()

        if emptying.empty(connection, [partition], still_needed=still_kept):
            emptied.append(slot)
    return emptied
