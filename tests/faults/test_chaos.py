"""The chaos soak: all four pipelines at once (two worker groups `-p 2 -t 4`, two
schedulers, a fake job board, a slow and sometimes refusing notification service, steady
load on every pipeline) under a seeded random fault every few seconds, then exact
invariants once the deployment has settled: a fault costs latency, never work.

The suite runs a short form (fixed seed, about 2 minutes). `make chaos` runs a long one
with a random seed; HOURGLASS_CHAOS_SEED and HOURGLASS_CHAOS_SECONDS replay or size one,
and the seed is printed first so that a failing run can be replayed.
"""

import contextlib
import os
import random
import signal
import threading
import time
from collections import Counter
from collections.abc import Callable
from datetime import timedelta

import psutil
import psycopg
import pytest

import actors  # noqa: F401  (the broker)
from actors.collection import dispatch_tick_job
from actors.collection.sources import add_source, set_flag
from actors.collection.stand_in import FakeSources
from actors.notifications import create_task
from actors.recommendation import record_member_visit, scan_due_triggers
from actors.review_stats import admin_hide_review, create_item, shop_create_review
from models import collection as collection_store
from models import db
from models.collection import DISPATCH_FLAG
from models.reviews import CAPACITIES, DENSITIES, PARTICLES
from tests.e2e.test_review_stats_e2e import stats_match_recount
from tests.faults.conftest import restart_server
from tests.faults.workload import SLOW_RECOMMENDER, Receiver
from tests.harness import (
    PROJECT_ROOT,
    ManagedProcess,
    nonzero_counts,
    scalar,
    start_scheduler,
    start_worker,
    wait_until,
)

SEED = int(os.environ.get("HOURGLASS_CHAOS_SEED", "18"))
#: How long faults are injected under load (the settling comes after).
SOAK_S = float(os.environ.get("HOURGLASS_CHAOS_SECONDS", "60"))
FAULT_EVERY_S = 5.0
#: A stalled worker group stays stopped past the suite's heartbeat TTL (4 s).
STALL_S = 6.0
#: A cycle's lease: a slice whose worker was killed mid-request ends the day within it.
LEASE_S = 30

HEALTHY_SOURCES = 4
PAGES = 20
#: The source the board always answers 500: its cycle must end FAILED, HTTP_5XX.
BROKEN_SOURCE = "broken"
ITEM_TYPES = ("SOUP", "SNACK")

#: Faults that take a worker process down without its goodbye: a slice it held ends its
#: cycle's day (no second request), so that cycle may end LEASE_EXPIRED.
WORKER_KILLS = {"kill_group", "kill_worker_child"}


class Deployment:
    """Two worker groups and two schedulers, kept running as a process manager would: one
    that exits (killed, or stopped by dramatiq after one of its children died) is started
    again."""

    def __init__(self, env) -> None:
        self.env = env
        self.groups = [self._worker_group() for _ in range(2)]
        self.schedulers = [self._scheduler() for _ in range(2)]
        self.restarts = 0

    def _worker_group(self) -> ManagedProcess:
        db.close()  # start_worker reads the heartbeats: on a connection no fault has cut
        return start_worker(processes=2, threads=4, env=self.env, wait=False)

    def supervise(self) -> None:
        for processes, start in (
            (self.groups, self._worker_group),
            (self.schedulers, self._scheduler),
        ):
            for i, process in enumerate(processes):
                if process.popen.poll() is not None:
                    self.replace(processes, i, start)

    def _scheduler(self) -> ManagedProcess:
        # The recommender of the tests is imported from the project (dramatiq adds it itself).
        return start_scheduler(env={**self.env, "PYTHONPATH": str(PROJECT_ROOT)})

    def replace(self, processes, i, start) -> None:
        processes[i].stop()
        processes[i] = start()
        self.restarts += 1

    def stop(self) -> None:
        for process in [*self.groups, *self.schedulers]:
            with_suppressed_lookup(os.killpg, process.pid, signal.SIGCONT)
            process.stop(timeout=40)


def with_suppressed_lookup(call, *args) -> None:
    with contextlib.suppress(ProcessLookupError, psutil.NoSuchProcess):  # gone already
        call(*args)


# --- the faults -------------------------------------------------------------------------


def kill_group(deployment, rng, server) -> None:
    rng.choice(deployment.groups).kill()


def kill_worker_child(deployment, rng, server) -> None:
    with contextlib.suppress(psutil.NoSuchProcess):  # the group exited a moment ago
        children = psutil.Process(rng.choice(deployment.groups).pid).children()
        if children:
            with_suppressed_lookup(os.kill, rng.choice(children).pid, signal.SIGKILL)


def restart_group(deployment, rng, server) -> None:
    deployment.replace(deployment.groups, rng.randrange(2), deployment._worker_group)


def kill_a_scheduler(deployment, rng, server) -> None:
    rng.choice(deployment.schedulers).kill()


def restart_database(deployment, rng, server) -> None:
    restart_server(server)


def terminate_backends(deployment, rng, server) -> None:
    with psycopg.connect(deployment.env["DATABASE_URL"], autocommit=True) as conn:
        conn.execute(
            """SELECT pg_terminate_backend(pid) FROM pg_stat_activity
               WHERE datname = current_database() AND pid <> pg_backend_pid()
                 AND application_name IN ('hourglass', 'dramatiq-postgres')"""
        )


def stall_group(deployment, rng, server) -> None:
    group = rng.choice(deployment.groups)
    with_suppressed_lookup(os.killpg, group.pid, signal.SIGSTOP)
    time.sleep(STALL_S)
    with_suppressed_lookup(os.killpg, group.pid, signal.SIGCONT)


FAULTS: list[Callable] = [
    kill_group,
    kill_worker_child,
    restart_group,
    kill_a_scheduler,
    restart_database,
    terminate_backends,
    stall_group,
]


# --- the load ---------------------------------------------------------------------------


class Load(threading.Thread):
    """Steady producers on every pipeline, from this process: tasks whose deadline check
    fires within seconds, member visits whose trigger is due, reviews and hides, scans and
    dispatch ticks sent between the schedulers' own. A write the
    database refuses (it is being faulted) is dropped; the invariants read what committed."""

    def __init__(self, rng: random.Random, items: list[int]) -> None:
        super().__init__(name="chaos-load", daemon=True)
        self.rng = rng
        self.items = items
        self.stopping = threading.Event()
        self.steps = self.refused = 0
        self.reviews: list[int] = []

    def run(self) -> None:
        while not self.stopping.wait(0.25):
            self.steps += 1
            try:
                self.step(self.steps)
            except Exception:
                self.refused += 1
                if not db.is_closed():
                    db.close()

    def step(self, n) -> None:
        now = db.now()
        create_task(n, 10_000 + n, deadline_at=now + timedelta(seconds=2))
        record_member_visit(n, now - timedelta(hours=2))
        self.reviews.append(
            shop_create_review(
                n,
                self.rng.choice(self.items),
                self.rng.randint(1, 5),
                self.rng.choice(CAPACITIES),
                self.rng.choice(DENSITIES),
                self.rng.choice(PARTICLES),
            )
        )
        if n % 4 == 0:
            admin_hide_review(1, self.rng.choice(self.reviews))
        if n % 20 == 0:
            scan_due_triggers.send()
            dispatch_tick_job.send()


# --- the check --------------------------------------------------------------------------

#: What each pipeline still owes, by name (all 0 once settled).
OWED = {
    "pending requests": "SELECT count(*) FROM notification_request WHERE status = 'PENDING'",
    "due jobs": "SELECT count(*) FROM scheduled_job WHERE status = 'SCHEDULED' AND fire_at <= now()",
    "due triggers": "SELECT count(*) FROM member_visit_trigger WHERE trigger_at <= now()",
    "unfinished refreshes": (
        "SELECT count(*) FROM recommendation_task WHERE status IN ('PENDING', 'RUNNING')"
    ),
    "unfinished cycles": (
        "SELECT count(*) FROM collection_cycle WHERE status IN ('READY', 'RUNNING')"
    ),
    "pending recomputes": (
        "SELECT count(*) FROM review_stats_signal WHERE pending_ticket IS NOT NULL"
    ),
    "messages due 5 s ago": (
        "SELECT count(*) FROM hourglass.message WHERE available_at <= now() - interval '5 seconds'"
    ),
}


#: Every message due now, waiting or taken.
MESSAGES_DUE = """FROM hourglass.message WHERE available_at <= now() AND "state" <> 'rejected'"""
#: What is owed, and what is still on its way once nothing is: the load's last jobs fire
#: seconds after it stopped, and the invariants are read once they have, or one would fire
#: between two of their reads (a job fired with no request yet, its message due, not taken).
OWED_OR_COMING = {
    **OWED,
    "messages due": f"SELECT count(*) {MESSAGES_DUE}",
    "jobs due within 10 s": (
        "SELECT count(*) FROM scheduled_job"
        " WHERE status = 'SCHEDULED' AND fire_at <= now() + interval '10 seconds'"
    ),
}


def owed(what: dict[str, str] = OWED) -> dict[str, int]:
    """What is still owed, where something is (the test's own connection may be cut)."""
    try:
        return nonzero_counts(what)
    except Exception as exc:
        db.close()
        return {type(exc).__name__: 1}


def settled() -> bool:
    return not owed()


def due_messages() -> list[tuple]:
    """(actor, state) of every message due now, waiting or taken."""
    return db.execute_sql(f"""SELECT message->>'actor_name', "state" {MESSAGES_DUE}""").fetchall()


def check_invariants(board, receiver, faults) -> dict:
    """Every invariant of the issue, exactly, under the faults (monotonic time, name);
    returns the figures to print."""
    fault_times = [at for at, name in faults if name in WORKER_KILLS]
    # Notifications: every fired job one request, each request SENT under its own key.
    fired = scalar("SELECT count(*) FROM scheduled_job WHERE status = 'FIRED'")
    requests = db.execute_sql(
        """SELECT r.id::text, r.scheduled_job_id, r.status FROM notification_request r"""
    ).fetchall()
    assert len(requests) == fired and len({job for _, job, _ in requests}) == fired
    assert {status for _, _, status in requests} <= {"SENT"}
    keys = receiver.received()
    assert set(keys) == {request_id for request_id, _, _ in requests}

    # Recommendation: every fired trigger (one per visited member here) one task, SUCCEEDED.
    tasks = db.execute_sql("SELECT member_id, status FROM recommendation_task").fetchall()
    members = scalar("SELECT count(*) FROM member_visit_trigger")
    assert len(tasks) == members and len({member for member, _ in tasks}) == members
    assert {status for _, status in tasks} <= {"SUCCEEDED"}
    listed = scalar("SELECT count(DISTINCT member_id) FROM recommended_product")
    assert listed == members

    # Review statistics: equal to a recount of the visible reviews.
    for item_type in ITEM_TYPES:
        assert stats_match_recount(item_type), item_type

    # Collection: every healthy source's cycle SUCCEEDED with exactly the board's postings
    # (the stale ones closed), one request per page; or, if a worker was killed while its
    # source was being collected, FAILED LEASE_EXPIRED (no second request, by design).
    lost_days = 0
    for n in range(HEALTHY_SOURCES):
        name = f"feed-{n}"
        status, kind, seen, detail = db.execute_sql(
            """SELECT c.status, c.failure_kind, c.seen_count, c.failure_detail
               FROM collection_cycle c
               JOIN job_source s ON s.id = c.source_id WHERE s.name = %s""",
            (name,),
        ).fetchone()
        requested = [r.at for r in board.requests if r.path == f"/feed/{name}"]
        if status == "FAILED" and kind == "LEASE_EXPIRED":
            assert any(start <= at <= start + 5 for at in fault_times for start in requested), (
                f"{name} lost its day with no worker killed while it was collected ({detail});"
                f" its requests at {[round(at, 1) for at in requested]},"
                f" the faults {[(round(at, 1), fault) for at, fault in faults]}"
            )
            lost_days += 1
            continue
        assert (status, kind, seen) == ("SUCCEEDED", None, PAGES), name
        assert len(requested) == PAGES, name
        postings = dict(
            db.execute_sql(
                """SELECT p.external_id, p.closed_at IS NULL FROM job_posting p
                   JOIN job_source s ON s.id = p.source_id WHERE s.name = %s""",
                (name,),
            ).fetchall()
        )
        board_ids = {f"feed-{n}-{i}" for i in range(PAGES)}
        assert {i for i, is_open in postings.items() if is_open} == board_ids, name
        assert {i for i, is_open in postings.items() if not is_open} == stale_ids(n), name
    broken = db.execute_sql(
        """SELECT c.status, c.failure_kind FROM collection_cycle c
           JOIN job_source s ON s.id = c.source_id WHERE s.name = %s""",
        (BROKEN_SOURCE,),
    ).fetchone()
    assert broken == ("FAILED", "HTTP_5XX")

    # No dead letter (the test caused none), nothing left in the queue but what waits.
    assert scalar("""SELECT count(*) FROM hourglass.message WHERE "state" = 'rejected'""") == 0
    assert due_messages() == []
    return {
        "fired": fired,
        "repeats": len(keys) - len(set(keys)),
        "tasks": len(tasks),
        "lost_days": lost_days,
    }


def stale_ids(n) -> set[str]:
    """Postings of healthy source `n` from an earlier day that the board no longer lists."""
    return {f"old-{n}-{i}" for i in range(2)}


def add_sources(board) -> None:
    for n in range(HEALTHY_SOURCES):
        name = f"feed-{n}"
        board.feed(name, [(f"{n}-{i}", f"Company {i % 3}") for i in range(PAGES)], page_size=1)
        source_id = add_source(name, "feed", f"{board.url}/feed/{name}", throttle_seconds=1)
        (company_id,) = collection_store.register_companies({"Old Company"}).values()
        collection_store.upsert_postings(
            source_id, [(i, company_id, "Gone", None, None, {}) for i in sorted(stale_ids(n))]
        )
    board.feed(BROKEN_SOURCE, [(0, "Nobody")], page_size=1)
    board.fail(f"/feed/{BROKEN_SOURCE}", times=1_000, status=500)
    add_source(BROKEN_SOURCE, "feed", f"{board.url}/feed/{BROKEN_SOURCE}", throttle_seconds=0)
    set_flag(DISPATCH_FLAG, True)


@pytest.fixture
def board():
    sources = FakeSources(latency=0.2).start()
    yield sources
    sources.stop()


@pytest.mark.waits(75)
def test_all_four_pipelines_under_a_random_schedule_of_faults_lose_and_double_nothing(
    dedicated_server, on_dedicated_server, board
):
    print(f"\nchaos seed {SEED} (HOURGLASS_CHAOS_SEED={SEED} to replay), soak {SOAK_S:.0f}s")
    rng = random.Random(SEED)
    receiver = Receiver(delay=0.05, fail_every=7)
    add_sources(board)
    items = [
        create_item(item_type, f"{item_type} {i}") for item_type in ITEM_TYPES for i in range(3)
    ]
    env = {
        "DATABASE_URL": on_dedicated_server,
        "HOURGLASS_NOTIFICATION_URL": receiver.url,
        "HOURGLASS_NOTIFICATION_MIN_BACKOFF": "0.1",
        "HOURGLASS_RECOMMENDER": SLOW_RECOMMENDER,
        "RECOMMENDER_SECONDS": "0.05",
        "HOURGLASS_COLLECTION_LEASE": str(LEASE_S),
        # A restarted group's in-flight messages finish before ManagedProcess.stop's 15 s.
        "HOURGLASS_WORKER_SHUTDOWN_GRACE": "8",
    }
    deployment = Deployment(env)
    load = Load(random.Random(SEED + 1), items)
    faults: list[tuple[float, str]] = []
    try:
        dispatch_tick_job.send()
        load.start()
        soak_ends = time.monotonic() + SOAK_S
        next_fault = time.monotonic() + FAULT_EVERY_S
        deck: list[Callable] = []
        while time.monotonic() < soak_ends:
            deployment.supervise()
            if time.monotonic() >= next_fault:
                if not deck:  # every kind of fault once, in a random order, then again
                    deck = rng.sample(FAULTS, len(FAULTS))
                fault = deck.pop()
                faults.append((time.monotonic(), fault.__name__))
                fault(deployment, rng, dedicated_server)
                next_fault = time.monotonic() + FAULT_EVERY_S
            time.sleep(0.2)
        load.stopping.set()
        load.join(timeout=60)
        settle_started = time.monotonic()
        db.close()  # this test's own connection may have been cut

        def settle() -> bool:
            deployment.supervise()
            if int(time.monotonic() - settle_started) % 3 == 0:
                # The schedulers' minutely scans, sooner: a lease of a killed slice expires.
                dispatch_tick_job.send()
                scan_due_triggers.send()
            return settled()

        try:
            wait_until(
                settle, timeout=LEASE_S + 90, interval=0.5, message="the deployment to settle"
            )
        except AssertionError as exc:
            raise AssertionError(f"{exc}: still owed {owed()}; faults {faults}") from None
        settled_in = time.monotonic() - settle_started
        for scheduler in deployment.schedulers:
            scheduler.stop()
        wait_until(
            lambda: not owed(OWED_OR_COMING),
            timeout=30,
            message="the last scans and firings to finish",
        )
        figures = check_invariants(board, receiver, faults)
    finally:
        deployment.stop()
        receiver.close()

    kinds = Counter(name for _, name in faults)
    print(
        f"chaos seed {SEED}: {len(faults)} faults ({', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))}), "
        f"{deployment.restarts} processes restarted; load: {load.steps} steps ({load.refused} "
        f"refused by a fault); settled {settled_in:.1f}s after the soak; {figures['fired']} "
        f"jobs fired, {figures['repeats']} POSTs repeated (same key), {figures['tasks']} "
        f"refreshes, {figures['lost_days']} collection days lost to a killed worker"
    )
