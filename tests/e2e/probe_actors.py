"""A test-only actor that records each run, to watch the broker itself."""

import time

import dramatiq

from models import db

CREATE_PROBE_TABLE = (
    "CREATE TABLE IF NOT EXISTS probe_run (token text NOT NULL, ran_at timestamptz NOT NULL)"
)


@dramatiq.actor(actor_name="probe_record", queue_name="probe", max_retries=0)
def probe_record(token):
    db.execute_sql("INSERT INTO probe_run (token, ran_at) VALUES (%s, clock_timestamp())", (token,))


@dramatiq.actor(actor_name="probe_slow", queue_name="probe", max_retries=0)
def probe_slow(token, seconds):
    """Records its start, works `seconds`, records its end: in flight in between."""
    db.execute_sql(
        "INSERT INTO probe_run (token, ran_at) VALUES (%s, clock_timestamp())",
        (f"started {token}",),
    )
    time.sleep(seconds)
    db.execute_sql(
        "INSERT INTO probe_run (token, ran_at) VALUES (%s, clock_timestamp())", (f"done {token}",)
    )


@dramatiq.actor(actor_name="probe_record_elsewhere", queue_name="probe_other", max_retries=0)
def probe_record_elsewhere(token):
    """probe_record on a queue of its own: shows a worker still takes other queues' work."""
    probe_record.fn(token)


@dramatiq.actor(
    actor_name="probe_slow_few_ahead", queue_name="probe_few_ahead", max_retries=0, queue_prefetch=2
)
def probe_slow_few_ahead(token, seconds):
    """probe_slow on a queue whose consumers hold at most two messages at once."""
    probe_slow.fn(token, seconds)
