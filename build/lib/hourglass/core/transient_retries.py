"""Retries of every actor's messages whose attempt met a passing database fault (a cut
connection, a restart or failover, a serialization failure or deadlock: as
`hourglass.core.errors.transient_database_error` decides), in this one place: such an attempt is
tried again after a capped backoff, whatever the actor's `max_retries`, and does not count
as one of its retries. Only a real defect reaches the dead letters.
"""

import logging
import random
import time

from dramatiq.middleware import Retries

from hourglass.core.dead_letters import exception_summary
from hourglass.core.errors import transient_database_error

logger = logging.getLogger(__name__)

#: The first retry after a transient fault waits about this long, doubling up to the cap.
MIN_BACKOFF_MS = 500
MAX_BACKOFF_MS = 30_000
#: After this many transient retries of one message (over an hour at the cap) the actor's
#: own retry rule decides: a "passing" fault that never passes is a defect to look at.
MAX_TRANSIENT_RETRIES = 120
#: Pause between tries of putting the retry on its queue while the database is away (each
#: try is dramatiq-postgres's own, which backs off up to 30 s over 10 attempts).
REQUEUE_PAUSE_S = 1.0

TRANSIENT_RETRIES = "transient_retries"


def transient_backoff_ms(retries: int) -> int:
    """The delay before transient retry number `retries` + 1: doubling from MIN_BACKOFF_MS,
    capped, with jitter so that a deployment's messages do not all come back at once."""
    ceiling = min(MIN_BACKOFF_MS * 2**retries, MAX_BACKOFF_MS)
    return int(ceiling / 2 + random.random() * ceiling / 2)


class TransientFaultRetries(Retries):
    """dramatiq's Retries, which first takes the attempts that met a transient database
    fault: those go back on their queue after `transient_backoff_ms`, their count of
    ordinary retries untouched."""

    def after_process_message(self, broker, message, *, result=None, exception=None) -> None:
        transient_retries = message.options.get(TRANSIENT_RETRIES, 0)
        if (
            exception is None
            or not transient_database_error(exception)
            or transient_retries >= MAX_TRANSIENT_RETRIES
        ):
            super().after_process_message(broker, message, result=result, exception=exception)
            return
        message.options[TRANSIENT_RETRIES] = transient_retries + 1
        delay_ms = transient_backoff_ms(transient_retries)
        logger.warning(
            "event=message_retried reason=transient_database_error actor=%s message_id=%s "
            "transient_retries=%d delay_ms=%d error=%s",
            message.actor_name,
            message.message_id,
            transient_retries + 1,
            delay_ms,
            exception_summary(exception),
        )
        _requeue_until_accepted(broker, message, delay_ms)


def _requeue_until_accepted(broker, message, delay_ms) -> None:
    """Put the retry on its queue, however long the database is away; a worker that stops
    meanwhile hands the claim back instead (it is still this worker's)."""
    while True:
        try:
            broker.enqueue(message, delay=delay_ms)
            return
        except Exception as exc:
            if not transient_database_error(exc) or broker.stopping.is_set():
                raise
            logger.warning(
                "event=retry_requeue_failed message_id=%s error=%s",
                message.message_id,
                type(exc).__name__,
            )
            time.sleep(REQUEUE_PAUSE_S)
