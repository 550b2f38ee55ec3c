"""The wheel of waiting messages (hourglass.core.store.waiting, migration 0032): each message
promoted into the ring once, never before it is due, whatever the order in which the
transactions that sent them commit, however many promotions run at once; a cancelled one
never; a bucket emptied by TRUNCATE only once all its messages are promoted or cancelled."""

import random
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta

import pytest

from hourglass.core import due_wakeup
from hourglass.core.store import waiting
from hourglass.core.store.schema import WAITING_BUCKET_SECONDS, enqueue_channel
from tests.harness import scalar, wait_until
from tests.in_process import own_broker

QUEUE = "wheel"


def send(connection, delays_ms, notified=()) -> list[str]:
    """Waiting messages sent in the caller's transaction on `connection`, NOTIFYing the
    `notified` queues: their ids."""
    ids = [str(uuid.uuid4()) for _ in delays_ms]
    payloads = [f'{{"n": {n}}}' for n in range(len(ids))]
    waiting.send(
        connection.execute, [QUEUE] * len(ids), ids, payloads, list(delays_ms), list(notified)
    )
    return ids


def promoted(connection) -> list[str]:
    """The ids of the messages the ring holds, in the order appended."""
    rows = connection.execute("SELECT message_id::text FROM queue_ring_message ORDER BY id")
    return [message_id for (message_id,) in rows]


@contextmanager
def elected_waker() -> Iterator[None]:
    """A broker of this process's own whose listener is the deployment's waker."""
    with own_broker(with_results=False) as broker:
        broker.notifier.wake_due_messages([enqueue_channel(QUEUE)])
        wait_until(lambda: broker.notifier.elected, timeout=10, message="the waker elected")
        yield


def promote_all(connection) -> int:
    total = 0
    while count := waiting.promote(connection, limit=10):
        total += count
    return total


def test_a_message_is_promoted_once_it_is_due_and_only_once(connect):
    connection = connect()
    (early,) = send(connection, [0])
    # Due well after the two promotions that follow: at 400 ms, a loaded suite run's first
    # promotion came after it and promoted both.
    (later,) = send(connection, [2000])
    assert waiting.promote(connection) == 1
    assert promoted(connection) == [early]
    assert waiting.promote(connection) == 0
    wait_until(lambda: waiting.promote(connection) == 1, timeout=10, message="the later one")
    assert promoted(connection) == [early, later]
    assert waiting.promote(connection) == 0


def test_a_message_due_before_its_transaction_commits_is_promoted_once_it_commits(connect):
    """A product's transaction sends a timer due in 50 ms and stays open a while: it is
    behind the wheel's position when it commits, and promoted then, once."""
    connection = connect()
    long_running = connect(autocommit=False)
    (late,) = send(long_running, [50])
    (quick,) = send(connection, [50])
    # The quick one is due after the late one (its transaction began later): once it is
    # promoted, the wheel's position is past the late one's due time, uncommitted still.
    wait_until(lambda: waiting.promote(connection) == 1, timeout=5, message="the quick one")
    assert waiting.promote(connection) == 0
    long_running.commit()
    assert waiting.promote(connection) == 1
    assert waiting.promote(connection) == 0
    assert promoted(connection) == [quick, late]


def test_a_promotion_that_does_not_look_for_late_messages_reads_with_the_last_look(connect):
    """Told not to look for late messages (migration 0042: the waker looks once it has heard a
    send), a promotion reads with the snapshot of the last promotion that looked: it promotes
    what that one saw as it falls due, and passes by what committed since, which waits still
    (in the wheel's reads and a cancellation's) until the next promotion that looks promotes
    it, once."""
    connection = connect()
    (seen,) = send(connection, [3000])
    assert waiting.promote(connection) == 0  # it looks: its snapshot sees `seen`
    (unseen,) = send(connection, [0])

    def without_looking() -> int:
        return waiting.promote_and_look_ahead(connection, look_for_late=False).promoted

    wait_until(lambda: without_looking() == 1, timeout=10, message="the one seen")
    assert [without_looking() for _ in range(3)] == [0, 0, 0]
    assert promoted(connection) == [seen]
    message_by_id = connection.execute(waiting.MESSAGE_BY_ID, (unseen,)).fetchone()
    assert message_by_id[1] == "waiting"
    assert waiting.promote(connection) == 1
    assert waiting.promote(connection) == 0
    assert promoted(connection) == [seen, unseen]


def test_the_waker_looks_for_a_late_message_once_it_hears_its_send(connect, monkeypatch):
    """The waker looks for late messages once it has heard a send's NOTIFY (and at least every
    LATE_LOOK_S, set past the test's end here): a timer whose transaction commits after its
    due time and after the wheel's position passed it reaches the ring at its commit."""
    monkeypatch.setattr(due_wakeup, "LATE_LOOK_S", 3600.0)
    connection = connect()
    long_running = connect(autocommit=False)
    with elected_waker():
        (late,) = send(long_running, [50], notified=[QUEUE])
        (quick,) = send(connection, [50], notified=[QUEUE])
        wait_until(lambda: promoted(connection) == [quick], timeout=10, message="the quick one")
        long_running.commit()
        wait_until(
            lambda: promoted(connection) == [quick, late], timeout=10, message="the late one"
        )


def test_a_waker_whose_promotions_miss_the_lock_passes_no_more_often_than_its_interval(
    connect, monkeypatch
):
    """While another promotion holds the lock, the waker's passes neither promote nor look for
    late messages, and the look stays due: it still waits MIN_INTERVAL_S between passes, not
    none (a look overdue made it pass again at once, a round trip after another)."""
    passes = []
    promote_and_look_ahead = waiting.promote_and_look_ahead

    def counted(*args, **kwargs):
        passes.append(time.monotonic())
        return promote_and_look_ahead(*args, **kwargs)

    monkeypatch.setattr(waiting, "promote_and_look_ahead", counted)
    other = connect(autocommit=False)
    other.execute("SELECT pg_advisory_xact_lock(hashtext('hourglass.promotion'))")
    with own_broker(with_results=False) as broker:
        broker.notifier.wake_due_messages([enqueue_channel(QUEUE)])
        wait_until(lambda: len(passes) >= 2, timeout=10, message="the waker passing")
        time.sleep(1.0)  # the span counted: the passes meanwhile are the behaviour
        first, last, count = passes[0], passes[-1], len(passes)
    other.rollback()
    assert count <= 1.5 * (last - first) / due_wakeup.MIN_INTERVAL_S + 2


def test_the_waker_does_not_pass_again_on_hearing_its_own_promotion(connect, monkeypatch):
    """A promotion's NOTIFY wakes the consumers; the waker, which promoted, sleeps on until
    the next message falls due or its next look for late messages (LATE_LOOK_S, half a
    second here): its first pass after the promotion is that look, not a pass once its own
    NOTIFY has settled."""
    passes = []
    promote_and_look_ahead = waiting.promote_and_look_ahead

    def counted(*args, **kwargs):
        promotion = promote_and_look_ahead(*args, **kwargs)
        passes.append(promotion)
        return promotion

    monkeypatch.setattr(waiting, "promote_and_look_ahead", counted)
    monkeypatch.setattr(due_wakeup, "LATE_LOOK_S", 0.5)
    connection = connect()
    with elected_waker():
        send(connection, [300], notified=[QUEUE])

        def pass_after_the_promotion() -> bool:
            promoting = [i for i, promotion in enumerate(passes) if promotion.promoted]
            return bool(promoting) and len(passes) > promoting[0] + 1

        wait_until(pass_after_the_promotion, timeout=10, message="a pass after the promotion")
        promoting = next(i for i, promotion in enumerate(passes) if promotion.promoted)
        following = passes[promoting + 1]
    assert following.looked and following.promoted == 0


def test_the_wakers_interval_between_passes_counts_from_the_start_of_a_pass(connect, monkeypatch):
    """Two messages MIN_INTERVAL_S apart (set to half a second here, and each promotion made
    to take a fifth of a second): the second is promoted at its due time, MIN_INTERVAL_S after
    the first pass began. Counted from the pass's end, it was promoted a pass's time late:
    at one timer every 6 ms each promotion ran later than the one before, up to a timer's
    spacing (evidence 0008-05)."""
    promote_and_look_ahead = waiting.promote_and_look_ahead

    def slow(*args, **kwargs):
        promotion = promote_and_look_ahead(*args, **kwargs)
        if promotion.promoted:
            time.sleep(0.2)
        return promotion

    monkeypatch.setattr(waiting, "promote_and_look_ahead", slow)
    monkeypatch.setattr(due_wakeup, "MIN_INTERVAL_S", 0.5)
    connection = connect()
    with elected_waker():
        send(connection, [1000, 1500], notified=[QUEUE])
        wait_until(lambda: len(promoted(connection)) == 2, timeout=10, message="both promoted")
    late_ms = connection.execute(
        """SELECT extract(epoch FROM r.sent_at - m.due_at) * 1000 FROM queue_ring_message AS r
           JOIN queue_waiting_message AS m USING (message_id) ORDER BY m.due_at"""
    ).fetchall()
    assert [ms < 100 for (ms,) in late_ms] == [True, True], late_ms


def test_the_waker_promotes_a_message_sent_without_a_notify_at_its_due_time(connect):
    """What decision 0010 relies on: a send NOTIFYs only a message due within
    NOTIFY_WITHIN_MS, and the waker finds a later one at its next look (at least every
    LATE_LOOK_S) and promotes it at its due time. Here the message is due a look and a half
    after an unheard send."""
    connection = connect()
    with elected_waker():
        send(connection, [1500])  # no NOTIFY
        wait_until(lambda: len(promoted(connection)) == 1, timeout=10, message="promoted")
    ((late_ms,),) = connection.execute(
        """SELECT extract(epoch FROM r.sent_at - m.due_at) * 1000 FROM queue_ring_message AS r
           JOIN queue_waiting_message AS m USING (message_id)"""
    ).fetchall()
    assert 0 <= late_ms < 100


def test_a_promotion_takes_up_to_its_limit_in_due_order_and_the_next_goes_on(connect):
    connection = connect()
    ids = send(connection, list(range(25)))
    wait_until(lambda: scalar("SELECT clock_timestamp() > max(due_at) FROM queue_waiting_message"))
    assert [waiting.promote(connection, limit=10) for _ in range(4)] == [10, 10, 5, 0]
    assert promoted(connection) == ids


def test_a_promotion_says_when_the_next_message_falls_due(connect):
    connection = connect()
    assert waiting.promote_and_look_ahead(connection)[:2] == (0, None)
    # Past the two buckets that follow the position, then within them.
    now_due, much_later = send(connection, [0, 10 * waiting_bucket_ms()])
    count, next_due, _ = waiting.promote_and_look_ahead(connection)
    assert (count, promoted(connection)) == (1, [now_due])
    assert next_due == due_at(much_later)
    (later,) = send(connection, [60_000])
    assert waiting.promote_and_look_ahead(connection)[:2] == (0, due_at(later))


def test_promotions_catch_up_with_messages_due_many_buckets_ago_in_due_order(connect):
    """The first promotion (or one after the waker stopped a while) reads two buckets at a
    time from the earliest message on, and says the next is due already: promoted again at
    once, every message comes into the ring, in due order."""
    connection = connect()
    delays = [-40 * waiting_bucket_ms(), -9 * waiting_bucket_ms(), -3 * waiting_bucket_ms(), -1]
    ids = send(connection, delays)
    passes = 0
    while True:
        _, next_due, _ = waiting.promote_and_look_ahead(connection)
        passes += 1
        if next_due is None:
            break
        assert next_due <= scalar("SELECT clock_timestamp()")  # each still due: at once
    assert promoted(connection) == ids
    assert passes <= len(ids) + 1


def test_a_promotion_under_way_elsewhere_makes_the_waker_look_again_in_a_moment(connect):
    connection = connect()
    send(connection, [0])
    other = connect(autocommit=False)
    other.execute("SELECT pg_advisory_xact_lock(hashtext('hourglass.promotion'))")
    # 5 ms from the database's clock during the call (which may return late to a loaded
    # machine's test).
    before = scalar("SELECT clock_timestamp()")
    count, next_due, looked = waiting.promote_and_look_ahead(connection)
    after = scalar("SELECT clock_timestamp()")
    moment = timedelta(milliseconds=5)
    assert count == 0 and before + moment < next_due <= after + moment
    assert not looked  # the waker must ask again for the late messages
    other.rollback()
    assert waiting.promote(connection) == 1


def test_a_promotion_beside_a_transaction_held_open_reads_the_wheel_by_its_indexes(connect):
    """A transaction held open is in progress at every promotion's snapshot, so each
    promotion looks up that transaction's messages. It must find them by the index on their
    transaction's id: version 2 read every waiting message to do so (issue 46: 23,000 a
    promotion at 100 timers a second, and timers fell later the longer the hold)."""
    connection = connect()
    send(connection, [600_000] * 2000)  # ten minutes out: waiting, none due
    held = connect(autocommit=False)
    held.execute("SELECT pg_current_xact_id()")
    waiting.promote(connection)  # the last snapshot: the held transaction in progress
    promoting = connect(autocommit=False)
    waiting.promote(promoting)
    ledger_rows, wheel_rows_read = promoting.execute(
        """SELECT sum(n_tup_ins) FILTER (WHERE relname LIKE 'queue_promotion%%'),
                  sum(seq_tup_read + coalesce(idx_tup_fetch, 0))
                      FILTER (WHERE relname LIKE 'queue_waiting_message%%')
           FROM pg_stat_xact_user_tables"""
    ).fetchone()
    promoting.rollback()
    assert ledger_rows == 1  # it promoted (no other promotion held the lock)
    assert wheel_rows_read <= 1  # the next message due, which it returns


def test_a_promotion_planned_on_an_empty_wheel_reads_no_message_it_promoted_before(connect):
    """The waker's session plans its promotion once, often while the wheel is empty. Its
    lookup of the messages committed after the last promotion must stay on their
    transaction's index: planned on empty partitions, version 3 read them by due time
    instead, every message promoted so far in the bucket, twice a promotion, so each
    promotion cost more as the bucket filled (1.7 -> 2.8 ms in 30 s at 166 timers a second,
    issue 46)."""
    connection = connect()
    connection.execute("ANALYZE queue_waiting_message")  # statistics of an empty wheel
    promoting = connect()
    waiting.promote(promoting)  # planned now
    send(connection, [0] * 1000)
    while waiting.promote(promoting):
        pass
    # The session's counts so far are flushed at this statement's end: the next
    # transaction's counts are its own.
    promoting.execute("SELECT pg_stat_force_next_flush()")
    promoting.execute("BEGIN")
    waiting.promote(promoting)
    (wheel_rows_read,) = promoting.execute(
        """SELECT sum(seq_tup_read + coalesce(idx_tup_fetch, 0)) FROM pg_stat_xact_user_tables
           WHERE relname LIKE 'queue_waiting_message%%'"""
    ).fetchone()
    promoting.execute("ROLLBACK")
    assert wheel_rows_read < 10  # version 3: 2,000


#: In the caller's transaction: how many times each partition of the wheel was read whole.
WHEEL_READ_WHOLE = """SELECT relname, seq_scan FROM pg_stat_xact_user_tables
WHERE relname LIKE 'queue_waiting_message%%' AND seq_scan > 0"""


@pytest.mark.parametrize("path", ["python", "sql"])
def test_a_cancellation_reads_a_full_bucket_by_its_indexes_once_its_plan_is_generic(connect, path):
    """A task's schedule moves cancel its timers one statement at a time, from Python (a
    prepared statement after five runs) or from SQL (`hourglass.cancel_timers_v1`, whose plans
    the function caches): neither may come to read a bucket of waiting messages whole."""
    connection = connect()
    (first, *_) = send(connection, [600_000] * 2000)
    full = f"queue_waiting_message_{future_bucket(connection, first)}"
    connection.execute("ANALYZE queue_waiting_message, queue_waiting_cancel")
    cancelling = connect(autocommit=False)
    for message_id in send(connection, [600_000] * 8):
        if path == "python":
            waiting.cancel(cancelling.execute, [message_id])
        else:
            cancelling.execute("SELECT hourglass.cancel_timers_v1(%s::uuid[])", ([message_id],))
        read_whole = dict(cancelling.execute(WHEEL_READ_WHOLE).fetchall())
        cancelling.commit()
        assert full not in read_whole


def test_a_cancelled_message_is_never_promoted_and_one_promoted_is_not_cancelled(connect):
    connection = connect()
    cancelled, kept = send(connection, [100, 0])
    assert waiting.cancel(connection.execute, [cancelled]) == 1
    assert waiting.cancel(connection.execute, [cancelled]) == 0  # once
    assert waiting.promote(connection) == 1
    assert waiting.cancel(connection.execute, [kept]) == 0  # in the ring already
    wait_until(
        lambda: scalar(
            "SELECT clock_timestamp() > due_at FROM queue_waiting_message WHERE message_id = %s",
            (cancelled,),
        ),
        message="the cancelled one to fall due",
    )
    assert waiting.promote(connection) == 0
    assert promoted(connection) == [kept]


def test_a_tombstone_cancels_its_message_in_every_bucket(connect):
    """A message sent again under the same id (a retry of one promoted while it was being
    cancelled) waits in another bucket: the tombstone still cancels it, as every reader of
    the wheel says (`waiting.MESSAGE_BY_ID`, the `hourglass.message` view)."""
    connection = connect()
    (message_id,) = send(connection, [600_000])
    assert waiting.cancel(connection.execute, [message_id]) == 1
    waiting.send(connection.execute, [QUEUE], [message_id], ['{"n": 0}'], [0], [])
    assert waiting.promote(connection) == 0
    assert message_id not in promoted(connection)


def test_promotions_at_once_promote_each_message_once_whatever_the_commit_order(connect):
    """Senders whose transactions stay open random times, due times from now to 300 ms,
    and four promoters at once: every message promoted once, none before it was due."""
    rng = random.Random(7)
    sent: list[str] = []
    stop = threading.Event()

    def sender():
        connection = connect(autocommit=False)
        for _ in range(30):
            ids = send(connection, [rng.randrange(0, 300) for _ in range(rng.randrange(1, 5))])
            time.sleep(rng.random() * 0.1)
            connection.commit()
            sent.extend(ids)

    def promoter():
        connection = connect()
        while not stop.is_set():
            waiting.promote(connection, limit=3)

    senders = [threading.Thread(target=sender) for _ in range(3)]
    promoters = [threading.Thread(target=promoter) for _ in range(4)]
    for thread in senders + promoters:
        thread.start()
    for thread in senders:
        thread.join()
    connection = connect()
    wait_until(lambda: len(promoted(connection)) == len(sent), timeout=10, message="all")
    stop.set()
    for thread in promoters:
        thread.join()
    assert sorted(promoted(connection)) == sorted(sent)
    early = scalar(
        "SELECT count(*) FROM queue_ring_message AS r JOIN queue_waiting_message AS w"
        " USING (message_id) WHERE r.sent_at < w.due_at"
    )
    assert early == 0


def test_a_bucket_is_emptied_once_all_its_messages_are_promoted_or_cancelled(connect):
    connection = connect()
    # Messages of a bucket other than the current and the previous one: due in the past (a
    # negative delay, as a transaction that began long ago sends them).
    old_bucket_delay = -3 * waiting_bucket_ms()
    done, cancelled = send(connection, [old_bucket_delay, old_bucket_delay])
    (bucket,) = connection.execute(
        "SELECT DISTINCT bucket FROM queue_waiting_message WHERE message_id = ANY(%s::uuid[])",
        ([done, cancelled],),
    ).fetchone()
    waiting.cancel(connection.execute, [cancelled])
    (future,) = send(connection, [3 * waiting_bucket_ms()])
    emptied, passed = waiting.rotate(connection)  # the first has not been promoted yet
    assert emptied == [] and set(passed) == {bucket, future_bucket(connection, future)}
    promote_all(connection)
    emptied, passed = waiting.rotate(connection)
    assert emptied == [bucket] and passed == [future_bucket(connection, future)]
    assert scalar("SELECT count(*) FROM queue_waiting_message") == 1
    assert scalar("SELECT count(*) FROM queue_waiting_cancel") == 0


def test_a_bucket_held_by_a_reader_is_passed_by(connect):
    connection = connect()
    send(connection, [-3 * waiting_bucket_ms()])
    promote_all(connection)
    reader = connect(autocommit=False)
    reader.execute("SELECT count(*) FROM queue_waiting_message")
    emptied, passed = waiting.rotate(connection)
    assert emptied == [] and len(passed) == 1
    reader.rollback()
    emptied, passed = waiting.rotate(connection)
    assert len(emptied) == 1 and passed == []


def test_the_promotions_slots_are_emptied_but_the_newest(connect):
    connection = connect()
    for slot in range(8):
        connection.execute(
            "INSERT INTO queue_promotion (slot, snapshot, due_at, after_id)"
            " VALUES (%s, pg_current_snapshot(), now(), 0)",
            (slot,),
        )
    newest_slot = scalar("SELECT slot FROM queue_promotion ORDER BY seq DESC LIMIT 1")
    waiting.rotate_promotions(connection)
    left = {slot for (slot,) in connection.execute("SELECT DISTINCT slot FROM queue_promotion")}
    current = scalar("SELECT queue_ring_slot(clock_timestamp())")
    assert newest_slot in left and left <= {newest_slot, current, (current - 1) % 8}


def waiting_bucket_ms() -> int:
    return WAITING_BUCKET_SECONDS * 1000


def future_bucket(connection, message_id) -> int:
    return connection.execute(
        "SELECT bucket FROM queue_waiting_message WHERE message_id = %s", (message_id,)
    ).fetchone()[0]


def due_at(message_id):
    return scalar("SELECT due_at FROM queue_waiting_message WHERE message_id = %s", (message_id,))
