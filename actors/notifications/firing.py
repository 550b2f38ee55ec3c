"""Firing: each version of a scheduled job has one timer, a broker message due at the
job's time; at that time the job re-checks its task and records a notification request
(sent for delivery in the same transaction), or its outcome. A sweep re-sends timers and
deliveries the broker lost.
"""

import logging
import math
import uuid

import dramatiq

from actors.notifications import settings as settings_module
from actors.notifications.delivery import deliver_notification
from actors.notifications.rules import (
    CHANNEL,
    FIRE_QUEUE,
    PURPOSES,
    SOURCE_SERVICE,
    Decision,
    firing_decision,
    notification_for,
)
from hourglass.core import tracing
from hourglass.core.errors import MALFORMED_MESSAGE
from hourglass.core.scheduler import cron
from hourglass.core.sending import enqueue_in_transaction, schedule_in_transaction
from hourglass.core.settlement import (
    claiming_beside,
    current_claim,
    first_attempt_of_a_message,
    holding,
    settle_current_message_in_transaction,
)
from hourglass.core.validation import positive_id
from models import db
from models import notifications as store

logger = logging.getLogger(__name__)

#: Lost timers or deliveries one sweep re-sends at most.
SWEEP_BATCH = 1000
#: Jobs one firing fires at most: its own and other due timers it takes along.
FIRE_BATCH = 100
#: Messages after which a firing's take-along takes no further stripe of the hot lane. At
#: 10,000 reminders a minute a firing finds a few, and takes them from every stripe. At
#: 100,000, when the take held each stripe's turn to the firing's commit, a take of every
#: stripe made the firings run one after another (docs/decisions/evidence/0008-03); its
#: turns are now held for its own statement only, and a take of up to 99 fired no more a
#: second than 16 did (evidence 0008-06).
FIRE_TAKE_ENOUGH = 16
#: Timers a worker process holds claimed at once (dramatiq's default: twice its threads).
#: A timer claimed ahead is out of reach of the other firings' takes and fires later,
#: alone, once a thread is free: at 100,000 due in a minute, 16 a process left 12% of the
#: timers firing alone, 57 ms late on average (p99 of all 100-131 ms); 4 leaves 2-3% (p99
#: 54-68 ms; docs/notifications.md).
FIRE_PREFETCH = 4


def send_timers(jobs) -> None:
    """One timer message per job version, due at its fire time by the database clock: the
    enqueue adds each delay to the same transaction time it was computed from. Timers wait
    on the firing queue itself and the platform wakes its consumers when they come due
    (`hourglass.core.due_wakeup`)."""
    messages, delays_ms = [], []
    for timer in jobs:
        messages.append(
            fire_scheduled_job.message(timer.id, timer.version).copy(
                message_id=str(timer.message_id)
            )
        )
        delays_ms.append(max(0, math.ceil((timer.fire_at - timer.now).total_seconds() * 1000)))
    schedule_in_transaction(messages, delays_ms)


@dramatiq.actor(
    actor_name="fire_scheduled_job",
    queue_name=FIRE_QUEUE,
    max_retries=20,
    min_backoff=500,
    throws=MALFORMED_MESSAGE,
    queue_prefetch=FIRE_PREFETCH,
)
def fire_scheduled_job(job_id, version) -> None:
    """At the job's time, in one transaction: lock the task (and with it its jobs), find
    this version of the job still waiting, re-check the task, and record the notification
    request and send its delivery — or record the job SKIPPED or MISSED. A stale or
    repeated message changes nothing; a malformed one is dead-lettered at once.

    Run by a worker (a first attempt: a retry fires its own job alone), it also fires the
    other timers due by then that no consumer holds yet (up to FIRE_BATCH in all): the hot
    lane's claimed for this worker just before the transaction, the cold lane's taken out of
    the queue in it; the transaction settles those it fires and hands back the rest, and a
    failure hands them all back. When many jobs come due together, a commit serves many
    firings, not one each."""
    positive_id("job_id", job_id)
    positive_id("version", version)
    allowed_lateness = settings_module.load().allowed_lateness
    own_claim = current_claim()
    take_along = first_attempt_of_a_message()  # a worker's message: own_claim is set
    with claiming_beside(own_claim):
        # The ring's due timers are claimed before the transaction, in one of their own: a
        # claim inside it would hold its stripes' turns until its commit.
        ring_claims = (
            store.claim_due_timers(FIRE_BATCH - 1, FIRE_TAKE_ENOUGH, own_claim)
            if own_claim is not None and take_along
            else []
        )
        with holding(ring_claims), tracing.statement("fire_jobs"), db.atomic():
            settle_current_message_in_transaction()
            # This job's task first: a change of it in progress is waited for, holding
            # nothing else. Then the others, which are taken only with their tasks locked.
            tasks = store.lock_tasks_of_jobs([job_id])
            taken = (
                store.take_due_timers(
                    FIRE_QUEUE,
                    fire_scheduled_job.actor_name,
                    FIRE_BATCH - 1,
                    own_claim,
                    ring_claims,
                )
                if take_along
                else []
            )
            timers = list(dict.fromkeys([(job_id, version), *taken]))
            if taken:
                tasks = store.lock_tasks_of_jobs(job_id for job_id, _ in timers)
            outcomes = fire_jobs(timers, tasks, allowed_lateness)
    for job, task, decision in outcomes:
        logger.info(
            "event=job_%s job_id=%s version=%s task_id=%s kind=%s reason=%s lateness_ms=%d",
            decision.status.lower(),
            job.id,
            job.version,
            task.id,
            job.kind,
            decision.reason,
            (job.now - job.fire_at).total_seconds() * 1000,
        )


def fire_jobs(timers, tasks, allowed_lateness) -> list[tuple[store.DueJob, store.Task, Decision]]:
    """Fire the job versions of `timers` ((job id, version)) that still wait, in the
    caller's transaction, holding the locks of their `tasks` (by id); returns each one's
    decision (a stale timer has none)."""
    jobs = store.current_jobs(timers)
    for job_id, version in set(timers) - {(job.id, job.version) for job in jobs}:
        logger.info("event=job_stale job_id=%s version=%s", job_id, version)
    outcomes, firings, others = [], [], []
    for job in jobs:
        task = tasks[job.task_id]
        if job.now < job.fire_at:
            _send_timer_again(job)
            continue
        decision = firing_decision(
            job.kind, job.parameters, job.fire_at, task, job.now, allowed_lateness
        )
        outcomes.append((job, task, decision))
        if decision.status != "FIRED":
            others.append((job.id, decision.status, decision.reason, job.now))
            continue
        firings.append(_notification_request(job, task))
        if job.kind == "DEADLINE_CHECK" and job.parameters["status"] == "IN_PROGRESS":
            store.mark_overdue_notified(task.id, job.now)
            task.overdue_notified_at = job.now  # a second check of this task in the batch sees it
    # Many firings a second at peak: no NOTIFY to serialise their commits (see
    # `schedule_in_transaction`); this process's delivery consumers are woken after it.
    deliveries = enqueue_in_transaction(
        [deliver_notification.message(str(f.request_id)) for f in firings], notify=False
    )
    store.record_firings(firings, [m.message_id for m in deliveries])
    store.record_job_outcomes(others)
    return outcomes


def _send_timer_again(job) -> None:
    """A timer never comes due early; a message that arrives before its job's time was sent
    by hand (a replayed dead letter), so the job gets a timer for its own time again."""
    message_id = uuid.uuid4()
    # Its delay counts from the transaction's now(), as the send adds it to that.
    send_timers([store.JobTimer(job.id, job.version, job.fire_at, message_id, db.now())])
    store.set_job_message_ids([(job.id, message_id)])
    logger.warning("event=job_early job_id=%s version=%s action=timer_resent", job.id, job.version)


def _notification_request(job, task) -> store.Firing:
    request_id = uuid.uuid4()
    recipient, message = notification_for(job.kind, job.parameters, task)
    payload = {
        "notificationId": str(request_id),
        "purpose": PURPOSES[job.kind],
        "recipient": recipient,
        "channel": CHANNEL,
        "sourceService": SOURCE_SERVICE,
        "message": message,
        "data": {"taskId": task.id, "kind": job.kind, **job.parameters},
    }
    return store.Firing(
        request_id,
        job.id,
        job.version,
        task.id,
        PURPOSES[job.kind],
        f"{recipient['role']}:{recipient['id']}",
        payload,
        job.now,
    )


@dramatiq.actor(
    actor_name="sweep_scheduled_jobs",
    queue_name="scans",
    max_retries=0,
    time_limit=5 * 60_000,
    periodic=cron("* * * * *"),
)
def sweep_scheduled_jobs() -> None:
    """The table is the truth: re-send timers and deliveries whose broker message is gone."""
    resend_lost_timers()
    resend_lost_deliveries()


def resend_lost_timers() -> int:
    """A job past due, still waiting, whose message the broker no longer has, gets a new one."""
    with db.atomic():
        jobs = store.lost_timers(settings_module.load().resend_after, SWEEP_BATCH)
        messages = enqueue_in_transaction(
            [fire_scheduled_job.message(job_id, version) for job_id, version in jobs]
        )
        store.set_job_message_ids(
            [(job_id, m.message_id) for (job_id, _), m in zip(jobs, messages, strict=True)]
        )
    if jobs:
        logger.warning("event=timers_resent count=%d", len(jobs))
    return len(jobs)


def resend_lost_deliveries() -> int:
    """A pending request whose delivery message is gone gets a new one."""
    with db.atomic():
        request_ids = store.lost_deliveries(settings_module.load().resend_after, SWEEP_BATCH)
        messages = enqueue_in_transaction(
            [deliver_notification.message(str(r)) for r in request_ids]
        )
        store.set_request_message_ids(
            [(r, m.message_id) for r, m in zip(request_ids, messages, strict=True)]
        )
    if request_ids:
        logger.warning("event=deliveries_resent count=%d", len(request_ids))
    return len(request_ids)
