"""Fixtures of the fault tests: a PostgreSQL server of the module's own, to restart.

A restart of the suite's shared server would cut every other test's connections, so a
module that restarts its database gets a separate embedded server in a temporary folder.
"""

import os

import pgserver
import psycopg.conninfo
import pytest

from hourglass.core.migrate import apply_migrations
from models import db
from tests.conftest import empty_tables
from tests.faults.workload import Receiver
from tests.harness import BIN, ManagedProcess, embedded_data_dir, use_database, without_fsync


@pytest.fixture(scope="module")
def dedicated_server():
    """A migrated server of the module's own (not under pytest's tmp: see embedded_data_dir)."""
    with embedded_data_dir() as folder:
        server = pgserver.get_server(folder / "pgdata", cleanup_mode="stop")
        without_fsync(server.get_uri())
        migrate = ManagedProcess(
            [str(BIN / "hourglass"), "migrate"],
            env={"DATABASE_URL": server.get_uri()},
            log_name="migrate",
        )
        assert migrate.popen.wait(timeout=60) == 0, migrate.output()
        migrate.stop()
        yield server
        server.cleanup()
        # pgserver stops the server only when no process it recorded as a user is alive,
        # and a recorded pid may be alive again as another process: a server was found
        # running after its folder was removed (2 of 4 CI runs). Stop it ourselves.
        if (server.pgdata / "postmaster.pid").exists():
            _pg_ctl(server, "-m", "immediate", "stop")


@pytest.fixture
def receiver():
    """The notification service the workers deliver to, answering after 10 ms (a backlog of
    deliveries lasts a while)."""
    receiver = Receiver(delay=0.01)
    yield receiver
    receiver.close()


def restart_server(server, mode: str = "fast") -> None:
    """`pg_ctl restart -m fast`: every connection is cut, the server is back in a moment.
    `mode="immediate"` is a crash: no checkpoint, and what its WAL writer had not written
    yet (commits that did not wait for the disk) is gone when it recovers."""
    _pg_ctl(server, "-m", mode, "restart")


def stop_server(server) -> None:
    """`pg_ctl stop -m fast`: every connection is cut and none is accepted until `start_server`."""
    _pg_ctl(server, "-m", "fast", "stop")


def start_server(server) -> None:
    """Start a server `stop_server` stopped, on the socket it had (no TCP, as pgserver runs it)."""
    socket_dir = psycopg.conninfo.conninfo_to_dict(server.get_uri())["host"]
    _pg_ctl(server, "-o", '-h ""', "-o", f"-k {socket_dir}", "start")


def _pg_ctl(server, *args) -> None:
    pgdata = server.pgdata
    pgserver.pg_ctl(
        ["-w", "-l", str(pgdata / "log"), *args], pgdata=pgdata, user=server.system_user, timeout=30
    )


@pytest.fixture
def on_dedicated_server(dedicated_server):
    """This test (its `db`) and the processes it starts use the dedicated server, migrated,
    its tables empty (another test of the module may have used it); the suite's database is
    back afterwards. Yields the server's URL."""
    url = dedicated_server.get_uri()
    suite_url = os.environ["DATABASE_URL"]
    use_database(url)
    apply_migrations(db)
    empty_tables()
    try:
        yield url
    finally:
        use_database(suite_url)
