"""A worker process's connections, from its thread count: Peewee's pool holds at most one
per worker thread, the broker's pool two (claims, acks, nacks and the heartbeat take one for
a transaction and give it back), and the QueueListener one (LISTEN, the due waker, and the
waits for results): threads + 3 in all, whatever the queues and whether its actors store
results (a result's store takes the thread's own Peewee connection). Behind a transaction
pooler, one more on the server itself: the upkeep's turns (`HourglassBroker.session_pool`).
Peewee's pool is sized when the worker boots, the first moment the thread count is known:
`--threads` is the one knob.
"""

from dramatiq import Worker
from dramatiq.middleware import Middleware
from dramatiq_postgres import PostgresBroker

from hourglass.core.database import db

#: The worker's broker pool: a claim can run while a batch of acks settles.
WORKER_BROKER_CONNECTIONS = 2
#: The QueueListener's session connection.
LISTENER_CONNECTIONS = 1


def worker_connections(threads: int) -> int:
    """The most connections one worker process holds."""
    return threads + WORKER_BROKER_CONNECTIONS + LISTENER_CONNECTIONS


class ConnectionBudget(Middleware):
    """Sizes this worker process's pools from its threads."""

    def before_worker_boot(self, broker: PostgresBroker, worker: Worker) -> None:
        db.limit_connections(worker.worker_threads)
        broker.pool.resize(min_size=0, max_size=WORKER_BROKER_CONNECTIONS)
