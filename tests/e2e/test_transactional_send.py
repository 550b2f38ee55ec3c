"""Transactional send with a real worker: the message exists exactly when the commit does."""

import pytest

import actors  # noqa: F401  (the broker)
from hourglass.broker import send_in_transaction
from models import db
from tests.e2e.probe_actors import CREATE_PROBE_TABLE, probe_record
from tests.harness import scalar, start_worker, wait_until


@pytest.fixture
def probe_worker():
    db.execute_sql(CREATE_PROBE_TABLE)
    worker = start_worker("tests.e2e.probe_actors", queues=["probe"])
    yield worker
    worker.stop()


def runs(token):
    return scalar("SELECT count(*) FROM probe_run WHERE token = %s", (token,))


def queue_is_empty():
    return scalar("SELECT count(*) FROM hourglass.message WHERE queue_name LIKE 'probe%%'") == 0


def test_rolled_back_message_never_runs_and_committed_one_runs_once(probe_worker):
    with db.atomic() as transaction:
        send_in_transaction(probe_record, "rolled-back")
        transaction.rollback()
    with db.atomic():
        send_in_transaction(probe_record, "committed")

    wait_until(
        lambda: runs("committed") == 1 and queue_is_empty(), message="committed message to run"
    )
    assert runs("rolled-back") == 0
    assert runs("committed") == 1


def test_delayed_message_runs_no_earlier_than_its_delay(probe_worker):
    with db.atomic():
        sent_at = db.now()
        send_in_transaction(probe_record, "delayed", delay_ms=1500)

    wait_until(lambda: runs("delayed") == 1, message="delayed message to run")
    waited = scalar(
        "SELECT extract(epoch FROM ran_at - %s) FROM probe_run WHERE token = 'delayed'", (sent_at,)
    )
    assert float(waited) >= 1.5
