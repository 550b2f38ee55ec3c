"""What the platform needs of the Notifications pipeline: declared once, here."""

from pathlib import Path

from actors.notifications import dashboard, settings
from actors.notifications.demo import TaskReminders
from actors.notifications.operator_actions import cancel_scheduled_job, resend_failed_delivery
from hourglass.core.pipelines import Lookup, Override, Page, Pipeline, PruneTarget
from hourglass.core.validation import id_in
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
    overrides=(
        Override(
            "resend",
            "delivery",
            "REQUEST_ID",
            str,
            "POST a FAILED notification request again",
            resend_failed_delivery,
        ),
        Override(
            "cancel",
            "job",
            "JOB_ID",
            id_in,
            "cancel a SCHEDULED notification job (its timer too)",
            cancel_scheduled_job,
        ),
    ),
    lookups=(Lookup("task", "7", id_in, notifications.task_history),),
    demo=TaskReminders,
    page=Page("Notifications", Path(__file__).parent / "templates", dashboard.figures),
    metrics=dashboard.metrics,
    pause_warnings={
        "notify_fire": (
            "reminders fire late while it is paused, and one later than "
            "HOURGLASS_NOTIFICATION_ALLOWED_LATENESS is recorded MISSED, not sent"
        ),
    },
)
