"""What the platform needs of the Notifications pipeline: declared once, here."""

from hourglass.core import settings as settings_module
from hourglass.core.pipelines import Pipeline, PruneTarget
from models import notifications

PIPELINE = Pipeline(
    name="notifications",
    status_counts=notifications.status_counts,
    retention=(
        PruneTarget(
            "notification jobs and requests",
            lambda: settings_module.load().prune_notification_jobs_after,
            notifications.prune_finished_jobs,
            notifications.count_prunable_jobs,
        ),
    ),
)
