"""The daily collection dispatcher (SPEC §2): prepare the day's cycles, claim slices fairly,
collect one page per slice with no transaction open, and capture the SLA snapshot at cutoff.

A slice is one page. After a page the cycle goes back to READY at the end of the line, and
the place it frees is handed, in the same transaction, to the longest-waiting READY cycle.
"""

import logging
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date, datetime, timedelta
from datetime import time as time_of_day
from functools import partial
from typing import TypeVar
from urllib.parse import urlsplit

import dramatiq
import peewee

from actors.collection import settings as settings_module
from actors.collection.gateways import FetchPolicy, PageRequest, SourceFailure, fetch_page
from hourglass.core.dead_letters import exception_summary
from hourglass.core.errors import MALFORMED_MESSAGE, transient_database_error
from hourglass.core.flow_limits import FlowLimit
from hourglass.core.scheduler import ZonedCron, cron
from hourglass.core.sending import enqueue_in_transaction
from hourglass.core.validation import iso_datetime
from models import collection as store
from models import db
from models.collection import SliceCheck

logger = logging.getLogger(__name__)

T = TypeVar("T")

#: A slice waits inline for its source's throttle at most this long (connection released);
#: a source throttled further ahead is not claimed until it comes within this.
MAX_THROTTLE_WAIT = timedelta(seconds=5)

#: A slice that has its page waits out a transient database fault, retrying its write
#: after this pause, doubling up to the cap (within its lease).
OUTCOME_RETRY_MIN_S = 0.1
OUTCOME_RETRY_MAX_S = 5.0

#: Failure kinds of the dispatcher itself (the gateway's are in gateways.py).
LEASE_EXPIRED = "LEASE_EXPIRED"
DATABASE = "DATABASE"

# What a collect message may do with its cycle (see `slice_verdict`).
GO = "GO"
STALE = "STALE"
EXPIRED = "EXPIRED"
ALREADY_REQUESTED = "ALREADY_REQUESTED"
DISABLED = "DISABLED"
THROTTLED = "THROTTLED"


# --- rules (pure) ---------------------------------------------------------------------------


def business_date(now: datetime, zone) -> date:
    return now.astimezone(zone).date()


def cutoff_at(day: date, zone, cutoff_hour: int) -> datetime:
    return datetime.combine(day, time_of_day(cutoff_hour), tzinfo=zone)


def latest_cutoff(now: datetime, zone, cutoff_hour: int) -> tuple[date, datetime]:
    """The business date whose SLA cutoff is the latest at or before `now`, and that cutoff."""
    local = now.astimezone(zone)
    day = local.date() if local.hour >= cutoff_hour else local.date() - timedelta(days=1)
    return day, cutoff_at(day, zone, cutoff_hour)


def slice_verdict(check: SliceCheck | None) -> str:
    """Whether a collect message may call its source now, and if not, why."""
    if check is None or not check.owned:
        return STALE
    if not check.leased:
        return EXPIRED
    if check.requested:
        return ALREADY_REQUESTED
    if not check.enabled:
        return DISABLED
    if check.throttle_wait > 0:
        return THROTTLED
    return GO


# --- plain functions (tests pass `now`) -----------------------------------------------------


def prepare_daily_cycles(now=None) -> int:
    """Create the business date's READY cycle of every enabled source; returns how many
    were new (a second call the same day creates none)."""
    zone = settings_module.load().business_timezone
    with store.cycle_writes():
        day = business_date(now or db.now(), zone)
        created = store.prepare_cycles(day)
    if created:
        logger.info("event=cycles_prepared business_date=%s count=%d", day, created)
    return created


def dispatch_tick(now=None) -> int:
    """One tick, only while the dispatch flag is ON: capture a missed SLA snapshot, prepare
    the day, fail expired leases, claim ready cycles. Returns the cycles claimed."""
    if not store.flag_enabled(store.DISPATCH_FLAG):
        logger.info("event=tick_skipped reason=flag_off flag=%s", store.DISPATCH_FLAG)
        return 0
    settings = settings_module.load()
    now = now or db.now()
    _capture_missed_snapshots(now, settings)
    prepare_daily_cycles(now)
    with store.cycle_writes():
        expired = store.expire_leases()
        claimed = _claim_and_send(business_date(now, settings.business_timezone), settings)
    for cycle_id in expired:
        logger.warning("event=cycle_failed cycle_id=%s kind=%s", cycle_id, LEASE_EXPIRED)
    logger.info("event=tick claimed=%d expired=%d", claimed, len(expired))
    return claimed


def capture_sla_snapshot(now=None) -> date | None:
    """Capture the snapshot of the business date whose cutoff is the latest at or before
    `now`, behind the exclusive SLA gate. Returns that date, or None if it already had one."""
    settings = settings_module.load()
    now = now or db.now()
    day, cutoff = latest_cutoff(now, settings.business_timezone, settings.sla_cutoff_hour)
    return _capture(day, cutoff, late=now >= cutoff + settings.sla_capture_grace)


def _capture(day, cutoff, late) -> date | None:
    with db.atomic():
        captured = store.capture_snapshot(day, cutoff, late)
    if captured:
        logger.info("event=sla_snapshot_captured business_date=%s late=%s", day, late)
    return day if captured else None


def _capture_missed_snapshots(now, settings) -> None:
    """If the cutoff passed (plus its grace) with no snapshot, the scheduler was down: capture
    it now, marked late — and any earlier day left without one."""
    zone, hour = settings.business_timezone, settings.sla_cutoff_hour
    day, cutoff = latest_cutoff(now, zone, hour)
    if now < cutoff + settings.sla_capture_grace:
        return
    for missed in [*store.uncaptured_dates(before=day), day]:
        if not store.snapshot_exists(missed):
            _capture(missed, cutoff_at(missed, zone, hour), late=True)


def _claim_and_send(day, settings) -> int:
    """In the caller's transaction: claim ready cycles of `day` and send their messages."""
    limit = settings.claims_per_tick
    claims = store.claim_ready_cycles(day, limit, limit, settings.lease, MAX_THROTTLE_WAIT)
    # The source's host is the message's flow key: HOURGLASS_COLLECTION_HOST_CONCURRENCY
    # limits the slices of one host's sources at once.
    enqueue_in_transaction(
        [
            collect_source_slice.message_with_options(
                args=(cycle_id, token), flow_key=urlsplit(base_url).hostname or ""
            )
            for cycle_id, token, base_url in claims
        ]
    )
    return len(claims)


def _hand_off() -> None:
    """In the transaction that freed a place: give it to the longest-waiting READY cycle."""
    if store.flag_enabled(store.DISPATCH_FLAG):
        settings = settings_module.load()
        _claim_and_send(business_date(db.now(), settings.business_timezone), settings)


# --- one slice ------------------------------------------------------------------------------


@contextmanager
def released_connection() -> Iterator[None]:
    """Around source I/O: assert that no transaction is open, and hold no connection (the
    next query connects again, and a database away by then is the caller's to wait out)."""
    if db.in_transaction():
        raise RuntimeError("a database transaction is open around source I/O")
    db.close()
    yield


@dramatiq.actor(
    actor_name="collect_source_slice",
    queue_name="collection",
    max_retries=0,
    time_limit=15 * 60_000,
    flow_limit=lambda: FlowLimit(concurrency=settings_module.load().host_concurrency, per_key=True),
)
def collect_source_slice(cycle_id, lease_token) -> None:
    """Collect one page of the cycle's source for the claim `lease_token`. A source's
    failures are terminal for the day: no retry, no second request. A transient database
    fault before the request retries the message (hourglass.core.transient_retries); after it,
    the outcome's write waits the fault out (`_after_the_request`)."""
    check = _reserve_request(cycle_id, lease_token)
    if check is None:
        return
    request = PageRequest(check.format, check.base_url, check.board, check.cursor, check.page_size)
    policy = FetchPolicy.from_settings(settings_module.load())
    try:
        with released_connection():
            page = fetch_page(request, policy)
    except SourceFailure as failure:
        _after_the_request(partial(_fail, cycle_id, lease_token, failure.kind, failure.detail))
        return
    _after_the_request(partial(_apply, cycle_id, lease_token, check, page))


def _after_the_request(record_outcome: Callable[[], None]) -> None:
    """Record what the request gave (the page applied, or the failure), waiting out a
    transient database fault (a restart, a cut connection): the page is never requested
    again, and a database that was briefly away costs the slice a retry, not the day (the
    lease still decides)."""
    _through_database_faults(record_outcome)


def _through_database_faults(action: Callable[[], T]) -> T:
    """`action()`, tried again through transient database faults with capped backoff for as
    long as the lease may still hold."""
    give_up_at = time.monotonic() + settings_module.load().lease.total_seconds()
    pause = OUTCOME_RETRY_MIN_S
    while True:
        try:
            return action()
        except peewee.DatabaseError as exc:
            if not transient_database_error(exc) or time.monotonic() + pause > give_up_at:
                raise
            logger.warning(
                "event=slice_outcome_retried error=%s pause_s=%.1f", exception_summary(exc), pause
            )
        if not db.is_closed():
            db.close()  # the connection the fault ended goes; the next try connects anew
        time.sleep(pause)
        pause = min(pause * 2, OUTCOME_RETRY_MAX_S)


def _reserve_request(cycle_id, token) -> SliceCheck | None:
    """Re-check the claim and the source, wait out the throttle (re-checking after), and
    reserve the request place. Returns the check to go on with, or None."""
    while True:
        check, verdict, reserving = None, None, None
        try:
            with store.cycle_writes():
                check = store.check_slice(cycle_id, token)
                verdict = slice_verdict(check)
                if check is not None and verdict == GO:
                    reserving = store.reserve_request(cycle_id, token, check.source_id)
                    return check
                if verdict == EXPIRED:
                    store.fail_cycle(
                        cycle_id, token, LEASE_EXPIRED, "lease expired before the request"
                    )
                if verdict == DISABLED:
                    store.release_cycle(cycle_id, token)
                if verdict in (EXPIRED, DISABLED):
                    _hand_off()
        except peewee.DatabaseError as exc:
            if not (transient_database_error(exc) and reserving is not None):
                raise
            # The reservation's commit went unanswered (a restart's AdminShutdown arriving on
            # the COMMIT): had it landed, a retry would find the request made and skip, and
            # the source would lose its day. This process knows it made no request: it asks
            # whether its transaction committed.
            landed = partial(store.reservation_landed, reserving, cycle_id, token)
            if _through_database_faults(landed):
                logger.warning("event=slice_reservation_confirmed cycle_id=%s", cycle_id)
                return check
            raise
        if check is None or verdict != THROTTLED:
            logger.info("event=slice_skipped cycle_id=%s reason=%s", cycle_id, verdict.lower())
            return None
        wait = min(check.throttle_wait, MAX_THROTTLE_WAIT.total_seconds())
        logger.info(
            "event=slice_throttled cycle_id=%s source_id=%s wait_s=%.3f",
            cycle_id,
            check.source_id,
            wait,
        )
        with released_connection():
            time.sleep(wait)


def _fail(cycle_id, token, kind, detail) -> None:
    with store.cycle_writes():
        failed = store.fail_cycle(cycle_id, token, kind, detail)
        _hand_off()
    if failed:
        logger.warning("event=cycle_failed cycle_id=%s kind=%s", cycle_id, kind)
    else:
        logger.info(
            "event=failure_discarded cycle_id=%s kind=%s reason=stale_lease", cycle_id, kind
        )


def _apply(cycle_id, token, check: SliceCheck, page) -> None:
    """One short transaction: postings, seen ids, then cursor and counters — only for the
    claim that still owns the cycle. A database error fails the cycle; HTTP is not redone."""
    try:
        with store.cycle_writes():
            owned, leased = store.check_apply(cycle_id, token)
            if owned and leased:
                status = _save_page(cycle_id, token, check, page)
                _hand_off()
    except peewee.DatabaseError as exc:
        if transient_database_error(exc):
            raise  # waited out by _after_the_request
        _fail(cycle_id, token, DATABASE, exception_summary(exc))
        return
    if not owned:
        logger.info("event=slice_discarded cycle_id=%s reason=stale_lease", cycle_id)
    elif not leased:
        _fail(cycle_id, token, LEASE_EXPIRED, "lease expired before the result was applied")
    else:
        logger.info(
            "event=slice_applied cycle_id=%s source_id=%s postings=%d status=%s",
            cycle_id,
            check.source_id,
            len(page.postings),
            status,
        )


def _save_page(cycle_id, token, check: SliceCheck, page) -> str:
    company_ids = _company_ids(check, page)
    rows = [
        (p.external_id, company_ids[p.company_name], p.title, p.url, p.location, p.raw)
        for p in page.postings
    ]
    upserted = store.upsert_postings(check.source_id, rows)
    seen = store.record_seen(cycle_id, [p.external_id for p in page.postings])
    if page.is_last:
        closed = store.close_unseen_postings(check.source_id, cycle_id)
        store.finish_cycle(cycle_id, token, seen, upserted, closed)
        return "SUCCEEDED"
    store.advance_cycle(cycle_id, token, page.next_cursor, seen, upserted)
    return "READY"


def _company_ids(check: SliceCheck, page) -> dict:
    """Company id by the posting's company name: the source's own company for a COMPANY
    source, each named company (registered if new) for an aggregator."""
    if check.kind == "COMPANY":
        return {None: check.company_id}
    by_key = store.register_companies({p.company_name for p in page.postings})
    return {
        p.company_name: by_key[store.normalized_company_name(p.company_name)] for p in page.postings
    }


# --- periodic actors (periodiq's option on each) ----------------------------------------------


# The business day starts at 00:00 and its SLA snapshot is taken at the cutoff, both local
# time in the business zone, whatever its UTC offset that day (DST): read from the settings.
BUSINESS_DAY_START = ZonedCron(lambda: ("0 0 * * *", settings_module.load().business_timezone))
SLA_CUTOFF = ZonedCron(
    lambda: (
        f"0 {settings_module.load().sla_cutoff_hour} * * *",
        settings_module.load().business_timezone,
    )
)


@dramatiq.actor(
    actor_name="collection_prepare", queue_name="scans", max_retries=3, periodic=BUSINESS_DAY_START
)
def prepare_daily_cycles_job() -> None:
    prepare_daily_cycles()


@dramatiq.actor(
    actor_name="collection_tick", queue_name="scans", max_retries=0, periodic=cron("* * * * *")
)
def dispatch_tick_job() -> None:
    dispatch_tick()


@dramatiq.actor(
    actor_name="collection_sla_cutoff",
    queue_name="scans",
    max_retries=3,
    throws=MALFORMED_MESSAGE,
    periodic=SLA_CUTOFF,
)
def sla_cutoff_job(now=None) -> None:
    """`now` (ISO 8601, with its offset) lets an operator or a test capture a given day's cutoff."""
    capture_sla_snapshot(iso_datetime("now", now) if now else None)
