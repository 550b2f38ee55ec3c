"""periodiq's option on hourglass's broker: the `periodic` actor option, and how a message
periodiq's own loop sent is told apart (the scheduler process decides those in the database
instead, hourglass.core.scheduler)."""

import dramatiq
from dramatiq.middleware import Middleware


class PeriodicActors(Middleware):
    """Declares periodiq's `periodic` actor option on hourglass's broker, without periodiq's
    middleware: that one drops a tick that waited more than 30 s behind other messages,
    and the daily prepare or the SLA cutoff must never be dropped."""

    @property
    def actor_options(self) -> set[str]:
        return {"periodic"}


def sent_by_periodiq(actor: dramatiq.Actor, message: dramatiq.Message) -> bool:
    """periodiq's loop sends a periodic actor with `scheduled_at`, its own clock's minute,
    and never a retry (a fired tick's retry is sent with its `scheduled_at` too, by a
    worker's Retries: it must be enqueued as it is)."""
    return (
        "periodic" in actor.options
        and "scheduled_at" in message.options
        and "retries" not in message.options
        and "transient_retries" not in message.options
    )
