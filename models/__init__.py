"""The tables of the four pipelines, one module each, on the one database object `db`.

`with models.db.atomic(): ...` is how a producer joins its own transaction: every
producer function of `actors` writes on this connection.
"""

import peewee
from playhouse.postgres_ext import DateTimeTZField

from hourglass.database import HourglassDatabase

db = HourglassDatabase()


def array_columns(rows) -> list[list]:
    """Rows as one list per column: the parameters `unnest(%s::type[], ...)` takes (psycopg
    adapts a list to an array, but a tuple to a record)."""
    return [list(column) for column in zip(*rows)]


#: Up to this many rows a count is exact; beyond it the planner's estimate serves, since
#: counting a year of rows (millions) costs seconds per status request.
EXACT_COUNT_LIMIT = 100_000


class Estimate(int):
    """A count taken from the planner's statistics, not counted (shown as `~N`)."""


def count_rows(rows_query, params=None) -> int:
    """How many rows `rows_query` returns: counted when the planner expects fewer than
    EXACT_COUNT_LIMIT, else the planner's estimate (an `Estimate`)."""
    ((plan,),) = db.execute_sql(f"EXPLAIN (FORMAT JSON) {rows_query}", params).fetchone()
    expected = plan["Plan"]["Plan Rows"]
    if expected < EXACT_COUNT_LIMIT:
        return db.execute_sql(f"SELECT count(*) FROM ({rows_query}) AS counted", params).fetchone()[0]
    return Estimate(expected)


class BaseModel(peewee.Model):
    class Meta:
        database = db
        legacy_table_names = False


__all__ = ["BaseModel", "DateTimeTZField", "Estimate", "array_columns", "count_rows", "db"]
