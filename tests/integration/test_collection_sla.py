"""The SLA cutoff snapshot on a real PostgreSQL: what it records, when it is late, once a day."""

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from actors.collection import capture_sla_snapshot, dispatch_tick, prepare_daily_cycles
from actors.collection.sources import add_source, set_flag
from models import db
from models.collection import DISPATCH_FLAG, SlaSnapshot, SlaSnapshotCycle
from tests.harness import scalar

KST = ZoneInfo("Asia/Seoul")
DAY = datetime(2025, 3, 10, tzinfo=KST).date()


def at_kst(hour, minute=0, second=0, day=DAY):
    return datetime(day.year, day.month, day.day, hour, minute, second, tzinfo=KST)


def add_sources(count):
    return [
        add_source(f"feed-{i}", "feed", f"http://127.0.0.1:9/feed/{i}", throttle_seconds=0)
        for i in range(count)
    ]


def test_cutoff_snapshot_records_the_state_of_every_cycle_of_the_day():
    ready, succeeded, failed = add_sources(3)
    prepare_daily_cycles(now=at_kst(0, 1))
    db.execute_sql(
        "UPDATE collection_cycle SET status = 'SUCCEEDED', page_count = 4, seen_count = 9 WHERE source_id = %s",
        (succeeded,),
    )
    db.execute_sql(
        "UPDATE collection_cycle SET status = 'FAILED', failure_kind = 'HTTP_429' WHERE source_id = %s",
        (failed,),
    )

    assert capture_sla_snapshot(now=at_kst(9, 0)) == DAY

    snapshot = SlaSnapshot.get(SlaSnapshot.business_date == DAY)
    assert (
        snapshot.ready,
        snapshot.running,
        snapshot.succeeded,
        snapshot.failed,
        snapshot.late,
    ) == (1, 0, 1, 1, False)
    assert snapshot.cutoff_at == at_kst(9, 0)
    rows = {
        r.source_id: (r.status, r.page_count, r.seen_count, r.failure_kind)
        for r in SlaSnapshotCycle.select()
    }
    assert rows == {
        ready: ("READY", 0, 0, None),
        succeeded: ("SUCCEEDED", 4, 9, None),
        failed: ("FAILED", 0, 0, "HTTP_429"),
    }


def test_a_day_is_captured_once_and_a_capture_before_the_cutoff_takes_the_previous_day():
    add_sources(1)
    prepare_daily_cycles(now=at_kst(0, 1))

    assert capture_sla_snapshot(now=at_kst(8, 59)) == DAY - timedelta(days=1)
    assert capture_sla_snapshot(now=at_kst(9, 0, 30)) == DAY
    assert capture_sla_snapshot(now=at_kst(15, 0)) is None
    assert scalar("SELECT count(*) FROM sla_snapshot WHERE business_date = %s", (DAY,)) == 1


def test_cutoff_actor_that_runs_past_the_grace_marks_its_snapshot_late():
    add_sources(1)
    prepare_daily_cycles(now=at_kst(0, 1))

    capture_sla_snapshot(now=at_kst(9, 5))

    assert SlaSnapshot.get(SlaSnapshot.business_date == DAY).late is True


def test_first_tick_after_a_missed_cutoff_captures_it_late_before_changing_anything():
    add_sources(2)
    set_flag(DISPATCH_FLAG, True)
    prepare_daily_cycles(now=at_kst(0, 1))

    dispatch_tick(now=at_kst(8, 59))
    assert scalar("SELECT count(*) FROM sla_snapshot WHERE business_date = %s", (DAY,)) == 0

    dispatch_tick(now=at_kst(9, 0, 30))
    assert scalar("SELECT count(*) FROM sla_snapshot WHERE business_date = %s", (DAY,)) == 0, (
        "within the grace"
    )

    dispatch_tick(now=at_kst(9, 3))
    snapshot = SlaSnapshot.get(SlaSnapshot.business_date == DAY)
    assert snapshot.late is True
    assert snapshot.running == 2, "the slices claimed at 08:59 were running at the capture"


def test_tick_captures_an_earlier_day_left_without_a_snapshot():
    add_sources(1)
    set_flag(DISPATCH_FLAG, True)
    earlier = DAY - timedelta(days=2)
    prepare_daily_cycles(now=at_kst(3, 0, day=earlier))

    dispatch_tick(now=at_kst(10, 0))

    assert {s.business_date: s.late for s in SlaSnapshot.select()} == {earlier: True, DAY: True}
