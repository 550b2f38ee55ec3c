"""The collection dispatcher with real worker processes: a whole day collected with no
transaction open during HTTP, and the SLA capture gated against cycle writes."""

import pytest

from actors.collection import dispatch_tick, sla_cutoff_job
from actors.collection.dispatcher import business_date, cutoff_at
from actors.collection.sources import add_source, set_flag
from actors.collection.stand_in import FakeSources
from models import db
from models.collection import DISPATCH_FLAG
from tests.harness import collection_settings, scalar, start_worker, wait_until


@pytest.fixture
def server():
    sources = FakeSources(watch_database=True).start()
    yield sources
    sources.stop()


@pytest.fixture
def workers():
    """Starts real worker processes; stops every one at the end of the test."""
    started = []

    def start(queue, threads):
        started.append(start_worker(queues=[queue], threads=threads))
        return started[-1]

    yield start
    for worker in started:
        worker.stop()


def add_feeds(server, count, pages):
    for n in range(count):
        server.feed(
            f"feed-{n}", [(f"{n}-{i}", f"Company {i % 3}") for i in range(pages)], page_size=1
        )
        add_source(f"feed-{n}", "feed", f"{server.url}/feed/feed-{n}", throttle_seconds=0)


def cycles_finished():
    return scalar(
        "SELECT count(*) FILTER (WHERE status IN ('SUCCEEDED', 'FAILED')) = count(*) FROM collection_cycle"
    )


def test_a_worker_collects_every_source_with_no_transaction_open_during_http(server, workers):
    # One thread: every hourglass connection idle in a transaction would be the one calling HTTP.
    workers("collection", threads=1)
    add_feeds(server, 4, pages=3)
    server.lever("acme", range(5))
    add_source(
        "acme",
        "lever",
        f"{server.url}/lever",
        board="acme",
        company="Acme",
        throttle_seconds=0,
        page_size=2,
    )
    set_flag(DISPATCH_FLAG, True)

    assert dispatch_tick() == 5
    wait_until(cycles_finished, message="every cycle to finish")

    assert scalar("SELECT count(*) FROM collection_cycle WHERE status = 'SUCCEEDED'") == 5
    assert len(server.requests) == 4 * 3 + 3
    assert [r.idle_in_transaction for r in server.requests] == [0] * len(server.requests)
    assert scalar("SELECT count(*) FROM job_posting WHERE closed_at IS NULL") == 4 * 3 + 5


@pytest.fixture
def slow_seen_ids():
    """Each write of seen ids holds its transaction open a while: a capture that did not
    wait for writers would land inside one."""
    db.execute_sql(
        """
        CREATE FUNCTION slow_seen() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_sleep(0.08); RETURN NULL; END $$;
        CREATE TRIGGER slow_seen AFTER INSERT ON collection_seen_posting
            FOR EACH STATEMENT EXECUTE FUNCTION slow_seen();
        """
    )
    yield
    db.execute_sql("DROP TRIGGER slow_seen ON collection_seen_posting; DROP FUNCTION slow_seen()")


def test_sla_capture_and_cycle_writes_pass_the_same_gate(server, workers, slow_seen_ids):
    workers("collection", threads=4)
    workers("scans", threads=1)
    add_feeds(server, 6, pages=6)
    set_flag(DISPATCH_FLAG, True)
    # A grace of two days: this tick must not capture today's snapshot itself.
    with collection_settings(HOURGLASS_COLLECTION_SLA_CAPTURE_GRACE=2 * 86400) as settings:
        dispatch_tick()
    wait_until(
        lambda: scalar("SELECT sum(page_count) FROM collection_cycle") >= 6,
        message="some pages applied",
    )

    zone = settings.business_timezone
    sla_cutoff_job.send(
        cutoff_at(business_date(db.now(), zone), zone, settings.sla_cutoff_hour).isoformat()
    )
    wait_until(lambda: scalar("SELECT count(*) FROM sla_snapshot") == 1, message="the snapshot")
    wait_until(cycles_finished, message="every cycle to finish")

    captured_pages = scalar("SELECT sum(page_count) FROM sla_snapshot_cycle")
    assert 6 <= captured_pages < 36, "the capture landed while cycles were moving"
    # Every seen id written before the capture is counted in the snapshot, every one after is not.
    mismatched = db.execute_sql(
        """
        SELECT c.cycle_id, c.seen_count, count(s.external_id) FILTER (WHERE s.seen_at < snap.captured_at)
        FROM sla_snapshot_cycle c
        JOIN sla_snapshot snap USING (business_date)
        LEFT JOIN collection_seen_posting s ON s.cycle_id = c.cycle_id
        GROUP BY c.cycle_id, c.seen_count
        HAVING c.seen_count <> count(s.external_id) FILTER (WHERE s.seen_at < snap.captured_at)
        """
    ).fetchall()
    assert mismatched == []
    assert scalar("SELECT count(*) FROM sla_snapshot_cycle") == 6
