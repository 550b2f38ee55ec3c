"""A worker process's one session connection: the LISTEN that wakes its consumers, and the
waker that tells every worker process when a delayed message comes due.

hourglass keeps every delayed message (timers, coalesced recomputes, retries) until it falls
due: a hot lane's queue's in the wheel (hourglass.core.store.waiting), which must be
promoted into the ring once due, any other in the cold lane with a future `available_at`,
which the claim honours but dramatiq-postgres alone would notice only at an idle consumer's
next poll, up to a second late. In one worker process per deployment (elected by a session
advisory lock on this same connection; the others stand by) the listener also sleeps until
the earliest waiting message is due, then promotes the wheel's and sends the cold lane's
queues their wake-up NOTIFY, which reaches every worker process, itself included. Each
enqueue NOTIFY it hears makes it look again.

The same connection hears stored results for the threads of the process that wait for one
(hourglass.core.results), from the first such wait on: one connection for all of it, not
one each: a worker holds at most threads + 3 connections (hourglass.core.connection_budget).
"""

import logging
import os
import threading
import time
import uuid
from collections.abc import Iterable

import psycopg
from dramatiq.middleware import Middleware
from dramatiq_postgres.broker import Notifier
from dramatiq_postgres.utils import getconn
from psycopg import Notify

from hourglass.core.database import one_value
from hourglass.core.result_waits import ResultWaits
from hourglass.core.store import cold_lane, turns, waiting
from hourglass.core.store.results import RESULT_CHANNEL
from hourglass.core.store.schema import enqueue_channel

logger = logging.getLogger(__name__)

#: The waker looks at the queue at least this often, whatever it heard.
MAX_SLEEP_S = 5.0
#: Having heard of new messages, the waker lets a burst of them settle this long before it
#: looks again (one query per burst, not one per message).
SETTLE_S = 0.01
#: Two wake-ups begin at least this far apart: a dense stretch of due messages shares them
#: (and there the consumers are awake anyway: each ack makes them claim again). A message
#: due just after a wake-up waits for the next one: at 25 ms, 10,000 reminders in a minute
#: fired 27 ms late at p99; at 5 ms, 14 ms (issue 30). Even at 100,000 a minute a wake-up
#: is two index lookups and a NOTIFY every 5 ms.
MIN_INTERVAL_S = 0.005
#: How often a standby tries to take over the waking from the elected process.
STANDBY_POLL_S = 1.0
#: A listener that only listens re-checks its connection this often.
LISTEN_S = 2.0

#: The waker promotes the wheel at least this often, whatever falls due, and looks for its
#: late messages (their transactions committed after their due time and the last look) at
#: least this often: else only once it has heard a send. A send to the wheel of a message
#: due within NOTIFY_WITHIN_MS (5 s) NOTIFYs its queue at its commit, so the look after it
#: finds its message if it was late; a send of later messages goes unheard (the pass that
#: follows it, within this time, finds them well before they fall due: docs/decisions/0010),
#: as does a send to a queue no actor of this process declares (and one whose NOTIFY came
#: while the listener was subscribing again), and a late message of those is promoted
#: within this time. The look was more than half of a promotion's time at 10,000
#: reminders a minute (migration 0042).
LATE_LOOK_S = 1.0

# One waker per database: a session's turn (hourglass.core.store.turns), given up when its
# holder's connection ends, or by the server once its process has stalled WAKER_STALLED_S
# (its passes, at least every LATE_LOOK_S, keep its session from waiting that long
# otherwise). A lock of its own since the wheel (migration 0032): while the previous
# release's waker, which knows only the cold lane, still holds the lock of its name, this
# release's promotes the wheel beside it (their cold lane's wake-ups are sent twice
# meanwhile, which wakes a consumer twice and claims nothing twice).
WAKER_TURN = "hashtext('hourglass.due_wakeup.v2')"
#: The waker's session waits this long for its stalled process before the server ends it:
#: longer than a turn of the upkeep's (5 s), as the session also carries this process's
#: LISTENs and result waits, which an end by mistake (a process starved of CPU) would cost.
WAKER_STALLED_S = 30

# Whether this session's LISTEN on the results' channel is in effect.
LISTENING_FOR_RESULTS = f"SELECT '{RESULT_CHANNEL}' = ANY(ARRAY(SELECT pg_listening_channels()))"


class SubscriptionsChanged(threading.Event):
    """dramatiq-postgres's notifier's `dirty` flag, set when a subscription changes. The
    notifier clears it just before it sends UNLISTEN * and each channel's LISTEN on its
    session (its one clear, on the listener's thread): `relistens` counts those times."""

    def __init__(self) -> None:
        super().__init__()
        self.relistens = 0

    def clear(self) -> None:
        self.relistens += 1
        super().clear()


class QueueListener(Notifier):
    """dramatiq-postgres's notifier (a LISTEN connection whose notifies set the consumers'
    events), which, once `wake_due_messages` is called, also competes to be the deployment's
    waker on the same connection, and once `hear_results` is called, wakes the threads
    waiting for a result."""

    #: The session connection, while there is one.
    conn: psycopg.Connection | None
    dirty: SubscriptionsChanged

    def __init__(self, pool) -> None:
        super().__init__(pool)
        self.waking = False
        self.elected = False
        self.woken_up_to = None
        self.standby_until = 0.0
        self.just_woke = False
        #: Whether a send was heard since the last promotion that looked for late messages.
        self.heard_a_send = True
        self.looked_for_late_at = float("-inf")
        self.results = ResultWaits()
        self.dirty = SubscriptionsChanged()
        #: A channel of this listener's own, LISTENed on from its first session: a NOTIFY on
        #: it makes the listener take a new subscription at once, rather than after it has
        #: listened out its interval (up to MAX_SLEEP_S).
        self.control_channel = f"hourglass.listener.{uuid.uuid4().hex}"
        self.subscriptions[self.control_channel] = {threading.Event()}

    def wake_due_messages(self, channels: Iterable[str]) -> None:
        """Hear every queue's enqueues (the waker needs all of them) and compete to wake."""
        wake_only = threading.Event()  # no consumer waits on it: the channel is heard
        for channel in channels:
            self.subscribe(channel, wake_only)
        self.waking = True

    def hear_results(self) -> ResultWaits:
        """Hear the results' channel from now on (a thread of this process waits for a
        result); its LISTEN is in effect once `results.listening` is set."""
        with self.lock:
            subscribed = RESULT_CHANNEL in self.subscriptions
        if not subscribed:
            self.subscribe(RESULT_CHANNEL, threading.Event())  # its notifies go to the waits
        return self.results

    def wake_in_this_process(self, queue_names: Iterable[str]) -> None:
        """What a NOTIFY of these queues would do in this process: wake their consumers."""
        self._wake_subscribers(enqueue_channel(queue_name) for queue_name in queue_names)

    def _wake_subscribers(self, channels: Iterable[str]) -> None:
        with self.lock:
            events = {e for channel in channels for e in self.subscriptions.get(channel, ())}
        for event in events:
            event.set()

    def run(self) -> None:
        while not self.stopping.is_set():
            try:
                conn = self.ensure_conn()
                listen_s = self._wake(conn) if self.waking else LISTEN_S
                self._listen(conn, time.monotonic() + listen_s)
            except Exception as exc:
                if self.stopping.is_set():  # closed under it (the broker's close)
                    break
                logger.warning("event=listener_reconnect error=%s", type(exc).__name__)
                self.drop_conn()
                self.stopping.wait(1)
        self.drop_conn()

    def _listen(self, conn, until: float) -> None:
        """Dispatch notifies until `until`, a new subscription, or (for the elected waker)
        the first send heard."""
        # The elected waker looks again at the first send it hears (a promotion's NOTIFY,
        # its own included, is not one), but listens out the interval that follows a
        # wake-up.
        first_only = self.elected and not self.just_woke
        while not (self.stopping.is_set() or self.dirty.is_set()):
            left = until - time.monotonic()
            if left <= 0:
                return
            heard = self._dispatch(
                conn.notifies(timeout=left, stop_after=1 if first_only else None)
            )
            if heard and first_only:
                # A burst of enqueues settles before the waker looks again, but never past
                # the wake-up already due (at 100 timers a second each send's enqueue made
                # the next timer wait out the settling: 5 ms of its lateness at p50); every
                # notify meanwhile still reaches its consumers at once.
                settle_s = min(SETTLE_S, until - time.monotonic())
                if settle_s > 0:
                    self._dispatch(conn.notifies(timeout=settle_s))
            if heard or not first_only:
                return
            # Only a result, a promotion or this listener's own channel was heard: listen on.

    def ensure_conn(self) -> psycopg.Connection:
        if self.conn is None:
            # A new session: no lock held, no wake-up sent on it yet.
            self.elected = False
            conn = getconn(self.pool)
            conn.autocommit = True
            self.conn = conn
            self.dirty.set()
        relistens = self.dirty.relistens
        conn = super().ensure_conn()
        # A new session, or its LISTENs sent again after an UNLISTEN of all: a NOTIFY sent
        # meanwhile was heard by no one, a send's or a result's.
        listened_again = self.dirty.relistens != relistens
        if listened_again:
            self.heard_a_send = True
        with self.lock:
            results_subscribed = RESULT_CHANNEL in self.subscriptions
        # Asked of the server rather than inferred: a subscription may have come in while
        # the LISTENs were sent (it sets `dirty` again: the next pass listens again). Every
        # result waiter looks again.
        if (
            results_subscribed
            and (listened_again or not self.results.listening.is_set())
            and one_value(conn.execute(LISTENING_FOR_RESULTS))
        ):
            self.results.listened()
        return conn

    def drop_conn(self) -> None:
        self.results.dropped()
        super().drop_conn()

    def _dispatch(self, notifies: Iterable[Notify]) -> bool:
        """Wake whom each notify concerns; whether a send's was among them (a promotion's
        NOTIFY wakes the consumers, not the waker, which promoted)."""
        heard = False
        for notify in notifies:
            if notify.channel == RESULT_CHANNEL:
                self.results.heard(notify.payload)
            elif notify.channel != self.control_channel:
                if notify.payload != waiting.PROMOTED:
                    heard = self.heard_a_send = True
                self._wake_subscribers([notify.channel])
            if self.stopping.is_set() or self.dirty.is_set():
                break
        return heard

    def _wake(self, conn) -> float:
        """Promote the wheel's messages now due into the ring and send the cold lane's
        wake-ups now due; return how long to listen before looking again."""
        self.just_woke = False
        if not self.elected:
            if time.monotonic() < self.standby_until:
                return self.standby_until - time.monotonic()
            if not turns.take_for_the_session(conn, WAKER_TURN, WAKER_STALLED_S):
                self.standby_until = time.monotonic() + STANDBY_POLL_S
                return STANDBY_POLL_S
            self.elected = True
            self.woken_up_to = one_value(conn.execute("SELECT clock_timestamp()"))
            logger.info("event=due_waker_elected pid=%s", os.getpid())
        # The promotion says when the wheel's next message falls due; it runs at every pass
        # (two buckets read), first: it is what a due timer waits for. It looks for the
        # messages whose transactions committed after their due time, behind the wheel's
        # position, not at its head, once a send was heard, and at least every LATE_LOOK_S.
        looked_at = time.monotonic()
        look_for_late = self.heard_a_send or looked_at - self.looked_for_late_at >= LATE_LOOK_S
        promoted, waiting_due, looked = waiting.promote_and_look_ahead(
            conn, look_for_late=look_for_late
        )
        if looked:
            self.heard_a_send = False
            self.looked_for_late_at = looked_at
        # Every deadline counts from when the database's clock was read, not from the end of
        # this pass.
        read_at = time.monotonic()
        cold_due, clock = cold_lane.next_due(conn, self.woken_up_to)
        woke = cold_due is not None and cold_due <= clock
        if woke:
            cold_lane.wake_due_queues(conn, self.woken_up_to, clock)
        self.woken_up_to = clock
        # The next look for late messages is due LATE_LOOK_S after the last one; one overdue
        # (another promotion held the lock) is tried again after MIN_INTERVAL_S, not at once.
        look_in_s = max(MIN_INTERVAL_S, self.looked_for_late_at + LATE_LOOK_S - time.monotonic())
        due = [d for d in (cold_due, waiting_due) if d is not None]
        if not due:
            return min(MAX_SLEEP_S, look_in_s)
        left_s = read_at + (min(due) - clock).total_seconds() - time.monotonic()
        if (promoted or woke) and left_s < MIN_INTERVAL_S:
            self.just_woke = True
            # Messages due within the next few milliseconds share this wake-up, which comes
            # at their due time but no sooner than MIN_INTERVAL_S after this pass began
            # (counted from its end, each promotion at one timer every 6 ms ran later than
            # the one before: p50 0.80x without that, evidence 0008-05).
            return max(left_s, MIN_INTERVAL_S - (time.monotonic() - looked_at))
        return max(0.0, min(left_s, MAX_SLEEP_S, look_in_s))


class DueMessageWakeup(Middleware):
    """Makes each worker process's listener compete to be the waker once the worker boots."""

    def after_worker_boot(self, broker, worker) -> None:
        broker.notifier.wake_due_messages(
            enqueue_channel(queue_name) for queue_name in broker.get_declared_queues()
        )
