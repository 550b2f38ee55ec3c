"""Tables of the daily collection dispatcher, and the queries that claim, gate and move them.

Sources are fetched once per business date through a `collection_cycle`; postings keep
their raw payload; every cycle state write passes the SLA gate (a shared transaction-scoped
advisory lock) that the cutoff snapshot takes exclusively.
"""

import re
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime
from typing import NamedTuple

import peewee
from playhouse.postgres_ext import BinaryJSONField
from psycopg.types.json import Jsonb

from models import (
    BaseModel,
    DateTimeTZField,
    Event,
    History,
    db,
    fetch_all_as,
    fetch_one_as,
    newest_first,
)

SOURCE_KINDS = ("COMPANY", "AGGREGATOR")
#: A source's format says its kind: company boards (greenhouse, lever) belong to one
#: company; a feed is an aggregator.
KIND_OF_FORMAT = {"greenhouse": "COMPANY", "lever": "COMPANY", "feed": "AGGREGATOR"}
SOURCE_FORMATS = tuple(KIND_OF_FORMAT)
CYCLE_STATUSES = ("READY", "RUNNING", "SUCCEEDED", "FAILED")

#: The flag that turns the dispatcher's tick (and its hand-offs) on; no row means OFF.
DISPATCH_FLAG = "posting.collection-dispatch-v2"

#: Flags an operator may set, with what each one switches.
FEATURE_FLAGS = {DISPATCH_FLAG: "the collection dispatcher's tick and slice hand-offs"}

#: Key of the SLA gate: cycle state writes take it shared, the cutoff capture exclusively.
SLA_GATE_KEY = "hourglass.collection.sla-gate"

#: Key that serializes claims, so the in-flight count a claim reads is exact.
CLAIM_LOCK_KEY = "hourglass.collection.claim"


class Company(BaseModel):
    id = peewee.BigAutoField()
    name = peewee.TextField()
    normalized_name = peewee.TextField(unique=True)
    created_at = DateTimeTZField()


class JobSource(BaseModel):
    id = peewee.BigAutoField()
    name = peewee.TextField(unique=True)
    kind = peewee.TextField()
    format = peewee.TextField()
    base_url = peewee.TextField()
    board = peewee.TextField(null=True)
    company = peewee.ForeignKeyField(Company, null=True, column_name="company_id")
    enabled = peewee.BooleanField(default=True)
    throttle_ms = peewee.IntegerField(default=1000)
    page_size = peewee.IntegerField(default=100)
    next_request_at = DateTimeTZField()
    created_at = DateTimeTZField()
    updated_at = DateTimeTZField()


class CollectionCycle(BaseModel):
    id = peewee.BigAutoField()
    source = peewee.ForeignKeyField(JobSource, column_name="source_id")
    business_date = peewee.DateField()
    status = peewee.TextField(default="READY")
    cursor = peewee.TextField(null=True)
    page_count = peewee.IntegerField(default=0)
    seen_count = peewee.IntegerField(default=0)
    upserted_count = peewee.IntegerField(default=0)
    closed_count = peewee.IntegerField(default=0)
    lease_token = peewee.UUIDField(null=True)
    lease_expires_at = DateTimeTZField(null=True)
    requested_at = DateTimeTZField(null=True)
    failure_kind = peewee.TextField(null=True)
    failure_detail = peewee.TextField(null=True)
    ready_since = DateTimeTZField()
    started_at = DateTimeTZField(null=True)
    finished_at = DateTimeTZField(null=True)
    created_at = DateTimeTZField()
    updated_at = DateTimeTZField()


class JobPosting(BaseModel):
    id = peewee.BigAutoField()
    source = peewee.ForeignKeyField(JobSource, column_name="source_id")
    external_id = peewee.TextField()
    company = peewee.ForeignKeyField(Company, column_name="company_id")
    title = peewee.TextField()
    url = peewee.TextField(null=True)
    location = peewee.TextField(null=True)
    raw = BinaryJSONField()
    first_seen_at = DateTimeTZField()
    last_seen_at = DateTimeTZField()
    closed_at = DateTimeTZField(null=True)
    updated_at = DateTimeTZField()


class SlaSnapshot(BaseModel):
    business_date = peewee.DateField(primary_key=True)
    cutoff_at = DateTimeTZField()
    captured_at = DateTimeTZField()
    late = peewee.BooleanField()
    ready = peewee.IntegerField()
    running = peewee.IntegerField()
    succeeded = peewee.IntegerField()
    failed = peewee.IntegerField()


class SlaSnapshotCycle(BaseModel):
    business_date = peewee.DateField()
    cycle_id = peewee.BigIntegerField()
    source_id = peewee.BigIntegerField()
    status = peewee.TextField()
    cursor = peewee.TextField(null=True)
    page_count = peewee.IntegerField()
    seen_count = peewee.IntegerField()
    upserted_count = peewee.IntegerField()
    closed_count = peewee.IntegerField()
    failure_kind = peewee.TextField(null=True)

    class Meta:
        primary_key = peewee.CompositeKey("business_date", "cycle_id")


class FeatureFlag(BaseModel):
    name = peewee.TextField(primary_key=True)
    enabled = peewee.BooleanField()
    updated_at = DateTimeTZField()


def normalized_company_name(name: str) -> str:
    """The key companies are registered under: NFKC, case-folded, single spaces."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", name)).strip().casefold()


# --- the SLA gate and the claim lock --------------------------------------------------------

# Shared: any number of cycle writers at once; they all wait while a capture holds it.
ENTER_SLA_GATE = "SELECT pg_advisory_xact_lock_shared(hashtext(%s))"

# Exclusive: the capture waits for every writer in flight and holds new ones back.
CLOSE_SLA_GATE = "SELECT pg_advisory_xact_lock(hashtext(%s))"

LOCK_CLAIMS = "SELECT pg_advisory_xact_lock(hashtext(%s))"


@contextmanager
def cycle_writes() -> Iterator[None]:
    """A transaction that writes cycle state, the SLA gate entered first: an SLA capture
    waits for it to end and holds it back while capturing. Every cycle write goes in one."""
    with db.atomic():
        db.execute_sql(ENTER_SLA_GATE, (SLA_GATE_KEY,))
        yield


# --- sources, companies and flags -----------------------------------------------------------

INSERT_SOURCE = """
INSERT INTO job_source (name, kind, format, base_url, board, company_id, enabled, throttle_ms, page_size)
VALUES (%(name)s, %(kind)s, %(format)s, %(base_url)s, %(board)s, %(company_id)s, %(enabled)s,
        %(throttle_ms)s, %(page_size)s)
ON CONFLICT (name) DO NOTHING
RETURNING id
"""

SET_SOURCE_ENABLED = (
    "UPDATE job_source SET enabled = %s, updated_at = now() WHERE name = %s RETURNING id"
)

LIST_SOURCES = """
SELECT s.id, s.name, s.kind, s.format, s.base_url, s.board, c.name, s.enabled, s.throttle_ms, s.page_size
FROM job_source s LEFT JOIN company c ON c.id = s.company_id
ORDER BY s.name
"""

# Sorted names, so two transactions registering the same companies lock them in one order.
REGISTER_COMPANIES = """
INSERT INTO company (name, normalized_name)
SELECT name, normalized_name FROM unnest(%s::text[], %s::text[]) AS n(name, normalized_name)
ORDER BY normalized_name
ON CONFLICT (normalized_name) DO NOTHING
"""

COMPANY_IDS = "SELECT normalized_name, id FROM company WHERE normalized_name = ANY(%s::text[])"

SET_FLAG = """
INSERT INTO feature_flag (name, enabled) VALUES (%s, %s)
ON CONFLICT (name) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()
"""

FLAG_ENABLED = "SELECT enabled FROM feature_flag WHERE name = %s"

LIST_FLAGS = "SELECT name, enabled, updated_at FROM feature_flag ORDER BY name"


def insert_source(**columns) -> int | None:
    """The new source's id, or None when the name is taken."""
    row = db.execute_sql(INSERT_SOURCE, columns).fetchone()
    return row[0] if row else None


def set_source_enabled(name, enabled) -> bool:
    return db.execute_sql(SET_SOURCE_ENABLED, (enabled, name)).fetchone() is not None


def list_sources() -> list[tuple]:
    return db.execute_sql(LIST_SOURCES).fetchall()


def register_companies(names) -> dict[str, int]:
    """Company id by normalized name for `names`, registering the new ones."""
    by_key = {normalized_company_name(name): name for name in names}
    keys = sorted(by_key)
    db.execute_sql(REGISTER_COMPANIES, ([by_key[k] for k in keys], keys))
    return dict(db.execute_sql(COMPANY_IDS, (keys,)).fetchall())


def set_flag(name, enabled) -> None:
    db.execute_sql(SET_FLAG, (name, enabled))


def flag_enabled(name) -> bool:
    row = db.execute_sql(FLAG_ENABLED, (name,)).fetchone()
    return bool(row and row[0])


def list_flags() -> list[tuple]:
    stored = {
        name: (enabled, updated_at) for name, enabled, updated_at in db.execute_sql(LIST_FLAGS)
    }
    return [(name, *stored.get(name, (False, None))) for name in sorted(FEATURE_FLAGS)]


# --- cycles: prepare, expire, claim ---------------------------------------------------------

# An operator's re-run of a source's FAILED cycle of the day (its board fixed): READY from
# the first page, at the end of the line, its seen rows of the failed run forgotten.
RERUN_FAILED_CYCLE = """
WITH rerun AS (
    UPDATE collection_cycle AS c
    SET status = 'READY', cursor = NULL, page_count = 0, seen_count = 0, upserted_count = 0,
        closed_count = 0, lease_token = NULL, lease_expires_at = NULL, requested_at = NULL,
        failure_kind = NULL, failure_detail = NULL, ready_since = now(), started_at = NULL,
        finished_at = NULL, updated_at = now()
    FROM job_source AS s
    WHERE s.id = c.source_id AND s.name = %s AND c.business_date = %s AND c.status = 'FAILED'
    RETURNING c.id
), forgotten AS (
    DELETE FROM collection_seen_posting WHERE cycle_id IN (SELECT id FROM rerun)
)
SELECT id FROM rerun
"""

# `hourglass show source`: its latest cycles, by the (source, business date) key.
SOURCE_CYCLES = """
SELECT business_date, status, page_count, seen_count, upserted_count, closed_count,
       failure_kind, failure_detail, started_at, finished_at, ready_since
FROM collection_cycle WHERE source_id = %s ORDER BY business_date DESC LIMIT %s
"""

CYCLE_STATUS = """
SELECT c.status FROM collection_cycle AS c JOIN job_source AS s ON s.id = c.source_id
WHERE s.name = %s AND c.business_date = %s
"""

# Idempotent by the (source, business date) key: a second prepare of the day adds nothing.
PREPARE_CYCLES = """
INSERT INTO collection_cycle (source_id, business_date)
SELECT id, %s FROM job_source WHERE enabled
ORDER BY id
ON CONFLICT (source_id, business_date) DO NOTHING
RETURNING id
"""

# A lease past its expiry (database time) ends the cycle for the day.
EXPIRE_LEASES = """
UPDATE collection_cycle
SET status = 'FAILED', failure_kind = 'LEASE_EXPIRED',
    failure_detail = 'lease expired at ' || lease_expires_at::text,
    lease_token = NULL, finished_at = now(), updated_at = now()
WHERE status = 'RUNNING' AND lease_expires_at <= now()
RETURNING id
"""

RUNNING_COUNT = (
    "SELECT count(*) FROM collection_cycle WHERE status = 'RUNNING' AND lease_expires_at > now()"
)

# Longest-waiting first, one slice per claim. SKIP LOCKED: a cycle an apply holds is not
# waited for. Sources disabled, or throttled beyond what a slice waits inline, stay READY.
CLAIM_READY_CYCLES = """
WITH candidate AS (
    SELECT c.id, s.base_url
    FROM collection_cycle c JOIN job_source s ON s.id = c.source_id
    WHERE c.status = 'READY' AND c.business_date = %(business_date)s
      AND s.enabled AND s.next_request_at <= now() + %(max_throttle_wait)s
    ORDER BY c.ready_since, c.id
    LIMIT %(limit)s
    FOR UPDATE OF c SKIP LOCKED
)
UPDATE collection_cycle c
SET status = 'RUNNING', lease_token = gen_random_uuid(), lease_expires_at = now() + %(lease)s,
    requested_at = NULL, started_at = coalesce(c.started_at, now()), updated_at = now()
FROM candidate
WHERE c.id = candidate.id
RETURNING c.id, c.lease_token::text, candidate.base_url
"""


def rerun_failed_cycle(source_name, business_date) -> int | None:
    """The id of the source's FAILED cycle of the date, made READY again; else None."""
    row = db.execute_sql(RERUN_FAILED_CYCLE, (source_name, business_date)).fetchone()
    return None if row is None else row[0]


class CycleOutcome(NamedTuple):
    """A cycle as `source_history` lists it (SOURCE_CYCLES)."""

    business_date: date
    status: str
    page_count: int
    seen_count: int
    upserted_count: int
    closed_count: int
    failure_kind: str | None
    failure_detail: str | None
    started_at: datetime | None
    finished_at: datetime | None
    ready_since: datetime


def source_history(source_name, limit) -> History | None:
    """The source and its latest `limit` cycles with their outcomes, or None. The latest
    cycle, when FAILED, offers the operator's re-run (refused unless it is today's)."""
    source = JobSource.get_or_none(JobSource.name == source_name)
    if source is None:
        return None
    events: list[Event] = []
    for cycle in fetch_all_as(CycleOutcome, SOURCE_CYCLES, (source.id, limit)):
        summary = (
            f"{cycle.page_count} pages, {cycle.seen_count} seen, "
            f"{cycle.upserted_count} upserted, {cycle.closed_count} closed"
        )
        if cycle.failure_kind:
            summary += f"; {cycle.failure_kind}: {cycle.failure_detail}"
        latest_failed = cycle.status == "FAILED" and not events
        events.append(
            Event(
                cycle.finished_at or cycle.started_at or cycle.ready_since,
                f"cycle {cycle.business_date} {cycle.status}",
                summary,
                ("rerun", source.name) if latest_failed else None,
            )
        )
    facts = {
        "source": source.name,
        "format": source.format,
        "enabled": source.enabled,
        "base_url": source.base_url,
    }
    return History(facts, newest_first(events))


def cycle_status(source_name, business_date) -> str | None:
    row = db.execute_sql(CYCLE_STATUS, (source_name, business_date)).fetchone()
    return None if row is None else row[0]


def prepare_cycles(business_date) -> int:
    return len(db.execute_sql(PREPARE_CYCLES, (business_date,)).fetchall())


def expire_leases() -> list[int]:
    return [row[0] for row in db.execute_sql(EXPIRE_LEASES).fetchall()]


def claim_ready_cycles(
    business_date, per_claim, in_flight_cap, lease, max_throttle_wait
) -> list[tuple[int, str, str]]:
    """Claim up to `per_claim` READY cycles of the date, keeping at most `in_flight_cap`
    RUNNING; each gets a fresh lease token. Returns (cycle_id, lease_token, source's
    base_url)."""
    db.execute_sql(LOCK_CLAIMS, (CLAIM_LOCK_KEY,))
    (running,) = db.execute_sql(RUNNING_COUNT).fetchone()
    limit = min(per_claim, in_flight_cap - running)
    if limit <= 0:
        return []
    params = {
        "business_date": business_date,
        "limit": limit,
        "lease": lease,
        "max_throttle_wait": max_throttle_wait,
    }
    return db.execute_sql(CLAIM_READY_CYCLES, params).fetchall()


# --- one slice: check, reserve, apply -------------------------------------------------------

# Locks the cycle so a concurrent apply of a duplicate message waits; every verdict is by
# database time.
SLICE_CHECK = """
SELECT c.status = 'RUNNING' AND c.lease_token = %(token)s::uuid AS owned,
       c.lease_expires_at > now() AS leased,
       c.requested_at IS NOT NULL AS requested,
       s.enabled,
       greatest(extract(epoch FROM s.next_request_at - now()), 0)::float8 AS throttle_wait,
       s.id AS source_id, s.kind, s.format, s.base_url, s.board, s.page_size, s.company_id, c.cursor
FROM collection_cycle c JOIN job_source s ON s.id = c.source_id
WHERE c.id = %(cycle_id)s
FOR UPDATE OF c
"""

# A cycle by its id, held under the lease `%s` and running. "Running" is written as "neither
# ready nor finished" (the same, by the table's check of its statuses): `status = 'RUNNING'`
# is the predicate of the partial index of running cycles, which the planner walked to find
# one cycle by id once an ANALYZE had found none running; a held horizon keeps every cycle
# finished since in that index (tests/integration/test_claim_plans.py).
_LEASED = "id = %s AND lease_token = %s::uuid AND status NOT IN ('READY', 'SUCCEEDED', 'FAILED')"

# Whether the transaction `%s` (a reservation's) committed, and the claim's lease still holds.
RESERVATION_LANDED = f"""
SELECT pg_xact_status(%s::xid8) IS NOT DISTINCT FROM 'committed' AND EXISTS (
    SELECT 1 FROM collection_cycle WHERE {_LEASED} AND lease_expires_at > now())
"""

# One request per claim: a second delivery of the same message never calls the source again.
MARK_REQUESTED = """
UPDATE collection_cycle SET requested_at = now(), updated_at = now()
WHERE id = %s AND lease_token = %s::uuid
"""

# The source's next request waits its throttle; the reserving transaction's id is returned
# (whether the reservation landed is read from it when its commit goes unanswered).
RESERVE_REQUEST = """
UPDATE job_source SET next_request_at = now() + make_interval(secs => throttle_ms / 1000.0)
WHERE id = %s
RETURNING pg_current_xact_id()::text
"""

# A disabled source's cycle waits, still first in line, until the source is enabled again.
RELEASE_CYCLE = """
UPDATE collection_cycle
SET status = 'READY', lease_token = NULL, lease_expires_at = NULL, requested_at = NULL, updated_at = now()
WHERE id = %s AND lease_token = %s::uuid
"""

FAIL_CYCLE = f"""
UPDATE collection_cycle
SET status = 'FAILED', failure_kind = %s, failure_detail = %s, lease_token = NULL,
    finished_at = now(), updated_at = now()
WHERE {_LEASED}
RETURNING id
"""

APPLY_CHECK = """
SELECT status = 'RUNNING' AND lease_token = %s::uuid, lease_expires_at > now()
FROM collection_cycle WHERE id = %s
FOR UPDATE
"""

# Refresh keeps first_seen_at and reopens a posting that had been closed.
UPSERT_POSTINGS = """
INSERT INTO job_posting AS p (source_id, external_id, company_id, title, url, location, raw)
SELECT %s, * FROM unnest(%s::text[], %s::bigint[], %s::text[], %s::text[], %s::text[], %s::jsonb[])
ON CONFLICT (source_id, external_id) DO UPDATE
    SET company_id = EXCLUDED.company_id, title = EXCLUDED.title, url = EXCLUDED.url,
        location = EXCLUDED.location, raw = EXCLUDED.raw, last_seen_at = now(), closed_at = NULL,
        updated_at = now()
"""

RECORD_SEEN = """
INSERT INTO collection_seen_posting (cycle_id, external_id)
SELECT %s, unnest(%s::text[])
ON CONFLICT DO NOTHING
"""

# Written after the postings and seen ids, in their transaction: the cursor never runs ahead.
ADVANCE_CYCLE = """
UPDATE collection_cycle
SET status = 'READY', cursor = %(cursor)s, page_count = page_count + 1, seen_count = seen_count + %(seen)s,
    upserted_count = upserted_count + %(upserted)s, lease_token = NULL, lease_expires_at = NULL,
    requested_at = NULL, ready_since = now(), updated_at = now()
WHERE id = %(cycle_id)s AND lease_token = %(token)s::uuid
"""

# Safe-close: only after the last page of a cycle whose every page succeeded.
CLOSE_UNSEEN_POSTINGS = """
UPDATE job_posting p SET closed_at = now(), updated_at = now()
WHERE p.source_id = %s AND p.closed_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM collection_seen_posting s WHERE s.cycle_id = %s AND s.external_id = p.external_id)
"""

FINISH_CYCLE = """
UPDATE collection_cycle
SET status = 'SUCCEEDED', cursor = NULL, page_count = page_count + 1, seen_count = seen_count + %(seen)s,
    upserted_count = upserted_count + %(upserted)s, closed_count = %(closed)s, lease_token = NULL,
    finished_at = now(), updated_at = now()
WHERE id = %(cycle_id)s AND lease_token = %(token)s::uuid
"""


@dataclass(frozen=True)
class SliceCheck:
    """What a collect message re-checks before it calls its source (a row of SLICE_CHECK)."""

    owned: bool
    leased: bool
    requested: bool
    enabled: bool
    throttle_wait: float
    source_id: int
    kind: str
    format: str
    base_url: str
    board: str | None
    page_size: int
    company_id: int | None
    cursor: str | None


def check_slice(cycle_id, token) -> SliceCheck | None:
    """The claim and its source, the cycle row locked; None when the cycle is gone."""
    return fetch_one_as(SliceCheck, SLICE_CHECK, {"cycle_id": cycle_id, "token": token})


def reserve_request(cycle_id, token, source_id) -> str:
    """Reserve the claim's one request; the id of the reserving transaction."""
    db.execute_sql(MARK_REQUESTED, (cycle_id, token))
    return db.execute_sql(RESERVE_REQUEST, (source_id,)).fetchone()[0]


def reservation_landed(transaction_id: str, cycle_id, token) -> bool:
    """Whether the reserving transaction `transaction_id` committed, its lease still held."""
    return db.execute_sql(RESERVATION_LANDED, (transaction_id, cycle_id, token)).fetchone()[0]


def release_cycle(cycle_id, token) -> None:
    db.execute_sql(RELEASE_CYCLE, (cycle_id, token))


def fail_cycle(cycle_id, token, kind, detail) -> bool:
    return db.execute_sql(FAIL_CYCLE, (kind, detail[:2000], cycle_id, token)).fetchone() is not None


def check_apply(cycle_id, token) -> tuple[bool, bool]:
    """(owned, leased) for the claim `token` of the cycle, with the cycle row locked."""
    row = db.execute_sql(APPLY_CHECK, (token, cycle_id)).fetchone()
    return (bool(row[0]), bool(row[1])) if row else (False, False)


def upsert_postings(source_id, rows) -> int:
    """Save or refresh (external_id, company_id, title, url, location, raw) rows."""
    if not rows:
        return 0
    ids, companies, titles, urls, locations, raws = zip(*rows, strict=True)
    columns = [
        list(ids),
        list(companies),
        list(titles),
        list(urls),
        list(locations),
        [Jsonb(r) for r in raws],
    ]
    return db.execute_sql(UPSERT_POSTINGS, (source_id, *columns)).rowcount


def record_seen(cycle_id, external_ids) -> int:
    """Record the ids seen by the cycle; returns how many it had not seen before."""
    return (
        db.execute_sql(RECORD_SEEN, (cycle_id, list(external_ids))).rowcount if external_ids else 0
    )


def advance_cycle(cycle_id, token, cursor, seen, upserted) -> None:
    params = {
        "cycle_id": cycle_id,
        "token": token,
        "cursor": cursor,
        "seen": seen,
        "upserted": upserted,
    }
    db.execute_sql(ADVANCE_CYCLE, params)


def close_unseen_postings(source_id, cycle_id) -> int:
    return db.execute_sql(CLOSE_UNSEEN_POSTINGS, (source_id, cycle_id)).rowcount


def finish_cycle(cycle_id, token, seen, upserted, closed) -> None:
    params = {
        "cycle_id": cycle_id,
        "token": token,
        "seen": seen,
        "upserted": upserted,
        "closed": closed,
    }
    db.execute_sql(FINISH_CYCLE, params)


# --- SLA snapshot ---------------------------------------------------------------------------

SNAPSHOT_EXISTS = "SELECT 1 FROM sla_snapshot WHERE business_date = %s"

# Inside the exclusive gate: no writer is in flight, so every transition is wholly in or out.
CAPTURE_SNAPSHOT = """
WITH header AS (
    INSERT INTO sla_snapshot (business_date, cutoff_at, captured_at, late, ready, running, succeeded, failed)
    SELECT %(business_date)s, %(cutoff_at)s, clock_timestamp(), %(late)s,
           count(*) FILTER (WHERE status = 'READY'), count(*) FILTER (WHERE status = 'RUNNING'),
           count(*) FILTER (WHERE status = 'SUCCEEDED'), count(*) FILTER (WHERE status = 'FAILED')
    FROM collection_cycle WHERE business_date = %(business_date)s
    RETURNING business_date
)
INSERT INTO sla_snapshot_cycle (business_date, cycle_id, source_id, status, cursor, page_count, seen_count,
                                upserted_count, closed_count, failure_kind)
SELECT header.business_date, c.id, c.source_id, c.status, c.cursor, c.page_count, c.seen_count,
       c.upserted_count, c.closed_count, c.failure_kind
FROM collection_cycle c, header
WHERE c.business_date = %(business_date)s
"""

UNCAPTURED_DATES = """
SELECT DISTINCT business_date FROM collection_cycle c
WHERE business_date < %s AND NOT EXISTS (SELECT 1 FROM sla_snapshot s WHERE s.business_date = c.business_date)
ORDER BY business_date
"""


def capture_snapshot(business_date, cutoff_at, late) -> bool:
    """Capture the date's snapshot behind the exclusive gate; False if it already exists."""
    db.execute_sql(CLOSE_SLA_GATE, (SLA_GATE_KEY,))
    if db.execute_sql(SNAPSHOT_EXISTS, (business_date,)).fetchone():
        return False
    params = {"business_date": business_date, "cutoff_at": cutoff_at, "late": late}
    db.execute_sql(CAPTURE_SNAPSHOT, params)
    return True


def snapshot_exists(business_date) -> bool:
    return db.execute_sql(SNAPSHOT_EXISTS, (business_date,)).fetchone() is not None


def uncaptured_dates(before) -> list:
    """Earlier business dates that have cycles but no snapshot."""
    return [row[0] for row in db.execute_sql(UNCAPTURED_DATES, (before,)).fetchall()]


# --- status ---------------------------------------------------------------------------------

# --- retention --------------------------------------------------------------------------

# Cycles finished longer ago than the retention, whose date's SLA snapshot is taken (an
# uncaptured date still needs its cycles). READY and RUNNING cycles are owed work and stay.
PRUNABLE_CYCLES = """
SELECT c.id FROM collection_cycle AS c
WHERE c.status IN ('SUCCEEDED', 'FAILED') AND coalesce(c.finished_at, c.updated_at) < now() - %(older_than)s
  AND EXISTS (SELECT 1 FROM sla_snapshot AS s WHERE s.business_date = c.business_date)
"""

# A cycle's seen rows go first, a bounded batch at a time (a cycle may have thousands).
PRUNE_SEEN_POSTINGS = f"""
DELETE FROM collection_seen_posting WHERE (cycle_id, external_id) IN (
    SELECT cycle_id, external_id FROM collection_seen_posting
    WHERE cycle_id IN ({PRUNABLE_CYCLES}) LIMIT %(limit)s
)
"""

COUNT_PRUNABLE_SEEN_POSTINGS = (
    f"SELECT count(*) FROM collection_seen_posting WHERE cycle_id IN ({PRUNABLE_CYCLES})"
)

# Then the cycles left with no seen row (so the cascade deletes nothing unbounded).
PRUNABLE_EMPTY_CYCLES = f"""
{PRUNABLE_CYCLES}
  AND NOT EXISTS (SELECT 1 FROM collection_seen_posting AS p WHERE p.cycle_id = c.id)
"""

PRUNE_CYCLES = f"""
DELETE FROM collection_cycle WHERE id IN (
    {PRUNABLE_EMPTY_CYCLES} ORDER BY c.id LIMIT %(limit)s FOR UPDATE OF c SKIP LOCKED
)
"""

COUNT_PRUNABLE_CYCLES = f"SELECT count(*) FROM ({PRUNABLE_CYCLES}) AS prunable"

# Snapshots captured longer ago than the retention, once their date's cycles are gone
# (else the date would look uncaptured and be captured again), never the latest one.
PRUNABLE_SNAPSHOTS = """
SELECT s.business_date FROM sla_snapshot AS s
WHERE s.captured_at < now() - %(older_than)s
  AND s.business_date < (SELECT max(business_date) FROM sla_snapshot)
  AND NOT EXISTS (SELECT 1 FROM collection_cycle AS c WHERE c.business_date = s.business_date)
"""

PRUNE_SNAPSHOT_CYCLES = f"""
DELETE FROM sla_snapshot_cycle WHERE (business_date, cycle_id) IN (
    SELECT business_date, cycle_id FROM sla_snapshot_cycle
    WHERE business_date IN ({PRUNABLE_SNAPSHOTS}) LIMIT %(limit)s
)
"""

COUNT_PRUNABLE_SNAPSHOT_CYCLES = (
    f"SELECT count(*) FROM sla_snapshot_cycle WHERE business_date IN ({PRUNABLE_SNAPSHOTS})"
)

PRUNE_SNAPSHOTS = f"""
DELETE FROM sla_snapshot WHERE business_date IN (
    {PRUNABLE_SNAPSHOTS}
      AND NOT EXISTS (SELECT 1 FROM sla_snapshot_cycle AS r WHERE r.business_date = s.business_date)
    ORDER BY s.business_date LIMIT %(limit)s
)
"""

COUNT_PRUNABLE_SNAPSHOTS = f"SELECT count(*) FROM ({PRUNABLE_SNAPSHOTS}) AS prunable"


def prune_seen_postings(older_than, limit) -> int:
    """Delete up to `limit` seen rows of prunable cycles; returns how many."""
    return db.execute_sql(PRUNE_SEEN_POSTINGS, {"older_than": older_than, "limit": limit}).rowcount


def prune_finished_cycles(older_than, limit) -> int:
    """Delete up to `limit` prunable cycles whose seen rows are gone; returns how many."""
    return db.execute_sql(PRUNE_CYCLES, {"older_than": older_than, "limit": limit}).rowcount


def prune_snapshot_cycles(older_than, limit) -> int:
    return db.execute_sql(
        PRUNE_SNAPSHOT_CYCLES, {"older_than": older_than, "limit": limit}
    ).rowcount


def prune_snapshots(older_than, limit) -> int:
    return db.execute_sql(PRUNE_SNAPSHOTS, {"older_than": older_than, "limit": limit}).rowcount


def count_prunable_seen_postings(older_than) -> int:
    return _count(COUNT_PRUNABLE_SEEN_POSTINGS, older_than)


def count_prunable_cycles(older_than) -> int:
    return _count(COUNT_PRUNABLE_CYCLES, older_than)


def count_prunable_snapshot_cycles(older_than) -> int:
    return _count(COUNT_PRUNABLE_SNAPSHOT_CYCLES, older_than)


def count_prunable_snapshots(older_than) -> int:
    return _count(COUNT_PRUNABLE_SNAPSHOTS, older_than)


def _count(query, older_than) -> int:
    return db.execute_sql(query, {"older_than": older_than}).fetchone()[0]


CYCLE_COUNTS = (
    "SELECT status, count(*) FROM collection_cycle WHERE business_date = %s GROUP BY status"
)

SOURCE_COUNTS = "SELECT enabled, count(*) FROM job_source GROUP BY enabled"

LOCAL_DATE = "SELECT (now() AT TIME ZONE %s)::date"


def status_counts(zone) -> dict:
    """Today's cycles by status (the business date in `zone`), sources, flag, SLA."""
    (today,) = db.execute_sql(LOCAL_DATE, (zone.key,)).fetchone()
    cycles = dict(db.execute_sql(CYCLE_COUNTS, (today,)).fetchall())
    sources = dict(db.execute_sql(SOURCE_COUNTS).fetchall())
    snapshot = SlaSnapshot.get_or_none(SlaSnapshot.business_date == today)
    return {
        "business_date": today.isoformat(),
        "dispatch_flag": "on" if flag_enabled(DISPATCH_FLAG) else "off",
        "sources": {"enabled": sources.get(True, 0), "disabled": sources.get(False, 0)},
        "cycles": {status: cycles.get(status, 0) for status in CYCLE_STATUSES},
        "sla_snapshot": _describe_snapshot(snapshot),
    }


def _describe_snapshot(snapshot) -> str:
    if snapshot is None:
        return "not captured"
    return f"captured {snapshot.captured_at.isoformat()}" + (" (late)" if snapshot.late else "")


# The dashboard's figures of a business date (today's, in practice).

#: Rows of the per-source table shown at most.
DASHBOARD_SOURCE_ROWS = 200

CYCLE_FAILURES = """
SELECT coalesce(failure_kind, '-'), count(*) FROM collection_cycle
WHERE business_date = %s AND status = 'FAILED' GROUP BY 1 ORDER BY 2 DESC
"""

# The day's cycle of every source, the failed ones first.
SOURCES_WITH_CYCLE = f"""
SELECT s.name, s.enabled, s.format, c.status, c.page_count, c.seen_count, c.upserted_count,
       c.closed_count, c.failure_kind, c.failure_detail, c.finished_at
FROM job_source AS s
LEFT JOIN collection_cycle AS c ON c.source_id = s.id AND c.business_date = %s
ORDER BY (c.status = 'FAILED') DESC NULLS LAST, s.name
LIMIT {DASHBOARD_SOURCE_ROWS}
"""

SOURCE_WITH_CYCLE_COLUMNS = (
    "name", "enabled", "format", "status", "pages", "seen", "upserted", "closed",
    "failure_kind", "failure_detail", "finished_at",
)  # fmt: skip

LATEST_SNAPSHOTS = """
SELECT business_date, captured_at, late, ready, running, succeeded, failed
FROM sla_snapshot ORDER BY business_date DESC LIMIT 7
"""

SNAPSHOT_COLUMNS = (
    "business_date",
    "captured_at",
    "late",
    "ready",
    "running",
    "succeeded",
    "failed",
)


def cycle_failures(business_date) -> list[tuple[str, int]]:
    """(failure kind, failed cycles) of the date, the most frequent first."""
    return db.execute_sql(CYCLE_FAILURES, (business_date,)).fetchall()


def sources_with_cycle(business_date) -> list[dict]:
    """Every source (at most DASHBOARD_SOURCE_ROWS) with its cycle of the date, if any."""
    rows = db.execute_sql(SOURCES_WITH_CYCLE, (business_date,)).fetchall()
    return [dict(zip(SOURCE_WITH_CYCLE_COLUMNS, row, strict=True)) for row in rows]


def latest_snapshots() -> list[dict]:
    """The SLA snapshots of the last seven business dates captured, newest first."""
    rows = db.execute_sql(LATEST_SNAPSHOTS).fetchall()
    return [dict(zip(SNAPSHOT_COLUMNS, row, strict=True)) for row in rows]
