"""The results' ring's arithmetic: a bucket the rotation may empty holds only expired results,
however long ago and with whatever TTL up to the ring's longest they were stored; and a
TTL past it is refused with one line."""

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hourglass.core.results import ResultTtlRefused, check_result_ttl
from hourglass.core.store.results import (
    RESULT_BUCKET_SECONDS,
    RESULT_BUCKETS,
    RESULT_TTL_MAX_MS,
    quiet_buckets,
)

MAX_TTL_S = RESULT_TTL_MAX_MS / 1000


def bucket_of(expires_at_s: float) -> int:
    """result_ring_bucket() of migration 0031, in Python."""
    return math.floor(expires_at_s / RESULT_BUCKET_SECONDS) % RESULT_BUCKETS


@given(
    clock=st.floats(min_value=1.7e9, max_value=2.2e9),
    stored_ago=st.floats(min_value=0, max_value=10 * 24 * 3600),
    ttl=st.floats(min_value=0, max_value=MAX_TTL_S),
)
def test_a_quiet_bucket_holds_no_result_that_has_not_expired(clock, stored_ago, ttl):
    expires_at = clock - stored_ago + ttl
    if expires_at > clock:
        assert bucket_of(expires_at) not in quiet_buckets(clock)


@given(clock=st.floats(min_value=1.7e9, max_value=2.2e9))
def test_three_buckets_are_quiet_at_any_time(clock):
    # 80 minutes round, less the hour a result may be kept, less the bucket written now.
    assert len(quiet_buckets(clock)) == 3


def test_a_bucket_stays_quiet_for_a_quarter_of_an_hour_after_its_window():
    window_start = 1_800_000_000 - 1_800_000_000 % RESULT_BUCKET_SECONDS
    bucket = bucket_of(window_start)
    assert bucket not in quiet_buckets(window_start + RESULT_BUCKET_SECONDS - 1)
    for minutes in (0, 7, 14.9):
        assert bucket in quiet_buckets(window_start + RESULT_BUCKET_SECONDS + minutes * 60)
    assert bucket not in quiet_buckets(window_start + RESULT_BUCKET_SECONDS + 15 * 60)


@pytest.mark.parametrize("ttl", [0, 1, 600_000, RESULT_TTL_MAX_MS])
def test_a_result_ttl_up_to_an_hour_is_accepted(ttl):
    check_result_ttl(ttl, "actor add")


@pytest.mark.parametrize("ttl", [RESULT_TTL_MAX_MS + 1, 86_400_000, -1, True, "600000", None])
def test_a_result_ttl_past_an_hour_or_not_milliseconds_is_refused_in_one_line(ttl):
    with pytest.raises(ResultTtlRefused, match=r"^actor add: result_ttl") as refused:
        check_result_ttl(ttl, "actor add")
    assert "\n" not in str(refused.value)
