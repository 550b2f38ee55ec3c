"""Limits the claim honours: at most N messages of an actor running at once, and at most R of
them started in any RATE_WINDOW_S, across every worker process of every host; per actor, or
per key of the actor (a key each message carries, such as its source's host).

An actor declares its limit with the `flow_limit` option (a FlowLimit, or a function of no
argument returning one, read when a worker first claims); a sender gives a message its key
with the `flow_key` option. The limit lives in `flow_limit`, declared there by the workers,
and an operator may change it there at run time (`set_limit`): the claim reads it at most
LIMITS_READ_EVERY seconds old.

A message over its limit is not claimed: it stays queued, burns no retry and holds no
worker thread, and the claim takes the next message that is within its own limit. Claims of
a queue with limits take one transaction-scoped advisory lock per queue, so that two claims
never both see the last free place: what runs is the queue's own rows in state 'consumed' (a
worker killed -9 holds its places until its heartbeat TTL hands its messages back; a
PostgreSQL restart keeps them); what a rate counts is the messages that started in its
window (`flow_start`, one row per limited message started, written as it starts and
pruned by retention after a minute: a message claimed but waiting for a thread counts as
starting now), so that a
service sees the rate however long messages wait between their claim and their start.
Queues with no limit claim as before (hourglass.core.broker).
"""

import logging
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

import psycopg
from dramatiq.middleware import Middleware
from dramatiq_postgres.utils import transaction

from hourglass.core import audit
from hourglass.core.database import db
from hourglass.core.errors import InvalidInput
from hourglass.core.store import limited_claims, reads

logger = logging.getLogger(__name__)

#: The rate limit's window: at most R started in any window this long. A little over a
#: second, so that a service sees at most R calls in any second while each call leaves
#: within 100 ms of its message's start.
RATE_WINDOW_S = 1.1
#: A worker process reads the limits at most this often: the fleet follows a change within it.
LIMITS_READ_EVERY = 1.0
#: An idle consumer of a queue with limits claims again at least this often (a place freed in
#: another process wakes no one here).
LIMITED_POLL_S = 0.25
#: Messages of a queue with limits a claim reads to find those within their limits.
CANDIDATES_PER_CLAIMED = 4

#: How long a start is kept: the rate's window, and the operator's "started in the last
#: minute" (hourglass.core.retention deletes older ones).
STARTS_KEPT = timedelta(minutes=1)

#: The message option that carries its key (hourglass.core.store.limited_claims reads it).
FLOW_KEY_OPTION = "flow_key"


@dataclass(frozen=True)
class FlowLimit:
    """At most `concurrency` messages running at once, at most `per_second` started in any
    RATE_WINDOW_S; each of a key separately when `per_key`. None: no such limit."""

    concurrency: int | None = None
    per_second: int | None = None
    per_key: bool = False

    def __post_init__(self) -> None:
        for name in ("concurrency", "per_second"):
            value = getattr(self, name)
            if value is not None and (not isinstance(value, int) or value < 1):
                raise InvalidInput(f"{name} must be a whole number of at least 1, not {value!r}")

    @property
    def limits_anything(self) -> bool:
        return self.concurrency is not None or self.per_second is not None

    def describe(self) -> str:
        parts = []
        if self.concurrency is not None:
            parts.append(f"{self.concurrency} at once")
        if self.per_second is not None:
            parts.append(f"{self.per_second}/s")
        return (" and ".join(parts) or "no limit") + (" per key" if self.per_key else "")


DECLARE = """
INSERT INTO flow_limit AS f (actor_name, queue_name, per_key, declared_concurrency, declared_per_second)
VALUES (%s, %s, %s, %s, %s)
ON CONFLICT (actor_name) DO UPDATE SET
    queue_name = EXCLUDED.queue_name, per_key = EXCLUDED.per_key,
    declared_concurrency = EXCLUDED.declared_concurrency,
    declared_per_second = EXCLUDED.declared_per_second
WHERE (f.queue_name, f.per_key, f.declared_concurrency, f.declared_per_second)
    IS DISTINCT FROM (EXCLUDED.queue_name, EXCLUDED.per_key, EXCLUDED.declared_concurrency,
                      EXCLUDED.declared_per_second)
"""

# A limit's values as `effective_limit` takes them.
LIMIT_VALUES = "per_key, declared_concurrency, declared_per_second, concurrency, per_second"
EFFECTIVE = f"SELECT actor_name, queue_name, {LIMIT_VALUES} FROM flow_limit"

START = """
INSERT INTO flow_start (message_id, actor_name, flow_key, started_at)
VALUES (%s, %s, %s, clock_timestamp())
"""

OLD_STARTS = "SELECT ctid FROM flow_start WHERE started_at < now() - %(older_than)s"
PRUNE_OLD_STARTS = f"DELETE FROM flow_start WHERE ctid = ANY(ARRAY({OLD_STARTS} LIMIT %(limit)s))"
COUNT_OLD_STARTS = f"SELECT count(*) FROM ({OLD_STARTS}) AS old"

SET_LIMIT = f"""
UPDATE flow_limit
SET concurrency = CASE WHEN %(keep_concurrency)s THEN concurrency ELSE %(concurrency)s END,
    per_second = CASE WHEN %(keep_per_second)s THEN per_second ELSE %(per_second)s END,
    changed_by = %(operator)s, changed_at = now()
WHERE actor_name = %(actor_name)s
RETURNING {LIMIT_VALUES}
"""

#: What `set_limit` leaves as it is.
KEEP = "keep"


class FlowLimitStarts(Middleware):
    """Declares the actor option `flow_limit` and the message option `flow_key`, and records
    each start of a limited actor's message (what a rate counts). A start that cannot be
    recorded (the database away) is logged and the message runs: until its claim ends it
    counts as starting now."""

    @property
    def actor_options(self) -> set[str]:
        return {"flow_limit", FLOW_KEY_OPTION}

    def before_process_message(self, broker, message) -> None:
        actor = broker.actors.get(message.actor_name)  # unknown: the worker rejects it
        limit = None if actor is None else broker.flow_limits.limit_of(actor)
        if limit is None:
            return
        key = str(message.options.get(FLOW_KEY_OPTION) or "") if limit.per_key else ""
        try:
            with transaction(broker.pool) as cursor:
                cursor.execute(START, (message.message_id, message.actor_name, key))
        except psycopg.Error as exc:
            logger.warning(
                "event=flow_start_not_recorded message_id=%s error=%s",
                message.message_id,
                type(exc).__name__,
            )


class LimitsOfQueues:
    """A worker process's view of the limits: declared once, read at most every
    LIMITS_READ_EVERY seconds."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.declared = False
        self.read_at = float("-inf")
        self.by_queue: dict[str, dict[str, FlowLimit]] = {}

    def of_queue(self, cursor, broker, queue_name: str) -> dict[str, FlowLimit]:
        """The limits of `queue_name`'s actors (by actor name), on the caller's cursor."""
        with self.lock:
            if not self.declared:
                declare_limits(cursor, broker)
                self.declared = True
            if time.monotonic() - self.read_at >= LIMITS_READ_EVERY:
                self.by_queue = _effective(cursor)
                self.read_at = time.monotonic()
            return self.by_queue.get(queue_name, {})

    def limit_of(self, actor) -> FlowLimit | None:
        """The actor's limit, as last read (None: not limited)."""
        return self.by_queue.get(actor.queue_name, {}).get(actor.actor_name)

    def limited_queues(self, queue_names) -> list[str]:
        """Those of `queue_names` with limits, as last read."""
        return sorted({name for name in queue_names if name in self.by_queue})


def declare_limits(cursor, broker) -> None:
    """Write the limits the broker's actors declare, their `flow_limit` option evaluated (a
    row changes only when they differ)."""
    for actor_name in sorted(broker.actors):
        actor = broker.actors[actor_name]
        if "flow_limit" not in actor.options:
            continue
        option: FlowLimit | Callable[[], FlowLimit | None] | None = actor.options["flow_limit"]
        limit = (option() if callable(option) else option) or FlowLimit()
        cursor.execute(
            DECLARE,
            (actor_name, actor.queue_name, limit.per_key, limit.concurrency, limit.per_second),
        )


def effective_limit(
    per_key, declared_concurrency, declared_per_second, concurrency, per_second
) -> FlowLimit:
    """The limit in force: an operator's value over the declared one, 0 being no limit."""

    def in_force(override: int | None, declared: int | None) -> int | None:
        return (declared if override is None else override) or None

    return FlowLimit(
        in_force(concurrency, declared_concurrency),
        in_force(per_second, declared_per_second),
        per_key,
    )


def _effective(cursor) -> dict[str, dict[str, FlowLimit]]:
    by_queue: dict[str, dict[str, FlowLimit]] = {}
    for actor_name, queue_name, *values in cursor.execute(EFFECTIVE).fetchall():
        limit = effective_limit(*values)
        if limit.limits_anything:
            by_queue.setdefault(queue_name, {})[actor_name] = limit
    return by_queue


@dataclass
class ClaimWithinLimits:
    """What a claim of a queue with limits took, and when it is worth claiming again."""

    rows: list[tuple[str, str]]
    retry_in: float


def claim_within_limits(
    cursor, queue_name: str, worker_id: str, limit: int, limits: dict[str, FlowLimit]
) -> ClaimWithinLimits:
    """Claim up to `limit` due messages of `queue_name` for `worker_id`, in the claim's
    order, each within its actor's limit, in the caller's transaction."""
    now_at = limited_claims.take_turn(cursor, queue_name)
    actors = sorted(limits)
    running: Counter[tuple[str, str]] = Counter()
    for actor_name, key, count in limited_claims.running(cursor, queue_name, actors):
        running[_group(limits, actor_name, key)] += count
    # A rate's use: started within the window, and claimed but not started yet.
    admitted: Counter[tuple[str, str]] = Counter()
    oldest: dict[tuple[str, str], datetime] = {}
    rated = [name for name in actors if limits[name].per_second is not None]
    if rated:
        use = limited_claims.rate_use(cursor, queue_name, rated, now_at, RATE_WINDOW_S)
        for actor_name, key, count, first_at in use:
            group = _group(limits, actor_name, key)
            admitted[group] += count
            if first_at is not None:
                oldest[group] = first_at
    full = {group for group in {*running, *admitted} if _is_full(limits, group, running, admitted)}
    full_actors = [name for name, key in full if not limits[name].per_key]
    full_groups = [f"{name}\x1f{key}" for name, key in full if limits[name].per_key]
    candidates = limited_claims.candidates(
        cursor, queue_name, full_actors, full_groups, limit * CANDIDATES_PER_CLAIMED
    )
    chosen: dict[str, tuple[str, str] | None] = {}
    for message_id, actor_name, key in candidates:
        if len(chosen) == limit:
            break
        if actor_name not in limits:
            chosen[message_id] = None
            continue
        group = _group(limits, actor_name, key)
        if _is_full(limits, group, running, admitted):
            full.add(group)
            continue
        running[group] += 1
        admitted[group] += 1
        chosen[message_id] = group
    rows = limited_claims.claim_chosen(cursor, worker_id, list(chosen))
    return ClaimWithinLimits(rows, _retry_in(limits, full, oldest, now_at))


def _group(limits: dict[str, FlowLimit], actor_name: str, key: str) -> tuple[str, str]:
    return (actor_name, key if limits[actor_name].per_key else "")


def _is_full(limits, group, running, admitted) -> bool:
    limit = limits[group[0]]
    return (limit.concurrency is not None and running[group] >= limit.concurrency) or (
        limit.per_second is not None and admitted[group] >= limit.per_second
    )


def _retry_in(limits, full, oldest, now_at) -> float:
    """Seconds until a full group's rate frees a place (its oldest start leaves the window),
    or LIMITED_POLL_S: a running message's place frees when it ends, and one claimed starts
    when a thread is free."""
    waits = [
        RATE_WINDOW_S - (now_at - oldest[group]).total_seconds()
        for group in full
        if group in oldest and limits[group[0]].per_second is not None
    ]
    return max(0.01, min([LIMITED_POLL_S, *waits]))


def parse_limit(text: str) -> int | None:
    """A limit as an operator writes it: N >= 1, `none` (0: no limit) or `declared` (None:
    the actor's own again)."""
    if text == "none":
        return 0
    if text == "declared":
        return None
    if text.isdigit() and int(text) >= 1:
        return int(text)
    raise InvalidInput(f"{text!r} is not a number of at least 1, none or declared")


def set_limit(
    actor_name: str,
    operator: audit.Operator,
    concurrency: int | str | None = KEEP,
    per_second: int | str | None = KEEP,
) -> FlowLimit:
    """An operator's limit for `actor_name`, over the declared one, audited: a number, 0 for
    no limit, None to follow the declared limit again, KEEP to leave it. Returns the
    effective limit; the fleet follows within LIMITS_READ_EVERY seconds."""
    for name, value in (("concurrency", concurrency), ("per second", per_second)):
        if value != KEEP and value is not None and (not isinstance(value, int) or value < 0):
            raise InvalidInput(f"{name} must be 0 (no limit) or more, not {value!r}")
    with audit.acting(operator, "limit.set", actor_name) as outcome:
        row = db.execute_sql(
            SET_LIMIT,
            {
                "keep_concurrency": concurrency == KEEP,
                "concurrency": None if concurrency == KEEP else concurrency,
                "keep_per_second": per_second == KEEP,
                "per_second": None if per_second == KEEP else per_second,
                "operator": operator.name,
                "actor_name": actor_name,
            },
        ).fetchone()
        if row is None:
            declared = ", ".join(_actors()) or "none"
            raise InvalidInput(
                f"no limit is declared for actor {actor_name!r} (limits: {declared})"
            )
        outcome.text = ", ".join(
            f"{name} {'declared' if value is None else value or 'none'}"
            for name, value in zip(("concurrency", "per second"), row[3:], strict=True)
        )
    return effective_limit(*row)


@dataclass(frozen=True)
class LimitInUse:
    """A limit as the operator sees it (`hourglass limits`, status, the dashboard, /metrics)."""

    actor: str
    queue: str
    effective: FlowLimit
    declared: FlowLimit
    changed_by: str | None
    changed_at: datetime | None
    running: int
    started_last_minute: int
    waiting: int
    oldest_wait_s: float | None

    def as_json(self) -> dict:
        return {
            "actor": self.actor,
            "queue": self.queue,
            "limit": self.effective.describe(),
            "concurrency": self.effective.concurrency,
            "per_second": self.effective.per_second,
            "per_key": self.effective.per_key,
            "declared": self.declared.describe(),
            "changed_by": self.changed_by,
            "changed_at": self.changed_at.isoformat() if self.changed_at else None,
            "running": self.running,
            "started_last_minute": self.started_last_minute,
            "waiting": self.waiting,
            "oldest_wait_seconds": self.oldest_wait_s,
        }


def limits_in_use() -> list[LimitInUse]:
    """Every actor that declares a limit (limited now or not), with its use."""
    found = []
    for row in reads.limits_in_use(db):
        actor, queue, per_key, declared_c, declared_r, override_c, override_r, *rest = row
        changed_by, changed_at, running, started, waiting, oldest = rest
        found.append(
            LimitInUse(
                actor,
                queue,
                effective_limit(per_key, declared_c, declared_r, override_c, override_r),
                FlowLimit(declared_c, declared_r, per_key),
                changed_by,
                changed_at,
                running,
                started,
                waiting,
                oldest,
            )
        )
    return found


def render(limits: list[LimitInUse]) -> str:
    """One line per limit, for `hourglass limits`."""
    if not limits:
        return "no actor declares a flow limit"
    lines = [
        f"{'ACTOR':<32}  {'LIMIT':<24}  {'RUNNING':>7}  {'STARTED/MIN':>12}  {'WAITING':>7}"
        f"  {'OLDEST':>7}  SET BY"
    ]
    for u in limits:
        oldest = "-" if u.oldest_wait_s is None else f"{u.oldest_wait_s:.0f}s"
        set_by = f"{u.changed_by} at {u.changed_at:%Y-%m-%d %H:%M}" if u.changed_by else "declared"
        lines.append(
            f"{u.actor:<32}  {u.effective.describe():<24}  {u.running:>7}"
            f"  {u.started_last_minute:>12}  {u.waiting:>7}  {oldest:>7}  {set_by}"
        )
    return "\n".join(lines)


def prune_old_starts(older_than: timedelta, limit: int) -> int:
    return db.execute_sql(PRUNE_OLD_STARTS, {"older_than": older_than, "limit": limit}).rowcount


def count_prunable_starts(older_than: timedelta) -> int:
    return db.execute_sql(COUNT_OLD_STARTS, {"older_than": older_than}).fetchone()[0]


def _actors() -> list[str]:
    return [name for (name,) in db.execute_sql("SELECT actor_name FROM flow_limit ORDER BY 1")]
