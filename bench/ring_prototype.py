"""A prototype of the queue storage proposed in docs/decisions/0002 (issue 28), measured under
the same weather as `make bench-pressure`, before any of it is built into the broker:

    make bench-ring-prototype           # or: python -m bench.ring_prototype

Nothing here is hourglass's broker. It answers the record's open questions with figures:
does a claim stay flat while the xmin horizon is pinned, what do the small rows cost, does
rotation by TRUNCATE give the space back. The shape, in a scratch schema `ring`:

- messages are appended to `ring.message`, partitioned by slot; the slot is the send's
  time (SLOT_SECONDS each, SLOTS in the ring), so no row says which slot is current;
- a ticker appends a tick (the database's `pg_current_snapshot()`) every TICK_MS;
- a consumer claims the queue's next tick by appending a batch row (the unique key makes two
  consumers' claims of one tick one claim); the batch's messages are those committed
  between the previous tick's snapshot and this one's (by txid, bounded by the snapshots'
  xmax and the previous one's in-progress list, never by the pinned xmin: PgQue's batches);
- each message's settlement is appended as a receipt, many in one statement;
- every SLOT_SECONDS the slot to be used next but one is truncated, with a short lock
  timeout; a reader holding the slot makes the TRUNCATE give up (counted).

So the hot path writes no update and no delete. Per phase it prints the completion rate,
pickup p50/p99 (send to start), the claim's p50/p99 (the batch claim and its read), and the
ring tables' dead rows at the peak and size at the end, and the ratio of each phase's
claim p50/p99 to the clean phase's of the same run.

Settings: HOURGLASS_BENCH_PRESSURE_PHASES and HOURGLASS_BENCH_PRESSURE_RATE as
bench/pressure.py (readers scan `ring.message`); HOURGLASS_BENCH_RING_CONSUMERS (default 8).
"""

import os
import sys
import threading
import time
from collections.abc import Callable

import psycopg

from bench.harness import benchmark_database
from bench.pressure import Phase, _figures, _percentile, _settings, phase_prefixes, run_phase
from bench.results import record
from hourglass.core.database import database_url

QUEUE = "benchring"
SLOTS = 4
SLOT_SECONDS = 20
TICK_MS = 20
PRODUCERS = 4
READER_SQL = "SELECT count(*) FROM ring.message"
RING_TABLES = ("message", "tick", "batch", "settled")

SCHEMA = f"""
CREATE SCHEMA ring;
CREATE TABLE ring.message (
    slot int NOT NULL, id bigint GENERATED ALWAYS AS IDENTITY,
    txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
    queue_name text NOT NULL, message jsonb NOT NULL
) PARTITION BY LIST (slot);
CREATE INDEX ON ring.message (queue_name, txid);
CREATE TABLE ring.tick (
    slot int NOT NULL, queue_name text NOT NULL, tick_id bigint NOT NULL,
    snapshot pg_snapshot NOT NULL, PRIMARY KEY (slot, queue_name, tick_id)
) PARTITION BY LIST (slot);
CREATE INDEX ON ring.tick (queue_name, tick_id);
CREATE TABLE ring.batch (
    slot int NOT NULL, queue_name text NOT NULL, tick_id bigint NOT NULL, consumer text NOT NULL,
    PRIMARY KEY (slot, queue_name, tick_id)
) PARTITION BY LIST (slot);
CREATE INDEX ON ring.batch (queue_name, tick_id);
CREATE TABLE ring.settled (
    slot int NOT NULL, message_id bigint NOT NULL, outcome text NOT NULL
) PARTITION BY LIST (slot);
CREATE SEQUENCE ring.tick_id;
CREATE FUNCTION ring.slot_of(at timestamptz) RETURNS int LANGUAGE sql IMMUTABLE AS
    $$ SELECT (floor(extract(epoch FROM at) / {SLOT_SECONDS})::bigint % {SLOTS})::int $$;
"""

SEND = """
INSERT INTO ring.message (slot, queue_name, message)
VALUES (ring.slot_of(clock_timestamp()), %s, jsonb_build_object('sent_at', %s::float8))
"""

TICK = """
INSERT INTO ring.tick (slot, queue_name, tick_id, snapshot)
VALUES (ring.slot_of(clock_timestamp()), %s, nextval('ring.tick_id'), pg_current_snapshot())
"""

# The queue's oldest tick after the last one claimed, claimed by appending its batch row.
CLAIM_BATCH = """
WITH last AS (
    SELECT b.tick_id FROM ring.batch AS b WHERE b.queue_name = %(queue)s
    ORDER BY b.tick_id DESC LIMIT 1
), next AS (
    SELECT t.tick_id FROM ring.tick AS t
    WHERE t.queue_name = %(queue)s AND t.tick_id > coalesce((SELECT tick_id FROM last), 0)
    ORDER BY t.tick_id LIMIT 1
)
INSERT INTO ring.batch (slot, queue_name, tick_id, consumer)
SELECT ring.slot_of(clock_timestamp()), %(queue)s, tick_id, %(consumer)s FROM next
ON CONFLICT DO NOTHING
RETURNING tick_id
"""

# The messages committed between the tick before and this one: those of transactions that
# began after the previous snapshot (by the two xmax values), and those in progress then.
BATCH_MESSAGES = """
WITH cur AS (
    SELECT snapshot FROM ring.tick WHERE queue_name = %(queue)s AND tick_id = %(tick)s
), prev AS (
    SELECT snapshot FROM ring.tick WHERE queue_name = %(queue)s AND tick_id < %(tick)s
    ORDER BY tick_id DESC LIMIT 1
)
SELECT m.slot, m.id, m.message FROM ring.message AS m, cur, prev
WHERE m.queue_name = %(queue)s
  AND m.txid >= pg_snapshot_xmax(prev.snapshot) AND m.txid < pg_snapshot_xmax(cur.snapshot)
  AND pg_visible_in_snapshot(m.txid, cur.snapshot)
UNION ALL
SELECT m.slot, m.id, m.message
FROM cur, prev, pg_snapshot_xip(prev.snapshot) AS running(txid), ring.message AS m
WHERE m.queue_name = %(queue)s AND m.txid = running.txid
  AND pg_visible_in_snapshot(m.txid, cur.snapshot)
"""

SETTLE = """
INSERT INTO ring.settled (slot, message_id, outcome)
SELECT ring.slot_of(clock_timestamp()), id, 'done' FROM unnest(%s::bigint[]) AS id
"""


def _create_ring(conn) -> None:
    conn.execute(SCHEMA)
    for table in RING_TABLES:
        for slot in range(SLOTS):
            conn.execute(
                f"CREATE TABLE ring.{table}_{slot} PARTITION OF ring.{table} FOR VALUES IN ({slot})"
            )


class Ring:
    """The producers, the ticker, the consumers and the rotation, each a thread."""

    def __init__(self, url: str, rate: float, consumers: int) -> None:
        self.url = url
        self.rate = rate
        self.stop = threading.Event()
        self.lock = threading.Lock()
        self.sent = 0
        self.pickups: list[tuple[float, float]] = []
        self.claims: list[tuple[float, float]] = []
        self.truncated = 0
        self.truncate_refused = 0
        targets: list[tuple[Callable[[int], None], int]] = [
            *((self._produce, n) for n in range(PRODUCERS)),
            *((self._consume, n) for n in range(consumers)),
            (self._tick, 0),
            (self._rotate, 0),
        ]
        self.threads = [threading.Thread(target=t, args=(n,), daemon=True) for t, n in targets]

    def __enter__(self) -> "Ring":
        for thread in self.threads:
            thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        for thread in self.threads:
            thread.join()

    def _produce(self, n: int) -> None:
        interval = PRODUCERS / self.rate
        next_at = time.monotonic() + n * interval / PRODUCERS
        with psycopg.connect(self.url, autocommit=True) as conn:
            while not self.stop.is_set():
                delay = next_at - time.monotonic()
                if delay > 0:
                    time.sleep(delay)
                conn.execute(SEND, (QUEUE, time.time()))
                with self.lock:
                    self.sent += 1
                next_at += interval

    def _tick(self, _n: int) -> None:
        with psycopg.connect(self.url, autocommit=True) as conn:
            while not self.stop.wait(TICK_MS / 1000):
                conn.execute(TICK, (QUEUE,))

    def _consume(self, n: int) -> None:
        consumer = f"consumer-{n}"
        with psycopg.connect(self.url, autocommit=True) as conn:
            while not self.stop.is_set():
                started = time.perf_counter()
                with conn.transaction():
                    row = conn.execute(
                        CLAIM_BATCH, {"queue": QUEUE, "consumer": consumer}
                    ).fetchone()
                    messages = (
                        conn.execute(BATCH_MESSAGES, {"queue": QUEUE, "tick": row[0]}).fetchall()
                        if row
                        else []
                    )
                claimed_in_ms = (time.perf_counter() - started) * 1000
                if row is None:
                    self.stop.wait(TICK_MS / 2000)
                    continue
                now = time.time()
                with self.lock:
                    self.claims.append((now, claimed_in_ms))
                    self.pickups.extend((now, (now - m["sent_at"]) * 1000) for _, _, m in messages)
                if messages:
                    conn.execute(SETTLE, ([message_id for _, message_id, _ in messages],))

    def _rotate(self, _n: int) -> None:
        """At each slot's turn, the slot to be used next but one is emptied, unless someone
        holds it (then it is tried again until its turn comes)."""
        emptied = None
        with psycopg.connect(self.url, autocommit=True) as conn:
            conn.execute("SET lock_timeout = '100ms'")
            while not self.stop.wait(SLOT_SECONDS / 10):
                (current,) = conn.execute("SELECT ring.slot_of(clock_timestamp())").fetchall()[0]
                slot = (current + 2) % SLOTS
                if slot == emptied:
                    continue
                tables = ", ".join(f"ring.{table}_{slot}" for table in RING_TABLES)
                try:
                    conn.execute(f"TRUNCATE {tables}")
                    self.truncated += 1
                    emptied = slot
                except psycopg.errors.LockNotAvailable:
                    self.truncate_refused += 1


def run() -> None:
    phases_spec, rate, _processes, _threads, _reader_sql = _settings()
    consumers = int(os.environ.get("HOURGLASS_BENCH_RING_CONSUMERS", "8"))
    phases = [Phase(name, seconds) for name, seconds in phases_spec]
    url = database_url()
    with psycopg.connect(url, autocommit=True) as stats:
        _create_ring(stats)
        tables = [f"ring.{t}_{s}" for t in RING_TABLES for s in range(SLOTS)]
        with Ring(url, rate, consumers) as ring:
            for phase in phases:
                truncated, refused = ring.truncated, ring.truncate_refused
                run_phase(phase, url, READER_SQL, stats, tables, lambda: ring.sent)
                print(
                    f"    truncations {ring.truncated - truncated},"
                    f" refused {ring.truncate_refused - refused}",
                    flush=True,
                )
        figures = _figures(phases, ring.pickups, rate)
        figures |= _claim_figures(phases, ring.claims)
    record({f"ring_{name}": value for name, value in figures.items()})


def _claim_figures(phases: list[Phase], claims: list[tuple[float, float]]) -> dict:
    """The claim's p50/p99 per phase, against the first phase's."""
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
            f"{prefix}_ring_mb": round(sum(phase.size_end.values()) / 2**20, 1),
        }
    return figures


if __name__ == "__main__":
    print("== bench.ring_prototype", flush=True)
    with benchmark_database():
        run()
    sys.exit(0)
