"""Migrations and what they make: every model's table and column exists with a compatible
type (in the suite's database); and, in a database of this module's own that they migrated
from empty, the committed schema file (migrations/schema.sql), the hot lane's numbers that
the SQL and hourglass.core.store.schema share, and no SQL function version left that
nothing calls (docs/architecture.md, "Migrations: expand, flip, contract")."""

import difflib
import importlib
import pkgutil
import re
from pathlib import Path

import psycopg
import pytest

import models
from hourglass.core.store.schema import (
    CARRY_AHEAD_S,
    NOTIFY_WITHIN_MS,
    OUTER_BUCKET_SECONDS,
    OUTER_BUCKETS,
    OUTER_HORIZON_S,
    SLOT_SECONDS,
    SLOTS,
    STRIPES,
    WAITING_BUCKET_SECONDS,
    WAITING_BUCKETS,
    WAITING_HORIZON_S,
)
from models import BaseModel, db
from tests.harness import PROJECT_ROOT, lacking
from tests.schema_dump import (
    REGENERATE,
    SCHEMA_FILE,
    dump_schema,
    migrated_database,
    mismatch,
)

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


#: The code that calls SQL functions: this tree's platform and pipelines, their Python and
#: any SQL file of theirs (a store's named queries).
CALLING_CODE = ("hourglass", "models", "actors")
CALLING_FILES = ("*.py", "*.sql")

#: Function versions the previous release (tests/e2e/test_rolling_upgrade.py,
#: PREVIOUS_RELEASE) calls and this tree no longer does, each with the migration that made
#: it: kept until the contract migration of the release after this one drops them.
CALLED_BY_THE_PREVIOUS_RELEASE_ONLY: dict[str, str] = dict.fromkeys(
    (
        "create_task_v2",
        "change_task_status_v2",
        "complete_task_v2",
        "reassign_task_v2",
        "refund_task_v2",
        "record_progress_activity_v2",
    ),
    "0045",
) | {"cancel_timers_v1": "0046"}

#: Our functions by name, with their definitions: the producer API and its checks in the
#: schema `hourglass`, the ring's slot and the refresh's finish in `public`.
FUNCTIONS = """
SELECT p.proname, pg_get_functiondef(p.oid)
FROM pg_proc AS p JOIN pg_namespace AS n ON n.oid = p.pronamespace
WHERE n.nspname IN ('hourglass', 'public') AND p.prokind = 'f'
"""

#: The hot lane's partitioned tables, each with the slot of every partition's bound.
RING_PARTITIONS = """
SELECT parent.relname, array_agg(pg_get_expr(child.relpartbound, child.oid) ORDER BY child.relname)
FROM pg_inherits AS i
JOIN pg_class AS parent ON parent.oid = i.inhparent
JOIN pg_class AS child ON child.oid = i.inhrelid
WHERE parent.relname LIKE %s AND parent.relkind = 'p'
GROUP BY parent.relname
"""


@pytest.fixture(scope="module")
def migrated_url():
    """An empty database migrated by hourglass.core.migrate.apply_migrations, for this
    module alone (the suite's database may hold what other tests created)."""
    with migrated_database("hourglass_schema") as url:
        yield url


@pytest.fixture
def catalog(migrated_url):
    with psycopg.connect(migrated_url, autocommit=True) as connection:
        yield connection


def test_migrating_an_empty_database_gives_the_committed_schema(migrated_url):
    reason = mismatch(migrated_url)
    if reason is not None:
        lacking(reason)
    migrated = dump_schema(migrated_url)
    committed = SCHEMA_FILE.read_text()
    if migrated != committed:
        diff = "".join(
            difflib.unified_diff(
                committed.splitlines(keepends=True),
                migrated.splitlines(keepends=True),
                "migrations/schema.sql (committed)",
                "an empty database migrated",
            )
        )
        pytest.fail(
            f"the migrations make another schema than migrations/schema.sql:\n{diff}\n"
            f"If the change is meant, write the file again and commit it: {REGENERATE}",
            pytrace=False,
        )


def test_each_ring_table_has_a_partition_for_each_of_the_slots(catalog):
    partitions = dict(catalog.execute(RING_PARTITIONS, ("queue_ring\\_%",)).fetchall())
    assert set(partitions) == {
        "queue_ring_message",
        "queue_ring_claim",
        "queue_ring_receipt",
        "queue_ring_cursor",
    }
    every_slot = [f"FOR VALUES IN ('{slot}')" for slot in range(SLOTS)]
    for table, bounds in partitions.items():
        assert sorted(bounds) == sorted(every_slot), table


def test_the_ring_slot_advances_one_slot_every_slot_seconds_and_wraps_at_the_slots(catalog):
    # A time at which the ring's first slot begins; then each slot's first and last moment
    # over two turns of the ring.
    turn_start = SLOTS * SLOT_SECONDS * 10**7
    times = [
        float(turn_start + k * SLOT_SECONDS + offset)
        for k in range(2 * SLOTS + 1)
        for offset in (0, SLOT_SECONDS - 0.001)
    ]
    slots = catalog.execute(
        "SELECT queue_ring_slot(to_timestamp(t)) FROM unnest(%s::float8[]) AS t", (times,)
    ).fetchall()
    expected = [k % SLOTS for k in range(2 * SLOTS + 1) for _ in (0, 1)]
    assert [slot for (slot,) in slots] == expected


#: Each wheel: its tables' prefix, its bucket function, its buckets, and their seconds.
WHEELS = {
    "wheel": ("queue_waiting", "queue_waiting_bucket", WAITING_BUCKETS, WAITING_BUCKET_SECONDS),
    "outer": ("queue_outer", "queue_outer_bucket", OUTER_BUCKETS, OUTER_BUCKET_SECONDS),
}


@pytest.mark.parametrize("wheel", WHEELS)
def test_each_wheel_table_has_a_partition_for_each_of_the_buckets(catalog, wheel):
    prefix, _, buckets, _ = WHEELS[wheel]
    partitions = dict(catalog.execute(RING_PARTITIONS, (f"{prefix}\\_%",)).fetchall())
    assert set(partitions) == {f"{prefix}_message", f"{prefix}_cancel"}
    every_bucket = [f"FOR VALUES IN ('{bucket}')" for bucket in range(buckets)]
    for table, bounds in partitions.items():
        assert sorted(bounds) == sorted(every_bucket), table


def test_the_promotions_have_a_partition_for_each_slot_of_the_ring(catalog):
    (promotions,) = catalog.execute(RING_PARTITIONS, ("queue_promotion",)).fetchall()
    assert sorted(promotions[1]) == sorted(f"FOR VALUES IN ('{slot}')" for slot in range(SLOTS))


@pytest.mark.parametrize("wheel", WHEELS)
def test_the_wheel_bucket_advances_every_bucket_seconds_and_wraps_at_the_buckets(catalog, wheel):
    _, bucket_of, buckets, seconds = WHEELS[wheel]
    turn_start = buckets * seconds * 100
    times = [
        float(turn_start + k * seconds + offset)
        for k in range(2 * buckets + 1)
        for offset in (0, seconds - 0.001)
    ]
    found = catalog.execute(
        f"SELECT {bucket_of}(to_timestamp(t)) FROM unnest(%s::float8[]) AS t", (times,)
    ).fetchall()
    expected = [k % buckets for k in range(2 * buckets + 1) for _ in (0, 1)]
    assert [bucket for (bucket,) in found] == expected


def test_a_bucket_is_empty_of_its_next_turns_messages_for_a_while_after_its_own():
    """A message is in a wheel at most its horizon before it falls due: the rotation has the
    rest of the turn, but the bucket being written and the one before it, to empty a bucket.
    A carry puts a message in the wheel at most CARRY_AHEAD_S before it falls due."""
    assert WAITING_HORIZON_S < (WAITING_BUCKETS - 2) * WAITING_BUCKET_SECONDS
    assert OUTER_HORIZON_S < (OUTER_BUCKETS - 2) * OUTER_BUCKET_SECONDS
    assert CARRY_AHEAD_S < WAITING_HORIZON_S


def test_the_sql_send_notifies_and_waits_by_the_pythons_bounds(catalog):
    """enqueue_v4 NOTIFYs only a message due within NOTIFY_WITHIN_MS, sends one due within
    WAITING_HORIZON_S to the wheel and one due within OUTER_HORIZON_S to the outer wheel, as
    QueueStore.send does (decisions 0010, 0011); the carry reaches CARRY_AHEAD_S ahead."""
    ((definition,),) = catalog.execute(
        "SELECT pg_get_functiondef('hourglass.enqueue_v4'::regproc)"
    ).fetchall()
    assert re.findall(r"d\.ms < (\d+)", definition) == [str(NOTIFY_WITHIN_MS)]
    between = re.findall(r"delay_ms > (\d+) AND s\.delay_ms <= (\d+)", definition)
    assert between == [
        ("0", str(WAITING_HORIZON_S * 1000)),
        (str(WAITING_HORIZON_S * 1000), str(OUTER_HORIZON_S * 1000)),
    ]
    assert re.findall(r"delay_ms > (\d+)\n", definition) == [str(OUTER_HORIZON_S * 1000)]
    ((carry,),) = catalog.execute(
        "SELECT pg_get_functiondef('hourglass.carry_outer_v1'::regproc)"
    ).fetchall()
    assert re.findall(r"clock_timestamp\(\) \+ interval '(\d+) minutes'", carry) == [
        str(CARRY_AHEAD_S // 60)
    ]


def test_the_stripe_is_the_id_modulo_the_stripes_in_the_index_and_every_function(catalog):
    (index,) = catalog.execute(
        "SELECT pg_get_indexdef('queue_ring_message_in_commit_order'::regclass)"
    ).fetchone()
    assert re.findall(r"id % \((\d+)\)::bigint", index) == [str(STRIPES)], index

    ring_functions = {
        name: definition
        for name, definition in catalog.execute(FUNCTIONS).fetchall()
        if name.startswith(("claim_ring", "take_ring"))
    }
    assert {"claim_ring_v4", "claim_ring_stripe_v3", "take_ring_v3"} <= set(ring_functions)
    for name, definition in ring_functions.items():
        # The stripe of a message (`id % 4`), the next stripe (`(first + n) % 4`) and the
        # loop over every stripe (`FOR n IN 0..3`).
        moduli = re.findall(r"% (\d+)", definition)
        loops = re.findall(r"FOR n IN 0\.\.(\d+)", definition)
        assert moduli, name
        assert set(moduli) == {str(STRIPES)}, (name, moduli)
        assert set(loops) <= {str(STRIPES - 1)}, (name, loops)


def versioned(names: set[str]) -> set[str]:
    """The names that are versions: `<name>_v<N>`, and a first version named before its
    family had versions (`succeed_recommendation_task` beside `..._v2`)."""
    return {
        name
        for name in names
        if re.search(r"_v\d+$", name) or any(other.startswith(f"{name}_v") for other in names)
    }


def names_in(text: str, names: set[str]) -> set[str]:
    return {name for name in names if re.search(rf"\b{name}\b", text)}


def test_every_function_version_left_is_called_by_this_tree_or_the_previous_release(catalog):
    """A version is called when its name is in this tree's code (hourglass/, models/,
    actors/: Python and SQL files), or in the body of a function that is called: a function
    that is no version (the producer API any product calls, the ring's slot), a version
    called so, or one the previous release calls. By name: overloads of one name count as
    one."""
    definitions: dict[str, str] = {}
    for name, definition in catalog.execute(FUNCTIONS).fetchall():
        definitions[name] = definitions.get(name, "") + definition
    names = set(definitions)
    code = "\n".join(
        path.read_text()
        for folder in CALLING_CODE
        for pattern in CALLING_FILES
        for path in sorted(Path(PROJECT_ROOT, folder).rglob(pattern))
    )
    versions = versioned(names)
    assert set(CALLED_BY_THE_PREVIOUS_RELEASE_ONLY) <= versions
    called = (names - versions) | names_in(code, names) | set(CALLED_BY_THE_PREVIOUS_RELEASE_ONLY)
    reached = set(called)
    while called:
        name = called.pop()
        new = names_in(definitions[name], names) - reached
        reached |= new
        called |= new
    uncalled = sorted(versions - reached)
    assert uncalled == [], (
        f"function versions nothing calls: {', '.join(uncalled)}; a migration drops them"
        " once neither this release nor the previous one calls them (as 0030 does)"
    )
