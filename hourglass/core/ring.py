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
producers' messages, and the messages the pipelines take along in their own statements.
"""

import random
from typing import NamedTuple

from psycopg.errors import LockNotAvailable

from hourglass.core.broker_schema import (
    NOTIFY_ENQUEUE,
    QUEUE_TABLE,
    WORKER_TABLE,
    not_paused,
)

#: The slots of migration 0022's ring: each is written for SLOT_SECONDS in turn.
SLOTS = 8
SLOT_SECONDS = 15
#: A queue's stripes (a message's is its id modulo STRIPES), as migration 0022 indexes them.
STRIPES = 4
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

# A stripe's claims take turns: the cursor each reads is the one the claim before appended.
# A claim takes the first stripe free of the queue's, and waits for one only when none is.
_TURN = "hashtext('hourglass.ring.' || %(queue_name)s || '.' || %(stripe)s)"
TRY_TURN = f"SELECT pg_try_advisory_xact_lock({_TURN})"
TAKE_TURN = f"SELECT pg_advisory_xact_lock({_TURN})"

# The range a claim of a stripe reads (after its turn, so that its snapshot sees the last claim's
# cursor): the rest of the last cursor's range when that one stopped at its limit, else from
# the last upper snapshot to now. With no cursor (a queue never claimed, or idle for a turn
# of the ring, whose cursors were emptied with their slot) the lower snapshot is NULL and
# the claim reads every message of the ring without a claim or a receipt. `start` is where
# the range resumes among the transactions begun at or after the lower snapshot's xmax, in
# commit order (txid, id). A paused queue gets no row.
READ_CURSOR = f"""
WITH last AS (
    SELECT lower_snapshot, upper_snapshot, after_txid, after_id, complete
    FROM queue_ring_cursor WHERE queue_name = %(queue_name)s AND stripe = %(stripe)s
    ORDER BY seq DESC LIMIT 1
), reading AS (
    SELECT l.complete IS NULL AS fresh, coalesce(l.complete, true) AS last_complete,
           CASE WHEN l.complete THEN l.upper_snapshot ELSE l.lower_snapshot END AS lower_snapshot,
           CASE WHEN l.complete IS FALSE THEN l.upper_snapshot ELSE pg_current_snapshot() END AS upper_snapshot,
           CASE WHEN l.complete IS FALSE THEN l.after_txid ELSE '0'::xid8 END AS after_txid,
           CASE WHEN l.complete IS FALSE THEN l.after_id ELSE 0 END AS after_id
    FROM (VALUES (1)) AS one LEFT JOIN last AS l ON true
    WHERE {not_paused("%(queue_name)s")}
)
SELECT fresh, last_complete, lower_snapshot::text, upper_snapshot::text,
       after_txid::text, after_id,
       greatest(after_txid, pg_snapshot_xmax(lower_snapshot))::text AS start_txid,
       CASE WHEN after_txid < pg_snapshot_xmax(lower_snapshot) THEN 0 ELSE after_id END AS start_id,
       -- (those a claim of this range has not passed yet)
       ARRAY(SELECT txid FROM pg_snapshot_xip(lower_snapshot) AS running(txid)
             WHERE txid >= after_txid)::text[] AS running,
       pg_snapshot_xmax(upper_snapshot)::text AS upper_xmax
FROM reading
"""

IN_INDEX_ORDER = (
    "SET LOCAL enable_sort = off; SET LOCAL enable_bitmapscan = off;"
    " SET LOCAL plan_cache_mode = force_generic_plan"
)
AS_CONFIGURED = "RESET enable_sort; RESET enable_bitmapscan; RESET plan_cache_mode"

# The claim of the range READ_CURSOR found, for `%(worker_id)s`: messages of transactions in
# progress at the lower snapshot (when there were any: one index range a transaction, as a
# walk of the stripe in order sorting nothing would otherwise read the whole ring while a
# product's transaction stays open, 25 ms a claim at 40,000 messages), then those begun at
# or after its xmax (with no lower snapshot: all unclaimed), by the (queue_name, stripe,
# txid, id) index in that order; the cursor it leaves; a claim row a message. Only the
# branches and conditions a claim needs are in its statement.
RUNNING_BRANCH = """
        (SELECT m.* FROM unnest(%(running)s::xid8[]) AS running(txid)
         CROSS JOIN LATERAL (
             SELECT m.slot, m.id, m.txid, m.message_id, m.message FROM queue_ring_message AS m
             WHERE m.queue_name = %(queue_name)s AND m.id %% {STRIPES} = %(stripe)s
               AND m.txid = running.txid
               AND m.id > CASE WHEN running.txid = %(after_txid)s::xid8 THEN %(after_id)s::bigint ELSE 0 END
               AND pg_visible_in_snapshot(m.txid, %(upper_snapshot)s::pg_snapshot)
             ORDER BY m.id LIMIT %(limit)s) AS m
         ORDER BY m.txid, m.id LIMIT %(limit)s)
        UNION ALL"""
NEW_BRANCH = """
        (SELECT m.slot, m.id, m.txid, m.message_id, m.message FROM queue_ring_message AS m
         WHERE m.queue_name = %(queue_name)s AND m.id %% {STRIPES} = %(stripe)s
           AND (m.txid, m.id) > (%(start_txid)s::xid8, %(start_id)s::bigint)
           AND m.txid < %(upper_xmax)s::xid8
           AND pg_visible_in_snapshot(m.txid, %(upper_snapshot)s::pg_snapshot){unclaimed}
         ORDER BY m.txid, m.id LIMIT %(limit)s)"""
UNCLAIMED = """
           AND NOT EXISTS (SELECT 1 FROM queue_ring_claim AS c WHERE c.slot = m.slot AND c.id = m.id)
           AND NOT EXISTS (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = m.slot AND t.id = m.id)"""
PICK = """
WITH picked AS MATERIALIZED (
    SELECT * FROM ({branches}
    ) AS branches
    ORDER BY txid, id LIMIT %(limit)s
), last_picked AS (
    SELECT txid, id FROM picked ORDER BY txid DESC, id DESC LIMIT 1
), advanced AS (
    INSERT INTO queue_ring_cursor (queue_name, stripe, lower_snapshot, upper_snapshot, after_txid, after_id, complete)
    SELECT %(queue_name)s, %(stripe)s, %(lower_snapshot)s::pg_snapshot, %(upper_snapshot)s::pg_snapshot,
           coalesce((SELECT txid FROM last_picked), %(after_txid)s::xid8),
           coalesce((SELECT id FROM last_picked), %(after_id)s::bigint),
           (SELECT count(*) FROM picked) < %(limit)s
    -- A claim that found nothing after a complete range leaves the cursor where it was:
    -- the next one reads from there to its own now.
    WHERE %(fresh)s OR NOT %(last_complete)s OR EXISTS (SELECT 1 FROM picked)
), claimed AS (
    INSERT INTO queue_ring_claim (slot, id, worker_id)
    SELECT slot, id, %(worker_id)s FROM picked
)
SELECT slot, id, message_id::text, message::text FROM picked ORDER BY txid, id
"""
#: The pick by (any running at the lower snapshot, no lower snapshot).
PICKS = {
    (running, bootstrap): PICK.format(
        branches=(RUNNING_BRANCH.format(STRIPES=STRIPES) if running else "")
        + NEW_BRANCH.format(STRIPES=STRIPES, unclaimed=UNCLAIMED if bootstrap else "")
    )
    for running in (False, True)
    for bootstrap in (False, True)
}


def claim(cursor, queue_name: str, worker_id: str, limit: int) -> list[tuple[Position, str, str]]:
    """Claim up to `limit` of the queue's messages for the worker process `worker_id`, in
    the caller's transaction (its commit ends its turns): (position, message id, message
    JSON text) each, in commit order within a stripe. The stripes are taken from a random
    one on, those another claim holds passed by; a claim that finds every stripe taken
    waits for its first."""
    first = random.randrange(STRIPES)
    stripes = [(first + n) % STRIPES for n in range(STRIPES)]
    # The pick must walk the (queue_name, stripe, txid, id) index in order and stop at the
    # limit. The planner cannot tell: a range's txids are past the newest its statistics
    # know (the key only grows), so it expects a row or two and sorts a bitmap scan of
    # everything after the cursor instead (13.7 ms against 2.0 ms a claim of 16 in a
    # backlog of 10,000), and a generic plan sorted a third of the ring (9.5 ms against 1.7
    # ms at 30,000). With sorts and bitmap scans ruled out the index walk is the only plan
    # left, so the generic one is kept once psycopg prepares the pick (planning it each
    # time cost 1.8 ms a claim, more than running it; behind a pooler nothing is prepared).
    cursor.execute(IN_INDEX_ORDER)
    picked: list[tuple[Position, str, str]] = []
    took_a_turn = False
    for stripe in stripes:
        turn = {"queue_name": queue_name, "stripe": stripe}
        if not cursor.execute(TRY_TURN, turn).fetchone()[0]:
            continue
        took_a_turn = True
        taken = _claim_stripe(cursor, turn, worker_id, limit - len(picked))
        if taken is None:  # paused
            break
        picked += taken
        if len(picked) >= limit:
            break
    else:
        if not took_a_turn:
            turn = {"queue_name": queue_name, "stripe": first}
            cursor.execute(TAKE_TURN, turn)
            picked = _claim_stripe(cursor, turn, worker_id, limit) or []
    cursor.execute(AS_CONFIGURED)
    return picked


def _claim_stripe(cursor, turn, worker_id, limit) -> list[tuple[Position, str, str]] | None:
    """The claim of one stripe whose turn the caller holds (None: the queue is paused)."""
    pick = pick_of_stripe(cursor, turn, worker_id, limit)
    if pick is None:
        return None
    picked = cursor.execute(*pick).fetchall()
    return [(Position(slot, id_), message_id, payload) for slot, id_, message_id, payload in picked]


def pick_of_stripe(cursor, turn, worker_id, limit) -> tuple[str, dict] | None:
    """The pick a claim of the stripe `turn` would run now, and its parameters, read from
    the stripe's last cursor (None: the queue is paused)."""
    reading = cursor.execute(READ_CURSOR, turn).fetchone()
    if reading is None:
        return None
    names = (
        "fresh",
        "last_complete",
        "lower_snapshot",
        "upper_snapshot",
        "after_txid",
        "after_id",
        "start_txid",
        "start_id",
        "running",
        "upper_xmax",
    )
    parameters = dict(zip(names, reading, strict=True))
    parameters |= turn | {"worker_id": worker_id, "limit": limit}
    return PICKS[bool(parameters["running"]), parameters["lower_snapshot"] is None], parameters


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


def _moved_to_cold_lane(positions: str, outcome: str, state: str = "'queued'") -> str:
    """A statement that moves the ring messages at `positions` (a SELECT of slot, id) to the
    cold lane in `state`, each with its receipt, once (a message settled meanwhile is left),
    and NOTIFYs their queues: its row count is the messages moved."""
    return f"""
WITH receipted AS (
    INSERT INTO queue_ring_receipt (slot, id, outcome)
    SELECT slot, id, '{outcome}' FROM ({positions}) AS p
    ON CONFLICT DO NOTHING
    RETURNING slot, id
), moved AS (
    INSERT INTO {QUEUE_TABLE} (queue_name, message_id, "state", message, available_at)
    SELECT m.queue_name, m.message_id, {state}, m.message, now()
    FROM receipted JOIN queue_ring_message AS m ON m.slot = receipted.slot AND m.id = receipted.id
    ON CONFLICT (message_id) DO NOTHING
    RETURNING queue_name
)
SELECT {NOTIFY_ENQUEUE} FROM moved
"""


HAND_BACK_OWN = _moved_to_cold_lane(_OWN_UNSETTLED, "handed_back")

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
    recent = {current, (current - 1) % SLOTS}
    emptied, passed = [], []
    for slot in sorted(set(range(SLOTS)) - recent, key=lambda s: (s - current) % SLOTS):
        occupied, in_flight, move, truncate = _rotation_statements(slot)
        if not connection.execute(occupied).fetchone()[0]:
            continue
        (held,) = connection.execute(HELD_BY_A_READER, (partitions(slot), reader_s)).fetchone()
        # Looked at before the lock too: the claims wait behind the lock while it is held.
        if held or connection.execute(in_flight, (heartbeat_ttl_s,)).fetchone()[0]:
            passed.append(slot)
            continue
        try:
            with connection.transaction():
                connection.execute(f"SET LOCAL lock_timeout = '{ROTATION_LOCK_TIMEOUT}'")
                connection.execute(
                    f"LOCK TABLE {', '.join(partitions(slot))} IN ACCESS EXCLUSIVE MODE"
                )
                if connection.execute(in_flight, (heartbeat_ttl_s,)).fetchone()[0]:  # claimed since
                    passed.append(slot)
                    continue
                connection.execute(move)
                connection.execute(truncate)
                emptied.append(slot)
        except LockNotAvailable:
            passed.append(slot)
    return emptied, passed
