"""A year of data: builds it with generate_series on a database of its own, then measures
`hourglass status`, a prune beside running pipelines, and one worker's connections.

Runs in a process of its own (`python -m bench.scale`), so its gigabytes live in a fresh
database dropped at the end, whatever the other benchmarks left. `python -m bench.scale
connections` measures only the worker's connections, on an empty database.
"""

import contextlib
import random
import statistics
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable
from datetime import timedelta

from bench.harness import cpu_seconds, cpu_spent, embedded_server
from bench.results import record
from tests.harness import PROJECT_ROOT, fresh_database, start_worker, wait_until

#: A year of a busy shop (the issue's figures); `python -m bench.scale 0.1` builds a tenth.
#: Seen postings: 100 per cycle (of a source's open postings) keeps the build within minutes.
YEAR = {
    "recommendation_tasks": 10_000_000,
    "triggers": 1_000_000,
    "scheduled_jobs": 3_000_000,
    "postings": 1_000_000,
    "reviews": 5_000_000,
    "seen_per_cycle": 100,
}
SOURCES = 100

#: Rows of the tables the benchmark reports the size of.
TABLES = (
    "recommendation_task",
    "member_visit_trigger",
    "scheduled_job",
    "notification_request",
    "task",
    "collection_cycle",
    "collection_seen_posting",
    "job_posting",
    "sla_snapshot_cycle",
    "review",
    "dramatiq.queue",
)

#: The share of YEAR that `make bench` builds.
MAKE_BENCH_SCALE = 0.2
STATUS_RUNS = 20
#: The pipeline beside the prune: refresh tasks at this rate, for this long, per window.
LOAD_TASKS_PER_S = 30
LOAD_WINDOW_S = 30
CONNECTION_LOAD_TASKS = 5_000


def year_ago(total) -> str:
    """Row n of `total` happened at this time: a year back from now, spread evenly."""
    return f"now() - interval '365 days' * (1 - n::float8 / {total})"


def build_statements(sizes) -> dict[str, str]:
    """The SQL that fills each part of the year, for `sizes` rows (YEAR, scaled)."""
    rows = {name: max(1, count) for name, count in sizes.items()}
    recommendation_tasks, triggers, scheduled_jobs = (
        rows["recommendation_tasks"],
        rows["triggers"],
        rows["scheduled_jobs"],
    )
    postings, reviews, seen_per_cycle = rows["postings"], rows["reviews"], rows["seen_per_cycle"]
    tasks = max(1, scheduled_jobs // 4)
    return {
        "recommendation_task": f"""
INSERT INTO recommendation_task
    (member_id, candidate_generation_type, status, created_at, picked_at, finished_at, attempts)
SELECT 1 + (n::bigint * 7919) % {triggers}, (ARRAY['G0', 'G1', 'G2'])[1 + n % 3],
       CASE WHEN n % 50 = 0 THEN 'FAILED' ELSE 'SUCCEEDED' END,
       at, at + interval '1 second', at + interval '2 seconds', 1
FROM generate_series(1, {recommendation_tasks}) AS n,
     LATERAL (SELECT {year_ago(recommendation_tasks)} - interval '1 minute' AS at) AS t
""",
        "member_visit_trigger": f"""
INSERT INTO member_visit_trigger (member_id, last_visited_at, trigger_at)
SELECT n, now() - interval '1 hour' * (n % 720), now() + interval '1 minute' * (1 + n % 40000)
FROM generate_series(1, {triggers}) AS n
""",
        "task": f"""
INSERT INTO task
    (student_id, teacher_id, status, matching, deadline_at, status_entered_at, created_at)
SELECT n, n, CASE WHEN n > {tasks} * 0.98 THEN 'IN_PROGRESS' ELSE 'COMPLETED' END,
       'MATCHED', at + interval '3 days', at, at
FROM generate_series(1, {tasks}) AS n, LATERAL (SELECT {year_ago(tasks)} AS at) AS t
""",
        # Four jobs per task; the last 2% still wait (SCHEDULED, due in the coming days).
        "scheduled_job": f"""
INSERT INTO scheduled_job
    (job_key, kind, task_id, fire_at, status, fired_at, created_at, updated_at)
SELECT 'job:' || n,
       (ARRAY['DEADLINE_CHECK', 'DEADLINE_REMINDER', 'TEACHER_REMINDER',
              'DUE_AT_REMINDER'])[1 + n % 4],
       1 + (n - 1) / 4, fire_at, status,
       CASE WHEN status IN ('FIRED', 'MISSED') THEN fire_at END, fire_at, fire_at
FROM generate_series(1, {scheduled_jobs}) AS n,
     LATERAL (
         SELECT CASE WHEN n > {scheduled_jobs} * 0.98 THEN now() + interval '1 minute' * (n % 4320)
                     ELSE {year_ago(scheduled_jobs)} END AS fire_at,
                CASE WHEN n > {scheduled_jobs} * 0.98 THEN 'SCHEDULED'
                     WHEN n % 10 = 0 THEN 'CANCELLED' WHEN n % 10 = 1 THEN 'SKIPPED'
                     WHEN n % 100 = 2 THEN 'MISSED' ELSE 'FIRED' END AS status
     ) AS j
""",
        "notification_request": """
INSERT INTO notification_request
    (id, scheduled_job_id, job_version, task_id, purpose, recipient, payload, status, attempts,
     created_at, attempted_at, finished_at)
SELECT gen_random_uuid(), id, 1, task_id, kind, 'student:' || task_id, '{}', 'SENT', 1,
       fired_at, fired_at, fired_at
FROM scheduled_job WHERE status = 'FIRED'
""",
        # The waiting jobs' timers, and a dead letter a day.
        "dramatiq.queue": """
INSERT INTO dramatiq.queue (message_id, queue_name, "state", message, available_at, mtime)
SELECT m.message_id, 'notify_fire', 'queued',
       jsonb_build_object(
           'queue_name', 'notify_fire', 'actor_name', 'fire_scheduled_job',
           'args', jsonb_build_array(j.id, 1), 'kwargs', '{}'::jsonb, 'options', '{}'::jsonb,
           'message_id', m.message_id, 'message_timestamp', 0),
       j.fire_at, j.created_at
FROM (SELECT gen_random_uuid() AS message_id, job_key
      FROM scheduled_job WHERE status = 'SCHEDULED') AS m
     JOIN scheduled_job AS j USING (job_key);
INSERT INTO dramatiq.queue (message_id, queue_name, "state", message, mtime)
SELECT gen_random_uuid(), 'recommendation', 'rejected',
       jsonb_build_object('actor_name', 'refresh_member_recommendations',
                          'args', jsonb_build_array(d)),
       now() - interval '1 day' * d
FROM generate_series(1, 365) AS d
""",
        "collection": f"""
INSERT INTO job_source (name, kind, format, base_url)
SELECT 'feed-' || s, 'AGGREGATOR', 'feed', 'https://feed.example.com/' || s
FROM generate_series(1, {SOURCES}) AS s;
INSERT INTO company (name, normalized_name)
SELECT 'Company ' || c, 'company ' || c FROM generate_series(1, 1000) AS c;
INSERT INTO job_posting
    (source_id, external_id, company_id, title, raw, first_seen_at, last_seen_at, closed_at)
SELECT 1 + n % {SOURCES}, 'p' || n, 1 + n % 1000, 'Posting ' || n, '{{}}', seen, seen,
       CASE WHEN n % 5 <> 0 THEN seen + interval '20 days' END
FROM generate_series(1, {postings}) AS n, LATERAL (SELECT {year_ago(postings)} AS seen) AS t;
INSERT INTO collection_cycle (source_id, business_date, status, started_at, finished_at, created_at)
SELECT s, current_date - d, 'SUCCEEDED', at, at, at
FROM generate_series(1, {SOURCES}) AS s, generate_series(1, 365) AS d,
     LATERAL (SELECT now() - interval '1 day' * d AS at) AS t;
INSERT INTO collection_seen_posting (cycle_id, external_id)
SELECT c.id, 'p' || (c.source_id + {SOURCES} * k)
FROM collection_cycle AS c, generate_series(1, {seen_per_cycle}) AS k;
INSERT INTO sla_snapshot
    (business_date, cutoff_at, captured_at, late, ready, running, succeeded, failed)
SELECT current_date - d, at, at, false, 0, 0, {SOURCES}, 0
FROM generate_series(1, 365) AS d, LATERAL (SELECT now() - interval '1 day' * d AS at) AS t;
INSERT INTO sla_snapshot_cycle (business_date, cycle_id, source_id, status, page_count,
                                seen_count, upserted_count, closed_count)
SELECT business_date, id, source_id, status, 1, {seen_per_cycle}, 0, 0 FROM collection_cycle
""",
        "review": f"""
INSERT INTO item (item_type, name)
SELECT (ARRAY['EARLY_WEANING', 'MIDDLE_WEANING', 'LATE_WEANING', 'COMPLETE_WEANING',
              'TODDLER_MEAL', 'SIDE_DISH', 'SOUP', 'SNACK', 'BEVERAGE'])[1 + i % 9], 'Item ' || i
FROM generate_series(1, 9000) AS i;
INSERT INTO review
    (item_id, user_id, rating, capacity, density, particle, hidden_at, created_at)
SELECT 1 + n % 9000, n, 1 + n % 5, (ARRAY['SMALL', 'ENOUGH', 'PLENTY'])[1 + n % 3],
       (ARRAY['WATERY', 'SMOOTH', 'THICK'])[1 + n % 3],
       (ARRAY['SMALL', 'MEDIUM', 'LARGE'])[1 + n % 3],
       CASE WHEN n % 100 = 0 THEN now() END, {year_ago(reviews)}
FROM generate_series(1, {reviews}) AS n
""",
    }


def noop_recommender(member_id, generation_type, limit):
    return []


def run():
    """`make bench`: the measurement runs in a child process on a database of its own, on a
    fifth of the year (the whole year took 28 minutes to build on this shared 2-core
    machine; `python -m bench.scale 1` builds it)."""
    subprocess.run(
        [sys.executable, "-m", "bench.scale", str(MAKE_BENCH_SCALE)], cwd=PROJECT_ROOT, check=True
    )


def measure(scale=1.0):
    import actors  # noqa: F401  (the broker)
    from models import db

    sizes = {name: int(rows * scale) for name, rows in YEAR.items()}
    figures = {"scale_factor": scale, "scale_build_s": _build(db, build_statements(sizes))}
    before = _table_sizes(db)
    figures["scale_rows"] = {table: rows for table, (rows, _) in before.items()}
    figures["scale_table_mb_before"] = {table: mb for table, (_, mb) in before.items()}
    figures["scale_status_p95_ms"] = _status_p95_ms(db)
    figures["scale_page_p95_ms"] = _page_p95_ms(db)
    figures["scale_page_p95_ms_max"] = max(figures["scale_page_p95_ms"].values())
    figures["scale_show_p95_ms"] = _show_p95_ms(db)
    figures["scale_show_p95_ms_max"] = max(figures["scale_show_p95_ms"].values())
    figures.update(_connections_under_load(db))
    figures.update(_prune_beside_pipelines(db))
    after = _table_sizes(db)
    figures["scale_rows_after_prune"] = {table: rows for table, (rows, _) in after.items()}
    figures["scale_table_mb_after_prune"] = {table: mb for table, (_, mb) in after.items()}
    record(figures)


def measure_connections():
    """Only the worker's connections (they do not depend on the year of data)."""
    import actors  # noqa: F401  (the broker)
    from models import db

    record(_connections_under_load(db))


def _connections_under_load(db) -> dict:
    figures: dict[str, float] = {}
    for threads in (8, 32):
        most, refreshes_per_s, server_cpu_s = _worker_connections(db, threads)
        figures[f"worker_connections_t{threads}"] = most
        figures[f"refreshes_per_s_t{threads}"] = round(refreshes_per_s, 1)
        if server_cpu_s is not None:
            per_core = CONNECTION_LOAD_TASKS / server_cpu_s
            figures[f"refreshes_per_postgres_core_s_t{threads}"] = round(per_core, 0)
    return figures


def _build(db, statements_by_part) -> float:
    started = time.perf_counter()
    for name, statements in statements_by_part.items():
        step = time.perf_counter()
        with db.atomic():
            db.execute_sql("SET LOCAL synchronous_commit = off")
            for statement in statements.split(";\n"):
                # Straight to psycopg: with no parameters, `%` is the modulo operator.
                db.connection().execute(statement)
        print(f"  built {name} in {time.perf_counter() - step:.0f} s", flush=True)
    # What autovacuum would have done over the year: statistics and the visibility map.
    step = time.perf_counter()
    db.execute_sql("VACUUM (ANALYZE)")
    print(f"  vacuumed in {time.perf_counter() - step:.0f} s", flush=True)
    return round(time.perf_counter() - started, 1)


def _table_sizes(db) -> dict:
    sizes = {}
    for table in TABLES:
        rows, size = db.execute_sql(
            f"SELECT (SELECT count(*) FROM {table}), pg_total_relation_size(%s)", (table,)
        ).fetchone()
        sizes[table] = (rows, round(size / 2**20, 1))
    return sizes


def _status_p95_ms(db) -> float:
    from actors import PIPELINES
    from hourglass.operator.status import collect_status

    collect_status(db, PIPELINES)  # warm-up: the first run reads the indexes into the cache
    timings = []
    for _ in range(STATUS_RUNS):
        started = time.perf_counter()
        report = collect_status(db, PIPELINES)
        timings.append((time.perf_counter() - started) * 1000)
    print(f"  estimated figures: {', '.join(report['estimated'])}")
    print(f"  status runs (ms): {', '.join(f'{t:.0f}' for t in timings)}")
    print(f"  status parts (ms): {_status_parts_ms(db)}")
    return round(_p95(timings), 1)


def _page_p95_ms(db) -> dict[str, float]:
    """The p95 of STATUS_RUNS reads of each dashboard page's figures (its queries and the
    Python around them, without the HTML), after one warm-up read."""
    from actors import PIPELINES
    from hourglass.core import dead_letters
    from hourglass.operator.web import figures

    reads: dict[str, Callable[[], object]] = {"overview": lambda: figures.overview(PIPELINES)}
    reads.update((p.name, p.page.figures) for p in PIPELINES if p.page is not None)
    reads["dead_letters"] = dead_letters.list_dead_letters
    p95s = {}
    for name, read in reads.items():
        read()
        timings = []
        for _ in range(STATUS_RUNS):
            started = time.perf_counter()
            read()
            timings.append((time.perf_counter() - started) * 1000)
        p95s[name] = round(_p95(timings), 1)
    print(f"  dashboard pages, p95 ms: {p95s}")
    return p95s


def _show_p95_ms(db) -> dict[str, float]:
    """The p95 of `hourglass show` (its queries and the Python around them) for STATUS_RUNS
    keys of each kind picked at random over the year: members and tasks with their rows,
    a source, an item type, a message id the queue table may or may not hold."""
    from actors import PIPELINES
    from hourglass.core.errors import InvalidInput
    from hourglass.operator import lookup

    members, tasks = (
        db.execute_sql(f"SELECT max({column}) FROM {table}").fetchone()[0] or 1
        for table, column in (("member_visit_trigger", "member_id"), ("task", "id"))
    )
    source = db.execute_sql("SELECT name FROM job_source ORDER BY id LIMIT 1").fetchone()
    keys: dict[str, Callable[[], str]] = {
        "member": lambda: str(random.randint(1, members)),
        "task": lambda: str(random.randint(1, tasks)),
        "source": lambda: source[0] if source else "none",
        "item-type": lambda: random.choice(("SOUP", "SNACK", "TODDLER_MEAL")),
        "message": lambda: str(uuid.uuid4()),
    }
    p95s = {}
    for kind, key in keys.items():
        timings = []
        for _ in range(STATUS_RUNS + 1):
            started = time.perf_counter()
            with contextlib.suppress(InvalidInput):  # a key with nothing to show is timed too
                lookup.find(kind, key(), PIPELINES)
            timings.append((time.perf_counter() - started) * 1000)
        p95s[kind] = round(_p95(timings[1:]), 1)
    print(f"  hourglass show, p95 ms: {p95s}")
    return p95s


def _status_parts_ms(db) -> dict:
    """One run of each part of the status report, timed: where the time goes."""
    from actors import PIPELINES
    from hourglass.operator import status

    parts: dict[str, Callable[[], object]] = {
        "queues": lambda: status.queue_depth(db),
        "workers": lambda: status.live_workers(db),
    }
    for pipeline in PIPELINES:
        if pipeline.status_counts is not None:
            parts[pipeline.name] = pipeline.status_counts
    timings = {}
    for name, part in parts.items():
        started = time.perf_counter()
        part()
        timings[name] = round((time.perf_counter() - started) * 1000, 1)
    return timings


def _p95(values) -> float:
    return statistics.quantiles(values, n=20)[-1]


def _worker_connections(db, threads) -> tuple[int, float, float | None]:
    """While one worker process drains a flood of refresh tasks: the most connections it
    (and its parent) held on this database, its rate, and the CPU seconds the embedded
    PostgreSQL spent on it (None on a server of DATABASE_URL's)."""
    worker = start_worker(
        threads=threads, processes=1, env={"HOURGLASS_RECOMMENDER": "bench.scale:noop_recommender"}
    )
    server = embedded_server()
    try:
        started_at = db.now()
        cpu_before = cpu_seconds(server) if server else None
        started = time.perf_counter()
        _enqueue_tasks(db, CONNECTION_LOAD_TASKS)
        most = 0

        def drained():
            nonlocal most
            most = max(most, _other_connections(db))
            return _unfinished_since(db, started_at) == 0

        wait_until(drained, timeout=600, interval=0.05, message="the flood to drain")
        rate = CONNECTION_LOAD_TASKS / (time.perf_counter() - started)
        cpu_after = cpu_seconds(server) if server else None
    finally:
        worker.stop()
    if cpu_before is None or cpu_after is None:
        return most, rate, None
    return most, rate, cpu_spent(cpu_before, cpu_after)


def _other_connections(db) -> int:
    """Client connections on this database, but for the one asking."""
    query = """
        SELECT count(*) FROM pg_stat_activity
        WHERE datname = current_database() AND backend_type = 'client backend'
          AND pid <> pg_backend_pid()
    """
    return db.execute_sql(query).fetchone()[0]


def _enqueue_tasks(db, count):
    from actors.recommendation import refresh_member_recommendations
    from hourglass.core.sending import enqueue_in_transaction

    with db.atomic():
        rows = db.execute_sql(
            """
            INSERT INTO recommendation_task (member_id, candidate_generation_type)
            SELECT 1 + (random() * 999999)::int, 'G2' FROM generate_series(1, %s) RETURNING id
            """,
            (count,),
        ).fetchall()
        enqueue_in_transaction(
            [refresh_member_recommendations.message(task_id) for (task_id,) in rows]
        )


def _unfinished_since(db, since) -> int:
    query = (
        "SELECT count(*) FROM recommendation_task"
        " WHERE status IN ('PENDING', 'RUNNING') AND created_at >= %s"
    )
    return db.execute_sql(query, (since,)).fetchone()[0]


def _prune_beside_pipelines(db) -> dict:
    """Refresh latency under a steady load, without and then with a prune running."""
    from actors import PIPELINES
    from hourglass.core import retention

    worker = start_worker(
        threads=8, processes=2, env={"HOURGLASS_RECOMMENDER": "bench.scale:noop_recommender"}
    )
    try:
        quiet = _latencies_under_load(db)
        steps = retention.targets(PIPELINES)
        deleted: dict[str, int] = {}
        elapsed: list[float] = []

        def prune():
            started = time.perf_counter()
            deleted.update(retention.prune(steps, budget=timedelta(seconds=LOAD_WINDOW_S)))
            elapsed.append(time.perf_counter() - started)
            db.close()

        pruner = threading.Thread(target=prune)
        pruner.start()
        pruning = _latencies_under_load(db)
        pruner.join()
    finally:
        worker.stop()
    return {
        "prune_rows_per_s": round(sum(deleted.values()) / elapsed[0], 0),
        "prune_rows_deleted": deleted,
        "prune_refresh_latency_ms_quiet": quiet,
        "prune_refresh_latency_ms_pruning": pruning,
        "prune_pipeline_slowdown": round(pruning["p95"] / quiet["p95"], 2),
        "prune_pipeline_slowdown_p50": round(pruning["p50"] / quiet["p50"], 2),
    }


def _latencies_under_load(db) -> dict:
    """Send LOAD_TASKS_PER_S refresh tasks a second for LOAD_WINDOW_S; each one's latency
    from creation to finish (database times), in ms."""
    started_at = db.now()
    batch = LOAD_TASKS_PER_S // 10
    deadline = time.monotonic() + LOAD_WINDOW_S
    next_send = time.monotonic()
    while next_send < deadline:
        _enqueue_tasks(db, batch)
        next_send += 0.1
        time.sleep(max(0.0, next_send - time.monotonic()))
    wait_until(
        lambda: _unfinished_since(db, started_at) == 0,
        timeout=300,
        interval=0.2,
        message="the load to drain",
    )
    latencies = [
        row[0]
        for row in db.execute_sql(
            """
            SELECT (extract(epoch FROM finished_at - created_at) * 1000)::float8
            FROM recommendation_task
            WHERE created_at >= %s AND finished_at IS NOT NULL
            """,
            (started_at,),
        ).fetchall()
    ]
    return {
        "p50": round(statistics.median(latencies), 1),
        "p95": round(_p95(latencies), 1),
        "tasks": len(latencies),
    }


if __name__ == "__main__":
    # `python -m bench.scale [FACTOR]`, or `python -m bench.scale connections`.
    with fresh_database("hourglass_scale"):
        if sys.argv[1:] == ["connections"]:
            measure_connections()
        else:
            measure(float(sys.argv[1]) if len(sys.argv) > 1 else 1.0)
