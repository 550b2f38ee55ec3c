"""Retention: rows that are finished and old go, pipeline by pipeline, in bounded batches.

Each pipeline declares which of its rows may go (`Pipeline.retention`: never one still owed
work), and the platform adds its own (dead letters, the audit log, expired rate limit keys,
flow limits' starts, and expired results, whose space comes back by the rotation of their
ring rather than by deletes);
this loop deletes them one short transaction per batch, oldest first, until none is left
or the run's time budget is spent (the next run goes on from there). The periodic
actor `actors.retention` runs it every 10 minutes, and so does `hourglass prune`.
"""

import logging
import time
from collections.abc import Iterable
from datetime import timedelta

from hourglass.core import audit, dead_letters, flow_limits, rate_limits, results
from hourglass.core import settings as settings_module
from hourglass.core.database import db
from hourglass.core.pipelines import Pipeline, PruneTarget

logger = logging.getLogger(__name__)


#: After each full batch the prune pauses this many times as long as the batch took: it
#: takes a fifth of the time it could, still tens of thousands of rows a second here, far
#: more than a day of any pipeline's rows per 10-minute run.
PAUSE_PER_BATCH_TIME = 4.0


def platform_targets() -> tuple[PruneTarget, ...]:
    """The platform's own rows that retention keeps in bounds: dead letters, the audit log,
    expired rate limit keys, flow limits' starts past the rate's window, and expired
    results: those are not deleted row by row but emptied with their bucket by the results'
    rotation (hourglass.core.store.results), which the workers run every minute and a
    prune runs too; what it counts is what the next rotation frees."""
    return (
        PruneTarget(
            "dead letters",
            lambda: settings_module.load().prune_dead_letters_after,
            dead_letters.prune_dead_letters,
            dead_letters.count_prunable_dead_letters,
        ),
        PruneTarget(
            "audit log",
            lambda: settings_module.load().prune_audit_log_after,
            audit.prune_audit_log,
            audit.count_prunable_audit_log,
        ),
        PruneTarget(
            "expired rate limit keys",
            lambda: rate_limits.EXPIRED_KEYS_KEPT,
            rate_limits.prune_expired_keys,
            rate_limits.count_prunable_keys,
        ),
        PruneTarget(
            "flow limit starts",
            lambda: flow_limits.STARTS_KEPT,
            flow_limits.prune_old_starts,
            flow_limits.count_prunable_starts,
        ),
        PruneTarget(
            "expired results (emptied by rotation)",
            lambda: results.EXPIRED_RESULTS_KEPT,
            results.empty_expired_buckets,
            results.count_expired_results,
        ),
    )


def targets(pipelines: Iterable[Pipeline]) -> list[PruneTarget]:
    """Every prune step, in order: each pipeline's, as it declares them (a cycle's seen rows
    before the cycle), then the platform's."""
    return [target for pipeline in pipelines for target in pipeline.retention] + list(
        platform_targets()
    )


def prunable_rows(steps: Iterable[PruneTarget]) -> dict[str, int]:
    """What a prune would delete now, per target (a retention of 0 keeps rows forever)."""
    return {target.rows: target.count(keep_for) for target, keep_for in _enabled(steps)}


def prune(
    steps: Iterable[PruneTarget], batch: int | None = None, budget: timedelta | None = None
) -> dict[str, int]:
    """Delete what may go, `batch` rows per transaction, for at most `budget` (the
    settings' by default); returns the rows deleted per target."""
    settings = settings_module.load()
    batch = batch or settings.prune_batch
    deadline = time.monotonic() + (budget or settings.prune_budget).total_seconds()
    deleted = {}
    for target, keep_for in _enabled(steps):
        deleted[target.rows] = _prune_target(target, keep_for, batch, deadline)
        logger.info("event=pruned rows=%r deleted=%s", target.rows, deleted[target.rows])
    return deleted


def _enabled(steps: Iterable[PruneTarget]) -> list[tuple[PruneTarget, timedelta]]:
    kept_for = [(target, target.keep_for()) for target in steps]
    return [(target, keep_for) for target, keep_for in kept_for if keep_for]


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
