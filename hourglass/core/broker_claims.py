"""What a pipeline's own statement may do with the broker's messages: lock due first
attempts of its actor, claim them for its worker (from either lane) or take them out of the
queue, settle the hot lane's, and ask whether a message is still in the queue. Each is a
piece of SQL built here, from the broker's schema, for the pipeline's statement to embed;
no pipeline names the queue table.
"""

from typing import NamedTuple

from hourglass.core import ring
from hourglass.core.store.schema import (
    MESSAGE_ACTOR,
    MESSAGE_RETRIES,
    QUEUE_TABLE,
    not_paused,
)

#: Patterns of a message argument that must be a positive bigint, or a positive int, for a
#: query to cast it.
POSITIVE_BIGINT = "^[1-9][0-9]{0,17}$"
POSITIVE_INT = "^[1-9][0-9]{0,8}$"


class Claim(NamedTuple):
    """A message a worker process holds: a cold lane's row ('consumed' under its
    `worker_id`), or a hot lane's (`ring_position`, hourglass.core.ring). What an actor's own
    statement needs to settle the message with its effect, as the broker's acks do (that
    process's claim only)."""

    message_id: str
    queue_name: str
    worker_id: str
    ring_position: ring.Position | None = None


def _first_attempt_of_actor(args_patterns: tuple[str, ...]) -> str:
    """A condition on a `message` (JSON): a first attempt of `%(actor_name)s` whose first
    args match `args_patterns` (regular expressions, so that their casts cannot fail)."""
    args = "".join(
        f"\n      AND message->'args'->>{n} ~ '{pattern}'"
        for n, pattern in enumerate(args_patterns)
    )
    return f"{MESSAGE_ACTOR} = %(actor_name)s AND {MESSAGE_RETRIES} = 0{args}"


def due_first_attempts(*args_patterns: str) -> str:
    """Two CTEs for a statement that takes, beside its own message, other messages of the
    same kind: `due(message_id, args)` holds up to `%(limit)s` messages of `%(queue_name)s`
    to `%(actor_name)s`, due now, first attempts, whose first args match `args_patterns`
    (regular expressions, so that their casts cannot fail), in the claim's order; `args` is
    the message's JSON array of arguments.

    `candidates` locks the next `%(limit)s` due rows in the claim's order by its index,
    skipping those locked already, and `due` keeps those that pass the message filters:
    given the filters first, the planner, which cannot tell how many rows pass them, may
    sort the whole queue (143-212 ms at 80,000 due timers). A candidate that does not pass
    (a retry, another actor's message) stays locked until the statement's transaction ends,
    and consumers claim past it meanwhile. Locking before filtering is what lets takes run
    side by side: an unlocked window of candidates is the same head of the queue for each
    of them, and once a few takes held it, the next ones took nothing (issue 30). The state
    is compared as text (see hourglass.core.broker.CONSUMED)."""
    return f"""candidates AS MATERIALIZED (
    SELECT message_id, message FROM {QUEUE_TABLE}
    WHERE queue_name = %(queue_name)s AND "state" = 'queued' AND available_at <= now()
      AND {not_paused("%(queue_name)s")}
    ORDER BY available_at, position
    LIMIT %(limit)s
    FOR UPDATE SKIP LOCKED
), due AS MATERIALIZED (
    SELECT message_id, message->'args' AS args FROM candidates
    WHERE {_first_attempt_of_actor(args_patterns)}
)"""


def claimed_for_worker(name: str, message_ids: str) -> str:
    """A CTE `name(message_id, args)`: the messages `message_ids` (a SELECT of ids of rows
    the statement holds locked, such as `due`'s) claimed for the worker process
    `%(worker_id)s`, as the consumer's claim (hourglass.core.broker.CLAIM) claims them; each
    is then that process's to settle, as a Claim."""
    return f"""{name} AS (
    UPDATE {QUEUE_TABLE} AS q
    SET "state" = 'consumed', worker_id = %(worker_id)s, consumed_at = now(), mtime = now()
    WHERE q.message_id = ANY(ARRAY({message_ids}))
    RETURNING q.message_id, q.message->'args' AS args
)"""


def claimed_from_hot_lane(name: str, *args_patterns: str) -> str:
    """CTEs for a statement of a queue on the hot lane (hourglass.core.ring), after
    `due_first_attempts`'s: `name(message_id, args, ring_slot, ring_id)` holds the first
    attempts of `%(actor_name)s` whose first args match `args_patterns`, claimed from the hot
    lane of `%(queue_name)s` for the worker process `%(worker_id)s` as its consumer claims
    them (`%(first_stripe)s`: ring.first_stripe), as many as `due` leaves of `%(limit)s`,
    from the stripes no other claim holds (it waits for no stripe's turn, as `due` passes
    by locked rows); each is then that process's to settle, as a Claim with its ring position.

    A claim of the hot lane takes a stripe's messages in commit order up to its limit and
    cannot leave one behind: those it takes that are not for the statement (another actor's,
    a malformed one) go to the cold lane, due now and woken, as a hand-back's do
    (`{name}_moved`); the queue's consumers run them from there.

    The claim's function reads with snapshots of its own, newer than the statement's: it
    may claim a message whose transaction committed after the statement began, whose row
    the rest of the statement does not see. So the move takes the messages as the claim
    returned them, and a row the message's transaction wrote with it (a task) may be
    missing to the statement: see `seen` in the caller."""
    return f"""{name}_read AS MATERIALIZED (
    SELECT ring_slot AS slot, ring_id AS id, %(queue_name)s::text AS queue_name,
           ring_message_id::uuid AS message_id, ring_message AS message
    FROM hourglass.take_ring_v2(
        %(queue_name)s, %(worker_id)s, %(limit)s - (SELECT count(*) FROM due)::int, %(first_stripe)s
    )
    WHERE (SELECT count(*) FROM due) < %(limit)s
), {name} AS MATERIALIZED (
    SELECT message_id, message->'args' AS args, slot AS ring_slot, id AS ring_id FROM {name}_read
    WHERE {_first_attempt_of_actor(args_patterns)}
), {
        ring.moved_to_cold_lane(
            f"{name}_moved",
            f"SELECT slot, id FROM {name}_read"
            f" WHERE ({_first_attempt_of_actor(args_patterns)}) IS NOT TRUE",
            "moved",
            messages=f"{name}_read",
        )
    }"""


def settled_on_hot_lane(name: str, positions: str) -> str:
    """A CTE `name`: the hot lane's messages at `positions` (a SELECT of slot, id) settled
    as done, once, in the statement's transaction (their receipts)."""
    return f"""{name} AS (
    INSERT INTO queue_ring_receipt (slot, id, outcome)
    SELECT slot, id, 'done' FROM ({positions}) AS p(slot, id)
    ON CONFLICT DO NOTHING
)"""


def taken_beside(own: Claim, message_id: str, ring_slot: int | None, ring_id: int | None) -> Claim:
    """The claim of a message a statement claimed beside `own`, for the same worker process,
    from the cold lane (no ring position) or the hot lane."""
    position = None if ring_slot is None or ring_id is None else ring.Position(ring_slot, ring_id)
    return Claim(message_id, own.queue_name, own.worker_id, position)


def taken_out_of_queue(name: str, message_ids: str) -> str:
    """A CTE `name(message_id, args)`: the messages `message_ids` (a SELECT of ids of rows
    the statement holds locked, such as `due`'s) deleted from the queue, for the statement
    to run them in its own transaction (a rollback puts them back)."""
    return f"""{name} AS (
    DELETE FROM {QUEUE_TABLE} AS q
    WHERE q.message_id = ANY(ARRAY({message_ids}))
    RETURNING q.message_id, q.message->'args' AS args
)"""


def in_queue(message_id: str) -> str:
    """A condition: the message `message_id` (an expression, say a column) is still in the
    broker's queue: a cold lane's row in any state (a dead letter stays there as
    'rejected'), or a hot lane's message not settled yet."""
    return f"""(EXISTS (SELECT 1 FROM {QUEUE_TABLE} AS q WHERE q.message_id = {message_id})
    OR {ring.holds_unsettled(message_id)})"""
