"""Migrations and models agree: every model's table and column exists, with a compatible type."""

import importlib
import pkgutil

import pytest

import models
from models import BaseModel, db

for module in pkgutil.iter_modules(models.__path__):
    importlib.import_module(f"models.{module.name}")

MODELS = sorted(BaseModel.__subclasses__(), key=lambda model: model._meta.table_name)

#: Peewee field type → the PostgreSQL types a migration may have used for it.
COMPATIBLE_TYPES = {
    "BIGAUTO": {"bigint"},
    "AUTO": {"integer", "bigint"},
    "BIGINT": {"bigint"},
    "INT": {"integer", "bigint", "smallint"},
    "SMALLINT": {"smallint", "integer"},
    "TEXT": {"text", "character varying"},
    "VARCHAR": {"text", "character varying"},
    "CHAR": {"text", "character varying", "character"},
    "BOOL": {"boolean"},
    "TIMESTAMPTZ": {"timestamp with time zone"},
    "DATE": {"date"},
    "UUID": {"uuid"},
    "JSONB": {"jsonb"},
    "JSON": {"json", "jsonb"},
    "FLOAT": {"double precision", "real"},
    "DOUBLE": {"double precision"},
    "DECIMAL": {"numeric"},
}


@pytest.mark.parametrize("model", MODELS, ids=lambda model: model._meta.table_name)
def test_every_model_column_exists_in_the_migrated_schema(model):
    columns = {
        column.name: column.data_type.lower() for column in db.get_columns(model._meta.table_name)
    }
    assert columns, f"table {model._meta.table_name} is missing"
    for field in model._meta.sorted_fields:
        assert field.column_name in columns, (
            f"{model._meta.table_name}.{field.column_name} is missing"
        )
        compatible = COMPATIBLE_TYPES.get(field.field_type)
        if compatible is not None:
            assert columns[field.column_name] in compatible, (
                field.column_name,
                columns[field.column_name],
            )
