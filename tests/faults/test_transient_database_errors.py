"""A periodic actor (`max_retries=0`) whose transaction meets a connection the server ends
(`pg_terminate_backend`, SQLSTATE 57P01) is retried after a short backoff, not
dead-lettered: the retry does the scan's work, and the dead letters stay empty."""

import os
import time
from datetime import timedelta

import psycopg

import actors  # noqa: F401  (the broker)
from actors.recommendation import record_member_visit, scan_due_triggers
from models import db
from tests.harness import scalar, start_worker, wait_until

# The worker's connection waiting for the lock the test holds on the triggers' table.
WAITING_SCAN = """
SELECT min(pid) FROM pg_stat_activity
WHERE datname = current_database() AND application_name = 'hourglass'
  AND wait_event_type = 'Lock' AND query LIKE '%%member_visit_trigger%%'
"""


def test_a_periodic_scan_whose_connection_is_terminated_mid_transaction_is_retried_not_dead_lettered():
    record_member_visit(1, db.now() - timedelta(hours=2))
    worker = start_worker(queues=["scans"], threads=1)
    try:
        # The scan's first statement on the table waits for this lock (taken on a connection
        # of its own: a transaction's view of pg_stat_activity does not change).
        with psycopg.connect(os.environ["DATABASE_URL"]) as locker:
            locker.execute("LOCK TABLE member_visit_trigger IN ACCESS EXCLUSIVE MODE")
            scan_due_triggers.send()
            pid = wait_until(
                lambda: scalar(WAITING_SCAN), timeout=30, message="the scan to wait on the lock"
            )
            assert scalar("SELECT pg_terminate_backend(%s)", (pid,))
        cut_at = time.monotonic()
        wait_until(
            lambda: scalar("SELECT count(*) FROM recommendation_task") == 1,
            timeout=30,
            message="the retried scan to fire the trigger",
        )
        retried_in = time.monotonic() - cut_at
        wait_until(
            lambda: (
                scalar("SELECT count(*) FROM hourglass.message WHERE queue_name = 'scans'") == 0
            ),
            timeout=10,
            message="the scan message settled",
        )
        log = worker.output()
    finally:
        worker.stop()

    assert scalar("""SELECT count(*) FROM hourglass.message WHERE "state" = 'rejected'""") == 0
    assert "event=message_retried reason=transient_database_error actor=scan_due_triggers" in log
    assert "AdminShutdown" in log
    print(
        f"\nscan terminated mid-transaction: retried, trigger fired {retried_in:.2f}s after the cut"
    )
