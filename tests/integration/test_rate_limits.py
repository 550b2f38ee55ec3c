"""dramatiq's rate limiters on hourglass's PostgreSQL backend: the limits hold across
threads and processes, an expired key counts as absent (a slot of a process killed -9 comes
back with its TTL), a barrier's parties meet, and retention deletes expired keys."""

import subprocess
import sys
import textwrap
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import pytest

from hourglass.core.rate_limits import EVENT_PENDING, count_prunable_keys, prune_expired_keys
from hourglass.rate_limits import (
    Barrier,
    BucketRateLimiter,
    ConcurrentRateLimiter,
    PostgresBackend,
    RateLimitExceeded,
    WindowRateLimiter,
)
from models import db
from tests.harness import PROJECT_ROOT, scalar, wait_until


@pytest.fixture
def backend():
    return PostgresBackend()


def test_a_concurrent_limiter_lets_at_most_its_limit_in_at_once_and_each_release_frees_a_slot(
    backend,
):
    limiter = ConcurrentRateLimiter(backend, "recommender", limit=3)
    inside, most, tried = 0, 0, 0
    lock, every_call_tried = threading.Lock(), threading.Event()

    def call(callers):
        nonlocal inside, most, tried
        try:
            with limiter.acquire():
                with lock:
                    inside += 1
                    most = max(most, inside)
                    tried += 1
                    if tried == callers:
                        every_call_tried.set()
                # Hold the slot until every other caller has tried for one.
                assert every_call_tried.wait(timeout=10)
                with lock:
                    inside -= 1
                return True
        except RateLimitExceeded:
            with lock:
                tried += 1
                if tried == callers:
                    every_call_tried.set()
            return False

    with ThreadPoolExecutor(max_workers=12) as pool:
        admitted = sum(pool.map(lambda _: call(12), range(12)))
    assert most == 3 and admitted == 3
    # Every slot was given back: a sequence of calls each gets in.
    assert all(call(0) for _ in range(4))


def admitted(limiter, attempts) -> int:
    """How many of `attempts` acquisitions in a row the limiter let in."""
    let_in = 0
    for _ in range(attempts):
        with limiter.acquire(raise_on_failure=False) as acquired:
            let_in += bool(acquired)
    return let_in


def test_a_window_limiter_admits_its_limit_per_window(backend):
    # Ten one-second buckets summed: a loop that crosses a second still counts every call.
    assert admitted(WindowRateLimiter(backend, "posts", limit=5, window=10), 12) == 5


def test_a_bucket_limiter_admits_its_limit_per_bucket(backend):
    assert admitted(BucketRateLimiter(backend, "board", limit=4, bucket=60_000), 9) == 4


def test_a_slot_held_past_its_ttl_counts_as_free(backend):
    held = ConcurrentRateLimiter(backend, "mutex", limit=1, ttl=500)
    assert held._acquire()  # a process acquired it, then was killed -9: never released
    assert not held._acquire()
    wait_until(held._acquire, timeout=5, message="the slot to expire")


def test_a_barrier_clears_when_its_last_party_arrives_and_a_waiter_wakes(backend):
    barrier = Barrier(backend, "meeting", ttl=30_000)
    assert barrier.create(parties=2)
    with ThreadPoolExecutor(max_workers=1) as pool:
        waiter = pool.submit(barrier.wait, timeout=10_000)
        wait_until(waiter_listening, message="the waiter to listen")
        started = time.monotonic()
        assert barrier.wait(block=False)
        assert waiter.result(timeout=10) is True
        assert time.monotonic() - started < 2
    short = Barrier(backend, "short of a party", ttl=30_000)
    assert short.create(parties=3)
    assert not short.wait(block=False)
    assert short.wait(timeout=1000) is False


def waiter_listening() -> bool:
    """A Barrier.wait's connection has listened and is blocked waiting, past its first check
    (the server shows its statement with the parameter as $1)."""
    return (
        scalar(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
            " AND state = 'idle' AND query = %s",
            (EVENT_PENDING.replace("%s", "$1"),),
        )
        == 1
    )


CONTENDER = textwrap.dedent(
    """
    import sys, time
    from concurrent.futures import ThreadPoolExecutor
    from hourglass.rate_limits import ConcurrentRateLimiter, PostgresBackend
    from models import db

    limiter = ConcurrentRateLimiter(PostgresBackend(), "fleet", limit=3, ttl=60_000)

    def call(n):
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with limiter.acquire(raise_on_failure=False) as acquired:
                if acquired:
                    db.execute_sql("INSERT INTO fleet_call (pid, event) VALUES (pg_backend_pid(), 'in')")
                    time.sleep(0.05)
                    db.execute_sql("INSERT INTO fleet_call (pid, event) VALUES (pg_backend_pid(), 'out')")
                    db.close()
                    return
            time.sleep(0.01)

    with ThreadPoolExecutor(max_workers=8) as pool:
        list(pool.map(call, range(8)))
    """
)


def test_two_processes_of_eight_threads_never_hold_more_than_the_limit_at_once():
    db.execute_sql(
        "CREATE TABLE IF NOT EXISTS fleet_call (id bigserial PRIMARY KEY, pid int, event text)"
    )
    processes = [
        subprocess.Popen([sys.executable, "-c", CONTENDER], cwd=PROJECT_ROOT) for _ in range(2)
    ]
    assert [p.wait(timeout=60) for p in processes] == [0, 0]
    events = [e for (e,) in db.execute_sql("SELECT event FROM fleet_call ORDER BY id").fetchall()]
    assert events.count("in") == 16
    running, most = 0, 0
    for event in events:
        running += 1 if event == "in" else -1
        most = max(most, running)
    assert most <= 3


def test_retention_deletes_keys_expired_longer_than_it_keeps_them(backend):
    backend.add("gone", 1, 10)
    backend.add("live", 1, 60_000)
    wait_until(lambda: count_prunable_keys(timedelta(0)) == 1, message="the 10 ms key to expire")
    assert prune_expired_keys(timedelta(0), 100) == 1
    assert scalar("SELECT array_agg(key) FROM rate_limit") == ["live"]
