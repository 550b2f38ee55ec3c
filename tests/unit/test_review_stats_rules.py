"""Review statistics rules, no I/O: figures from counts and the coalescing window (input
is refused by the SQL functions: tests/integration/test_producer_bounds.py)."""

import pytest

from actors.review_stats import (
    follow_up_delay,
    recount,
    statistics_from_counts,
)
from models.reviews import ANSWERS, STATS_COLUMNS


def test_average_and_ratios_come_from_the_counts():
    figures = statistics_from_counts((4, 14, 1, 2, 1, 0, 4, 0, 3, 1, 0))
    assert figures["rating_average"] == 3.5
    assert figures["capacity_enough_ratio"] == 0.5
    assert figures["density_smooth_ratio"] == 1.0
    assert figures["particle_small_ratio"] == 0.75 and figures["particle_large_ratio"] == 0.0
    assert list(figures) == list(STATS_COLUMNS)


def test_an_item_type_without_reviews_has_all_zero_figures():
    figures = statistics_from_counts((0,) * 11)
    assert set(figures.values()) == {0}


def test_a_recount_review_by_review_gives_the_same_figures():
    reviews = [
        (5, "PLENTY", "THICK", "LARGE"),
        (2, "SMALL", "THICK", "SMALL"),
        (4, "PLENTY", "WATERY", "LARGE"),
    ]
    expected_counts = {
        "capacity_plenty_count": 2,
        "density_thick_count": 2,
        "particle_large_count": 2,
    }
    figures = recount(reviews)
    assert (figures["review_count"], figures["rating_sum"]) == (3, 11)
    assert {name: figures[name] for name in expected_counts} == expected_counts
    assert sum(figures[f"{question}_{answer.lower()}_count"] for question, answer in ANSWERS) == 9


# --- the coalescing window ------------------------------------------------------------

LONGEST_S, FULL_RATE = 0.2, 25  # the defaults


def delay(pending, since_previous, seconds):
    return follow_up_delay(pending, since_previous, seconds, LONGEST_S, FULL_RATE)


def test_an_item_type_never_recomputed_before_follows_its_pending_changes_up_at_once():
    assert delay(pending=3, since_previous=3, seconds=None) == 0


def test_a_quiet_item_type_gets_no_follow_up_and_its_next_change_goes_at_once():
    assert delay(pending=0, since_previous=1, seconds=60) is None
    assert (
        delay(pending=0, since_previous=5, seconds=1) is None
    )  # 5 a second: a window of 40 ms gathers none
    assert delay(pending=0, since_previous=1, seconds=0.01) is None  # one change is no rate


def test_a_trickle_with_changes_pending_is_followed_up_almost_at_once():
    assert delay(pending=1, since_previous=2, seconds=10) == pytest.approx(
        LONGEST_S * 0.2 / FULL_RATE
    )


def test_the_window_widens_with_the_rate_of_change_up_to_the_longest():
    windows = [
        delay(pending=1, since_previous=rate, seconds=1) for rate in (1, 10, 22, 40, 60, 222, 2000)
    ]
    assert windows == sorted(windows)
    assert windows[2] == pytest.approx(
        LONGEST_S * 22 / FULL_RATE
    )  # 200 changes/s over nine item types
    assert windows[-3:] == [LONGEST_S] * 3


def test_a_busy_item_type_keeps_a_follow_up_even_when_nothing_landed_during_the_recompute():
    # 22 a second: a window of 176 ms is expected to gather four changes.
    assert delay(pending=0, since_previous=22, seconds=1) == pytest.approx(
        LONGEST_S * 22 / FULL_RATE
    )


def test_a_window_of_zero_follows_pending_changes_up_at_once_and_never_waits():
    assert follow_up_delay(5, 500, 1, 0, FULL_RATE) == 0
    assert follow_up_delay(0, 500, 1, 0, FULL_RATE) is None
