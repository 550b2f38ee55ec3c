"""The harness the tests and the benchmarks share: a fresh migrated database, waiting with a
deadline, real worker and scheduler processes, and settings overridden for a block. Test
support, not product code: it is not in the wheel, and bench/ imports it from here."""

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn
from urllib.parse import urlsplit, urlunsplit

import psycopg

from hourglass.core import settings as settings_module
from hourglass.core.database import one_value
from hourglass.core.store.schema import WORKER_TABLE
from models import db

if TYPE_CHECKING:  # imported when used: importing the pipelines builds the broker
    from actors.collection.settings import CollectionSettings

PROJECT_ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


#: Worker liveness for tests and benchmarks: a killed worker's messages come back in seconds.
FAST_HEARTBEAT_ENVIRONMENT = {
    "HOURGLASS_WORKER_HEARTBEAT_INTERVAL": "1",
    "HOURGLASS_WORKER_HEARTBEAT_TTL": "4",
    "HOURGLASS_BROKER_MAINTENANCE_INTERVAL": "1",
}


@contextmanager
def fresh_database(prefix) -> Iterator[str]:
    """A new migrated database on the configured (or embedded) server, named in
    DATABASE_URL for this process and its children while the block runs, then dropped."""
    from hourglass.core.database import database_url
    from hourglass.core.migrate import apply_migrations

    server_url = database_url()
    name = f"{prefix}_{os.getpid()}"
    with psycopg.connect(server_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    os.environ["DATABASE_URL"] = urlunsplit(urlsplit(server_url)._replace(path=f"/{name}"))
    settings_module.load.cache_clear()
    apply_migrations(db)
    try:
        yield name
    finally:
        if not db.is_closed():
            db.close()
        close_broker()
        with psycopg.connect(server_url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def close_broker() -> None:
    """This process's broker, if built, stops listening and closes its pools: left open, they
    would try to reconnect to a dropped database until the process ends."""
    from hourglass.core import broker as broker_module

    broker = broker_module._broker
    if broker is not None:
        broker.close()
        broker.pool.close()
        broker.notifier.pool.close()


@contextmanager
def scratch_database(prefix) -> Iterator[str]:
    """An empty database of the caller's own (no migration) on the suite's server, named in
    the URL it yields and dropped after; DATABASE_URL stays as it is."""
    server_url = os.environ["DATABASE_URL"]
    name = f"{prefix}_{os.getpid()}"
    with psycopg.connect(server_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield urlunsplit(urlsplit(server_url)._replace(path=f"/{name}"))
    finally:
        with psycopg.connect(server_url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def use_database(url) -> None:
    """This process's `db` (and the processes it starts) use the database of `url` from now
    on: pooled connections closed, the URL resolved again on the next connect."""
    if not db.is_closed():
        db.close()
    db.close_all()
    os.environ["DATABASE_URL"] = url
    settings_module.load.cache_clear()
    db.init(None)
    # The broker's pools too: one first used while a test ran on a database of its own stayed
    # bound to it, and every later send of the process waited for it (dropped or stopped)
    # for minutes.
    from hourglass.core import broker as broker_module
    from hourglass.core.database import PoolOnFirstUse

    broker = broker_module._broker
    if broker is not None:
        for pool in (broker.pool, broker.notifier.pool, broker.session_pool):
            if isinstance(pool, PoolOnFirstUse):
                pool.make_again()


def wait_until(predicate, timeout=30.0, interval=0.05, message="condition") -> Any:
    """Poll `predicate` until it returns a truthy value, or fail after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout}s waiting for {message}")
        time.sleep(interval)


def lacking(reason: str) -> NoReturn:
    """A test that needs a part this machine lacks: skipped with `reason` (one line), but
    failed under CI=true, where .ci/run provides every part."""
    import pytest  # the suite's: bench/ imports this module without it

    if os.environ.get("CI") == "true":
        pytest.fail(reason, pytrace=False)
    pytest.skip(reason)


def holds_for(predicate, seconds, interval=0.05) -> bool:
    """Whether `predicate` stays truthy for `seconds` (polled): False at its first falsy
    value. For what must not happen, as a wait_until for what must."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not predicate():
            return False
        time.sleep(interval)
    return True


def without_fsync(server_url: str) -> None:
    """A test's embedded server stops asking the operating system to flush its writes
    (tests/conftest.py says why)."""
    with psycopg.connect(server_url, autocommit=True) as conn:
        if one_value(conn.execute("SHOW fsync")) == "on":
            conn.execute("ALTER SYSTEM SET fsync = off")
            conn.execute("SELECT pg_reload_conf()")


def scalar(sql, params=None) -> Any:
    return db.execute_sql(sql, params).fetchone()[0]


def nonzero_counts(counts: dict[str, str]) -> dict[str, int]:
    """Each named count query's count, where it is not 0, all read in one statement, so in
    one snapshot: read one after another, a job fired between its own count and its
    request's reads as owed in neither."""
    row = db.execute_sql("SELECT " + ", ".join(f"({sql})" for sql in counts.values())).fetchone()
    return {name: count for name, count in zip(counts, row, strict=True) if count}


def live_worker_ids() -> set:
    rows = db.execute_sql(
        f"SELECT worker_id FROM {WORKER_TABLE} WHERE heartbeat_at > now() - interval '3 seconds'"
    )
    return {worker_id for (worker_id,) in rows.fetchall()}


class ManagedProcess:
    """A child process in its own process group, ended (group and all) by `stop`; it runs
    in the project's folder unless `cwd` names another (an older release's tree)."""

    def __init__(self, args, env=None, log_name="process", cwd=PROJECT_ROOT) -> None:
        self.log_path = (
            Path(os.environ.get("HOURGLASS_PROCESS_LOGS") or tempfile.gettempdir())
            / f"hourglass-{log_name}-{os.getpid()}-{time.monotonic_ns()}.log"
        )
        self.log = open(self.log_path, "w")  # noqa: SIM115  (the process's output until stop())
        self.popen = subprocess.Popen(
            args,
            cwd=cwd,
            env={**os.environ, **(env or {})},
            stdout=self.log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )

    @property
    def pid(self) -> int:
        return self.popen.pid

    def kill(self) -> None:
        """kill -9 the whole group: no cleanup, no ack, no goodbye."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.popen.pid, signal.SIGKILL)
        self.popen.wait(timeout=10)

    def stop(self, timeout=15) -> None:
        if self.popen.poll() is None:
            try:
                os.killpg(self.popen.pid, signal.SIGTERM)
                self.popen.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.kill()
            except ProcessLookupError:
                pass
        self.log.close()

    def output(self) -> str:
        """All it wrote, while it runs or after `stop`."""
        if not self.log.closed:
            self.log.flush()
        return self.log_path.read_text()


def start_worker(
    *modules, processes=1, threads=4, queues=None, env=None, wait=True, cwd=PROJECT_ROOT
) -> ManagedProcess:
    """A real `dramatiq` worker over `actors` (and `modules`), ready when the heartbeats of
    its processes show (new worker ids: workers stopped a moment ago still look alive)."""
    earlier = live_worker_ids()
    args = [
        str(BIN / "dramatiq"),
        "actors",
        *modules,
        "--processes",
        str(processes),
        "--threads",
        str(threads),
    ]
    if queues:
        args += ["--queues", *queues]
    worker = ManagedProcess(args, env=env, log_name="worker", cwd=cwd)
    if wait:
        try:
            wait_until(
                lambda: (
                    len(live_worker_ids() - earlier) >= processes or worker.popen.poll() is not None
                ),
                timeout=60,
                message="worker heartbeat",
            )
            assert worker.popen.poll() is None, worker.output()
        except BaseException:
            worker.stop()
            raise
    return worker


def run_hourglass(*args, env=None, timeout=60, cwd=PROJECT_ROOT) -> subprocess.CompletedProcess:
    """`hourglass ARGS...` as an operator runs it, to its end; its output captured."""
    return subprocess.run(
        [str(BIN / "hourglass"), *args],
        cwd=cwd,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def start_scheduler(*modules, env=None, cwd=PROJECT_ROOT) -> ManagedProcess:
    """The Procfile's scheduler: periodiq over hourglass's broker, `actors` and `modules`."""
    from hourglass.operator.cli import PERIODIQ_ARGUMENTS

    return ManagedProcess(
        [str(BIN / "periodiq"), *PERIODIQ_ARGUMENTS, *modules],
        env=env,
        log_name="scheduler",
        cwd=cwd,
    )


@contextmanager
def embedded_data_dir() -> Iterator[Path]:
    """A fresh HOURGLASS_DATA_DIR for an embedded server of a test's own, removed after.
    Not under pytest's tmp_path: as root, pgserver runs PostgreSQL as another user, and every
    pytest session started meanwhile on the machine makes pytest's base folder 0700 again."""
    path = Path(tempfile.mkdtemp(prefix="hourglass-data-"))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


# --- settings, and collect messages run in this process ----------------------------------


@contextmanager
def overridden_settings(**env) -> Iterator[None]:
    """Override settings (environment names) for this process while the block runs: the
    platform's and every pipeline's settings are read again on entry and on exit."""
    saved = {name: os.environ.get(name) for name in env}
    os.environ.update({name: str(value) for name, value in env.items()})
    settings_module.reread()
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        settings_module.reread()


@contextmanager
def collection_settings(**env) -> Iterator["CollectionSettings"]:
    """Override settings as `overridden_settings` does; yields the Collection settings."""
    from actors.collection import settings

    with overridden_settings(**env):
        yield settings.load()


def run_queued_slices(limit=10_000) -> int:
    """Take the queued collect messages one by one and run each here as a worker would (its
    hand-off messages too); returns how many ran."""
    from actors.collection import collect_source_slice

    for ran in range(limit):
        taken = take_messages("collection")
        if not taken:
            return ran
        collect_source_slice(*taken[0]["args"])
    raise AssertionError(f"more than {limit} slices queued")


def queued_slices() -> list[tuple]:
    return [
        tuple(row[0])
        for row in db.execute_sql(
            "SELECT message->'args' FROM hourglass.message"
            " WHERE queue_name = 'collection' ORDER BY available_at, message_id"
        ).fetchall()
    ]


def take_messages(queue_name: str, limit: int = 1) -> list[dict]:
    """Claim up to `limit` of the queue's due messages through the queue store, on whichever
    lane they are, as a worker would, and settle them done in the same transaction: the
    messages taken, as stored."""
    from hourglass.core.broker import get_broker

    store = get_broker().store
    worker_id = str(uuid.uuid4())
    with db.atomic():
        cursor = db.cursor()
        claimed = store.claim(cursor, queue_name, worker_id, limit)
        store.settle(
            cursor,
            worker_id,
            [(c.message_id, queue_name, c.ring_position, "done") for c in claimed],
        )
    return [json.loads(c.payload) for c in claimed]


def lose_messages(where: str = "true", params: tuple = ()) -> int:
    """The broker loses the messages of `hourglass.message` that `where` selects, whatever
    their lane: a cold lane's row deleted, a ring's message settled, a wheel's tombstoned;
    how many."""
    ids = [
        row[0]
        for row in db.execute_sql(
            f"SELECT message_id::text FROM hourglass.message WHERE {where}", params
        ).fetchall()
    ]
    with db.atomic():
        db.execute_sql("DELETE FROM dramatiq.queue WHERE message_id = ANY(%s::uuid[])", (ids,))
        db.execute_sql(
            """INSERT INTO queue_ring_receipt (slot, id, outcome)
            SELECT slot, id, 'done' FROM queue_ring_message WHERE message_id = ANY(%s::uuid[])
            ON CONFLICT DO NOTHING""",
            (ids,),
        )
        from hourglass.core.broker import get_broker

        get_broker().store.cancel_queued(db.execute_sql, ids)
    return len(ids)


@contextmanager
def on_the_cold_lane(*queue_names: str) -> Iterator[None]:
    """This process's senders keep the messages of `queue_names` on the cold lane for the
    block (HOURGLASS_COLD_LANE_QUEUES's escape hatch): for tests of the cold lane's rows."""
    from hourglass.core.broker import get_broker

    store = get_broker().store
    kept = store.cold_lane_queues
    store.cold_lane_queues = kept | frozenset(queue_names)
    try:
        yield
    finally:
        store.cold_lane_queues = kept
