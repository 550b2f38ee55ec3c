"""The platform's figures the dashboard and `/metrics` show, read from the database: the
overview (queues, workers, dead letters, the scheduler), retention's prunable rows, and the
messages finished per minute. Each pipeline's own figures are its page's `figures()`.

Every query here is bounded on big tables (a per-queue index probe, or a small table), and
only reads.
"""

import logging
import threading
import time
from collections import deque
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from itertools import pairwise

import dramatiq

from hourglass.core import flow_limits
from hourglass.core import retention as retention_module
from hourglass.core import settings as settings_module
from hourglass.core.database import db
from hourglass.core.pipelines import Pipeline
from hourglass.core.queue_pauses import paused_queues
from hourglass.core.store import dead_letters, reads
from hourglass.operator import status
from hourglass.operator.health import oldest_ready_seconds

logger = logging.getLogger(__name__)

#: Rows of the worker list shown at most.
WORKER_ROWS = 50


def overview(pipelines: Iterable[Pipeline]) -> dict:
    """Every queue (those of the declared actors, and any with rows), the dead letters, the
    workers and the scheduler; a queue some pipeline warns about carries the warning."""
    pause_warnings = {queue: text for p in pipelines for queue, text in p.pause_warnings.items()}
    queues = status.queue_depth(db)
    paused = paused_queues()
    names = sorted(set(queues) | set(declared_queues()))
    oldest = oldest_ready_seconds()
    workers = [
        {"worker_id": worker_id, "heartbeat_at": heartbeat_at, "age_seconds": float(age)}
        for worker_id, heartbeat_at, age in reads.workers(db, WORKER_ROWS)
    ]
    return {
        "database_now": db.now(),
        "queues": [
            _queue_row(name, queues.get(name, {}), oldest.get(name), name in paused, pause_warnings)
            for name in names
        ],
        "dead_letters": [
            {"queue": queue, "actor": actor, "count": count}
            for queue, actor, count in dead_letters.by_actor(db)
        ],
        "workers": workers,
        "live_workers": status.live_workers(db),
        "scheduler": scheduler(),
        "queue_rows_deleted": queue_rows_deleted(),
        "flow_limits": [u.as_json() for u in flow_limits.limits_in_use()],
    }


def queue_rows_deleted() -> int | None:
    """Rows the queue table has lost since the statistics were last reset (None before
    the collector has seen the table)."""
    return reads.rows_settled(db)


def declared_queues() -> list[str]:
    """Every queue an actor of hourglass consumes (imports the actors)."""
    import actors  # noqa: F401  (declares every actor's queue on the broker)

    return sorted(dramatiq.get_broker().get_declared_queues())


def _queue_row(
    name: str,
    states: dict,
    oldest_seconds: float | None,
    paused: bool,
    pause_warnings: Mapping[str, str],
) -> dict:
    return {
        "queue": name,
        "paused": paused,
        "pause_warning": pause_warnings.get(name),
        "ready": states.get("queued", 0),
        "waiting": states.get("waiting", 0),
        "in_flight": states.get("consumed", 0),
        "dead": states.get("rejected", 0),
        "oldest_ready_seconds": None if oldest_seconds is None else float(oldest_seconds),
    }


def scheduler() -> dict:
    """Whether a scheduler fires ticks (the latest no older than HOURGLASS_READY_MAX_TICK_AGE);
    per periodic actor its last fired tick and its next one (a spec is read in its own zone;
    times shown in UTC)."""
    import pendulum

    from hourglass.core.scheduler_ticks import last_ticks

    fired = last_ticks()
    now = db.now()
    actors = []
    for timing in _timetable():
        last_tick = fired.get(timing.actor.actor_name)
        actors.append(
            {
                "actor": timing.actor.actor_name,
                "queue": timing.actor.queue_name,
                "cron": str(timing.spec),
                "last_tick": last_tick,
                "last_tick_age_seconds": None
                if last_tick is None
                else (now - last_tick).total_seconds(),
                "next_tick": timing.spec.next_valid_date(pendulum.instance(now)).in_timezone("UTC"),
            }
        )
    # The latest tick of any actor, from the rows read above (what health's check reads).
    age = None if not fired else (now - max(fired.values())).total_seconds()
    limit = settings_module.load().ready_max_tick_age.total_seconds()
    return {
        "ticking": age is not None and age <= limit,
        "last_tick_age_seconds": age,
        "actors": sorted(actors, key=lambda a: a["actor"]),
    }


def _timetable() -> list:
    import periodic

    return periodic.timetable()


def retention(pipelines: Iterable[Pipeline]) -> dict[str, int]:
    """Rows a prune would delete now, per target: near 0 after each healthy run."""
    return retention_module.prunable_rows(retention_module.targets(pipelines))


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
