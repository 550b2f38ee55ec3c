"""Where the database is: `DATABASE_URL`, or an embedded PostgreSQL under the project.

The embedded server (pgserver) is shared by every process of the project on this machine
and stops when the last of them exits (`hourglass db url` leaves it running; `hourglass db
stop` stops it). `HourglassDatabase` resolves its URL on first
connect, so importing models never starts or reaches a server.
"""

import fcntl
import logging
import os
import select
import threading
import warnings
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import IO, Any

import psutil
import psycopg
import psycopg.conninfo
from dramatiq.middleware import Middleware
from playhouse.postgres_ext import PooledPostgresqlExtDatabase
from psycopg.pq import TransactionStatus
from psycopg_pool import ConnectionPool
from psycopg_pool.base import AttemptWithBackoff

from hourglass.core import settings as settings_module
from hourglass.core.errors import ConfigurationError, DatabaseUnavailable, first_line
from hourglass.core.redaction import without_url_secrets

logger = logging.getLogger(__name__)
# pgserver logs every command it runs at INFO; its failures still show.
logging.getLogger("pgserver").setLevel(logging.WARNING)
warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")

#: Peewee connections a process keeps at most, but a worker, whose pool is sized to its
#: threads when it boots (hourglass.core.connection_budget): the scheduler, web and CLI.
PEEWEE_POOL_SIZE = 8

_embedded_server = None
_resolve_lock = threading.Lock()


def database_url(settings=None, keep_running=False) -> str:
    """The URL of the database in use, starting the embedded one if none is configured.
    With `keep_running`, an embedded server this process starts outlives it (until
    `stop_embedded`)."""
    settings = settings or settings_module.load()
    if settings.database_url:
        return settings.database_url
    return _embedded_url(settings.data_dir, keep_running)


def _embedded_url(data_dir, keep_running) -> str:
    global _embedded_server
    with _resolve_lock:
        if _embedded_server is None:
            _embedded_server = _start_embedded(data_dir, keep_running)
        return _embedded_server.get_uri()


def _start_embedded(data_dir, keep_running) -> Any:
    import pgserver

    # One process at a time starts the server and tidies its list of users.
    with open_in_data_dir(data_dir, "setup.lock", "w") as lock_file:
        fcntl.flock(lock_file, fcntl.LOCK_EX)
        _forget_dead_users(data_dir / "pgdata")
        try:
            server = pgserver.get_server(
                data_dir / "pgdata", cleanup_mode=None if keep_running else "stop"
            )
        except Exception as exc:
            raise DatabaseUnavailable(
                f"cannot start the embedded PostgreSQL in {data_dir}: {exc}"
            ) from exc
    return server


def open_in_data_dir(data_dir: Path, name: str, mode: str) -> IO[str]:
    """A file of the data folder, opened (the folder made first if needed); a folder that
    cannot be written is a configuration error, one line."""
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
        return open(data_dir / name, mode)
    except OSError as exc:
        raise ConfigurationError(
            f"HOURGLASS_DATA_DIR={str(data_dir)!r} is not a writable folder: {exc.strerror}"
        ) from None


def _forget_dead_users(pgdata) -> None:
    """pgserver lists the processes using the server in a handle file, and the last one to
    exit stops it; a process killed by a signal never leaves the list, and from then on the
    server would never stop. Processes no longer running are taken off before we join."""
    from pgserver.postgres_server import PostgresServer
    from pgserver.utils import DiskList

    users = DiskList(pgdata / ".handle_pids.json")
    with PostgresServer._lock:
        listed = users.get()
        alive = [pid for pid in listed if _running(pid)]
        if alive != listed:
            users.put(alive)


def _running(pid) -> bool:
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def stop_embedded(settings=None) -> bool:
    """Stop the embedded server of the data folder (whoever uses it: their connections
    end); False when it was not running."""
    import pgserver
    from pgserver.utils import PostmasterInfo

    settings = settings or settings_module.load()
    if settings.database_url:
        raise ConfigurationError(
            "DATABASE_URL is set: hourglass stops only its own embedded server"
        )
    pgdata = settings.data_dir / "pgdata"
    with open_in_data_dir(settings.data_dir, "setup.lock", "w") as lock_file:
        fcntl.flock(lock_file, fcntl.LOCK_EX)
        info = PostmasterInfo.read_from_pgdata(pgdata) if pgdata.exists() else None
        if info is None or not info.is_running():
            return False
        user = "pgserver" if os.geteuid() == 0 else None
        pgserver.pg_ctl(["-w", "-m", "fast", "stop"], pgdata=pgdata, user=user, timeout=30)
        (pgdata / ".handle_pids.json").unlink(missing_ok=True)
    return True


#: Session settings sent at connect: UTC session time, and the server noticing a vanished
#: client fast (which matters for the advisory locks a dead host held).
SESSION_OPTIONS = "-c timezone=UTC -c tcp_keepalives_idle=5 -c tcp_keepalives_interval=2 -c tcp_keepalives_count=2"


def direct_database_url(settings=None) -> str:
    """The URL for what needs a server session of its own (LISTEN, session advisory
    locks): HOURGLASS_DIRECT_DATABASE_URL when DATABASE_URL goes through a transaction
    pooler, else the database URL itself."""
    settings = settings or settings_module.load()
    return settings.direct_database_url or database_url(settings)


def listener_connection_parameters(settings=None) -> dict:
    """The direct URL as the parameters of the worker's session connection (LISTEN and the
    waker's lock), with `connect_kwargs(direct=True)`' options: the server's keepalives
    notice a vanished host within seconds and free its lock."""
    parameters = psycopg.conninfo.conninfo_to_dict(direct_database_url(settings))
    return {**connect_kwargs(direct=True), **parameters}


def behind_pooler(settings=None) -> bool:
    """DATABASE_URL goes through a transaction-mode pooler (a direct URL is configured)."""
    return (settings or settings_module.load()).direct_database_url is not None


def one_value(cursor: Any) -> Any:
    """The first column of the one row a query always returns (an aggregate, `now()`, a
    lock function), from a psycopg or Peewee cursor."""
    row = cursor.fetchone()
    if row is None:
        raise psycopg.ProgrammingError("the query returned no row")
    return row[0]


#: The client noticing a silent server (a vanished host, a cut network) within seconds.
CLIENT_KEEPALIVES = {
    "keepalives": 1,
    "keepalives_idle": 5,
    "keepalives_interval": 2,
    "keepalives_count": 2,
}


def connect_kwargs(direct=False) -> dict:
    """Options every connection of ours uses: dead peers noticed fast, and SESSION_OPTIONS.
    Through a transaction pooler (not `direct`), no startup options (PgBouncer refuses
    them; the database's own time zone setting must be UTC) and no server-side prepared
    statement (the next transaction may run on another server connection)."""
    kwargs = {**CLIENT_KEEPALIVES, "application_name": "hourglass"}
    if direct or not behind_pooler():
        return {**kwargs, "options": SESSION_OPTIONS}
    return {**kwargs, "prepare_threshold": None}


def pool_connection_parameters(settings=None) -> dict:
    """DATABASE_URL as the parameters of a psycopg pool (the broker's), with
    `connect_kwargs`' pooler rule."""
    settings = settings or settings_module.load()
    parameters = psycopg.conninfo.conninfo_to_dict(database_url(settings))
    return {**parameters, "prepare_threshold": None} if behind_pooler(settings) else parameters


def hung_up(conn: psycopg.Connection) -> bool:
    """Whether an idle connection is known to be dead, without asking the server: it is
    closed, or its socket has something to read. A server that ends a session (a restart,
    `pg_terminate_backend`, a timeout) sends its reason and closes; an idle session that is
    not listening is sent nothing else. A pool checks each connection it hands out, and a
    round trip each time (`SELECT 1`, as Peewee's pool and psycopg's `check_connection`
    send) cost a refresh a third of its time: Peewee sends it holding the pool's lock."""
    if conn.closed or conn.broken:
        return True
    poller = select.poll()
    poller.register(conn.fileno(), select.POLLIN)
    return bool(poller.poll(0))


def check_not_hung_up(conn: psycopg.Connection) -> None:
    """A psycopg pool's `check`: a connection the server hung up on is closed, so that the
    pool replaces it (given back open, it would be handed out again)."""
    if hung_up(conn):
        conn.close()
        raise psycopg.OperationalError("the server closed the connection")


#: A pool whose database went away tries to connect again after at most this long:
#: psycopg_pool doubles its pause without a cap (1, 2, 4 … 128 s), and a worker came back
#: 37 s after a 90 s outage had ended.
RECONNECT_MAX_PAUSE_S = 2.0


class CappedBackoffPool(ConnectionPool):
    """psycopg's pool, whose pauses between reconnection attempts stop doubling at
    RECONNECT_MAX_PAUSE_S: however long the database was away, its connections come back
    within about that long of it."""

    def _add_connection(self, attempt: AttemptWithBackoff | None, growing: bool = False) -> None:
        if attempt is not None:  # a retry: the pool doubles this pause once it fails again
            attempt.delay = min(attempt.delay, RECONNECT_MAX_PAUSE_S / attempt.DELAY_BACKOFF)
        super()._add_connection(attempt, growing=growing)


def connection_pool(parameters: dict, size: int) -> ConnectionPool:
    """A psycopg pool of up to `size` connections, opened on demand, each checked with
    `check_not_hung_up` when taken; dead peers are noticed as dramatiq-postgres's pool does,
    a database that went away is reconnected to with capped backoff."""
    kwargs = {
        **CLIENT_KEEPALIVES,
        "tcp_user_timeout": 10_000,
        # The name dramatiq-postgres gives them: the Peewee connections are "hourglass".
        "application_name": "dramatiq-postgres",
        **parameters,
    }
    return CappedBackoffPool(
        "", kwargs=kwargs, min_size=0, max_size=size, open=True, check=check_not_hung_up
    )


def check_reachable(url: str) -> None:
    """Raise DatabaseUnavailable with one line if the server does not answer."""
    try:
        with psycopg.connect(url, connect_timeout=5, **connect_kwargs()) as conn:
            conn.execute("SELECT 1")
    except psycopg.Error as exc:
        raise DatabaseUnavailable(f"cannot reach the database: {error_line(exc, url)}") from None


def error_line(exc, url=None) -> str:
    """The first line of a driver error, without the secrets of `url` (libpq quotes a
    malformed URL, or the piece of its password it could not parse)."""
    return without_url_secrets(first_line(exc), url)


class HourglassDatabase(PooledPostgresqlExtDatabase):
    """The Peewee database of the project; its URL is resolved on the first connect.

    `close()` hands the connection back to a small per-process pool (a transaction left
    open is rolled back first), so a worker pays for a server connection once, not once
    per message.
    """

    def __init__(self) -> None:
        super().__init__(
            None,
            max_connections=PEEWEE_POOL_SIZE,
            stale_timeout=300,
            timeout=30,
            prefer_psycopg3=True,
        )

    def connect(self, reuse_if_open=False) -> bool:
        if self.deferred:
            url = database_url()
            with self._lock:
                if self.deferred:
                    self.init(url, prefer_psycopg3=True, **connect_kwargs())
        return super().connect(reuse_if_open=reuse_if_open)

    def _is_closed(self, conn) -> bool:
        # Peewee's own check sends `SELECT 1` for every connection it hands out.
        if conn.info.transaction_status != TransactionStatus.IDLE:
            return super()._is_closed(conn)  # rolled back, or discarded if that fails
        if hung_up(conn):
            conn.close()
            return True
        return False

    def limit_connections(self, count) -> None:
        """Keep at most `count` connections (a worker: one per thread); more wait for one."""
        self._max_connections = count

    def now(self) -> datetime:
        """The database's `now()`: the one clock every 'is it due' decision reads."""
        return self.execute_sql("SELECT now()").fetchone()[0]


#: The one database object of the process: every table module and the broker's transactional
#: send use it, so a producer's change and its message share one transaction.
db = HourglassDatabase()


class PoolOnFirstUse:
    """A psycopg pool made when it is first used, not when the broker is built: building
    the broker (to declare actors on it) then neither finds nor starts the database."""

    def __init__(self, make_pool: Callable[[], ConnectionPool]) -> None:
        self._make_pool = make_pool
        self._pool: ConnectionPool | None = None
        self._lock = threading.Lock()

    def __getattr__(self, name: str) -> Any:
        # Only what this class lacks comes here: every method of the pool.
        with self._lock:
            if self._pool is None:
                self._pool = self._make_pool()
        return getattr(self._pool, name)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()

    def make_again(self) -> None:
        """Close the pool, if made, and make a new one at the next use, from the settings of
        that time: for a process whose database changes (tests.harness.use_database)."""
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.close()


class DatabaseConnectionPerMessage(Middleware):
    """Each message closes the Peewee connection it opened (the database connects on the
    first query), so a worker never keeps one idle, or idle in a transaction, between
    messages; a message that never touches the database opens none."""

    def after_process_message(self, broker, message, *, result=None, exception=None) -> None:
        self._close()

    def after_skip_message(self, broker, message) -> None:
        self._close()

    def _close(self) -> None:
        if db.is_closed():
            return
        if db.in_transaction():
            logger.error("event=transaction_left_open action=rollback")
            db.rollback()
        db.close()
