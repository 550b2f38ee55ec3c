"""What an operator does to notifications: resend a FAILED delivery (the service fixed),
cancel a job still waiting. Each runs in one transaction with its audit row; a delivery or
a job in another state is refused, unchanged."""

from actors.notifications.delivery import deliver_notification
from hourglass.core import audit
from hourglass.core.errors import InvalidInput
from hourglass.core.sending import enqueue_in_transaction
from hourglass.core.settlement import cancel_queued_messages
from hourglass.core.validation import message_uuid, positive_id
from models import notifications as store


def resend_failed_delivery(request_id, operator: audit.Operator) -> None:
    request_id = message_uuid("request_id", request_id)
    with audit.acting(operator, "delivery.resend", f"notification request {request_id}") as done:
        message = deliver_notification.message(str(request_id))
        if not store.resend_failed_delivery(request_id, message.message_id):
            status = store.delivery_status(request_id)
            if status is None:
                raise InvalidInput(f"notification request {request_id} does not exist")
            raise InvalidInput(f"notification request {request_id} is {status}, not FAILED")
        enqueue_in_transaction([message])
        done.text = "PENDING again, delivery sent"


def cancel_scheduled_job(job_id, operator: audit.Operator) -> None:
    """The job will not fire (a later state change of its task plans its jobs anew)."""
    positive_id("job_id", job_id)
    with audit.acting(operator, "job.cancel", f"scheduled job {job_id}") as done:
        cancelled, timers = store.cancel_job(job_id)
        if not cancelled:
            status = store.job_status(job_id)
            if status is None:
                raise InvalidInput(f"scheduled job {job_id} does not exist")
            raise InvalidInput(f"scheduled job {job_id} is {status}, not SCHEDULED")
        cancel_queued_messages(timers)
        done.text = "CANCELLED, timer removed"
