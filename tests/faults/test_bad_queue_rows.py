"""Rows on the queue that a worker cannot run: they become dead letters with a reason, and
the valid messages claimed in the same batch still run, each once."""

import uuid

import pytest
from psycopg.types.json import Jsonb

import actors  # noqa: F401  (the broker)
from hourglass.core import dead_letters
from hourglass.core.sending import enqueue_in_transaction
from models import db
from tests.e2e.probe_actors import CREATE_PROBE_TABLE, probe_record
from tests.harness import on_the_cold_lane, scalar, start_worker, wait_until

#: Valid messages committed with the bad row: several claim batches' worth.
VALID_MESSAGES = 30


@pytest.fixture
def probe_table():
    db.execute_sql(CREATE_PROBE_TABLE)


def insert_raw_row(message_json):
    message_id = str(uuid.uuid4())
    db.execute_sql(
        """INSERT INTO dramatiq.queue (queue_name, message_id, "state", message, available_at)
           VALUES ('probe', %s, 'queued', %s, now())""",
        (message_id, Jsonb(message_json)),
    )
    return message_id


def commit_valid_messages_around(bad_message):
    with db.atomic():
        half = VALID_MESSAGES // 2
        enqueue_in_transaction([probe_record.message(f"before-{i}") for i in range(half)])
        bad_id = insert_raw_row(bad_message)
        enqueue_in_transaction(
            [probe_record.message(f"after-{i}") for i in range(VALID_MESSAGES - half)]
        )
    return bad_id


def runs_per_token():
    return dict(db.execute_sql("SELECT token, count(*) FROM probe_run GROUP BY token").fetchall())


@pytest.mark.parametrize(
    ("bad_message", "reason"),
    [
        ({"not": "a dramatiq message"}, "undecodable message"),
        ("just a string", "undecodable message"),
        (
            {
                "queue_name": "probe",
                "actor_name": "no_such_actor",
                "args": [],
                "kwargs": {},
                "options": {},
                "message_id": "x",
                "message_timestamp": 0,
            },
            "no_such_actor",
        ),
    ],
    ids=["object", "string", "unknown-actor"],
)
def test_bad_row_becomes_a_dead_letter_with_its_reason_and_strands_nothing(
    probe_table, bad_message, reason
):
    bad_id = commit_valid_messages_around(bad_message)
    worker = start_worker("tests.e2e.probe_actors", queues=["probe"], threads=4)
    try:
        wait_until(
            lambda: sum(runs_per_token().values()) >= VALID_MESSAGES,
            timeout=30,
            message="valid messages",
        )
        wait_until(
            lambda: (
                scalar(
                    """SELECT count(*) FROM dramatiq.queue WHERE queue_name = 'probe' AND "state" <> 'rejected'"""
                )
                == 0
            ),
            timeout=15,
            message="queue settled",
        )
    finally:
        worker.stop()

    assert sorted(runs_per_token().values()) == [1] * VALID_MESSAGES
    (letter,) = dead_letters.list_dead_letters(queue="probe")
    assert letter.message_id == bad_id
    assert letter.error and reason in letter.error


def test_claims_no_worker_thread_holds_go_back_when_a_consumer_starts(probe_table):
    """A consumer that lost its connection dropped its prefetched messages; the consumer
    that replaces it hands back this process's claims no worker thread holds."""
    from hourglass.core.broker import broker

    with on_the_cold_lane("probe"), db.atomic():
        (held, orphaned) = enqueue_in_transaction(
            [probe_record.message("held"), probe_record.message("orphaned")]
        )
    db.execute_sql(
        """UPDATE dramatiq.queue SET "state" = 'consumed', worker_id = %s, consumed_at = now()""",
        (broker.worker_id,),
    )
    broker.in_processing_of("probe").add(held.message_id)
    consumer = broker.consume("probe", prefetch=0)
    try:
        consumer.claim(0)
        states = dict(
            db.execute_sql('SELECT message_id::text, "state"::text FROM dramatiq.queue').fetchall()
        )
        assert states == {held.message_id: "consumed", orphaned.message_id: "queued"}
    finally:
        broker.in_processing_of("probe").clear()
        consumer.close()
