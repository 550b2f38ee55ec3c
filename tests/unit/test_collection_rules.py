"""Collection rules with no I/O: payload parsers, slice verdicts, business dates and
cutoffs, cron times, company names, source validation."""

from dataclasses import replace
from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import pytest

from actors.collection import dispatcher
from actors.collection.dispatcher import SliceCheck, latest_cutoff, slice_verdict
from actors.collection.gateways import (
    PageRequest,
    SourceFailure,
    page_url,
    parse_feed,
    parse_greenhouse,
    parse_lever,
)
from actors.collection.sources import _source_columns
from hourglass.core.errors import InvalidInput
from models.collection import normalized_company_name

KST = ZoneInfo("Asia/Seoul")


def request(fmt, cursor=None, page_size=2):
    return PageRequest(fmt, "https://api.example.com", "acme", cursor, page_size)


# --- parsers --------------------------------------------------------------------------------


def test_greenhouse_board_is_one_page_and_keeps_each_raw_job():
    job = {
        "id": 7,
        "title": "SRE",
        "updated_at": "2025-01-01",
        "location": {"name": "Seoul"},
        "absolute_url": "u",
    }
    page = parse_greenhouse({"jobs": [job], "meta": {"total": 1}}, request("greenhouse"))
    assert page.is_last
    [posting] = page.postings
    assert (posting.external_id, posting.title, posting.location, posting.url, posting.raw) == (
        "7",
        "SRE",
        "Seoul",
        "u",
        job,
    )


def test_lever_page_shorter_than_the_page_size_is_the_last():
    item = {"id": "a", "text": "PM", "categories": {"location": "Busan"}, "hostedUrl": "h"}
    full = parse_lever([item, {**item, "id": "b"}], request("lever", cursor="4"))
    short = parse_lever([item], request("lever", cursor="6"))
    assert full.next_cursor == "6" and short.is_last


def test_feed_names_the_company_of_each_posting_and_its_next_cursor():
    page = parse_feed(
        {"postings": [{"id": 1, "company": " Initech ", "title": "QA"}], "next_cursor": "c2"},
        request("feed"),
    )
    assert page.next_cursor == "c2" and page.postings[0].company_name == "Initech"


@pytest.mark.parametrize(
    "parser, payload, detail",
    [
        (parse_greenhouse, [], "payload is list, expected an object"),
        (parse_greenhouse, {"jobs": [{"title": "x"}]}, "jobs[0].id is missing"),
        (
            parse_greenhouse,
            {"jobs": [{"id": True, "title": "x"}]},
            "jobs[0].id is missing or not an id",
        ),
        (
            parse_greenhouse,
            {"jobs": [{"id": 1, "title": "x", "location": "Seoul"}]},
            "jobs[0].location is str",
        ),
        (parse_lever, {"id": "a"}, "payload is dict, expected a list"),
        (parse_lever, [{"id": "a", "text": None}], "[0].text is missing"),
        (
            parse_feed,
            {"postings": [{"id": "1", "company": "", "title": "x"}]},
            "postings[0].company is empty",
        ),
        (parse_feed, {"postings": [{"id": "1", "title": "x"}]}, "postings[0].company is missing"),
        (parse_feed, {"postings": [], "next_cursor": 5}, "next_cursor is int"),
        (parse_feed, {"postings": [], "next_cursor": "c1"}, "repeats the current cursor"),
        (
            parse_feed,
            {"postings": [{"id": "1", "company": "A", "title": "x"}] * 2},
            "appears twice",
        ),
    ],
)
def test_malformed_payloads_are_refused_with_the_place_named(parser, payload, detail):
    with pytest.raises(SourceFailure) as failure:
        parser(payload, request(parser.__name__.removeprefix("parse_"), cursor="c1"))
    assert failure.value.kind == "MALFORMED" and detail in failure.value.detail


def test_page_urls_follow_each_format():
    assert page_url(request("greenhouse")) == ("https://api.example.com/v1/boards/acme/jobs", {})
    assert page_url(request("lever", cursor="4")) == (
        "https://api.example.com/v0/postings/acme",
        {"mode": "json", "skip": 4, "limit": 2},
    )
    assert page_url(request("feed")) == ("https://api.example.com", {})
    assert page_url(request("feed", cursor="c9")) == ("https://api.example.com", {"cursor": "c9"})


# --- slice verdicts -------------------------------------------------------------------------

GOOD = SliceCheck(True, True, False, True, 0.0, 1, "COMPANY", "lever", "u", "b", 2, 1, None)


@pytest.mark.parametrize(
    "change, verdict",
    [
        ({}, "GO"),
        ({"owned": False}, "STALE"),
        ({"leased": False}, "EXPIRED"),
        ({"requested": True}, "ALREADY_REQUESTED"),
        ({"enabled": False}, "DISABLED"),
        ({"throttle_wait": 0.5}, "THROTTLED"),
        ({"enabled": False, "throttle_wait": 0.5}, "DISABLED"),
    ],
)
def test_slice_verdict(change, verdict):
    assert slice_verdict(replace(GOOD, **change)) == verdict


def test_a_message_for_a_missing_cycle_is_stale():
    assert slice_verdict(None) == "STALE"


# --- business dates, cutoffs, crons ---------------------------------------------------------


def test_business_date_is_the_date_in_seoul():
    assert dispatcher.business_date(datetime(2025, 3, 9, 15, 30, tzinfo=UTC), KST) == date(
        2025, 3, 10
    )


@pytest.mark.parametrize(
    "utc_time, expected_day",
    [
        (datetime(2025, 3, 10, 0, 0, tzinfo=UTC), date(2025, 3, 10)),
        (datetime(2025, 3, 9, 23, 59, tzinfo=UTC), date(2025, 3, 9)),
        (datetime(2025, 3, 9, 15, 0, tzinfo=UTC), date(2025, 3, 9)),
    ],
)
def test_latest_cutoff_is_nine_in_seoul(utc_time, expected_day):
    day, cutoff = latest_cutoff(utc_time, KST, 9)
    assert day == expected_day
    assert cutoff == datetime(
        expected_day.year, expected_day.month, expected_day.day, 0, 0, tzinfo=UTC
    )


# --- companies and sources ------------------------------------------------------------------


def test_company_names_are_registered_under_one_key_whatever_their_spelling():
    fullwidth = "  ＡＣＭＥ   Corp "  # noqa: RUF001  (full-width letters are the point)
    assert normalized_company_name(fullwidth) == normalized_company_name("acme corp") == "acme corp"


@pytest.mark.parametrize(
    "arguments, message",
    [
        ({"name": " "}, "source name"),
        ({"format": "rss"}, "format must be one of"),
        ({"kind": "AGGREGATOR"}, "a lever source is COMPANY"),
        ({"base_url": "ftp://x"}, "http:// or https://"),
        ({"base_url": "https://user:secret@example.com"}, "credentials"),
        ({"board": None}, "needs its board"),
        ({"company": " "}, "needs the name of its company"),
        ({"throttle_seconds": -1}, "between 0 and"),
        ({"page_size": 0}, "page size"),
        ({"format": "feed", "board": None}, "--company does not apply"),
    ],
)
def test_bad_source_values_are_refused(arguments, message):
    values = {
        "name": "acme",
        "format": "lever",
        "base_url": "https://api.lever.co",
        "board": "acme",
        "company": "Acme",
        "kind": None,
        "throttle_seconds": 1.0,
        "page_size": 100,
        **arguments,
    }
    with pytest.raises(InvalidInput, match=message):
        _source_columns(**values)
