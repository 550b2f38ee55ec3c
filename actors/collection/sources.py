"""What operators configure and do for the collection dispatcher: job sources, feature
flags, and the re-run of a day's failed cycle.

Every value is checked before anything is written; a bad one raises InvalidInput and
leaves the tables as they were.
"""

import math

import httpx

from actors.collection import settings as settings_module
from actors.collection.dispatcher import business_date, dispatch_tick_job
from hourglass.core import audit
from hourglass.core.errors import InvalidInput
from hourglass.core.sending import send_in_transaction
from hourglass.core.validation import text
from models import collection as store
from models import db
from models.collection import KIND_OF_FORMAT

#: A source's default minimum interval between two requests to it, in seconds.
DEFAULT_THROTTLE_SECONDS = 1.0

#: The longest throttle a source may have: one request an hour.
MAX_THROTTLE_SECONDS = 3600.0

DEFAULT_PAGE_SIZE = 100
MAX_PAGE_SIZE = 1000
#: Longest source name, board token or company slug, company name and base URL, in characters.
MAX_NAME_LENGTH = 100
MAX_BOARD_LENGTH = 100
MAX_COMPANY_LENGTH = 200
MAX_URL_LENGTH = 2048


def add_source(
    name,
    format,
    base_url,
    board=None,
    company=None,
    kind=None,
    throttle_seconds=DEFAULT_THROTTLE_SECONDS,
    page_size=DEFAULT_PAGE_SIZE,
    enabled=True,
) -> int:
    """Register a job source (and its company, for a company board); returns its id."""
    columns = _source_columns(
        name, format, base_url, board, company, kind, throttle_seconds, page_size
    )
    enabled = _flag_value("enabled", enabled)
    with db.atomic():
        if columns["kind"] == "COMPANY":
            columns["company_id"] = store.register_companies([company.strip()])[
                store.normalized_company_name(company)
            ]
        source_id = store.insert_source(**columns, enabled=enabled)
        if source_id is None:
            raise InvalidInput(f"source {columns['name']!r} already exists")
    return source_id


def set_source_enabled(name, enabled) -> None:
    name = text("source name", name, MAX_NAME_LENGTH)
    if not store.set_source_enabled(name, _flag_value("enabled", enabled)):
        raise InvalidInput(f"no source named {name!r}")


def list_sources() -> list[dict]:
    keys = (
        "id",
        "name",
        "kind",
        "format",
        "base_url",
        "board",
        "company",
        "enabled",
        "throttle_ms",
        "page_size",
    )
    return [dict(zip(keys, row, strict=True)) for row in store.list_sources()]


def set_flag(name, enabled) -> None:
    if name not in store.FEATURE_FLAGS:
        raise InvalidInput(
            f"unknown flag {name!r} (known: {', '.join(sorted(store.FEATURE_FLAGS))})"
        )
    store.set_flag(name, _flag_value("enabled", enabled))


def list_flags() -> list[tuple]:
    """(name, enabled, updated_at) of every known flag; one never set is off."""
    return store.list_flags()


def _source_columns(
    name, format, base_url, board, company, kind, throttle_seconds, page_size
) -> dict:
    name = text("source name", name, MAX_NAME_LENGTH)
    if format not in KIND_OF_FORMAT:
        raise InvalidInput(f"format must be one of {', '.join(KIND_OF_FORMAT)}, got {format!r}")
    expected_kind = KIND_OF_FORMAT[format]
    if kind is not None and kind != expected_kind:
        raise InvalidInput(f"a {format} source is {expected_kind}, not {kind!r}")
    _check_company_and_board(format, expected_kind, board, company)
    return {
        "name": name,
        "kind": expected_kind,
        "format": format,
        "base_url": _base_url(base_url),
        "board": text("board", board, MAX_BOARD_LENGTH) if board else None,
        "company_id": None,
        "throttle_ms": _throttle_ms(throttle_seconds),
        "page_size": _page_size(page_size),
    }


def _check_company_and_board(format, kind, board, company) -> None:
    if format == "feed" and board:
        raise InvalidInput("--board applies to greenhouse and lever sources only")
    if format != "feed" and not board:
        raise InvalidInput(f"a {format} source needs its board (the board token or company slug)")
    if kind == "COMPANY":
        if not isinstance(company, str) or not store.normalized_company_name(company):
            raise InvalidInput(f"a {format} source needs the name of its company")
        text("company", company, MAX_COMPANY_LENGTH)
    if kind == "AGGREGATOR" and company:
        raise InvalidInput(
            "an aggregator's postings name their own companies: --company does not apply"
        )


def _flag_value(name, value) -> bool:
    if not isinstance(value, bool):
        raise InvalidInput(f"{name} must be True or False, got {value!r}")
    return value


def _base_url(value) -> str:
    value = text("base URL", value, MAX_URL_LENGTH)
    try:
        url = httpx.URL(value)
    except httpx.InvalidURL as exc:
        raise InvalidInput(f"base URL {value!r} is not a URL: {exc}") from None
    if url.scheme not in ("http", "https") or not url.host:
        raise InvalidInput(f"base URL {value!r} must be an http:// or https:// URL with a host")
    if url.userinfo:
        raise InvalidInput("base URL must not carry credentials")
    if url.fragment:
        raise InvalidInput(f"base URL {value!r} must not have a #fragment")
    return str(url)


def _throttle_ms(seconds) -> int:
    if (
        not isinstance(seconds, (int, float))
        or isinstance(seconds, bool)
        or not math.isfinite(seconds)
    ):
        raise InvalidInput(f"throttle must be a number of seconds, got {seconds!r}")
    if not 0 <= seconds <= MAX_THROTTLE_SECONDS:
        raise InvalidInput(
            f"throttle must be between 0 and {MAX_THROTTLE_SECONDS:g} seconds, got {seconds:g}"
        )
    return round(seconds * 1000)


def _page_size(value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_PAGE_SIZE:
        raise InvalidInput(f"page size must be an integer from 1 to {MAX_PAGE_SIZE}, got {value!r}")
    return value


def rerun_failed_cycle(source_name, operator: audit.Operator) -> None:
    """An operator's re-run of a source's FAILED cycle of today (its board fixed): a failure
    stays terminal for the day unless she says so. READY again from the first page, with a
    dispatch tick sent to claim it now rather than at the next minute; anything else is
    refused, unchanged."""
    name = text("source name", source_name, MAX_NAME_LENGTH)
    zone = settings_module.load().business_timezone
    with audit.acting(operator, "cycle.rerun", f"source {name}") as outcome:
        with store.cycle_writes():
            day = business_date(db.now(), zone)
            if store.rerun_failed_cycle(name, day) is None:
                status = store.cycle_status(name, day)
                if status is None:
                    raise InvalidInput(f"source {name!r} has no cycle on {day}")
                raise InvalidInput(f"the {day} cycle of {name!r} is {status}, not FAILED")
            send_in_transaction(dispatch_tick_job)
        outcome.text = f"{day} cycle READY again"
