"""What the platform needs of the Review statistics pipeline: declared once, here."""

from pathlib import Path

from actors.review_stats import dashboard, settings
from actors.review_stats.demo import ShopperReviews
from hourglass.core.pipelines import Lookup, Page, Pipeline
from models import reviews


def item_type_in(text: str) -> str:
    """An item type as an operator may type it: `soup`, `toddler-meal`."""
    return text.strip().upper().replace("-", "_")


PIPELINE = Pipeline(
    name="review_stats",
    read_settings=settings.from_environment,
    status_counts=dashboard.status_counts,
    # An item type has one signal and one statistics row: no limit to apply.
    lookups=(
        Lookup(
            "item-type",
            "SOUP",
            item_type_in,
            lambda item_type, limit: reviews.item_type_history(item_type),
            claims_bare=lambda text: item_type_in(text) in reviews.ITEM_TYPES,
        ),
    ),
    demo=ShopperReviews,
    page=Page("Review statistics", Path(__file__).parent / "templates", dashboard.figures),
    metrics=dashboard.metrics,
)
