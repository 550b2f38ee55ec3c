"""What the platform needs of the Recommendation pipeline: declared once, here."""

from hourglass.core.pipelines import Pipeline
from models import recommendation

PIPELINE = Pipeline(
    name="recommendation",
    status_counts=recommendation.status_counts,
)
