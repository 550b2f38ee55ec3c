"""The `hourglass` command as an operator runs it: real processes, one-line failures."""

import json
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest

from actors.recommendation import member_visited, record_member_visit
from hourglass.broker import send_in_transaction
from tests.support import BIN, PROJECT_ROOT


def hourglass(*args, env=None):
    return subprocess.run(
        [str(BIN / "hourglass"), *args],
        cwd=PROJECT_ROOT,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize(
    "args",
    [("frobnicate",), ("status", "--colour"), ("db",), ("db", "drop")],
)
def test_unknown_arguments_print_one_line_and_exit_non_zero(args):
    result = hourglass(*args)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert result.stderr.startswith("hourglass")


@pytest.mark.parametrize(
    "env, expected",
    [
        ({"DATABASE_URL": "postgresql://nobody@127.0.0.1:1/nothing"}, "cannot reach the database"),
        ({"DATABASE_URL": "mysql://localhost/x"}, "DATABASE_URL"),
        ({"HOURGLASS_RECOMMENDATION_SCAN_BATCH": "lots"}, "HOURGLASS_RECOMMENDATION_SCAN_BATCH"),
    ],
)
def test_bad_configuration_or_an_unreachable_database_print_one_line(env, expected):
    result = hourglass("status", env=env)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [result.stderr.strip()]
    assert expected in result.stderr


def test_status_json_reports_queues_and_pipeline_counts():
    record_member_visit(5)
    send_in_transaction(member_visited, 6)
    send_in_transaction(member_visited, 7, delay_ms=60_000)
    report = json.loads(hourglass("status", "--json").stdout)
    assert report["pipelines"]["recommendation"]["triggers"] == 1
    assert report["queues"] == {"recommendation": {"queued": 1, "waiting": 1}}


def test_db_url_prints_the_database_in_use():
    result = hourglass("db", "url")
    assert result.returncode == 0
    assert result.stdout.strip() == os.environ["DATABASE_URL"]


def test_migrate_twice_at_once_on_a_fresh_database_applies_each_migration_once():
    url = os.environ["DATABASE_URL"]
    fresh = urlunsplit(urlsplit(url)._replace(path=f"/hourglass_migrate_{os.getpid()}"))
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "hourglass_migrate_{os.getpid()}"')
    try:
        with ThreadPoolExecutor(2) as pool:
            results = list(pool.map(lambda _: hourglass("migrate", env={"DATABASE_URL": fresh}), range(2)))
        again = hourglass("migrate", env={"DATABASE_URL": fresh})
        with psycopg.connect(fresh) as conn:
            applied = conn.execute("SELECT name FROM schema_migration ORDER BY name").fetchall()
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE "hourglass_migrate_{os.getpid()}" WITH (FORCE)')
    assert [r.returncode for r in results] == [0, 0], [r.stderr for r in results]
    assert sorted("up to date" in r.stdout for r in results) == [False, True]
    assert "up to date" in again.stdout
    assert len(applied) == len(set(applied)) >= 2


@pytest.mark.parametrize(
    "url",
    [
        "pg://app:s3cret-pw@127.0.0.1/db",
        "postgresql://app:s3cret%pw@127.0.0.1:1/db",
        "postgresql://app:s3cret-pw@[::1/db",
        "postgresql://app:s3cret-pw@127.0.0.1:1/db?sslmode=s3cret-pw",
    ],
)
def test_a_password_in_database_url_is_never_printed(url):
    result = hourglass("status", env={"DATABASE_URL": url})
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "s3cret" not in result.stdout + result.stderr
