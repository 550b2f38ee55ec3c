"""The tables of the four pipelines, one module each, on the one database object `db`.

`with models.db.atomic(): ...` is how a producer joins its own transaction: every
producer function of `actors` writes on this connection.
"""

import peewee
from playhouse.postgres_ext import DateTimeTZField

from hourglass.database import HourglassDatabase

db = HourglassDatabase()


class BaseModel(peewee.Model):
    class Meta:
        database = db
        legacy_table_names = False


__all__ = ["BaseModel", "DateTimeTZField", "db"]
