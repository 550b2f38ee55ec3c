"""What a pipeline's own statement may do with messages, as SQL fragments for it to embed: a
take-along's claim of due first attempts of its actor (from either lane) for its worker, or
out of the queue altogether; the hot lane's settlements; and whether a message is still in
the queue. No pipeline names a queue table: a change of the store's tables is made here.

The fragments read their parameters by names of their own (`take_*`), which `TakeAlong`
gives; the caller's statement adds them to its own parameters, so a fragment and its caller
cannot mistake each other's.
"""

import random
from dataclasses import dataclass

from hourglass.core.store import hot_lane, outer_wheel
from hourglass.core.store.claims import Claim, Position
from hourglass.core.store.hot_lane import moved_to_cold_lane
from hourglass.core.store.schema import STRIPES
from hourglass.core.store.waiting import still_waiting

#: Patterns of a message argument that must be a positive bigint, or a positive int, for a
#: query to cast it.
POSITIVE_BIGINT = "^[1-9][0-9]{0,17}$"
POSITIVE_INT = "^[1-9][0-9]{0,8}$"


@dataclass(frozen=True)
class TakeAlong:
    """What a statement takes along with its own message: up to `limit` messages of
    `queue_name` to `actor_name`, due now and first attempts, claimed for the worker process
    `worker_id` (None when the statement settles them itself: `claimed_and_settled`).

    Its claim of the hot lane in the statement (`claimed_from_hot_lane`) holds each stripe's
    turn it took until the statement's transaction ends; a claim before the statement
    (`claim_before`) holds them only for its own."""

    queue_name: str | None
    actor_name: str
    limit: int
    worker_id: str | None = None

    def parameters(self) -> dict[str, object]:
        """The parameters the take-along's fragments read."""
        return {
            "take_queue_name": self.queue_name,
            "take_actor_name": self.actor_name,
            "take_limit": self.limit,
            "take_worker_id": self.worker_id,
            # Claims of one queue at the same time try different stripes first.
            "take_first_stripe": random.randrange(STRIPES),
        }


def _first_attempt_of_actor(args_patterns: tuple[str, ...]) -> str:
    """A condition on a `message` (JSON): a first attempt of the take-along's actor whose
    first args match `args_patterns` (regular expressions, so that their casts cannot fail)."""
    args = "".join(
        f"\n      AND message->'args'->>{n} ~ '{pattern}'"
        for n, pattern in enumerate(args_patterns)
    )
    return (
        "message->>'actor_name' = %(take_actor_name)s"
        f" AND coalesce((message->'options'->>'retries')::int, 0) = 0{args}"
    )


def due_first_attempts(*args_patterns: str) -> str:
    """Two CTEs: `due(message_id, args)` holds up to the take-along's limit of its queue's
    messages to its actor, due now, first attempts, whose first args match `args_patterns`,
    in the claim's order; `args` is the message's JSON array of arguments.

    `candidates` locks the next rows due in the claim's order by its index, skipping those
    locked already, and `due` keeps those that pass the message filters: given the filters
    first, the planner, which cannot tell how many rows pass them, may sort the whole queue
    (143-212 ms at 80,000 due timers). A candidate that does not pass (a retry, another
    actor's message) stays locked until the statement's transaction ends, and consumers claim
    past it meanwhile. Locking before filtering is what lets take-alongs run side by side:
    an unlocked window of candidates is the same head of the queue for each of them, and
    once a few held it, the next ones took nothing (issue 30). The pause is tested on the
    parameter and the state as text, as the consumer's claim does
    (hourglass.core.store.cold_lane)."""
    return f"""candidates AS MATERIALIZED (
    SELECT message_id, message FROM dramatiq.queue
    WHERE queue_name = %(take_queue_name)s AND "state" = 'queued' AND available_at <= now()
      AND NOT EXISTS (SELECT 1 FROM queue_pause WHERE queue_name = %(take_queue_name)s)
    ORDER BY available_at, position
    LIMIT %(take_limit)s
    FOR UPDATE SKIP LOCKED
), due AS MATERIALIZED (
    SELECT message_id, message->'args' AS args FROM candidates
    WHERE {_first_attempt_of_actor(args_patterns)}
)"""


def claimed_for_worker(name: str, message_ids: str) -> str:
    """A CTE `name(message_id, args)`: the messages `message_ids` (a SELECT of ids of rows the
    statement holds locked, such as `due`'s) claimed for the take-along's worker process, as
    the consumer's claim claims them; each is then that process's to settle, as a Claim."""
    return f"""{name} AS (
    UPDATE dramatiq.queue AS q
    SET "state" = 'consumed', worker_id = %(take_worker_id)s, consumed_at = now(), mtime = now()
    WHERE q.message_id = ANY(ARRAY({message_ids}))
    RETURNING q.message_id, q.message->'args' AS args
)"""


def claimed_from_hot_lane(name: str, *args_patterns: str) -> str:
    """CTEs, after `due_first_attempts`'s: `name(message_id, args, ring_slot, ring_id)` holds
    the first attempts of the take-along's actor whose first args match `args_patterns`,
    claimed from the hot lane of its queue for its worker process as its consumer claims
    them, as many as `due` leaves of its limit, from the stripes whose turn is free (it waits
    for no turn, as `due` passes by locked rows) until it has them; each is then that
    process's to settle, as a Claim with its ring position.

    A claim of the hot lane takes a stripe's messages in commit order up to its limit and
    cannot leave one behind: those it takes that are not for the statement (another actor's,
    a malformed one) go to the cold lane, due now and woken, as a hand-back's do
    (`{name}_moved`); the queue's consumers run them from there.

    The claim's function reads with snapshots of its own, newer than the statement's: it may
    claim a message whose transaction committed after the statement began, whose row the
    rest of the statement does not see. So the move takes the messages as the claim returned
    them, and a row the message's transaction wrote with it (a task) may be missing to the
    statement: see `seen` in the caller."""
    return _taken_from_hot_lane(
        name,
        """
    SELECT ring_slot AS slot, ring_id AS id, %(take_queue_name)s::text AS queue_name,
           ring_message_id::uuid AS message_id, ring_message AS message
    FROM hourglass.take_ring_v3(
        %(take_queue_name)s, %(take_worker_id)s,
        %(take_limit)s - (SELECT count(*) FROM due)::int, %(take_first_stripe)s, %(take_limit)s
    )
    WHERE (SELECT count(*) FROM due) < %(take_limit)s""",
        args_patterns,
    )


def claimed_before_from_hot_lane(name: str, *args_patterns: str) -> str:
    """CTEs as `claimed_from_hot_lane`'s, of the hot lane's messages the take-along claimed
    for its worker process before the statement, in a transaction of its own
    (`hot_lane.take_along`): their positions are the parameters `take_ring_slots` and
    `take_ring_ids`. The statement sees them all."""
    return _taken_from_hot_lane(
        name,
        """
    SELECT m.slot, m.id, m.queue_name, m.message_id, m.message
    FROM unnest(%(take_ring_slots)s::smallint[], %(take_ring_ids)s::bigint[]) AS t(slot, id)
    JOIN queue_ring_message AS m ON m.slot = t.slot AND m.id = t.id""",
        args_patterns,
    )


def _taken_from_hot_lane(name: str, read: str, args_patterns: tuple[str, ...]) -> str:
    """`{name}_read`, the claimed messages `read` selects (slot, id, queue_name, message_id,
    message); `name`, those for the statement; `{name}_moved`, the others."""
    first_attempt = _first_attempt_of_actor(args_patterns)
    return f"""{name}_read AS MATERIALIZED ({read}
), {name} AS MATERIALIZED (
    SELECT message_id, message->'args' AS args, slot AS ring_slot, id AS ring_id FROM {name}_read
    WHERE {first_attempt}
), {
        moved_to_cold_lane(
            f"{name}_moved",
            f"SELECT slot, id FROM {name}_read WHERE ({first_attempt}) IS NOT TRUE",
            "moved",
            messages=f"{name}_read",
        )
    }"""


def handed_back_on_hot_lane(name: str, positions: str, messages: str) -> str:
    """CTEs `{name}_receipts` and `name(queue_name)`: the hot lane's messages at `positions`
    (a SELECT of slot, id) that a take-along claimed and will not run, handed back, due now
    and woken, as a hand-back is; `messages` is the CTE the claim read them into (slot, id,
    queue_name, message_id, message), which `claimed_from_hot_lane` names `{its name}_read`."""
    return moved_to_cold_lane(name, positions, "handed_back", messages=messages)


def claimed_and_settled(name: str, message_ids: str) -> str:
    """A CTE `name(message_id, args)`: the messages `message_ids` (a SELECT of ids of rows the
    statement holds locked, such as `due`'s) out of the queue, for the statement to run them
    in its own transaction (a rollback puts them back)."""
    return f"""{name} AS (
    DELETE FROM dramatiq.queue AS q
    WHERE q.message_id = ANY(ARRAY({message_ids}))
    RETURNING q.message_id, q.message->'args' AS args
)"""


def settled_on_hot_lane(name: str, positions: str) -> str:
    """A CTE `name`: the hot lane's messages at `positions` (a SELECT of slot, id) settled as
    done, once, in the statement's transaction (their receipts)."""
    return f"""{name} AS (
    INSERT INTO queue_ring_receipt (slot, id, outcome)
    SELECT slot, id, 'done' FROM ({positions}) AS p(slot, id)
    ON CONFLICT DO NOTHING
)"""


def in_queue(message_id: str) -> str:
    """A condition: the message `message_id` (an expression, say a column) is still in the
    queue: a cold lane's row in any state (a dead letter stays there as 'rejected'), a hot
    lane's message not settled yet, or one waiting in either wheel (neither promoted, nor
    carried, nor cancelled)."""
    return f"""(EXISTS (SELECT 1 FROM dramatiq.queue AS q WHERE q.message_id = {message_id})
    OR EXISTS (SELECT 1 FROM queue_ring_message AS m
    WHERE m.message_id = {message_id}
      AND NOT EXISTS (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = m.slot AND t.id = m.id))
    OR {still_waiting(message_id)}
    OR {outer_wheel.still_waiting(message_id)})"""


def claim_before(execute, own: Claim, limit: int, enough: int) -> list[Claim]:
    """Up to `limit` messages of the hot lane of `own`'s queue claimed beside it for its worker
    process, from no further stripe once it has `enough`, in a transaction of their own
    (`execute` runs in autocommit; hot_lane.take_along): for a statement of
    `claimed_before_from_hot_lane` to settle, or to hand back."""
    taken = hot_lane.take_along(execute, own.queue_name, own.worker_id, limit, enough)
    return [Claim(message_id, own.queue_name, own.worker_id, p) for message_id, p in taken]


def taken_beside(own: Claim, message_id: str, ring_slot: int | None, ring_id: int | None) -> Claim:
    """The claim of a message a statement claimed beside `own`, for the same worker process,
    from the cold lane (no ring position) or the hot lane."""
    position = None if ring_slot is None or ring_id is None else Position(ring_slot, ring_id)
    return Claim(message_id, own.queue_name, own.worker_id, position)
