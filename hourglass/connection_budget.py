"""A worker process's connections, from its thread count: Peewee's pool holds at most one
per worker thread, the broker's pool one per queue consumed (each consumer keeps its claim
connection) plus the LISTEN, the ack batch and one spare. Both pools are sized when the
worker boots, the first moment the thread count is known: `--threads` is the one knob.
"""

from dramatiq import Worker
from dramatiq.middleware import Middleware
from dramatiq_postgres import PostgresBroker

from models import db

#: Broker connections beside the consumers': the LISTEN, the ack batch, and one for nacks,
#: plain sends and the heartbeat.
BROKER_CONNECTIONS_BESIDE_CONSUMERS = 3


def broker_pool_size(queues_consumed: int) -> int:
    return queues_consumed + BROKER_CONNECTIONS_BESIDE_CONSUMERS


class ConnectionBudget(Middleware):
    """Sizes this worker process's pools from its threads and the queues it consumes."""

    def before_worker_boot(self, broker: PostgresBroker, worker: Worker) -> None:
        db.limit_connections(worker.worker_threads)
        queues = worker.consumer_whitelist or broker.get_declared_queues()
        broker.pool.resize(min_size=0, max_size=broker_pool_size(len(queues)))
