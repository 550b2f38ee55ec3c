"""What the platform needs of the Collection pipeline: declared once, here."""

from hourglass.core.pipelines import Pipeline
from models import collection

PIPELINE = Pipeline(
    name="collection",
    status_counts=collection.status_counts,
)
