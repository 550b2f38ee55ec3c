"""Retention: rows that are finished and old go, pipeline by pipeline, in bounded batches.

Each pipeline's models module says which of its rows may go (never one still owed work);
this loop deletes them one short transaction per batch, oldest first, until none is left
or the run's time budget is spent (the next run goes on from there). The leader's
timetable runs it (`actors.retention`), and so does `hourglass prune`.
"""

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta

from hourglass.core import audit, dead_letters
from hourglass.core.settings import Settings
from models import collection, db, notifications, recommendation

logger = logging.getLogger(__name__)


#: After each full batch the prune pauses this many times as long as the batch took: it
#: takes a fifth of the time it could, still tens of thousands of rows a second here, far
#: more than a day of any pipeline's rows per 10-minute run.
PAUSE_PER_BATCH_TIME = 4.0


@dataclass(frozen=True)
class PruneTarget:
    """What one prune step deletes: its rows, the setting holding their age, and how."""

    rows: str
    retention_setting: str
    prune: Callable[..., int]  # (older_than, limit) -> rows deleted
    count: Callable[..., int]  # (older_than) -> rows that would go


# In order: a cycle's seen rows before the cycle, a snapshot's rows before the snapshot.
TARGETS = (
    PruneTarget(
        "recommendation tasks",
        "prune_recommendation_tasks_after",
        recommendation.prune_finished_tasks,
        recommendation.count_prunable_tasks,
    ),
    PruneTarget(
        "notification jobs and requests",
        "prune_notification_jobs_after",
        notifications.prune_finished_jobs,
        notifications.count_prunable_jobs,
    ),
    PruneTarget(
        "collection seen postings",
        "prune_collection_cycles_after",
        collection.prune_seen_postings,
        collection.count_prunable_seen_postings,
    ),
    PruneTarget(
        "collection cycles",
        "prune_collection_cycles_after",
        collection.prune_finished_cycles,
        collection.count_prunable_cycles,
    ),
    PruneTarget(
        "sla snapshot cycles",
        "prune_sla_snapshots_after",
        collection.prune_snapshot_cycles,
        collection.count_prunable_snapshot_cycles,
    ),
    PruneTarget(
        "sla snapshots",
        "prune_sla_snapshots_after",
        collection.prune_snapshots,
        collection.count_prunable_snapshots,
    ),
    PruneTarget(
        "dead letters",
        "prune_dead_letters_after",
        dead_letters.prune_dead_letters,
        dead_letters.count_prunable_dead_letters,
    ),
    PruneTarget(
        "audit log",
        "prune_audit_log_after",
        audit.prune_audit_log,
        audit.count_prunable_audit_log,
    ),
)


def prunable_rows(settings: Settings) -> dict[str, int]:
    """What a prune would delete now, per target (a retention of 0 keeps rows forever)."""
    return {t.rows: t.count(getattr(settings, t.retention_setting)) for t in _enabled(settings)}


def prune(
    settings: Settings, batch: int | None = None, budget: timedelta | None = None
) -> dict[str, int]:
    """Delete what may go, `batch` rows per transaction, for at most `budget` (a timedelta);
    returns the rows deleted per target."""
    batch = batch or settings.prune_batch
    deadline = time.monotonic() + (budget or settings.prune_budget).total_seconds()
    deleted = {}
    for target in _enabled(settings):
        deleted[target.rows] = _prune_target(
            target, getattr(settings, target.retention_setting), batch, deadline
        )
        logger.info("event=pruned rows=%r deleted=%s", target.rows, deleted[target.rows])
    return deleted


def _enabled(settings: Settings) -> list[PruneTarget]:
    return [t for t in TARGETS if getattr(settings, t.retention_setting)]


def _prune_target(target: PruneTarget, older_than: timedelta, batch: int, deadline: float) -> int:
    deleted = 0
    while time.monotonic() < deadline:
        started = time.monotonic()
        with db.atomic():
            count = target.prune(older_than, batch)
        deleted += count
        if count < batch:
            return deleted
        # The pipelines beside it get the server back between batches: with batches of
        # 1,000 their p95 latency rose by half flat out, 1.5-1.6 times pausing as long as
        # each batch took, 1.4 times pausing four times as long; batches of 200 pausing
        # four times as long left it as it was (bench/scale.py).
        time.sleep((time.monotonic() - started) * PAUSE_PER_BATCH_TIME)
    return deleted
