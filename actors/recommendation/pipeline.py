"""What the platform needs of the Recommendation pipeline: declared once, here."""

from hourglass.core import settings as settings_module
from hourglass.core.pipelines import Pipeline, PruneTarget
from models import recommendation

PIPELINE = Pipeline(
    name="recommendation",
    status_counts=recommendation.status_counts,
    retention=(
        PruneTarget(
            "recommendation tasks",
            lambda: settings_module.load().prune_recommendation_tasks_after,
            recommendation.prune_finished_tasks,
            recommendation.count_prunable_tasks,
        ),
    ),
)
