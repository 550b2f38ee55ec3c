"""PostgreSQL stopped (`pg_ctl stop -m fast`) and started again later, on a server of the
module's own, with work in flight: a collection slice whose page came back while the
database was away applies it once the database is back (one request per page, the day
not lost), and a worker rides out a long outage: it never exits, nothing is lost, nothing
is done twice."""

import time

import actors  # noqa: F401  (the broker)
from actors.collection import dispatch_tick
from actors.collection.sources import add_source, set_flag
from hourglass.fakes import FakeSources
from hourglass.testing import scalar, start_worker, wait_until
from models import db
from models.collection import DISPATCH_FLAG
from tests.faults.conftest import start_server, stop_server

FEED_PAGES = 3
#: How long the board takes over the page during which the database goes away.
SLOW_PAGE_S = 2.0


def dead_letters() -> int:
    return scalar("""SELECT count(*) FROM dramatiq.queue WHERE "state" = 'rejected'""")


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
