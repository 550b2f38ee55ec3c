"""Retention every ten minutes: the scheduler sends `prune_finished_rows` and a
worker deletes what is finished and old (hourglass.core.retention), within its time budget."""

import dramatiq

from hourglass.core import retention
from hourglass.core.scheduler import cron


@dramatiq.actor(
    actor_name="prune_finished_rows",
    queue_name="scans",
    max_retries=0,
    time_limit=10 * 60_000,
    periodic=cron("*/10 * * * *"),
)
def prune_finished_rows() -> None:
    """Periodic: a budgeted prune; what is left over goes at the next run."""
    from actors import PIPELINES  # the package's list, complete once a worker calls this

    retention.prune(retention.targets(PIPELINES))
