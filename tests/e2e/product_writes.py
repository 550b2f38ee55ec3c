"""What the producer tests of every client share: a product's own table, and the work a
real worker does once the product's transaction commits (the review's statistics, the
overdue task's deadline check)."""

from models import db
from tests.harness import scalar, wait_until

PRODUCT_TABLE = "CREATE TABLE IF NOT EXISTS product_order (id bigint PRIMARY KEY, note text)"
INSERT_ORDER = "INSERT INTO product_order (id, note) VALUES (%s, 'paid')"


def create_product_table() -> None:
    db.execute_sql(PRODUCT_TABLE)


def drop_product_table() -> None:
    db.execute_sql("DROP TABLE product_order")


def wait_for_the_workers_work() -> None:
    """One review recomputed into its item type's statistics, one deadline check fired."""
    wait_until(
        lambda: scalar("SELECT count(*) FROM review_stats WHERE review_count = 1") == 1,
        message="the worker's recompute",
    )
    wait_until(
        lambda: scalar("SELECT count(*) FROM scheduled_job WHERE status = 'FIRED'") == 1,
        message="the worker's deadline check",
    )
