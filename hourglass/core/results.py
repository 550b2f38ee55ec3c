"""dramatiq's results on hourglass's database: `PostgresResultBackend` keeps an actor's result
(`store_results=True`) in the results' ring (hourglass.core.store.results), and
`get_result(block=True)` wakes when the result commits, on the NOTIFY its store sends, heard
by the process's one listener. The broker installs dramatiq's Results middleware with it
(and `ResultTtlsAtSend`, which refuses a `result_ttl` past the ring's horizon) and
dramatiq's GroupCallbacks with the PostgreSQL rate limiter backend (docs/results.md).

An actor without `store_results` costs nothing here: no statement, no row.
"""

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import dramatiq
from dramatiq.middleware import GroupCallbacks, Middleware, MiddlewareError
from dramatiq.results import ResultBackend, ResultFailure, ResultMissing, ResultTimeout
from dramatiq.results.backend import DEFAULT_TIMEOUT, Missing
from dramatiq.results.result import unwrap_result, wrap_exception, wrap_result

from hourglass.core.database import db
from hourglass.core.due_wakeup import QueueListener
from hourglass.core.errors import InvalidInput, transient_database_error
from hourglass.core.store import results as stored
from hourglass.core.store.results import RESULT_TTL_MAX_MS

logger = logging.getLogger(__name__)

#: A store that meets a passing database fault is tried this many times in all, a moment
#: apart: the message is done, and its result would otherwise be lost.
STORE_ATTEMPTS = 3
STORE_RETRY_S = 0.2

#: What the operator's look-up shows of a result at most (a result may be megabytes).
SHOWN_CHARACTERS = 500

# Makes the process's listener take its new LISTEN at once (hourglass.core.due_wakeup).
PROMPT_LISTENER = "SELECT pg_notify(%s, '')"


class ResultTtlRefused(MiddlewareError, InvalidInput):
    """A `result_ttl` that is no number of milliseconds, or longer than the results' ring
    keeps a result (dramatiq passes a middleware's MiddlewareError on to the sender)."""


def check_result_ttl(ttl: Any, whose: str) -> None:
    """Refuse a `result_ttl` that is no number of milliseconds, or longer than the ring
    keeps results (RESULT_TTL_MAX_MS, an hour), with one line naming `whose` it is."""
    if isinstance(ttl, bool) or not isinstance(ttl, int | float) or ttl < 0:
        raise ResultTtlRefused(f"{whose}: result_ttl must be milliseconds, not {ttl!r}")
    if ttl > RESULT_TTL_MAX_MS:
        raise ResultTtlRefused(
            f"{whose}: result_ttl of {ttl} ms is longer than hourglass keeps a result"
            f" ({RESULT_TTL_MAX_MS} ms, an hour; docs/results.md)"
        )


def check_actor_result_ttl(actor: dramatiq.Actor) -> None:
    """A longer `result_ttl` stops the actor's declaration (its module's import)."""
    if "result_ttl" in actor.options:
        check_result_ttl(actor.options["result_ttl"], f"actor {actor.actor_name}")


class ResultTtlsAtSend(Middleware):
    """Refuses at send a message whose own `result_ttl` option is longer than the ring keeps
    results. (Beside dramatiq's Results, not a subclass of it: dramatiq's worker looks for
    that exact class, and warns of a discarded result on every message without it.)"""

    def before_enqueue(self, broker, message, delay) -> None:
        ttl = message.options.get("result_ttl")
        if ttl is not None:
            check_result_ttl(ttl, f"message of actor {message.actor_name}")


class GroupCompletions(GroupCallbacks):
    """dramatiq's GroupCallbacks, which looks no further at a message that belongs to no
    group with a callback: dramatiq's hook imports a module on every message (3 us of a
    worker thread's time a message, measured, for every actor)."""

    def after_process_message(self, broker, message, *, result=None, exception=None) -> None:
        if "group_completion_uuid" in message.options:
            super().after_process_message(broker, message, result=result, exception=exception)


class PostgresResultBackend(ResultBackend):
    """A dramatiq ResultBackend on hourglass's database: a result is appended to the
    results' ring on the calling thread's Peewee connection (a worker thread's, handed back
    when the message ended) with a NOTIFY of its key; `get_result(block=True)` waits on
    `listener` (the broker's QueueListener, the process's one session connection) for that
    NOTIFY, then reads the row. Results are the encoder's bytes, so any encoder works and a
    result of any size (not only what fits a NOTIFY)."""

    def __init__(self, *, listener: QueueListener, **kwargs) -> None:
        super().__init__(**kwargs)
        self.listener = listener

    def get_result(self, message, *, block: bool = False, timeout: int | None = None) -> Any:
        key = self.build_message_key(message)
        if block:
            payload = self._wait(key, DEFAULT_TIMEOUT if timeout is None else timeout)
            if payload is None:
                raise ResultTimeout(message)
        else:
            payload = self._read(key)
            if payload is None:
                raise ResultMissing(message)
        return self.unwrap_result(self.encoder.decode(payload))

    def store_result(self, message, result, ttl: int) -> None:
        # Encoded first: a result the encoder refuses raises its own error before any
        # statement (dramatiq logs it; the message is done and nothing else is touched).
        payload = self.encoder.encode(wrap_result(result))
        self._write(self.build_message_key(message), message.message_id, payload, ttl)

    def store_exception(self, message, exception: Exception, ttl: int) -> None:
        payload = self.encoder.encode(wrap_exception(exception))
        self._write(self.build_message_key(message), message.message_id, payload, ttl)

    def _store(self, message_key: str, result, ttl: int) -> None:
        """A result stored by key alone (no message id for the operator's look-up)."""
        self._write(message_key, None, self.encoder.encode(result), ttl)

    def _get(self, message_key: str) -> Any:
        payload = self._read(message_key)
        return Missing if payload is None else self.encoder.decode(payload)

    def _write(self, key: str, message_id: str | None, payload: bytes, ttl: int) -> None:
        for attempt in range(1, STORE_ATTEMPTS + 1):
            try:
                on_thread_connection(
                    lambda execute: stored.store(execute, key, message_id, payload, ttl)
                )
                return
            except Exception as exc:
                if attempt == STORE_ATTEMPTS or not transient_database_error(exc):
                    raise
                logger.warning(
                    "event=result_store_retried message_id=%s error=%s",
                    message_id,
                    type(exc).__name__,
                )
                time.sleep(STORE_RETRY_S)

    def _read(self, key: str, after_id: int | None = None) -> bytes | None:
        return on_thread_connection(lambda execute: stored.read(execute, key, after_id))

    def _wait(self, key: str, timeout_ms: float) -> bytes | None:
        """The result of `key` once it commits, or None after `timeout_ms`: one not expired
        at the first read, or one committed since, whatever its TTL. The waiter is registered
        and the LISTEN in effect before the table is read again, so that a result committed
        in between is heard."""
        deadline = time.monotonic() + timeout_ms / 1000
        payload, seen_id = on_thread_connection(
            lambda execute: stored.read_with_newest_id(execute, key)
        )
        if payload is not None:
            return payload
        waits = self.listener.hear_results()
        with waits.waiting_for(key) as stored_event:
            if not waits.listening.is_set():
                on_thread_connection(
                    lambda execute: execute(PROMPT_LISTENER, (self.listener.control_channel,))
                )
                if not waits.listening.wait(max(deadline - time.monotonic(), 0)):
                    return self._read(key, seen_id)
            while True:
                stored_event.clear()
                payload = self._read(key, seen_id)
                left = deadline - time.monotonic()
                if payload is not None or left <= 0:
                    return payload
                stored_event.wait(left)


def on_thread_connection(work: Callable[[Callable[..., Any]], Any]) -> Any:
    """`work(execute)` on this thread's Peewee connection: one the thread holds already, or
    one taken for it from the process's pool and handed back after (a worker thread's own
    place in the pool: its message has ended)."""
    taken = db.is_closed()
    if taken:
        db.connect()
    try:
        return work(db.execute_sql)
    finally:
        if taken:
            db.close()


@dataclass(frozen=True)
class StoredResult:
    """What the operator's look-up shows of a message's result."""

    failed: bool
    shown: str  # the result as stored (its first SHOWN_CHARACTERS), or the actor's error
    stored_at: datetime
    expires_at: datetime


def stored_result(message_id: str, encoder=None) -> StoredResult | None:
    """The message's newest result that has not expired, if its actor stores results."""
    row = stored.read_by_message_id(db.execute_sql, message_id)
    if row is None:
        return None
    payload, stored_at, expires_at = row
    encoder = encoder or dramatiq.get_encoder()
    try:
        value = unwrap_result(encoder.decode(bytes(payload)))
    except ResultFailure as failure:
        return StoredResult(True, str(failure), stored_at, expires_at)
    except Exception as exc:  # bytes another encoder wrote: shown as they are
        logger.info("event=result_not_decoded message_id=%s error=%s", message_id, exc)
        value = bytes(payload)
    text = repr(value)
    if len(text) > SHOWN_CHARACTERS:
        text = f"{text[:SHOWN_CHARACTERS]}... ({len(text)} characters)"
    return StoredResult(False, text, stored_at, expires_at)


#: Retention's listing: expired results are not deleted but emptied with their bucket, by
#: the workers' rotation (a prune runs it too); an expired result waits for it at most a
#: bucket's window after it has expired, and the 15 minutes the bucket stays quiet.
EXPIRED_RESULTS_KEPT = timedelta(seconds=stored.RESULT_BUCKET_SECONDS)


def empty_expired_buckets(older_than: timedelta, limit: int) -> int:
    """Retention's step for results: the rotation, in the prune's transaction; returns the
    results the buckets it emptied held. `older_than` and `limit` do not apply: a bucket goes
    whole, once every result in it has expired."""
    expiry = stored.expire_if_free(db.connection(), count=True)
    return 0 if expiry is None else expiry.results


def count_expired_results(older_than: timedelta) -> int:
    """Expired results in the buckets the next rotation empties."""
    return stored.expired_rows(db.execute_sql, stored.clock(db.execute_sql))
