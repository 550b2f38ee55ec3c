"""Test-only actors for the JSON log test: one logs a line while it runs, one fails."""

import logging

import dramatiq

import hourglass.broker  # noqa: F401  (the broker first: actors register on it)

logger = logging.getLogger(__name__)


@dramatiq.actor(actor_name="log_probe_work", queue_name="log_probe", max_retries=0)
def log_probe_work(secret):
    logger.info("event=log_probe_working secret_length=%s", len(secret))


@dramatiq.actor(actor_name="log_probe_fail", queue_name="log_probe", max_retries=1, min_backoff=10, max_backoff=10)
def log_probe_fail(secret):
    raise RuntimeError("the probe fails on purpose")
