"""Visits, scans and tasks on a real PostgreSQL: races, rollbacks and compare-and-set."""

import logging
import threading
import uuid
from datetime import UTC, datetime, timedelta

import pytest

import actors  # noqa: F401  (the broker)
from actors.recommendation import (
    _save,
    fire_due_triggers,
    record_member_visit,
    refresh_member_recommendations,
)
from hourglass.core.errors import InvalidInput
from models import db
from models import recommendation as store
from models.recommendation import (
    MemberVisitTrigger,
    Product,
    ProductView,
    RecommendationTask,
    RecommendedProduct,
)
from tests.harness import on_the_cold_lane, scalar

#: A day ago, on the hour: visits are accepted up to 30 days back (migration 0015).
VISIT = (datetime.now(UTC) - timedelta(days=1)).replace(minute=0, second=0, microsecond=0)
HOUR = timedelta(hours=1)


def trigger(member_id):
    return MemberVisitTrigger.get_or_none(MemberVisitTrigger.member_id == member_id)


def queued_refreshes():
    return scalar(
        "SELECT count(*) FROM hourglass.message WHERE message->>'actor_name' = 'refresh_member_recommendations'"
    )


def test_a_first_visit_schedules_a_refresh_one_hour_later():
    assert record_member_visit(7, VISIT) is True
    row = trigger(7)
    assert (row.last_visited_at, row.trigger_at) == (VISIT, VISIT + HOUR)


def test_a_revisit_inside_the_session_changes_nothing():
    record_member_visit(7, VISIT)
    assert record_member_visit(7, VISIT + HOUR - timedelta(seconds=1)) is False
    assert trigger(7).trigger_at == VISIT + HOUR


def test_a_revisit_exactly_one_session_later_restarts_the_schedule():
    record_member_visit(7, VISIT)
    assert record_member_visit(7, VISIT + HOUR) is True
    assert trigger(7).trigger_at == VISIT + 2 * HOUR


def test_a_rolled_back_visit_schedules_nothing():
    with db.atomic() as transaction:
        record_member_visit(7, VISIT)
        transaction.rollback()
    assert trigger(7) is None


@pytest.mark.parametrize("bad", [0, -3, "7", 7.0, None, True])
def test_a_bad_member_id_is_rejected_and_nothing_is_written(bad):
    with pytest.raises(InvalidInput):
        record_member_visit(bad, VISIT)
    assert MemberVisitTrigger.select().count() == 0


def test_a_naive_visit_time_is_rejected():
    with pytest.raises(InvalidInput):
        record_member_visit(7, VISIT.replace(tzinfo=None))


def test_a_scan_turns_each_due_trigger_into_one_task_and_one_message_and_advances_it():
    record_member_visit(1, VISIT)
    record_member_visit(2, VISIT + 30 * timedelta(minutes=1))
    assert fire_due_triggers(now=VISIT + HOUR) == 1
    task = RecommendationTask.get()
    assert (task.member_id, task.candidate_generation_type, task.status) == (1, "G2", "PENDING")
    assert trigger(1).trigger_at == VISIT + 4 * HOUR
    assert trigger(2).trigger_at == VISIT + 90 * timedelta(minutes=1)
    assert queued_refreshes() == 1


def test_the_last_offset_fires_and_deletes_the_trigger():
    record_member_visit(1, VISIT)
    MemberVisitTrigger.update(trigger_at=VISIT + 168 * HOUR).execute()
    assert fire_due_triggers(now=VISIT + 168 * HOUR) == 1
    assert trigger(1) is None
    assert RecommendationTask.get().candidate_generation_type == "G1"


def test_a_scan_late_by_two_days_fires_once_and_writes_a_future_time():
    record_member_visit(1, VISIT)
    late = VISIT + HOUR + timedelta(days=2)
    assert fire_due_triggers(now=late) == 1
    assert fire_due_triggers(now=late) == 0
    assert trigger(1).trigger_at == VISIT + 60 * HOUR
    assert RecommendationTask.select().count() == 1


def test_two_scanners_in_parallel_never_create_a_duplicate_task():
    members = range(1, 1001)
    for member_id in members:
        record_member_visit(member_id, VISIT)
    start = threading.Barrier(2)
    fired = []

    def scanner():
        start.wait()
        total = 0
        while (count := fire_due_triggers(now=VISIT + HOUR, limit=50)) > 0:
            total += count
        fired.append(total)
        db.close()

    threads = [threading.Thread(target=scanner) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert sum(fired) == 1000 and min(fired) > 0  # both scanners did part of the work
    assert scalar("SELECT count(DISTINCT member_id) FROM recommendation_task") == 1000
    assert RecommendationTask.select().count() == 1000
    assert queued_refreshes() == 1000


def test_a_visit_landing_during_a_scan_is_not_overwritten():
    record_member_visit(1, VISIT)
    scan_holds_row = threading.Event()
    visit_done = threading.Event()
    revisit = VISIT + 2 * HOUR

    def visit():
        scan_holds_row.wait()
        record_member_visit(1, revisit)  # blocks on the scan's row lock until it commits
        visit_done.set()
        db.close()

    visitor = threading.Thread(target=visit)
    visitor.start()
    with db.atomic():
        assert fire_due_triggers(now=VISIT + 2 * HOUR) == 1
        scan_holds_row.set()
        assert not visit_done.wait(0.3)  # the visit waits for the scan's commit
    visitor.join(10)

    row = trigger(1)
    assert (row.last_visited_at, row.trigger_at) == (revisit, revisit + HOUR)


def seed_catalog():
    Product.insert_many(
        [{"id": i, "category": f"c{i % 3}", "name": f"p{i}"} for i in range(1, 11)]
    ).execute()
    views = [(1, 1), (1, 2), (2, 1), (2, 5), (3, 1), (3, 5), (3, 6), (4, 9), (4, 9)]
    ProductView.insert_many(
        [{"member_id": m, "product_id": p, "viewed_at": VISIT} for m, p in views]
    ).execute()


def test_a_refresh_writes_the_members_list_and_succeeds():
    seed_catalog()
    RecommendedProduct.insert(
        member_id=1, rank=1, product_id=10, candidate_generation_type="G0", generated_at=VISIT
    ).execute()
    task = RecommendationTask.create(member_id=1, candidate_generation_type="G0")

    refresh_member_recommendations(task.id)

    task = RecommendationTask.get_by_id(task.id)
    assert (task.status, task.attempts, task.error) == ("SUCCEEDED", 1, None)
    products = [
        r.product_id
        for r in RecommendedProduct.select()
        .where(RecommendedProduct.member_id == 1)
        .order_by(RecommendedProduct.rank)
    ]
    assert products[:3] == [1, 5, 9]  # most viewed first, ties by id; the old list is gone
    assert len(products) == 10


def test_co_viewed_products_come_first_for_a_fresh_visit():
    seed_catalog()
    task = RecommendationTask.create(member_id=1, candidate_generation_type="G2")
    refresh_member_recommendations(task.id)
    products = [
        r.product_id
        for r in RecommendedProduct.select()
        .where(RecommendedProduct.member_id == 1)
        .order_by(RecommendedProduct.rank)
    ]
    assert products[:2] == [
        5,
        6,
    ]  # viewed by members who also viewed product 1, and not by member 1


def test_a_redelivered_message_does_not_run_a_succeeded_task_again():
    task = RecommendationTask.create(
        member_id=1, candidate_generation_type="G0", status="SUCCEEDED", attempts=1
    )
    refresh_member_recommendations(task.id)
    assert RecommendationTask.get_by_id(task.id).attempts == 1


def test_a_redelivered_message_takes_over_a_running_task_whose_worker_is_gone():
    task = RecommendationTask.create(
        member_id=1, candidate_generation_type="G0", status="RUNNING", attempts=1
    )
    refresh_member_recommendations(task.id)
    task = RecommendationTask.get_by_id(task.id)
    assert (task.status, task.attempts) == ("SUCCEEDED", 2)


def failing_recommender(member_id, generation_type, limit):
    raise RuntimeError("recommender is down")


def test_a_recommender_exception_fails_the_task_and_keeps_the_error(monkeypatch):
    monkeypatch.setattr("actors.recommendation.recommender", lambda: failing_recommender)
    task = RecommendationTask.create(member_id=1, candidate_generation_type="G0")
    refresh_member_recommendations(task.id)
    task = RecommendationTask.get_by_id(task.id)
    assert (task.status, task.error) == ("FAILED", "RuntimeError: recommender is down")


def test_the_member_visited_actor_records_a_visit_like_the_function():
    from actors.recommendation import member_visited

    member_visited(7, VISIT.isoformat())
    assert trigger(7).trigger_at == VISIT + HOUR


def stuck_task(member_id):
    """A task unfinished for an hour, its message id recorded but not yet sent."""
    return RecommendationTask.create(
        member_id=member_id,
        candidate_generation_type="G2",
        created_at=db.now() - timedelta(hours=1),
        message_id=uuid.uuid4(),
    )


def send_refresh(task):
    from actors.recommendation import refresh_messages
    from hourglass.core.sending import enqueue_in_transaction

    enqueue_in_transaction(refresh_messages([(task.id, str(task.message_id))]))


def test_a_stranded_task_gets_its_message_again_but_a_queued_one_does_not():
    from actors.recommendation import resend_unfinished_tasks

    stranded, waiting = stuck_task(1), stuck_task(2)
    RecommendationTask.create(member_id=3, candidate_generation_type="G2")  # young: left alone
    send_refresh(waiting)

    assert resend_unfinished_tasks() == 1
    assert resend_unfinished_tasks() == 0
    sent = db.execute_sql(
        "SELECT (message->'args'->>0)::bigint FROM hourglass.message ORDER BY 1"
    ).fetchall()
    assert sent == [(stranded.id,), (waiting.id,)]
    resent_id = scalar(
        "SELECT message_id::text FROM hourglass.message WHERE (message->'args'->>0)::bigint = %s",
        (stranded.id,),
    )
    assert str(RecommendationTask.get_by_id(stranded.id).message_id) == resent_id


def test_a_finish_logs_one_line_for_all_the_tasks_it_saved(caplog):
    """Not a line a task: in a drain they cost the worker processes 29% of their CPU."""
    tasks = [RecommendationTask.create(member_id=m, candidate_generation_type="G2") for m in (1, 2)]
    runs = [run for task in tasks for run in store.start_tasks(task.id, None, 0, "refresh")[0]]

    with caplog.at_level(logging.INFO, logger="actors.recommendation"):
        _save([store.TaskSuccess(run, [7]) for run in runs], None)

    assert [r.getMessage() for r in caplog.records] == [
        f"event=tasks_succeeded count=2 task_ids={tasks[0].id},{tasks[1].id}"
    ]
    assert scalar("SELECT count(*) FROM recommendation_task WHERE status = 'SUCCEEDED'") == 2


def test_a_queued_refresh_is_found_by_its_id_whatever_its_actor_is_called():
    from actors.recommendation import resend_unfinished_tasks

    task = stuck_task(1)
    with on_the_cold_lane("recommendation"):  # a row to rename: the ring's never change
        send_refresh(task)
    # An actor renamed since the message was sent: its queued message still runs the task.
    db.execute_sql(
        "UPDATE dramatiq.queue SET message = jsonb_set(message, '{actor_name}', '\"renamed\"')"
    )
    assert resend_unfinished_tasks() == 0
    assert scalar("SELECT count(*) FROM hourglass.message") == 1


def test_a_dead_lettered_refresh_is_left_to_the_operator_not_re_sent():
    from actors.recommendation import resend_unfinished_tasks

    with on_the_cold_lane("recommendation"):
        send_refresh(stuck_task(1))
    db.execute_sql("UPDATE dramatiq.queue SET state = 'rejected'")
    assert resend_unfinished_tasks() == 0


def test_a_scan_sends_each_task_under_the_message_id_it_keeps():
    record_member_visit(7, VISIT)
    fire_due_triggers()
    (task,) = RecommendationTask.select()
    assert scalar("SELECT message_id::text FROM hourglass.message") == str(task.message_id)


def test_two_refreshes_of_one_member_finishing_together_both_succeed_and_the_later_list_wins(
    monkeypatch,
):
    lists = {"G0": [11, 12, 13], "G1": [21, 22]}
    monkeypatch.setattr(
        "actors.recommendation.recommender", lambda: lambda member, kind, limit: lists[kind]
    )
    earlier = RecommendationTask.create(member_id=1, candidate_generation_type="G0")
    later = RecommendationTask.create(member_id=1, candidate_generation_type="G1")
    earlier_saved, release_earlier = threading.Event(), threading.Event()

    def refresh_earlier_and_hold_its_transaction():
        with db.atomic():
            refresh_member_recommendations(earlier.id)
            earlier_saved.set()
            release_earlier.wait(10)
        db.close()

    holder = threading.Thread(target=refresh_earlier_and_hold_its_transaction)
    holder.start()
    assert earlier_saved.wait(10)
    finisher = threading.Thread(
        target=lambda: (refresh_member_recommendations(later.id), db.close())
    )
    finisher.start()
    finisher.join(0.5)
    assert finisher.is_alive()  # waits on the earlier list's rows
    release_earlier.set()
    holder.join(10)
    finisher.join(10)

    statuses = {t.id: t.status for t in RecommendationTask.select()}
    assert statuses == {earlier.id: "SUCCEEDED", later.id: "SUCCEEDED"}
    rows = db.execute_sql(
        "SELECT rank, product_id FROM recommended_product WHERE member_id = 1 ORDER BY rank"
    ).fetchall()
    assert rows == [(1, 21), (2, 22)]
