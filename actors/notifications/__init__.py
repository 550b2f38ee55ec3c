"""Exact-time task notifications (SPEC §3): reminders and deadline checks that follow every
state change of a task and fire once, at their time, however many workers run.

`service` moves a task and its schedule in the caller's transaction; `firing` gives each
version of a scheduled job one delayed broker message, and at its time re-checks the task
and records a notification request; `delivery` POSTs it to the notification service through
`client`. `rules` holds the pure decisions they share.
"""

from actors.notifications.delivery import deliver_notification
from actors.notifications.firing import (
    fire_scheduled_job,
    resend_lost_deliveries,
    resend_lost_timers,
    sweep_scheduled_jobs,
)
from actors.notifications.rules import (
    delivery_backoff_ms,
    firing_decision,
    notification_for,
)
from actors.notifications.service import (
    change_task_status,
    complete_task,
    create_task,
    reassign_task,
    record_progress_activity,
    refund_task,
)

__all__ = [
    "change_task_status",
    "complete_task",
    "create_task",
    "deliver_notification",
    "delivery_backoff_ms",
    "fire_scheduled_job",
    "firing_decision",
    "notification_for",
    "reassign_task",
    "record_progress_activity",
    "refund_task",
    "resend_lost_deliveries",
    "resend_lost_timers",
    "sweep_scheduled_jobs",
]
