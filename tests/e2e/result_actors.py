"""Test-only actors that store results, run by real worker processes: a group's members, its
completion callback (which records each run), and a short piece of work for pipelines and
the latency of a blocking get_result."""

import os
import time

import dramatiq

from models import db

QUEUE = "results_e2e"
CREATE_CALLBACK_TABLE = (
    "CREATE TABLE IF NOT EXISTS result_callback_run (token text NOT NULL, pid int NOT NULL)"
)


@dramatiq.actor(actor_name="result_member", queue_name=QUEUE, store_results=True, max_retries=0)
def result_member(number):
    """Which process ran it: a group's members spread over the worker's processes."""
    return [number, os.getpid()]


@dramatiq.actor(actor_name="result_group_done", queue_name=QUEUE, max_retries=0)
def result_group_done(token):
    db.execute_sql(
        "INSERT INTO result_callback_run (token, pid) VALUES (%s, %s)", (token, os.getpid())
    )


@dramatiq.actor(actor_name="result_add", queue_name=QUEUE, store_results=True, max_retries=0)
def result_add(x, y):
    time.sleep(0.02)  # the caller is waiting for it before it commits
    return x + y
