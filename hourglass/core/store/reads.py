"""What the operator's face reads of the store: each queue's messages by state, the oldest
ready message of each, one message by its id, the worker processes, what the flow limits
use, and the rows the queue's tables have lost. Over both lanes: a hot lane's unsettled
message counts as the cold lane's row would, and one in either wheel as a cold lane's
waiting.
"""

from collections.abc import Iterator

from hourglass.core.store import outer_wheel, waiting
from hourglass.core.store.cold_lane import QUEUES_WITH_WAITING_ROWS

# The hot lane's messages not settled yet, each with its state as the cold lane would say it
# ('queued' or 'consumed'): (queue_name, state, sent_at).
HOT_LANE_UNSETTLED = """
SELECT m.queue_name,
       CASE WHEN EXISTS (SELECT 1 FROM queue_ring_claim AS c WHERE c.slot = m.slot AND c.id = m.id)
            THEN 'consumed' ELSE 'queued' END AS state,
       m.sent_at
FROM queue_ring_message AS m
WHERE NOT EXISTS (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = m.slot AND t.id = m.id)
"""

# Waiting messages not yet due (timers, delayed retries) are "waiting", apart from the
# "queued" ones a worker could claim now: a growing "queued" is the backlog to worry about.
QUEUE_DEPTH = f"""
SELECT queue_name, state, count(*) FROM (
    SELECT queue_name,
           CASE WHEN "state" = 'queued' AND available_at > now() THEN 'waiting' ELSE "state"::text END
               AS state
    FROM dramatiq.queue
    UNION ALL
    SELECT queue_name, state FROM ({HOT_LANE_UNSETTLED}) AS hot
    UNION ALL
    SELECT queue_name, 'waiting' FROM ({waiting.WAITING}) AS wheel
    UNION ALL
    SELECT queue_name, 'waiting' FROM ({outer_wheel.WAITING}) AS outer_wheel
) AS rows GROUP BY 1, 2 ORDER BY 1, 2
"""

# The queues with waiting rows (found by skipping through the index of queued rows, one
# probe per queue), then one min() probe per queue; and the hot lane's oldest unclaimed.
OLDEST_READY = f"""
WITH RECURSIVE {QUEUES_WITH_WAITING_ROWS}
SELECT queues.queue_name, extract(epoch FROM now() - oldest.available_at)::float8
FROM queues
CROSS JOIN LATERAL (
    SELECT min(available_at) AS available_at FROM dramatiq.queue
    WHERE "state" = 'queued' AND queue_name = queues.queue_name AND available_at <= now()
) AS oldest
WHERE oldest.available_at IS NOT NULL
UNION ALL
SELECT queue_name, extract(epoch FROM now() - min(sent_at))::float8
FROM ({HOT_LANE_UNSETTLED}) AS hot WHERE state = 'queued' GROUP BY queue_name
"""

# A cold lane's message by its id: queue, state, actor, args, retries, last error, when due,
# when claimed, when last changed.
COLD_LANE_MESSAGE = """
SELECT queue_name, "state"::text, message->>'actor_name', message->'args',
       coalesce((message->'options'->>'retries')::int, 0), message->'options'->>'last_error',
       available_at, consumed_at, mtime
FROM dramatiq.queue WHERE message_id = %s
"""

# A hot lane's message by its id: queue, state (a receipt's outcome once settled), actor,
# args, when sent, when claimed.
HOT_LANE_MESSAGE = """
SELECT m.queue_name,
       coalesce(t.outcome, CASE WHEN c.id IS NULL THEN 'queued' ELSE 'consumed' END),
       m.message->>'actor_name', m.message->'args', m.sent_at, c.claimed_at
FROM queue_ring_message AS m
LEFT JOIN queue_ring_claim AS c ON c.slot = m.slot AND c.id = m.id
LEFT JOIN queue_ring_receipt AS t ON t.slot = m.slot AND t.id = m.id
WHERE m.message_id = %s
ORDER BY m.id DESC LIMIT 1
"""

LIVE_WORKERS = (
    "SELECT count(*) FROM dramatiq.worker WHERE heartbeat_at > now() - interval '1 minute'"
)

WORKERS = """
SELECT worker_id::text, heartbeat_at, extract(epoch FROM now() - heartbeat_at)
FROM dramatiq.worker ORDER BY heartbeat_at DESC LIMIT %s
"""

# Rows the cold lane has lost: settlements (a finished message's row is deleted), cancelled
# timers and purged dead letters; the hot lane's settlements are receipts appended (its
# partitions' inserts). The statistics collector lags by up to ~10 s.
ROWS_SETTLED = """
SELECT sum(CASE WHEN relname = 'queue' THEN n_tup_del ELSE n_tup_ins END)
FROM pg_stat_user_tables
WHERE (schemaname = 'dramatiq' AND relname = 'queue')
   OR (schemaname = 'public' AND relname ~ '^queue_ring_receipt_[0-9]+$')
HAVING count(*) > 0
"""

# Each flow limit and its use: running now, started in the last minute, and what waits on it
# (due messages of the actor still waiting, and how long the oldest has waited).
LIMITS_IN_USE = """
SELECT f.actor_name, f.queue_name, f.per_key, f.declared_concurrency, f.declared_per_second,
       f.concurrency, f.per_second, f.changed_by, f.changed_at,
       (SELECT count(*) FROM dramatiq.queue AS q
        WHERE q."state" = 'consumed' AND q.queue_name = f.queue_name
          AND q.message->>'actor_name' = f.actor_name),
       (SELECT count(*) FROM flow_start AS s
        WHERE s.actor_name = f.actor_name AND s.started_at > now() - interval '1 minute'),
       w.waiting, w.oldest_wait_s
FROM flow_limit AS f,
LATERAL (
    SELECT count(*) AS waiting,
           extract(epoch FROM now() - min(q.available_at))::float8 AS oldest_wait_s
    FROM dramatiq.queue AS q
    WHERE q."state" = 'queued' AND q.queue_name = f.queue_name AND q.available_at <= now()
      AND q.message->>'actor_name' = f.actor_name
) AS w
ORDER BY f.actor_name
"""


def queue_depth(db) -> Iterator[tuple[str, str, int]]:
    """(queue, state, messages): states 'queued' (ready now), 'waiting', 'consumed',
    'rejected'."""
    yield from db.execute_sql(QUEUE_DEPTH).fetchall()


def oldest_ready(db) -> list[tuple[str, float]]:
    """(queue, seconds its oldest ready message has waited) of each lane that has one."""
    return db.execute_sql(OLDEST_READY).fetchall()


def cold_lane_message(db, message_id: str) -> tuple | None:
    return db.execute_sql(COLD_LANE_MESSAGE, (message_id,)).fetchone()


def hot_lane_message(db, message_id: str) -> tuple | None:
    return db.execute_sql(HOT_LANE_MESSAGE, (message_id,)).fetchone()


def waiting_message(db, message_id: str) -> tuple | None:
    """A message of the wheel by its id: queue, state ('waiting', 'promoted' or
    'cancelled'), actor, args, when due, when sent."""
    return db.execute_sql(waiting.MESSAGE_BY_ID, (message_id,)).fetchone()


def outer_wheel_message(db, message_id: str) -> tuple | None:
    """A message of the outer wheel by its id: queue, state ('waiting', 'carried' or
    'cancelled'), actor, args, when due, when sent."""
    return db.execute_sql(outer_wheel.MESSAGE_BY_ID, (message_id,)).fetchone()


def live_workers(db) -> int:
    """Worker processes whose heartbeat is less than a minute old."""
    return db.execute_sql(LIVE_WORKERS).fetchone()[0]


def workers(db, limit: int) -> list[tuple]:
    """(worker id, heartbeat at, seconds since) of the `limit` latest heartbeats."""
    return db.execute_sql(WORKERS, (limit,)).fetchall()


def rows_settled(db) -> int | None:
    """Messages the queue's tables have settled or dropped since the statistics were last
    reset (None before the collector has seen them)."""
    row = db.execute_sql(ROWS_SETTLED).fetchone()
    return None if row is None else int(row[0])


def limits_in_use(db) -> list[tuple]:
    """Each flow limit's row (LIMITS_IN_USE)."""
    return db.execute_sql(LIMITS_IN_USE).fetchall()
