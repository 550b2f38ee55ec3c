"""What the platform needs of the Recommendation pipeline: declared once, here."""

from pathlib import Path

from actors.recommendation import dashboard, retry_failed_task, settings
from actors.recommendation.demo import ShopVisits
from hourglass.core.pipelines import Lookup, Override, Page, Pipeline, PruneTarget
from hourglass.core.validation import id_in
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
    overrides=(
        Override(
            "retry",
            "task",
            "TASK_ID",
            id_in,
            "make a FAILED recommendation task PENDING and run it again",
            retry_failed_task,
        ),
    ),
    # A bare number in the search box is a member.
    lookups=(
        Lookup("member", "42", id_in, recommendation.member_history, claims_bare=str.isdigit),
    ),
    demo=ShopVisits,
    page=Page("Recommendation", Path(__file__).parent / "templates", dashboard.figures),
    metrics=dashboard.metrics,
)
