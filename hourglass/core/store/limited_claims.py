"""The statements of a claim within flow limits (hourglass.core.flow_limits decides what to
claim): a queue's turn, what runs and what started, the due candidates past the full groups,
and the claim of those chosen. The messages of a queue with limits are all in the cold lane
(the store moves its hot lane's there first): what runs is its rows in state 'consumed'.
"""

from datetime import datetime

# A message's key (the `flow_key` option), '' when it has none.
_FLOW_KEY = "coalesce(message->'options'->>'flow_key', '')"

# One claim of a queue with limits at a time, so that two never both see the last free
# place; and the database's clock, which the rate's window is counted on.
TURN = "SELECT pg_advisory_xact_lock(hashtextextended('hourglass.flow_limit:' || %s, 0)), clock_timestamp()"

RUNNING = f"""
SELECT message->>'actor_name', {_FLOW_KEY}, count(*) FROM dramatiq.queue
WHERE "state" = 'consumed' AND queue_name = %s AND message->>'actor_name' = ANY(%s)
GROUP BY 1, 2
"""

# A rate's use: each group's messages started within the window (and the first of them),
# and those claimed and not started yet. One statement, one snapshot: read apart, a start
# committed between the two reads would be in neither.
RATE_USE = f"""
SELECT actor_name, flow_key, count(*), min(started_at) FROM flow_start
WHERE actor_name = ANY(%(rated)s) AND started_at > %(now_at)s - make_interval(secs => %(window)s)
GROUP BY 1, 2
UNION ALL
SELECT message->>'actor_name', {_FLOW_KEY}, count(*), NULL FROM dramatiq.queue AS q
WHERE "state" = 'consumed' AND queue_name = %(queue_name)s AND message->>'actor_name' = ANY(%(rated)s)
  AND NOT EXISTS (
      SELECT 1 FROM flow_start AS s WHERE s.message_id = q.message_id AND s.started_at >= q.consumed_at
  )
GROUP BY 1, 2
"""

# The due messages in the claim's order, but for those of actors, or (actor, key) groups, at
# their limit: the claim may then take messages behind them. The pause is tested on the
# parameter (hourglass.core.store.cold_lane.CLAIM says why).
CANDIDATES = f"""
SELECT message_id::text, message->>'actor_name', {_FLOW_KEY} FROM dramatiq.queue
WHERE queue_name = %(queue_name)s AND "state" = 'queued' AND available_at <= now()
  AND NOT EXISTS (SELECT 1 FROM queue_pause WHERE queue_name = %(queue_name)s)
  AND NOT message->>'actor_name' = ANY(%(full_actors)s)
  AND NOT (message->>'actor_name' || chr(31) || {_FLOW_KEY}) = ANY(%(full_groups)s)
ORDER BY available_at, position
LIMIT %(candidates)s
"""

CLAIM_CHOSEN = """
UPDATE dramatiq.queue SET "state" = 'consumed', worker_id = %s, consumed_at = now(), mtime = now()
WHERE message_id = ANY(%s::uuid[]) AND "state" = 'queued'
RETURNING message_id::text, message::text
"""


def take_turn(cursor, queue_name: str) -> datetime:
    """Wait for the queue's turn (until the caller's transaction ends); the database's clock."""
    (_, now_at) = cursor.execute(TURN, (queue_name,)).fetchone()
    return now_at


def running(cursor, queue_name: str, actors: list[str]) -> list[tuple[str, str, int]]:
    """(actor, key, messages claimed) of the queue's `actors`."""
    return cursor.execute(RUNNING, (queue_name, actors)).fetchall()


def rate_use(
    cursor, queue_name: str, rated: list[str], now_at: datetime, window_s: float
) -> list[tuple[str, str, int, datetime | None]]:
    """(actor, key, messages, first start or None) started within the window, and claimed
    but not started yet, of the `rated` actors."""
    parameters = {"rated": rated, "now_at": now_at, "window": window_s, "queue_name": queue_name}
    return cursor.execute(RATE_USE, parameters).fetchall()


def candidates(
    cursor, queue_name: str, full_actors: list[str], full_groups: list[str], limit: int
) -> list[tuple[str, str, str]]:
    """(message id, actor, key) of up to `limit` due messages in claim order, but those of
    `full_actors` or `full_groups` (actor and key joined by chr(31))."""
    parameters = {
        "queue_name": queue_name,
        "full_actors": full_actors,
        "full_groups": full_groups,
        "candidates": limit,
    }
    return cursor.execute(CANDIDATES, parameters).fetchall()


def claim_chosen(cursor, worker_id: str, message_ids: list[str]) -> list[tuple[str, str]]:
    """Claim the messages chosen (those still waiting) for `worker_id`: (id, message) each."""
    return cursor.execute(CLAIM_CHOSEN, (worker_id, message_ids)).fetchall()
