"""The one Dramatiq broker: dramatiq-postgres's, on the project's database, with every
statement on messages made by the queue store (hourglass.core.store). A delayed message
waits on its own queue until its `available_at` (no `<queue>.DQ` hop), and the deployment's
waker (hourglass.core.due_wakeup) wakes its consumers when it comes due.

`get_broker()` is the process's broker; `hourglass.core.sending` writes messages in the
caller's transaction, `hourglass.core.settlement` settles them in an actor's own. It stores
actors' results and runs groups' completion callbacks on the same database
(hourglass.core.results).
"""

import logging
import random
import threading
import time
from typing import Any, Protocol

import dramatiq
from dramatiq.middleware import CurrentMessage, Middleware, Retries, default_middleware
from dramatiq.results import Results
from dramatiq_postgres import PostgresBroker
from dramatiq_postgres.utils import retry_pg, transaction

from hourglass.core import settings as settings_module
from hourglass.core.acks import AckBatcher
from hourglass.core.actor_boot import ActorBoot
from hourglass.core.connection_budget import ConnectionBudget
from hourglass.core.consumer import HourglassConsumer
from hourglass.core.database import (
    DatabaseConnectionPerMessage,
    PoolOnFirstUse,
    connection_pool,
    listener_connection_parameters,
    pool_connection_parameters,
)
from hourglass.core.dead_letters import RecordLastError
from hourglass.core.due_wakeup import DueMessageWakeup, QueueListener
from hourglass.core.flow_limits import FlowLimitStarts, LimitsOfQueues
from hourglass.core.graceful_stop import GracefulStop
from hourglass.core.logs import MessageLogContext
from hourglass.core.periodic_actors import PeriodicActors, sent_by_periodiq
from hourglass.core.queue_pauses import PausedQueues
from hourglass.core.queue_prefetch import QueuePrefetch, check_queue_prefetch, queue_prefetch
from hourglass.core.rate_limits import PostgresBackend
from hourglass.core.results import (
    GroupCompletions,
    PostgresResultBackend,
    ResultTtlsAtSend,
    check_actor_result_ttl,
)
from hourglass.core.store import results as stored_results
from hourglass.core.store.claims import RING_POSITION, Claim
from hourglass.core.store.lanes import QueueStore
from hourglass.core.tracing import MessageTraces
from hourglass.core.transient_retries import TransientFaultRetries

logger = logging.getLogger(__name__)

#: Broker connections a process may hold, but a worker, whose pool is resized when it boots
#: (hourglass.core.connection_budget): the scheduler's sends, the web's reads.
BROKER_POOL_SIZE = 4

#: How often a worker process tries to rotate the hot lane (a slot is written 15 s).
ROTATION_INTERVAL_S = 5
#: How often a worker process tries to empty the results' expired buckets (a bucket stays
#: quiet, expired and written no more, for 15 minutes).
RESULT_EXPIRY_INTERVAL_S = 60
#: The upkeep's thread looks again at least this long after a pass, whatever is due.
UPKEEP_MIN_WAIT_S = 0.05


class TickPrompts(Protocol):
    """What the `periodiq` process's sends become (hourglass.core.scheduler.Ticks)."""

    def prompted(self, message: dramatiq.Message) -> None: ...


class HourglassBroker(PostgresBroker):
    """dramatiq-postgres, with delayed messages (retries, `send_with_options(delay=…)`)
    waiting on their own queue until due instead of on a `<queue>.DQ` queue, and the queue
    store's statements instead of dramatiq-postgres's own.

    dramatiq's delay queues make one consumer thread per process claim each delayed
    message early, hold it in memory until its eta and enqueue it again: two more
    transactions per message, which capped timers near 82 firings/s here.
    """

    # dramatiq-postgres's: when this process last beat, and when its upkeep is next due.
    _heartbeat_at: float
    _maintenance_at: float

    def __init__(self, *, store: QueueStore | None = None, **kwargs) -> None:
        super().__init__(**kwargs)
        #: Every statement on messages (every queue on the hot lane unless the store says not).
        self.store = store or QueueStore()
        #: Set when the worker process is stopping: its consumers claim nothing more.
        self.stopping = threading.Event()
        self.acks = AckBatcher(self)
        self.flow_limits = LimitsOfQueues()
        self._settled: set[str] = set()
        self._in_processing: dict[str, set[str]] = {}
        #: The scheduler process's (hourglass.operator.periodiq_process): periodiq's sends
        #: become prompts there; anywhere else a periodic actor's message is sent as it is.
        self.ticks: TickPrompts | None = None
        self._rotated_at = 0.0
        self._rotation_lock = threading.Lock()
        self._results_expired_at = 0.0
        self._upkeep_stopping = threading.Event()
        self._orphans_suspected: set[str] = set()
        #: Where the rotation and the results' expiry take their turns (a session's advisory
        #: lock, hourglass.core.store.turns) when DATABASE_URL goes through a transaction
        #: pooler: the server itself (set by build_broker). Through the pooler, the statement
        #: that gives the turn back may run on another server connection than the one that
        #: holds it, and the turn stays with that one.
        self.session_pool: PoolOnFirstUse | None = None

    def in_processing_of(self, queue_name) -> set[str]:
        """Ids of this process's messages of `queue_name` handed to worker threads, not yet settled."""
        return self._in_processing.setdefault(queue_name, set())

    def close(self) -> None:
        self.acks.flush()
        super().close()
        if self.session_pool is not None:
            self.session_pool.close()

    def mark_settled(self, message_id) -> None:
        self._settled.add(message_id)

    def settled_in_transaction(self, message_id) -> bool:
        """Whether the message's own transaction settled it already (its ack has nothing to do)."""
        try:
            self._settled.remove(message_id)
        except KeyError:
            return False
        return True

    def suspect_orphans(self, queue_name) -> None:
        """This process may hold claims of `queue_name` that no thread holds (an actor's
        claim beside its message whose result was lost): its consumer hands them back."""
        self._orphans_suspected.add(queue_name)

    def orphans_suspected(self, queue_name) -> bool:
        """Whether `suspect_orphans` was called for `queue_name` since it was last asked."""
        try:
            self._orphans_suspected.remove(queue_name)
        except KeyError:
            return False
        return True

    def hand_back_own_claims(self, message_ids=None) -> int:
        """Put this process's claims (of `message_ids`, or all of them) back on their queues;
        acks received before are settled first, so a finished message is never handed back."""
        self.acks.flush()
        with transaction(self.pool) as cursor:
            return self.store.hand_back(cursor, self.worker_id, message_ids)

    def maybe_heartbeat(self, conn) -> None:
        """This process's heartbeat, at most every heartbeat interval (before its first claim,
        so that the upkeep never sees a claim of a worker it does not know)."""
        now = time.monotonic()
        with self._heartbeat_lock:
            if self._heartbeat_at and now - self._heartbeat_at < self.heartbeat_interval:
                return
            self._heartbeat_at = now
        with transaction(conn) as cursor:
            self.store.heartbeat(cursor, self.worker_id)

    def start_upkeep(self) -> None:
        """The queue's upkeep (`maybe_maintenance`) from now on, on a thread of its own, until
        `stop_upkeep`: a worker's consumers never wait for it. dramatiq-postgres runs it in
        whichever consumer finds it due, before that consumer's claim: a worker's first
        message waited for its first upkeep (40 of the 85 ms from a send to its start), and
        one consumer's claim for each rotation, or for as long as a lock held the upkeep."""
        self._upkeep_stopping.clear()
        threading.Thread(target=self._keep_up, name="hourglass-upkeep", daemon=True).start()

    def stop_upkeep(self) -> None:
        """The upkeep's thread ends once its pass, if one runs, is over."""
        self._upkeep_stopping.set()

    def _keep_up(self) -> None:
        stopping = self._upkeep_stopping
        while not stopping.is_set():
            try:
                self.maybe_maintenance(self.pool)
            except Exception as exc:  # tried again when next due
                if stopping.is_set():  # the worker stopped and closed its pool under it
                    break
                logger.warning("event=upkeep_failed error=%s", type(exc).__name__)
            next_due = min(
                self._maintenance_at,
                self._rotated_at + ROTATION_INTERVAL_S,
                self._results_expired_at + RESULT_EXPIRY_INTERVAL_S,
            )
            stopping.wait(max(UPKEEP_MIN_WAIT_S, next_due - time.monotonic()))

    def maybe_maintenance(self, conn) -> None:
        """The queue's upkeep (dead workers' claims back, in one process at a time), about
        every maintenance interval, and the hot lane's rotation."""
        now = time.monotonic()
        with self._maintenance_lock:
            due = not self._maintenance_at or now >= self._maintenance_at
            if due:
                jitter = 0.5 + random.random()
                self._maintenance_at = now + self.maintenance_interval * jitter
        if due:
            with transaction(conn) as cursor:
                recovered = self.store.upkeep(cursor, self.maintenance_ns, self.heartbeat_ttl)
            if recovered:
                logger.info("event=dead_workers_claims_handed_back count=%d", recovered)
        # Whatever this process's queues: a queue taken off the hot lane still has its
        # messages there until the rotation moves them to the cold lane.
        self.maybe_rotate()
        self.maybe_expire_results()

    def maybe_rotate(self) -> None:
        """The hot lane's rotation (hourglass.core.store.rotation), at most every
        ROTATION_INTERVAL_S in this process, and in one process of the deployment at a time."""
        now = time.monotonic()
        with self._rotation_lock:
            if now - self._rotated_at < ROTATION_INTERVAL_S:
                return
            self._rotated_at = now
        with (self.session_pool or self.pool).connection() as connection:
            connection.autocommit = True  # the rotation commits a transaction a slot
            try:
                rotated = self.store.rotate(connection, self.heartbeat_ttl)
            finally:
                connection.autocommit = False
        if rotated is None:
            return
        handed_back, emptied, passed = rotated
        if handed_back:
            logger.warning("event=dead_workers_ring_claims_handed_back count=%d", handed_back)
        if emptied or passed:
            logger.info("event=ring_rotated emptied=%s passed=%s", emptied, passed)

    def maybe_expire_results(self) -> None:
        """The results' expired buckets emptied (hourglass.core.store.results), at most every
        RESULT_EXPIRY_INTERVAL_S in this process, and in one process at a time."""
        now = time.monotonic()
        with self._rotation_lock:
            if now - self._results_expired_at < RESULT_EXPIRY_INTERVAL_S:
                return
            self._results_expired_at = now
        with (self.session_pool or self.pool).connection() as connection:
            connection.autocommit = True  # a bucket is emptied in a transaction of its own
            try:
                expiry = stored_results.expire_if_free(connection)
            finally:
                connection.autocommit = False
        if expiry is not None and (expiry.emptied or expiry.passed):
            logger.info(
                "event=result_buckets_emptied emptied=%s passed=%s", expiry.emptied, expiry.passed
            )

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
        check_actor_result_ttl(actor)
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
            self.store.send(cursor.execute, [message], [delay or 0], [message.queue_name])
            if self._retried_off_the_cold_lane(message, delay):
                # The attempt's row is not the retry: settled with the retry's send (its ack
                # leaves a retried attempt's row, which on the cold lane is the retry).
                claim = Claim(message.message_id, message.queue_name, self.worker_id)
                self.store.settle_one(cursor.execute, claim)
        self.emit_after("enqueue", message, delay)
        return message

    def _retried_off_the_cold_lane(self, message, delay) -> bool:
        """Whether `message` is the retry of an attempt this process runs, claimed from the
        cold lane, that goes to another lane (the wheel, the ring)."""
        return (
            message.message_id in self.in_processing_of(message.queue_name)
            and RING_POSITION not in message.options
            and self.store.lane_of(message.queue_name, delay or 0) != "cold"
        )


class QueueUpkeep(Middleware):
    """The queue's upkeep on a thread of its own while the worker runs
    (`HourglassBroker.start_upkeep`)."""

    def after_worker_boot(self, broker, worker) -> None:
        broker.start_upkeep()

    def before_worker_shutdown(self, broker, worker) -> None:
        broker.stop_upkeep()


def build_broker(settings=None, *, with_results=True) -> HourglassBroker:
    """The broker of a process; `with_results=False` leaves out dramatiq's Results and
    GroupCallbacks middleware (as a plain dramatiq broker has neither: dramatiq's own tests
    add them)."""
    settings = settings or settings_module.load()
    broker = HourglassBroker(
        store=QueueStore(settings.cold_lane_queues),
        # The database is looked up when the pool is first used, from the settings of that time.
        pool=PoolOnFirstUse(
            lambda: connection_pool(pool_connection_parameters(), BROKER_POOL_SIZE)
        ),
        results=False,  # not dramatiq-postgres's backend: hourglass's (install_results)
        listen=False,  # the QueueListener below listens, on a connection of its own
        heartbeat_interval=settings.worker_heartbeat_interval.total_seconds(),
        heartbeat_ttl=settings.worker_heartbeat_ttl.total_seconds(),
        maintenance_interval=settings.broker_maintenance_interval.total_seconds(),
        purge_maxage=None,  # dead letters go by HOURGLASS_PRUNE_DEAD_LETTERS_AFTER (hourglass.core.retention)
        # dramatiq's middleware, its Retries retrying transient database faults first.
        middleware=[TransientFaultRetries() if m is Retries else m() for m in default_middleware],
    )
    # LISTEN and the waker's lock need a server session: around a pooler, if there is one.
    broker.notifier = QueueListener(
        PoolOnFirstUse(lambda: connection_pool(listener_connection_parameters(), 1))
    )
    if settings.direct_database_url is not None:
        broker.session_pool = PoolOnFirstUse(
            lambda: connection_pool(listener_connection_parameters(), 1)
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
    broker.add_middleware(QueueUpkeep())
    broker.add_middleware(GracefulStop(settings.worker_shutdown_grace.total_seconds()))
    if settings.log_format == "json":  # its after-hook runs once Retries has decided the outcome
        broker.add_middleware(MessageLogContext(), before=Retries)
    if settings.traces:  # its after-hook too runs once Retries has decided the outcome
        broker.add_middleware(MessageTraces(), before=Retries)
    if settings.worker_prometheus:  # imported only then: its import creates its metrics folder
        from dramatiq.middleware.prometheus import Prometheus

        broker.add_middleware(Prometheus())
    if with_results:
        install_results(broker)
    return broker


def install_results(broker: HourglassBroker) -> None:
    """dramatiq's GroupCallbacks (GroupCompletions), on the PostgreSQL rate limiter backend
    (its barriers), and
    its Results, on the results' ring. Both go just before DatabaseConnectionPerMessage: a
    middleware's after-hooks run in reverse order, so a result is stored once the message's
    own connection is handed back (the store takes the thread's place in the pool again,
    never a transaction the actor left open), a group's callback is sent once the last
    result is stored, and a pipeline's next message once its input is stored."""
    broker.add_middleware(
        GroupCompletions(PostgresBackend(pool=broker.pool)), before=DatabaseConnectionPerMessage
    )
    broker.add_middleware(
        Results(backend=PostgresResultBackend(listener=broker.notifier)),
        before=DatabaseConnectionPerMessage,
    )
    broker.add_middleware(ResultTtlsAtSend())


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
