"""What the platform needs of the Review statistics pipeline: declared once, here."""

from hourglass.core.pipelines import Pipeline
from models import reviews

PIPELINE = Pipeline(
    name="review_stats",
    status_counts=reviews.status_counts,
)
