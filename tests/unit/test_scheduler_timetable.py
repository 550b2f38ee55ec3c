"""The timetable's ticks, computed from passed times: the collection's business day keeps
its local 00:00 and cutoff across DST changes; a missed tick is caught up only briefly."""

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

import periodic
from actors import collection
from actors.collection import settings as collection_settings
from hourglass.core.scheduler import Timing

UTC = UTC


def timing_of(actor, zone_name, cutoff_hour=9) -> Timing:
    settings = replace(
        collection_settings.load(),
        business_timezone=ZoneInfo(zone_name),
        sla_cutoff_hour=cutoff_hour,
    )
    (timing,) = [t for t in periodic.timetable(settings) if t.actor is actor]
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
    timing = timing_of(collection.prepare_daily_cycles_job, zone)
    assert fire_times(timing, day) == [e.replace(tzinfo=UTC) for e in expected]


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
    timing = timing_of(collection.sla_cutoff_job, zone)
    assert fire_times(timing, day) == [e.replace(tzinfo=UTC) for e in expected]


def test_the_cutoff_hour_comes_from_the_settings_given_not_from_import_time():
    timing = timing_of(collection.sla_cutoff_job, "Asia/Seoul", cutoff_hour=11)
    assert fire_times(timing, datetime(2026, 3, 8))[0] == datetime(2026, 3, 8, 2, 0, tzinfo=UTC)


def test_a_missed_tick_is_caught_up_within_ten_minutes_and_skipped_after():
    timing = timing_of(collection.prepare_daily_cycles_job, "Asia/Seoul")
    midnight_kst = datetime(2026, 3, 8, 15, 0, tzinfo=UTC)
    assert timing.latest_tick(midnight_kst + timedelta(minutes=9, seconds=59)) == midnight_kst
    assert timing.latest_tick(midnight_kst + timedelta(minutes=11)) is None
    assert timing.latest_tick(midnight_kst - timedelta(seconds=1)) is None


def test_an_every_minute_tick_is_the_minute_now_falls_in():
    timing = timing_of(collection.dispatch_tick_job, "Asia/Seoul")
    now = datetime(2026, 3, 8, 15, 42, 59, 900_000, tzinfo=UTC)
    assert timing.latest_tick(now) == datetime(2026, 3, 8, 15, 42, tzinfo=UTC)
