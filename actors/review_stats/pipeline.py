"""What the platform needs of the Review statistics pipeline: declared once, here."""

from actors.review_stats import settings
from hourglass.core.pipelines import Pipeline
from models import reviews

PIPELINE = Pipeline(
    name="review_stats",
    read_settings=settings.from_environment,
    status_counts=reviews.status_counts,
)
