"""The deployment's turns held by a session: the waker's, the rotation's, the results'
expiry's, and the cold lane's upkeep's (a transaction's). One process at a time holds each,
by an advisory lock.

A process that stops while it holds a turn (frozen by SIGSTOP, its VM paused, cut off from the
network) would keep it for as long as the server keeps its session, and every other process
would be without it: no timer promoted, no dead worker's claims handed back, no space back.
So the session of a turn is ended by the server once it has waited for its process, in a
transaction (which is rolled back) or between two: STALLED_S for the upkeep's turns, whose
statements follow each other at once, and longer for the waker's (due_wakeup.WAKER_STALLED_S).
"""

from collections.abc import Iterator
from contextlib import contextmanager

#: How long a turn's session may wait for its process before the server ends it.
STALLED_S = 5

# The lock and the timeouts in one statement: a process that stops right after it took the
# lock has its session ended all the same.
TAKE_FOR_THE_SESSION = """
SELECT CASE WHEN pg_try_advisory_lock({key})
    THEN set_config('idle_session_timeout', '{stalled_s}s', false) IS NOT NULL
     AND set_config('idle_in_transaction_session_timeout', '{stalled_s}s', false) IS NOT NULL
    ELSE false END"""
GIVE_BACK = """
SELECT pg_advisory_unlock({key});
RESET idle_session_timeout;
RESET idle_in_transaction_session_timeout"""
TAKE_FOR_THE_TRANSACTION = """
SELECT CASE WHEN pg_try_advisory_xact_lock({key})
    THEN set_config('idle_in_transaction_session_timeout', '{stalled_s}s', true) IS NOT NULL
    ELSE false END"""


def take_for_the_session(connection, key: str, stalled_s: int = STALLED_S) -> bool:
    """Whether this session got the turn of `key` (an advisory lock's key, in SQL), which it
    then holds until `give_back` or its end, or until it has waited `stalled_s` for its
    process. `connection` is a psycopg connection."""
    statement = TAKE_FOR_THE_SESSION.format(key=key, stalled_s=stalled_s)
    return connection.execute(statement).fetchone()[0]


def give_back(connection, key: str) -> None:
    connection.execute(GIVE_BACK.format(key=key))


@contextmanager
def session_turn(connection, key: str) -> Iterator[bool]:
    """Whether this session got the turn of `key`, held until the block ends."""
    free = take_for_the_session(connection, key)
    try:
        yield free
    finally:
        if free:
            give_back(connection, key)


def take_for_the_transaction(cursor, key: str, params=()) -> bool:
    """Whether the transaction `cursor` is in got the turn of `key` (an advisory lock's key,
    in SQL, with `params`), held until it ends."""
    statement = TAKE_FOR_THE_TRANSACTION.format(key=key, stalled_s=STALLED_S)
    return cursor.execute(statement, params).fetchone()[0]
