"""How the store empties a partition it is done with: one TRUNCATE, which a pinned horizon
does not block, taken only when it will not queue the queue's statements behind a reader.
The ring's slots, the wheel's buckets, the promotions' slots and the results' buckets are all
emptied so (hourglass.core.store.rotation, waiting, results)."""

from collections.abc import Callable, Iterable

from psycopg.errors import LockNotAvailable

#: How long an emptying waits for a partition's locks before passing it by; a transaction
#: that has held a lock on it longer than READER_S is not waited for at all.
LOCK_TIMEOUT = "50ms"
READER_S = 1

# Partitions held by a transaction older than `reader_s` (not a claim passing through): the
# emptying does not queue its lock behind one (a TRUNCATE waiting for its lock stalls every
# statement that comes after it).
HELD_BY_A_READER = """
SELECT EXISTS (
    SELECT 1 FROM pg_locks AS l JOIN pg_stat_activity AS a ON a.pid = l.pid
    WHERE l.relation = ANY(%s::regclass[]) AND l.pid <> pg_backend_pid()
      AND a.xact_start < clock_timestamp() - make_interval(secs => %s)
)
"""


def empty(
    connection,
    partitions: list[str],
    still_needed: Callable[[], bool],
    before: Callable[[], object] = lambda: None,
    reader_s: float = READER_S,
) -> bool:
    """TRUNCATE `partitions` together, in a transaction of their own (a savepoint when
    `connection` is in a transaction already), once they are locked and `still_needed()`,
    asked again under the locks, says no; `before()` runs under the locks first (a move of
    what they hold that must not be lost), and may raise psycopg.Rollback to undo it and
    leave them. False, and nothing done, when a reader holds them, their locks are not had
    within LOCK_TIMEOUT, they are still needed, or `before()` rolled back."""
    if connection.execute(HELD_BY_A_READER, (partitions, reader_s)).fetchone()[0]:
        return False
    try:
        with connection.transaction():
            connection.execute(f"SET LOCAL lock_timeout = '{LOCK_TIMEOUT}'")
            connection.execute(f"LOCK TABLE {', '.join(partitions)} IN ACCESS EXCLUSIVE MODE")
            if still_needed():
                return False
            before()
            connection.execute(f"TRUNCATE {', '.join(partitions)}")
            return True
    except LockNotAvailable:
        return False
    return False  # `before()` raised psycopg.Rollback


def empty_done_buckets(
    connection,
    buckets: Iterable[int],
    still_waits: Callable[[int], str],
    partitions: Callable[[int], list[str]],
) -> tuple[list[int], list[int]]:
    """A wheel's rotation (hourglass.core.store.waiting, outer_wheel): each of `buckets` whose
    `partitions(bucket)` hold anything and in which no message waits still (the statement
    `still_waits(bucket)` says) is emptied by one TRUNCATE of them. A bucket with a message
    waiting (of its next turn, or of a transaction that committed late) or held by another
    transaction is passed by until the next rotation. Returns the buckets emptied and passed
    by. `connection` is in autocommit."""
    emptied: list[int] = []
    passed: list[int] = []
    for bucket in buckets:
        held = partitions(bucket)
        occupied = " OR ".join(f"EXISTS (SELECT 1 FROM {p})" for p in held)
        if not connection.execute(f"SELECT {occupied}").fetchone()[0]:
            continue

        def waits(statement: str = still_waits(bucket)) -> bool:
            return connection.execute(statement).fetchone()[0]

        # Looked at again under the locks: a message may have been sent meanwhile.
        if not waits() and empty(connection, held, waits):
            emptied.append(bucket)
        else:
            passed.append(bucket)
    return emptied, passed
