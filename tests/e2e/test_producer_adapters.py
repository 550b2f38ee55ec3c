"""The producer adapters on the connections Python products hold, with real SQLAlchemy, real
Django and psycopg on PostgreSQL: the product writes a row of its own and makes producer
calls in one transaction on that connection; a rollback leaves neither, a commit leaves
both, and a real worker does the work (the review's statistics, the overdue task's check)."""

import os
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from datetime import timedelta

import psycopg
import pytest

import actors  # noqa: F401  (the broker)
from hourglass.core.errors import InvalidInput
from tests.e2e.product_writes import (
    INSERT_ORDER,
    create_product_table,
    drop_product_table,
    wait_for_the_workers_work,
)
from tests.harness import scalar, start_worker
from tests.producers import EveryProducer

#: (product's own statement, producer) inside one transaction that commits or rolls back.
Transaction = Callable[
    [bool], AbstractContextManager[tuple[Callable[[str, tuple], None], EveryProducer]]
]


@contextmanager
def psycopg_transaction(commit) -> Iterator:
    with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
        yield (lambda sql, params: conn.execute(sql, params)), EveryProducer(conn)
        conn.commit() if commit else conn.rollback()


@contextmanager
def sqlalchemy_session_transaction(commit) -> Iterator:
    import sqlalchemy
    from sqlalchemy.orm import Session

    engine = sqlalchemy.create_engine(
        "postgresql+psycopg://", creator=lambda: psycopg.connect(os.environ["DATABASE_URL"])
    )
    with Session(engine) as session:
        session.begin()
        yield (
            (lambda sql, params: session.connection().exec_driver_sql(sql, params)),
            EveryProducer(session),
        )
        session.commit() if commit else session.rollback()
    engine.dispose()


@contextmanager
def sqlalchemy_connection_transaction(commit) -> Iterator:
    import sqlalchemy

    engine = sqlalchemy.create_engine(
        "postgresql+psycopg://", creator=lambda: psycopg.connect(os.environ["DATABASE_URL"])
    )
    with engine.connect() as connection:
        transaction = connection.begin()
        yield (
            (lambda sql, params: connection.exec_driver_sql(sql, params)),
            EveryProducer(connection),
        )
        transaction.commit() if commit else transaction.rollback()
    engine.dispose()


class Rollback(Exception):
    """Raised to leave a Django `atomic` block by rolling it back."""


@contextmanager
def django_transaction(commit) -> Iterator:
    from django.db import connection, transaction

    def execute(sql, params):
        with connection.cursor() as cursor:
            cursor.execute(sql, params)

    try:
        with transaction.atomic():
            yield execute, EveryProducer(connection)
            if not commit:
                raise Rollback
    except Rollback:
        pass
    finally:
        connection.close()


def configure_django() -> None:
    import django
    from django.conf import settings

    if not settings.configured:
        parameters = psycopg.conninfo.conninfo_to_dict(os.environ["DATABASE_URL"])
        settings.configure(
            DATABASES={
                "default": {
                    "ENGINE": "django.db.backends.postgresql",
                    "NAME": parameters.get("dbname"),
                    "USER": parameters.get("user", ""),
                    "PASSWORD": parameters.get("password", ""),
                    "HOST": parameters.get("host", ""),
                    "PORT": parameters.get("port", ""),
                }
            }
        )
        django.setup()


ADAPTERS = {
    "psycopg": psycopg_transaction,
    "sqlalchemy_session": sqlalchemy_session_transaction,
    "sqlalchemy_connection": sqlalchemy_connection_transaction,
    "django": django_transaction,
}


@pytest.fixture(params=sorted(ADAPTERS))
def product_transaction(request) -> Iterator[Transaction]:
    if request.param == "django":
        configure_django()
    create_product_table()
    yield ADAPTERS[request.param]
    drop_product_table()


@pytest.fixture(scope="module")
def worker():
    worker = start_worker(queues=["review_stats", "notify_fire"], threads=2)
    yield worker
    worker.stop()


def produce(execute, producer) -> None:
    """An order, a review of an item and an overdue task, in the caller's transaction."""
    execute(INSERT_ORDER, (1,))
    item_id = producer.create_item("SOUP", "beef broth")
    producer.shop_create_review(5, item_id, 4, "SMALL", "SMOOTH", "LARGE")
    producer.create_task(1, 2, scalar("SELECT now()") - timedelta(minutes=1))
    assert producer.record_member_visit(7) is True


def test_a_rollback_leaves_neither_the_products_row_nor_the_work(product_transaction):
    with product_transaction(False) as (execute, producer):
        produce(execute, producer)
    assert scalar("SELECT count(*) FROM product_order") == 0
    assert scalar("SELECT count(*) FROM review") + scalar("SELECT count(*) FROM task") == 0
    assert scalar("SELECT count(*) FROM member_visit_trigger") == 0
    assert scalar("SELECT count(*) FROM hourglass.message") == 0


def test_a_commit_leaves_both_and_a_real_worker_does_the_work(product_transaction, worker):
    with product_transaction(True) as (execute, producer):
        produce(execute, producer)
    assert scalar("SELECT count(*) FROM product_order") == 1
    assert scalar("SELECT count(*) FROM member_visit_trigger") == 1
    wait_for_the_workers_work()
    assert scalar("SELECT count(*) FROM notification_request") == 1


def test_a_refusal_is_invalid_input_and_the_transaction_keeps_nothing(product_transaction):
    with (
        pytest.raises(InvalidInput, match="rating must be an integer from 1 to 5"),
        product_transaction(True) as (execute, producer),
    ):
        execute(INSERT_ORDER, (2,))
        producer.shop_create_review(
            5, producer.create_item("SOUP", "broth"), 9, "SMALL", "SMOOTH", "LARGE"
        )
    assert scalar("SELECT count(*) FROM product_order") == 0
    assert scalar("SELECT count(*) FROM item") == 0
