"""A worker process's consumer of one queue: it claims messages through the queue store (both
lanes, or within flow limits), hands the worker what it claimed, and settles what the worker
is done with: acks in batches (hourglass.core.acks), nacks as dead letters.
"""

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import dramatiq
import psycopg
from dramatiq.broker import MessageProxy
from dramatiq.errors import DecodeError
from dramatiq.message import Message
from dramatiq_postgres.broker import CLAIM_BATCH_MAX, PostgresConsumer
from dramatiq_postgres.utils import getconn, raise_connection_error, tidy4json, transaction
from psycopg.types.json import Jsonb

from hourglass.core.dead_letters import exception_summary
from hourglass.core.flow_limits import claim_within_limits
from hourglass.core.store.claims import RING_POSITION, Claim, Claimed, ring_position_of

logger = logging.getLogger(__name__)

# A claim's transaction commits without waiting for its WAL to reach the disk
# (docs/decisions/0003): a crash of the database may forget the last fraction of a second of
# claims, which puts those messages back to run again, as any message may. Everything else
# waits: an ack forgotten so would leave its row claimed by a live worker for good. The wait
# was most of a claim's time: a backlog drained 1.2x (cold lane) and 1.35x (hot lane) faster
# without it (`python -m bench lanes`).
WITHOUT_WAITING_FOR_THE_DISK = "SET LOCAL synchronous_commit = off"


class HourglassConsumer(PostgresConsumer):
    """dramatiq-postgres's consumer, whose ack and nack settle only a claim that is still
    ours (its own delete by message id alone would remove another worker's claim), and whose
    claim turns a message it cannot decode into a dead letter instead of failing the batch
    (the rest of the batch would stay claimed by this live worker forever), and whose wake-up
    heard during a claim is not lost."""

    #: Claimed messages not yet handed to the worker (dramatiq-postgres's prefetch).
    buffer: list[dramatiq.Message]
    #: How long an idle consumer waits for a NOTIFY before claiming again (dramatiq-postgres's).
    timeout_s: float

    def __init__(self, *, refill_at: int, **kwargs) -> None:
        super().__init__(**kwargs)
        #: The consumer claims again only once at most this many of its messages are in the
        #: worker's hands (running, or waiting for a thread), and an ack wakes it only then.
        #: dramatiq's prefetch is twice the worker's threads, so above half of it every
        #: thread is busy and what a claim brings would wait behind the messages handed over
        #: already. dramatiq-postgres claims at every ack (docs/flow-control.md).
        self.refill_at = refill_at
        # Shared by every consumer this process makes for the queue: a consumer restarted
        # after a connection error still knows which claims worker threads hold.
        self.in_processing = self.broker.in_processing_of(self.queue_name)
        self.orphans_handed_back = False
        #: Whether the queue may hold more than the last claim brought: the claim was cut
        #: short by the consumer's capacity or a flow limit, or brought all it asked for. Only
        #: then does an ack wake the consumer: a message sent since comes with its NOTIFY.
        self.more_may_wait = True
        #: The longest an idle consumer waits for a NOTIFY before claiming again.
        self.timeout: float = self.timeout_s

    def get_consume_conn(self) -> Any:
        # Every claim, heartbeat and hand-back takes a connection from the broker's pool for
        # its one transaction, not one kept per queue consumed: a worker's broker
        # connections then do not grow with its queues (hourglass.core.connection_budget).
        return self.pool

    @raise_connection_error
    def __next__(self) -> MessageProxy | None:
        # dramatiq-postgres's, with the wake-up cleared before the claim rather than after it:
        # a NOTIFY heard while a claim runs that finds nothing (the send committed after the
        # claim's snapshot) makes the wait below return at once, for a claim that finds the
        # message. Cleared after the claim, that wake-up was lost, and the message waited for
        # the next ack or poll (up to poll_interval). So was an ack's that came between the
        # look at the capacity and the wait.
        pool = self.get_consume_conn()
        self.broker.maybe_heartbeat(pool)
        if not self.buffer:
            self.wakeup.clear()
            capacity = self.prefetch - len(self.in_processing)
            if capacity > 0:
                self.claim(min(capacity, CLAIM_BATCH_MAX))
            else:
                self.more_may_wait = True
        if self.buffer:
            message = self.buffer.pop(0)
            self.in_processing.add(message.message_id)
            return MessageProxy(message)
        self.wakeup.wait(min(self.timeout_s, self.broker.poll_interval))
        return None

    @raise_connection_error
    def claim(self, limit) -> None:
        if self.broker.stopping.is_set():
            return
        if not self.orphans_handed_back or self.broker.orphans_suspected(self.queue_name):
            self._hand_back_orphans()
        if len(self.in_processing) > self.refill_at:
            self.more_may_wait = True
            return
        store, worker_id = self.broker.store, self.broker.worker_id
        with autocommitting(self.get_consume_conn()) as conn, conn.cursor() as cursor:
            limits = self.broker.flow_limits.of_queue(cursor, self.broker, self.queue_name)
            claimed: list[Claimed]
            if limits:
                with conn.transaction():
                    cursor.execute(WITHOUT_WAITING_FOR_THE_DISK)
                    store.move_hot_lane_to_cold_lane(cursor, self.queue_name, worker_id)
                    within = claim_within_limits(cursor, self.queue_name, worker_id, limit, limits)
                claimed = [Claimed(message_id, payload) for message_id, payload in within.rows]
                # A full limit frees no place by a NOTIFY: look again soon.
                self.timeout_s = min(self.timeout, within.retry_in)
                self.more_may_wait = True
            else:
                # One statement, a transaction of its own whose commit does not wait for the
                # disk (hourglass.claim_ring_v4): one round trip, not four.
                claimed = store.claim(cursor, self.queue_name, worker_id, limit)
                self.timeout_s = self.timeout
                self.more_may_wait = len(claimed) >= limit
            for one in claimed:
                message = self._decoded(cursor, one)
                if message is not None:
                    self.buffer.append(message)

    def _decoded(self, cursor, claimed: Claimed) -> dramatiq.Message | None:
        """The claimed message as the worker runs it (its ring position in its options when
        it came from the hot lane); None, and a dead letter, when it is no Dramatiq message."""
        try:
            message = Message.decode(claimed.payload.encode("utf-8"))
        except DecodeError as exc:
            reason = f"undecodable message: {exception_summary(exc.__cause__ or exc)}"
            logger.error(
                "event=message_undecodable message_id=%s queue=%s",
                claimed.message_id,
                self.queue_name,
            )
            self.broker.store.reject_undecodable(cursor, claimed, self.broker.worker_id, reason)
            return None
        if claimed.ring_position is None:
            message.options.pop(RING_POSITION, None)
        else:
            message.options[RING_POSITION] = claimed.ring_position
        return message.copy(message_id=claimed.message_id, queue_name=self.queue_name)

    def ack(self, message) -> None:
        # An attempt that raised is acked after Retries has put the message back under the
        # same id: the row is the retry now, perhaps claimed again by this very process, and
        # deleting it would lose the retry.
        retried = _raised(message) is not None
        position = ring_position_of(message)
        if not self.broker.settled_in_transaction(message.message_id):
            if position is not None:
                outcome = "retried" if retried else "done"
                self.broker.acks.add(message.message_id, message.queue_name, position, outcome)
            elif not retried:
                self.broker.acks.add(message.message_id, message.queue_name)
        self._done(message)

    @raise_connection_error
    def nack(self, message) -> None:
        # Rejected without running (an unknown actor): the reason was never recorded.
        raised = _raised(message)
        if "last_error" not in message.options and raised is not None:
            message.options["last_error"] = exception_summary(raised)
        claim = Claim(
            message.message_id,
            message.queue_name,
            self.broker.worker_id,
            ring_position_of(message),
        )
        with transaction(self.pool) as cursor:
            self.broker.store.reject(cursor, claim, Jsonb(tidy4json(message)))
        self._done(message)

    def _done(self, message) -> None:
        """`message` has left the worker's hands: the consumer wakes if it may claim again and
        the queue may hold more for it. After a claim that found less than it asked for,
        dramatiq-postgres's wake-up at each ack was a claim that found nothing."""
        self.in_processing.discard(message.message_id)
        if self.more_may_wait and len(self.in_processing) <= self.refill_at:
            self.wakeup.set()

    def take_buffered(self) -> list[dramatiq.Message]:
        """Claimed messages not yet handed to the worker (prefetch), removed from the buffer."""
        taken, self.buffer = self.buffer, []
        return taken

    @raise_connection_error
    def requeue(self, messages) -> None:
        message_ids = [m.message_id for m in messages]
        if message_ids:
            self.broker.hand_back_own_claims(message_ids)
            self.in_processing.difference_update(message_ids)

    def _hand_back_orphans(self) -> None:
        """Claims of this process on this queue that no worker thread holds (a consumer that
        lost its connection dropped its prefetched messages) go back to the queue; without
        this they would stay claimed by a live worker until it restarts."""
        with transaction(self.get_consume_conn()) as cursor:
            count = self.broker.store.hand_back_orphans(
                cursor, self.broker.worker_id, self.queue_name, list(self.in_processing)
            )
            if count:
                logger.warning(
                    "event=orphaned_claims_handed_back queue=%s count=%s",
                    self.queue_name,
                    count,
                )
        self.orphans_handed_back = True

    def close(self) -> None:
        try:
            self.requeue(self.take_buffered())
        finally:
            super().close()


@contextmanager
def autocommitting(pool) -> Iterator[psycopg.Connection]:
    """A connection of `pool` in autocommit while the block runs: each statement a transaction
    of its own, and `conn.transaction()` one of several."""
    conn = getconn(pool)
    try:
        conn.autocommit = True
        yield conn
    finally:
        try:
            if not conn.closed:
                conn.autocommit = False
        except psycopg.Error:  # not idle after an odd failure: the pool replaces it
            conn.close()
        finally:
            pool.putconn(conn)


def _raised(message: dramatiq.Message | MessageProxy) -> BaseException | None:
    """What the attempt raised: the worker hands a consumer the MessageProxy that carries it;
    a plain Message (which the generic Broker API and dramatiq's other brokers accept) ran
    nothing that raised."""
    return getattr(message, "_exception", None)
