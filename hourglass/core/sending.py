"""Transactional send: a message written on the caller's Peewee connection exists exactly
when the caller's transaction commits (its NOTIFY is delivered at commit too). Rolled back,
never sent; committed, sent once."""

import dramatiq
from dramatiq.middleware import Middleware

from hourglass.core import tracing
from hourglass.core.broker import get_broker
from hourglass.core.database import db
from hourglass.core.store.schema import NOTIFY_WITHIN_MS


def send_in_transaction(actor, *args, delay_ms=None, **kwargs) -> dramatiq.Message:
    """Send `actor(*args, **kwargs)` as part of the caller's current transaction."""
    (message,) = enqueue_in_transaction([actor.message(*args, **kwargs)], delay_ms=delay_ms)
    return message


def enqueue_in_transaction(messages, delay_ms=None, *, notify=True) -> list[dramatiq.Message]:
    """Write the queue rows of `messages` on the Peewee connection, in one statement; with
    `delay_ms`, none of them is claimable before that delay has passed."""
    return schedule_in_transaction(messages, [delay_ms or 0] * len(messages), notify=notify)


def schedule_in_transaction(messages, delays_ms, *, notify=True) -> list[dramatiq.Message]:
    """Write each message on its own queue, claimable only once its own delay has passed
    (counted from the transaction's `now()`), in the caller's transaction.

    With `notify` (the default) the transaction NOTIFYs their queues' consumers in every
    process, and the waker hears of a delayed message due within NOTIFY_WITHIN_MS (5 s; it
    finds a later one at its next look, within a second). But a transaction that NOTIFYs
    holds a cluster-wide lock from then to the end of its commit, WAL flush included:
    notifying transactions commit one at a time. An actor that sends a message due at once
    from each of many transactions passes `notify=False`: its own process's consumers are
    woken after the commit, the other processes' find the message at their next claim (a
    finished message makes a consumer whose last claim brought all it asked for claim
    again) or poll (within a second)."""
    if not notify and any(d and d < NOTIFY_WITHIN_MS for d in delays_ms):
        # The waker would not hear of it before it falls due: up to its next look late.
        raise ValueError(
            "a message due within 5 s needs its NOTIFY (notify=False is for messages due"
            " at once, or later than that)"
        )
    broker = get_broker()
    hooks = _before_enqueue_hooks(broker)
    for message, delay_ms in zip(messages, delays_ms, strict=True):
        for hook in hooks:
            hook(broker, message, delay_ms)
    if messages:
        queues = sorted({m.queue_name for m in messages})
        with tracing.statement("enqueue", **{"messaging.batch.message_count": len(messages)}):
            broker.store.send(db.execute_sql, messages, delays_ms, queues if notify else [])
        if not notify:
            db.after_commit(lambda: broker.notifier.wake_in_this_process(queues))
    return list(messages)


def _before_enqueue_hooks(broker) -> list:
    """The middleware that act before an enqueue: the others' no-op hooks are not called
    once per message of a batch."""
    return [
        m.before_enqueue
        for m in broker.middleware
        if type(m).before_enqueue is not Middleware.before_enqueue
    ]
