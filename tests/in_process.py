"""A broker of a test's own, made dramatiq's for the test, and a worker running in the test's
process: for tests that declare actors of their own (hourglass's results and composition,
dramatiq's own tests of them). Test support: the process's broker (`get_broker()`) and its
pools are left as they were, and so are the Peewee pool's size and the signal handlers a
worker's boot changes."""

import signal
import time
from collections.abc import Iterator
from contextlib import contextmanager

import dramatiq
from dramatiq import Worker
from dramatiq.errors import QueueJoinTimeout

from hourglass.core.broker import HourglassBroker, build_broker
from hourglass.core.database import PEEWEE_POOL_SIZE, db
from hourglass.core.store import reads

#: Worker threads of a test's worker: enough for dramatiq's composition tests, whose groups
#: of six 100 ms messages must finish within 500 ms.
THREADS = 8


class QueueDeadLettered(AssertionError):
    """A message of the queue a join waited on was dead-lettered (`fail_fast`)."""


def join(broker: HourglassBroker, queue_name, *, timeout=None, fail_fast=True) -> None:
    """Until no message of `queue_name` is left unsettled (due, waiting or claimed, either
    lane), as dramatiq's stub broker's `join`: QueueJoinTimeout after `timeout` ms;
    with `fail_fast`, QueueDeadLettered as soon as one of them is a dead letter."""
    deadline = None if timeout is None else time.monotonic() + timeout / 1000
    while True:
        broker.acks.flush()
        states = {
            state: count for queue, state, count in reads.queue_depth(db) if queue == queue_name
        }
        if fail_fast and states.get("rejected"):
            raise QueueDeadLettered(f"a message of {queue_name} was dead-lettered")
        if not any(states.get(state) for state in ("queued", "waiting", "consumed")):
            return
        if deadline is not None and time.monotonic() > deadline:
            raise QueueJoinTimeout(queue_name)
        time.sleep(0.02)


@contextmanager
def own_broker(with_results=True) -> Iterator[HourglassBroker]:
    """A broker built as a process builds its own, dramatiq's global broker while the block
    runs (`@dramatiq.actor` declares on it), with `join`; closed after."""
    previous = dramatiq.broker.global_broker
    broker = build_broker(with_results=with_results)
    broker.join = lambda queue_name, **kwargs: join(broker, queue_name, **kwargs)
    broker.emit_after("process_boot")
    dramatiq.set_broker(broker)
    try:
        yield broker
    finally:
        broker.close()
        _stop_listening(broker)
        broker.pool.close()
        broker.notifier.pool.close()
        dramatiq.broker.global_broker = previous
        if db.in_transaction():
            db.rollback()
        db.close()


def _stop_listening(broker: HourglassBroker) -> None:
    """The listener stopped now, not at the end of its interval (up to 5 s): a NOTIFY on its
    own channel wakes it. Until its session ends it may hold the waker's lock, which the
    next test's worker processes would wait for."""
    if broker.notifier.is_alive():
        db.execute_sql("SELECT pg_notify(%s, '')", (broker.notifier.control_channel,))
        broker.notifier.join(timeout=5)


@contextmanager
def running_worker(broker: HourglassBroker, threads=THREADS) -> Iterator[Worker]:
    """dramatiq's Worker on `broker` in this process, stopped after the block."""
    handlers = {signum: signal.getsignal(signum) for signum in (signal.SIGTERM, signal.SIGHUP)}
    worker = Worker(broker, worker_timeout=100, worker_threads=threads)
    worker.start()
    try:
        yield worker
    finally:
        worker.stop()
        for signum, handler in handlers.items():
            signal.signal(signum, handler)
        db.limit_connections(PEEWEE_POOL_SIZE)
