"""What every table module shares: the model base on the platform's database `db`, typed
row fetches, counts that stay cheap on big tables, and the history of one entity as
`hourglass show` lists it."""

from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

import peewee
from psycopg.rows import class_row

from hourglass.core.database import db


def array_columns(rows) -> list[list]:
    """Rows as one list per column: the parameters `unnest(%s::type[], ...)` takes (psycopg
    adapts a list to an array, but a tuple to a record)."""
    return [list(column) for column in zip(*rows, strict=True)]


#: A count the planner expects to cost less than this (its units: about one page read;
#: ~4 µs each measured here) is counted; a dearer one (a year of rows, or a small set with
#: no index to find it by) is the planner's estimate instead.
EXACT_COUNT_COST = 3000


@dataclass(frozen=True)
class Event:
    """One thing hourglass did for an entity, as `hourglass show` lists it (newest first)."""

    at: datetime | None
    what: str
    detail: str = ""
    #: An operator's override that applies (hourglass.operator.overrides): its verb and the id.
    override: tuple[str, str] | None = None


@dataclass(frozen=True)
class History:
    """Everything hourglass did for one entity: what it is now, and its events."""

    facts: dict[str, Any]
    events: list[Event]


def newest_first(events: list[Event]) -> list[Event]:
    return sorted(events, key=lambda e: (e.at is not None, e.at), reverse=True)


class Estimate(int):
    """A count taken from the planner's statistics, not counted (shown as `~N`)."""


def figure(value) -> str:
    """A count as shown: `~N` for an estimate."""
    return f"~{int(value)}" if isinstance(value, Estimate) else str(value)


def count_rows(rows_query, params=None) -> int:
    """How many rows `rows_query` returns: counted when the planner expects that to be
    cheap (EXACT_COUNT_COST), else the planner's estimate of the rows (an `Estimate`)."""
    ((plan,),) = db.execute_sql(f"EXPLAIN (FORMAT JSON) {rows_query}", params).fetchone()
    if plan["Plan"]["Total Cost"] < EXACT_COUNT_COST:
        return db.execute_sql(f"SELECT count(*) FROM ({rows_query}) AS counted", params).fetchone()[
            0
        ]
    return Estimate(plan["Plan"]["Plan Rows"])


Row = TypeVar("Row")


def fetch_one_as(row_class: type[Row], sql: str, params: Any = None) -> Row | None:
    """The query's first row as a `row_class` (a dataclass or NamedTuple whose fields are
    the query's column names), or None: a column added, dropped or moved cannot shift the
    fields silently, it fails by name."""
    cursor = db.execute_sql(sql, params)
    cursor.row_factory = class_row(row_class)
    return cursor.fetchone()


def fetch_all_as(row_class: type[Row], sql: str, params: Any = None) -> list[Row]:
    """Every row of the query as a `row_class` (see `fetch_one_as`)."""
    cursor = db.execute_sql(sql, params)
    cursor.row_factory = class_row(row_class)
    return cursor.fetchall()


class BaseModel(peewee.Model):
    class Meta:
        database = db
        legacy_table_names = False
