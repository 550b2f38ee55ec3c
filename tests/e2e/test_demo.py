"""`hourglass demo` as `make run` runs it, on an embedded PostgreSQL of its own: all four
pipelines move within seconds, SIGTERM or SIGHUP (a closed terminal) leaves no process and
no running server behind, and a signal never cuts a tick's database work short."""

import os
import queue
import re
import signal
import subprocess
import threading
import time

import httpx
import psutil
import psycopg
import pytest

from tests.harness import BIN, PROJECT_ROOT, embedded_data_dir, holds_for, wait_until

DASHBOARD = re.compile(r"dashboard: (http://\S+) \(user (\S+), password (\S+)\)")
STATUS = re.compile(
    r"refreshed (\d+)/\d+ \| collection today: (\d+) done, (\d+) failed, (\d+) to go"
    r" \| notifications: fired (\d+), sent (\d+), received (\d+)"
    r" \| reviews: (\d+) changes, (\d+) recomputes"
)


class Demo:
    def __init__(self, data_dir):
        env = {key: value for key, value in os.environ.items() if key != "DATABASE_URL"}
        env.update(HOURGLASS_DATA_DIR=str(data_dir), WORKER_PROCESSES="1", PYTHONUNBUFFERED="1")
        self.data_dir = data_dir
        self.popen = subprocess.Popen(
            [str(BIN / "hourglass"), "demo", "--seconds", "120"],
            cwd=PROJECT_ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.output: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        assert self.popen.stdout is not None
        for line in self.popen.stdout:
            self.output.append(line)
            self.lines.put(line)

    def status_until(self, done, timeout):
        """The figures of the first status line for which `done(figures)` holds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                break
            found = STATUS.search(line)
            if found and done([int(figure) for figure in found.groups()]):
                return [int(figure) for figure in found.groups()]
        raise AssertionError("no such status line:\n" + "".join(self.output))

    def end(self):
        """After a failed check: stop the demo as Ctrl-C would, so that it stops honcho and
        the processes under it (each in a session of its own: a kill of the demo alone
        would leave them running); kill it only if that does not end it."""
        if self.popen.poll() is None:
            self.popen.send_signal(signal.SIGINT)
            try:
                self.popen.wait(timeout=40)
            except subprocess.TimeoutExpired:
                self.popen.kill()

    def stop_with(self, signum, before_wait=lambda: None):
        """Send `signum` and call `before_wait`; return every process the demo had started,
        and the server's pid."""
        family = psutil.Process(self.popen.pid).children(recursive=True)
        server_pid = int((self.data_dir / "pgdata" / "postmaster.pid").read_text().split()[0])
        self.popen.send_signal(signum)
        before_wait()
        self.popen.wait(timeout=40)
        return family, server_pid

    def connect(self, **kwargs) -> psycopg.Connection:
        """A connection of the test's own to the demo's embedded server."""
        host = str(self.data_dir / "pgdata")
        return psycopg.connect(host=host, user="postgres", dbname="postgres", **kwargs)


def alive(pid) -> bool:
    """Running, and not a zombie (a stopped server may wait for a reaper that never comes)."""
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def assert_nothing_left(demo, family, server_pid):
    assert [p for p in family if alive(p.pid)] == [], demo.output
    assert not alive(server_pid)
    assert not (demo.data_dir / "pgdata" / "postmaster.pid").exists()
    assert (demo.data_dir / "pgdata" / ".handle_pids.json").read_text() == "[]"


VIEWS = "SELECT count(*) FROM product_view"
BLOCKED_VIEWS = """
    SELECT count(*) FROM pg_stat_activity
    WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO "product_view"%'
"""


def count(connection, query) -> int:
    row = connection.execute(query).fetchone()
    assert row is not None
    return row[0]


def wait_for_a_blocked_view(watcher):
    """Until a tick of the demo waits, inside its transaction, for the table the test locked."""
    wait_until(lambda: count(watcher, BLOCKED_VIEWS) != 0, message="the demo to write a view")


def release_after_a_second(watcher, holder, views):
    """The demo's statement must outlast its signal: it still waits a second later (a
    signal that cut it short ends the wait within a tenth); once the lock is released, its
    transaction commits the view it was writing."""
    assert holds_for(lambda: count(watcher, BLOCKED_VIEWS) == 1, 1), "the signal cut a tick short"
    holder.rollback()
    wait_until(
        lambda: count(watcher, VIEWS) == views + 1,
        timeout=10,
        message="the tick the signal came in to commit",
    )


@pytest.fixture
def data_dir():
    with embedded_data_dir() as path:
        yield path


@pytest.mark.waits(45)
def test_the_demo_moves_all_four_pipelines_within_seconds_and_a_signal_stops_everything(data_dir):
    demo = Demo(data_dir)
    try:
        demo.status_until(lambda figures: True, timeout=60)
        started = time.monotonic()
        # A line counts `sent` (the database's) before `received` (the receiver's): a
        # delivery between the two reads is received and not yet recorded sent, so the
        # line to wait for is one where they agree.
        _, done, failed, _, fired, sent, _, _, _ = demo.status_until(
            lambda f: f[0] > 0 and f[1] + f[2] == 4 and f[5] == f[6] > 0 and f[8] > 0, timeout=30
        )
        assert time.monotonic() - started < 20
        assert (done, failed) == (3, 1)
        assert fired >= sent
        dashboard = DASHBOARD.search("".join(demo.output))
        assert dashboard, demo.output
        url, user, password = dashboard.groups()
        page = httpx.get(url, auth=(user, password), trust_env=False, timeout=10)
        assert page.status_code == 200, page.text
        assert "hourglass" in page.text
        with demo.connect(autocommit=True) as watcher, demo.connect() as holder:
            holder.execute("LOCK TABLE product_view IN EXCLUSIVE MODE")
            views = count(holder, VIEWS)
            wait_for_a_blocked_view(watcher)
            family, server_pid = demo.stop_with(
                signal.SIGTERM, before_wait=lambda: release_after_a_second(watcher, holder, views)
            )
    finally:
        demo.end()
    assert demo.popen.returncode == 128 + signal.SIGTERM, demo.output
    # Clients dropping kept-alive connections to the stand-ins are routine, not tracebacks.
    assert "Traceback" not in "".join(demo.output)
    assert_nothing_left(demo, family, server_pid)

    # A closed terminal (SIGHUP) as soon as the demo runs, on the same (now stopped) server.
    demo = Demo(data_dir)
    try:
        demo.status_until(lambda figures: True, timeout=60)
        family, server_pid = demo.stop_with(signal.SIGHUP)
    finally:
        demo.end()
    assert_nothing_left(demo, family, server_pid)
