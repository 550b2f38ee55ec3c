"""The `hourglass` command as an operator runs it: real processes, one-line failures."""

import json
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor

import psycopg
import pytest

from actors.recommendation import member_visited, record_member_visit
from hourglass.core.sending import send_in_transaction
from tests.harness import (
    BIN,
    PROJECT_ROOT,
    embedded_data_dir,
    run_hourglass,
    scalar,
    scratch_database,
)

hourglass = run_hourglass


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


@pytest.mark.parametrize(
    "env, expected",
    [
        ({"HOURGLASS_COLLECTION_SLA_CUTOFF_HOUR": "24"}, "CUTOFF_HOUR=24 must be 0..23"),
        ({"HOURGLASS_NOTIFICATION_URL": "ftp://h/x"}, "HOURGLASS_NOTIFICATION_URL='ftp://h/x'"),
        ({"HOURGLASS_REVIEW_STATS_MAX_RETRIES": "-1"}, "HOURGLASS_REVIEW_STATS_MAX_RETRIES"),
    ],
)
@pytest.mark.parametrize("command", [("migrate",), ("db", "url")])
def test_a_bad_pipeline_setting_stops_a_command_that_runs_no_pipeline_code(command, env, expected):
    result = hourglass(*command, env=env)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [result.stderr.strip()]
    assert result.stderr.startswith("hourglass: ") and expected in result.stderr


def test_a_bad_pipeline_setting_stops_a_worker_at_start():
    worker = subprocess.run(
        [str(BIN / "dramatiq"), "actors", "--processes", "1", "--threads", "1"],
        cwd=PROJECT_ROOT,
        env={**os.environ, "HOURGLASS_COLLECTION_SLA_CUTOFF_HOUR": "24"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert worker.returncode != 0
    assert "HOURGLASS_COLLECTION_SLA_CUTOFF_HOUR=24 must be 0..23" in worker.stderr


def test_status_json_reports_queues_and_pipeline_counts():
    record_member_visit(5)
    send_in_transaction(member_visited, 6)
    send_in_transaction(member_visited, 7, delay_ms=60_000)
    report = json.loads(hourglass("status", "--json").stdout)
    assert report["pipelines"]["recommendation"]["triggers"] == 1
    assert report["queues"] == {"recommendation": {"queued": 1, "waiting": 1, "paused": False}}


def test_db_url_prints_the_database_in_use():
    result = hourglass("db", "url")
    assert result.returncode == 0
    assert result.stdout.strip() == os.environ["DATABASE_URL"]


def test_migrate_twice_at_once_on_a_fresh_database_applies_each_migration_once():
    with scratch_database("hourglass_migrate") as fresh:
        with ThreadPoolExecutor(2) as pool:
            results = list(
                pool.map(lambda _: hourglass("migrate", env={"DATABASE_URL": fresh}), range(2))
            )
        again = hourglass("migrate", env={"DATABASE_URL": fresh})
        with psycopg.connect(fresh) as conn:
            applied = conn.execute("SELECT name FROM schema_migration ORDER BY name").fetchall()
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


def embedded_environment(data_dir):
    """This process's environment with no DATABASE_URL: the embedded server of `data_dir`."""
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    return {**env, "HOURGLASS_DATA_DIR": str(data_dir)}


def test_an_unusable_data_folder_prints_one_line(tmp_path):
    (tmp_path / "a-file").write_text("")
    env = embedded_environment(tmp_path / "a-file" / "data")
    result = subprocess.run(
        [str(BIN / "hourglass"), "status"], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"hourglass: HOURGLASS_DATA_DIR='{tmp_path}/a-file/data' is not a writable folder: "
        "Not a directory"
    ]


def test_db_url_leaves_a_fresh_embedded_server_running_until_db_stop():
    with embedded_data_dir() as data_dir:
        check_db_url_and_stop(embedded_environment(data_dir))


def check_db_url_and_stop(env):

    def run(*args, **extra):
        return subprocess.run(
            [str(BIN / "hourglass"), *args],
            env={**env, **extra},
            capture_output=True,
            text=True,
            timeout=120,
        )

    url = run("db", "url").stdout.strip()
    try:
        assert run("migrate", DATABASE_URL=url).returncode == 0
        status = run("status", DATABASE_URL=url)
        assert status.returncode == 0, status.stderr
    finally:
        stopped = run("db", "stop")
    assert stopped.stdout.strip() == "embedded PostgreSQL stopped"
    with pytest.raises(psycopg.OperationalError):
        psycopg.connect(url, connect_timeout=5)
    assert run("db", "stop").stdout.strip() == "embedded PostgreSQL was not running"


def test_a_recommender_that_cannot_be_imported_stops_workers_and_commands_at_start():
    env = {"HOURGLASS_RECOMMENDER": "nosuch:recommend"}
    worker = subprocess.run(
        [str(BIN / "dramatiq"), "actors", "--processes", "1", "--threads", "1"],
        cwd=PROJECT_ROOT,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert worker.returncode != 0
    assert "HOURGLASS_RECOMMENDER='nosuch:recommend' cannot be imported" in worker.stderr
    demo = hourglass("demo", "--seconds", "1", env=env)
    assert demo.returncode == 2
    assert demo.stderr.strip().splitlines() == [
        "hourglass: HOURGLASS_RECOMMENDER='nosuch:recommend' cannot be imported: "
        "No module named 'nosuch'"
    ]


def test_the_demo_with_an_unusable_data_folder_prints_one_line(tmp_path):
    (tmp_path / "a-file").write_text("")
    result = hourglass(
        "demo", "--seconds", "1", env={"HOURGLASS_DATA_DIR": str(tmp_path / "a-file" / "data")}
    )
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"hourglass: HOURGLASS_DATA_DIR='{tmp_path}/a-file/data' is not a writable folder: "
        "Not a directory"
    ]
    assert scalar("SELECT count(*) FROM job_source") == 0


def test_a_process_killed_earlier_does_not_keep_the_embedded_server_running():
    with embedded_data_dir() as data_dir:
        env = embedded_environment(data_dir)

        def run(*args):
            return subprocess.run(
                [str(BIN / "hourglass"), *args],
                env=env,
                capture_output=True,
                text=True,
                timeout=120,
            )

        assert run("db", "url").returncode == 0
        assert run("db", "stop").returncode == 0
        # What a user of the server killed by a signal leaves behind: its pid, long dead.
        dead = subprocess.Popen(["true"])
        dead.wait()
        (data_dir / "pgdata" / ".handle_pids.json").write_text(json.dumps([dead.pid]))
        assert run("migrate").returncode == 0
        assert not (data_dir / "pgdata" / "postmaster.pid").exists()
        assert run("db", "stop").stdout.strip() == "embedded PostgreSQL was not running"
