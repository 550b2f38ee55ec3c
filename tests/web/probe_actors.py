"""Test-only actors: one logs a line while it runs and one fails (the JSON log test); one
fails until its token is allowed, then records its run (the dead-letter replay test)."""

import logging

import dramatiq

from hourglass.core.broker import get_broker
from models import db

get_broker()  # the broker first: actors register on it
logger = logging.getLogger(__name__)

CREATE_TABLES = """
CREATE TABLE IF NOT EXISTS web_probe_allowed (token text PRIMARY KEY);
CREATE TABLE IF NOT EXISTS web_probe_done (token text NOT NULL);
"""


@dramatiq.actor(actor_name="log_probe_work", queue_name="log_probe", max_retries=0)
def log_probe_work(secret):
    logger.info("event=log_probe_working secret_length=%s", len(secret))


@dramatiq.actor(
    actor_name="log_probe_fail",
    queue_name="log_probe",
    max_retries=1,
    min_backoff=10,
    max_backoff=10,
)
def log_probe_fail(secret):
    raise RuntimeError("the probe fails on purpose")


@dramatiq.actor(actor_name="web_probe_until_allowed", queue_name="web_probe", max_retries=0)
def web_probe_until_allowed(token):
    """Dead-letters with `token` in its error until the token is allowed."""
    if (
        db.execute_sql("SELECT 1 FROM web_probe_allowed WHERE token = %s", (token,)).fetchone()
        is None
    ):
        raise RuntimeError(f"not allowed yet: {token}")
    db.execute_sql("INSERT INTO web_probe_done (token) VALUES (%s)", (token,))
