"""The figures the dashboard pages and `/metrics` show, read from the database.

Every query here is bounded on big tables: an index range (today's rows, the last 24 h,
the next hour), a per-queue index probe, or a small table; the pipelines' own counts come
from `hourglass.operator.status` (which marks planner estimates). The queries only read.
"""

import logging
import threading
import time
from collections import deque
from datetime import UTC, datetime
from itertools import pairwise

from hourglass.core import retention as retention_module
from hourglass.core.broker_schema import MESSAGE_ACTOR, QUEUE_TABLE, WORKER_TABLE
from hourglass.core.database import db
from hourglass.core.queue_pauses import PAUSE_WARNINGS, declared_queues, paused_queues
from hourglass.operator import status
from hourglass.operator.health import oldest_ready_seconds, scheduler_leader

logger = logging.getLogger(__name__)

#: Upper bounds (ms) of the lateness histogram's buckets; the last bucket is open.
LATENESS_BUCKETS_MS = (10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000, 60000)

#: Rows of the per-source table and of the worker list shown at most.
SOURCE_ROWS = 200
WORKER_ROWS = 50

WORKERS = f"""
SELECT worker_id::text, heartbeat_at, extract(epoch FROM now() - heartbeat_at)
FROM {WORKER_TABLE} ORDER BY heartbeat_at DESC LIMIT {WORKER_ROWS}
"""

# Dead letters are few (the broker's maintenance deletes them after 30 days).
DEAD_LETTERS_BY_ACTOR = f"""
SELECT queue_name, coalesce({MESSAGE_ACTOR}, '-'), count(*)
FROM {QUEUE_TABLE} WHERE "state" = 'rejected' GROUP BY 1, 2 ORDER BY 1, 2
"""

# Rows the queue table has lost: acks (a finished message's row is deleted), cancelled
# timers and purged dead letters; the statistics collector lags by up to ~10 s.
QUEUE_ROWS_DELETED = """
SELECT n_tup_del FROM pg_stat_user_tables WHERE schemaname = 'dramatiq' AND relname = 'queue'
"""

# The status condition lets the planner use the partial index of finished tasks.
TASKS_FINISHED_24H = """
SELECT status, count(*) FROM recommendation_task
WHERE status IN ('SUCCEEDED', 'FAILED') AND finished_at >= now() - interval '24 hours'
GROUP BY status
"""

CYCLE_FAILURES = """
SELECT coalesce(failure_kind, '-'), count(*) FROM collection_cycle
WHERE business_date = %s AND status = 'FAILED' GROUP BY 1 ORDER BY 2 DESC
"""

# Today's cycle of every source, the failed ones first.
SOURCE_CYCLES = f"""
SELECT s.name, s.enabled, s.format, c.status, c.page_count, c.seen_count, c.upserted_count,
       c.closed_count, c.failure_kind, c.failure_detail, c.finished_at
FROM job_source AS s
LEFT JOIN collection_cycle AS c ON c.source_id = s.id AND c.business_date = %s
ORDER BY (c.status = 'FAILED') DESC NULLS LAST, s.name
LIMIT {SOURCE_ROWS}
"""

SOURCE_CYCLE_COLUMNS = (
    "name", "enabled", "format", "status", "pages", "seen", "upserted", "closed",
    "failure_kind", "failure_detail", "finished_at",
)  # fmt: skip

SLA_SNAPSHOTS = """
SELECT business_date, captured_at, late, ready, running, succeeded, failed
FROM sla_snapshot ORDER BY business_date DESC LIMIT 7
"""

SLA_SNAPSHOT_COLUMNS = (
    "business_date",
    "captured_at",
    "late",
    "ready",
    "running",
    "succeeded",
    "failed",
)

# Today's (UTC) fired jobs, through the fired_at index.
LATENESS_TODAY = """
SELECT width_bucket(lateness_ms, %(edges)s::bigint[]) AS bucket, count(*), sum(lateness_ms)
FROM scheduled_job
WHERE fired_at >= date_trunc('day', now()) AND lateness_ms IS NOT NULL
GROUP BY 1 ORDER BY 1
"""

LATENESS_PERCENTILES_TODAY = """
SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY lateness_ms),
       percentile_disc(0.99) WITHIN GROUP (ORDER BY lateness_ms)
FROM scheduled_job
WHERE fired_at >= date_trunc('day', now()) AND lateness_ms IS NOT NULL
"""

# One row per item type (nine): its figures and its signal.
REVIEW_STATS = """
SELECT t.item_type, s.review_count, s.rating_average, s.source_version, s.updated_at,
       g.dirty_version, g.pending_ticket IS NOT NULL, g.sent_at, g.recomputed_at,
       extract(epoch FROM now() - s.updated_at)
FROM unnest(%s::text[]) AS t(item_type)
LEFT JOIN review_stats AS s ON s.item_type = t.item_type
LEFT JOIN review_stats_signal AS g ON g.item_type = t.item_type
ORDER BY t.item_type
"""


def overview() -> dict:
    queues = status.queue_depth(db)
    paused = paused_queues()
    names = sorted(set(queues) | set(declared_queues()))
    oldest = oldest_ready_seconds()
    workers = [
        {"worker_id": worker_id, "heartbeat_at": heartbeat_at, "age_seconds": float(age)}
        for worker_id, heartbeat_at, age in db.execute_sql(WORKERS).fetchall()
    ]
    return {
        "database_now": db.now(),
        "queues": [
            _queue_row(name, queues.get(name, {}), oldest.get(name), name in paused)
            for name in names
        ],
        "dead_letters": [
            {"queue": queue, "actor": actor, "count": count}
            for queue, actor, count in db.execute_sql(DEAD_LETTERS_BY_ACTOR).fetchall()
        ],
        "workers": workers,
        "live_workers": status.live_workers(db),
        "scheduler": scheduler(),
        "queue_rows_deleted": queue_rows_deleted(),
    }


def queue_rows_deleted() -> int | None:
    """Rows the queue table has lost since the statistics were last reset (None before
    the collector has seen the table)."""
    row = db.execute_sql(QUEUE_ROWS_DELETED).fetchone()
    return None if row is None else int(row[0])


def _queue_row(name: str, states: dict, oldest_seconds: float | None, paused: bool) -> dict:
    return {
        "queue": name,
        "paused": paused,
        "pause_warning": PAUSE_WARNINGS.get(name),
        "ready": states.get("queued", 0),
        "waiting": states.get("waiting", 0),
        "in_flight": states.get("consumed", 0),
        "dead": states.get("rejected", 0),
        "oldest_ready_seconds": None if oldest_seconds is None else float(oldest_seconds),
    }


def scheduler() -> dict:
    """The leader holding the scheduler lock; per periodic actor its last fired tick and
    its next one (a spec is read in its own zone; times shown in UTC)."""
    import pendulum

    from hourglass.core.scheduler_ticks import last_ticks

    fired = last_ticks()
    now = db.now()
    actors = []
    for timing in _timetable():
        local_now = pendulum.instance(now).in_timezone(timing.zone.key)
        last_tick = fired.get(timing.actor.actor_name)
        actors.append(
            {
                "actor": timing.actor.actor_name,
                "queue": timing.actor.queue_name,
                "cron": f"{timing.spec} ({timing.zone.key})",
                "last_tick": last_tick,
                "last_tick_age_seconds": None
                if last_tick is None
                else (now - last_tick).total_seconds(),
                "next_tick": timing.spec.next_valid_date(local_now).in_timezone("UTC"),
            }
        )
    return {"leader": scheduler_leader(), "actors": sorted(actors, key=lambda a: a["actor"])}


def _timetable() -> list:
    import periodic

    return periodic.timetable()


def recommendation() -> dict:
    counts = _counts("recommendation")
    finished = dict(db.execute_sql(TASKS_FINISHED_24H).fetchall())
    return {
        "counts": counts,
        "finished_24h": {
            "SUCCEEDED": finished.get("SUCCEEDED", 0),
            "FAILED": finished.get("FAILED", 0),
        },
    }


def collection() -> dict:
    counts = _counts("collection")
    today = counts["business_date"]
    cycles = db.execute_sql(SOURCE_CYCLES, (today,)).fetchall()
    snapshots = db.execute_sql(SLA_SNAPSHOTS).fetchall()
    return {
        "counts": counts,
        "failures": db.execute_sql(CYCLE_FAILURES, (today,)).fetchall(),
        "sources": [dict(zip(SOURCE_CYCLE_COLUMNS, row, strict=True)) for row in cycles],
        "snapshots": [dict(zip(SLA_SNAPSHOT_COLUMNS, row, strict=True)) for row in snapshots],
    }


def notifications() -> dict:
    counts = _counts("notifications")
    rows = db.execute_sql(LATENESS_TODAY, {"edges": list(LATENESS_BUCKETS_MS)}).fetchall()
    per_bucket = {bucket: (count, total) for bucket, count, total in rows}
    buckets = []
    for index, upper in enumerate((*LATENESS_BUCKETS_MS, None)):
        count, _ = per_bucket.get(index, (0, 0))
        buckets.append({"upper_ms": upper, "count": count})
    p50, p99 = db.execute_sql(LATENESS_PERCENTILES_TODAY).fetchone()
    return {
        "counts": counts,
        "lateness": {
            "buckets": buckets,
            "count": sum(b["count"] for b in buckets),
            "sum_ms": sum(int(total or 0) for _, total in per_bucket.values()),
            "p50_ms": p50,
            "p99_ms": p99,
        },
    }


def retention() -> dict[str, int]:
    """Rows a prune would delete now, per target: near 0 after each healthy run."""
    from actors import PIPELINES

    return retention_module.prunable_rows(retention_module.targets(PIPELINES))


def review_stats() -> dict:
    from models.reviews import ITEM_TYPES

    item_types = []
    for row in db.execute_sql(REVIEW_STATS, (list(ITEM_TYPES),)).fetchall():
        (
            item_type,
            reviews,
            average,
            source_version,
            updated_at,
            dirty_version,
            pending,
            sent_at,
            recomputed_at,
            age,
        ) = row
        item_types.append(
            {
                "item_type": item_type,
                "reviews": reviews or 0,
                "rating_average": average or 0.0,
                "source_version": source_version or 0,
                "dirty_version": dirty_version or 0,
                "changes_behind": max((dirty_version or 0) - (source_version or 0), 0),
                "pending": bool(pending),
                "sent_at": sent_at,
                "recomputed_at": recomputed_at or updated_at,
                "age_seconds": None if age is None else float(age),
            }
        )
    return {"counts": _counts("review_stats"), "item_types": item_types}


class FinishedMessages:
    """Messages finished per minute over the last hour, as this web process saw them:
    every `interval` seconds it reads how many rows the queue table has lost (an acked
    message's row is deleted) and keeps an hour of those samples in memory. So the chart
    starts empty when the web process starts; cancelled timers and purged dead letters
    count too."""

    def __init__(self, interval: float = 5.0) -> None:
        self.interval = interval
        self.samples: deque[tuple[float, int]] = deque(maxlen=int(3600 / interval) + 2)
        self._stop = threading.Event()

    def start(self) -> None:
        threading.Thread(target=self._run, name="hourglass-finished-sampler", daemon=True).start()

    def stop(self) -> None:
        self._stop.set()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                with db.connection_context():
                    deleted = queue_rows_deleted()
                if deleted is not None:
                    self.samples.append((time.time(), deleted))
            except Exception as exc:  # the database may be away; the page says so itself
                logger.warning("event=finished_sample_failed error=%s", type(exc).__name__)
            self._stop.wait(self.interval)

    def per_minute(self, now: float | None = None) -> list[dict]:
        """60 bars, oldest first: {minute (UTC), finished}."""
        now = time.time() if now is None else now
        this_minute = int(now // 60)
        counts = [0] * 60
        samples = list(self.samples)
        for (_, before), (at, after) in pairwise(samples):
            age = this_minute - int(at // 60)
            if 0 <= age < 60 and after >= before:
                counts[59 - age] += after - before
        return [
            {
                "minute": datetime.fromtimestamp((this_minute - 59 + i) * 60, UTC),
                "finished": count,
            }
            for i, count in enumerate(counts)
        ]


def _counts(name: str) -> dict:
    from actors import PIPELINES

    (counts,) = (p.status_counts() for p in PIPELINES if p.name == name and p.status_counts)
    return counts
