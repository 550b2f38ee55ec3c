"""Review statistics in `hourglass demo`: shoppers review three items every few ticks."""

import random

from actors.review_stats import create_item, shop_create_review
from actors.review_stats.dashboard import status_counts
from hourglass.core.rows import figure
from models.reviews import CAPACITIES, DENSITIES, PARTICLES

#: A review every this many ticks.
REVIEW_EVERY_TICKS = 5
#: Item types the demo reviews.
DEMO_ITEM_TYPES = ("SOUP", "SNACK", "TODDLER_MEAL")
#: Shoppers who write the reviews.
SHOPPERS = 1000


class ShopperReviews:
    def __init__(self) -> None:
        self.items: list[int] = []

    def start(self) -> dict[str, str]:
        return {}

    def seed(self) -> list[str]:
        self.items = [
            create_item(item_type, f"demo {item_type.lower().replace('_', ' ')}")
            for item_type in DEMO_ITEM_TYPES
        ]
        return []

    def play(self, tick: int, members: int) -> None:
        if tick % REVIEW_EVERY_TICKS:
            return
        shop_create_review(
            random.randint(1, SHOPPERS),
            random.choice(self.items),
            random.randint(1, 5),
            random.choice(CAPACITIES),
            random.choice(DENSITIES),
            random.choice(PARTICLES),
        )

    def report(self) -> str:
        counts = status_counts()
        return (
            f"reviews: {figure(counts['changes'])} changes,"
            f" {figure(counts['recomputes'])} recomputes"
        )

    def stop(self) -> None:
        pass
