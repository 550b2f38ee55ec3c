"""An actor's own settlement of its messages: the message it runs, settled in its last
transaction so that its effect and its settlement commit together (a crash can no longer run
a finished message again, and its ack costs nothing), and the messages a take-along claimed
beside it: settled with it, later, or handed back.
"""

import logging
from collections.abc import Iterator
from contextlib import contextmanager

from dramatiq.middleware import CurrentMessage

from hourglass.core.broker import get_broker
from hourglass.core.database import db
from hourglass.core.store.claims import Claim, ring_position_of

logger = logging.getLogger(__name__)


def settle_current_message_in_transaction() -> None:
    """Settle the message being processed in the caller's transaction: its effect and its
    settlement then commit together. Call it in the message's last transaction."""
    claim = current_claim()
    if claim is not None:  # None: called directly, not by a worker, no message to settle
        settle_in_transaction(claim)


def first_attempt_of_a_message() -> bool:
    """Whether the caller runs as a worker's message (not called directly) that has not
    failed before."""
    message = CurrentMessage.get_current_message()
    return message is not None and not message.options.get("retries")


def current_claim() -> Claim | None:
    """The claim of the message being processed; None when called directly, not by a
    worker: nothing to settle. Once a statement that settles it has committed,
    `claim_settled` says so."""
    message = CurrentMessage.get_current_message()
    if message is None:
        return None
    return Claim(
        message.message_id,
        message.queue_name,
        get_broker().worker_id,
        ring_position_of(message),
    )


def claim_settled(claim: Claim | None) -> None:
    """The statement that settled the current message's `claim` (a cold lane's row, or a hot
    lane's receipt) has committed: its ack has nothing left to do."""
    if claim is not None:
        get_broker().mark_settled(claim.message_id)


def settle_later(claims: list[Claim]) -> None:
    """Settle claims an actor took beside its own message, with nothing to commit with
    them, in the process's next batch of acks."""
    for claim in claims:
        get_broker().acks.add(claim.message_id, claim.queue_name, claim.ring_position)


def settle_in_transaction(claim: Claim) -> None:
    """Settle `claim` in the caller's transaction: the current message's (its ack then has
    nothing left to do once this commits), or one its actor took beside it."""
    get_broker().store.settle_one(db.execute_sql, claim)
    if claim == current_claim():
        db.after_commit(lambda: get_broker().mark_settled(claim.message_id))


def hand_back(claims: list[Claim]) -> None:
    """Put claims an actor took beside its own message back on their queues at once, unrun."""
    if claims:
        get_broker().hand_back_own_claims([claim.message_id for claim in claims])


@contextmanager
def claiming_beside(own: Claim | None) -> Iterator[None]:
    """Around an actor's claims beside its own message (`own`), from the claim to the end of
    its `holding`. A claim commits before its result is read: when the block raises, that
    result may have been lost (the connection dropped as it was read, a time limit struck
    just after), its claims this live process's, held by no thread. The queue's consumer
    then hands back the process's claims of the queue that no thread holds, at its next
    claim, as it does when it starts; they waited for the worker to stop before."""
    try:
        yield
    except BaseException:
        if own is not None:
            get_broker().suspect_orphans(own.queue_name)
        raise


@contextmanager
def holding(claims: list[Claim]) -> Iterator[None]:
    """Claims an actor took beside its own message are held as the messages its worker
    threads run are: a consumer that restarts meanwhile does not hand them back as orphans.
    Those the actor has not settled when it fails go back to their queue at once."""
    broker = get_broker()
    for claim in claims:
        broker.in_processing_of(claim.queue_name).add(claim.message_id)
    try:
        yield
    except BaseException:
        try:
            broker.hand_back_own_claims([claim.message_id for claim in claims])
        except Exception as exc:  # the consumer hands them back when it reconnects
            logger.warning("event=claims_hand_back_failed error=%s", type(exc).__name__)
        raise
    finally:
        for claim in claims:
            broker.in_processing_of(claim.queue_name).discard(claim.message_id)


def cancel_queued_messages(message_ids) -> int:
    """Remove waiting messages no worker holds yet (cancelled timers), in the caller's
    transaction; returns how many."""
    if not message_ids:
        return 0
    return get_broker().store.cancel_queued(db.execute_sql, [str(i) for i in message_ids])
