"""The queue's hot lane: messages due now, of the queues HOURGLASS_RING_QUEUES names, with no
update or delete per message (issue 28, docs/decisions/0002).

Four append-only tables, each partitioned into the same ring of SLOTS slots (migration 0022):

- `queue_ring_message`: a send appends the message to the slot of the moment it is written;
  it carries its transaction's id (`txid`), which says when it became visible;
- `queue_ring_cursor`: each claim appends where the queue's consumers have read up to, as two
  snapshots of the database (`pg_current_snapshot()`) and a position between them. A claim
  reads the messages that became visible between the lower and the upper snapshot: those of
  transactions begun after the lower one (at or past its `xmax`) and those in progress then
  (its `xip` list), never by the oldest running transaction (`xmin`), which a product's
  long transaction pins. So a claim reads only what is new, however long the horizon is held
  (PgQue's batches). A queue's messages are dealt to STRIPES stripes (by id), each with
  cursors of its own: the claims of a stripe take turns on an advisory lock, each
  appending the stripe's next cursor, while claims of other stripes run beside it;
- `queue_ring_claim`: which worker process claimed a message (its hand-back and its
  recovery when that process dies);
- `queue_ring_receipt`: how a message was settled: done (its ack, or its actor's own
  transaction), retried or rejected (the attempt that follows, or the dead letter, is a row of
  the cold lane), or moved to the cold lane (a hand-back, a dead worker's claim, a message of
  a queue with flow limits).

Space comes back by rotation: a slot neither written now nor a moment ago is emptied by one
TRUNCATE of its four partitions, which a pinned horizon does not block, once no live worker
holds a message of it unsettled; its unsettled rest goes to the cold lane first. A
transaction that still holds the slot (a reader of the ring's tables) makes the rotation pass
it by until the next turn.

Everything else stays in the cold lane, `dramatiq.queue` (hourglass.core.broker): delayed
messages and retries, dead letters, hand-backs, the previous release's and the SQL
producers' messages. A pipeline's statement may take messages of either lane along with its
own (hourglass.core.broker_claims).
"""

import random
from typing import NamedTuple

from psycopg.errors import LockNotAvailable

from hourglass.core.store.schema import (
    NOTIFY_ENQUEUE,
    QUEUE_TABLE,
    SLOTS,
    STRIPES,
    WORKER_TABLE,
)

TABLES = ("message", "claim", "receipt", "cursor")

#: The option a message claimed from the ring carries while it runs: its row, (slot, id).
RING_POSITION = "ring_position"

#: How long a rotation waits for a slot's locks before passing it by; a transaction that
#: has held a lock on the slot longer than READER_S is not waited for at all.
ROTATION_LOCK_TIMEOUT = "50ms"
READER_S = 1


class Position(NamedTuple):
    """A message's row in the ring."""

    slot: int
    id: int


SEND = f"""
WITH sent AS (
    INSERT INTO queue_ring_message (queue_name, message_id, message)
    SELECT queue_name, message_id, message::jsonb
    FROM unnest(%b::text[], %b::uuid[], %b::text[]) AS m(queue_name, message_id, message)
)
SELECT {NOTIFY_ENQUEUE} FROM unnest(%b::text[]) AS queues(queue_name)
"""

# A stripe's claims take turns on an advisory lock: the cursor each reads is the one the
# claim before appended. The claim takes the first free stripe of the queue's from a random
# one on, and waits for one only when none is free (migration 0029 has the whole claim: the
# turns, each stripe's cursor and its pick).
#
# The pick must walk the (queue_name, stripe, txid, id) index in order and stop at the
# limit. The planner cannot tell: a range's txids are past the newest its statistics know
# (the key only grows), so it expects a row or two and sorts a bitmap scan of everything
# after the cursor instead (13.7 ms against 2.0 ms a claim of 16 in a backlog of 10,000), and
# a generic plan sorted a third of the ring (9.5 ms against 1.7 ms at 30,000). With sorts
# and bitmap scans ruled out while it is planned the index walk is the only plan left, and
# its generic plan is kept (planning it each time cost 1.8 ms a claim, more than running
# it). Messages of transactions in progress at the lower snapshot are read one index range
# a transaction: a walk of the stripe in order, sorting nothing, would read the whole ring
# while a product's transaction stays open (25 ms a claim at 40,000 messages); that branch
# is left out of the pick when there is no such transaction, since every node of a plan is
# set up before it runs.
CLAIM = """
SELECT ring_slot, ring_id, ring_message_id, ring_message
FROM hourglass.claim_ring_v3(%(queue_name)s, %(worker_id)s, %(limit)s, %(first_stripe)s)
"""


def after_cold_lane(cold_claim: str) -> str:
    """One statement that claims from the cold lane first (`cold_claim`, which returns
    message id and message of each row it claims) and then, when that found fewer than
    `%(limit)s`, the rest from the hot lane: (slot, id, message id, message) each, NULL
    positions for the cold lane's rows."""
    return f"""
WITH cold AS ({cold_claim})
SELECT NULL::smallint, NULL::bigint, message_id, message FROM cold
UNION ALL
SELECT ring_slot, ring_id, ring_message_id, ring_message
FROM hourglass.claim_ring_v3(
    %(queue_name)s, %(worker_id)s, %(limit)s - (SELECT count(*) FROM cold)::int, %(first_stripe)s
)
WHERE (SELECT count(*) FROM cold) < %(limit)s
"""


def claim(cursor, queue_name: str, worker_id: str, limit: int) -> list[tuple[Position, str, str]]:
    """Claim up to `limit` of the queue's messages for the worker process `worker_id`, in
    the caller's transaction (its commit ends its turns): (position, message id, message
    JSON text) each, in commit order within a stripe. One statement: six round trips a
    claim were a quarter of what the hot lane drained in a second (issue 28)."""
    picked = cursor.execute(CLAIM, claim_parameters(queue_name, worker_id, limit)).fetchall()
    return [(Position(slot, id_), message_id, payload) for slot, id_, message_id, payload in picked]


def claim_parameters(queue_name: str, worker_id: str, limit: int) -> dict:
    """The parameters of CLAIM."""
    return {"queue_name": queue_name, "worker_id": worker_id, "limit": limit, **first_stripe()}


def first_stripe() -> dict:
    """Where a claim starts: its stripes are taken from a random one on, so that claims of
    one queue at the same time try different stripes first."""
    return {"first_stripe": random.randrange(STRIPES)}


def holds_unsettled(message_id: str) -> str:
    """A condition: the ring holds the message `message_id` (an expression), not settled."""
    return f"""EXISTS (SELECT 1 FROM queue_ring_message AS m
    WHERE m.message_id = {message_id}
      AND NOT EXISTS (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = m.slot AND t.id = m.id))"""


#: The ring's messages not settled yet, each with its state as the cold lane would say it
#: ('queued' or 'consumed'), for the operator's counts: (queue_name, state, sent_at).
UNSETTLED = """
SELECT m.queue_name,
       CASE WHEN EXISTS (SELECT 1 FROM queue_ring_claim AS c WHERE c.slot = m.slot AND c.id = m.id)
            THEN 'consumed' ELSE 'queued' END AS state,
       m.sent_at
FROM queue_ring_message AS m
WHERE NOT EXISTS (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = m.slot AND t.id = m.id)
"""

#: A ring message by its message id, as the operator's lookup shows a queue row: queue,
#: state (a receipt's outcome once settled), actor, args, when sent, when claimed.
MESSAGE_BY_ID = """
SELECT m.queue_name,
       coalesce(t.outcome, CASE WHEN c.id IS NULL THEN 'queued' ELSE 'consumed' END),
       m.message->>'actor_name', m.message->'args', m.sent_at, c.claimed_at
FROM queue_ring_message AS m
LEFT JOIN queue_ring_claim AS c ON c.slot = m.slot AND c.id = m.id
LEFT JOIN queue_ring_receipt AS t ON t.slot = m.slot AND t.id = m.id
WHERE m.message_id = %s
ORDER BY m.id DESC LIMIT 1
"""

#: Settlements of many messages in one statement (the batch acker's).
SETTLE = """
INSERT INTO queue_ring_receipt (slot, id, outcome)
SELECT * FROM unnest(%s::smallint[], %s::bigint[], %s::text[])
ON CONFLICT DO NOTHING
"""

#: One message's settlement, in its actor's own transaction.
SETTLE_ONE = """
INSERT INTO queue_ring_receipt (slot, id, outcome) VALUES (%s, %s, 'done')
ON CONFLICT DO NOTHING
"""

# Ring messages of this worker process not settled yet (all, those of `message_ids`, or
# those of a queue but `message_ids`, that no worker thread holds) go to the cold lane,
# due now: a graceful stop's hand-back, a restarted consumer's orphans.
_OWN_UNSETTLED = """
SELECT c.slot, c.id FROM queue_ring_claim AS c
JOIN queue_ring_message AS m ON m.slot = c.slot AND m.id = c.id
WHERE c.worker_id = %(worker_id)s
  AND NOT EXISTS (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = c.slot AND t.id = c.id)
  AND (%(queue_name)s::text IS NULL OR m.queue_name = %(queue_name)s)
  AND (%(message_ids)s::uuid[] IS NULL OR
       (m.message_id = ANY(%(message_ids)s::uuid[])) = NOT %(except_ids)s)
"""


def moved_to_cold_lane(
    name: str,
    positions: str,
    outcome: str,
    state: str = "'queued'",
    messages: str = "queue_ring_message",
) -> str:
    """Two CTEs for a statement, `{name}_receipts` and `name(queue_name)`: the ring messages
    at `positions` (a SELECT of slot, id) moved to the cold lane in `state`, each with its
    receipt `outcome`, once (a message settled meanwhile is left), and their queues woken
    (NOTIFY, in the RETURNING, which runs whether or not the statement reads `name`): a row
    a message moved. The messages are read from `messages` (slot, id, queue_name,
    message_id, message): the ring's table, or a CTE of a claim that read them with a newer
    snapshot than its statement's (hourglass.take_ring_v2), which the table would not show."""
    return f"""{name}_receipts AS (
    INSERT INTO queue_ring_receipt (slot, id, outcome)
    SELECT slot, id, '{outcome}' FROM ({positions}) AS p(slot, id)
    ON CONFLICT DO NOTHING
    RETURNING slot, id
), {name} AS (
    INSERT INTO {QUEUE_TABLE} (queue_name, message_id, "state", message, available_at)
    SELECT m.queue_name, m.message_id, {state}, m.message, now()
    FROM {name}_receipts AS r JOIN {messages} AS m ON m.slot = r.slot AND m.id = r.id
    ON CONFLICT (message_id) DO NOTHING
    RETURNING queue_name, {NOTIFY_ENQUEUE}
)"""


def _moved_to_cold_lane(positions: str, outcome: str, state: str = "'queued'") -> str:
    """A statement of moved_to_cold_lane: its row count is the messages moved."""
    return f"WITH {moved_to_cold_lane('moved', positions, outcome, state)} SELECT queue_name FROM moved"


HAND_BACK_OWN = _moved_to_cold_lane(_OWN_UNSETTLED, "handed_back")

#: Worker processes whose heartbeat stopped longer than the TTL ago (dramatiq-postgres
#: forgets a worker five TTLs after its last heartbeat).
DEAD_WORKERS = f"""
SELECT worker_id FROM {WORKER_TABLE} WHERE heartbeat_at < now() - make_interval(secs => %s)
"""

#: The unsettled claims of the dead workers `%s` (their ids) go to the cold lane, due now,
#: as the cold lane's claims of a dead worker go back to their queue.
HAND_BACK_OF_DEAD_WORKERS = _moved_to_cold_lane(
    """SELECT c.slot, c.id FROM queue_ring_claim AS c
    WHERE c.worker_id = ANY(%s::uuid[])
      AND NOT EXISTS (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = c.slot AND t.id = c.id)""",
    "moved",
)


def hand_back_dead_workers_claims(connection, heartbeat_ttl_s: float) -> int:
    """Move the unsettled hot-lane claims of worker processes whose heartbeat stopped to
    the cold lane, due now: within a heartbeat TTL and a rotation turn of the death, not
    when their slot's turn to rotate comes. The claims are read only when a worker is dead
    (a scan of the ring's claims). Returns how many moved."""
    dead = [worker_id for (worker_id,) in connection.execute(DEAD_WORKERS, (heartbeat_ttl_s,))]
    if not dead:
        return 0
    return connection.execute(HAND_BACK_OF_DEAD_WORKERS, (dead,)).rowcount


#: Messages just claimed from the ring, moved to the cold lane as they are (a queue whose
#: flow limits count its running messages from the cold lane's claimed rows).
MOVE_CLAIMED = _moved_to_cold_lane(
    "SELECT * FROM unnest(%s::smallint[], %s::bigint[]) AS p(slot, id)", "moved"
)

#: A message its worker rejected: a dead letter in the cold lane, as the cold lane's own
#: rejections are, with the message as the worker left it.
REJECT = f"""
WITH receipted AS (
    INSERT INTO queue_ring_receipt (slot, id, outcome) VALUES (%(slot)s, %(id)s, 'rejected')
    ON CONFLICT DO NOTHING
    RETURNING slot, id
)
INSERT INTO {QUEUE_TABLE} (queue_name, message_id, "state", message, available_at)
SELECT m.queue_name, m.message_id, 'rejected', %(message)s, now()
FROM receipted JOIN queue_ring_message AS m ON m.slot = receipted.slot AND m.id = receipted.id
ON CONFLICT (message_id) DO UPDATE SET "state" = 'rejected', message = EXCLUDED.message,
    worker_id = NULL, mtime = now()
"""

CURRENT_SLOT = "SELECT queue_ring_slot(clock_timestamp())"

# A slot's partitions held by a transaction older than READER_S (not a claim passing
# through): the rotation does not queue its lock behind one.
HELD_BY_A_READER = """
SELECT EXISTS (
    SELECT 1 FROM pg_locks AS l JOIN pg_stat_activity AS a ON a.pid = l.pid
    WHERE l.relation = ANY(%s::regclass[]) AND l.pid <> pg_backend_pid()
      AND a.xact_start < clock_timestamp() - make_interval(secs => %s)
)
"""


def _partition(table: str, slot: int) -> str:
    return f"queue_ring_{table}_{slot}"


def _rotation_statements(slot: int) -> tuple[str, str, str, str]:
    """For one slot: whether it holds anything, whether a live worker holds a message of it
    unsettled, the move of its unsettled rest to the cold lane, and its TRUNCATE."""
    message, claim, receipt = (_partition(t, slot) for t in ("message", "claim", "receipt"))
    occupied = " OR ".join(f"EXISTS (SELECT 1 FROM {_partition(t, slot)})" for t in TABLES)
    in_flight = f"""
SELECT EXISTS (
    SELECT 1 FROM {claim} AS c
    JOIN {WORKER_TABLE} AS w ON w.worker_id = c.worker_id
        AND w.heartbeat_at >= now() - make_interval(secs => %s)
    WHERE NOT EXISTS (SELECT 1 FROM {receipt} AS t WHERE t.slot = c.slot AND t.id = c.id)
)"""
    unsettled = f"""
SELECT m.slot, m.id FROM {message} AS m
WHERE NOT EXISTS (SELECT 1 FROM {receipt} AS t WHERE t.slot = m.slot AND t.id = m.id)"""
    truncate = "TRUNCATE " + ", ".join(_partition(t, slot) for t in TABLES)
    return (
        f"SELECT {occupied}",
        in_flight,
        _moved_to_cold_lane(unsettled, "moved"),
        truncate,
    )


def partitions(slot: int) -> list[str]:
    """The four partitions of `slot`."""
    return [_partition(t, slot) for t in TABLES]


def rotate(
    connection, heartbeat_ttl_s: float, reader_s: float = READER_S
) -> tuple[list[int], list[int]]:
    """Empty every slot neither written now nor a moment ago that holds anything (a slot
    found empty costs one look, and no lock): its unsettled messages go to the cold lane (a
    dead worker's claims and messages not yet claimed), then TRUNCATE. A slot with a
    message a live worker has not settled, or held by a reader, is passed by until the next
    turn. Returns the slots emptied and passed by. `connection` is a psycopg connection in
    autocommit; one transaction a slot."""
    (current,) = connection.execute(CURRENT_SLOT).fetchone()
    emptied: list[int] = []
    passed: list[int] = []
    for slot in sorted(set(range(SLOTS)) - _recent(current), key=lambda s: (s - current) % SLOTS):
        outcome = rotate_slot(connection, slot, heartbeat_ttl_s, reader_s)
        if outcome is not None:
            (emptied if outcome else passed).append(slot)
    return emptied, passed


def _recent(current: int) -> set[int]:
    """The slot written now and the one before it, which no rotation empties."""
    return {current, (current - 1) % SLOTS}


def rotate_slot(connection, slot: int, heartbeat_ttl_s: float, reader_s: float) -> bool | None:
    """Empty `slot` as `rotate` does: True when emptied, False when passed by, None when it
    held nothing. Its recency is looked at again once its partitions are locked: a rotation
    that chose the slot just before its turn to be written came (the ring's next slot,
    still holding a previous turn's rows) would otherwise empty it as it is written,
    messages and cursors appended since included."""
    occupied, in_flight, move, truncate = _rotation_statements(slot)
    if not connection.execute(occupied).fetchone()[0]:
        return None
    (held,) = connection.execute(HELD_BY_A_READER, (partitions(slot), reader_s)).fetchone()
    # Looked at before the lock too: the claims wait behind the lock while it is held.
    if held or connection.execute(in_flight, (heartbeat_ttl_s,)).fetchone()[0]:
        return False
    try:
        with connection.transaction():
            connection.execute(f"SET LOCAL lock_timeout = '{ROTATION_LOCK_TIMEOUT}'")
            connection.execute(f"LOCK TABLE {', '.join(partitions(slot))} IN ACCESS EXCLUSIVE MODE")
            (current,) = connection.execute(CURRENT_SLOT).fetchone()
            if slot in _recent(current):  # its turn came meanwhile
                return False
            if connection.execute(in_flight, (heartbeat_ttl_s,)).fetchone()[0]:  # claimed since
                return False
            connection.execute(move)
            connection.execute(truncate)
            return True
    except LockNotAvailable:
        return False
