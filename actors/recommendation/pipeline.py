"""What the platform needs of the Recommendation pipeline: declared once, here."""

from actors.recommendation import settings
from hourglass.core.pipelines import Pipeline, PruneTarget
from models import recommendation

PIPELINE = Pipeline(
    name="recommendation",
    read_settings=settings.from_environment,
    status_counts=recommendation.status_counts,
    retention=(
        PruneTarget(
            "recommendation tasks",
            lambda: settings.load().prune_tasks_after,
            recommendation.prune_finished_tasks,
            recommendation.count_prunable_tasks,
        ),
    ),
)
