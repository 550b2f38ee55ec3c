"""Readiness of a deployment: the checks behind `/readyz` and `hourglass health`.

Ready means: the database answers, every migration is applied, a scheduler fires ticks
(`HOURGLASS_READY_MAX_TICK_AGE`), and no queue's oldest ready
message has waited longer than `HOURGLASS_READY_MAX_QUEUE_AGE`. Each check says in one
line what it saw.
"""

from dataclasses import asdict, dataclass

import peewee
import psycopg
from playhouse.migrations import Runner

from hourglass.core import settings as settings_module
from hourglass.core.database import check_reachable, database_url, db
from hourglass.core.errors import HourglassError, first_line
from hourglass.core.migrate import MIGRATIONS_DIR
from hourglass.core.queue_pauses import paused_queues
from hourglass.core.settings import Settings
from hourglass.core.store import reads

LATEST_TICK_AGE = "SELECT extract(epoch FROM now() - max(last_tick_at))::float8 FROM scheduler_tick"


@dataclass(frozen=True)
class Check:
    name: str
    ok: bool
    detail: str

    def as_json(self) -> dict:
        return asdict(self)


def readiness(settings: Settings | None = None) -> list[Check]:
    """Every check, in order; those after an unreachable database are not run."""
    settings = settings or settings_module.load()
    try:
        check_reachable(database_url(settings))  # bounded: a connect timeout, unlike the pool's
        db.connect(reuse_if_open=True)
    except (HourglassError, peewee.DatabaseError, peewee.InterfaceError, psycopg.Error) as exc:
        return [Check("database", False, f"unreachable: {first_line(exc)}")]
    try:
        return [
            Check("database", True, "reachable"),
            _migrations_check(),
            _scheduler_check(settings),
            _queues_check(settings),
        ]
    finally:
        db.close()


def _migrations_check() -> Check:
    pending = [
        m.name for m in Runner(db, directory=str(MIGRATIONS_DIR)).status() if m.applied is None
    ]
    if pending:
        return Check("migrations", False, f"{len(pending)} pending: {', '.join(pending)}")
    return Check("migrations", True, "all applied")


def _scheduler_check(settings: Settings) -> Check:
    # Several actors run every minute: while any scheduler runs, the latest fired tick of
    # any is at most a minute old.
    age = latest_tick_age()
    limit = settings.ready_max_tick_age.total_seconds()
    if age is None or age > limit:
        seen = "no tick fired yet" if age is None else f"last tick fired {age:.0f}s ago"
        return Check("scheduler", False, f"no scheduler is ticking: {seen} (limit {limit:.0f}s)")
    return Check("scheduler", True, f"last tick fired {age:.0f}s ago")


def _queues_check(settings: Settings) -> Check:
    limit = settings.ready_max_queue_age.total_seconds()
    oldest = oldest_ready_seconds()
    # A queue an operator paused waits on purpose: the web process stays in service.
    paused = paused_queues()
    late = {q: age for q, age in oldest.items() if age > limit and q not in paused}
    if late:
        named = ", ".join(f"{queue} {age:.0f}s" for queue, age in sorted(late.items()))
        return Check("queues", False, f"oldest ready message older than {limit:.0f}s: {named}")
    return Check("queues", True, f"no ready message older than {limit:.0f}s")


def latest_tick_age() -> float | None:
    """Seconds since any scheduler last fired a tick (None before the first)."""
    return db.execute_sql(LATEST_TICK_AGE).fetchone()[0]


def oldest_ready_seconds() -> dict:
    """{queue: seconds its oldest ready message has waited}, for queues with one."""
    oldest: dict[str, float] = {}
    for queue_name, seconds in reads.oldest_ready(db):
        oldest[queue_name] = max(seconds, oldest.get(queue_name, seconds))
    return oldest
