"""The scheduler's record of fired ticks: one row per periodic actor, moved forward only."""

import peewee
from playhouse.postgres_ext import DateTimeTZField

from hourglass.core.database import db
from hourglass.core.rows import BaseModel


class SchedulerTick(BaseModel):
    actor_name = peewee.TextField(primary_key=True)
    last_tick_at = DateTimeTZField()


# The write that decides who fires a tick: it succeeds for one caller per (actor, tick), and
# for no tick older than the last fired one (a scheduler that lagged behind a takeover).
CLAIM_TICK = """
INSERT INTO scheduler_tick AS t (actor_name, last_tick_at) VALUES (%s, %s)
ON CONFLICT (actor_name) DO UPDATE SET last_tick_at = EXCLUDED.last_tick_at
    WHERE t.last_tick_at < EXCLUDED.last_tick_at
RETURNING 1
"""


def claim_tick(actor_name: str, tick) -> bool:
    """In the caller's transaction: record `tick` as `actor_name`'s last fired one; False if
    that tick (or a later one) was fired already."""
    return db.execute_sql(CLAIM_TICK, (actor_name, tick)).fetchone() is not None


def last_ticks() -> dict:
    """actor name → the last tick fired for it."""
    return {row.actor_name: row.last_tick_at for row in SchedulerTick.select()}
