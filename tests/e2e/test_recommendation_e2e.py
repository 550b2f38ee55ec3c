"""The recommendation pipeline on real processes: periodiq scheduler, dramatiq workers."""

from datetime import timedelta

import pytest

import actors  # noqa: F401  (the broker)
from actors.recommendation import RecommenderPace, fire_due_triggers, record_member_visit
from hourglass.core.broker import broker
from hourglass.core.store import reads
from models import db
from models.recommendation import Product, ProductView, RecommendationTask
from tests.harness import scalar, start_scheduler, start_worker, wait_until


def test_visits_become_tasks_then_recommendations_through_the_scheduler_and_workers():
    Product.insert_many(
        [{"id": i, "category": "c", "name": f"p{i}"} for i in range(1, 6)]
    ).execute()
    ProductView.insert_many([{"member_id": 99, "product_id": i} for i in (1, 2, 2, 3)]).execute()
    visited_at = db.now() - timedelta(hours=2)
    for member_id in (1, 2, 3):
        record_member_visit(member_id, visited_at)

    worker = start_worker()
    scheduler = start_scheduler()
    try:
        # periodiq fires on the next minute boundary; the scan then takes all three.
        wait_until(
            lambda: (
                scalar("SELECT count(*) FROM recommendation_task WHERE status = 'SUCCEEDED'") >= 3
            ),
            timeout=90,
            message="three refreshes to succeed",
        )
        # None left open: a claim or a scan caught between two statements of its own
        # transaction ends within the deadline.
        wait_until(
            lambda: (
                scalar(
                    "SELECT count(*) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND state LIKE 'idle in transaction%%'"
                )
                == 0
            ),
            timeout=2,
            interval=0.05,
            message="no transaction left open",
        )
    finally:
        scheduler.stop()
        worker.stop()
    assert scalar("SELECT count(DISTINCT member_id) FROM recommendation_task") == 3
    assert scalar("SELECT count(*) FROM recommendation_task WHERE status <> 'SUCCEEDED'") == 0
    assert scalar("SELECT count(DISTINCT member_id) FROM recommended_product") == 3
    assert (
        scalar("SELECT product_id FROM recommended_product WHERE member_id = 1 AND rank = 1") == 2
    )


def test_a_refresh_whose_worker_is_killed_still_finishes_exactly_once(tmp_path):
    env = {
        "HOURGLASS_RECOMMENDER": "tests.e2e.recommenders:hold_first_call",
        "HOLD_MARKER": str(tmp_path / "held"),
    }
    record_member_visit(1, db.now() - timedelta(hours=2))
    assert fire_due_triggers() == 1

    doomed = start_worker(env=env)
    wait_until(lambda: (tmp_path / "held").exists(), message="the refresh to be held")
    doomed.kill()
    assert scalar("SELECT status FROM recommendation_task") == "RUNNING"

    survivor = start_worker(env=env)
    try:
        wait_until(
            lambda: scalar("SELECT status FROM recommendation_task") == "SUCCEEDED",
            timeout=60,
            message="the survivor to take the refresh over",
        )
        wait_until(
            lambda: scalar("SELECT count(*) FROM hourglass.message") == 0,
            message="the queue to drain",
        )
    finally:
        survivor.stop()
    task = RecommendationTask.get()
    assert task.attempts == 2
    assert RecommendationTask.select().count() == 1
    rows = db.execute_sql(
        "SELECT rank, product_id FROM recommended_product WHERE member_id = 1 ORDER BY rank"
    ).fetchall()
    assert rows == [(1, 101), (2, 102), (3, 103)]


def queue_refreshes(count):
    """`count` refresh tasks for members 1..count, their messages queued at once."""
    visited_at = db.now() - timedelta(hours=2)
    for member_id in range(1, count + 1):
        record_member_visit(member_id, visited_at)
    assert fire_due_triggers(limit=count) == count


def tasks_started_together() -> list[int]:
    """How many tasks each start statement started: one transaction, one `picked_at`; and,
    for those that succeeded, one `finished_at` (a batch's lists are saved by one statement).
    Both, because two threads' start statements can begin in the same microsecond (seen
    once in CI: two batches of 16 counted as one of 32)."""
    return [
        n
        for (n,) in db.execute_sql(
            "SELECT count(*) FROM recommendation_task GROUP BY picked_at, finished_at ORDER BY 1"
        ).fetchall()
    ]


def lists_by_member() -> dict[int, list[int]]:
    return dict(
        db.execute_sql(
            "SELECT member_id, array_agg(product_id ORDER BY rank) FROM recommended_product GROUP BY 1"
        ).fetchall()
    )


@pytest.fixture(params=["cold", "hot"])
def lane(request, monkeypatch) -> str:
    """Which lane the refreshes are queued on, and drained from (docs/queue-ring.md)."""
    if request.param == "cold":
        monkeypatch.setattr(broker.store, "cold_lane_queues", frozenset({"recommendation"}))
    return request.param


def messages_left() -> int:
    """Messages of either lane not settled yet."""
    return scalar("SELECT count(*) FROM hourglass.message") + scalar(
        f"SELECT count(*) FROM ({reads.HOT_LANE_UNSETTLED}) AS unsettled"
    )


def drain_refreshes(recommender, lane="hot"):
    """One worker process of 2 threads with `recommender` runs every queued refresh."""
    env = {"HOURGLASS_RECOMMENDER": f"tests.e2e.recommenders:{recommender}"}
    if lane == "cold":
        env["HOURGLASS_COLD_LANE_QUEUES"] = "recommendation"
    worker = start_worker(processes=1, threads=2, env=env)
    try:
        wait_until(lambda: messages_left() == 0, timeout=60, message="the refreshes to drain")
    finally:
        worker.stop()


def test_quick_refreshes_run_in_batches_and_each_task_once(lane):
    queue_refreshes(300)
    drain_refreshes("noop", lane)
    statuses = db.execute_sql(
        "SELECT status, attempts, count(*) FROM recommendation_task GROUP BY 1, 2"
    ).fetchall()
    assert statuses == [("SUCCEEDED", 1, 300)]
    batches = tasks_started_together()
    assert max(batches) <= RecommenderPace.MAX_RUNS
    assert len(batches) <= 300 / 4, batches  # mostly whole batches, not one task per message


def test_a_recommender_that_fails_for_some_tasks_of_a_batch_fails_those_tasks_only(lane):
    queue_refreshes(100)
    drain_refreshes("fail_some", lane)
    failed = dict(
        db.execute_sql(
            "SELECT member_id, error FROM recommendation_task WHERE status = 'FAILED'"
        ).fetchall()
    )
    refused = {m for m in range(1, 101) if m % 7 == 0 or m % 11 == 0}
    assert set(failed) == refused
    assert failed[7] == "RuntimeError: no recommendation for member 7"
    assert "product id must be a positive integer" in failed[11]
    assert scalar(
        "SELECT count(*) FROM recommendation_task WHERE status = 'SUCCEEDED'"
    ) == 100 - len(refused)
    assert lists_by_member() == {m: [m] for m in range(1, 101) if m not in refused}
    assert scalar("SELECT max(attempts) FROM recommendation_task") == 1
    assert max(tasks_started_together()) > 1


def test_a_worker_killed_in_the_middle_of_a_batch_leaves_each_task_to_finish_once(tmp_path):
    queue_refreshes(200)
    env = {
        "HOURGLASS_RECOMMENDER": "tests.e2e.recommenders:hold_member",
        "HOLD_MEMBER": "150",
        "HOLD_MARKER": str(tmp_path / "held"),
    }
    doomed = start_worker(processes=1, threads=1, env=env)
    wait_until(lambda: (tmp_path / "held").exists(), timeout=60, message="member 150 to be held")
    doomed.kill()
    held_batch = scalar("SELECT count(*) FROM recommendation_task WHERE status = 'RUNNING'")
    assert held_batch > 1  # the held task's batch: started, not finished

    survivor = start_worker(processes=1, threads=2, env=env)
    try:
        wait_until(
            lambda: (
                scalar("SELECT count(*) FROM recommendation_task WHERE status <> 'SUCCEEDED'") == 0
            ),
            timeout=90,
            message="the survivor to take the held batch over",
        )
        wait_until(
            lambda: scalar("SELECT count(*) FROM hourglass.message") == 0,
            message="the queue to drain",
        )
    finally:
        survivor.stop()
    assert lists_by_member() == {m: [m] for m in range(1, 201)}
    assert scalar("SELECT count(*) FROM recommendation_task WHERE attempts = 2") == held_batch
    assert scalar("SELECT max(attempts) FROM recommendation_task") == 2
