"""The collection dispatcher on a real PostgreSQL against a real HTTP server on 127.0.0.1:
prepare, tick, claims, slices, terminal failures, leases, safe-close. Collect messages are
run in this process exactly as a worker runs them (tests.harness)."""

import threading
from contextlib import contextmanager
from datetime import timedelta

import peewee
import psycopg
import pytest

from actors.collection import collect_source_slice, dispatch_tick, prepare_daily_cycles
from actors.collection.sources import add_source, set_flag, set_source_enabled
from actors.collection.stand_in import FakeSources
from models import collection as store
from models import db
from models.collection import DISPATCH_FLAG, CollectionCycle, Company, JobPosting
from tests.harness import (
    collection_settings,
    lose_messages,
    queued_slices,
    run_queued_slices,
    scalar,
    wait_until,
)


@pytest.fixture
def server():
    sources = FakeSources(watch_database=True).start()
    yield sources
    sources.stop()


@pytest.fixture(autouse=True)
def short_timeouts():
    with collection_settings(
        HOURGLASS_COLLECTION_CONNECT_TIMEOUT=1, HOURGLASS_COLLECTION_READ_TIMEOUT=0.5
    ):
        yield


@pytest.fixture
def flag_on():
    set_flag(DISPATCH_FLAG, True)


def add_feed(server, name, postings, page_size=2, throttle=0):
    server.feed(name, postings, page_size)
    return add_source(name, "feed", f"{server.url}/feed/{name}", throttle_seconds=throttle)


def add_lever(server, slug, ids, page_size=2, company="Acme", throttle=0):
    server.lever(slug, ids)
    return add_source(
        slug,
        "lever",
        f"{server.url}/lever",
        board=slug,
        company=company,
        throttle_seconds=throttle,
        page_size=page_size,
    )


def add_greenhouse(server, board, ids, company="Globex"):
    server.greenhouse(board, ids)
    return add_source(
        board, "greenhouse", f"{server.url}/gh", board=board, company=company, throttle_seconds=0
    )


def cycle_of(source_id) -> CollectionCycle:
    return CollectionCycle.get(CollectionCycle.source == source_id)


def open_external_ids(source_id) -> set[str]:
    query = JobPosting.select(JobPosting.external_id).where(
        JobPosting.source == source_id, JobPosting.closed_at.is_null()
    )
    return {p.external_id for p in query}


def collect_everything(now=None):
    """Ticks and slices until nothing is claimed or queued."""
    while dispatch_tick(now) + run_queued_slices():
        pass


def tomorrow():
    return db.now() + timedelta(days=1)


# --- prepare and tick -----------------------------------------------------------------------


def test_prepare_creates_one_cycle_per_enabled_source_and_a_second_prepare_adds_none(server):
    enabled = add_feed(server, "agg", [])
    disabled = add_lever(server, "acme", [])
    set_source_enabled("acme", False)

    assert prepare_daily_cycles() == 1
    assert prepare_daily_cycles() == 0
    assert prepare_daily_cycles(now=tomorrow()) == 1
    assert scalar("SELECT count(*) FROM collection_cycle WHERE source_id = %s", (enabled,)) == 2
    assert scalar("SELECT count(*) FROM collection_cycle WHERE source_id = %s", (disabled,)) == 0


def test_tick_claims_no_more_than_the_maximum_and_the_longest_waiting_first(server, flag_on):
    source_ids = [add_feed(server, f"feed-{i}", []) for i in range(5)]
    prepare_daily_cycles()
    waiting_order = [source_ids[3], source_ids[0], source_ids[4], source_ids[1], source_ids[2]]
    for rank, source_id in enumerate(waiting_order):
        db.execute_sql(
            "UPDATE collection_cycle SET ready_since = now() - make_interval(mins => %s) WHERE source_id = %s",
            (60 - rank, source_id),
        )

    with collection_settings(HOURGLASS_COLLECTION_CLAIMS_PER_TICK=2):
        assert dispatch_tick() == 2
        claimed = {
            c.source_id for c in CollectionCycle.select().where(CollectionCycle.status == "RUNNING")
        }
        assert claimed == set(waiting_order[:2])
        assert len(queued_slices()) == 2
        assert dispatch_tick() == 0, "the two claimed slices are still in flight"
    # Each slice carries its source's host: HOURGLASS_COLLECTION_HOST_CONCURRENCY's key.
    keys = db.execute_sql(
        "SELECT DISTINCT message->'options'->>'flow_key' FROM hourglass.message WHERE queue_name = 'collection'"
    ).fetchall()
    assert keys == [("127.0.0.1",)]


def test_tick_does_nothing_with_the_flag_off_and_dispatches_with_it_on(server):
    source_id = add_feed(server, "agg", [(1, "Initech"), (2, "Hooli")], page_size=1)

    assert dispatch_tick() == 0
    assert scalar("SELECT count(*) FROM collection_cycle") == 0
    assert queued_slices() == []

    set_flag(DISPATCH_FLAG, True)
    assert dispatch_tick() == 1
    assert len(queued_slices()) == 1

    set_flag(DISPATCH_FLAG, False)
    run_queued_slices()
    assert cycle_of(source_id).status == "READY", (
        "with the flag off, a finished slice hands off nothing"
    )
    assert dispatch_tick() == 0 and queued_slices() == []


# --- collecting -----------------------------------------------------------------------------


def test_every_format_is_collected_to_its_last_page_with_raw_payloads_and_no_transaction_open(
    server, flag_on
):
    greenhouse = add_greenhouse(server, "globex", range(3))
    lever = add_lever(server, "acme", range(5), page_size=2)
    feed = add_feed(
        server, "jobs-feed", [(1, "Initech"), (2, " initech "), (3, "Umbrella Corp"), (4, "Hooli")]
    )

    collect_everything()

    cycles = {s: cycle_of(s) for s in (greenhouse, lever, feed)}
    assert {c.status for c in cycles.values()} == {"SUCCEEDED"}
    assert [(cycles[s].page_count, cycles[s].seen_count) for s in (greenhouse, lever, feed)] == [
        (1, 3),
        (3, 5),
        (2, 4),
    ]
    assert server.requests_to("/lever") == 3 and server.requests_to("/feed") == 2
    assert [r.idle_in_transaction for r in server.requests] == [0] * 6
    posting = JobPosting.get(JobPosting.source == lever, JobPosting.external_id == "lever-0003")
    assert (
        posting.raw["categories"] == {"location": "Busan", "team": "Design"}
        and posting.location == "Busan"
    )
    assert posting.company.name == "Acme"
    feed_companies = {
        p.company.normalized_name for p in JobPosting.select().where(JobPosting.source == feed)
    }
    assert feed_companies == {"initech", "umbrella corp", "hooli"}
    assert Company.select().where(Company.normalized_name == "initech").count() == 1


@pytest.mark.parametrize(
    "fault, kind",
    [
        ({"status": 403}, "HTTP_403"),
        ({"status": 429}, "HTTP_429"),
        ({"status": 503}, "HTTP_5XX"),
        ({"delay": 1.5}, "TIMEOUT"),
    ],
)
def test_http_failure_fails_the_cycle_at_once_and_the_source_waits_for_the_next_business_date(
    server, flag_on, fault, kind
):
    source_id = add_lever(server, "acme", range(4), page_size=2)
    other = add_greenhouse(server, "globex", range(2))
    server.fail("/lever", **fault)

    collect_everything()

    cycle = cycle_of(source_id)
    assert (cycle.status, cycle.failure_kind) == ("FAILED", kind)
    assert server.requests_to("/lever") == 1
    assert cycle_of(other).status == "SUCCEEDED"
    assert dispatch_tick() == 0
    assert server.requests_to("/lever") == 1

    next_day = tomorrow()
    assert dispatch_tick(now=next_day) == 2
    assert {
        c.source_id for c in CollectionCycle.select().where(CollectionCycle.status == "RUNNING")
    } == {source_id, other}


@pytest.mark.parametrize(
    "body, reason",
    [
        (b'{"postings": [{"id": "1", "company": "Initech", "title": "x"', "invalid JSON"),
        (b'{"postings": "none", "next_cursor": null}', "payload.postings is str, expected list"),
        (
            b'{"postings": [{"id": "1", "company": "A", "title": "ok"}, '
            b'{"company": "B", "title": "no id"}], "next_cursor": null}',
            "postings[1].id is missing",
        ),
        (
            b'{"postings": [{"id": "1", "company": "A", "title": 7}], "next_cursor": null}',
            "postings[0].title is int",
        ),
    ],
)
def test_malformed_payload_fails_the_cycle_with_a_clear_reason_and_writes_no_posting(
    server, flag_on, body, reason
):
    source_id = add_feed(server, "agg", [(1, "Initech"), (2, "Hooli")], page_size=1)
    server.fail("/feed/agg", body=body)

    collect_everything()

    cycle = cycle_of(source_id)
    assert (cycle.status, cycle.failure_kind) == ("FAILED", "MALFORMED")
    assert reason in cycle.failure_detail
    assert JobPosting.select().count() == 0 and Company.select().count() == 0
    assert server.requests_to("/feed") == 1


@pytest.mark.parametrize(
    "fault, detail",
    [
        ({"body": b"[" + b" " * 5000 + b"]"}, "exceeds the 4096-byte cap"),
        ({"body": b"[" + b" " * 5000 + b"]", "declare_length": False}, "exceeds the 4096-byte cap"),
        ({"body": b"<html>jobs</html>", "content_type": "text/html"}, "is not JSON"),
        ({"redirect": "http://example.com/elsewhere"}, "redirect to another host refused"),
    ],
)
def test_policy_refusals_fail_the_cycle(server, flag_on, fault, detail):
    source_id = add_lever(server, "acme", range(2))
    server.fail("/lever", **fault)

    with collection_settings(HOURGLASS_COLLECTION_MAX_RESPONSE_BYTES=4096):
        collect_everything()

    cycle = cycle_of(source_id)
    assert (cycle.status, cycle.failure_kind) == ("FAILED", "POLICY")
    assert detail in cycle.failure_detail
    assert JobPosting.select().count() == 0


def test_same_host_redirect_is_followed(server, flag_on):
    source_id = add_lever(server, "acme", range(1))
    server.fail("/lever", redirect=f"{server.url}/lever/v0/postings/acme?mode=json&skip=0&limit=2")

    collect_everything()

    assert cycle_of(source_id).status == "SUCCEEDED"
    assert open_external_ids(source_id) == {"lever-0000"}


def test_loopback_source_is_refused_unless_private_addresses_are_allowed(server, flag_on):
    source_id = add_lever(server, "acme", range(2))

    with collection_settings(HOURGLASS_COLLECTION_ALLOW_PRIVATE_ADDRESSES="false"):
        collect_everything()

    cycle = cycle_of(source_id)
    assert (cycle.status, cycle.failure_kind) == ("FAILED", "POLICY")
    assert "127.0.0.1" in cycle.failure_detail and "not public" in cycle.failure_detail
    assert server.requests_to("/lever") == 0


# --- leases and stale results ---------------------------------------------------------------


def test_expired_lease_fails_the_cycle_and_the_late_result_is_not_stored(server, flag_on):
    source_id = add_lever(server, "acme", range(2))
    server.fail("/lever", delay=1.2)

    with collection_settings(HOURGLASS_COLLECTION_LEASE=0.5, HOURGLASS_COLLECTION_READ_TIMEOUT=5):
        assert dispatch_tick() == 1
        run_queued_slices()

    cycle = cycle_of(source_id)
    assert (cycle.status, cycle.failure_kind) == ("FAILED", "LEASE_EXPIRED")
    assert server.requests_to("/lever") == 1
    assert JobPosting.select().count() == 0
    assert scalar("SELECT count(*) FROM collection_seen_posting") == 0


def test_tick_fails_a_lease_that_expired_with_its_worker_gone(server, flag_on):
    source_id = add_lever(server, "acme", range(2))
    with collection_settings(HOURGLASS_COLLECTION_LEASE=0.2):
        assert dispatch_tick() == 1
        lose_messages()
        wait_until(
            lambda: scalar("SELECT lease_expires_at < now() FROM collection_cycle"),
            message="lease to expire",
        )
        assert dispatch_tick() == 0

    cycle = cycle_of(source_id)
    assert (cycle.status, cycle.failure_kind) == ("FAILED", "LEASE_EXPIRED")
    assert server.requests_to("/lever") == 0


def test_a_message_of_an_earlier_claim_makes_no_request_and_changes_nothing(server, flag_on):
    source_id = add_lever(server, "acme", range(4), page_size=2)
    dispatch_tick()
    [(cycle_id, first_token)] = queued_slices()
    run_queued_slices()
    assert cycle_of(source_id).status == "SUCCEEDED"

    collect_source_slice(cycle_id, first_token)
    collect_source_slice(cycle_id, first_token)

    assert server.requests_to("/lever") == 3
    assert cycle_of(source_id).page_count == 3


# --- database failures and the order of writes ----------------------------------------------


@contextmanager
def inserts_refused(table, column, value, message):
    """A real database error: inserting `value` into `table` raises `message`."""
    db.execute_sql(
        f"""
        CREATE FUNCTION refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF NEW.{column} = '{value}' THEN RAISE EXCEPTION '{message}'; END IF;
            RETURN NEW;
        END $$;
        CREATE TRIGGER refuse_insert BEFORE INSERT ON {table} FOR EACH ROW EXECUTE FUNCTION refuse_insert();
        """
    )
    try:
        yield
    finally:
        db.execute_sql(f"DROP TRIGGER refuse_insert ON {table}; DROP FUNCTION refuse_insert()")


@pytest.fixture
def failing_company_registration():
    with inserts_refused(
        "company", "normalized_name", "explode corp", "company registry unavailable"
    ):
        yield


def test_database_failure_registering_an_aggregator_company_fails_that_cycle_without_a_new_request(
    server, flag_on, failing_company_registration
):
    broken = add_feed(
        server, "broken-feed", [(1, "Initech"), (2, "Explode Corp"), (3, "Hooli")], page_size=2
    )
    healthy_feed = add_feed(server, "healthy-feed", [(4, "Initech"), (5, "Vandelay")], page_size=1)
    company_board = add_lever(server, "acme", range(3), page_size=2)

    collect_everything()

    cycle = cycle_of(broken)
    assert (cycle.status, cycle.failure_kind) == ("FAILED", "DATABASE")
    assert "company registry unavailable" in cycle.failure_detail
    assert server.requests_to("/feed/broken-feed") == 1
    assert JobPosting.select().where(JobPosting.source == broken).count() == 0
    assert (cycle_of(healthy_feed).status, cycle_of(company_board).status) == (
        "SUCCEEDED",
        "SUCCEEDED",
    )
    assert open_external_ids(healthy_feed) == {"feed-4", "feed-5"}


@pytest.fixture
def reservation_commit_answer_lost(monkeypatch):
    """The commit that reserves a slice's request lands, and the connection ends before its
    answer reaches the worker: a database restart's AdminShutdown arriving on the COMMIT
    (the chaos soak, seed 18, 6 Dec: the source lost its day when its lease expired)."""
    reserve, commit = store.reserve_request, db.commit
    reserved: list[object] = []

    def reserving(*args):
        transaction_id = reserve(*args)
        reserved.append(args)
        return transaction_id

    def committing():
        commit()
        if len(reserved) == 1:
            reserved.append("answer lost")
            db.connection().close()
            raise peewee.OperationalError(
                "terminating connection due to administrator command"
            ) from psycopg.errors.AdminShutdown()

    monkeypatch.setattr(store, "reserve_request", reserving)
    monkeypatch.setattr(db, "commit", committing)
    yield reserved


def test_a_reservation_whose_commit_answer_was_lost_makes_its_one_request(
    server, flag_on, reservation_commit_answer_lost
):
    source_id = add_lever(server, "acme", range(2), page_size=2)
    assert dispatch_tick() == 1

    run_queued_slices()

    assert "answer lost" in reservation_commit_answer_lost
    cycle = cycle_of(source_id)
    assert cycle.status == "SUCCEEDED"
    assert server.requests_to("/lever") == cycle.page_count


@pytest.fixture
def seen_ids_fail_on_page_two():
    with inserts_refused(
        "collection_seen_posting", "external_id", "lever-0002", "seen ids unavailable"
    ):
        yield


def test_postings_and_seen_ids_commit_with_the_cursor_and_counters_never_after(
    server, flag_on, seen_ids_fail_on_page_two
):
    source_id = add_lever(server, "acme", range(5), page_size=2)

    collect_everything()

    cycle = cycle_of(source_id)
    assert (cycle.status, cycle.failure_kind) == ("FAILED", "DATABASE")
    assert (cycle.cursor, cycle.page_count, cycle.seen_count, cycle.upserted_count) == (
        "2",
        1,
        2,
        2,
    )
    assert open_external_ids(source_id) == {"lever-0000", "lever-0001"}, (
        "page two's postings rolled back with it"
    )
    assert (
        scalar("SELECT count(*) FROM collection_seen_posting WHERE cycle_id = %s", (cycle.id,))
        == cycle.seen_count
    )
    assert server.requests_to("/lever") == 2


# --- disabled sources -----------------------------------------------------------------------


def test_disabled_source_is_not_claimed_and_a_claim_made_before_makes_no_request(server, flag_on):
    kept = add_feed(server, "kept", [(1, "Initech")])
    dropped = add_feed(server, "dropped", [(2, "Hooli")])
    prepare_daily_cycles()
    set_source_enabled("dropped", False)

    assert dispatch_tick() == 1
    set_source_enabled("kept", False)
    run_queued_slices()

    assert server.requests == []
    assert cycle_of(kept).status == "READY" and cycle_of(dropped).status == "READY"
    set_source_enabled("kept", True)
    collect_everything()
    assert cycle_of(kept).status == "SUCCEEDED" and cycle_of(dropped).status == "READY"


def test_source_disabled_during_the_throttle_wait_makes_no_request(server, flag_on, caplog):
    source_id = add_lever(server, "acme", range(2), throttle=3)
    db.execute_sql(
        "UPDATE job_source SET next_request_at = now() + interval '2 seconds' WHERE id = %s",
        (source_id,),
    )
    dispatch_tick()
    [(cycle_id, token)] = queued_slices()
    lose_messages()

    caplog.set_level("INFO", logger="actors.collection.dispatcher")
    worker = threading.Thread(target=lambda: (collect_source_slice(cycle_id, token), db.close()))
    worker.start()
    wait_until(
        lambda: "event=slice_throttled" in caplog.text, message="the slice to wait for its throttle"
    )
    set_source_enabled("acme", False)
    worker.join(timeout=10)

    assert not worker.is_alive()
    assert server.requests == []
    assert cycle_of(source_id).status == "READY"
    assert "reason=disabled" in caplog.text


def test_throttle_spaces_two_requests_to_one_source(server, flag_on):
    source_id = add_lever(server, "acme", range(3), page_size=2, throttle=1.0)

    collect_everything()

    assert cycle_of(source_id).status == "SUCCEEDED"
    first, second = server.requests
    # Arrival times: the first request's also paid for its connection, which took up to
    # 0.13 s more than the second's on 2 cores running the suite's four processes.
    assert second.at - first.at >= 0.8


# --- safe-close -----------------------------------------------------------------------------


def test_safe_close_closes_exactly_the_postings_not_seen_in_a_fully_successful_cycle(
    server, flag_on
):
    source_id = add_lever(server, "acme", range(5), page_size=2)
    collect_everything()
    assert open_external_ids(source_id) == {f"lever-{i:04d}" for i in range(5)}

    server.lever("acme", [0, 2, 4, 5])
    collect_everything(now=tomorrow())

    latest = latest_cycle(source_id)
    assert (latest.status, latest.closed_count) == ("SUCCEEDED", 2)
    assert open_external_ids(source_id) == {"lever-0000", "lever-0002", "lever-0004", "lever-0005"}


def test_safe_close_closes_nothing_when_a_page_failed(server, flag_on):
    source_id = add_lever(server, "acme", range(5), page_size=2)
    collect_everything()

    server.lever("acme", [0, 2, 4])
    server.fail("/lever")
    server.fail("/lever", status=500)
    collect_everything(now=tomorrow())

    latest = latest_cycle(source_id)
    assert (latest.status, latest.failure_kind, latest.page_count) == ("FAILED", "HTTP_5XX", 1)
    assert open_external_ids(source_id) == {f"lever-{i:04d}" for i in range(5)}


def latest_cycle(source_id) -> CollectionCycle:
    return (
        CollectionCycle.select()
        .where(CollectionCycle.source == source_id)
        .order_by(CollectionCycle.business_date.desc())
        .first()
    )
