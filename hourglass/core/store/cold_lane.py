"""The cold lane: dramatiq-postgres 1.4's table `dramatiq.queue` (migration 0001), a row per
message, updated in place as it is claimed and deleted when it is settled. It holds every
message the hot lane and the wheel do not: those due more than an hour later, dead letters
('rejected'), hand-backs, the messages of HOURGLASS_COLD_LANE_QUEUES and of earlier releases. Also the
worker processes' heartbeats (`dramatiq.worker`), which say whose claims are alive.

Each function runs its statement on the caller's cursor, in the caller's transaction.
"""

from hourglass.core.store import turns

# Same row shape and conflict rule as dramatiq-postgres's own enqueue, for many messages at
# once. The arrays go in binary (`%b`): as text, psycopg escapes every quote of every
# message's JSON, which took most of a batch send's time. A data-modifying CTE runs whether
# it is read or not: one NOTIFY per queue written, named by the caller, instead of a
# DISTINCT over every row written.
SEND = """
WITH enqueued AS (
    INSERT INTO dramatiq.queue AS q (queue_name, message_id, "state", message, available_at)
    SELECT queue_name, message_id, 'queued', message::jsonb, now() + make_interval(secs => delay_ms / 1000.0)
    FROM unnest(%b::text[], %b::uuid[], %b::text[], %b::float8[])
        AS m(queue_name, message_id, message, delay_ms)
    ON CONFLICT (message_id) DO UPDATE SET
        "state" = 'queued', message = EXCLUDED.message, queue_name = EXCLUDED.queue_name,
        available_at = EXCLUDED.available_at, worker_id = NULL, consumed_at = NULL, mtime = now()
)
SELECT pg_notify('dramatiq.' || queue_name || '.enqueue', '') FROM unnest(%b::text[]) AS queues(queue_name)
"""

# dramatiq-postgres's claim, returning each row's id with its message: the row, not the
# payload, says which message it is, so a payload with a foreign id or queue cannot make its
# own ack miss. The claimed rows are updated by primary key (`= ANY(ARRAY(...))`): as a join,
# the generic plan a prepared claim ends up with guesses a tenth of the queue for the LIMIT
# and hash-joins a scan of the whole queue, each claim slower the longer the backlog. The
# pause is tested on the parameter, not the row's column (see PAUSED below).
CLAIM = """
UPDATE dramatiq.queue AS q SET "state" = 'consumed', worker_id = %(worker_id)s, consumed_at = now(), mtime = now()
WHERE q.message_id = ANY(ARRAY(
    SELECT message_id FROM dramatiq.queue
    WHERE queue_name = %(queue_name)s AND "state" = 'queued' AND available_at <= now()
      AND NOT EXISTS (SELECT 1 FROM queue_pause WHERE queue_name = %(queue_name)s)
    ORDER BY available_at, position
    LIMIT %(limit)s
    FOR UPDATE SKIP LOCKED
))
RETURNING q.message_id::text, q.message::text
"""

# A settlement touches only the claim this worker process still holds: a message whose
# worker stalled past its heartbeat was handed back and may be another worker's now, and a
# retry waits in the same row (same id, same queue) as the attempt being settled. The state
# is compared as text so that only the primary key finds the row: on statistics taken while
# few rows were consumed, the planner walks the (state, mtime) index through every consumed
# row, live or not yet vacuumed, instead (1.5 ms an ack at 5,000).
SETTLE_ONE = """
DELETE FROM dramatiq.queue
WHERE message_id = %s AND queue_name = %s AND "state"::text = 'consumed' AND worker_id = %s
"""

# Many settlements in one statement (the batch acker's), each of a claim this process holds.
SETTLE = """
DELETE FROM dramatiq.queue AS q
USING unnest(%s::uuid[], %s::text[]) AS acked(message_id, queue_name)
WHERE q.message_id = acked.message_id AND q.queue_name = acked.queue_name
  AND q."state"::text = 'consumed' AND q.worker_id = %s
"""

# A dead letter: the claim this process holds rejected, with the message as the worker left
# it (its last error in its options).
REJECT = """
UPDATE dramatiq.queue SET "state" = 'rejected', message = %s, worker_id = NULL, mtime = now()
WHERE message_id = %s AND queue_name = %s AND "state"::text = 'consumed' AND worker_id = %s
"""

# A claimed row that is no Dramatiq message: a dead letter at once, its original kept under
# `undecodable` and the reason where `hourglass dlq` reads it.
REJECT_UNDECODABLE = """
UPDATE dramatiq.queue
SET "state" = 'rejected', worker_id = NULL, mtime = now(),
    message = jsonb_build_object('undecodable', message, 'options', jsonb_build_object('last_error', %s::text))
WHERE message_id = %s AND "state" = 'consumed' AND worker_id = %s
"""

# Claims of this worker process back to their queues, due now: on a graceful stop, those not
# started (`message_id` given) or all that are left (`message_id` NULL).
HAND_BACK_OWN = """
UPDATE dramatiq.queue SET "state" = 'queued', worker_id = NULL, consumed_at = NULL, mtime = now()
WHERE worker_id = %s AND "state" = 'consumed' AND (%s::uuid[] IS NULL OR message_id = ANY(%s::uuid[]))
RETURNING pg_notify('dramatiq.' || queue_name || '.enqueue', '')
"""

# Claims of this process on one queue that none of its worker threads holds (orphans).
HAND_BACK_ORPHANS = """
UPDATE dramatiq.queue SET "state" = 'queued', worker_id = NULL, consumed_at = NULL, mtime = now()
WHERE worker_id = %s AND queue_name = %s AND "state" = 'consumed' AND NOT message_id = ANY(%s::uuid[])
RETURNING pg_notify('dramatiq.' || queue_name || '.enqueue', '')
"""

# A waiting message that will never be needed (a cancelled timer) is removed; one that a
# worker holds already is left to find its row stale.
CANCEL_QUEUED = (
    """DELETE FROM dramatiq.queue WHERE message_id = ANY(%s::uuid[]) AND "state" = 'queued'"""
)

NOTIFY_QUEUES = """
SELECT pg_notify('dramatiq.' || queue_name || '.enqueue', '') FROM unnest(%s::text[]) AS queues(queue_name)
"""

# dramatiq-postgres's heartbeat, upkeep lock, recovery and forgetting, as it writes them: the
# previous release's workers run them beside these, and take the same upkeep lock.
HEARTBEAT = """
INSERT INTO dramatiq.worker (worker_id, heartbeat_at) VALUES (%s, now())
ON CONFLICT (worker_id) DO UPDATE SET heartbeat_at = now()
"""
UPKEEP_TURN = "hashtext(%s), hashtext('dramatiq-postgres')"
# Claims of worker processes whose heartbeat stopped longer than the TTL ago, back to their
# queues.
RECOVER_DEAD_WORKERS_CLAIMS = """
UPDATE dramatiq.queue AS q SET "state" = 'queued', worker_id = NULL, consumed_at = NULL, mtime = now()
WHERE q."state" = 'consumed'
  AND (q.worker_id IS NULL OR NOT EXISTS (
      SELECT 1 FROM dramatiq.worker AS w
      WHERE w.worker_id = q.worker_id AND w.heartbeat_at > now() - make_interval(secs => %s)))
"""
FORGET_DEAD_WORKERS = """
DELETE FROM dramatiq.worker WHERE heartbeat_at < now() - make_interval(secs => %s)
"""
PURGE_EXPIRED_RESULTS = """
DELETE FROM dramatiq.result WHERE expires_at IS NOT NULL AND expires_at <= now()
"""

#: A recursive CTE `queues(queue_name)`: the queues with waiting rows, found by skipping
#: through the (queue_name, available_at) index of queued rows (one probe per queue, not a
#: scan of the table); its last row is NULL.
QUEUES_WITH_WAITING_ROWS = """queues AS (
    (SELECT queue_name FROM dramatiq.queue WHERE "state" = 'queued' ORDER BY queue_name LIMIT 1)
    UNION ALL
    SELECT (SELECT queue_name FROM dramatiq.queue
            WHERE "state" = 'queued' AND queue_name > queues.queue_name ORDER BY queue_name LIMIT 1)
    FROM queues WHERE queues.queue_name IS NOT NULL
)"""

# The earliest message still waiting and due after `after` (what the waker sleeps until),
# with the database clock to count the sleep from. Served by the index of migration 0006.
NEXT_DUE = """
SELECT min(available_at), clock_timestamp() FROM dramatiq.queue
WHERE "state" = 'queued' AND available_at > %s
"""

# Every queue with a message that came due in (after, until]: its consumers are told.
WAKE_DUE_QUEUES = """
SELECT pg_notify('dramatiq.' || queue_name || '.enqueue', '')
FROM (
    SELECT DISTINCT queue_name FROM dramatiq.queue
    WHERE "state" = 'queued' AND available_at > %s AND available_at <= %s
) AS due
"""


def send(execute, queue_names, message_ids, payloads, delays_ms, notified_queues) -> None:
    """Append messages (parallel lists; each payload a message's JSON text), each claimable
    once its delay has passed, and NOTIFY `notified_queues`, with `execute` (a cursor's, or
    the Peewee connection's)."""
    execute(SEND, (queue_names, message_ids, payloads, delays_ms, notified_queues))


def settle_one(execute, message_id: str, queue_name: str, worker_id: str) -> None:
    execute(SETTLE_ONE, (message_id, queue_name, worker_id))


def settle(cursor, message_ids: list[str], queue_names: list[str], worker_id: str) -> None:
    cursor.execute(SETTLE, (message_ids, queue_names, worker_id))


def reject(cursor, message, message_id: str, queue_name: str, worker_id: str) -> None:
    """Make the claim a dead letter, holding `message` (a jsonb parameter) as it is now."""
    cursor.execute(REJECT, (message, message_id, queue_name, worker_id))


def reject_undecodable(cursor, message_id: str, worker_id: str, reason: str) -> None:
    cursor.execute(REJECT_UNDECODABLE, (reason, message_id, worker_id))


def hand_back_own(cursor, worker_id: str, message_ids: list[str] | None) -> int:
    cursor.execute(HAND_BACK_OWN, (worker_id, message_ids, message_ids))
    return cursor.rowcount


def hand_back_orphans(cursor, worker_id: str, queue_name: str, held: list[str]) -> int:
    cursor.execute(HAND_BACK_ORPHANS, (worker_id, queue_name, held))
    return cursor.rowcount


def cancel_queued(execute, message_ids: list[str]) -> int:
    return execute(CANCEL_QUEUED, (message_ids,)).rowcount


def notify(cursor, queue_names: list[str]) -> None:
    cursor.execute(NOTIFY_QUEUES, (queue_names,))


def heartbeat(cursor, worker_id: str) -> None:
    cursor.execute(HEARTBEAT, (worker_id,))


def upkeep(cursor, namespace: str, heartbeat_ttl_s: float) -> int | None:
    """In one process of the deployment at a time (a transaction's lock on `namespace`, the
    same as dramatiq-postgres's): dead workers' claims back to their queues, workers dead
    five TTLs forgotten, expired results purged. Returns the claims recovered, None when
    another process holds the turn."""
    if not turns.take_for_the_transaction(cursor, UPKEEP_TURN, (namespace,)):
        return None
    recovered = cursor.execute(RECOVER_DEAD_WORKERS_CLAIMS, (heartbeat_ttl_s,)).rowcount
    cursor.execute(FORGET_DEAD_WORKERS, (heartbeat_ttl_s * 5,))
    cursor.execute(PURGE_EXPIRED_RESULTS)
    return recovered


def next_due(connection, after) -> tuple:
    """(when the earliest waiting message after `after` is due or None, the database's clock)."""
    return connection.execute(NEXT_DUE, (after,)).fetchone()


def wake_due_queues(connection, after, until) -> None:
    connection.execute(WAKE_DUE_QUEUES, (after, until))
