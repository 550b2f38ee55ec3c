"""A worker process's acks, settled in batches: one statement, one commit, for every ack that
arrived within a few milliseconds, instead of a commit per message (each commit waits for a
WAL flush). An ack not yet settled when the process dies leaves its message claimed; it runs
again after the heartbeat TTL, as after a crash between a message's effect and its ack: the
actors are idempotent, or settle in their own transaction.
"""

import logging
import threading
import time

from dramatiq_postgres.utils import transaction

from hourglass.core.store.claims import Position

logger = logging.getLogger(__name__)


class AckBatcher:
    """Settles the acks of `broker`'s worker process in batches, on a thread of its own."""

    #: How long a batch collects acks after its first one.
    WINDOW_S = 0.002
    #: Delay before retrying a batch whose settling failed (the database is away).
    RETRY_S = 0.5

    def __init__(self, broker) -> None:
        self.broker = broker
        #: (message id, queue, ring position or None for the cold lane, outcome)
        self.pending: list[tuple[str, str, Position | None, str]] = []
        self.lock = threading.Lock()
        #: Held through a flush: one that finds the batch taken (the process closing while
        #: the batch thread settles) returns only once that batch is settled.
        self.flushing = threading.Lock()
        self.arrived = threading.Event()
        self.thread: threading.Thread | None = None

    def add(self, message_id, queue_name, ring_position=None, outcome="done") -> None:
        """Settle a message in the next batch: a cold lane's row is deleted (only a "done"
        one: a retried row is the retry now), a hot lane's message gets its receipt."""
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
            # A finished message of a queue with flow limits frees a place under its limit:
            # its consumers, in every process, claim again once the ack has committed.
            limited = self.broker.flow_limits.limited_queues([q for _, q, _, _ in batch])
            try:
                with transaction(self.broker.pool) as cursor:
                    self.broker.store.settle(cursor, self.broker.worker_id, batch)
                    if limited:
                        self.broker.store.notify(cursor, limited)
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
