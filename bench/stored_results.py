"""What results cost (issue 47), in one run: the no-op drain of a worker whose broker lacks
the results' middleware (as before issue 47), of one with them (as built now), and of one
with an actor that stores results deployed beside the no-op one (the no-op messages store
nothing in all three: that must cost nothing), the drain of a storing actor's messages, and
how soon a blocking `get_result` returns after its result commits.

Rounds interleave the four drains (this machine's speed drifts by a fifth within minutes):
in each, a fresh `dramatiq actors -p 2 -t 8` worker drains a warm-up of WARM_UP, then DRAIN
messages committed at once, timed from the commit until their queue rows are gone (a
result is stored before its message's ack), with the CPU a message of the worker's
processes and of the server's (read from /proc: the embedded server is required). Then,
with a worker of the storing actor running, WAITERS threads each send a message whose actor
works 20 ms and wait for its result: the latency is from the result's `stored_at` (the start
of the statement that stores it, so the commit and its NOTIFY are inside it) to the return
of `get_result`.

    python -m bench.stored_results      # make bench-results
"""

import os
import signal
import statistics
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor

import psutil
import psycopg

import actors  # noqa: F401  (the broker)
from bench.harness import benchmark_database, cpu_seconds, cpu_spent, embedded_server
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
    # The broker as built before results (bench/without_results.py strips their middleware).
    "noop_without_results_middleware": (
        bench_noop,
        ("bench.without_results", "bench.noop_actors"),
        ("benchnoop",),
    ),
    "noop": (bench_noop, ("bench.noop_actors",), ("benchnoop",)),
    "noop_storing_deployed": (
        bench_noop,
        ("bench.noop_actors", "bench.result_actors"),
        ("benchnoop", "benchstore"),
    ),
    "storing": (bench_store, ("bench.result_actors",), ("benchstore",)),
}


def run() -> None:
    server = embedded_server()
    if server is None:
        raise SystemExit(
            "bench.stored_results: reads the server's CPU, so it needs the embedded one"
        )
    drains: dict[str, list[dict[str, float]]] = {name: [] for name in DRAINS}
    for round_number in range(ROUNDS):
        names = list(DRAINS) if round_number % 2 == 0 else list(reversed(DRAINS))
        for name in names:
            drains[name].append(_drain(server, *DRAINS[name]))
            figures = drains[name][-1]
            print(
                f"  round {round_number + 1}: {name:<32} {figures['per_s']:7,.0f}/s"
                f"  CPU a message: workers {figures['worker_cpu_us']:.1f} us,"
                f" server {figures['server_cpu_us']:.1f} us",
                flush=True,
            )
    latencies = _latencies()
    quantiles = statistics.quantiles(latencies, n=100)
    figures = {
        f"results_{name}_{key}": round(statistics.median(d[key] for d in runs), 1)
        for name, runs in drains.items()
        for key in runs[0]
    }
    record(
        figures
        | {
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


def _drain(server, actor, modules, queues) -> dict[str, float]:
    """A fresh worker drains WARM_UP, then DRAIN, messages of `actor`: the second's rate,
    and the CPU a message of the worker's processes and of the server's."""
    worker = _worker(modules, queues)
    workers = psutil.Process(worker.pid)
    try:
        with psycopg.connect(os.environ["DATABASE_URL"], autocommit=True) as conn:
            conn.execute("TRUNCATE dramatiq.queue, result_ring")
            for count in (WARM_UP, DRAIN):
                with db.atomic():
                    enqueue_in_transaction([actor.message(n) for n in range(count)])
                before = (time.perf_counter(), cpu_seconds(workers), cpu_seconds(server))
                while one_value(conn.execute("SELECT count(*) FROM dramatiq.queue")):
                    time.sleep(POLL_S)
                after = (time.perf_counter(), cpu_seconds(workers), cpu_seconds(server))
    finally:
        _stop(worker)
    return {
        "per_s": DRAIN / (after[0] - before[0]),
        "worker_cpu_us": cpu_spent(before[1], after[1]) / DRAIN * 1e6,
        "server_cpu_us": cpu_spent(before[2], after[2]) / DRAIN * 1e6,
    }


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
