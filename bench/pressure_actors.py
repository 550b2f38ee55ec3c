"""The pressure benchmark's job (bench/pressure.py): it does nothing but note when it started,
so that what is measured is the queue. Each worker process appends one line a job to its own
file in HOURGLASS_BENCH_PRESSURE_LOG: the time it started and how long after its send."""

import os
import time

import dramatiq

import actors  # noqa: F401  (the broker, declared before this actor)

LOG_VARIABLE = "HOURGLASS_BENCH_PRESSURE_LOG"
QUEUE = "benchpressure"

_log_fd: int | None = None


def _log() -> int:
    global _log_fd
    if _log_fd is None:
        path = os.path.join(os.environ[LOG_VARIABLE], f"{os.getpid()}.log")
        _log_fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    return _log_fd


@dramatiq.actor(actor_name="bench_pressure_job", queue_name=QUEUE, max_retries=0)
def bench_pressure_job(sent_at: float) -> None:
    started_at = time.time()
    # One write of a short line to an O_APPEND file: lines of concurrent threads never mix.
    os.write(_log(), f"{started_at:.6f} {(started_at - sent_at) * 1000:.3f}\n".encode())
