"""periodiq, made safe: every periodic actor carries periodiq's `periodic=cron(...)` option,
and the `periodiq` process sends its ticks through hourglass's broker, which decides each one
in the database: at most once per actor and tick (a conditional write on `scheduler_tick`,
in the transaction that enqueues the message), on the database's clock, with ticks missed
while no scheduler ran caught up. Any number of `periodiq` processes may run.

What periodiq's own loop cannot do, and what covers it here: it reads its process's clock
and zone (a periodiq wake-up is only a prompt to evaluate every periodic actor at the
database's `now()`; a `cron(..., zone=...)` spec is read in its own zone); it sends outside
a transaction with no lock (the tick's claim and its message are one transaction); it
replays nothing it missed (each evaluation catches up every actor's latest missed tick);
it ends on a database error (the evaluation retries and never raises); it dies by SIGTERM
(`hourglass.operator.periodiq_process.prepare` makes that a clean exit); its middleware drops a tick older than
30 s (hourglass's broker does not install it: a tick that waits behind a backlog runs).
"""

import _thread
import functools
import logging
import signal
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from types import FrameType
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import dramatiq
import peewee
import pendulum
import psycopg
from pendulum.tz.local_timezone import get_local_timezone
from periodiq import CronSpec
from periodiq import cron as periodiq_cron

from hourglass.core import scheduler_ticks, tracing
from hourglass.core import settings as settings_module
from hourglass.core.database import db, error_line
from hourglass.core.errors import ConfigurationError, transient_database_error
from hourglass.core.sending import enqueue_in_transaction

logger = logging.getLogger(__name__)

#: A tick missed while no scheduler ran (a restart, an outage) is still fired this long
#: after it, once; an older one is skipped (each scan takes everything due since the last one).
CATCH_UP = timedelta(minutes=10)

#: Errors of a tick's transaction: retried, never fatal to the scheduler (one actor's broken
#: tick must not stop the others).
DATABASE_ERRORS = (peewee.DatabaseError, peewee.InterfaceError, psycopg.Error)

ONE_MINUTE = timedelta(minutes=1)

#: A scheduler whose clock runs ahead of the database's by at most this much waits for the
#: database to reach the tick; further ahead, its clock is wrong and the database's decides.
MAX_CLOCK_LEAD = timedelta(seconds=5)

#: How long one wake-up retries an unreachable database before it leaves the ticks to the
#: next one (which catches them up): less than the minute between two wake-ups.
RETRY_FOR_SECONDS = 45.0

#: Backoff between two attempts of a wake-up: the first retry this soon, each next one twice
#: later, up to RETRY_MAX_DELAY (a 0.2 s restart costs well under a second).
RETRY_FIRST_DELAY = 0.1
RETRY_MAX_DELAY = 4.0
#: How long a SIGTERM waits for the tick's statements (a tick takes milliseconds) before it
#: stops the process as a second SIGTERM would: within honcho's 5 s before its SIGKILL, for
#: a connection that does not answer or a statement waiting on a lock.
SIGTERM_GRACE_S = 3.0


class ZonedCron(CronSpec):
    """A periodiq cron spec read as wall-clock time in a zone of its own (periodiq reads a
    plain spec in the process's zone). `resolve` gives the spec's text and its zone when
    asked, so a spec taken from the settings follows them."""

    def __init__(self, resolve: Callable[[], tuple[str, ZoneInfo]]) -> None:
        self.resolve = resolve

    def validate(self, date: datetime) -> bool:
        text, zone = self.resolve()
        return parsed(text).validate(date.astimezone(zone))

    def next_valid_date(self, last: datetime) -> pendulum.DateTime:
        """The next minute the spec names after `last`, for periodiq's sleep. periodiq adds
        hours and days as durations, which across a DST change lands an hour off the wall
        clock: its arithmetic runs on the zone's wall clock read as UTC instead."""
        text, zone = self.resolve()
        wall_clock = pendulum.instance(last).in_timezone(zone.key).naive()
        after = parsed(text).next_valid_date(pendulum.instance(wall_clock, tz="UTC"))
        return pendulum.datetime(
            after.year, after.month, after.day, after.hour, after.minute, tz=zone.key
        )

    def __str__(self) -> str:
        text, zone = self.resolve()
        return f"{text} {zone.key}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ZonedCron) and self.resolve() == other.resolve()

    __hash__ = None  # type: ignore[assignment]


@functools.cache
def parsed(text: str) -> CronSpec:
    return periodiq_cron(text)


def cron(spec: str, zone: str = "UTC") -> ZonedCron:
    """periodiq's `cron(spec)`, read in `zone` (UTC unless named) instead of the process's."""
    parsed(spec)  # a malformed spec fails where the actor is declared
    zone_info = ZoneInfo(zone)
    return ZonedCron(lambda: (spec, zone_info))


def in_its_zone(spec: CronSpec) -> ZonedCron:
    """A spec with its zone: a plain periodiq spec is read in the process's zone, as
    periodiq itself reads it."""
    if isinstance(spec, ZonedCron):
        return spec
    name = get_local_timezone().name
    try:
        local_zone = ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise ConfigurationError(
            f"the scheduler's time zone {name!r} is not a zone name: set TZ (say TZ=UTC)"
        ) from exc
    return ZonedCron(lambda: (str(spec), local_zone))


@dataclass(frozen=True)
class Timing:
    """When one periodic actor runs: its periodiq spec, read in the spec's zone."""

    actor: dramatiq.Actor
    spec: ZonedCron

    @classmethod
    def of(cls, actor: dramatiq.Actor) -> "Timing":
        return cls(actor, in_its_zone(actor.options["periodic"]))

    def latest_tick(self, now: datetime, catch_up: timedelta = CATCH_UP) -> datetime | None:
        """The latest minute at or before `now`, no older than `catch_up`, that the spec
        names in its zone (a local time that a DST change skips never comes)."""
        minute = now.astimezone(UTC).replace(second=0, microsecond=0)
        for _ in range(int(catch_up / ONE_MINUTE) + 1):
            if self.spec.validate(minute):
                return minute
            minute -= ONE_MINUTE
        return None


def timetable(broker: dramatiq.Broker | None = None) -> list[Timing]:
    """Every actor declared with periodiq's `periodic` option, by actor name."""
    broker = broker or dramatiq.get_broker()
    actors = (broker.get_actor(name) for name in sorted(broker.get_declared_actors()))
    return [Timing.of(actor) for actor in actors if "periodic" in actor.options]


class Ticks:
    """What a `periodiq` process's sends become: an evaluation of every periodic actor at
    the database's `now()`, once per minute of that clock, retried through outages. Only
    the scheduler process takes periodiq's sends as prompts (`HourglassBroker.ticks`)."""

    def __init__(self, broker: dramatiq.Broker) -> None:
        self.broker = broker
        self.evaluated_minute: datetime | None = None
        # A wake-up that gave up on the database: periodiq's other sends of it give up at
        # once instead of retrying 45 s each (the next wake-up catches their ticks up).
        self.given_up: datetime | None = None
        self.lock = threading.Lock()
        #: A SIGTERM came (stop_on_sigterm): the process exits once no statement runs.
        self.stopping = False
        self.in_statements = False
        self.grace: threading.Timer | None = None

    def stop_on_sigterm(self) -> None:
        """SIGTERM stops the process (exit 0) at once, or right after the tick's statements
        when they run: raised in the middle of one, the exit could leave its connection
        busy for the rollback, and the database error that followed would be logged as a
        failed tick and the stop lost (`prompted` goes on after a failed tick). A second
        SIGTERM, or the first one's SIGTERM_GRACE_S, stops at once, for a statement stuck
        on its database (the tick rolls back: the next wake-up fires it)."""
        signal.signal(signal.SIGTERM, self._sigterm)

    def _sigterm(self, signum: int, frame: FrameType | None) -> None:
        if self.in_statements and not self.stopping:
            self.stopping = True
            self.grace = threading.Timer(
                SIGTERM_GRACE_S, _thread.interrupt_main, args=(signal.SIGTERM,)
            )
            self.grace.daemon = True
            self.grace.start()
            return
        raise SystemExit(0)

    @contextmanager
    def _statements(self) -> Iterator[None]:
        self.in_statements = True
        try:
            yield
        finally:
            self.in_statements = False
            if self.stopping:
                if self.grace is not None:
                    self.grace.cancel()
                raise SystemExit(0)

    def prompted(self, message: dramatiq.Message) -> None:
        """periodiq asked for `message`'s actor at its `scheduled_at`: fire whatever is due.
        Nothing raised reaches periodiq's loop, which would end the process on it."""
        requested = datetime.fromisoformat(message.options["scheduled_at"])
        with self.lock:
            if requested == self.given_up:
                return
            try:
                self._evaluate(requested)
            except Exception:
                logger.exception("event=ticks_failed tick=%s", requested.isoformat())

    def _evaluate(self, requested: datetime) -> None:
        deadline = time.monotonic() + RETRY_FOR_SECONDS
        delay = RETRY_FIRST_DELAY
        while True:
            try:
                with self._statements():
                    now = database_now_reaching(requested)
                    minute = now.replace(second=0, microsecond=0)
                    if minute != self.evaluated_minute:
                        fire_due_ticks(timetable(self.broker), now)
                        self.evaluated_minute = minute
                return
            except DATABASE_ERRORS as exc:
                reason = error_line(exc, settings_module.load().database_url)
                if not transient_database_error(exc) or time.monotonic() + delay > deadline:
                    logger.warning(
                        "event=ticks_left_to_next_wakeup error=%s reason=%r",
                        type(exc).__name__,
                        reason,
                    )
                    self.given_up = requested
                    return
                logger.warning(
                    "event=ticks_retry error=%s reason=%r retry_in=%.1fs",
                    type(exc).__name__,
                    reason,
                    delay,
                )
                time.sleep(delay)
                delay = min(delay * 2, RETRY_MAX_DELAY)


def database_now_reaching(requested: datetime) -> datetime:
    """The database's `now()`, once it has reached `requested` if that is at most
    MAX_CLOCK_LEAD ahead (a scheduler's clock a little fast); a clock further ahead is
    logged and the database's time taken as it is."""
    with db.connection_context():
        now = db.now()
    lead = requested - now
    if lead > MAX_CLOCK_LEAD:
        logger.warning(
            "event=scheduler_clock_ahead ahead_by=%.0fs tick=%s",
            lead.total_seconds(),
            requested.isoformat(),
        )
    elif lead > timedelta(0):
        time.sleep(lead.total_seconds())
        with db.connection_context():
            now = db.now()
    return now


def fire_due_ticks(timings: list[Timing], now: datetime) -> list[tuple[str, datetime]]:
    """Send every actor whose latest tick at `now` was not fired yet; returns what it fired.
    A tick that fails holds back no other actor's: the first failure is raised after all."""
    with db.connection_context():
        fired_before = scheduler_ticks.last_ticks()
    fired, failure = [], None
    for timing in timings:
        # An actor never fired before (a new deployment, a new periodic actor) missed
        # nothing: it starts with the current minute.
        catch_up = CATCH_UP if timing.actor.actor_name in fired_before else timedelta(0)
        tick = timing.latest_tick(now, catch_up)
        if tick is None:
            continue
        try:
            if fire_tick(timing.actor, tick):
                fired.append((timing.actor.actor_name, tick))
        except DATABASE_ERRORS as exc:
            logger.warning(
                "event=tick_failed actor=%s tick=%s error=%s",
                timing.actor.actor_name,
                tick.isoformat(),
                type(exc).__name__,
            )
            failure = failure or exc
    if failure is not None:
        raise failure
    return fired


def fire_tick(actor: dramatiq.Actor, tick: datetime) -> bool:
    """Record `tick` as fired and enqueue its message, both or neither; False if some
    scheduler fired this tick already."""
    with (
        tracing.span(f"tick {actor.actor_name}", **{"hourglass.tick": tick.isoformat()}),
        db.connection_context(),
        db.atomic(),
    ):
        if not scheduler_ticks.claim_tick(actor.actor_name, tick):
            logger.debug(
                "event=tick_already_fired actor=%s tick=%s", actor.actor_name, tick.isoformat()
            )
            return False
        enqueue_in_transaction([actor.message_with_options(scheduled_at=tick.isoformat())])
    logger.info("event=tick_fired actor=%s tick=%s", actor.actor_name, tick.isoformat())
    return True
