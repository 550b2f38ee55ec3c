"""The JVM client (clients/jvm/ProduceInOneTransaction.java, Debian's JDK and PostgreSQL JDBC
driver; .ci/run installs them): one JDBC transaction writes the product's row and makes
producer calls; a rollback leaves neither, a commit leaves both and a real worker does the
work, a refusal is a data exception and leaves nothing."""

import contextlib
import os
import shutil
import socket
import socketserver
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

import actors  # noqa: F401  (the broker)
from tests.e2e.product_writes import (
    create_product_table,
    drop_product_table,
    wait_for_the_workers_work,
)
from tests.harness import PROJECT_ROOT, lacking, scalar, start_worker

JAVA = shutil.which("java")
JDBC_DRIVER = Path("/usr/share/java/postgresql.jar")
PROGRAM = PROJECT_ROOT / "clients" / "jvm" / "ProduceInOneTransaction.java"


def missing() -> str | None:
    if JAVA is None:
        return "java is not installed (apt-get install default-jdk-headless; .ci/run does)"
    if not JDBC_DRIVER.exists():
        return f"{JDBC_DRIVER} is not installed (apt-get install libpostgresql-jdbc-java; .ci/run does)"
    return None


@pytest.fixture(autouse=True)
def jvm_installed():
    """Without a JVM and the JDBC driver the test is left out with the reason, except under
    CI=true, where .ci/run installs both and their absence fails it."""
    reason = missing()
    if reason is not None:
        lacking(reason)


class _Forward(socketserver.BaseRequestHandler):
    """One TCP client's bytes to the server's Unix socket and back."""

    def handle(self) -> None:
        with socket.socket(socket.AF_UNIX) as server:
            server.connect(self.server.unix_path)
            pump = threading.Thread(target=_copy, args=(server, self.request), daemon=True)
            pump.start()
            _copy(self.request, server)
            pump.join(5)


def _copy(source: socket.socket, target: socket.socket) -> None:
    try:
        while data := source.recv(65536):
            target.sendall(data)
    except OSError:
        pass
    finally:
        with contextlib.suppress(OSError):
            target.shutdown(socket.SHUT_WR)


@pytest.fixture(scope="module")
def jdbc_url() -> Iterator[str]:
    """The test database as JDBC reaches it: over TCP (the embedded server listens on a Unix
    socket only, which JDBC cannot open: a forwarder on 127.0.0.1 stands in front of it)."""
    parameters = psycopg.conninfo.conninfo_to_dict(os.environ["DATABASE_URL"])
    host, port = parameters.get("host", ""), parameters.get("port", "5432")
    credentials = f"user={parameters.get('user', '')}&password={parameters.get('password', '')}"
    if not str(host).startswith("/"):
        yield f"jdbc:postgresql://{host}:{port}/{parameters['dbname']}?{credentials}"
        return
    with socketserver.ThreadingTCPServer(("127.0.0.1", 0), _Forward) as forwarder:
        forwarder.daemon_threads = True
        forwarder.unix_path = f"{host}/.s.PGSQL.{port}"
        threading.Thread(target=forwarder.serve_forever, daemon=True).start()
        tcp_port = forwarder.server_address[1]
        yield f"jdbc:postgresql://127.0.0.1:{tcp_port}/{parameters['dbname']}?{credentials}"
        forwarder.shutdown()


@pytest.fixture
def product_table():
    create_product_table()
    yield
    drop_product_table()


def run_program(jdbc_url, outcome) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(JAVA), "-cp", str(JDBC_DRIVER), str(PROGRAM), jdbc_url, outcome],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_jdbc_rollback_leaves_neither_the_products_row_nor_the_work(jdbc_url, product_table):
    run = run_program(jdbc_url, "rollback")
    assert run.returncode == 0, run.stderr
    assert scalar("SELECT count(*) FROM product_order") == 0
    assert scalar("SELECT count(*) FROM review") + scalar("SELECT count(*) FROM task") == 0
    assert scalar("SELECT count(*) FROM hourglass.message") == 0


def test_a_jdbc_commit_leaves_both_and_a_real_worker_does_the_work(jdbc_url, product_table):
    run = run_program(jdbc_url, "commit")
    assert run.returncode == 0, run.stderr
    assert scalar("SELECT count(*) FROM product_order") == 1
    assert scalar("SELECT count(*) FROM member_visit_trigger") == 1
    worker = start_worker(queues=["review_stats", "notify_fire"], threads=2)
    try:
        wait_for_the_workers_work()
    finally:
        worker.stop()


def test_a_jdbc_refusal_is_a_data_exception_and_leaves_nothing(jdbc_url, product_table):
    run = run_program(jdbc_url, "refused")
    assert run.returncode == 3, run.stderr
    assert run.stdout.strip() == (
        "refused sqlstate=22003 rating must be an integer from 1 to 5, got 9"
    )
    assert scalar("SELECT count(*) FROM product_order") + scalar("SELECT count(*) FROM item") == 0
