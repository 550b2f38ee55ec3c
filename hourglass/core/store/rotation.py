"""Space back from the hot lane: a slot neither being written nor written a moment ago is
emptied by one TRUNCATE of its four partitions, which a pinned horizon does not block, once
no live worker holds a message of it unsettled; its unsettled rest goes to the cold lane
first, and the newest cursor of each stripe it holds to the slot written now. A transaction
that still holds the slot (a reader of the ring's tables) makes the rotation pass it by
until the next time. One process of the deployment rotates at a time.
"""

from psycopg import Rollback

from hourglass.core.store import outer_wheel, turns, waiting
from hourglass.core.store import partitions as emptying
from hourglass.core.store.hot_lane import hand_back_dead_workers_claims, move_to_cold_lane
from hourglass.core.store.schema import SLOTS

TABLES = ("message", "claim", "receipt", "cursor")

#: A slot held by a transaction longer than this is passed by (hourglass.core.store.partitions).
READER_S = emptying.READER_S

# One process of the deployment rotates at a time (a session lock: the rotation commits a
# transaction a slot; hourglass.core.store.turns).
ROTATION_TURN = "hashtext('hourglass.ring.rotation')"

CURRENT_SLOT = "SELECT queue_ring_slot(clock_timestamp())"


def partitions(slot: int) -> list[str]:
    """The four partitions of `slot`."""
    return [f"queue_ring_{table}_{slot}" for table in TABLES]


def _slot_statements(slot: int) -> tuple[str, str, str, str]:
    """For one slot: whether it holds anything, whether a live worker holds a message of it
    unsettled, the move of its unsettled rest to the cold lane, and the carry of the stripes'
    newest cursors it holds to the slot written now."""
    message, claim, receipt, cursor = partitions(slot)
    occupied = " OR ".join(f"EXISTS (SELECT 1 FROM {p})" for p in partitions(slot))
    in_flight = f"""
SELECT EXISTS (
    SELECT 1 FROM {claim} AS c
    JOIN dramatiq.worker AS w ON w.worker_id = c.worker_id
        AND w.heartbeat_at >= now() - make_interval(secs => %s)
    WHERE NOT EXISTS (SELECT 1 FROM {receipt} AS t WHERE t.slot = c.slot AND t.id = c.id)
)"""
    unsettled = f"""
SELECT m.slot, m.id FROM {message} AS m
WHERE NOT EXISTS (SELECT 1 FROM {receipt} AS t WHERE t.slot = m.slot AND t.id = m.id)"""
    # A stripe's claims read on from its newest cursor. A slot passed by keeps older cursors,
    # which would be the newest once a newer slot is emptied: the claims would read again
    # what was claimed since. Appended anew, a stripe's newest cursor outlives its slot.
    carried = f"""
INSERT INTO queue_ring_cursor
    (queue_name, stripe, lower_snapshot, upper_snapshot, after_txid, after_id, complete)
SELECT newest.queue_name, newest.stripe, newest.lower_snapshot, newest.upper_snapshot,
       newest.after_txid, newest.after_id, newest.complete
FROM (SELECT DISTINCT queue_name, stripe FROM {cursor}) AS held
CROSS JOIN LATERAL (
    SELECT c.* FROM queue_ring_cursor AS c
    WHERE c.queue_name = held.queue_name AND c.stripe = held.stripe
    ORDER BY c.seq DESC LIMIT 1
) AS newest
WHERE newest.slot = {slot}"""
    return f"SELECT {occupied}", in_flight, move_to_cold_lane(unsettled, "moved"), carried


def rotate_if_free(connection, heartbeat_ttl_s: float) -> tuple[int, list[int], list[int]] | None:
    """When no other process of the deployment rotates: the dead workers' claims to the
    cold lane, then `rotate`, then the outer wheel's messages coming due carried into the
    wheel, then the wheels' buckets and the promotions' slots that are done with
    (hourglass.core.store.outer_wheel, waiting). Returns (claims moved, slots emptied, slots
    passed by) of the ring, None when another process rotates. `connection` is a psycopg
    connection in autocommit."""
    with turns.session_turn(connection, ROTATION_TURN) as free:
        if not free:
            return None
        handed_back = hand_back_dead_workers_claims(connection, heartbeat_ttl_s)
        emptied, passed = rotate(connection, heartbeat_ttl_s)
        while outer_wheel.carry(connection):  # until one carries nothing more
            pass
        outer_wheel.rotate(connection)
        waiting.rotate(connection)
        waiting.rotate_promotions(connection)
    return handed_back, emptied, passed


def rotate(
    connection, heartbeat_ttl_s: float, reader_s: float = READER_S
) -> tuple[list[int], list[int]]:
    """Empty every slot neither being written nor written a moment ago that holds anything (a
    slot found empty costs one look, and no lock): its unsettled messages go to the cold lane
    (a dead worker's claims and messages not yet claimed), then TRUNCATE. A slot with a
    message a live worker has not settled, or held by a reader, is passed by until the next
    rotation. Returns the slots emptied and passed by. `connection` is a psycopg connection
    in autocommit; one transaction a slot."""
    (current,) = connection.execute(CURRENT_SLOT).fetchone()
    emptied: list[int] = []
    passed: list[int] = []
    for slot in sorted(set(range(SLOTS)) - _recent(current), key=lambda s: (s - current) % SLOTS):
        outcome = rotate_slot(connection, slot, heartbeat_ttl_s, reader_s)
        if outcome is not None:
            (emptied if outcome else passed).append(slot)
    return emptied, passed


def _recent(current: int) -> set[int]:
    """The slot being written and the one before it, which no rotation empties."""
    return {current, (current - 1) % SLOTS}


def rotate_slot(connection, slot: int, heartbeat_ttl_s: float, reader_s: float) -> bool | None:
    """Empty `slot` as `rotate` does: True when emptied, False when passed by, None when it
    held nothing. Whether it is recent is looked at again once its partitions are locked: a
    rotation that chose the slot just before it came to be written (the ring's next slot,
    still holding rows of its previous time) would otherwise empty it as it is written,
    messages and cursors appended since included."""
    occupied, in_flight, move, carry = _slot_statements(slot)
    if not connection.execute(occupied).fetchone()[0]:
        return None

    def claimed() -> bool:
        return connection.execute(in_flight, (heartbeat_ttl_s,)).fetchone()[0]

    def written_or_claimed() -> bool:
        """Whether it came to be written meanwhile, or a live worker holds a message of it."""
        (current,) = connection.execute(CURRENT_SLOT).fetchone()
        return slot in _recent(current) or claimed()

    def move_and_carry() -> None:
        connection.execute(move)
        connection.execute(carry)
        # The carry appends to the slot of the clock's moment: had this slot's turn come since
        # the look under the locks, the cursors it carried would be emptied with it.
        (current,) = connection.execute(CURRENT_SLOT).fetchone()
        if slot in _recent(current):
            raise Rollback

    # Looked at before the lock too: the claims wait behind the lock while it is held.
    if claimed():
        return False
    return emptying.empty(
        connection,
        partitions(slot),
        written_or_claimed,
        before=move_and_carry,
        reader_s=reader_s,
    )
