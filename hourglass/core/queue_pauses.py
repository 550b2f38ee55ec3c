"""Paused queues. A pause lives in `queue_pause`, so it holds for every worker of every host
and across their restarts: the broker's claim takes nothing from a paused queue, and a
worker hands back, unstarted, a message it had claimed before the pause (`PausedQueues`).
Messages stay queued; resuming wakes the queue's consumers at commit."""

import threading
import time

import dramatiq
from dramatiq.middleware import Middleware, SkipMessage
from dramatiq_postgres.utils import transaction

from hourglass.core import audit
from hourglass.core.database import db
from hourglass.core.errors import InvalidInput
from hourglass.core.store import pauses as stored

#: A worker process reads the paused queues at most this often (seconds): a message it had
#: claimed before a pause starts no later than this after it.
PAUSES_READ_EVERY = 0.5


def paused_queues() -> set[str]:
    return stored.paused(db.execute_sql)


def pause(queue_names: list[str], operator: audit.Operator) -> list[str]:
    """Pause each queue; returns those that were not paused already (a repeat changes
    nothing, and is logged as such)."""
    return _act(
        queue_names,
        operator,
        "pause",
        lambda name: stored.pause(db, name, operator.name),
        "already paused",
    )


def resume(queue_names: list[str], operator: audit.Operator) -> list[str]:
    """Resume each queue; returns those that were paused."""
    return _act(
        queue_names, operator, "resume", lambda name: stored.resume(db, name), "was not paused"
    )


def _act(queue_names, operator, action, act_on, unchanged) -> list[str]:
    """One audited action over the queues: their outcomes in one row (a refusal, an unknown
    queue, changes none of them)."""
    names = list(dict.fromkeys(queue_names))
    with audit.acting(operator, f"queue.{action}", ", ".join(names) or "-") as outcome:
        _check_known(names)
        changed = [name for name in names if act_on(name)]
        outcomes = [f"{action}d" if name in changed else unchanged for name in names]
        outcome.text = (
            outcomes[0]
            if len(names) == 1
            else "; ".join(f"{name} {said}" for name, said in zip(names, outcomes, strict=True))
        )
    return changed


def known_queues() -> list[str]:
    """Queues one may pause or resume: those of the actors declared on this process's
    broker (the operator face declares them all), those with messages waiting in the queue
    table or held by a worker, and those paused."""
    declared = set(dramatiq.get_broker().get_declared_queues())
    waiting = stored.queues_with_messages(db)
    return sorted(declared | waiting | paused_queues())


def _check_known(queue_names: list[str]) -> None:
    if not queue_names:
        raise InvalidInput("name at least one queue")
    known = known_queues()
    unknown = [name for name in queue_names if name not in known]
    if unknown:
        raise InvalidInput(f"unknown queue {unknown[0]!r} (queues: {', '.join(known)})")


class PausedQueues(Middleware):
    """On a worker: a message of a queue paused since the consumer claimed it goes back to
    the queue, unstarted (a consumer claims ahead of its threads, and a claimed message
    could otherwise start long after the pause)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.paused: set[str] = set()
        self.read_at = float("-inf")

    def before_process_message(self, broker, message) -> None:
        if message.queue_name in self._paused(broker):
            broker.hand_back_own_claims([message.message_id])
            # Its ack must not delete the row: this process may claim it again on a resume.
            broker.mark_settled(message.message_id)
            raise SkipMessage(f"queue {message.queue_name} is paused")

    def _paused(self, broker) -> set[str]:
        with self.lock:
            if time.monotonic() - self.read_at >= PAUSES_READ_EVERY:
                with transaction(broker.pool) as cursor:
                    self.paused = stored.paused(cursor.execute)
                self.read_at = time.monotonic()
            return self.paused
