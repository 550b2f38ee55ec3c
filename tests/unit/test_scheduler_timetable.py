"""The periodic actors' ticks, computed from passed times: the collection's business day
keeps its local 00:00 and cutoff across DST changes, from the settings of the time they are
read; a missed tick is caught up only briefly; periodiq's own loop wakes at the same minutes."""

from contextlib import contextmanager
from datetime import UTC, datetime, timedelta

import pendulum
import periodiq
import pytest
from pendulum.tz.local_timezone import get_local_timezone

import periodic
from actors import collection
from hourglass.core.scheduler import Timing, cron, in_its_zone
from tests.harness import overridden_settings


@contextmanager
def business_zone(zone_name, cutoff_hour=9):
    with overridden_settings(
        HOURGLASS_COLLECTION_TIMEZONE=zone_name, HOURGLASS_COLLECTION_SLA_CUTOFF_HOUR=cutoff_hour
    ):
        yield


def timing_of(actor) -> Timing:
    (timing,) = [t for t in periodic.timetable() if t.actor is actor]
    return timing


def fire_times(timing, day_in_utc) -> list[datetime]:
    """Every minute of the 48 hours from `day_in_utc` at which `timing` fires, in UTC."""
    start = datetime(day_in_utc.year, day_in_utc.month, day_in_utc.day, tzinfo=UTC)
    minutes = (start + timedelta(minutes=m) for m in range(48 * 60))
    return [m for m in minutes if timing.latest_tick(m, catch_up=timedelta(0)) == m]


@pytest.mark.parametrize(
    "zone, day, expected",
    [
        # New York: EST (-5) until 8 March 2026, EDT (-4) from then.
        (
            "America/New_York",
            datetime(2026, 3, 7),
            [datetime(2026, 3, 7, 5, 0), datetime(2026, 3, 8, 5, 0)],
        ),
        (
            "America/New_York",
            datetime(2026, 3, 8),
            [datetime(2026, 3, 8, 5, 0), datetime(2026, 3, 9, 4, 0)],
        ),
        # ... and back to EST on 1 November 2026.
        (
            "America/New_York",
            datetime(2026, 10, 31),
            [datetime(2026, 10, 31, 4, 0), datetime(2026, 11, 1, 4, 0)],
        ),
        (
            "America/New_York",
            datetime(2026, 11, 1),
            [datetime(2026, 11, 1, 4, 0), datetime(2026, 11, 2, 5, 0)],
        ),
        # Berlin: CET (+1) until 29 March 2026 02:00 local, CEST (+2) from then.
        (
            "Europe/Berlin",
            datetime(2026, 3, 28),
            [datetime(2026, 3, 28, 23, 0), datetime(2026, 3, 29, 22, 0)],
        ),
        # Seoul has no DST: 00:00 KST is 15:00 UTC every day.
        (
            "Asia/Seoul",
            datetime(2026, 3, 8),
            [datetime(2026, 3, 8, 15, 0), datetime(2026, 3, 9, 15, 0)],
        ),
    ],
)
def test_the_business_day_is_prepared_at_local_midnight_on_both_sides_of_a_dst_change(
    zone, day, expected
):
    with business_zone(zone):
        times = fire_times(timing_of(collection.prepare_daily_cycles_job), day)
    assert times == [e.replace(tzinfo=UTC) for e in expected]


@pytest.mark.parametrize(
    "zone, day, expected",
    [
        (
            "America/New_York",
            datetime(2026, 3, 7),
            [datetime(2026, 3, 7, 14, 0), datetime(2026, 3, 8, 13, 0)],
        ),
        (
            "America/New_York",
            datetime(2026, 10, 31),
            [datetime(2026, 10, 31, 13, 0), datetime(2026, 11, 1, 14, 0)],
        ),
        (
            "Europe/Berlin",
            datetime(2026, 3, 28),
            [datetime(2026, 3, 28, 8, 0), datetime(2026, 3, 29, 7, 0)],
        ),
        (
            "Europe/Berlin",
            datetime(2026, 10, 24),
            [datetime(2026, 10, 24, 7, 0), datetime(2026, 10, 25, 8, 0)],
        ),
        (
            "Asia/Seoul",
            datetime(2026, 3, 8),
            [datetime(2026, 3, 8, 0, 0), datetime(2026, 3, 9, 0, 0)],
        ),
    ],
)
def test_the_sla_cutoff_fires_at_nine_local_time_on_both_sides_of_a_dst_change(zone, day, expected):
    with business_zone(zone):
        times = fire_times(timing_of(collection.sla_cutoff_job), day)
    assert times == [e.replace(tzinfo=UTC) for e in expected]


def test_the_cutoff_hour_comes_from_the_settings_of_the_time_not_from_import_time():
    with business_zone("Asia/Seoul", cutoff_hour=11):
        times = fire_times(timing_of(collection.sla_cutoff_job), datetime(2026, 3, 8))
    assert times[0] == datetime(2026, 3, 8, 2, 0, tzinfo=UTC)


def test_a_missed_tick_is_caught_up_within_ten_minutes_and_skipped_after():
    timing = Timing(collection.prepare_daily_cycles_job, cron("0 0 * * *", "Asia/Seoul"))
    midnight_kst = datetime(2026, 3, 8, 15, 0, tzinfo=UTC)
    assert timing.latest_tick(midnight_kst + timedelta(minutes=9, seconds=59)) == midnight_kst
    assert timing.latest_tick(midnight_kst + timedelta(minutes=11)) is None
    assert timing.latest_tick(midnight_kst - timedelta(seconds=1)) is None


def test_an_every_minute_tick_is_the_minute_now_falls_in():
    timing = timing_of(collection.dispatch_tick_job)
    now = datetime(2026, 3, 8, 15, 42, 59, 900_000, tzinfo=UTC)
    assert timing.latest_tick(now) == datetime(2026, 3, 8, 15, 42, tzinfo=UTC)


@pytest.mark.parametrize("zone", ["America/New_York", "Europe/Berlin"])
def test_periodiqs_loop_wakes_at_the_local_midnight_of_the_zoned_spec_across_dst(zone):
    # periodiq sleeps until next_valid_date(now) of each spec, in the process's zone (UTC here).
    spec = cron("0 0 * * *", zone)
    before_change = pendulum.datetime(2026, 3, 7, 12, 0, tz="UTC")
    wakes = [spec.next_valid_date(before_change)]
    for _ in range(3):
        wakes.append(spec.next_valid_date(wakes[-1]))
    local = [w.in_timezone(zone) for w in wakes]
    assert [(w.hour, w.minute) for w in local] == [(0, 0)] * 4
    assert [w.day for w in local] == [8, 9, 10, 11]


def test_a_plain_periodiq_spec_is_read_in_the_process_zone_as_periodiq_reads_it():
    plain = in_its_zone(periodiq.cron("30 2 * * *"))
    local_zone = get_local_timezone()
    two_thirty = pendulum.datetime(2026, 6, 1, 2, 30, tz=local_zone)
    assert plain.validate(two_thirty.in_timezone("UTC"))
    assert not plain.validate(two_thirty.add(minutes=1))
