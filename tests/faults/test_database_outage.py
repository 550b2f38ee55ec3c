"""PostgreSQL stopped (`pg_ctl stop -m fast`) and started again later, on a server of the
module's own, with work in flight: a collection slice whose page came back while the
database was away applies it once the database is back (one request per page, the day
not lost), and a worker rides out a long outage: it never exits, nothing is lost, nothing
is done twice."""

import time

import psutil
import pytest

import actors  # noqa: F401  (the broker)
from actors.collection import dispatch_tick
from actors.collection.sources import add_source, set_flag
from actors.collection.stand_in import FakeSources
from models import db
from models.collection import DISPATCH_FLAG
from tests.faults.conftest import start_server, stop_server
from tests.faults.workload import (
    SLOW_RECOMMENDER,
    assert_each_effect_once,
    effects_done,
    seed_backlog,
    wait_for_the_backlog,
)
from tests.harness import scalar, start_worker, wait_until

FEED_PAGES = 3
#: How long the board takes over the page during which the database goes away.
SLOW_PAGE_S = 2.0


def dead_letters() -> int:
    return scalar("""SELECT count(*) FROM hourglass.message WHERE "state" = 'rejected'""")


def test_a_slice_whose_page_returns_while_the_database_is_down_applies_it_once_it_is_back(
    dedicated_server, on_dedicated_server
):
    board = FakeSources().start()
    board.feed("jobs", [(i, "Acme") for i in range(FEED_PAGES)], page_size=1)
    board.fail("/feed/jobs", delay=SLOW_PAGE_S)  # the first page only: served slowly
    add_source("jobs", "feed", f"{board.url}/feed/jobs", throttle_seconds=0)
    set_flag(DISPATCH_FLAG, True)
    worker = start_worker(
        queues=["collection"], threads=2, env={"DATABASE_URL": on_dedicated_server}
    )
    try:
        assert dispatch_tick() == 1
        wait_until(lambda: board.in_flight, timeout=30, message="the first page requested")
        stop_server(dedicated_server)
        wait_until(lambda: not board.in_flight, timeout=30, message="the page served")
        time.sleep(1.0)  # the slice finds the database away when it comes back from the board
        start_server(dedicated_server)
        db.close()  # this test's own connection was cut too
        wait_until(
            lambda: scalar("SELECT status FROM collection_cycle") in ("SUCCEEDED", "FAILED"),
            timeout=60,
            message="the cycle to finish",
        )
        assert worker.popen.poll() is None, worker.output()
        log = worker.output()
    finally:
        worker.stop()
        board.stop()

    assert "event=slice_outcome_retried" in log  # the page came back to a database away
    cycle = db.execute_sql(
        "SELECT status, failure_kind, seen_count FROM collection_cycle"
    ).fetchone()
    assert cycle == ("SUCCEEDED", None, FEED_PAGES), worker.output()
    assert board.requests_to("/feed/jobs") == FEED_PAGES
    assert scalar("SELECT count(*) FROM job_posting WHERE closed_at IS NULL") == FEED_PAGES
    assert dead_letters() == 0


#: A managed PostgreSQL's failover takes 30-120 s.
OUTAGE_S = 90
FIRINGS = 60
REFRESHES = 60


@pytest.mark.waits(100)
def test_a_worker_rides_out_a_90_second_outage_with_work_in_flight(
    dedicated_server, on_dedicated_server, receiver
):
    seed_backlog(firings=FIRINGS, refreshes=REFRESHES)
    env = {
        "DATABASE_URL": on_dedicated_server,
        "HOURGLASS_NOTIFICATION_URL": receiver.url,
        "HOURGLASS_NOTIFICATION_MIN_BACKOFF": "0.1",
        "HOURGLASS_RECOMMENDER": SLOW_RECOMMENDER,
        "RECOMMENDER_SECONDS": "0.2",
    }
    worker = start_worker(processes=2, threads=4, env=env)
    processes = worker_processes(worker)
    try:
        wait_until(lambda: effects_done() >= 10, timeout=30, message="work under way")
        stop_server(dedicated_server)
        time.sleep(OUTAGE_S)  # the outage itself: what is measured is how the worker gets past it
        assert worker_processes(worker) == processes, worker.output()
        start_server(dedicated_server)
        back_at = time.monotonic()
        db.close()  # this test's own connection was cut too
        # Every reconnection backs off up to 2 s (psycopg_pool's own doubling, uncapped, had
        # the worker back 37 s after this outage ended) and a retry waits 30 s at most.
        wait_for_the_backlog(30, "the whole backlog after the outage")
        settled_in = time.monotonic() - back_at
        assert worker_processes(worker) == processes, worker.output()
        log = worker.output()
    finally:
        worker.stop()

    repeats = assert_each_effect_once(receiver, FIRINGS, REFRESHES)
    assert "Traceback" not in log.split("event=", 1)[0]  # nothing crashed at boot
    print(
        f"\ndatabase away {OUTAGE_S}s with work in flight: the worker's {len(processes)} processes "
        f"lived on; the rest of the backlog settled {settled_in:.1f}s after the server was back; "
        f"{repeats} POSTs repeated (same key)"
    )


def worker_processes(worker) -> set[int]:
    """The worker's main process and its children, alive."""
    main = psutil.Process(worker.pid)
    return {main.pid, *(child.pid for child in main.children() if child.is_running())}
