"""The tables of the pipelines, one module each, on the platform's one database object `db`.

`with models.db.atomic(): ...` is how a producer joins its own transaction: every
producer function of `actors` writes on this connection.
"""

from playhouse.postgres_ext import DateTimeTZField

from hourglass.core.database import db
from hourglass.core.rows import (
    BaseModel,
    Estimate,
    Event,
    History,
    array_columns,
    count_rows,
    fetch_all_as,
    fetch_one_as,
    newest_first,
)

__all__ = [
    "BaseModel",
    "DateTimeTZField",
    "Estimate",
    "Event",
    "History",
    "array_columns",
    "count_rows",
    "db",
    "fetch_all_as",
    "fetch_one_as",
    "newest_first",
]
