"""Dead letters in the store: rows of the cold lane in state 'rejected' (a hot lane's
rejected message is moved there as it is rejected). Listed, shown, replayed, purged and
pruned here; hourglass.core.dead_letters is what the operator's commands call.
"""

from datetime import timedelta

# A dead letter's row as hourglass.core.dead_letters.DeadLetterRow reads it.
_COLUMNS = """message_id::text, queue_name, message->>'actor_name' AS actor_name, mtime AS rejected_at,
       coalesce((message->'options'->>'retries')::int, 0) AS retries,
       message->'options'->>'last_error' AS last_error, message->'options'->>'traceback' AS traceback"""

# Newest first; the message's arguments are not read, so none of their data is shown.
LIST = f"""
SELECT {_COLUMNS}
FROM dramatiq.queue
WHERE "state" = 'rejected' AND (%(queue)s::text IS NULL OR queue_name = %(queue)s::text)
ORDER BY mtime DESC, message_id
LIMIT %(limit)s
"""

DETAIL = f"""
SELECT {_COLUMNS}
FROM dramatiq.queue WHERE "state" = 'rejected' AND message_id = %s::uuid
"""

# The filters of a bulk replay or purge, each off when NULL: the queue, the actor, and an age
# (rejected at least that long ago).
_FILTERS = """(%(queue)s::text IS NULL OR queue_name = %(queue)s::text)
      AND (%(actor)s::text IS NULL OR message->>'actor_name' = %(actor)s::text)
      AND (%(older_than)s::interval IS NULL OR mtime <= now() - %(older_than)s::interval)"""

# Back on its queue, due now, as a fresh attempt: no retry count, no error, no eta, so the
# actor's retries start over. The NOTIFY wakes idle workers at commit.
REPLAY = f"""
WITH replayed AS (
    UPDATE dramatiq.queue
    SET "state" = 'queued',
        message = message #- '{{options,retries}}' #- '{{options,traceback}}'
            #- '{{options,requeue_timestamp}}' #- '{{options,eta}}' #- '{{options,last_error}}',
        available_at = now(), worker_id = NULL, consumed_at = NULL, mtime = now()
    WHERE "state" = 'rejected'
      AND (%(all)s OR message_id = ANY(%(ids)s::uuid[]))
      AND {_FILTERS}
    RETURNING message_id, queue_name
)
SELECT message_id::text, pg_notify('dramatiq.' || queue_name || '.enqueue', '') FROM replayed
"""

PURGE = f"""
DELETE FROM dramatiq.queue
WHERE "state" = 'rejected' AND {_FILTERS}
"""

# Retention: dead letters rejected longer ago than the retention, a bounded batch at a time.
_PRUNABLE = """
SELECT message_id FROM dramatiq.queue WHERE "state" = 'rejected' AND mtime < now() - %(older_than)s
"""
PRUNE = f"""
DELETE FROM dramatiq.queue WHERE message_id IN (
    {_PRUNABLE} ORDER BY mtime LIMIT %(limit)s FOR UPDATE SKIP LOCKED
)
"""
COUNT_PRUNABLE = f"SELECT count(*) FROM ({_PRUNABLE}) AS prunable"

# Dead letters are few (retention deletes them after HOURGLASS_PRUNE_DEAD_LETTERS_AFTER).
BY_ACTOR = """
SELECT queue_name, coalesce(message->>'actor_name', '-'), count(*)
FROM dramatiq.queue WHERE "state" = 'rejected' GROUP BY 1, 2 ORDER BY 1, 2
"""


def listed(db, queue: str | None, limit: int) -> list[tuple]:
    """The newest `limit` dead letters (of `queue`): (id, queue, actor, rejected at,
    retries, last error, traceback) each."""
    return db.execute_sql(LIST, {"queue": queue, "limit": limit}).fetchall()


def detail(db, message_id: str) -> tuple | None:
    """A dead letter as `listed` gives it, or None."""
    return db.execute_sql(DETAIL, (message_id,)).fetchone()


def replay(db, message_ids: list[str], replay_all: bool, queue, actor, older_than) -> list[str]:
    """Replay the named dead letters (or all) that pass the filters; the ids replayed."""
    parameters = {
        "all": replay_all,
        "ids": message_ids,
        "queue": queue,
        "actor": actor,
        "older_than": older_than,
    }
    return [row[0] for row in db.execute_sql(REPLAY, parameters).fetchall()]


def purge(db, queue, actor, older_than) -> int:
    parameters = {"older_than": older_than, "queue": queue, "actor": actor}
    return db.execute_sql(PURGE, parameters).rowcount


def prune(db, older_than: timedelta, limit: int) -> int:
    return db.execute_sql(PRUNE, {"older_than": older_than, "limit": limit}).rowcount


def count_prunable(db, older_than: timedelta) -> int:
    return db.execute_sql(COUNT_PRUNABLE, {"older_than": older_than}).fetchone()[0]


def by_actor(db) -> list[tuple[str, str, int]]:
    """(queue, actor, dead letters) of each queue and actor that has any."""
    return db.execute_sql(BY_ACTOR).fetchall()
