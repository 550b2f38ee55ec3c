"""The pressure benchmark's job (bench/pressure.py): it does nothing but note when it started,
so that what is measured is the queue. Each worker process appends one line a job to its own
file in HOURGLASS_BENCH_PRESSURE_LOG: the time it started and how long after its send; and
one line a claim of the benchmark's queue to another: when it ended, how long it took and
how many messages it claimed (the consumer's claim, timed around as it runs)."""

import functools
import os
import time

import dramatiq

import actors  # noqa: F401  (the broker, declared before this actor)
from hourglass.core.consumer import HourglassConsumer

LOG_VARIABLE = "HOURGLASS_BENCH_PRESSURE_LOG"
QUEUE = "benchpressure"

#: This process's open log files, by suffix ("log": the jobs', "claims": the claims').
_logs: dict[str, int] = {}


def _log(suffix: str) -> int:
    if suffix not in _logs:
        path = os.path.join(os.environ[LOG_VARIABLE], f"{os.getpid()}.{suffix}")
        _logs[suffix] = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    return _logs[suffix]


@dramatiq.actor(actor_name="bench_pressure_job", queue_name=QUEUE, max_retries=0)
def bench_pressure_job(sent_at: float) -> None:
    started_at = time.time()
    # One write of a short line to an O_APPEND file: lines of concurrent threads never mix.
    os.write(_log("log"), f"{started_at:.6f} {(started_at - sent_at) * 1000:.3f}\n".encode())


def _timed(claim):
    @functools.wraps(claim)
    def timed(consumer, limit):
        if consumer.queue_name != QUEUE:
            return claim(consumer, limit)
        buffered = len(consumer.buffer)
        started = time.perf_counter()
        claim(consumer, limit)
        ms = (time.perf_counter() - started) * 1000
        line = f"{time.time():.6f} {ms:.3f} {len(consumer.buffer) - buffered}\n"
        os.write(_log("claims"), line.encode())

    return timed


HourglassConsumer.claim = _timed(HourglassConsumer.claim)  # type: ignore[method-assign]
