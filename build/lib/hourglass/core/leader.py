"""Scheduler leadership: one scheduler at a time holds a PostgreSQL session advisory lock.

The lock lives on a connection of its own (with keepalives, so it is released when the
leader's host dies). Losing that connection is never fatal: the process stops leading at
once, reconnects with a bounded backoff and competes for the lock again, as a standby does.
"""

import logging
import os
import time
from datetime import datetime

import psycopg

from hourglass.core.database import connect_kwargs, error_line, one_value

logger = logging.getLogger(__name__)

#: Key of the scheduler's session advisory lock.
SCHEDULER_LOCK_KEY = "hourglass.scheduler"

#: Reconnection backoff: the first retry comes this soon, each next one twice later, up to
#: RECONNECT_MAX_DELAY (a 0.2 s restart costs well under a second; a long outage, one try
#: every few seconds).
RECONNECT_FIRST_DELAY = 0.1
RECONNECT_MAX_DELAY = 4.0

#: A server that does not answer a connection attempt in this long counts as down.
CONNECT_TIMEOUT_SECONDS = 5


def lock_connection(url) -> psycopg.Connection:
    """The session connection that holds the lock (a session advisory lock needs a real
    server session: never a transaction-mode pooler)."""
    return psycopg.connect(
        url, autocommit=True, connect_timeout=CONNECT_TIMEOUT_SECONDS, **connect_kwargs(direct=True)
    )


class Leadership:
    """This process's claim on the scheduler lock, kept across lost connections."""

    def __init__(self, url, poll_seconds: float) -> None:
        self.url = url
        self.poll_seconds = poll_seconds
        self.connection: psycopg.Connection | None = None
        self.leading = False
        self.standby_logged = False
        self.retry_delay = RECONNECT_FIRST_DELAY

    def hold(self) -> datetime:
        """Block until this process holds the lock; return the database's `now()`, read on
        the lock's own connection (so the lock was held when that time was read)."""
        while True:
            try:
                if self._leads():
                    return one_value(self._connection().execute("SELECT now()"))
                time.sleep(self.poll_seconds)
            except psycopg.Error as exc:
                self._lose(exc)

    def _leads(self) -> bool:
        if self.connection is None:
            self.connection = lock_connection(self.url)
            self.standby_logged = False
        if not self.leading:
            self.leading = self._try_lock()
            self.retry_delay = RECONNECT_FIRST_DELAY
            if self.leading:
                logger.info("event=scheduler_leader pid=%s", os.getpid())
            elif not self.standby_logged:
                logger.info("event=scheduler_standby pid=%s reason=another_leader", os.getpid())
                self.standby_logged = True
        return self.leading

    def _try_lock(self) -> bool:
        query = "SELECT pg_try_advisory_lock(hashtext(%s))"
        return one_value(self._connection().execute(query, (SCHEDULER_LOCK_KEY,)))

    def _connection(self) -> psycopg.Connection:
        if self.connection is None:
            raise psycopg.OperationalError("the leader lock's connection is closed")
        return self.connection

    def _lose(self, exc) -> None:
        event = "scheduler_leadership_lost" if self.leading else "scheduler_connection_lost"
        logger.warning(
            "event=%s error=%s reason=%r retry_in=%.1fs",
            event,
            type(exc).__name__,
            error_line(exc, self.url),
            self.retry_delay,
        )
        self.leading = False
        if self.connection is not None:
            self.connection.close()
            self.connection = None
        time.sleep(self.retry_delay)
        self.retry_delay = min(self.retry_delay * 2, RECONNECT_MAX_DELAY)
