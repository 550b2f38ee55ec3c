"""A worker process's connections under load stay within its budget: one Peewee connection
per thread, two for the broker's claims and acks, one for the LISTEN and the due waker."""

import pytest

import actors  # noqa: F401  (the broker)
from actors.recommendation import refresh_member_recommendations
from hourglass.core.connection_budget import worker_connections
from hourglass.core.sending import enqueue_in_transaction
from models import db
from tests.harness import scalar, start_worker, wait_until

TASKS = 400

# Backends on the test database, by server pid.
BACKENDS = """
SELECT pid FROM pg_stat_activity
WHERE datname = current_database() AND backend_type = 'client backend'
"""


def backends() -> set[int]:
    return {pid for (pid,) in db.execute_sql(BACKENDS).fetchall()}


@pytest.mark.parametrize("threads", [2, 6])
def test_a_worker_under_load_holds_at_most_its_budget(threads):
    budget = worker_connections(threads)
    assert budget == threads + 3
    ours = backends()  # this test's own connection, opened before the worker
    worker = start_worker(
        processes=1, threads=threads, env={"HOURGLASS_RECOMMENDER": "tests.e2e.recommenders:noop"}
    )
    try:
        with db.atomic():
            rows = db.execute_sql(
                "INSERT INTO recommendation_task (member_id, candidate_generation_type) "
                "SELECT n, 'G0' FROM generate_series(1, %s) AS n RETURNING id",
                (TASKS,),
            ).fetchall()
            enqueue_in_transaction(
                [refresh_member_recommendations.message(task_id) for (task_id,) in rows]
            )
        most = 0

        def drained():
            nonlocal most
            most = max(most, len(backends() - ours))
            return (
                scalar("SELECT count(*) FROM recommendation_task WHERE status = 'SUCCEEDED'")
                == TASKS
            )

        wait_until(drained, timeout=120, interval=0.02, message="the tasks to drain")
    finally:
        worker.stop()
    assert threads <= most <= budget, (most, budget)
