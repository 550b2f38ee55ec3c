"""dramatiq's rate limiters on PostgreSQL: `PostgresBackend` is a RateLimiterBackend whose
keys are rows of `rate_limit` (key, value, expires_at), each operation one short statement
on the broker's pool (safe behind PgBouncer in transaction mode), so dramatiq's
`ConcurrentRateLimiter`, `WindowRateLimiter`, `BucketRateLimiter` and `Barrier` hold across
processes and hosts with no Redis or Memcached. A key past its TTL counts as absent (a place
held by a process killed -9 comes back when its TTL runs out); retention deletes it later.
"""

import time
from collections.abc import Callable, Iterable
from datetime import timedelta
from typing import Any

import psycopg
from dramatiq.rate_limits import RateLimiterBackend
from dramatiq_postgres.utils import transaction

from hourglass.core.database import db, listener_connection_parameters, one_value
from hourglass.core.errors import ConfigurationError

#: Expired keys are kept this long before retention deletes them (they count as absent).
EXPIRED_KEYS_KEPT = timedelta(minutes=1)

#: The bounds of a key's value (bigint) where a caller gives only the other one.
MINIMUM_VALUE = -(2**63)
MAXIMUM_VALUE = 2**63 - 1

#: The channel `wait_notify` wakes `wait` on (the key travels as the payload: a channel name
#: is at most 63 bytes, a key may be longer).
EVENTS_CHANNEL = "hourglass_rate_limit"

# `add` is one statement: it inserts the key, or takes over an expired one.
LIVE_VALUE = "(CASE WHEN r.expires_at > now() THEN r.value ELSE 0 END)"
ADD = """
INSERT INTO rate_limit AS r (key, value, expires_at)
VALUES (%(key)s, %(value)s, now() + make_interval(secs => %(ttl_ms)s / 1000.0))
ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at
    WHERE r.expires_at <= now()
RETURNING 1
"""
# `incr` and `decr`: the key made if absent (expired at once: it reads as 0), then one
# update that keeps the bound; the update locks the row and re-reads it, so two callers
# cannot both pass the bound on the same value.
MAKE_KEY = """
INSERT INTO rate_limit (key, value, expires_at) VALUES (%(key)s, 0, now())
ON CONFLICT (key) DO NOTHING
"""
CHANGE_WITHIN_BOUNDS = f"""
UPDATE rate_limit AS r
SET value = {LIVE_VALUE} + %(change)s, expires_at = now() + make_interval(secs => %(ttl_ms)s / 1000.0)
WHERE r.key = %(key)s AND {LIVE_VALUE} + %(change)s BETWEEN %(minimum)s AND %(maximum)s
RETURNING 1
"""
# incr_and_sum: every key summed (and the one incremented) locked in key order, so two
# callers over overlapping windows serialize without deadlock; absent keys are made first.
MAKE_KEYS = """
INSERT INTO rate_limit (key, value, expires_at)
SELECT k, 0, now() FROM unnest(%(keys)s::text[]) AS k ORDER BY k
ON CONFLICT (key) DO NOTHING
"""
LOCK_KEYS = f"""
SELECT r.key, {LIVE_VALUE} FROM rate_limit AS r
WHERE r.key = ANY(%(keys)s::text[]) ORDER BY r.key FOR UPDATE
"""
SET_VALUE = """
UPDATE rate_limit SET value = %(value)s, expires_at = now() + make_interval(secs => %(ttl_ms)s / 1000.0)
WHERE key = %(key)s
"""
# wait_notify: the event stays for its TTL (a party that comes to wait later sees it).
NOTIFY = f"""
WITH event AS (
    INSERT INTO rate_limit AS r (key, value, expires_at)
    VALUES (%(key)s, 1, now() + make_interval(secs => %(ttl_ms)s / 1000.0))
    ON CONFLICT (key) DO UPDATE SET value = 1, expires_at = EXCLUDED.expires_at
)
SELECT pg_notify('{EVENTS_CHANNEL}', %(key)s)
"""
EVENT_PENDING = "SELECT EXISTS (SELECT 1 FROM rate_limit WHERE key = %s AND expires_at > now())"

COUNT_EXPIRED = "SELECT count(*) FROM rate_limit WHERE expires_at < now() - %(older_than)s"
# The condition again outside: a key an `add` took over meanwhile is live, and stays.
PRUNE_EXPIRED = """
DELETE FROM rate_limit WHERE key IN (
    SELECT key FROM rate_limit WHERE expires_at < now() - %(older_than)s LIMIT %(limit)s
) AND expires_at < now() - %(older_than)s
"""


class PostgresBackend(RateLimiterBackend):
    """A dramatiq RateLimiterBackend on hourglass's database: on `pool` (the broker's, when
    the broker installs it for GroupCallbacks), or, made without one, the process's
    broker's (`hourglass.rate_limits.PostgresBackend`, where products import it). `wait`
    listens on a session connection of its own (the direct URL behind a pooler), opened
    for the wait."""

    def __init__(self, pool=None) -> None:
        self._pool = pool

    @property
    def pool(self) -> Any:
        if self._pool is None:
            self._pool = self.default_pool()
        return self._pool

    def default_pool(self) -> Any:
        """The pool of a backend made without one."""
        raise ConfigurationError(
            "hourglass.core.rate_limits.PostgresBackend needs a pool: import PostgresBackend"
            " from hourglass.rate_limits for the broker's"
        )

    def add(self, key, value, ttl) -> bool:
        return self._changed(ADD, {"key": key, "value": value, "ttl_ms": ttl})

    def incr(self, key, amount, maximum, ttl) -> bool:
        return self._change(key, amount, MINIMUM_VALUE, maximum, ttl)

    def decr(self, key, amount, minimum, ttl) -> bool:
        return self._change(key, -amount, minimum, MAXIMUM_VALUE, ttl)

    def incr_and_sum(self, key, keys: Callable[[], Iterable[str]], amount, maximum, ttl) -> bool:
        summed = list(keys())
        every_key = sorted({key, *summed})
        with transaction(self.pool) as cursor:
            cursor.execute(MAKE_KEYS, {"keys": every_key})
            cursor.execute(LOCK_KEYS, {"keys": every_key})
            values = dict(cursor.fetchall())
            value = values[key] + amount
            if value > maximum or amount + sum(values[k] for k in summed) > maximum:
                return False
            cursor.execute(SET_VALUE, {"key": key, "value": value, "ttl_ms": ttl})
            return True

    def wait(self, key, timeout) -> bool:
        """Until `wait_notify(key)` happened (its event lives for its TTL) or `timeout` ms."""
        with psycopg.connect(**listener_connection_parameters(), autocommit=True) as conn:
            conn.execute(f"LISTEN {EVENTS_CHANNEL}")
            deadline = None if timeout is None else time.monotonic() + timeout / 1000
            while True:
                if one_value(conn.execute(EVENT_PENDING, (key,))):
                    return True
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return False
                # notifies() reads what psycopg already received first: a NOTIFY that came
                # in during the query above is not waited for again.
                for _ in conn.notifies(timeout=left, stop_after=1):
                    pass

    def wait_notify(self, key, ttl) -> None:
        with transaction(self.pool) as cursor:
            cursor.execute(NOTIFY, {"key": key, "ttl_ms": ttl})

    def _change(self, key, change, minimum, maximum, ttl) -> bool:
        with transaction(self.pool) as cursor:
            cursor.execute(MAKE_KEY, {"key": key})
            cursor.execute(
                CHANGE_WITHIN_BOUNDS,
                {
                    "key": key,
                    "change": change,
                    "minimum": minimum,
                    "maximum": maximum,
                    "ttl_ms": ttl,
                },
            )
            return cursor.fetchone() is not None

    def _changed(self, statement, parameters) -> bool:
        with transaction(self.pool) as cursor:
            cursor.execute(statement, parameters)
            return cursor.fetchone() is not None


def prune_expired_keys(older_than: timedelta, limit: int) -> int:
    return db.execute_sql(PRUNE_EXPIRED, {"older_than": older_than, "limit": limit}).rowcount


def count_prunable_keys(older_than: timedelta) -> int:
    return db.execute_sql(COUNT_EXPIRED, {"older_than": older_than}).fetchone()[0]
