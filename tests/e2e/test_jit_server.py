"""The pipelines on a server that compiles with JIT, as most packaged PostgreSQL does
(Debian's, the cloud's). The embedded server has no JIT, so a statement whose estimate passes
`jit_above_cost` is compiled before it runs only out there: the hot lane's claim was, about
900 ms a claim (migration 0024). This module runs Debian's PostgreSQL (package
`postgresql`; .ci/run installs it) with its JIT on, as shipped, and counts what it compiled
(pg_stat_statements)."""

import glob
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from hourglass.core.migrate import apply_migrations
from models import db
from tests.e2e.test_recommendation_e2e import messages_left, queue_refreshes
from tests.harness import lacking, scalar, start_worker, use_database, wait_until

#: A Debian server build with its JIT provider.
JIT_BUILDS = sorted(glob.glob("/usr/lib/postgresql/*/lib/llvmjit.so"), reverse=True)

REFRESHES = 200

#: What the server compiled with JIT, per statement, since the last reset.
COMPILED = """
SELECT s.calls, s.jit_functions, left(regexp_replace(s.query, '\\s+', ' ', 'g'), 160)
FROM pg_stat_statements AS s
WHERE s.dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
  AND s.jit_functions > 0
"""


def missing() -> str | None:
    """What the test needs and this machine lacks, in one line; None when nothing."""
    if not JIT_BUILDS:
        return "Debian's PostgreSQL with JIT is not installed (apt-get install postgresql; .ci/run does)"
    if os.geteuid() != 0:
        return "the test runs Debian's PostgreSQL as its `postgres` user, which needs root"
    return None


@pytest.fixture(autouse=True)
def jit_server_installed():
    """Without Debian's PostgreSQL the test is left out with the reason, except under
    CI=true, where .ci/run installs it and its absence fails the test."""
    reason = missing()
    if reason is not None:
        lacking(reason)


class DebianServer:
    """`start()` runs Debian's newest PostgreSQL with JIT as packaged, pg_stat_statements
    loaded, on a Unix socket in a folder of its own (no TCP), as the `postgres` system user;
    `stop()` stops it and removes the folder."""

    def __init__(self, folder: Path):
        self.bin = Path(JIT_BUILDS[0]).parent.parent / "bin"
        self.folder = folder
        self.url = f"postgresql://postgres@/postgres?host={folder}"

    def start(self) -> "DebianServer":
        shutil.chown(self.folder, user="postgres")
        self._run("initdb", "-D", self.folder / "data", "-U", "postgres", "--auth=trust")
        options = (
            f"-c listen_addresses='' -k {self.folder}"
            " -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all"
        )
        self._run(
            "pg_ctl",
            "-D",
            self.folder / "data",
            "-l",
            self.folder / "log",
            "-o",
            options,
            "-w",
            "start",
        )
        return self

    def stop(self) -> None:
        if (self.folder / "data" / "postmaster.pid").exists():
            self._run("pg_ctl", "-D", self.folder / "data", "-m", "immediate", "-w", "stop")

    def _run(self, program, *args) -> None:
        done = subprocess.run(
            [self.bin / program, *args], user="postgres", capture_output=True, text=True, timeout=60
        )
        log = self.folder / "log"
        assert done.returncode == 0, f"{program} failed: {done.stdout}{done.stderr}" + (
            f"\nserver log:\n{log.read_text()}" if log.exists() else ""
        )


@pytest.fixture
def on_jit_server():
    """This test (its `db`) and the processes it starts use a migrated database of a Debian
    server with JIT, statements counted from the migration's end; the suite's database is back
    afterwards, and the server stopped and its folder removed."""
    suite_url = os.environ["DATABASE_URL"]
    folder = Path(tempfile.mkdtemp(prefix="hourglass-jit-"))
    server = DebianServer(folder)
    try:
        server.start()
        use_database(server.url)
        db.execute_sql("CREATE EXTENSION pg_stat_statements")
        apply_migrations(db)
        assert scalar("SELECT pg_jit_available()"), "the server has no JIT"
        db.execute_sql("SELECT pg_stat_statements_reset()")
        yield server
    finally:
        use_database(suite_url)
        try:
            server.stop()
        finally:
            shutil.rmtree(folder, ignore_errors=True)


def test_a_hot_lane_backlog_drains_and_nothing_is_compiled_with_jit(on_jit_server):
    queue_refreshes(REFRESHES)
    worker = start_worker(
        processes=1,
        threads=4,
        env={"HOURGLASS_RECOMMENDER": "tests.e2e.recommenders:noop"},
    )
    try:
        wait_until(lambda: messages_left() == 0, timeout=60, message="the refreshes to drain")
    finally:
        worker.stop()
    succeeded = scalar("SELECT count(*) FROM recommendation_task WHERE status = 'SUCCEEDED'")
    assert succeeded == REFRESHES
    compiled = db.execute_sql(COMPILED).fetchall()
    assert not compiled, f"statements compiled with JIT (calls, functions, query): {compiled}"
