"""The queue under the product's weather: a pinned xmin horizon (issue 28).

    make bench-pressure                 # or: python -m bench.pressure

Offers jobs at a steady rate (one send, one transaction, each: what a product's code does)
to real worker processes running a job that does nothing, through phases:

- clean: nothing else runs;
- held: one transaction with an xid stays open (idle in transaction) the whole phase, so
  that autovacuum can remove no row that died after it began;
- readers: 4 REPEATABLE READ transactions stay open the whole phase, each counting the
  queue's first table every 0.1 s (analytics on the OLTP database), as the reference
  harness counts its adapter's first table (pgque.queue for PgQue, awa.queue_ring_state
  for awa): the cold lane's messages;
- held_readers: the readers beside the one idle transaction;
- ring_readers: the same readers counting both lanes' messages, the hot lane's own tables,
  which they keep from rotating while they run (docs/queue-ring.md);
- recovery: as clean, after either.

and prints per phase: the completion rate against the offered rate, pickup latency (from the
send to the job's start) p50 and p99, and for every table of the queue its dead rows at the
phase's peak (PostgreSQL's statistics, sampled each second) and its size at the phase's end.
The method follows github:hardbyte/postgresql-job-queue-benchmarking (its idle-in-tx and
active-readers phases).

Settings, from the environment:
  HOURGLASS_BENCH_PRESSURE_PHASES  name=seconds,... in order
                                   (default clean=60,held=600,recovery=60,readers=600,recovery=60)
  HOURGLASS_BENCH_PRESSURE_RATE    jobs offered a second (default 500)
  HOURGLASS_BENCH_PRESSURE_TIMERS  low-high: each job a timer due that many seconds after its
                                   send (uniform; default none: jobs due at once); its pickup
                                   is then its lateness, from its due time to its start
  HOURGLASS_BENCH_PRESSURE_WORKER  processes x threads (default 2x16)
  HOURGLASS_BENCH_PRESSURE_LANE    ring (the hot lane, every queue's, the default) or cold
                                   (dramatiq.queue only, HOURGLASS_COLD_LANE_QUEUES: the baseline)
  HOURGLASS_BENCH_PRESSURE_WORKLOAD  jobs (the default: the job above) or reminders: the
                                   notification pipeline itself, each offer a task created
                                   through the SQL producer function (`hourglass.create_task`,
                                   what a product in any language calls) whose due-at
                                   reminder falls due 20-60 s later (HOURGLASS_BENCH_PRESSURE_TIMERS
                                   sets it), fired and delivered by every actor of `actors`;
                                   it prints the reminders' lateness per phase, fired, missed
                                   and doubled, and the dead rows and space of the pipeline's
                                   own tables beside the queue's

It also prints the claim's p50/p99 per phase (the workers' claims of the benchmark's queue
that took a message, timed in the worker processes) and their ratio to the first phase's,
and the size of all the queue's tables at the phase's end; and, for every workload, how busy
the machine was in each phase and the CPU milliseconds the database server and the workers
spent an offer (a phase's lateness on a machine near 100% busy is mostly waiting for a CPU).
"""

import itertools
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path

import psutil
import psycopg

from bench.harness import benchmark_database, cpu_seconds, cpu_spent, embedded_server
from bench.pressure_actors import LOG_VARIABLE, QUEUE
from bench.results import record
from hourglass.core.broker import get_broker
from hourglass.core.database import database_url
from hourglass.core.store import outer_wheel, rotation, waiting
from hourglass.core.store.schema import (
    OUTER_BUCKETS,
    PAUSE_TABLE,
    QUEUE_TABLE,
    SLOTS,
    WAITING_BUCKETS,
    WORKER_TABLE,
)
from tests.harness import scalar, start_worker, wait_until

PHASES_VARIABLE = "HOURGLASS_BENCH_PRESSURE_PHASES"
LANE_VARIABLE = "HOURGLASS_BENCH_PRESSURE_LANE"
WORKLOAD_VARIABLE = "HOURGLASS_BENCH_PRESSURE_WORKLOAD"
WORKLOADS = ("jobs", "reminders")
#: The reminders' delays when HOURGLASS_BENCH_PRESSURE_TIMERS does not say (issue 46's).
REMINDER_DELAYS_S = (20.0, 60.0)
#: Threads creating tasks, each one call at a time: a call took 40 ms on a busy machine, so
#: three threads made 75 a second.
CREATORS = 8
#: The notification pipeline's own tables, measured beside the queue's.
PIPELINE_TABLES = ("task", "scheduled_job", "notification_request")
# A task whose one-hour due-at reminder falls due `delay` seconds from now (its deadline
# check and reminders, 12 hours to 30 days away, wait beside it), one transaction a call.
CREATE_TASK = """
SELECT hourglass.create_task(%s, %s, now() + interval '30 days',
                             now() + interval '1 hour' + make_interval(secs => %s))
"""
REMINDERS_WAITING = (
    "SELECT count(*) FROM scheduled_job WHERE kind = 'DUE_AT_REMINDER' AND status = 'SCHEDULED'"
)
# Each phase's reminders, by the time they fell due: lateness (ms from due to fired), and
# the counts of fired, missed, still waiting, and requests beyond one a reminder.
REMINDER_FIGURES = """
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY j.lateness)
           FILTER (WHERE j.status = 'FIRED'),
       percentile_cont(0.99) WITHIN GROUP (ORDER BY j.lateness)
           FILTER (WHERE j.status = 'FIRED'),
       max(j.lateness) FILTER (WHERE j.status = 'FIRED'),
       count(*) FILTER (WHERE j.status = 'FIRED'),
       count(*) FILTER (WHERE j.status = 'MISSED'),
       count(*) FILTER (WHERE j.status = 'SCHEDULED'),
       coalesce(sum(greatest(j.requests - 1, 0)), 0)::bigint
FROM (SELECT s.status, extract(epoch FROM s.fired_at - s.fire_at)::float8 * 1000 AS lateness,
             (SELECT count(*) FROM notification_request AS r WHERE r.scheduled_job_id = s.id)
                 AS requests
      FROM scheduled_job AS s
      WHERE s.kind = 'DUE_AT_REMINDER'
        AND s.fire_at >= to_timestamp(%s) AND s.fire_at < to_timestamp(%s)) AS j
"""
# The same reminders' lateness p50 and p99 by each minute of the phase they fell due in:
# whether it grows with what the phase leaves behind (dead rows grow by the minute).
LATENESS_BY_MINUTE = """
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY fired.ms),
       percentile_cont(0.99) WITHIN GROUP (ORDER BY fired.ms)
FROM (SELECT floor(extract(epoch FROM s.fire_at - to_timestamp(%(start)s)) / 60) AS minute,
             extract(epoch FROM s.fired_at - s.fire_at)::float8 * 1000 AS ms
      FROM scheduled_job AS s
      WHERE s.kind = 'DUE_AT_REMINDER' AND s.status = 'FIRED'
        AND s.fire_at >= to_timestamp(%(start)s) AND s.fire_at < to_timestamp(%(end)s)) AS fired
GROUP BY fired.minute ORDER BY fired.minute
"""
DEFAULT_PHASES = "clean=60,held=600,recovery=60,readers=600,recovery=60"
PHASE_KINDS = ("clean", "held", "readers", "held_readers", "ring_readers", "recovery")
#: The phases whose one transaction stays open, idle, the whole phase.
HELD = ("held", "held_readers")
READERS = 4
#: What each kind of readers counts, again and again, in its transaction.
READER_SCANS = {
    "readers": f"SELECT count(*) FROM {QUEUE_TABLE}",
    "held_readers": f"SELECT count(*) FROM {QUEUE_TABLE}",
    "ring_readers": f"SELECT (SELECT count(*) FROM {QUEUE_TABLE})"
    " + (SELECT count(*) FROM queue_ring_message)",
}
READER_PAUSE_S = 0.1
PRODUCERS = 4
#: The queue's tables: the broker's, and the small mutable rows beside them.
QUEUE_TABLES = (
    QUEUE_TABLE,
    WORKER_TABLE,
    PAUSE_TABLE,
    "scheduler_tick",
    "rate_limit",
    "flow_limit",
    "flow_start",
    *(partition for slot in range(SLOTS) for partition in rotation.partitions(slot)),
    *(partition for bucket in range(WAITING_BUCKETS) for partition in waiting.partitions(bucket)),
    *(f"queue_promotion_{slot}" for slot in range(SLOTS)),
    *(partition for bucket in range(OUTER_BUCKETS) for partition in outer_wheel.partitions(bucket)),
    "queue_outer_carry",
)

TABLE_FIGURES = """
SELECT s.schemaname || '.' || s.relname, s.n_dead_tup, s.n_live_tup,
       pg_total_relation_size(s.relid)
FROM pg_stat_user_tables AS s
WHERE s.relid = ANY(%s::regclass[])
"""


def _settings() -> tuple[list[tuple[str, float]], float, int, int]:
    phases = []
    for part in os.environ.get(PHASES_VARIABLE, DEFAULT_PHASES).split(","):
        name, _, seconds = part.partition("=")
        if name.strip() not in PHASE_KINDS or not seconds.strip().isdigit():
            raise SystemExit(
                f"{PHASES_VARIABLE}: {part!r} is not name=seconds (names: {', '.join(PHASE_KINDS)})"
            )
        phases.append((name.strip(), float(seconds)))
    rate = float(os.environ.get("HOURGLASS_BENCH_PRESSURE_RATE", "500"))
    processes, _, threads = os.environ.get("HOURGLASS_BENCH_PRESSURE_WORKER", "2x16").partition("x")
    return phases, rate, int(processes), int(threads)


@dataclass
class Phase:
    name: str
    seconds: float
    started_at: float = 0.0
    ended_at: float = 0.0
    sent: int = 0
    dead_peak: dict[str, int] = field(default_factory=dict)
    size_end: dict[str, int] = field(default_factory=dict)
    #: CPU seconds spent during the phase: the machine's busy share (0-1), the database
    #: server's and the workers' processes.
    busy_share: float = 0.0
    server_cpu_s: float = 0.0
    worker_cpu_s: float = 0.0


class Offers:
    """Threads making `rate` offers a second between them, each offer its own transaction."""

    #: How many threads offer.
    threads = PRODUCERS

    def __init__(self, rate: float) -> None:
        self.rate = rate
        self.stop = threading.Event()
        self.sent = 0
        self.lock = threading.Lock()
        self.running = [
            threading.Thread(target=self._run, args=(n,), daemon=True) for n in range(self.threads)
        ]

    def start(self) -> None:
        for thread in self.running:
            thread.start()

    def offering(self, n: int) -> AbstractContextManager[Callable[[], object]]:
        """Thread `n`'s offer, made again and again while the block runs."""
        raise NotImplementedError

    def _run(self, n: int) -> None:
        interval = self.threads / self.rate
        next_at = time.monotonic() + n * interval / self.threads
        with self.offering(n) as offer:
            while not self.stop.is_set():
                delay = next_at - time.monotonic()
                if delay > 0:
                    time.sleep(delay)
                offer()
                with self.lock:
                    self.sent += 1
                next_at += interval

    def close(self) -> None:
        self.stop.set()
        for thread in self.running:
            thread.join()


class Producers(Offers):
    """Jobs sent: due at once, or, with `delays_s` (low, high), timers due a uniform delay
    later."""

    def __init__(self, rate: float, delays_s: tuple[float, float] | None = None) -> None:
        self.delays_s = delays_s
        super().__init__(rate)

    @contextmanager
    def offering(self, n: int) -> Iterator[Callable[[], object]]:
        from bench.pressure_actors import bench_pressure_job

        def send() -> None:
            if self.delays_s is None:
                bench_pressure_job.send(time.time())
                return
            delay_s = random.uniform(*self.delays_s)
            # The job's pickup is counted from the time it is due.
            bench_pressure_job.send_with_options(
                args=(time.time() + delay_s,), delay=round(delay_s * 1000)
            )

        yield send


class TaskCreators(Offers):
    """Tasks created through the SQL producer function, each thread on a connection of its own
    in autocommit, each task's reminder due `delays_s` later."""

    threads = CREATORS

    def __init__(self, url: str, rate: float, delays_s: tuple[float, float]) -> None:
        self.url = url
        self.delays_s = delays_s
        super().__init__(rate)

    @contextmanager
    def offering(self, n: int) -> Iterator[Callable[[], object]]:
        ids = itertools.count(n + 1, self.threads)  # a student's and teacher's: positive
        with psycopg.connect(self.url, autocommit=True) as conn:

            def create() -> None:
                serial = next(ids)
                conn.execute(CREATE_TASK, (serial, serial, random.uniform(*self.delays_s)))

            yield create


class HorizonPins:
    """What pins the xmin horizon during a phase: one idle transaction, the readers, or
    both."""

    def __init__(self, url: str, kind: str) -> None:
        self.stop = threading.Event()
        pins: list[tuple[Callable[[str, str], None], str]] = (
            [(self._idle_in_transaction, "")] if kind in HELD else []
        )
        if kind in READER_SCANS:
            pins += [(self._reader, READER_SCANS[kind])] * READERS
        self.ready = threading.Barrier(len(pins) + 1, timeout=10)
        self.threads = [
            threading.Thread(target=target, args=(url, sql), daemon=True) for target, sql in pins
        ]

    def __enter__(self) -> "HorizonPins":
        for thread in self.threads:
            thread.start()
        self.ready.wait()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        for thread in self.threads:
            thread.join()

    def _idle_in_transaction(self, url: str, _sql: str) -> None:
        with psycopg.connect(url) as conn:
            conn.execute("SELECT txid_current()")
            self.ready.wait()
            self.stop.wait()
            conn.rollback()

    def _reader(self, url: str, sql: str) -> None:
        with psycopg.connect(url) as conn:
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            conn.execute(sql).fetchall()
            self.ready.wait()
            while not self.stop.wait(READER_PAUSE_S):
                conn.execute(sql).fetchall()
            conn.rollback()


def run_phase(
    phase: Phase,
    url: str,
    stats,
    tables: list[str],
    sent: Callable[[], int],
    workers: psutil.Process,
) -> None:
    """Run `phase` to its end: its horizon pinned as its kind says, `tables` sampled each
    second on `stats`, and the jobs `sent()` counts during it recorded, with the CPU the
    machine, the database server and the `workers` spent meanwhile."""
    print(f"  phase {phase.name} for {phase.seconds:.0f} s", flush=True)
    server = embedded_server()
    with _pinned(url, phase.name):
        phase.started_at = time.time()
        sent_before = sent()
        machine_before = psutil.cpu_times()
        server_before = cpu_seconds(server) if server else {}
        workers_before = cpu_seconds(workers)
        deadline = time.monotonic() + phase.seconds
        while time.monotonic() < deadline:
            _sample(stats, tables, phase)
            time.sleep(min(1.0, max(0.0, deadline - time.monotonic())))
        phase.ended_at = time.time()
        phase.sent = sent() - sent_before
        phase.busy_share = _busy_share(machine_before, psutil.cpu_times())
        phase.server_cpu_s = cpu_spent(server_before, cpu_seconds(server)) if server else 0.0
        phase.worker_cpu_s = cpu_spent(workers_before, cpu_seconds(workers))


def _busy_share(before, after) -> float:
    """The share of the machine's CPU time (every core) spent busy between two readings.
    Linux counts a guest's time in `user` as well (left out here, not counted twice), and
    time a hypervisor took (`steal`) is not this machine's work."""

    def spent(times, *fields) -> float:
        return sum(getattr(times, f, 0.0) for f in fields)

    busy_fields = ("user", "nice", "system", "irq", "softirq")
    busy = spent(after, *busy_fields) - spent(before, *busy_fields)
    total = (
        busy + spent(after, "idle", "iowait", "steal") - spent(before, "idle", "iowait", "steal")
    )
    return busy / total if total else 0.0


def cpu_figures(phases: list[Phase]) -> dict:
    """Per phase: the machine's busy share, and the CPU milliseconds the database server
    and the workers spent for each offer of the phase (what a job or a reminder costs; on
    a machine near 100% busy, latency is queueing for the CPU). The server's is 0 when the
    database is DATABASE_URL's."""
    figures: dict[str, float] = {}
    for phase, prefix in zip(phases, phase_prefixes(phases), strict=True):
        offers = max(1, phase.sent)
        figures |= {
            f"{prefix}_machine_busy_pct": round(phase.busy_share * 100, 1),
            f"{prefix}_server_cpu_ms_per_offer": round(phase.server_cpu_s * 1000 / offers, 2),
            f"{prefix}_workers_cpu_ms_per_offer": round(phase.worker_cpu_s * 1000 / offers, 2),
        }
    return figures


def phase_prefixes(phases: list[Phase]) -> list[str]:
    """Each phase's figure prefix: `pressure_<name>`, a repeated name numbered from 2."""
    prefixes: list[str] = []
    seen: dict[str, int] = {}
    for phase in phases:
        seen[phase.name] = seen.get(phase.name, 0) + 1
        prefixes.append(f"pressure_{phase.name}{seen[phase.name] if seen[phase.name] > 1 else ''}")
    return prefixes


def _sample(conn, tables: list[str], phase: Phase) -> None:
    for name, dead, _live, size in conn.execute(TABLE_FIGURES, (tables,)).fetchall():
        phase.dead_peak[name] = max(phase.dead_peak.get(name, 0), dead)
        phase.size_end[name] = size


def _pickups(log_dir: Path) -> list[tuple[float, float]]:
    """(started at, pickup ms) of every job run so far, from the workers' files."""
    pickups = []
    for path in log_dir.glob("*.log"):
        for line in path.read_text().splitlines():
            started_at, pickup_ms = line.split()
            pickups.append((float(started_at), float(pickup_ms)))
    return pickups


def _claims(log_dir: Path) -> list[tuple[float, float]]:
    """(ended at, ms) of every claim of the workers that took at least one message."""
    claims = []
    for path in log_dir.glob("*.claims"):
        for line in path.read_text().splitlines():
            ended_at, ms, claimed = line.split()
            if int(claimed):
                claims.append((float(ended_at), float(ms)))
    return claims


def claim_figures(phases: list[Phase], claims: list[tuple[float, float]]) -> dict:
    """The claim's p50/p99 per phase, and their ratio to the first phase's."""
    figures: dict[str, float] = {}
    clean = None
    for phase, prefix in zip(phases, phase_prefixes(phases), strict=True):
        ms = [m for at, m in claims if phase.started_at <= at < phase.ended_at]
        p50, p99 = _percentile(ms, 0.5), _percentile(ms, 0.99)
        clean = clean or (p50, p99)
        figures |= {
            f"{prefix}_claim_p50_ms": round(p50, 2),
            f"{prefix}_claim_p99_ms": round(p99, 2),
            f"{prefix}_claim_p50_to_first": round(p50 / clean[0], 2),
            f"{prefix}_claim_p99_to_first": round(p99 / clean[1], 2),
            f"{prefix}_queue_tables_mb": round(sum(phase.size_end.values()) / 2**20, 1),
        }
    return figures


def _percentile(values: list[float], share: float) -> float:
    if len(values) < 2:
        return values[0] if values else float("nan")
    return statistics.quantiles(values, n=100, method="inclusive")[round(share * 100) - 1]


def _figures(phases: list[Phase], pickups: list[tuple[float, float]], rate: float) -> dict:
    figures: dict[str, float] = {"pressure_offered_per_s": rate}
    for phase, prefix in zip(phases, phase_prefixes(phases), strict=True):
        in_phase = [ms for at, ms in pickups if phase.started_at <= at < phase.ended_at]
        dead_peak = sum(phase.dead_peak.values())
        seconds = phase.ended_at - phase.started_at
        figures |= {
            f"{prefix}_seconds": round(seconds, 1),
            f"{prefix}_sent_per_s": round(phase.sent / seconds, 1),
            f"{prefix}_done_per_s": round(len(in_phase) / seconds, 1),
            f"{prefix}_pickup_p50_ms": round(_percentile(in_phase, 0.5), 1),
            f"{prefix}_pickup_p99_ms": round(_percentile(in_phase, 0.99), 1),
            f"{prefix}_dead_rows_peak": dead_peak,
            f"{prefix}_dead_rows_peak_per_job": round(dead_peak / max(1, len(in_phase)), 3),
        }
        # The small tables that saw no churn would only repeat zeros (and the ring's 32
        # partitions are summed by claim_figures).
        for table in sorted(
            t
            for t in phase.dead_peak
            if (
                phase.dead_peak[t]
                and not t.startswith(("public.queue_ring_", "public.queue_waiting_"))
            )
            or t == QUEUE_TABLE
        ):
            short = table.rsplit(".", 1)[-1]
            figures[f"{prefix}_{short}_dead_peak"] = phase.dead_peak[table]
            figures[f"{prefix}_{short}_mb"] = round(phase.size_end[table] / 2**20, 1)
    return figures


def _lane() -> str:
    """The lane measured: the workers are told by HOURGLASS_COLD_LANE_QUEUES, and so is this
    process's broker (built when the actors were imported), which the producers send with."""
    lane = os.environ.get(LANE_VARIABLE, "ring")
    if lane not in ("ring", "cold"):
        raise SystemExit(f"{LANE_VARIABLE}: {lane!r} is not ring or cold")
    os.environ["HOURGLASS_COLD_LANE_QUEUES"] = "" if lane == "ring" else QUEUE
    get_broker().store.cold_lane_queues = frozenset() if lane == "ring" else frozenset({QUEUE})
    return lane


def reminder_figures(conn, phases: list[Phase], rate: float) -> dict:
    """Per phase: the reminders that fell due in it (lateness, fired, missed, waiting,
    doubled), and the dead rows at peak and the space at the end of the queue's tables and of
    the pipeline's own."""
    figures: dict[str, float | str] = {"pressure_reminders_offered_per_s": rate}
    for phase, prefix in zip(phases, phase_prefixes(phases), strict=True):
        p50, p99, worst, fired, missed, not_fired, doubled = conn.execute(
            REMINDER_FIGURES, (phase.started_at, phase.ended_at)
        ).fetchone()
        by_minute = conn.execute(
            LATENESS_BY_MINUTE, {"start": phase.started_at, "end": phase.ended_at}
        ).fetchall()
        pipeline = {t for t in phase.dead_peak if t.rsplit(".", 1)[-1] in PIPELINE_TABLES}
        queue = set(phase.dead_peak) - pipeline
        figures |= {
            f"{prefix}_seconds": round(phase.ended_at - phase.started_at, 1),
            f"{prefix}_tasks_created_per_s": round(
                phase.sent / (phase.ended_at - phase.started_at), 1
            ),
            f"{prefix}_lateness_p50_ms": round(p50 or float("nan"), 1),
            f"{prefix}_lateness_p99_ms": round(p99 or float("nan"), 1),
            f"{prefix}_lateness_max_ms": round(worst or float("nan"), 1),
            f"{prefix}_lateness_p50_by_minute_ms": " ".join(f"{p:.0f}" for p, _ in by_minute),
            f"{prefix}_lateness_p99_by_minute_ms": " ".join(f"{p:.0f}" for _, p in by_minute),
            f"{prefix}_reminders_fired": fired,
            f"{prefix}_reminders_missed": missed,
            f"{prefix}_reminders_not_fired": not_fired,
            f"{prefix}_reminders_doubled": doubled,
            f"{prefix}_queue_tables_dead_peak": sum(phase.dead_peak[t] for t in queue),
            f"{prefix}_queue_tables_mb": round(sum(phase.size_end[t] for t in queue) / 2**20, 1),
        }
        for table in sorted(pipeline):
            short = table.rsplit(".", 1)[-1]
            figures[f"{prefix}_{short}_dead_peak"] = phase.dead_peak[table]
            figures[f"{prefix}_{short}_mb"] = round(phase.size_end[table] / 2**20, 1)
    return figures


def run_reminders() -> None:
    """The reminders workload: the notification pipeline under the phases' weather."""
    phases_spec, rate, processes, threads = _settings()
    phases = [Phase(name, seconds) for name, seconds in phases_spec]
    delays_s = _timers() or REMINDER_DELAYS_S
    print(f"  reminders due {delays_s[0]:.0f}-{delays_s[1]:.0f} s after their task", flush=True)
    url = database_url()
    worker = start_worker(processes=processes, threads=threads)
    workers = psutil.Process(worker.pid)
    creators = TaskCreators(url, rate, delays_s)
    try:
        with psycopg.connect(url, autocommit=True) as stats:
            tables = [t for t in (*QUEUE_TABLES, *PIPELINE_TABLES) if _exists(stats, t)]
            creators.start()
            for phase in phases:
                run_phase(phase, url, stats, tables, lambda: creators.sent, workers)
            creators.close()
            wait_until(
                lambda: not scalar(REMINDERS_WAITING),
                timeout=delays_s[1] + 120,
                interval=1.0,
                message="every reminder to fire",
            )
            figures = reminder_figures(stats, phases, rate) | cpu_figures(phases)
    finally:
        creators.stop.set()
        worker.stop()
    record(figures)


def run() -> None:
    workload = os.environ.get(WORKLOAD_VARIABLE, "jobs")
    if workload not in WORKLOADS:
        raise SystemExit(f"{WORKLOAD_VARIABLE}: {workload!r} is not one of {', '.join(WORKLOADS)}")
    if workload == "reminders":
        run_reminders()
        return
    phases_spec, rate, processes, threads = _settings()
    print(f"  lane {_lane()}", flush=True)
    phases = [Phase(name, seconds) for name, seconds in phases_spec]
    log_dir = Path(tempfile.mkdtemp(prefix="hourglass-pressure-"))
    os.environ[LOG_VARIABLE] = str(log_dir)
    url = database_url()
    worker = start_worker(
        "bench.pressure_actors",
        processes=processes,
        threads=threads,
        queues=[QUEUE],
    )
    workers = psutil.Process(worker.pid)
    producers = Producers(rate, _timers())
    try:
        with psycopg.connect(url, autocommit=True) as stats:
            tables = [t for t in QUEUE_TABLES if _exists(stats, t)]
            producers.start()
            for phase in phases:
                run_phase(phase, url, stats, tables, lambda: producers.sent, workers)
            producers.close()
            wait_until(
                lambda: len(_pickups(log_dir)) >= producers.sent,
                timeout=120,
                interval=1.0,  # each look reads every worker's file
                message="every job sent to run",
            )
    finally:
        producers.stop.set()
        worker.stop()
    record(
        _figures(phases, _pickups(log_dir), rate)
        | claim_figures(phases, _claims(log_dir))
        | cpu_figures(phases)
    )


def _timers() -> tuple[float, float] | None:
    """HOURGLASS_BENCH_PRESSURE_TIMERS's delays (low, high seconds), or None."""
    spec = os.environ.get("HOURGLASS_BENCH_PRESSURE_TIMERS", "")
    if not spec:
        return None
    low, _, high = spec.partition("-")
    try:
        delays = (float(low), float(high or low))
    except ValueError:
        raise SystemExit(
            f"HOURGLASS_BENCH_PRESSURE_TIMERS: {spec!r} is not low-high seconds"
        ) from None
    if not 0 < delays[0] <= delays[1]:
        raise SystemExit(f"HOURGLASS_BENCH_PRESSURE_TIMERS: {spec!r} is not 0 < low <= high")
    return delays


def _exists(conn, table: str) -> bool:
    return conn.execute("SELECT to_regclass(%s) IS NOT NULL", (table,)).fetchone()[0]


def _pinned(url: str, kind: str) -> AbstractContextManager:
    if kind in HELD or kind in READER_SCANS:
        return HorizonPins(url, kind)
    return nullcontext()


if __name__ == "__main__":
    print("== bench.pressure", flush=True)
    with benchmark_database():
        run()
    sys.exit(0)
