"""Actors' results (migration 0031): every statement on `result_ring`. A result is appended,
with a NOTIFY of its key, and never updated or deleted; a read takes a key's newest result
not yet expired. Space comes back by rotation: a bucket every result of which has expired,
and which the ring will not write again before it comes round, is emptied by one TRUNCATE,
in one process of the deployment at a time, passing a bucket by rather than waiting behind
a reader that holds it.
"""

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from hourglass.core.store import partitions as emptying
from hourglass.core.store import turns
from hourglass.core.store.partitions import READER_S

#: The ring's shape, as migration 0031 makes it: RESULT_BUCKETS partitions, each holding the
#: results that expire within one window of RESULT_BUCKET_SECONDS; the ring comes round
#: every 80 minutes.
RESULT_BUCKETS = 16
RESULT_BUCKET_SECONDS = 300
#: The longest a result is kept (dramatiq's `result_ttl`, in ms). A bucket receives results
#: for this long before its window and is emptied in the 15 minutes after it; a result with
#: a longer TTL would land in a bucket while it still held the last round's rows. The broker
#: refuses a longer `result_ttl`; the insert caps it too.
RESULT_TTL_MAX_MS = 3_600_000

#: The channel a stored result NOTIFYs, with its key as the payload (a NOTIFY carries at most
#: 8,000 bytes: the result itself stays in the table).
RESULT_CHANNEL = "hourglass_result"

#: A statement runner: Peewee's `db.execute_sql` or a psycopg connection's `execute`.
Execute = Callable[..., Any]

# One statement: the result appended, its bucket that of its expiry (the TTL capped), and
# the NOTIFY delivered when it commits. It commits without waiting for the disk (as a claim
# does, docs/decisions/0003): its message's ack, which waits, comes after it in the WAL, so
# a crash that forgets the result forgets the ack too and the message runs again. A
# notifying transaction holds a cluster-wide lock until its commit ends: waiting for the
# disk there made every store in the deployment wait its turn (a storing drain's cap).
STORE = f"""
WITH without_waiting_for_the_disk AS (SELECT set_config('synchronous_commit', 'off', true)),
stored AS (
    INSERT INTO result_ring (bucket, message_key, message_id, payload, expires_at)
    SELECT result_ring_bucket(e.at), %(key)s, %(message_id)s, %(payload)s, e.at
    FROM (SELECT now() + make_interval(secs => least(%(ttl_ms)s, {RESULT_TTL_MAX_MS}) / 1000.0)
          AS at) AS e
    RETURNING message_key
)
SELECT pg_notify('{RESULT_CHANNEL}', message_key) FROM stored, without_waiting_for_the_disk
"""

# A key's newest result not yet expired (an expired one is missing before its bucket goes)
# or stored after `after_id` whatever its TTL, and, when asked, the key's newest id. A
# blocking wait's first read asks, and its later reads pass that id: a result committed
# since is the waiter's, as dramatiq's Redis backend hands a blocked waiter its result at the
# push, where a woken thread here reads it after the NOTIFY, which a loaded process did past
# a 300 ms TTL. Unasked, the newest id is not looked up (a CASE runs its subquery only when
# chosen): every other read is one probe of the key's index a bucket, as before.
READ = """
SELECT (SELECT payload FROM result_ring
        WHERE message_key = %(key)s AND (expires_at > now() OR id > %(after_id)s)
        ORDER BY id DESC LIMIT 1),
       CASE WHEN %(newest_id)s
            THEN (SELECT coalesce(max(id), 0) FROM result_ring WHERE message_key = %(key)s)
       END
"""

# What the operator sees of a message's result: the newest not yet expired.
READ_BY_MESSAGE_ID = """
SELECT payload, stored_at, expires_at FROM result_ring
WHERE message_id = %s AND expires_at > now()
ORDER BY id DESC LIMIT 1
"""

# One process of the deployment empties buckets at a time (a session lock: a bucket is
# emptied in a transaction of its own; hourglass.core.store.turns).
EXPIRY_TURN = "hashtext('hourglass.results.expiry')"
CLOCK = "SELECT extract(epoch FROM clock_timestamp())::float8"


def store(execute: Execute, key: str, message_id: str | None, payload: bytes, ttl_ms) -> None:
    """Append a result (the encoder's bytes) under dramatiq's `key`, kept `ttl_ms`."""
    execute(
        STORE, {"key": key, "message_id": message_id, "payload": payload, "ttl_ms": int(ttl_ms)}
    )


def read(execute: Execute, key: str, after_id: int | None = None) -> bytes | None:
    """The newest result stored under `key` that has not expired, or that was stored after
    `after_id`."""
    payload, _ = execute(READ, {"key": key, "after_id": after_id, "newest_id": False}).fetchone()
    return None if payload is None else bytes(payload)


def read_with_newest_id(execute: Execute, key: str) -> tuple[bytes | None, int]:
    """`read`, and the key's newest id (0 when it has none): a blocking wait's first read."""
    payload, newest_id = execute(READ, {"key": key, "after_id": None, "newest_id": True}).fetchone()
    return (None if payload is None else bytes(payload)), newest_id


def read_by_message_id(execute: Execute, message_id: str) -> tuple | None:
    """(payload, stored at, expires at) of the message's newest result not expired, or None."""
    return execute(READ_BY_MESSAGE_ID, (message_id,)).fetchone()


def partition(bucket: int) -> str:
    return f"result_ring_{bucket}"


def quiet_buckets(clock_s: float) -> list[int]:
    """The buckets whose every result has expired at `clock_s` (epoch seconds) and that no
    result can be written to until the ring comes round: the last window of each that a
    result stored now could expire in (now + RESULT_TTL_MAX_MS at the most) has ended."""
    newest = math.floor((clock_s + RESULT_TTL_MAX_MS / 1000) / RESULT_BUCKET_SECONDS)
    quiet = []
    for bucket in range(RESULT_BUCKETS):
        last_window = newest - (newest - bucket) % RESULT_BUCKETS
        if (last_window + 1) * RESULT_BUCKET_SECONDS <= clock_s:
            quiet.append(bucket)
    return quiet


@dataclass
class Expiry:
    """What one rotation of the results did: the buckets emptied and passed by, and (when
    counted) the results the emptied ones held."""

    emptied: list[int] = field(default_factory=list)
    passed: list[int] = field(default_factory=list)
    results: int = 0


def expire_if_free(connection, reader_s: float = READER_S, count: bool = False) -> Expiry | None:
    """When no other process of the deployment does: `expire`. None when another does.
    `connection` is a psycopg connection."""
    with turns.session_turn(connection, EXPIRY_TURN) as free:
        return expire(connection, reader_s, count) if free else None


def expire(connection, reader_s: float = READER_S, count: bool = False) -> Expiry:
    """Empty every quiet bucket that holds anything; a bucket a transaction has held for
    more than `reader_s`, or whose lock is not had in time (hourglass.core.store.partitions),
    is passed by until the next time. With `count`, the results emptied are counted first. One transaction a
    bucket (a savepoint when `connection` is in a transaction already)."""
    (clock,) = connection.execute(CLOCK).fetchone()
    expiry = Expiry()
    for bucket in quiet_buckets(clock):
        outcome = expire_bucket(connection, bucket, reader_s, count)
        if outcome is None:
            continue
        if outcome is False:
            expiry.passed.append(bucket)
        else:
            expiry.emptied.append(bucket)
            expiry.results += outcome
    return expiry


def expire_bucket(
    connection, bucket: int, reader_s: float, count: bool = False
) -> int | bool | None:
    """Empty one quiet `bucket`: the results it held (0 unless counted) when emptied, False
    when passed by, None when it held nothing. Whether it is still quiet is looked at again
    once its partition is locked."""
    table = partition(bucket)
    if not connection.execute(f"SELECT EXISTS (SELECT 1 FROM {table})").fetchone()[0]:
        return None
    held = 0

    def written_again() -> bool:
        (clock,) = connection.execute(CLOCK).fetchone()
        return bucket not in quiet_buckets(clock)

    def counted() -> None:
        nonlocal held
        if count:
            held = connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0]

    if not emptying.empty(connection, [table], written_again, before=counted, reader_s=reader_s):
        return False
    return int(held)


def expired_rows(execute: Execute, clock_s: float) -> int:
    """Expired results still held in the quiet buckets (what the next rotation frees); the
    rotation keeps those buckets empty, so this counts few rows."""
    counts = " + ".join(f"(SELECT count(*) FROM {partition(b)})" for b in quiet_buckets(clock_s))
    return int(execute(f"SELECT {counts or '0'}").fetchone()[0])


def clock(execute: Execute) -> float:
    """The database's clock, in epoch seconds."""
    return float(execute(CLOCK).fetchone()[0])
