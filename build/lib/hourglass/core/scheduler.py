"""The scheduler's loop: periodiq cron specs, each read in its own time zone, fired by the
leader at most once per tick (a conditional write on `scheduler_tick`, in the transaction
that enqueues the message), on the database's clock.

periodiq's own loop is not used: it sends with `actor.send` outside any transaction, reads
the process's clock and time zone, and cannot be told it lost its lock.
"""

import logging
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import dramatiq
import peewee
import psycopg
from periodiq import CronSpec, cron

from hourglass.core import scheduler_ticks as store
from hourglass.core import tracing
from hourglass.core.broker import enqueue_in_transaction
from hourglass.core.database import db

#: A timing without a zone of its own is wall-clock time in UTC.
UTC_ZONE = ZoneInfo("UTC")

logger = logging.getLogger(__name__)

#: A tick missed while no scheduler led (a restart, a takeover) is still fired this long
#: after it, once; an older one is skipped (each scan takes everything due since the last one).
CATCH_UP = timedelta(minutes=10)

#: Errors of a tick's transaction: retried at the next poll, never fatal to the scheduler
#: (one actor's broken tick must not stop the others).
DATABASE_ERRORS = (peewee.DatabaseError, peewee.InterfaceError, psycopg.Error)

ONE_MINUTE = timedelta(minutes=1)


@dataclass(frozen=True)
class Timing:
    """When one periodic actor runs: a periodiq cron spec read as wall-clock time in `zone`."""

    actor: dramatiq.Actor
    spec: CronSpec
    zone: ZoneInfo = UTC_ZONE

    @classmethod
    def of(cls, actor, spec: str, zone: ZoneInfo | None = None) -> "Timing":
        return cls(actor, cron(spec), zone or ZoneInfo("UTC"))

    def latest_tick(self, now: datetime, catch_up: timedelta = CATCH_UP) -> datetime | None:
        """The latest minute at or before `now`, no older than `catch_up`, that the spec
        names in this zone (a local time that a DST change skips never comes)."""
        minute = now.astimezone(UTC).replace(second=0, microsecond=0)
        for _ in range(int(catch_up / ONE_MINUTE) + 1):
            if self.spec.validate(minute.astimezone(self.zone)):
                return minute
            minute -= ONE_MINUTE
        return None


def fire_due_ticks(timetable, now: datetime) -> list[tuple[str, datetime]]:
    """Send every actor whose latest tick at `now` was not fired yet; returns what it fired.
    A tick that fails holds back no other actor's: the first failure is raised after all."""
    with db.connection_context():
        fired_before = store.last_ticks()
    fired, failure = [], None
    for timing in timetable:
        # An actor never fired before (a new deployment, a new line in the timetable) missed
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


def fire_tick(actor, tick: datetime) -> bool:
    """Record `tick` as fired and enqueue its message, both or neither; False if some
    scheduler fired this tick already."""
    with (
        tracing.span(f"tick {actor.actor_name}", **{"hourglass.tick": tick.isoformat()}),
        db.connection_context(),
        db.atomic(),
    ):
        if not store.claim_tick(actor.actor_name, tick):
            logger.debug(
                "event=tick_already_fired actor=%s tick=%s", actor.actor_name, tick.isoformat()
            )
            return False
        enqueue_in_transaction([actor.message_with_options(scheduled_at=tick.isoformat())])
    logger.info("event=tick_fired actor=%s tick=%s", actor.actor_name, tick.isoformat())
    return True


def run(timetable, leadership, poll_seconds: float) -> None:
    """Fire the timetable for as long as the process lives: while this process leads,
    evaluate each new minute of the database's clock; a lost lock or a failed tick is
    retried, never fatal."""
    for timing in timetable:
        logger.info(
            "event=timetable actor=%s cron=%r zone=%s",
            timing.actor.actor_name,
            str(timing.spec),
            timing.zone,
        )
    evaluated_minute = None
    while True:
        now = leadership.hold()
        minute = now.replace(second=0, microsecond=0)
        if minute != evaluated_minute:
            try:
                fire_due_ticks(timetable, now)
                evaluated_minute = minute
            except DATABASE_ERRORS:
                pass  # logged per actor; the whole minute is evaluated again at the next poll
        time.sleep(min(poll_seconds, (minute + ONE_MINUTE - now).total_seconds()))
