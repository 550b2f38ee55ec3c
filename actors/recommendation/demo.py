"""The recommendation refresh in `hourglass demo`: members of a 40-product shop visit and view
products every tick; a schedule hour lasts 2 s, and a scan is asked for every 5 s instead of
at the next minute."""

import random
import time

from actors.recommendation import record_member_visit, scan_due_triggers
from hourglass.core.rows import figure
from models import db
from models.recommendation import Product, ProductView, status_counts

#: One schedule hour of the recommendation refresh lasts this many seconds in the demo.
DEMO_HOUR_SECONDS = "2"
#: Products in the demo shop, spread over five categories.
DEMO_PRODUCTS = 40
#: A scan is asked for this often (seconds), instead of at the next minute.
SCAN_EVERY_SECONDS = 5


class ShopVisits:
    def __init__(self) -> None:
        self.next_scan = 0.0

    def start(self) -> dict[str, str]:
        return {"HOURGLASS_RECOMMENDATION_HOUR": DEMO_HOUR_SECONDS}

    def seed(self) -> list[str]:
        if Product.select().count() == 0:
            Product.insert_many(
                [
                    {"id": i, "category": f"category-{i % 5}", "name": f"product {i}"}
                    for i in range(1, DEMO_PRODUCTS + 1)
                ]
            ).execute()
        return ["a schedule hour lasts 2 s here; the demo asks for a scan every 5 s"]

    def play(self, tick: int, members: int) -> None:
        member_id = random.randint(1, members)
        with db.atomic():
            record_member_visit(member_id)
            ProductView.create(member_id=member_id, product_id=_viewed_product(member_id))
        if time.monotonic() >= self.next_scan:
            scan_due_triggers.send()
            self.next_scan = time.monotonic() + SCAN_EVERY_SECONDS

    def report(self) -> str:
        counts = status_counts()
        tasks = counts["tasks"]
        return (
            f"recommendation: waiting {figure(counts['triggers'])},"
            f" refreshed {figure(tasks['SUCCEEDED'])}/{figure(sum(tasks.values()))}"
        )

    def stop(self) -> None:
        pass


def _viewed_product(member_id: int) -> int:
    # Each member has a favourite category, so co-views and categories mean something.
    return random.choice(
        [p for p in range(1, DEMO_PRODUCTS + 1) if p % 5 == member_id % 5 or random.random() < 0.1]
    )
