"""This checkout's drain against an earlier release's, in one run (issue 28 asks that the
hot lane drain no slower than the release it was filed against): recommendation refreshes
(no-op recommender; a message carries its task and those it takes along), or no-op
messages (`--drain noop`, the broker alone).

The earlier release is checked out into a temporary git worktree and installed there
(`make install`); each configuration gets a database of its own on the one server, migrated
by its own release (an earlier release that has the hot lane drains on both lanes). Rounds
interleave the configurations (this machine's speed drifts by a
fifth within minutes): in each, a fresh `dramatiq actors -p 2 -t 8` worker of that release
drains a warm-up of 200, then DRAIN messages committed at once, timed from the commit to the
last one done (its task SUCCEEDED; its queue row deleted, or its ring receipt written).
Besides the rate, the CPU a message of the worker
processes (the `dramatiq` parent with its children) and of the server's processes, read
from /proc, so that the embedded server (this machine's) is required.

    python -m bench.releases [REF] [--drain refresh|noop]   # make bench-releases [REF=] [DRAIN=]
"""

import argparse
import os
import signal
import statistics
import subprocess
import tempfile
import time
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

import psutil
import psycopg

from bench.harness import benchmark_database, cpu_seconds, cpu_spent, embedded_server
from tests.harness import FAST_HEARTBEAT_ENVIRONMENT, PROJECT_ROOT, scratch_database

#: The last release before the hot lane (issue 28's "today").
BASELINE = "442b0dc"
DRAIN = 20_000
WARM_UP = 200
ROUNDS = 6
#: A release with it has a hot lane to compare too.
HOT_LANE_MIGRATION = "migrations/0022_queue_ring.py"
#: A release whose settings know the escape hatch runs every queue on the hot lane unless
#: it names the queue (the flip, migration 0033).
SETTINGS = "hourglass/core/settings.py"
COLD_LANE_ESCAPE_HATCH = "HOURGLASS_COLD_LANE_QUEUES"
#: What is drained, on which queue, and the release's own code to send N of them in one
#: transaction (run by its interpreter, from its checkout, DATABASE_URL set), as the peers
#: tool sends them.
SEND = """
import sys
import actors
from hourglass.broker import enqueue_in_transaction
from models import db
{imports}
with db.atomic():
{send}
print("committed", flush=True)
sys.stdin.read()
"""


@dataclass(frozen=True)
class Drained:
    name: str
    queue: str
    #: Modules the worker loads beyond `actors`, and its queues (None: every queue).
    worker_modules: tuple[str, ...]
    worker_queues: tuple[str, ...] | None
    send: str
    #: Left to do (polled every POLL_S, as the peers tool polls).
    unfinished: str
    #: Emptied before each drain.
    tables: str
    #: Left to do on the hot lane, when `unfinished` does not count it.
    unfinished_on_ring: str | None = None


REFRESHES = Drained(
    name="refresh",
    queue="recommendation",
    worker_modules=(),
    worker_queues=None,
    send=SEND.format(
        imports="from actors.recommendation import refresh_member_recommendations",
        send="""
    rows = db.execute_sql(
        "INSERT INTO recommendation_task (member_id, candidate_generation_type)"
        " SELECT m, 'G2' FROM generate_series(1, %s) AS m RETURNING id",
        (int(sys.argv[1]),),
    ).fetchall()
    enqueue_in_transaction([refresh_member_recommendations.message(t) for (t,) in rows])""",
    ),
    # A task SUCCEEDED in the statement that settles its message, on either lane.
    unfinished="SELECT count(*) FROM recommendation_task WHERE status <> 'SUCCEEDED'",
    tables="recommendation_task, recommended_product",
)
NO_OPS = Drained(
    name="noop",
    queue="benchnoop",
    worker_modules=("bench.noop_actors",),
    worker_queues=("benchnoop",),
    send=SEND.format(
        imports="from bench.noop_actors import bench_noop",
        send="    enqueue_in_transaction([bench_noop.message(n) for n in range(int(sys.argv[1]))])",
    ),
    unfinished="SELECT count(*) FROM dramatiq.queue",
    tables="dramatiq.queue",
    # A ring message is settled by its one receipt.
    unfinished_on_ring="""
        SELECT (SELECT count(*) FROM dramatiq.queue)
             + (SELECT count(*) FROM queue_ring_message) - (SELECT count(*) FROM queue_ring_receipt)
    """,
)
KINDS = {drained.name: drained for drained in (REFRESHES, NO_OPS)}
POLL_S = 0.1


def main(ref: str, drained: Drained) -> None:
    with tempfile.TemporaryDirectory(prefix="hourglass-release-") as folder:
        earlier = Path(folder) / "checkout"
        subprocess.run(
            ["git", "worktree", "add", "--detach", str(earlier), ref],
            cwd=PROJECT_ROOT,
            check=True,
            capture_output=True,
        )
        try:
            subprocess.run(["make", "install"], cwd=earlier, check=True, capture_output=True)
            with ExitStack() as databases:
                databases.enter_context(benchmark_database())

                def migrated(name: str, checkout: Path) -> str:
                    url = databases.enter_context(scratch_database(name))
                    _migrate(checkout, url)
                    return url

                # A database each: the cold lane's drains leave dead rows in dramatiq.queue
                # that the hot lane's claims, which look at the cold lane first, would walk.
                # An earlier release's hot lane is opt-in (HOURGLASS_RING_QUEUES) before the
                # flip, every queue's after it, unless HOURGLASS_COLD_LANE_QUEUES names it,
                # as this checkout's is.
                queue = drained.queue
                flipped = COLD_LANE_ESCAPE_HATCH in (earlier / SETTINGS).read_text()
                configurations = {
                    f"{ref}_cold": Lane(
                        earlier,
                        migrated("bench_earlier", earlier),
                        {COLD_LANE_ESCAPE_HATCH: queue} if flipped else {},
                        False,
                    )
                }
                if (earlier / HOT_LANE_MIGRATION).exists():
                    configurations[f"{ref}_hot"] = Lane(
                        earlier,
                        migrated("bench_earlier_hot", earlier),
                        {} if flipped else {"HOURGLASS_RING_QUEUES": queue},
                        True,
                    )
                configurations["hot"] = Lane(PROJECT_ROOT, os.environ["DATABASE_URL"], {}, True)
                configurations["cold"] = Lane(
                    PROJECT_ROOT,
                    migrated("bench_cold", PROJECT_ROOT),
                    {COLD_LANE_ESCAPE_HATCH: queue},
                    False,
                )
                _report(ref, drained, _rounds(drained, configurations))
        finally:
            subprocess.run(
                ["git", "worktree", "remove", "--force", str(earlier)],
                cwd=PROJECT_ROOT,
                capture_output=True,
            )


def _migrate(checkout: Path, url: str) -> None:
    subprocess.run(
        [str(checkout / ".venv/bin/hourglass"), "migrate"],
        cwd=checkout,
        env={**os.environ, "DATABASE_URL": url},
        check=True,
        capture_output=True,
    )


def _rounds(drained: Drained, configurations) -> dict[str, list[dict[str, float]]]:
    server = embedded_server()
    if server is None:
        raise SystemExit("bench.releases: reads the server's CPU, so it needs the embedded one")
    drains: dict[str, list[dict[str, float]]] = {name: [] for name in configurations}
    order = list(configurations)
    for round_number in range(ROUNDS):
        # Every other round in reverse: a drain's place in the round (after which other's
        # autovacuum, on a machine how warm) then favours none.
        for name in order if round_number % 2 == 0 else reversed(order):
            drains[name].append(_drain(drained, server, configurations[name]))
    return drains


@dataclass(frozen=True)
class Lane:
    """A configuration drained: a release's checkout, its database, the settings that put
    the queue on the lane measured, and whether that is the hot lane."""

    checkout: Path
    url: str
    settings: dict[str, str]
    hot: bool


def _drain(drained: Drained, server, lane: Lane) -> dict[str, float]:
    """A fresh worker of the lane's release drains WARM_UP, then DRAIN, messages: the
    second drain's rate and CPU a message."""
    checkout = lane.checkout
    env = {
        # The workers keep the default heartbeat and maintenance intervals, as deployed:
        # the harness's one-second ones would run the hot lane's rotation check every second.
        **{k: v for k, v in os.environ.items() if k not in FAST_HEARTBEAT_ENVIRONMENT},
        "DATABASE_URL": lane.url,
        "PYTHONPATH": str(checkout),
        "HOURGLASS_RECOMMENDER": "bench.recommendation:noop_recommender",
        **lane.settings,
    }
    queues = ["--queues", *drained.worker_queues] if drained.worker_queues else []
    unfinished = (lane.hot and drained.unfinished_on_ring) or drained.unfinished
    worker = subprocess.Popen(
        [
            *(str(checkout / ".venv/bin/dramatiq"), "actors", *drained.worker_modules),
            *("--processes", "2", "--threads", "8", *queues),
        ],
        cwd=checkout,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    workers = psutil.Process(worker.pid)
    try:
        with psycopg.connect(lane.url, autocommit=True) as conn:
            for count in (WARM_UP, DRAIN):
                conn.execute(f"TRUNCATE {drained.tables}")
                sender = _sent(drained, checkout, env, count)
                before = (time.perf_counter(), cpu_seconds(workers), cpu_seconds(server))
                while conn.execute(unfinished).fetchall()[0][0]:
                    time.sleep(POLL_S)
                after = (time.perf_counter(), cpu_seconds(workers), cpu_seconds(server))
                sender.communicate()
    finally:
        os.killpg(worker.pid, signal.SIGTERM)
        worker.wait(timeout=60)
    return {
        "per_s": DRAIN / (after[0] - before[0]),
        "worker_cpu_us": cpu_spent(before[1], after[1]) / DRAIN * 1e6,
        "server_cpu_us": cpu_spent(before[2], after[2]) / DRAIN * 1e6,
    }


def _sent(drained: Drained, checkout: Path, env, count: int) -> subprocess.Popen:
    """`count` messages committed by the release's own code; the sender says so as it
    commits (the drain is timed from there, not from its exit) and stays, idle, until its
    input closes."""
    sender = subprocess.Popen(
        [str(checkout / ".venv/bin/python"), "-c", drained.send, str(count)],
        cwd=checkout,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert sender.stdout is not None
    if sender.stdout.readline().strip() != "committed":
        sender.kill()
        raise RuntimeError(f"the messages of {checkout} were not sent")
    return sender


def _report(ref: str, drained: Drained, drains) -> None:
    print(f"{DRAIN} {drained.name} messages a drain, {ROUNDS} interleaved rounds, medians:")
    medians = {
        name: {key: statistics.median(d[key] for d in runs) for key in runs[0]}
        for name, runs in drains.items()
    }
    baseline = medians[f"{ref}_cold"]["per_s"]
    for name, figures in medians.items():
        print(
            f"  {name:<16} {figures['per_s']:8,.0f} a second ({figures['per_s'] / baseline:.2f}x)"
            f"  CPU a message: workers {figures['worker_cpu_us']:.1f} us,"
            f" server {figures['server_cpu_us']:.1f} us"
        )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m bench.releases")
    parser.add_argument("ref", nargs="?", default=BASELINE, help="the earlier release")
    parser.add_argument("--drain", choices=KINDS, default="refresh", help="what is drained")
    arguments = parser.parse_args()
    main(arguments.ref, KINDS[arguments.drain])
