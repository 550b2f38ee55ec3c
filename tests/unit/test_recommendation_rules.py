"""Offsets and generation types of the recommendation refresh, at every boundary."""

from datetime import UTC, datetime, timedelta
from itertools import pairwise

import pytest

from actors.recommendation import OFFSET_HOURS, candidate_generation_type, next_trigger_at

VISIT = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
HOUR = timedelta(hours=1)


def test_the_first_refresh_after_a_first_firing_is_four_hours_after_the_visit():
    assert next_trigger_at(VISIT, VISIT + 1 * HOUR) == VISIT + 4 * HOUR


@pytest.mark.parametrize("fired, expected", list(pairwise(OFFSET_HOURS)))
def test_each_offset_fired_on_time_schedules_the_next_offset(fired, expected):
    assert next_trigger_at(VISIT, VISIT + fired * HOUR) == VISIT + expected * HOUR


def test_firing_at_168_hours_ends_the_schedule():
    assert next_trigger_at(VISIT, VISIT + 168 * HOUR) is None


def test_a_scan_late_by_two_days_writes_the_first_future_offset_not_a_past_one():
    fired = VISIT + 1 * HOUR + timedelta(days=2)  # the 1h trigger, seen 49h after the visit
    assert next_trigger_at(VISIT, fired) == VISIT + 60 * HOUR


def test_a_scan_late_past_the_last_offset_ends_the_schedule_after_one_firing():
    assert next_trigger_at(VISIT, VISIT + 200 * HOUR) is None


def test_a_firing_a_moment_before_an_offset_schedules_that_offset():
    assert (
        next_trigger_at(VISIT, VISIT + 12 * HOUR - timedelta(microseconds=1)) == VISIT + 12 * HOUR
    )


@pytest.mark.parametrize(
    "elapsed, expected",
    [
        (1 * HOUR, "G2"),
        (timedelta(days=3), "G2"),
        (timedelta(days=3, microseconds=1), "G1"),
        (96 * HOUR, "G1"),
        (timedelta(days=7), "G1"),
        (168 * HOUR, "G1"),
        (timedelta(days=7, microseconds=1), "G0"),
    ],
)
def test_generation_type_follows_the_scheduled_time(elapsed, expected):
    assert candidate_generation_type(VISIT + elapsed, VISIT) == expected


def test_generation_type_ignores_how_late_the_scan_is():
    # The 72h trigger is G2 even when the scan only sees it on day five.
    assert candidate_generation_type(VISIT + 72 * HOUR, VISIT) == "G2"


def test_a_shorter_schedule_hour_scales_every_rule_together():
    minute = timedelta(minutes=1)
    assert next_trigger_at(VISIT, VISIT + minute, hour=minute) == VISIT + 4 * minute
    assert candidate_generation_type(VISIT + 96 * minute, VISIT, hour=minute) == "G1"
