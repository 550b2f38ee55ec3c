"""Deployments beyond one host: every pipeline end to end through a real PgBouncer in
transaction mode (sessions only on the direct URL), and three worker processes started
separately plus two schedulers, as three hosts would run them: each piece of work done
once, the load shared."""

import os
import threading
from datetime import timedelta

import psycopg
import pytest

import actors  # noqa: F401  (the broker)
from actors.collection.sources import add_source, set_flag
from actors.collection.stand_in import FakeSources
from actors.notifications import create_task
from actors.recommendation import record_member_visit
from actors.review_stats import create_item, get_item_type_stats, shop_create_review
from hourglass.core.store import rotation, turns
from models import db
from models.collection import DISPATCH_FLAG
from tests.e2e.test_notifications_e2e import Receiver
from tests.harness import scalar, start_scheduler, start_worker, use_database, wait_until
from tests.in_process import own_broker
from tests.pgbouncer_support import PgBouncer

MEMBERS = 30
NOTIFIED_TASKS = 6
FEEDS, PAGES = 3, 2
REVIEWS = 12

#: The scheduler's first tick comes at the next minute boundary.
TICK_TIMEOUT_S = 120


@pytest.fixture
def receiver():
    import threading

    receiver = Receiver()
    threading.Thread(target=receiver.server.serve_forever, daemon=True).start()
    yield receiver
    receiver.server.shutdown()
    receiver.server.server_close()


@pytest.fixture
def sources():
    sources = FakeSources().start()
    yield sources
    sources.stop()


@pytest.fixture
def pgbouncer():
    bouncer = PgBouncer(os.environ["DATABASE_URL"]).start()
    yield bouncer
    bouncer.stop()


def worker_environment(receiver, **database):
    return {
        "HOURGLASS_NOTIFICATION_URL": receiver.url,
        "HOURGLASS_RECOMMENDER": "tests.e2e.recommenders:answer_with_pid",
        **database,
    }


def give_every_pipeline_work(sources):
    """Due triggers, notification jobs due in seconds, a day's collection, review changes."""
    visited_at = db.now() - timedelta(hours=2)
    for member_id in range(1, MEMBERS + 1):
        record_member_visit(member_id, visited_at)
    now = db.now()
    for n in range(NOTIFIED_TASKS):
        create_task(n + 1, 100 + n, deadline_at=now + timedelta(seconds=3, milliseconds=200 * n))
    for n in range(FEEDS):
        sources.feed(f"feed-{n}", [(f"{n}-{i}", f"Company {i}") for i in range(PAGES)], page_size=1)
        add_source(f"feed-{n}", "feed", f"{sources.url}/feed/feed-{n}", throttle_seconds=0)
    set_flag(DISPATCH_FLAG, True)
    item_id = create_item("SOUP", "Pumpkin soup")
    for user_id in range(1, REVIEWS + 1):
        shop_create_review(user_id, item_id, 1 + user_id % 5, "SMALL", "THICK", "LARGE")
    return now


def progress(now) -> dict:
    return {
        "refreshed": scalar("SELECT count(*) FROM recommendation_task WHERE status = 'SUCCEEDED'"),
        "fired": scalar(
            "SELECT count(*) FROM scheduled_job"
            " WHERE status = 'FIRED' AND fire_at > %s AND fire_at < %s",
            (now, now + timedelta(seconds=10)),
        ),
        "deliveries_pending": scalar(
            "SELECT count(*) FROM notification_request WHERE status = 'PENDING'"
        ),
        "collected": scalar("SELECT count(*) FROM collection_cycle WHERE status = 'SUCCEEDED'"),
        "reviews_counted": get_item_type_stats("SOUP").review_count,
    }


DONE = {
    "fired": NOTIFIED_TASKS,
    "deliveries_pending": 0,
    "collected": FEEDS,
    "reviews_counted": REVIEWS,
}


def wait_for_every_pipeline(now, processes):
    def done():
        figures = progress(now)
        return figures["refreshed"] >= MEMBERS and all(figures[k] == v for k, v in DONE.items())

    try:
        wait_until(done, timeout=TICK_TIMEOUT_S, interval=0.2, message="every pipeline")
    except AssertionError:
        logs = "\n".join(process.output()[-3000:] for process in processes)
        raise AssertionError(f"pipelines unfinished: {progress(now)}\n{logs}") from None


def assert_each_piece_of_work_done_once(receiver, sources):
    # One task per member and generation type fired, however many schedulers ticked.
    assert scalar("SELECT count(*) FROM recommendation_task") == scalar(
        "SELECT count(DISTINCT (member_id, candidate_generation_type)) FROM recommendation_task"
    )
    assert scalar("SELECT count(*) FROM recommendation_task WHERE status <> 'SUCCEEDED'") == 0
    assert scalar("SELECT count(DISTINCT member_id) FROM recommended_product") == MEMBERS
    requests = [str(r) for (r,) in db.execute_sql("SELECT id FROM notification_request").fetchall()]
    assert sorted(receiver.keys()) == sorted(requests)  # each request POSTed once
    assert len(sources.requests) == FEEDS * PAGES  # each page fetched once
    assert scalar("SELECT count(*) FROM job_posting") == FEEDS * PAGES
    assert scalar("SELECT sum(review_count) FROM review_stats") == REVIEWS


def test_every_pipeline_runs_end_to_end_through_pgbouncer_in_transaction_mode(
    pgbouncer, receiver, sources, processes
):
    through_pgbouncer = {
        "DATABASE_URL": pgbouncer.url,
        "HOURGLASS_DIRECT_DATABASE_URL": os.environ["DATABASE_URL"],
    }
    processes.append(
        start_worker(processes=1, threads=4, env=worker_environment(receiver, **through_pgbouncer))
    )
    processes.append(start_scheduler(env=through_pgbouncer))
    before = pgbouncer.transactions()

    now = give_every_pipeline_work(sources)
    wait_for_every_pipeline(now, processes)

    assert_each_piece_of_work_done_once(receiver, sources)
    assert pgbouncer.transactions() - before > MEMBERS  # the work went through the pooler
    for process in processes:
        assert "Traceback" not in process.output(), process.output()


@pytest.fixture
def behind_pgbouncer(pgbouncer, monkeypatch):
    """This process's settings: DATABASE_URL through PgBouncer, the direct URL beside it."""
    direct = os.environ["DATABASE_URL"]
    monkeypatch.setenv("HOURGLASS_DIRECT_DATABASE_URL", direct)
    use_database(pgbouncer.url)
    assert scalar("SELECT 1") == 1  # `db` connected, through PgBouncer
    yield direct
    monkeypatch.delenv("HOURGLASS_DIRECT_DATABASE_URL")
    use_database(direct)


ROTATION_TURN_FREE = f"""
SELECT pg_try_advisory_lock({rotation.ROTATION_TURN}) AND pg_advisory_unlock({rotation.ROTATION_TURN})
"""


def test_behind_pgbouncer_the_rotation_gives_its_turn_back_from_the_session_that_holds_it(
    behind_pgbouncer, pgbouncer, monkeypatch
):
    """Seen reading the rotation (7 Dec): through a transaction pooler, a worker took the
    rotation's session lock on one server connection and gave it back from whichever served
    its next statement. While another client's transaction held the first, the lock stayed
    with it, and no other worker could rotate."""
    took_the_turn, go_on = threading.Event(), threading.Event()
    take_for_the_session = turns.take_for_the_session

    def takes_then_waits(connection, key):
        free = take_for_the_session(connection, key)
        if key == rotation.ROTATION_TURN:
            took_the_turn.set()
            go_on.wait()
        return free

    monkeypatch.setattr(turns, "take_for_the_session", takes_then_waits)
    with own_broker(with_results=False) as broker:
        rotating = threading.Thread(target=broker.maybe_rotate)
        rotating.start()
        assert took_the_turn.wait(timeout=10)
        # Another client's transaction: PgBouncer gives it the server connection freed last.
        with psycopg.connect(pgbouncer.url, prepare_threshold=None) as other:
            other.execute("SELECT 1")
            go_on.set()
            rotating.join(timeout=10)
            with psycopg.connect(behind_pgbouncer, autocommit=True) as server:
                free = server.execute(ROTATION_TURN_FREE).fetchone()
    assert not rotating.is_alive()
    assert free == (True,)


def test_three_worker_hosts_and_two_schedulers_do_each_piece_of_work_once_and_share_it(
    receiver, sources, processes
):
    for _ in range(3):  # three separate worker processes, as on three hosts
        processes.append(start_worker(processes=1, threads=2, env=worker_environment(receiver)))
    processes.extend(start_scheduler() for _ in range(2))

    now = give_every_pipeline_work(sources)
    wait_for_every_pipeline(now, processes)

    assert_each_piece_of_work_done_once(receiver, sources)
    refreshed_by = {
        pid for (pid,) in db.execute_sql("SELECT DISTINCT product_id FROM recommended_product")
    }
    assert len(refreshed_by) >= 2, refreshed_by  # the refreshes were shared among the hosts
    # Both schedulers fired ticks, each tick once (every piece of work above was done once).
    firing = [p for p in processes[3:] if "event=tick_fired" in p.output()]
    assert firing, [p.output() for p in processes[3:]]
