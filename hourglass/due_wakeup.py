"""Wakes the consumers of a queue the moment a delayed message on it comes due.

hourglass writes every delayed message (timers, coalesced recomputes, retries) on its own
queue with a future `available_at`, which the broker's claim honours; dramatiq-postgres
alone would notice it only at an idle consumer's next poll, up to a second late. One
thread per deployment (elected by an advisory lock; the other worker processes stand by)
sleeps until the earliest waiting message is due and sends its queue's wake-up NOTIFY,
which reaches every worker process. Each enqueue NOTIFY makes it look again.
"""

import logging
import os
import threading

import psycopg
from dramatiq.middleware import Middleware
from psycopg import sql

from hourglass.broker_schema import NOTIFY_ENQUEUE, QUEUE_TABLE
from hourglass.database import connect_kwargs, direct_database_url, one_value

logger = logging.getLogger(__name__)

#: The waker looks at the queue at least this often, whatever it heard.
MAX_SLEEP_S = 5.0
#: Having heard of new messages, the waker lets a burst of them settle this long before it
#: looks again (one query per burst, not one per message).
SETTLE_S = 0.01
#: Two wake-ups are at least this far apart: a dense stretch of due messages shares them
#: (and there the consumers are awake anyway: each ack makes them claim again).
MIN_INTERVAL_S = 0.025
#: How often a standby waker tries to take over from the elected one.
STANDBY_POLL_S = 1.0

# One waker per database: a session lock, released when its holder's connection ends.
TRY_WAKER_LOCK = "SELECT pg_try_advisory_lock(hashtext('hourglass.due_wakeup'))"

# The earliest message still waiting and due after `after` (what the waker sleeps until),
# with the database clock to count the sleep from. Served by the index of migration 0006.
NEXT_DUE = f"""
SELECT min(available_at), clock_timestamp() FROM {QUEUE_TABLE}
WHERE "state" = 'queued' AND available_at > %s
"""

# Every queue with a message that came due in (after, until]: its consumers are told.
WAKE_QUEUES = f"""
SELECT {NOTIFY_ENQUEUE}
FROM (
    SELECT DISTINCT queue_name FROM {QUEUE_TABLE}
    WHERE "state" = 'queued' AND available_at > %s AND available_at <= %s
) AS due
"""


class DueMessageWakeup(Middleware):
    """Starts the waker thread in each worker process (only one of them works at a time)."""

    def __init__(self) -> None:
        self.stopping = threading.Event()

    def after_worker_boot(self, broker, worker) -> None:
        self.stopping.clear()
        channels = [f"dramatiq.{queue_name}.enqueue" for queue_name in broker.get_declared_queues()]
        threading.Thread(
            target=self._run, args=(channels,), name="hourglass-due-wakeup", daemon=True
        ).start()

    def before_worker_shutdown(self, broker, worker) -> None:
        self.stopping.set()

    def _run(self, channels) -> None:
        while not self.stopping.is_set():
            try:
                with psycopg.connect(
                    direct_database_url(), autocommit=True, **connect_kwargs(direct=True)
                ) as conn:
                    while not one_value(conn.execute(TRY_WAKER_LOCK)):
                        if self.stopping.wait(STANDBY_POLL_S):
                            return
                    logger.info("event=due_waker_elected pid=%s", os.getpid())
                    for channel in channels:
                        conn.execute(sql.SQL("LISTEN {}").format(sql.Identifier(channel)))
                    self._wake_at_due_times(conn)
            except psycopg.Error as exc:
                logger.warning("event=due_waker_reconnect error=%s", type(exc).__name__)
                self.stopping.wait(1)

    def _wake_at_due_times(self, conn) -> None:
        woken_up_to = conn.execute("SELECT clock_timestamp()").fetchone()[0]
        while not self.stopping.is_set():
            next_due, clock = conn.execute(NEXT_DUE, (woken_up_to,)).fetchone()
            if next_due is not None and next_due <= clock:
                conn.execute(WAKE_QUEUES, (woken_up_to, clock))
                woken_up_to = clock
                # Messages due within the next few milliseconds share this wake-up; the
                # notifies heard meanwhile (ours among them) only said "look again".
                self.stopping.wait(MIN_INTERVAL_S)
                for _ in conn.notifies(timeout=0):
                    pass
                continue
            sleep_s = MAX_SLEEP_S if next_due is None else (next_due - clock).total_seconds()
            if (
                next(conn.notifies(timeout=min(sleep_s, MAX_SLEEP_S), stop_after=1), None)
                is not None
            ):
                self.stopping.wait(SETTLE_S)
