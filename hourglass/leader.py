"""Scheduler leadership: one periodiq process at a time holds a PostgreSQL advisory lock.

A second scheduler waits on the lock instead of doubling every scan. The lock lives on a
dedicated connection with keepalives, so it is released when the leader dies; a leader that
loses its connection stops itself rather than run without the lock.
"""

import logging
import os
import signal
import threading
import time

import psycopg

from hourglass.database import connect_kwargs

logger = logging.getLogger(__name__)

#: Key of the scheduler's session advisory lock.
SCHEDULER_LOCK_KEY = "hourglass.scheduler"


def acquire_leadership(url, poll_seconds) -> psycopg.Connection:
    """Block until this process holds the scheduler lock; returns the connection holding it."""
    conn = psycopg.connect(url, autocommit=True, **connect_kwargs())
    waiting_logged = False
    while not conn.execute("SELECT pg_try_advisory_lock(hashtext(%s))", (SCHEDULER_LOCK_KEY,)).fetchone()[0]:
        if not waiting_logged:
            logger.info("event=scheduler_standby pid=%s reason=another_leader", os.getpid())
            waiting_logged = True
        time.sleep(poll_seconds)
    logger.info("event=scheduler_leader pid=%s", os.getpid())
    return conn


def watch_leadership(conn, poll_seconds) -> threading.Thread:
    """Terminate this process as soon as the lock's connection is lost."""

    def watch():
        while True:
            time.sleep(poll_seconds)
            try:
                conn.execute("SELECT 1")
            except psycopg.Error as exc:
                logger.error("event=scheduler_leadership_lost error=%s", type(exc).__name__)
                os.kill(os.getpid(), signal.SIGTERM)
                return

    thread = threading.Thread(target=watch, name="hourglass-leadership", daemon=True)
    thread.start()
    return thread
