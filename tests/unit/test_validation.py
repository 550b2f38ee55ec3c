"""The argument checks of actors and the collection sources: ids, times, text, message ids
(the time windows of producer arguments are the SQL functions': tests/integration)."""

from datetime import UTC, datetime, timedelta

import pytest

from hourglass.core.errors import InvalidInput
from hourglass.core.validation import (
    MAX_ID,
    aware_datetime,
    iso_datetime,
    message_uuid,
    positive_id,
    text,
)

NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
DAY = timedelta(days=1)


@pytest.mark.parametrize("good", [1, 42, MAX_ID])
def test_an_id_from_1_to_the_bigint_maximum_is_accepted(good):
    assert positive_id("member_id", good) == good


@pytest.mark.parametrize("bad", [0, -1, MAX_ID + 1, 2**64, True, 1.0, "7", None])
def test_any_other_id_is_refused_naming_the_argument(bad):
    with pytest.raises(InvalidInput, match="member_id must be a positive integer"):
        positive_id("member_id", bad)


@pytest.mark.parametrize("bad", [datetime(2026, 12, 1), "2026-12-01T00:00:00+00:00", None, 0])
def test_a_naive_or_non_datetime_is_refused(bad):
    with pytest.raises(InvalidInput, match="must be a timezone-aware datetime"):
        aware_datetime("due_at", bad)


def test_an_iso_time_from_a_message_is_parsed_or_refused():
    assert iso_datetime("now", "2026-12-01T12:00:00+00:00") == NOW
    for bad in ("yesterday", "2026-12-01T12:00:00", 17, None):
        with pytest.raises(InvalidInput):
            iso_datetime("now", bad)


def test_text_is_stripped_and_bounded():
    assert text("name", "  broth ", 5) == "broth"
    for bad in ("", "   ", "x" * 6, "bro\x00th", "a\nb", None, 7, b"broth"):
        with pytest.raises(InvalidInput, match="name must be"):
            text("name", bad, 5)


def test_a_huge_value_is_quoted_short_in_the_error():
    with pytest.raises(InvalidInput) as raised:
        text("name", "x" * 1_000_000, 200)
    assert len(str(raised.value)) < 200


def test_a_message_uuid_is_checked():
    assert (
        message_uuid("ticket", "6f1c4a1e-0000-4000-8000-000000000000")
        == "6f1c4a1e-0000-4000-8000-000000000000"
    )
    for bad in ("not-a-uuid", 12, None, ""):
        with pytest.raises(InvalidInput, match="ticket must be a UUID"):
            message_uuid("ticket", bad)
