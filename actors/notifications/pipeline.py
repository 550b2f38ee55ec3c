"""What the platform needs of the Notifications pipeline: declared once, here."""

from hourglass.core.pipelines import Pipeline
from models import notifications

PIPELINE = Pipeline(
    name="notifications",
    status_counts=notifications.status_counts,
)
