"""The hot lane: messages due now (sent so, or promoted from the wheel when due), stored in
the ring with no update or delete per message (docs/decisions/0002 and 0008,
docs/glossary.md).

Four append-only tables, each partitioned into the same ring of SLOTS slots (migration 0022):

- `queue_ring_message`: a send appends the message to the slot being written; it carries
  its transaction's id (`txid`), which says when it became visible;
- `queue_ring_cursor`: each claim appends where its stripe's claims have read up to, as two
  snapshots of the database (`pg_current_snapshot()`) and a position between them. A claim
  reads the messages that became visible between the lower and the upper snapshot: those of
  transactions begun after the lower one (at or past its `xmax`) and those in progress then
  (its `xip` list), never by the oldest running transaction (`xmin`), which a product's long
  transaction pins. So a claim reads only what is new, however long the horizon is held. A
  queue's messages are dealt to STRIPES stripes (by id); the claims of a stripe take turns
  (an advisory lock), each appending the stripe's next cursor, while claims of other
  stripes run beside it;
- `queue_ring_claim`: which worker process claimed a message (its hand-back, and its
  recovery when that process dies);
- `queue_ring_receipt`: how a message was settled: done (its ack, or its actor's own
  transaction), retried or rejected (the attempt that follows, or the dead letter, is a row
  of the cold lane), or moved to the cold lane (a hand-back, a dead worker's claim, a message
  of a queue with flow limits).

Space comes back by rotation (hourglass.core.store.rotation). The claim's function is SQL
(migration 0043: `hourglass.claim_ring_v4` for the consumer, which commits without waiting
for the disk by itself; migration 0040: `hourglass.take_ring_v3` for a take-along).
"""

import random

from hourglass.core.store import cold_lane
from hourglass.core.store.claims import Claimed, Position
from hourglass.core.store.schema import STRIPES

SEND = """
WITH sent AS (
    INSERT INTO queue_ring_message (queue_name, message_id, message)
    SELECT queue_name, message_id, message::jsonb
    FROM unnest(%b::text[], %b::uuid[], %b::text[]) AS m(queue_name, message_id, message)
)
SELECT pg_notify('dramatiq.' || queue_name || '.enqueue', '') FROM unnest(%b::text[]) AS queues(queue_name)
"""

# The claim takes the first free stripe of the queue's from a random one on, and waits for
# one's turn only when none is free (migration 0029 has the whole claim: the turns, each
# stripe's cursor and its pick).
#
# The pick must walk the (queue_name, stripe, txid, id) index in order and stop at the limit.
# The planner cannot tell: a range's txids are past the newest its statistics know (the key
# only grows), so it expects a row or two and sorts a bitmap scan of everything after the
# cursor instead (13.7 ms against 2.0 ms a claim of 16 in a backlog of 10,000), and a generic
# plan sorted a third of the ring (9.5 ms against 1.7 ms at 30,000). With sorts and bitmap
# scans ruled out while it is planned the index walk is the only plan left, and its generic
# plan is kept (planning it each time cost 1.8 ms a claim, more than running it). Messages of
# transactions in progress at the lower snapshot are read one index range a transaction: a
# walk of the stripe in order, sorting nothing, would read the whole ring while a product's
# transaction stays open (25 ms a claim at 40,000 messages); that branch is left out of the
# pick when there is no such transaction, since every node of a plan is set up before it runs.
CLAIM = """
SELECT ring_slot, ring_id, ring_message_id, ring_message
FROM hourglass.claim_ring_v4(%(queue_name)s, %(worker_id)s, %(limit)s, %(first_stripe)s)
"""

# The cold lane's claim first (hourglass.core.store.cold_lane.CLAIM: retries, hand-backs, the
# SQL producers' messages), then the rest of the limit from the hot lane, in one statement:
# (slot, id, message id, message) each, NULL positions for the cold lane's rows. The ring's
# claim is called when the cold lane filled the limit too (asked for none, it claims nothing),
# so that the statement's commit never waits for the disk: it is a transaction of its own.
CLAIM_COLD_LANE_FIRST = f"""
WITH cold AS ({cold_lane.CLAIM})
SELECT NULL::smallint, NULL::bigint, message_id, message FROM cold
UNION ALL
SELECT ring_slot, ring_id, ring_message_id, ring_message
FROM hourglass.claim_ring_v4(
    %(queue_name)s, %(worker_id)s, %(limit)s - (SELECT count(*) FROM cold)::int, %(first_stripe)s
)
"""

# A take-along's claim in a transaction of its own (autocommit), ahead of the transaction
# that runs what it took: it holds each stripe's turn only for its own statement, and, as a
# consumer's claim, commits without waiting for the disk. Taken in the running transaction,
# the turns were held to its commit, WAL flush included: the consumers of the queue waited
# for them (docs/decisions/evidence/0008-06). The messages are then the worker process's
# claims, as a consumer's are: the caller settles or hands them back.
TAKE_ALONG = """
SELECT t.ring_slot, t.ring_id, t.ring_message_id
FROM (SELECT set_config('synchronous_commit', 'off', true)) AS without_waiting_for_the_disk
CROSS JOIN LATERAL hourglass.take_ring_v3(
    %(queue_name)s, %(worker_id)s, %(limit)s, %(first_stripe)s, %(enough)s
) AS t
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

#: A message its worker rejected: a dead letter in the cold lane, as the cold lane's own
#: rejections are, with the message as the worker left it.
REJECT = """
WITH receipted AS (
    INSERT INTO queue_ring_receipt (slot, id, outcome) VALUES (%(slot)s, %(id)s, 'rejected')
    ON CONFLICT DO NOTHING
    RETURNING slot, id
)
INSERT INTO dramatiq.queue (queue_name, message_id, "state", message, available_at)
SELECT m.queue_name, m.message_id, 'rejected', %(message)s, now()
FROM receipted JOIN queue_ring_message AS m ON m.slot = receipted.slot AND m.id = receipted.id
ON CONFLICT (message_id) DO UPDATE SET "state" = 'rejected', message = EXCLUDED.message,
    worker_id = NULL, mtime = now()
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
    (NOTIFY, in the RETURNING, which runs whether or not the statement reads `name`): a row a
    message moved. The messages are read from `messages` (slot, id, queue_name, message_id,
    message): the ring's table, or a CTE of a claim that read them with a newer snapshot than
    its statement's (hourglass.take_ring_v3), which the table would not show."""
    return f"""{name}_receipts AS (
    INSERT INTO queue_ring_receipt (slot, id, outcome)
    SELECT slot, id, '{outcome}' FROM ({positions}) AS p(slot, id)
    ON CONFLICT DO NOTHING
    RETURNING slot, id
), {name} AS (
    INSERT INTO dramatiq.queue (queue_name, message_id, "state", message, available_at)
    SELECT m.queue_name, m.message_id, {state}, m.message, now()
    FROM {name}_receipts AS r JOIN {messages} AS m ON m.slot = r.slot AND m.id = r.id
    ON CONFLICT (message_id) DO NOTHING
    RETURNING queue_name, pg_notify('dramatiq.' || queue_name || '.enqueue', '')
)"""


def move_to_cold_lane(positions: str, outcome: str) -> str:
    """A statement of moved_to_cold_lane: its row count is the messages moved."""
    return f"WITH {moved_to_cold_lane('moved', positions, outcome)} SELECT queue_name FROM moved"


# Ring messages of this worker process not settled yet (all, those of `message_ids`, or those
# of a queue but `message_ids`, that no worker thread holds) go to the cold lane, due now: a
# graceful stop's hand-back, a restarted consumer's orphans.
HAND_BACK_OWN = move_to_cold_lane(
    """
SELECT c.slot, c.id FROM queue_ring_claim AS c
JOIN queue_ring_message AS m ON m.slot = c.slot AND m.id = c.id
WHERE c.worker_id = %(worker_id)s
  AND NOT EXISTS (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = c.slot AND t.id = c.id)
  AND (%(queue_name)s::text IS NULL OR m.queue_name = %(queue_name)s)
  AND (%(message_ids)s::uuid[] IS NULL OR
       (m.message_id = ANY(%(message_ids)s::uuid[])) = NOT %(except_ids)s)
""",
    "handed_back",
)

#: Worker processes whose heartbeat stopped longer than the TTL ago (the upkeep forgets a
#: worker five TTLs after its last heartbeat).
DEAD_WORKERS = """
SELECT worker_id FROM dramatiq.worker WHERE heartbeat_at < now() - make_interval(secs => %s)
"""

#: The unsettled claims of the dead workers `%s` (their ids) go to the cold lane, due now, as
#: the cold lane's claims of a dead worker go back to their queue.
HAND_BACK_OF_DEAD_WORKERS = move_to_cold_lane(
    """SELECT c.slot, c.id FROM queue_ring_claim AS c
    WHERE c.worker_id = ANY(%s::uuid[])
      AND NOT EXISTS (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = c.slot AND t.id = c.id)""",
    "moved",
)

#: Messages just claimed from the ring, moved to the cold lane as they are (a queue whose flow
#: limits count its running messages from the cold lane's claimed rows).
MOVE_CLAIMED = move_to_cold_lane(
    "SELECT * FROM unnest(%s::smallint[], %s::bigint[]) AS p(slot, id)", "moved"
)


def send(execute, queue_names, message_ids, payloads, notified_queues) -> None:
    """Append messages due now (parallel lists) and NOTIFY `notified_queues`."""
    execute(SEND, (queue_names, message_ids, payloads, notified_queues))


def first_stripe() -> dict:
    """Where a claim starts: its stripes are taken from a random one on, so that claims of
    one queue at the same time try different stripes first."""
    return {"first_stripe": random.randrange(STRIPES)}


def claim(cursor, queue_name: str, worker_id: str, limit: int) -> list[Claimed]:
    """Claim up to `limit` of the queue's messages for the worker process `worker_id`, in the
    caller's transaction (its commit ends its turns), in commit order within a stripe. One
    statement: six round trips a claim were a quarter of what the hot lane drained in a
    second (issue 28)."""
    parameters = {"queue_name": queue_name, "worker_id": worker_id, "limit": limit}
    picked = cursor.execute(CLAIM, {**parameters, **first_stripe()}).fetchall()
    return [Claimed(m, payload, Position(slot, id_)) for slot, id_, m, payload in picked]


def claim_cold_lane_first(cursor, queue_name: str, worker_id: str, limit: int) -> list[Claimed]:
    """Claim up to `limit` from the cold lane, and what it leaves of `limit` from the hot."""
    parameters = {"queue_name": queue_name, "worker_id": worker_id, "limit": limit}
    cursor.execute(CLAIM_COLD_LANE_FIRST, {**parameters, **first_stripe()})
    return [
        Claimed(m, payload, None if slot is None else Position(slot, id_))
        for slot, id_, m, payload in cursor.fetchall()
    ]


def take_along(
    execute, queue_name: str, worker_id: str, limit: int, enough: int
) -> list[tuple[str, Position]]:
    """Claim up to `limit` of the queue's messages for the worker process `worker_id` from its
    free stripes, none from a further stripe once it has `enough`, committed at once (the
    caller's connection is in autocommit): (message id, ring position) of each."""
    parameters = {"queue_name": queue_name, "worker_id": worker_id, "limit": limit}
    picked = execute(TAKE_ALONG, {**parameters, "enough": enough, **first_stripe()}).fetchall()
    return [(message_id, Position(slot, id_)) for slot, id_, message_id in picked]


def move_claimed_to_cold_lane(cursor, positions: list[Position]) -> None:
    cursor.execute(MOVE_CLAIMED, ([p.slot for p in positions], [p.id for p in positions]))


def settle(cursor, positions: list[Position], outcomes: list[str]) -> None:
    cursor.execute(SETTLE, ([p.slot for p in positions], [p.id for p in positions], outcomes))


def settle_one(execute, position: Position) -> None:
    execute(SETTLE_ONE, position)


def reject(cursor, position: Position, message) -> None:
    """Make the message a dead letter of the cold lane, holding `message` (a jsonb parameter)."""
    cursor.execute(REJECT, {"slot": position.slot, "id": position.id, "message": message})


def hand_back_own(
    cursor,
    worker_id: str,
    *,
    queue_name: str | None = None,
    message_ids: list[str] | None = None,
    except_ids: bool = False,
) -> int:
    """Move this process's unsettled claims (of `queue_name`, of `message_ids` or all but
    them) to the cold lane, due now; returns how many moved."""
    parameters = {
        "worker_id": worker_id,
        "queue_name": queue_name,
        "message_ids": message_ids,
        "except_ids": except_ids,
    }
    return cursor.execute(HAND_BACK_OWN, parameters).rowcount


def hand_back_dead_workers_claims(connection, heartbeat_ttl_s: float) -> int:
    """Move the unsettled claims of worker processes whose heartbeat stopped to the cold
    lane, due now: within a heartbeat TTL and a rotation of the death, not when their slot is
    rotated. The claims are read only when a worker is dead (a scan of the ring's claims).
    Returns how many moved."""
    dead = [worker_id for (worker_id,) in connection.execute(DEAD_WORKERS, (heartbeat_ttl_s,))]
    if not dead:
        return 0
    return connection.execute(HAND_BACK_OF_DEAD_WORKERS, (dead,)).rowcount
