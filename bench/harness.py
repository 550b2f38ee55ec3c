"""What every benchmark stands on: a fresh database, real worker processes, and the CPU
time the processes spend."""

import os
from contextlib import contextmanager

import psutil
from psycopg.conninfo import conninfo_to_dict

from tests.harness import FAST_HEARTBEAT_ENVIRONMENT, fresh_database


@contextmanager
def benchmark_database():
    for key, value in FAST_HEARTBEAT_ENVIRONMENT.items():
        os.environ.setdefault(key, value)
    with fresh_database("hourglass_bench") as name:
        yield name


def embedded_server() -> psutil.Process | None:
    """The embedded PostgreSQL's postmaster (None: the database is DATABASE_URL's server)."""
    from hourglass.core import settings as settings_module

    settings = settings_module.load()
    pgdata = settings.data_dir / "pgdata"
    pid_file = pgdata / "postmaster.pid"
    if (
        conninfo_to_dict(settings.database_url or "").get("host") != str(pgdata)
        or not pid_file.exists()
    ):
        return None
    return psutil.Process(int(pid_file.read_text().split()[0]))


def cpu_seconds(process: psutil.Process) -> dict[int, float]:
    """CPU seconds so far of `process` and of its children alive now, by pid."""
    seconds = {}
    for each in [process, *process.children(recursive=True)]:
        try:
            times = each.cpu_times()
        except psutil.NoSuchProcess:
            continue
        seconds[each.pid] = times.user + times.system
    return seconds


def cpu_spent(before: dict[int, float], after: dict[int, float]) -> float:
    """CPU seconds spent between two `cpu_seconds` readings: a process gone by the second
    counts for nothing, one started since for all it spent."""
    return sum(cpu - before.get(pid, 0.0) for pid, cpu in after.items())
