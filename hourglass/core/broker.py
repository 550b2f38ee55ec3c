"""The one Dramatiq broker: dramatiq-postgres on the project's database.

Also the transactional send: `send_in_transaction` writes a message's queue row on the
caller's Peewee connection, so it exists exactly when the caller's transaction commits
(the row's NOTIFY is delivered at commit too). A delayed message waits on its own queue
until its `available_at` (no `<queue>.DQ` hop), and the deployment's waker
(`hourglass.core.due_wakeup`) wakes its consumers when it comes due.
"""

import json
import logging
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import dramatiq
from dramatiq.broker import MessageProxy
from dramatiq.errors import DecodeError
from dramatiq.message import Message
from dramatiq.middleware import CurrentMessage, Middleware, Retries, default_middleware
from dramatiq_postgres import PostgresBroker
from dramatiq_postgres.broker import PostgresConsumer
from dramatiq_postgres.utils import (
    raise_connection_error,
    retry_pg,
    tidy4json,
    transaction,
)
from psycopg.types.json import Jsonb
from psycopg_pool import ConnectionPool

from hourglass.core import ring, tracing
from hourglass.core import settings as settings_module
from hourglass.core.broker_claims import Claim
from hourglass.core.connection_budget import ConnectionBudget
from hourglass.core.database import (
    connection_pool,
    db,
    listener_connection_parameters,
    pool_connection_parameters,
)
from hourglass.core.dead_letters import RecordLastError, exception_summary
from hourglass.core.due_wakeup import DueMessageWakeup, QueueListener
from hourglass.core.errors import ConfigurationError
from hourglass.core.flow_limits import FlowLimitStarts, LimitsOfQueues, claim_within_limits
from hourglass.core.graceful_stop import GracefulStop
from hourglass.core.logs import MessageLogContext
from hourglass.core.queue_pauses import PausedQueues
from hourglass.core.queue_prefetch import QueuePrefetch, check_queue_prefetch, queue_prefetch
from hourglass.core.scheduler import PeriodicActors, Ticks, sent_by_periodiq
from hourglass.core.settings import Settings
from hourglass.core.store.schema import NOTIFY_ENQUEUE, QUEUE_TABLE, not_paused
from hourglass.core.tracing import MessageTraces
from hourglass.core.transient_retries import TransientFaultRetries

logger = logging.getLogger(__name__)

#: Broker connections a process may hold, but a worker, whose pool is resized when it boots
#: (hourglass.core.connection_budget): the scheduler's sends, the web's reads.
BROKER_POOL_SIZE = 4

# Same row shape and conflict rule as the broker's own ENQUEUE, for many messages at once.
# The arrays go in binary (`%b`): as text, psycopg escapes every quote of every message's
# JSON, which took most of a batch send's time.
ENQUEUE_MANY = f"""
WITH enqueued AS (
    INSERT INTO {QUEUE_TABLE} AS q (queue_name, message_id, "state", message, available_at)
    SELECT queue_name, message_id, 'queued', message::jsonb, now() + make_interval(secs => delay_ms / 1000.0)
    FROM unnest(%b::text[], %b::uuid[], %b::text[], %b::float8[])
        AS m(queue_name, message_id, message, delay_ms)
    ON CONFLICT (message_id) DO UPDATE SET
        "state" = 'queued', message = EXCLUDED.message, queue_name = EXCLUDED.queue_name,
        available_at = EXCLUDED.available_at, worker_id = NULL, consumed_at = NULL, mtime = now()
)
-- A data-modifying CTE runs whether it is read or not: one NOTIFY per queue written, named
-- by the caller, instead of a DISTINCT over every row written.
SELECT {NOTIFY_ENQUEUE} FROM unnest(%b::text[]) AS queues(queue_name)
"""

# An ack or nack touches only the claim this worker process still holds: a message whose
# worker stalled past its heartbeat was requeued and may be another worker's now, and a
# retry waits in the same row (same id, same queue) as the attempt being acked. The state
# is compared as text (CONSUMED) so that only the primary key finds the row: on statistics
# taken while few rows were consumed, the planner walks the (state, mtime) index through
# every consumed row, live or not yet vacuumed, instead (1.5 ms an ack at 5,000).
CONSUMED = """"state"::text = 'consumed'"""
ACK_OWN_CLAIM = f"""
DELETE FROM {QUEUE_TABLE}
WHERE message_id = %s AND queue_name = %s AND {CONSUMED} AND worker_id = %s
"""
NACK_OWN_CLAIM = f"""
UPDATE {QUEUE_TABLE} SET "state" = 'rejected', message = %s, worker_id = NULL, mtime = now()
WHERE message_id = %s AND queue_name = %s AND {CONSUMED} AND worker_id = %s
"""

# dramatiq-postgres's claim, returning each row's id and queue with its message: the row, not
# the payload, says which message it is, so a payload with a foreign id or queue cannot make
# its own ack miss. The claimed rows are updated by primary key (`= ANY(ARRAY(...))`): as a
# join, the generic plan a prepared claim ends up with guesses a tenth of the queue for the
# LIMIT and hash-joins a scan of the whole queue, each claim slower the longer the backlog.
CLAIM = f"""
UPDATE {QUEUE_TABLE} AS q SET "state" = 'consumed', worker_id = %(worker_id)s, consumed_at = now(), mtime = now()
WHERE q.message_id = ANY(ARRAY(
    SELECT message_id FROM {QUEUE_TABLE}
    WHERE queue_name = %(queue_name)s AND "state" = 'queued' AND available_at <= now()
      AND {not_paused("%(queue_name)s")}
    ORDER BY available_at, position
    LIMIT %(limit)s
    FOR UPDATE SKIP LOCKED
))
RETURNING q.message_id::text, q.message::text
"""

CLAIM_BOTH_LANES = ring.after_cold_lane(CLAIM)

# A claim's transaction commits without waiting for its WAL to reach the disk
# (docs/decisions/0003): a crash of the database may forget the last fraction of a second of
# claims, which puts those messages back to run again, as any message may. Everything else
# waits: an ack forgotten so would leave its row claimed by a live worker for good. The
# wait was most of a claim's time: a backlog drained 1.2x (cold lane) and 1.35x (hot lane)
# faster without it (`python -m bench lanes`).
WITHOUT_WAITING_FOR_THE_DISK = "SET LOCAL synchronous_commit = off"

# A claimed row that is not a Dramatiq message becomes a dead letter at once, its original
# kept under `undecodable` and the reason where `hourglass dlq` reads it.
REJECT_UNDECODABLE = f"""
UPDATE {QUEUE_TABLE}
SET "state" = 'rejected', worker_id = NULL, mtime = now(),
    message = jsonb_build_object('undecodable', message, 'options', jsonb_build_object('last_error', %s::text))
WHERE message_id = %s AND "state" = 'consumed' AND worker_id = %s
"""

# Claims of this worker process go back to their queues, due now: on a graceful stop, those
# not started (`message_id` given) or all that are left (`message_id` NULL).
REQUEUE_OWN_CLAIMS = f"""
UPDATE {QUEUE_TABLE} SET "state" = 'queued', worker_id = NULL, consumed_at = NULL, mtime = now()
WHERE worker_id = %s AND "state" = 'consumed' AND (%s::uuid[] IS NULL OR message_id = ANY(%s::uuid[]))
RETURNING {NOTIFY_ENQUEUE}
"""

# Many acks in one statement (the batch completer): still only claims this process holds.
ACK_OWN_CLAIMS = f"""
DELETE FROM {QUEUE_TABLE} AS q
USING unnest(%s::uuid[], %s::text[]) AS acked(message_id, queue_name)
WHERE q.message_id = acked.message_id AND q.queue_name = acked.queue_name
  AND q.{CONSUMED} AND q.worker_id = %s
"""

NOTIFY_QUEUES = f"SELECT {NOTIFY_ENQUEUE} FROM unnest(%s::text[]) AS queues(queue_name)"

# Claims of this process on one queue that none of its worker threads holds.
REQUEUE_ORPHANED_CLAIMS = f"""
UPDATE {QUEUE_TABLE} SET "state" = 'queued', worker_id = NULL, consumed_at = NULL, mtime = now()
WHERE worker_id = %s AND queue_name = %s AND "state" = 'consumed' AND NOT message_id = ANY(%s::uuid[])
RETURNING {NOTIFY_ENQUEUE}
"""

# A pending message that will never be needed (a cancelled timer) is removed; one that a
# worker holds already is left to find its row stale.
DELETE_QUEUED = (
    f"""DELETE FROM {QUEUE_TABLE} WHERE message_id = ANY(%s::uuid[]) AND "state" = 'queued'"""
)


class DatabaseConnectionPerMessage(Middleware):
    """Each message closes the Peewee connection it opened (the database connects on the
    first query), so a worker never keeps one idle, or idle in a transaction, between
    messages; a message that never touches the database opens none."""

    def after_process_message(self, broker, message, *, result=None, exception=None) -> None:
        self._close()

    def after_skip_message(self, broker, message) -> None:
        self._close()

    def _close(self) -> None:
        if db.is_closed():
            return
        if db.in_transaction():
            logger.error("event=transaction_left_open action=rollback")
            db.rollback()
        db.close()


class AckBatcher:
    """Settles a worker process's acks in batches: one DELETE, one commit, for every ack
    that arrived within a few milliseconds, instead of a commit per message (each commit
    waits for a WAL flush). An ack not yet settled when the process dies leaves its message
    claimed; it runs again after the heartbeat TTL, as after a crash between a message's
    effect and its ack: the actors are idempotent, or settle in their own transaction."""

    #: How long a batch collects acks after its first one.
    WINDOW_S = 0.002
    #: Delay before retrying a batch whose settling failed (the database is away).
    RETRY_S = 0.5

    def __init__(self, broker) -> None:
        self.broker = broker
        #: (message id, queue, ring position or None for the cold lane, outcome)
        self.pending: list[tuple[str, str, ring.Position | None, str]] = []
        self.lock = threading.Lock()
        #: Held through a flush: one that finds the batch taken (the process closing while
        #: the batch thread settles) returns only once that batch is settled.
        self.flushing = threading.Lock()
        self.arrived = threading.Event()
        self.thread: threading.Thread | None = None

    def add(self, message_id, queue_name, ring_position=None, outcome="done") -> None:
        """Settle a message in the next batch: a cold lane's row is deleted (only a "done"
        one: a retried row is the retry now), a ring message gets its receipt."""
        with self.lock:
            self.pending.append((message_id, queue_name, ring_position, outcome))
            if self.thread is None:
                self.thread = threading.Thread(target=self._run, name="hourglass-acks", daemon=True)
                self.thread.start()
        self.arrived.set()

    def flush(self) -> None:
        """Settle every ack received so far; on failure they stay pending for the next try."""
        with self.flushing:
            with self.lock:
                batch, self.pending = self.pending, []
            if not batch:
                return
            cold = [(m, q) for m, q, position, _ in batch if position is None]
            receipts = [(*position, outcome) for _, _, position, outcome in batch if position]
            # A finished message of a queue with flow limits frees a slot: its consumers, in
            # every process, claim again once the ack has committed.
            limited = self.broker.flow_limits.limited_queues([q for _, q, _, _ in batch])
            try:
                with transaction(self.broker.pool) as cursor:
                    if cold:
                        message_ids, queue_names = (list(c) for c in zip(*cold, strict=True))
                        cursor.execute(
                            ACK_OWN_CLAIMS, (message_ids, queue_names, self.broker.worker_id)
                        )
                    if receipts:
                        cursor.execute(ring.SETTLE, [list(c) for c in zip(*receipts, strict=True)])
                    if limited:
                        cursor.execute(NOTIFY_QUEUES, (limited,))
            except BaseException:
                with self.lock:
                    self.pending[:0] = batch
                raise
            if limited:
                self.broker.notifier.wake_in_this_process(limited)

    def _run(self) -> None:
        while True:
            self.arrived.wait()
            time.sleep(self.WINDOW_S)
            self.arrived.clear()
            try:
                self.flush()
            except Exception as exc:
                logger.warning(
                    "event=ack_batch_failed error=%s retry_s=%s", type(exc).__name__, self.RETRY_S
                )
                time.sleep(self.RETRY_S)
                self.arrived.set()


class HourglassConsumer(PostgresConsumer):
    """dramatiq-postgres's consumer, whose ack and nack check the claim is still ours
    (its own delete by message id alone would remove another worker's claim), and whose
    claim turns a row it cannot decode into a dead letter instead of failing the batch
    (the rest of the batch would stay claimed by this live worker forever)."""

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
        #: Whether the queue's messages due now come through the hot lane too.
        self.on_ring = self.queue_name in self.broker.ring_queues
        #: The longest an idle consumer waits for a NOTIFY before claiming again.
        self.timeout: float = self.timeout_s

    def get_consume_conn(self) -> Any:
        # Every claim, heartbeat and hand-back takes a connection from the broker's pool
        # for its one transaction, not one kept per queue consumed: a worker's broker
        # connections then do not grow with its queues (hourglass.core.connection_budget).
        return self.pool

    @raise_connection_error
    def claim(self, limit) -> None:
        if self.broker.stopping.is_set():
            return
        if not self.orphans_handed_back:
            self._hand_back_orphaned_claims()
        if len(self.in_processing) > self.refill_at:
            return
        with transaction(self.get_consume_conn()) as cursor:
            cursor.execute(WITHOUT_WAITING_FOR_THE_DISK)
            limits = self.broker.flow_limits.of_queue(cursor, self.broker, self.queue_name)
            rows: list[tuple[ring.Position | None, str, str]]
            if limits:
                if self.on_ring:
                    _move_ring_messages_to_cold_lane(cursor, self.queue_name, self.broker.worker_id)
                claimed = claim_within_limits(
                    cursor, self.queue_name, self.broker.worker_id, limit, limits
                )
                rows = [(None, message_id, payload) for message_id, payload in claimed.rows]
                # A full limit frees no slot by a NOTIFY: look again soon.
                self.timeout_s = min(self.timeout, claimed.retry_in)
            else:
                if self.on_ring:
                    # The cold lane first (retries, hand-backs, the previous release's
                    # messages), the hot lane in the same statement.
                    cursor.execute(
                        CLAIM_BOTH_LANES,
                        ring.claim_parameters(self.queue_name, self.broker.worker_id, limit),
                    )
                    rows = [
                        (None if slot is None else ring.Position(slot, id_), message_id, payload)
                        for slot, id_, message_id, payload in cursor.fetchall()
                    ]
                else:
                    parameters = {
                        "worker_id": self.broker.worker_id,
                        "queue_name": self.queue_name,
                        "limit": limit,
                    }
                    cursor.execute(CLAIM, parameters)
                    rows = [
                        (None, message_id, payload) for message_id, payload in cursor.fetchall()
                    ]
                self.timeout_s = self.timeout
            for position, message_id, payload in rows:
                try:
                    message = Message.decode(payload.encode("utf-8"))
                except DecodeError as exc:
                    reason = f"undecodable message: {exception_summary(exc.__cause__ or exc)}"
                    logger.error(
                        "event=message_undecodable message_id=%s queue=%s",
                        message_id,
                        self.queue_name,
                    )
                    if position is None:
                        cursor.execute(
                            REJECT_UNDECODABLE, (reason, message_id, self.broker.worker_id)
                        )
                    else:
                        cursor.execute(ring.REJECT, _undecodable(position, payload, reason))
                    continue
                if position is None:
                    message.options.pop(ring.RING_POSITION, None)
                else:
                    message.options[ring.RING_POSITION] = position
                self.buffer.append(message.copy(message_id=message_id, queue_name=self.queue_name))

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
        params = (
            Jsonb(tidy4json(message)),
            message.message_id,
            message.queue_name,
            self.broker.worker_id,
        )
        position = ring_position_of(message)
        with transaction(self.pool) as cursor:
            if position is None:
                cursor.execute(NACK_OWN_CLAIM, params)
            else:
                cursor.execute(
                    ring.REJECT,
                    {"slot": position.slot, "id": position.id, "message": params[0]},
                )
        self._done(message)

    def _done(self, message) -> None:
        """`message` has left the worker's hands: the consumer wakes if it may claim again."""
        self.in_processing.discard(message.message_id)
        if len(self.in_processing) <= self.refill_at:
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

    def _hand_back_orphaned_claims(self) -> None:
        """Claims of this process on this queue that no worker thread holds (a consumer that
        lost its connection dropped its prefetched messages) go back to the queue; without
        this they would stay claimed by a live worker until it restarts."""
        with transaction(self.get_consume_conn()) as cursor:
            cursor.execute(
                REQUEUE_ORPHANED_CLAIMS,
                (self.broker.worker_id, self.queue_name, list(self.in_processing)),
            )
            count = cursor.rowcount
            if self.on_ring:
                count += _hand_back_ring_claims(
                    cursor,
                    self.broker.worker_id,
                    queue_name=self.queue_name,
                    message_ids=list(self.in_processing),
                    except_ids=True,
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


def ring_position_of(message: dramatiq.Message | MessageProxy) -> ring.Position | None:
    """Where in the hot lane the message being run was claimed; None for the cold lane's."""
    position = message.options.get(ring.RING_POSITION)
    return None if position is None else ring.Position(*position)


#: How many of a limited queue's hot-lane messages one claim moves to the cold lane.
RING_MOVE_BATCH = 1000


def _move_ring_messages_to_cold_lane(cursor, queue_name, worker_id) -> None:
    """A queue with flow limits counts its running messages from the cold lane's claimed rows:
    what its hot lane holds moves there before the claim."""
    claimed = ring.claim(cursor, queue_name, worker_id, RING_MOVE_BATCH)
    if claimed:
        positions = [position for position, _, _ in claimed]
        cursor.execute(ring.MOVE_CLAIMED, ([p.slot for p in positions], [p.id for p in positions]))


def _hand_back_ring_claims(
    cursor, worker_id, *, queue_name=None, message_ids=None, except_ids=False
) -> int:
    """Move this process's unsettled hot-lane claims (of `queue_name`, of `message_ids` or
    all but them) to the cold lane, due now; returns how many moved."""
    cursor.execute(
        ring.HAND_BACK_OWN,
        {
            "worker_id": worker_id,
            "queue_name": queue_name,
            "message_ids": message_ids,
            "except_ids": except_ids,
        },
    )
    return cursor.rowcount


def _undecodable(position: ring.Position, payload: str, reason: str) -> dict:
    """ring.REJECT's parameters for a hot-lane row that is no Dramatiq message: kept under
    `undecodable`, the reason where `hourglass dlq` reads it, as the cold lane's."""
    message = {"undecodable": json.loads(payload), "options": {"last_error": reason}}
    return {"slot": position.slot, "id": position.id, "message": Jsonb(message)}


def _raised(message: dramatiq.Message | MessageProxy) -> BaseException | None:
    """What the attempt raised: the worker hands a consumer the MessageProxy that carries it;
    a plain Message (which the generic Broker API and dramatiq's other brokers accept) ran
    nothing that raised."""
    return getattr(message, "_exception", None)


class HourglassBroker(PostgresBroker):
    """dramatiq-postgres, with delayed messages (retries, `send_with_options(delay=…)`)
    waiting on their own queue until due instead of on a `<queue>.DQ` queue.

    dramatiq's delay queues make one consumer thread per process claim each delayed
    message early, hold it in memory until its eta and enqueue it again: two more
    transactions per message, which capped timers near 82 firings/s here.
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        #: Set when the worker process is stopping: its consumers claim nothing more.
        self.stopping = threading.Event()
        self.acks = AckBatcher(self)
        self.flow_limits = LimitsOfQueues()
        self._settled: set[str] = set()
        self._in_processing: dict[str, set[str]] = {}
        #: The scheduler process's (hourglass.operator.periodiq_process): periodiq's sends
        #: become prompts there; anywhere else a periodic actor's message is sent as it is.
        self.ticks: Ticks | None = None
        #: Queues whose messages due now go through the hot lane (HOURGLASS_RING_QUEUES).
        self.ring_queues: frozenset[str] = frozenset()
        self._rotated_at = 0.0
        self._rotation_lock = threading.Lock()

    def in_processing_of(self, queue_name) -> set[str]:
        """Ids of this process's messages of `queue_name` handed to worker threads, not yet settled."""
        return self._in_processing.setdefault(queue_name, set())

    def close(self) -> None:
        self.acks.flush()
        super().close()

    def mark_settled(self, message_id) -> None:
        self._settled.add(message_id)

    def settled_in_transaction(self, message_id) -> bool:
        """Whether the message's own transaction settled it already (its ack has nothing to do)."""
        try:
            self._settled.remove(message_id)
        except KeyError:
            return False
        return True

    def hand_back_own_claims(self, message_ids=None) -> int:
        """Put this process's claims (of `message_ids`, or all of them) back on their queues;
        acks received before are settled first, so a finished message is never handed back."""
        self.acks.flush()
        with transaction(self.pool) as cursor:
            cursor.execute(REQUEUE_OWN_CLAIMS, (self.worker_id, message_ids, message_ids))
            count = cursor.rowcount
            if self.ring_queues:
                count += _hand_back_ring_claims(cursor, self.worker_id, message_ids=message_ids)
            return count

    def maybe_maintenance(self, conn) -> None:
        super().maybe_maintenance(conn)
        # Whatever this process's queues: a queue taken off the ring still has its messages
        # there until the rotation moves them to the cold lane.
        self.maybe_rotate()

    def maybe_rotate(self) -> None:
        """Hand the hot-lane claims of dead worker processes back to the cold lane and empty
        the slots that are done with (ring.rotate), at most every ROTATION_INTERVAL_S in this
        process, and in one process of the deployment at a time."""
        now = time.monotonic()
        with self._rotation_lock:
            if now - self._rotated_at < ROTATION_INTERVAL_S:
                return
            self._rotated_at = now
        with self.pool.connection() as connection:
            connection.autocommit = True  # ring.rotate commits a transaction a slot
            try:
                (turn,) = connection.execute(ROTATION_TURN).fetchone()
                if turn:
                    try:
                        handed_back = ring.hand_back_dead_workers_claims(
                            connection, self.heartbeat_ttl
                        )
                        emptied, passed = ring.rotate(connection, self.heartbeat_ttl)
                    finally:
                        connection.execute(END_ROTATION_TURN)
                    if handed_back:
                        logger.warning(
                            "event=dead_workers_ring_claims_handed_back count=%d", handed_back
                        )
                    if emptied or passed:
                        logger.info("event=ring_rotated emptied=%s passed=%s", emptied, passed)
            finally:
                connection.autocommit = False

    def consume(self, queue_name, prefetch=1, timeout=30000) -> HourglassConsumer:
        return HourglassConsumer(
            broker=self,
            queue_name=queue_name,
            prefetch=queue_prefetch(self, queue_name, prefetch),
            refill_at=prefetch // 2,
            timeout=timeout,
        )

    def declare_actor(self, actor) -> None:
        check_queue_prefetch(actor)
        super().declare_actor(actor)

    def declare_queue(self, queue_name) -> None:
        if queue_name not in self.queues:
            self.emit_before("declare_queue", queue_name)
            self.queues[queue_name] = True
            self.emit_after("declare_queue", queue_name)

    def enqueue(self, message, *, delay=None) -> dramatiq.Message:
        """Send `message`; a tick the `periodiq` process sends is decided in the database
        instead (hourglass.core.scheduler)."""
        actor = self.actors.get(message.actor_name)
        if self.ticks is not None and actor is not None and sent_by_periodiq(actor, message):
            self.ticks.prompted(message)
            return message
        return self._enqueue(message, delay)

    @retry_pg
    def _enqueue(self, message, delay) -> dramatiq.Message:
        self.emit_before("enqueue", message, delay)
        with transaction(self.pool) as cursor:
            _write_messages(self, cursor.execute, [message], [delay or 0], [message.queue_name])
        self.emit_after("enqueue", message, delay)
        return message

    def on_ring(self, message, delay_ms) -> bool:
        """Whether `message` goes through the hot lane: due now, on a queue of the ring."""
        return not delay_ms and message.queue_name in self.ring_queues


#: How often a worker process tries to rotate the hot lane (a slot is written 15 s).
ROTATION_INTERVAL_S = 5
# One process of the deployment rotates at a time (a session lock: the rotation commits a
# transaction a slot).
ROTATION_TURN = "SELECT pg_try_advisory_lock(hashtext('hourglass.ring.rotation'))"
END_ROTATION_TURN = "SELECT pg_advisory_unlock(hashtext('hourglass.ring.rotation'))"


def _write_messages(broker, execute, messages, delays_ms, notified_queues) -> None:
    """Write `messages` with `execute` (a cursor's, or the Peewee connection's): those due now
    of a ring queue of `broker` to the hot lane, the others to the cold lane, each lane in one
    statement, and NOTIFY `notified_queues`."""
    hot = [broker.on_ring(m, d) for m, d in zip(messages, delays_ms, strict=True)]
    if any(hot):
        ring_messages = [m for m, h in zip(messages, hot, strict=True) if h]
        queue_names, message_ids, payloads, _, _ = _enqueue_parameters(ring_messages, [], [])
        execute(ring.SEND, (queue_names, message_ids, payloads, notified_queues))
        notified_queues = []
    if not all(hot):
        cold = [(m, d) for m, d, h in zip(messages, delays_ms, hot, strict=True) if not h]
        execute(
            ENQUEUE_MANY,
            _enqueue_parameters([m for m, _ in cold], [d for _, d in cold], notified_queues),
        )


def _enqueue_parameters(
    messages, delays_ms, notified_queues
) -> tuple[list[str], list[str], list[str], list[float], list[str]]:
    # The message's JSON text goes as it is: parsing it back into a dict for a jsonb
    # parameter (as dramatiq-postgres does) tripled the Python cost of a batch send.
    encode = dramatiq.get_encoder().encode
    queue_names = [m.queue_name for m in messages]
    return (
        queue_names,
        [m.message_id for m in messages],
        [encode(_as_sent(m)).decode() for m in messages],
        [float(delay_ms) for delay_ms in delays_ms],
        notified_queues,
    )


def _as_sent(message) -> dict:
    """The message as a queue row holds it: without the hot-lane position of the attempt it
    was (a retry is sent from the message that ran)."""
    fields = message.asdict()
    if ring.RING_POSITION in fields["options"]:
        fields["options"] = {k: v for k, v in fields["options"].items() if k != ring.RING_POSITION}
    return fields


def _before_enqueue_hooks(broker) -> list[Callable[..., None]]:
    """The middleware that act before an enqueue: the others' no-op hooks are not called
    once per message of a batch."""
    return [
        m.before_enqueue
        for m in broker.middleware
        if type(m).before_enqueue is not Middleware.before_enqueue
    ]


class PoolOnFirstUse:
    """A psycopg pool made when it is first used, not when the broker is built: building
    the broker (to declare actors on it) then neither finds nor starts the database."""

    def __init__(self, make_pool: Callable[[], ConnectionPool]) -> None:
        self._make_pool = make_pool
        self._pool: ConnectionPool | None = None
        self._lock = threading.Lock()

    def __getattr__(self, name: str) -> Any:
        # Only what this class lacks comes here: every method of the pool.
        with self._lock:
            if self._pool is None:
                self._pool = self._make_pool()
        return getattr(self._pool, name)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()


#: Exit code of a worker process whose actors refused the settings (dramatiq's for a
#: module that cannot be imported).
EXIT_BAD_CONFIGURATION = 2


class ActorBoot(Middleware):
    """Runs each actor's `at_boot` option once a worker process has declared every actor:
    what an actor takes from the settings, and the checks that must stop a worker at start,
    run then rather than when its module is imported (`boot_actors`)."""

    @property
    def actor_options(self) -> set[str]:
        return {"at_boot"}

    def after_process_boot(self, broker: dramatiq.Broker) -> None:
        try:
            boot_actors(broker)
        except ConfigurationError as exc:
            # dramatiq logs a middleware's exception and boots on; a bad setting must stop
            # the process (SystemExit passes through, as an import error would).
            logger.critical("event=worker_boot_failed error=%s", exc)
            raise SystemExit(EXIT_BAD_CONFIGURATION) from exc


def boot_actors(broker: dramatiq.Broker | None = None, settings: Settings | None = None) -> None:
    """Call `at_boot(actor, settings)` of every declared actor that has one. Worker processes
    do at boot (ActorBoot); a command that runs actors' code in its own process calls it."""
    broker = broker or get_broker()
    settings = settings or settings_module.load()
    for actor_name in broker.get_declared_actors():
        actor = broker.get_actor(actor_name)
        at_boot = actor.options.get("at_boot")
        if at_boot is not None:
            at_boot(actor, settings)


def build_broker(settings=None) -> HourglassBroker:
    settings = settings or settings_module.load()
    broker = HourglassBroker(
        # The database is looked up when the pool is first used, from the settings of that time.
        pool=PoolOnFirstUse(
            lambda: connection_pool(pool_connection_parameters(), BROKER_POOL_SIZE)
        ),
        results=False,
        listen=False,  # the QueueListener below listens, on a connection of its own
        heartbeat_interval=settings.worker_heartbeat_interval.total_seconds(),
        heartbeat_ttl=settings.worker_heartbeat_ttl.total_seconds(),
        maintenance_interval=settings.broker_maintenance_interval.total_seconds(),
        purge_maxage=None,  # dead letters go by HOURGLASS_PRUNE_DEAD_LETTERS_AFTER (hourglass.core.retention)
        # dramatiq's middleware, its Retries retrying transient database faults first.
        middleware=[TransientFaultRetries() if m is Retries else m() for m in default_middleware],
    )
    broker.ring_queues = settings.ring_queues
    # LISTEN and the waker's lock need a server session: around a pooler, if there is one.
    broker.notifier = QueueListener(
        PoolOnFirstUse(lambda: connection_pool(listener_connection_parameters(), 1))
    )
    broker.add_middleware(ConnectionBudget())
    broker.add_middleware(ActorBoot())
    broker.add_middleware(QueuePrefetch())
    broker.add_middleware(PeriodicActors())
    broker.add_middleware(PausedQueues())
    broker.add_middleware(FlowLimitStarts())
    broker.add_middleware(CurrentMessage())
    broker.add_middleware(DatabaseConnectionPerMessage())
    broker.add_middleware(RecordLastError())
    broker.add_middleware(DueMessageWakeup())
    broker.add_middleware(GracefulStop(settings.worker_shutdown_grace.total_seconds()))
    if settings.log_format == "json":  # its after-hook runs once Retries has decided the outcome
        broker.add_middleware(MessageLogContext(), before=Retries)
    if settings.traces:  # its after-hook too runs once Retries has decided the outcome
        broker.add_middleware(MessageTraces(), before=Retries)
    if settings.worker_prometheus:  # imported only then: its import creates its metrics folder
        from dramatiq.middleware.prometheus import Prometheus

        broker.add_middleware(Prometheus())
    return broker


_broker: HourglassBroker | None = None
_broker_lock = threading.Lock()


def get_broker() -> HourglassBroker:
    """The process's broker, built and made dramatiq's on the first call (`actors` calls it
    before declaring any actor). Importing this module builds nothing, and the broker's
    pool reaches the database only when it is first used."""
    global _broker
    with _broker_lock:
        if _broker is None:
            _broker = build_broker()
            dramatiq.set_broker(_broker)
        return _broker


def __getattr__(name: str) -> Any:
    # `hourglass.core.broker.broker`, as tests and tools name it.
    if name == "broker":
        return get_broker()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
    process, and the waker hears of a delayed message. But a transaction that NOTIFYs holds
    a cluster-wide lock from then to the end of its commit, WAL flush included: notifying
    transactions commit one at a time. An actor that sends a message due at once from each
    of many transactions passes `notify=False`: its own process's consumers are woken
    after the commit, the other processes' find the message at their next claim (each
    finished message makes a busy consumer claim again) or poll (within a second)."""
    if not notify and any(delays_ms):
        # The waker would not hear of it: due up to its next look (5 s) late.
        raise ValueError(
            "a delayed message needs its NOTIFY (notify=False is for messages due at once)"
        )
    broker = get_broker()
    hooks = _before_enqueue_hooks(broker)
    for message, delay_ms in zip(messages, delays_ms, strict=True):
        for hook in hooks:
            hook(broker, message, delay_ms)
    if messages:
        queues = sorted({m.queue_name for m in messages})
        with tracing.statement("enqueue", **{"messaging.batch.message_count": len(messages)}):
            _write_messages(broker, db.execute_sql, messages, delays_ms, queues if notify else [])
        if not notify:
            db.after_commit(lambda: broker.notifier.wake_in_this_process(queues))
    return list(messages)


def settle_current_message_in_transaction() -> None:
    """Settle the message being processed in the caller's transaction: its effect and its
    settlement then commit together (a crash can no longer run a finished message again),
    and its ack costs nothing. Call it in the message's last transaction."""
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


def on_hot_lane(queue_name: str) -> bool:
    """Whether the queue's messages due now go through the hot lane (HOURGLASS_RING_QUEUES)
    in this process."""
    return queue_name in get_broker().ring_queues


def settle_later(claims: list[Claim]) -> None:
    """Settle claims an actor took beside its own message, with nothing to commit with
    them, in the process's next batch of acks."""
    for claim in claims:
        get_broker().acks.add(claim.message_id, claim.queue_name, claim.ring_position)


def settle_in_transaction(claim: Claim) -> None:
    """Settle `claim` in the caller's transaction: the current message's (its ack then has
    nothing left to do once this commits), or one its actor took beside it."""
    if claim.ring_position is None:
        db.execute_sql(ACK_OWN_CLAIM, (claim.message_id, claim.queue_name, claim.worker_id))
    else:
        db.execute_sql(ring.SETTLE_ONE, claim.ring_position)
    if claim == current_claim():
        db.after_commit(lambda: get_broker().mark_settled(claim.message_id))


def hand_back(claims: list[Claim]) -> None:
    """Put claims an actor took beside its own message back on their queues at once, unrun."""
    if claims:
        get_broker().hand_back_own_claims([claim.message_id for claim in claims])


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


def delete_queued_messages(message_ids) -> int:
    """Remove queued (not yet taken) messages, in the caller's transaction."""
    if not message_ids:
        return 0
    return db.execute_sql(DELETE_QUEUED, ([str(i) for i in message_ids],)).rowcount
