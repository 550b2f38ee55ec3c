"""The recommendation pipeline on real processes: periodiq scheduler, dramatiq workers."""

from datetime import timedelta

import actors  # noqa: F401  (the broker)
from actors.recommendation import fire_due_triggers, record_member_visit
from hourglass.testing import scalar, start_scheduler, start_worker, wait_until
from models import db
from models.recommendation import Product, ProductView, RecommendationTask


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
        idle_in_transaction = scalar(
            "SELECT count(*) FROM pg_stat_activity"
            " WHERE datname = current_database() AND state LIKE 'idle in transaction%%'"
        )
    finally:
        scheduler.stop()
        worker.stop()
    assert idle_in_transaction == 0
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
            lambda: scalar("SELECT count(*) FROM dramatiq.queue") == 0, message="the queue to drain"
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
