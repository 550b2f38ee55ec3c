"""A real PgBouncer in transaction mode in front of the test database's server, for the
tests of a deployment behind a pooler (the Debian package `pgbouncer`; .ci/run installs it)."""

import os
import pwd
import shutil
import socket
import tempfile
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
from psycopg.conninfo import conninfo_to_dict

from tests.harness import ManagedProcess, wait_until

PGBOUNCER = shutil.which("pgbouncer") or "/usr/sbin/pgbouncer"

# Transaction mode: a server connection serves one transaction, then the next client's.
# `options` (hourglass's session settings) is a startup parameter PgBouncer would refuse.
CONFIG = """
[databases]
* = {server}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = {port}
unix_socket_dir =
auth_type = trust
auth_file = {folder}/users.txt
admin_users = {user}
pool_mode = transaction
default_pool_size = 20
max_client_conn = 1000
ignore_startup_parameters = extra_float_digits,options
logfile = {folder}/pgbouncer.log
pidfile = {folder}/pgbouncer.pid
"""


class PgBouncer:
    """`start()` runs it for the server of `direct_url`; `url` is the same database through it."""

    def __init__(self, direct_url):
        self.direct_url = direct_url
        self.folder = Path(tempfile.mkdtemp(prefix="hourglass-pgbouncer-"))
        self.port = free_port()
        self.process: ManagedProcess | None = None

    def start(self) -> "PgBouncer":
        assert Path(PGBOUNCER).exists(), (
            "pgbouncer is not installed (apt-get install pgbouncer; .ci/run does)"
        )
        parameters = conninfo_to_dict(self.direct_url)
        server = " ".join(
            f"{key}={parameters[key]}" for key in ("host", "port", "user") if parameters.get(key)
        )
        user = parameters.get("user", "postgres")
        (self.folder / "users.txt").write_text(f'"{user}" ""\n')
        (self.folder / "pgbouncer.ini").write_text(
            CONFIG.format(server=server, port=self.port, folder=self.folder, user=user)
        )
        args = [PGBOUNCER, str(self.folder / "pgbouncer.ini")]
        if os.geteuid() == 0:  # PgBouncer refuses root: run as the embedded server's user
            system_user = _system_user()
            shutil.chown(self.folder, system_user)
            for path in self.folder.iterdir():
                shutil.chown(path, system_user)
            args[1:1] = ["-u", system_user]
        self.process = ManagedProcess(args, log_name="pgbouncer")
        wait_until(self._answers, timeout=15, message="pgbouncer to accept connections")
        return self

    @property
    def url(self) -> str:
        parts = urlsplit(self.direct_url)
        user = conninfo_to_dict(self.direct_url).get("user", "postgres")
        return urlunsplit(("postgresql", f"{user}@127.0.0.1:{self.port}", parts.path, "", ""))

    def transactions(self) -> int:
        """Transactions PgBouncer has passed to the server for this database so far."""
        admin = urlsplit(self.url)._replace(path="/pgbouncer").geturl()
        with psycopg.connect(admin, autocommit=True, prepare_threshold=None) as conn:
            cursor = conn.execute("SHOW STATS")
            columns = [column.name for column in cursor.description or []]
            stats = [dict(zip(columns, row, strict=True)) for row in cursor.fetchall()]
        database = urlsplit(self.direct_url).path.lstrip("/")
        counts = [int(row["total_xact_count"]) for row in stats if row["database"] == database]
        return sum(counts)

    def stop(self):
        if self.process is not None:
            self.process.stop()
        shutil.rmtree(self.folder, ignore_errors=True)

    def _answers(self):
        assert self.process is not None
        if self.process.popen.poll() is not None:
            raise AssertionError(f"pgbouncer exited: {self.process.output()}")
        try:
            with psycopg.connect(self.url, connect_timeout=2, prepare_threshold=None) as conn:
                conn.execute("SELECT 1")
            return True
        except psycopg.OperationalError:
            return False


def _system_user() -> str:
    for name in ("pgserver", "postgres", "nobody"):
        try:
            pwd.getpwnam(name)
            return name
        except KeyError:
            continue
    raise AssertionError("no system user to run pgbouncer as")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
