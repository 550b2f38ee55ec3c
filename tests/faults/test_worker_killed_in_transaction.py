"""kill -9 of a worker whose threads wait inside transactions that have written rows but
not committed (a refresh's result, a firing's notification request and delivery message):
the server rolls back what its client left open and another worker redoes it, or, for a
transaction the client had sent whole (a refresh's one-statement finish), completes it once
the lock it waited on is free. Each effect once either way."""

import time

import psycopg

import actors  # noqa: F401  (the broker)
from hourglass.core.database import database_url
from models import db
from tests.faults.workload import (
    SLOW_RECOMMENDER,
    assert_each_effect_once,
    seed_backlog,
    wait_for_the_backlog,
)
from tests.harness import scalar, start_worker, wait_until

FIRINGS = 40
REFRESHES = 40
#: Rows a holder locks, so that these refreshes and firings wait inside their transaction.
HELD_MEMBERS = (1, 2)
HELD_TASKS = (1, 2)


def hold_rows(holder):
    """Lock what the held refreshes and firings write last: the refresh has marked its task
    SUCCEEDED when it waits on its list's row; the firing has inserted its request and its
    delivery message when it waits on its job's row."""
    holder.execute(
        """INSERT INTO recommended_product
               (member_id, rank, product_id, candidate_generation_type, generated_at)
           SELECT m, 1, 0, 'G2', now() FROM unnest(%s::bigint[]) AS m""",
        (list(HELD_MEMBERS),),
    )
    holder.commit()
    holder.execute(
        "SELECT 1 FROM recommended_product WHERE member_id = ANY(%s) FOR UPDATE",
        (list(HELD_MEMBERS),),
    )
    holder.execute(
        """SELECT 1 FROM scheduled_job
           WHERE kind = 'DEADLINE_CHECK' AND task_id = ANY(%s) FOR UPDATE""",
        (list(HELD_TASKS),),
    )


def writers_waiting_on_a_lock() -> tuple[int, int]:
    """Transactions that have written and wait on a lock: the refreshes' finishes and the
    firings'. Each takes others along (a refresh its batch's tasks, a firing other due
    timers): both held members, or both held tasks, may wait in one."""
    return db.execute_sql(
        """SELECT count(*) FILTER (WHERE query LIKE '%%succeed_recommendation_task%%'),
                  count(*) FILTER (WHERE query LIKE '%%notification_request%%')
           FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'
             AND backend_xid IS NOT NULL"""
    ).fetchone()


def test_a_worker_killed_inside_its_transactions_loses_and_doubles_nothing(receiver):
    seed_backlog(firings=FIRINGS, refreshes=REFRESHES)
    env = {
        "HOURGLASS_NOTIFICATION_URL": receiver.url,
        "HOURGLASS_RECOMMENDER": SLOW_RECOMMENDER,
    }
    survivor = None
    with psycopg.connect(database_url()) as holder:
        hold_rows(holder)
        doomed = start_worker(threads=4, env=env)
        try:
            wait_until(
                lambda: min(writers_waiting_on_a_lock()) >= 1,
                timeout=30,
                message="the held refreshes and firings to wait inside their transactions",
            )
            doomed.kill()
            killed_at = time.monotonic()
        finally:
            doomed.stop()
        held_request_rows = scalar(
            """SELECT count(*) FROM notification_request r
               JOIN scheduled_job j ON j.id = r.scheduled_job_id WHERE j.task_id = ANY(%s)""",
            (list(HELD_TASKS),),
        )
        holder.rollback()
    try:
        survivor = start_worker(threads=4, env=env)
        wait_for_the_backlog(40, "the survivor to finish the killed worker's messages")
        recovered_s = time.monotonic() - killed_at
    finally:
        if survivor is not None:
            survivor.stop()

    assert held_request_rows == 0
    assert_each_effect_once(receiver, FIRINGS, REFRESHES)
    print(
        f"\nkill -9 inside transactions: every effect done {recovered_s:.2f}s after the kill "
        "(the survivor's start included)"
    )
