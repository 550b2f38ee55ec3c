"""What results cost (issue 47), in one run: the no-op drain of a worker without an actor that
stores results and of one with such an actor deployed beside it (the no-op messages store
nothing either way: that must cost nothing), the drain of a storing actor's messages, and
how soon a blocking `get_result` returns after its result commits.

Rounds interleave the three drains (this machine's speed drifts by a fifth within minutes):
in each, a fresh `dramatiq actors -p 2 -t 8` worker drains a warm-up of WARM_UP, then DRAIN
messages committed at once, timed from the commit until their queue rows are gone (a
result is stored before its message's ack). Then, with a worker of the storing actor
running, WAITERS threads each send a message whose actor works 20 ms and wait for its
result: the latency is from the result's `stored_at` (the start of the statement that
stores it, so the commit and its NOTIFY are inside it) to the return of `get_result`.

    python -m bench.stored_results      # make bench-results
"""

import os
import signal
import statistics
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor

import psycopg

import actors  # noqa: F401  (the broker)
from bench.harness import benchmark_database
from bench.noop_actors import bench_noop
from bench.result_actors import bench_store
from bench.results import record
from hourglass.core.database import one_value
from hourglass.core.sending import enqueue_in_transaction
from models import db
from tests.harness import BIN, FAST_HEARTBEAT_ENVIRONMENT, PROJECT_ROOT, scalar

DRAIN = 20_000
WARM_UP = 200
ROUNDS = 6
LATENCY_SAMPLES = 1_000
WAITERS = 4
POLL_S = 0.1

#: name: (the actor drained, the worker's modules beyond `actors`, its queues)
DRAINS = {
    "noop": (bench_noop, ("bench.noop_actors",), ("benchnoop",)),
    "noop_storing_deployed": (
        bench_noop,
        ("bench.noop_actors", "bench.result_actors"),
        ("benchnoop", "benchstore"),
    ),
    "storing": (bench_store, ("bench.result_actors",), ("benchstore",)),
}


def run() -> None:
    rates: dict[str, list[float]] = {name: [] for name in DRAINS}
    for round_number in range(ROUNDS):
        names = list(DRAINS) if round_number % 2 == 0 else list(reversed(DRAINS))
        for name in names:
            rates[name].append(_drain(*DRAINS[name]))
            print(f"  round {round_number + 1}: {name} {rates[name][-1]:,.0f}/s", flush=True)
    latencies = _latencies()
    medians = {name: statistics.median(values) for name, values in rates.items()}
    quantiles = statistics.quantiles(latencies, n=100)
    record(
        {
            "results_noop_drain_per_s": round(medians["noop"]),
            "results_noop_drain_storing_deployed_per_s": round(medians["noop_storing_deployed"]),
            "results_storing_drain_per_s": round(medians["storing"]),
            "results_get_result_after_commit_p50_ms": round(statistics.median(latencies) * 1e3, 1),
            "results_get_result_after_commit_p99_ms": round(quantiles[98] * 1e3, 1),
            "results_get_result_after_commit_max_ms": round(max(latencies) * 1e3, 1),
        }
    )


def _worker(modules, queues) -> subprocess.Popen:
    env = {
        # As deployed: the harness's one-second intervals would run the upkeep every second.
        **{k: v for k, v in os.environ.items() if k not in FAST_HEARTBEAT_ENVIRONMENT},
        "PYTHONPATH": str(PROJECT_ROOT),
    }
    return subprocess.Popen(
        [str(BIN / "dramatiq"), "actors", *modules, "-p", "2", "-t", "8", "--queues", *queues],
        cwd=PROJECT_ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def _stop(worker: subprocess.Popen) -> None:
    os.killpg(worker.pid, signal.SIGTERM)
    worker.wait(timeout=60)


def _drain(actor, modules, queues) -> float:
    """A fresh worker drains WARM_UP, then DRAIN, messages of `actor`: the second's rate."""
    worker = _worker(modules, queues)
    try:
        with psycopg.connect(os.environ["DATABASE_URL"], autocommit=True) as conn:
            conn.execute("TRUNCATE dramatiq.queue, result_ring")
            for count in (WARM_UP, DRAIN):
                with db.atomic():
                    enqueue_in_transaction([actor.message(n) for n in range(count)])
                started = time.perf_counter()
                while one_value(conn.execute("SELECT count(*) FROM dramatiq.queue")):
                    time.sleep(POLL_S)
                elapsed = time.perf_counter() - started
    finally:
        _stop(worker)
    return DRAIN / elapsed


def _latencies() -> list[float]:
    """Seconds from each result's store to its waiter's return, LATENCY_SAMPLES of them."""
    worker = _worker(("bench.result_actors",), ("benchstore",))
    try:
        _latency(-1)  # the worker's first claim, and this process's LISTEN
        with ThreadPoolExecutor(max_workers=WAITERS) as waiters:
            return list(waiters.map(_latency, range(LATENCY_SAMPLES)))
    finally:
        _stop(worker)


def _latency(number) -> float:
    message = bench_store.send(number, 0.02)
    message.get_result(block=True, timeout=60_000)
    returned = time.time()
    stored_at = scalar(
        "SELECT extract(epoch FROM stored_at) FROM result_ring WHERE message_id = %s",
        (message.message_id,),
    )
    db.close()
    return returned - float(stored_at)


if __name__ == "__main__":
    with benchmark_database():
        run()
