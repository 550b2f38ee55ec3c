"""Delivery: the actor that POSTs a recorded notification request to the notification
service, retrying server errors and timeouts with backoff.
"""

import logging

import dramatiq

from actors.notifications import settings as settings_module
from actors.notifications.client import http_client, post_notification
from actors.notifications.rules import DELIVERY_QUEUE, delivery_backoff_ms
from hourglass.core.errors import MALFORMED_MESSAGE
from hourglass.core.flow_limits import FlowLimit
from hourglass.core.validation import message_uuid
from models import db
from models import notifications as store

logger = logging.getLogger(__name__)


def _delivery_may_retry(retries, exception) -> bool:
    """A Retry is raised only while the request's own attempt count allows one; any other
    error (the database went away) gets the configured number of retries."""
    return isinstance(exception, dramatiq.Retry) or retries < settings_module.load().max_retries


def _open_client(actor, settings) -> None:
    """The process's HTTP client, made at boot: the first deliveries do not pay for it (an
    SSL context, a hundred milliseconds or more), which would also bunch them up against
    the next ones behind HOURGLASS_NOTIFICATION_RATE."""
    http_client(settings_module.load().timeout.total_seconds())


@dramatiq.actor(
    actor_name="deliver_notification",
    queue_name=DELIVERY_QUEUE,
    priority=10,
    retry_when=_delivery_may_retry,
    min_backoff=1000,
    throws=MALFORMED_MESSAGE,
    flow_limit=lambda: FlowLimit(per_second=settings_module.load().rate),
    at_boot=_open_client,
)
def deliver_notification(request_id) -> None:
    """POST the request to the notification service, with its id as idempotency key.
    2xx → SENT; 4xx → FAILED at once; 5xx or timeout → retried with backoff, FAILED when
    the retries are spent; no service configured → SKIPPED."""
    message_uuid("request_id", request_id)
    settings = settings_module.load()
    url = settings.service_url
    with db.atomic():
        if url is None:
            if store.finish_delivery(request_id, "SKIPPED", "no_url"):
                logger.info("event=delivery_skipped request_id=%s reason=no_url", request_id)
            return
        started = store.start_delivery(request_id)
    if started is None:
        logger.info("event=delivery_ignored request_id=%s reason=finished", request_id)
        return
    payload, attempt = started
    outcome, detail = post_notification(url, request_id, payload, settings.timeout)
    if outcome == "RETRY" and attempt <= settings.max_retries:
        with db.atomic():
            store.note_delivery_error(request_id, detail)
        delay_ms = delivery_backoff_ms(attempt, settings.min_backoff)
        logger.warning(
            "event=delivery_retry request_id=%s attempt=%d error=%s delay_ms=%d",
            request_id,
            attempt,
            detail,
            delay_ms,
        )
        raise dramatiq.Retry(detail, delay=delay_ms)
    status = "SENT" if outcome == "SENT" else "FAILED"
    with db.atomic():
        store.finish_delivery(request_id, status, None if status == "SENT" else detail)
    logger.info(
        "event=delivery_%s request_id=%s attempt=%d detail=%s",
        status.lower(),
        request_id,
        attempt,
        detail,
    )
