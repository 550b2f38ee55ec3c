"""Where the database is: `DATABASE_URL`, or an embedded PostgreSQL under the project.

The embedded server (pgserver) is shared by every process of the project on this machine
and stops when the last of them exits. `HourglassDatabase` resolves its URL on first
connect, so importing models never starts or reaches a server.
"""

import fcntl
import logging
import threading
import warnings

import psycopg
from playhouse.postgres_ext import PooledPostgresqlExtDatabase

from hourglass import settings as settings_module
from hourglass.errors import DatabaseUnavailable
from hourglass.redaction import without_url_secrets

logger = logging.getLogger(__name__)
# pgserver logs every command it runs at INFO; its failures still show.
logging.getLogger("pgserver").setLevel(logging.WARNING)
warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")

#: Worker processes hold a broker pool and a connection per thread; the server default
#: of 100 runs out with three workers and a benchmark beside them.
EMBEDDED_MAX_CONNECTIONS = 400

#: Peewee connections one process keeps at most (a worker needs one per thread).
PEEWEE_POOL_SIZE = 20

_embedded_server = None
_resolve_lock = threading.Lock()


def database_url(settings=None) -> str:
    """The URL of the database in use, starting the embedded one if none is configured."""
    settings = settings or settings_module.load()
    if settings.database_url:
        return settings.database_url
    return _embedded_url(settings.data_dir)


def _embedded_url(data_dir) -> str:
    global _embedded_server
    with _resolve_lock:
        if _embedded_server is None:
            _embedded_server = _start_embedded(data_dir)
        return _embedded_server.get_uri()


def _start_embedded(data_dir):
    import pgserver

    data_dir.mkdir(parents=True, exist_ok=True)
    # One process at a time raises the connection limit of a fresh data folder.
    with open(data_dir / "setup.lock", "w") as lock_file:
        fcntl.flock(lock_file, fcntl.LOCK_EX)
        try:
            server = pgserver.get_server(data_dir / "pgdata", cleanup_mode="stop")
        except Exception as exc:
            raise DatabaseUnavailable(f"cannot start the embedded PostgreSQL in {data_dir}: {exc}") from exc
        _raise_connection_limit(server, data_dir / "pgdata")
    return server


def _raise_connection_limit(server, pgdata):
    with psycopg.connect(server.get_uri(), autocommit=True) as conn:
        (current,) = conn.execute("SELECT current_setting('max_connections')::int").fetchone()
        if current >= EMBEDDED_MAX_CONNECTIONS:
            return
        conn.execute(f"ALTER SYSTEM SET max_connections = {EMBEDDED_MAX_CONNECTIONS}")
    import pgserver

    logger.info("event=embedded_restart reason=max_connections value=%s", EMBEDDED_MAX_CONNECTIONS)
    pgserver.pg_ctl(["-w", "-m", "fast", "-l", str(pgdata / "log"), "restart"], pgdata=pgdata, user=server.system_user, timeout=30)
    server.ensure_postgres_running()


def connect_kwargs() -> dict:
    """Options every connection of ours uses: UTC session time, dead peers noticed fast on
    both ends (the server side matters for advisory locks held by a host that vanished)."""
    return {
        "options": "-c timezone=UTC -c tcp_keepalives_idle=5 -c tcp_keepalives_interval=2 -c tcp_keepalives_count=2",
        "keepalives": 1,
        "keepalives_idle": 5,
        "keepalives_interval": 2,
        "keepalives_count": 2,
        "application_name": "hourglass",
    }


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
    text = str(exc).strip()
    return without_url_secrets(text.splitlines()[0] if text else type(exc).__name__, url)


class HourglassDatabase(PooledPostgresqlExtDatabase):
    """The Peewee database of the project; its URL is resolved on the first connect.

    `close()` hands the connection back to a small per-process pool (a transaction left
    open is rolled back first), so a worker pays for a server connection once, not once
    per message.
    """

    def __init__(self):
        super().__init__(
            None, max_connections=PEEWEE_POOL_SIZE, stale_timeout=300, timeout=30, prefer_psycopg3=True
        )

    def connect(self, reuse_if_open=False):
        if self.deferred:
            url = database_url()
            with self._lock:
                if self.deferred:
                    self.init(url, prefer_psycopg3=True, **connect_kwargs())
        return super().connect(reuse_if_open=reuse_if_open)

    def now(self):
        """The database's `now()`: the one clock every 'is it due' decision reads."""
        return self.execute_sql("SELECT now()").fetchone()[0]
