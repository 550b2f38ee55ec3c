"""`postgres://` (what Heroku and most managed services hand out) and `postgresql://` name
the same server everywhere: migrations, Peewee, the broker's pools, the worker's listener,
the direct URL beside a pooler, and `hourglass db url`; here a server on TCP that asks for
a password."""

import os

import pytest
from psycopg.conninfo import conninfo_to_dict

import actors  # noqa: F401  (the broker)
from hourglass.core.sending import send_in_transaction
from models import db
from tests.e2e.probe_actors import CREATE_PROBE_TABLE, probe_record
from tests.harness import (
    PROJECT_ROOT,
    run_hourglass,
    scalar,
    start_worker,
    use_database,
    wait_until,
)
from tests.password_server import PasswordServer


@pytest.fixture(scope="module")
def password_server():
    server = PasswordServer().start()
    yield server
    server.stop()


@pytest.fixture
def on_password_server(password_server):
    """DATABASE_URL and HOURGLASS_DIRECT_DATABASE_URL spelled `postgres://`, for this test's
    `db` and the processes it starts; the suite's database is back afterwards."""
    suite_url = os.environ["DATABASE_URL"]
    url = password_server.url("postgres")
    os.environ["HOURGLASS_DIRECT_DATABASE_URL"] = url
    use_database(url)
    try:
        yield url
    finally:
        del os.environ["HOURGLASS_DIRECT_DATABASE_URL"]
        use_database(suite_url)


def test_a_postgres_scheme_url_reaches_its_tcp_server_for_every_connection(
    password_server, on_password_server
):
    migrated = run_hourglass("migrate", timeout=120)
    assert migrated.returncode == 0, migrated.stderr
    assert scalar("SELECT count(*) FROM schema_migration") == len(
        list((PROJECT_ROOT / "migrations").glob("0*.py"))
    )

    printed = run_hourglass("db", "url")
    assert printed.returncode == 0, printed.stderr
    parameters = conninfo_to_dict(printed.stdout.strip())
    assert (parameters["host"], parameters["port"]) == ("127.0.0.1", str(password_server.port))

    db.execute_sql(CREATE_PROBE_TABLE)
    worker = start_worker("tests.e2e.probe_actors", queues=["probe"])
    try:
        with db.atomic():
            send_in_transaction(probe_record, "over tcp")
        wait_until(
            lambda: scalar("SELECT count(*) FROM probe_run WHERE token = 'over tcp'") == 1,
            message="the worker to run the message on the TCP server",
        )
        # Peewee's connections, the broker pool's and the listener's all came here.
        names = {
            name
            for (name,) in db.execute_sql(
                "SELECT DISTINCT application_name FROM pg_stat_activity"
                " WHERE client_addr IS NOT NULL AND pid <> pg_backend_pid()"
            ).fetchall()
        }
        assert {"hourglass", "dramatiq-postgres"} <= names, names
        # The listener (on the direct URL) is the deployment's waker: it holds its lock here.
        wait_until(
            lambda: (
                scalar(
                    "SELECT count(*) FROM pg_locks JOIN pg_stat_activity USING (pid)"
                    " WHERE locktype = 'advisory' AND client_addr IS NOT NULL"
                )
                == 1
            ),
            message="the listener's waker lock on the TCP server",
        )
    finally:
        worker.stop()
