"""Test harness: one fresh, migrated database per test session on a real PostgreSQL,
made once the tests are collected and only if one of them is not a unit test (tests/unit
reach no database: a run of them alone starts none).

`DATABASE_URL` names the server to use; without it the embedded pgserver is started.
Every process the tests start (workers, schedulers) inherits the session's database and
the short heartbeat settings through the environment.
"""

import os

import pytest

from tests.harness import FAST_HEARTBEAT_ENVIRONMENT, fresh_database

TEST_ENVIRONMENT = {
    **FAST_HEARTBEAT_ENVIRONMENT,
    "HOURGLASS_COLLECTION_ALLOW_PRIVATE_ADDRESSES": "true",
}


def pytest_configure(config):
    for key, value in TEST_ENVIRONMENT.items():
        os.environ.setdefault(key, value)
    config.hourglass_database = None


def pytest_collection_finish(session):
    if any(not _is_unit_test(item) for item in session.items):
        session.config.hourglass_database = fresh_database("hourglass_test")
        session.config.hourglass_database.__enter__()


def pytest_unconfigure(config):
    if config.hourglass_database is not None:
        config.hourglass_database.__exit__(None, None, None)


def _is_unit_test(item) -> bool:
    return item.path.parent.name == "unit"


@pytest.fixture(autouse=True)
def clean_database(request):
    """Every integration and e2e test starts from empty tables (the schema stays); unit
    tests touch no database."""
    from models import db

    if _is_unit_test(request.node):
        yield
        return

    db.connect(reuse_if_open=True)
    tables = db.execute_sql(
        """
        SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) FROM pg_tables
        WHERE schemaname IN ('public', 'dramatiq') AND tablename <> 'schema_migration'
        """
    ).fetchall()
    db.execute_sql(f"TRUNCATE {', '.join(t for (t,) in tables)} RESTART IDENTITY CASCADE")
    yield
    if db.in_transaction():
        db.rollback()
