"""The queue store as the broker uses it: which lane a message goes to, and each operation on
messages over both lanes (hourglass.core.store.cold_lane and hot_lane). One contract holds
whichever lane a queue is on (tests/integration/test_store_contract.py runs it on both).

Every method runs on the caller's cursor (or `execute`), in the caller's transaction.
"""

import json
from collections.abc import Callable, Sequence

import dramatiq
from psycopg.types.json import Jsonb

from hourglass.core.store import cold_lane, hot_lane, outer_wheel, rotation, waiting
from hourglass.core.store.claims import RING_POSITION, Claim, Claimed, Position
from hourglass.core.store.schema import NOTIFY_WITHIN_MS, OUTER_HORIZON_S, WAITING_HORIZON_S


class QueueStore:
    """A message due now goes to the hot lane, one due within WAITING_HORIZON_S waits in the
    wheel until the waker promotes it into the hot lane, one due within OUTER_HORIZON_S in
    the outer wheel until the rotation carries it into the wheel; every other message (due
    later, a dead letter, a hand-back) goes to the cold lane, which every claim reads first
    (it holds the previous release's messages too). The Python senders keep every message of the
    `cold_lane_queues` on the cold lane (HOURGLASS_COLD_LANE_QUEUES, an escape hatch; the
    cold lane's benchmarks); their claims still read both lanes."""

    def __init__(self, cold_lane_queues: frozenset[str] = frozenset()) -> None:
        self.cold_lane_queues = cold_lane_queues

    # --- sending ----------------------------------------------------------------------

    def send(
        self,
        execute: Callable,
        messages: Sequence[dramatiq.Message],
        delays_ms: Sequence[float],
        notified_queues: list[str],
    ) -> None:
        """Write `messages` with `execute` (a cursor's, or the Peewee connection's), each
        claimable once its delay has passed, each lane in one statement, and NOTIFY those
        of `notified_queues` with a message due within NOTIFY_WITHIN_MS."""
        due_soon = {
            m.queue_name for m, d in zip(messages, delays_ms, strict=True) if d < NOTIFY_WITHIN_MS
        }
        notified_queues = [q for q in notified_queues if q in due_soon]
        batches: dict[str, list[tuple[dramatiq.Message, float]]] = {}
        for message, delay_ms in zip(messages, delays_ms, strict=True):
            lane = self.lane_of(message.queue_name, delay_ms)
            batches.setdefault(lane, []).append((message, delay_ms))
        for n, (lane, sent) in enumerate(batches.items()):
            # The NOTIFY goes with the last statement: in autocommit each statement commits
            # on its own, and whoever the NOTIFY wakes (a consumer, the waker) must find
            # every message.
            notified = notified_queues if n == len(batches) - 1 else []
            columns = _columns([m for m, _ in sent])
            if lane == "hot":
                hot_lane.send(execute, *columns, notified)
            else:
                send = {"waiting": waiting.send, "outer": outer_wheel.send}.get(
                    lane, cold_lane.send
                )
                send(execute, *columns, [float(d) for _, d in sent], notified)

    def lane_of(self, queue_name: str, delay_ms: float) -> str:
        """Where a message of `queue_name` sent with `delay_ms` goes: "hot" (the ring),
        "waiting" (the wheel, promoted into the ring when due), "outer" (the outer wheel,
        carried into the wheel) or "cold"."""
        if queue_name in self.cold_lane_queues:
            return "cold"
        if not delay_ms:
            return "hot"
        if delay_ms <= WAITING_HORIZON_S * 1000:
            return "waiting"
        return "outer" if delay_ms <= OUTER_HORIZON_S * 1000 else "cold"

    # --- claiming ---------------------------------------------------------------------

    def claim(self, cursor, queue_name: str, worker_id: str, limit: int) -> list[Claimed]:
        """Up to `limit` of the queue's due messages, claimed for `worker_id`: the cold
        lane's first, then the hot lane's, in one statement. A queue the Python senders keep
        on the cold lane claims from both too: the SQL producers send to the hot lane."""
        return hot_lane.claim_cold_lane_first(cursor, queue_name, worker_id, limit)

    #: How many of a limited queue's hot-lane messages one claim moves to the cold lane.
    MOVE_BATCH = 1000

    def move_hot_lane_to_cold_lane(self, cursor, queue_name: str, worker_id: str) -> None:
        """A queue with flow limits counts its running messages from the cold lane's claimed
        rows: what its hot lane holds moves there before the claim."""
        claimed = hot_lane.claim(cursor, queue_name, worker_id, self.MOVE_BATCH)
        if claimed:
            positions = [c.ring_position for c in claimed if c.ring_position is not None]
            hot_lane.move_claimed_to_cold_lane(cursor, positions)

    def reject_undecodable(self, cursor, claimed: Claimed, worker_id: str, reason: str) -> None:
        """A claimed message that is no Dramatiq message becomes a dead letter at once, kept
        under `undecodable` with the reason where `hourglass dlq` reads it."""
        if claimed.ring_position is None:
            cold_lane.reject_undecodable(cursor, claimed.message_id, worker_id, reason)
        else:
            message = {
                "undecodable": json.loads(claimed.payload),
                "options": {"last_error": reason},
            }
            hot_lane.reject(cursor, claimed.ring_position, Jsonb(message))

    # --- settling ---------------------------------------------------------------------

    def settle(
        self, cursor, worker_id: str, settlements: Sequence[tuple[str, str, Position | None, str]]
    ) -> None:
        """Settle many claims of `worker_id` at once: (message id, queue, ring position or
        None, outcome) each. A cold lane's row is deleted (pass it only when done: a retried
        row is the retry now); a hot lane's message gets its receipt with its outcome."""
        cold = [(m, q) for m, q, position, outcome in settlements if position is None]
        hot = [(position, outcome) for _, _, position, outcome in settlements if position]
        if cold:
            message_ids, queue_names = (list(c) for c in zip(*cold, strict=True))
            cold_lane.settle(cursor, message_ids, queue_names, worker_id)
        if hot:
            positions, outcomes = (list(c) for c in zip(*hot, strict=True))
            hot_lane.settle(cursor, positions, outcomes)

    def settle_one(self, execute: Callable, claim: Claim) -> None:
        """Settle `claim` as done in the caller's transaction (an actor's own)."""
        if claim.ring_position is None:
            cold_lane.settle_one(execute, claim.message_id, claim.queue_name, claim.worker_id)
        else:
            hot_lane.settle_one(execute, claim.ring_position)

    def reject(self, cursor, claim: Claim, message) -> None:
        """The claim becomes a dead letter (in the cold lane), holding `message` (jsonb)."""
        if claim.ring_position is None:
            cold_lane.reject(cursor, message, claim.message_id, claim.queue_name, claim.worker_id)
        else:
            hot_lane.reject(cursor, claim.ring_position, message)

    def hand_back(self, cursor, worker_id: str, message_ids: list[str] | None = None) -> int:
        """Put the claims of `worker_id` (of `message_ids`, or all of them) back, due now (a
        hot lane's to the cold lane); returns how many."""
        count = cold_lane.hand_back_own(cursor, worker_id, message_ids)
        return count + hot_lane.hand_back_own(cursor, worker_id, message_ids=message_ids)

    def hand_back_orphans(self, cursor, worker_id: str, queue_name: str, held: list[str]) -> int:
        """Put back the claims of `worker_id` on `queue_name` but those in `held` (its worker
        threads'); returns how many."""
        count = cold_lane.hand_back_orphans(cursor, worker_id, queue_name, held)
        return count + hot_lane.hand_back_own(
            cursor, worker_id, queue_name=queue_name, message_ids=held, except_ids=True
        )

    def cancel_queued(self, execute: Callable, message_ids: list[str]) -> int:
        """Cancel waiting messages not promoted or claimed yet (cancelled timers): the cold
        lane's rows deleted, the wheels' tombstoned; returns how many."""
        # The outer wheel before the wheel: a carry that commits between the two statements
        # then finds the outer wheel's tombstone, or leaves a copy the wheel's statement sees.
        return (
            cold_lane.cancel_queued(execute, message_ids)
            + outer_wheel.cancel(execute, message_ids)
            + waiting.cancel(execute, message_ids)
        )

    def promote(self, connection) -> int:
        """Append the waiting messages now due into the ring (the waker's); how many."""
        return waiting.promote(connection)

    def notify(self, cursor, queue_names: list[str]) -> None:
        """Wake the consumers of `queue_names` in every process, at commit."""
        cold_lane.notify(cursor, queue_names)

    # --- upkeep -----------------------------------------------------------------------

    def heartbeat(self, cursor, worker_id: str) -> None:
        cold_lane.heartbeat(cursor, worker_id)

    def upkeep(self, cursor, namespace: str, heartbeat_ttl_s: float) -> int | None:
        """Dead workers' cold-lane claims back, dead workers forgotten (cold_lane.upkeep)."""
        return cold_lane.upkeep(cursor, namespace, heartbeat_ttl_s)

    def rotate(self, connection, heartbeat_ttl_s: float) -> tuple[int, list[int], list[int]] | None:
        """Dead workers' hot-lane claims to the cold lane, the outer wheel's messages coming
        due carried into the wheel, and the ring's and the wheels' done slots and buckets
        emptied (hourglass.core.store.rotation), whatever this process's
        queues: a queue taken off the hot lane still has messages there until then."""
        return rotation.rotate_if_free(connection, heartbeat_ttl_s)


def as_stored(message: dramatiq.Message) -> dict:
    """The message as a queue row holds it: without the ring position of the attempt it was
    (a retry is sent from the message that ran)."""
    fields = message.asdict()
    if RING_POSITION in fields["options"]:
        fields["options"] = {k: v for k, v in fields["options"].items() if k != RING_POSITION}
    return fields


def _columns(messages: Sequence[dramatiq.Message]) -> tuple[list[str], list[str], list[str]]:
    """Queue names, ids and JSON texts of `messages`. The JSON text goes as it is: parsing it
    back into a dict for a jsonb parameter (as dramatiq-postgres does) tripled the Python
    cost of a batch send."""
    encode = dramatiq.get_encoder().encode
    return (
        [m.queue_name for m in messages],
        [m.message_id for m in messages],
        [encode(as_stored(m)).decode() for m in messages],
    )
