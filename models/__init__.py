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


class BaseModel(peewee.Model):
    class Meta:
        database = db
        legacy_table_names = False


__all__ = ["BaseModel", "DateTimeTZField", "array_columns", "db"]
