"""What the platform needs of the Notifications pipeline: declared once, here."""

from actors.notifications import settings
from hourglass.core.pipelines import Pipeline, PruneTarget
from models import notifications

PIPELINE = Pipeline(
    name="notifications",
    read_settings=settings.from_environment,
    status_counts=notifications.status_counts,
    retention=(
        PruneTarget(
            "notification jobs and requests",
            lambda: settings.load().prune_jobs_after,
            notifications.prune_finished_jobs,
            notifications.count_prunable_jobs,
        ),
    ),
)
