"""Test harness: one fresh, migrated database per test session on a real PostgreSQL,
made once the tests are collected and only if one of them is not a unit test (tests/unit
reach no database: a run of them alone starts none).

`DATABASE_URL` names the server to use; without it an embedded pgserver is started, on a
data folder of the tests' own (TEST_DATA_DIR), not the one `make run` uses: a test run
leaves the developer's server and its data alone. That server does not fsync: no test
crashes the machine (a server's own crash, which the fault tests make, loses nothing the
operating system was handed), and the integration tests ran 12% faster so (90 -> 78 s).
Every process the tests start (workers, schedulers) inherits the session's database and
the short heartbeat settings through the environment.
"""

import os
from itertools import islice

import peewee
import psycopg
import pytest

from hourglass.core.database import database_url
from tests.harness import FAST_HEARTBEAT_ENVIRONMENT, PROJECT_ROOT, fresh_database, without_fsync

TEST_ENVIRONMENT = {
    **FAST_HEARTBEAT_ENVIRONMENT,
    "HOURGLASS_COLLECTION_ALLOW_PRIVATE_ADDRESSES": "true",
}

#: The embedded server's data folder for the tests (HOURGLASS_DATA_DIR, unless set).
TEST_DATA_DIR = PROJECT_ROOT / ".hourglass" / "tests"


def pytest_configure(config):
    for key, value in {**TEST_ENVIRONMENT, "HOURGLASS_DATA_DIR": str(TEST_DATA_DIR)}.items():
        os.environ.setdefault(key, value)
    config.hourglass_database = None
    config.addinivalue_line(
        "markers",
        "waits(seconds): the test waits about that long for real time to pass (an outage, "
        "a soak, minute ticks); such tests are dealt out first, one pytest process each",
    )


def pytest_collection_modifyitems(config, items):
    """Under `pytest -n K --dist worksteal` (make test), the K processes start on K
    consecutive slices of the collection, and a process that runs out takes the second half
    of another's queue, never a test already started. The tests that wait for minutes all
    sat in the first slice, the e2e and fault tests: one process ran them one after the
    other (about 450 s of the suite's 490). So each slice is made to begin with its share of
    them, the longest dealt first to the slice that waits least; the other tests keep their
    order."""
    workers = getattr(config, "workerinput", {}).get("workercount")
    if not workers:
        return
    waiting = sorted(
        (item for item in items if item.get_closest_marker("waits")),
        key=lambda item: -item.get_closest_marker("waits").args[0],
    )
    slices: list[list] = [[] for _ in range(workers)]
    waits = [0.0] * workers
    for item in waiting:
        least = waits.index(min(waits))
        slices[least].append(item)
        waits[least] += item.get_closest_marker("waits").args[0]
    others = iter(item for item in items if not item.get_closest_marker("waits"))
    left = len(items)
    for number, tests in enumerate(slices):
        size = left // (workers - number)  # as worksteal slices the collection at its start
        tests.extend(islice(others, max(0, size - len(tests))))
        left -= len(tests)
    slices[-1].extend(others)
    items[:] = [item for tests in slices for item in tests]


def pytest_collection_finish(session):
    if any(not _is_unit_test(item) for item in session.items):
        if "DATABASE_URL" not in os.environ and os.environ["HOURGLASS_DATA_DIR"] == str(
            TEST_DATA_DIR
        ):  # the tests' own server, not one a developer named
            without_fsync(database_url())
        session.config.hourglass_database = fresh_database("hourglass_test")
        session.config.hourglass_database.__enter__()


def pytest_unconfigure(config):
    if config.hourglass_database is not None:
        config.hourglass_database.__exit__(None, None, None)


@pytest.fixture(autouse=True, scope="session")
def process_logs(tmp_path_factory):
    """The output of every process a test starts goes to this run's folder under pytest's
    temporary root, which keeps the last three runs' folders and removes older ones."""
    os.environ["HOURGLASS_PROCESS_LOGS"] = str(tmp_path_factory.mktemp("process-logs"))


def _is_unit_test(item) -> bool:
    return item.path.parent.name == "unit"


# The tables a test may have written, and the sequences it may have moved. Only tables
# that hold their own rows: a partitioned table's TRUNCATE empties every partition, and the
# partitions holding rows are truncated anyway (0.18 s -> 0.08 s after a reminder's send).
TABLES = """
SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname)
FROM pg_class AS c JOIN pg_namespace AS n ON n.oid = c.relnamespace
WHERE c.relkind = 'r' AND n.nspname IN ('public', 'dramatiq') AND c.relname <> 'schema_migration'
"""
#: Not the sequences whose order the store reads (a stripe's newest cursor, the newest
#: promotion: `ORDER BY seq DESC`), which production never sets back. Set back, a row that
#: outlived the truncation would stay the newest: every claim of its stripe would read again
#: what it had claimed and fail on the claim's key, as one clean-clone run's did for 30 s.
MOVED_SEQUENCES = """
SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename), start_value FROM pg_sequences
WHERE schemaname IN ('public', 'dramatiq') AND last_value IS NOT NULL
  AND sequencename NOT IN ('queue_ring_cursor_seq', 'queue_promotion_seq')
"""


def empty_tables() -> None:
    """The tables of `db`'s database that hold rows truncated, its sequences moved back."""
    from models import db

    db.connect(reuse_if_open=True)
    tables = [table for (table,) in db.execute_sql(TABLES).fetchall()]
    holding_rows = " UNION ALL ".join(
        f"(SELECT '{table}' FROM {table} LIMIT 1)" for table in tables
    )
    written = [table for (table,) in db.execute_sql(holding_rows).fetchall()]
    if written:
        _truncate(db, written)
    for sequence, start in db.execute_sql(MOVED_SEQUENCES).fetchall():
        db.execute_sql("SELECT setval(%s, %s, false)", (sequence, start))


#: Times the cleaning's TRUNCATE is tried when it deadlocks.
TRUNCATE_ATTEMPTS = 5


def _truncate(db, tables) -> None:
    """TRUNCATE `tables`, again when it deadlocks: a process a test left running (a web
    server's figures, a worker) may read the ring's partitions in another order than the
    TRUNCATE locks them, and PostgreSQL then cancels one of the two."""
    for attempt in range(TRUNCATE_ATTEMPTS):
        try:
            db.execute_sql(f"TRUNCATE {', '.join(tables)} CASCADE")
            return
        except peewee.OperationalError as error:
            if "deadlock detected" not in str(error) or attempt == TRUNCATE_ATTEMPTS - 1:
                raise


@pytest.fixture
def connect():
    """`connect(autocommit=True)`: a psycopg connection of the test's own to the suite's
    database (not `db`'s), closed after the test."""
    opened = []

    def connect(autocommit=True):
        connection = psycopg.connect(database_url(), autocommit=autocommit)
        opened.append(connection)
        return connection

    yield connect
    for connection in opened:
        connection.close()


@pytest.fixture(autouse=True)
def clean_database(request):
    """Every integration and e2e test starts from empty tables and fresh sequences (the
    schema stays); unit tests touch no database. Only the tables holding rows are truncated:
    a TRUNCATE of all 26 took 0.22 s a test, most of it on tables no test had touched."""
    from models import db

    if _is_unit_test(request.node):
        yield
        return

    empty_tables()
    yield
    if db.in_transaction():
        db.rollback()
