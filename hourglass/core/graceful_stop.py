"""A worker process's stop: what SIGTERM (or SIGHUP) means to hourglass's workers.

Platforms and honcho signal every process of the group, and dramatiq's main process
forwards the signal to its children, so a child sees it twice; dramatiq's own handler takes
the second one as "kill now". Here the first one starts a graceful stop and later ones are
only logged: take nothing new, hand back at once what was claimed but not started, let what
is in flight finish within the grace period, then hand back whatever is still running.
"""

import logging
import os
import signal
import threading
import time
from collections import defaultdict
from collections.abc import Callable
from types import FrameType

import psycopg
from dramatiq.common import iter_queue
from dramatiq.errors import BrokerConnectionError
from dramatiq.middleware import Middleware

logger = logging.getLogger(__name__)

#: Exit code of a worker process whose in-flight messages outlasted the grace period.
EXIT_GRACE_EXCEEDED = 1
STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP)


class GracefulStop(Middleware):
    """Installs the stop signal handler in each worker process, once its threads run."""

    def __init__(self, grace_seconds: float) -> None:
        self.grace_seconds = grace_seconds
        # Taken by the first stop signal's handler, never given back. The second signal may
        # come at any bytecode boundary of the first's handler (a platform signals the
        # group, and dramatiq's main process forwards it): a look at `broker.stopping` and
        # its set were two steps, between which both handlers once saw it unset, both
        # started a stop and called dramatiq's handler, whose second call killed the worker
        # (exit 1). A lock's non-blocking acquire is one step.
        self.first_signal = threading.Lock()

    def after_worker_boot(self, broker, worker) -> None:
        if threading.current_thread() is not threading.main_thread():
            return  # a worker embedded in another program: its owner handles signals
        for signum in STOP_SIGNALS:
            signal.signal(signum, self._stop_handler(broker, worker, signal.getsignal(signum)))

    def _stop_handler(
        self, broker, worker, dramatiq_handler
    ) -> Callable[[int, FrameType | None], None]:
        def on_stop(signum, frame) -> None:
            if not self.first_signal.acquire(blocking=False):
                logger.info(
                    "event=worker_stop_signal_repeated signal=%s pid=%s",
                    signal.Signals(signum).name,
                    os.getpid(),
                )
                return
            broker.stopping.set()
            logger.info("event=worker_stopping pid=%s grace_s=%s", os.getpid(), self.grace_seconds)
            threading.Thread(
                target=self._stop, args=(broker, worker), name="hourglass-graceful-stop"
            ).start()
            if callable(dramatiq_handler):
                dramatiq_handler(
                    signum, frame
                )  # ends dramatiq's wait loop, which calls worker.stop()

        return on_stop

    def _stop(self, broker, worker) -> None:
        deadline = time.monotonic() + self.grace_seconds
        for thread in worker.workers:
            thread.stop()
        _unless_database_away(hand_back_unstarted, worker)
        for thread in worker.workers:  # one grace period for all of them, not one each
            thread.join(timeout=max(0.0, deadline - time.monotonic()))
        still_running = sum(thread.is_alive() for thread in worker.workers)
        if still_running:
            handed_back = _unless_database_away(broker.hand_back_own_claims)
            logger.warning(
                "event=worker_stop_grace_exceeded pid=%s in_flight=%s handed_back=%s",
                os.getpid(),
                still_running,
                handed_back,
            )
            logging.shutdown()
            os._exit(EXIT_GRACE_EXCEEDED)


def _unless_database_away(hand_back: Callable[..., int | None], *args: object) -> int | None:
    """A hand-back the database refuses leaves the claims to the heartbeat TTL; the stop
    goes on (the grace period still bounds it)."""
    try:
        return hand_back(*args)
    except (BrokerConnectionError, psycopg.Error) as exc:
        logger.warning(
            "event=worker_hand_back_failed pid=%s error=%s", os.getpid(), type(exc).__name__
        )
        return None


def hand_back_unstarted(worker) -> None:
    """Put every claimed message no worker thread has started back on its queue."""
    unstarted = defaultdict(list)
    for item in iter_queue(worker.work_queue):
        unstarted[item.message.queue_name].append(item.message)
    for queue_name, thread in worker.consumers.items():
        consumer = thread.consumer
        if consumer is not None:
            unstarted[queue_name].extend(consumer.take_buffered())
    for queue_name, messages in unstarted.items():
        worker.consumers[queue_name].consumer.requeue(messages)
    logger.info(
        "event=worker_handed_back pid=%s messages=%s",
        os.getpid(),
        sum(map(len, unstarted.values())),
    )
