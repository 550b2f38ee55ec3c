"""A fifth pipeline declared from test code only, laid out as a pipeline of `actors/` is:
one table (`tide_reading`, made and dropped by the test), one periodic actor that records a
reading every minute (periodiq's option), and its declaration with a status count, a prune target, a
dashboard page (templates/) and a metric. The platform is handed it beside
`actors.PIPELINES`; nothing of hourglass names it."""

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import dramatiq
from prometheus_client.core import Metric

from hourglass.core.broker import get_broker
from hourglass.core.database import db
from hourglass.core.metric_families import gauge
from hourglass.core.pipelines import Page, Pipeline, PruneTarget
from hourglass.core.scheduler import Timing, cron

get_broker()  # the broker first: the actor registers on it

CREATE_TABLE = """
CREATE TABLE tide_reading (
    id bigserial PRIMARY KEY,
    read_at timestamptz NOT NULL DEFAULT now()
)
"""
DROP_TABLE = "DROP TABLE tide_reading"

#: Readings are kept this long.
KEEP_READINGS_FOR = timedelta(days=7)

READINGS = "SELECT count(*) FROM tide_reading"
OLD_READINGS = "SELECT id FROM tide_reading WHERE read_at < now() - %(older_than)s"
PRUNE_READINGS = f"""
DELETE FROM tide_reading WHERE id IN ({OLD_READINGS} ORDER BY id LIMIT %(limit)s)
"""
COUNT_OLD_READINGS = f"SELECT count(*) FROM ({OLD_READINGS}) AS old"


@dramatiq.actor(
    actor_name="read_tide_gauge",
    queue_name="tide_gauge",
    max_retries=0,
    periodic=cron("* * * * *"),
)
def read_tide_gauge():
    db.execute_sql("INSERT INTO tide_reading DEFAULT VALUES")


TIMETABLE = [Timing.of(read_tide_gauge)]


def status_counts() -> dict:
    return {"readings": db.execute_sql(READINGS).fetchone()[0]}


def prune_old_readings(older_than: timedelta, limit: int) -> int:
    return db.execute_sql(PRUNE_READINGS, {"older_than": older_than, "limit": limit}).rowcount


def count_old_readings(older_than: timedelta) -> int:
    return db.execute_sql(COUNT_OLD_READINGS, {"older_than": older_than}).fetchone()[0]


def figures() -> dict:
    return {"counts": status_counts()}


def metrics(data: dict) -> Iterator[Metric]:
    yield gauge(
        "hourglass_tide_gauge_readings",
        "Tide readings recorded.",
        samples=[((), data["counts"]["readings"])],
    )


PIPELINE = Pipeline(
    name="tide_gauge",
    status_counts=status_counts,
    retention=(
        PruneTarget(
            "tide readings", lambda: KEEP_READINGS_FOR, prune_old_readings, count_old_readings
        ),
    ),
    page=Page("Tide gauge", Path(__file__).parent / "templates", figures),
    metrics=metrics,
)
