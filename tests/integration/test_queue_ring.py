"""The hot lane (hourglass.core.ring): each message claimed once, in commit order, however
the sending transactions overlap; settled by receipts; a slot emptied by rotation only once
nothing in it is in flight, its unsettled rest moved to the cold lane first."""

import threading
import time
import uuid
from datetime import timedelta

import dramatiq
import psycopg
import pytest
from dramatiq.middleware import CurrentMessage
from dramatiq_postgres.utils import make_pool

import actors  # noqa: F401  (the broker)
from actors.notifications import create_task, fire_scheduled_job
from actors.notifications.rules import FIRE_QUEUE
from actors.recommendation import member_visited, refresh_member_recommendations, refresh_messages
from hourglass.core import audit
from hourglass.core.broker import HourglassBroker, broker
from hourglass.core.database import database_url
from hourglass.core.flow_limits import declare_limits, set_limit
from hourglass.core.migrate import apply_migrations
from hourglass.core.sending import enqueue_in_transaction, send_in_transaction
from hourglass.core.store import cold_lane, hot_lane, reads, rotation, sequences
from hourglass.core.store import partitions as emptying
from hourglass.core.store.claims import RING_POSITION, Claim
from hourglass.core.store.schema import NOTIFY_WITHIN_MS, SLOTS, STRIPES, enqueue_channel
from models import db, notifications
from models import recommendation as store
from tests.harness import scalar, wait_until

QUEUE = "recommendation"
WORKER_ID = "00000000-0000-0000-0000-000000000001"


@pytest.fixture
def worker_broker():
    """A second broker, as a worker process has its own (see test_broker_rows)."""
    pool = make_pool(database_url(), maxconn=2)
    yield HourglassBroker(pool=pool, results=False, listen=False)
    pool.close()


def send(connection, n):
    """Append `n` ring messages in the caller's transaction on `connection`, as send does."""
    connection.execute(
        hot_lane.SEND, ([QUEUE] * n, [str(uuid.uuid4()) for _ in range(n)], ['{"n": 1}'] * n, [])
    )


def claim(connection, limit, worker_id="00000000-0000-0000-0000-000000000001"):
    """One claim of up to `limit` messages, committed; their positions in order."""
    with connection.transaction(), connection.cursor() as cursor:
        return [c.ring_position for c in hot_lane.claim(cursor, QUEUE, worker_id, limit)]


def claim_parameters(worker_id, limit) -> dict:
    """The parameters of the hot lane's claim statement, for `worker_id` and `limit`."""
    return {"queue_name": QUEUE, "worker_id": worker_id, "limit": limit, **hot_lane.first_stripe()}


def test_a_message_of_a_transaction_still_open_is_claimed_once_it_commits(connect):
    long_running = connect(autocommit=False)
    send(long_running, 1)  # its xid is older than the next send's
    quick = connect()
    send(quick, 2)
    claimer = connect()
    first = claim(claimer, 10)
    assert len(first) == 2
    assert claim(claimer, 10) == []
    long_running.commit()
    late = claim(claimer, 10)
    assert len(late) == 1 and late[0] not in first
    assert claim(claimer, 10) == []


def test_a_message_of_a_transaction_that_began_before_a_claim_but_not_in_its_snapshot_is_claimed(
    connect,
):
    """A snapshot's xmax is one past the latest transaction that ended, not the next id to
    be handed out: a transaction that has its id and is still running may be neither below
    it nor in its in-progress list, as if it had not begun. Its messages, written before the
    snapshot and in any slot, are the next claims' once it commits: a pick that looked for
    them only in the slots written since the snapshot (tried in review, never released)
    passed them by."""
    claimer = connect()
    claim(claimer, 10)  # each stripe's range, complete: the next claims have a lower snapshot
    sender = connect(autocommit=False)
    send(sender, 4)  # no transaction ends after it got its id: the next snapshot's xmax is it
    assert claim(claimer, 10) == []
    (txid,) = sender.execute("SELECT pg_current_xact_id()::text").fetchone()
    assert scalar(
        "SELECT bool_and(%s::xid8 >= pg_snapshot_xmax(upper_snapshot)"
        " AND %s::xid8 NOT IN (SELECT pg_snapshot_xip(upper_snapshot)))"
        " FROM (SELECT DISTINCT ON (stripe) upper_snapshot FROM queue_ring_cursor"
        "       ORDER BY stripe, seq DESC) AS c",
        (txid, txid),
    )
    sender.commit()
    # As if it had written them half a minute ago, two slots back.
    db.execute_sql("UPDATE queue_ring_message SET slot = (slot + %s) %% %s", (SLOTS - 2, SLOTS))
    assert len(claim(claimer, 10)) == 4


def test_claims_side_by_side_take_every_message_once(connect):
    senders, claimers, per_sender = 4, 4, 150
    claimed: list[tuple[int, int]] = []
    lock = threading.Lock()
    all_claimed = threading.Event()

    def sender():
        connection = connect(autocommit=False)
        for _ in range(per_sender):
            send(connection, 1)
            connection.commit()

    # An empty claim says nothing of what is left (a stripe another claim holds is passed
    # by; a claim may finish the range of the one before): the claimers go on until every
    # message is claimed or the wait below gives up.
    def claimer():
        connection = connect()
        while not all_claimed.is_set():
            positions = claim(connection, 7)
            with lock:
                claimed.extend(positions)

    sending = [threading.Thread(target=sender) for _ in range(senders)]
    claiming = [threading.Thread(target=claimer) for _ in range(claimers)]
    for thread in sending + claiming:
        thread.start()
    for thread in sending:
        thread.join()
    try:
        wait_until(lambda: len(claimed) >= senders * per_sender, message="every message claimed")
    finally:
        all_claimed.set()
        for thread in claiming:
            thread.join()
    assert len(claimed) == senders * per_sender
    assert len(set(claimed)) == len(claimed)


def test_a_claim_resumes_where_the_one_before_stopped_at_its_limit(connect):
    sender = connect()
    send(sender, 25)
    claimer = connect()
    batches = [claim(claimer, 10) for _ in range(4)]
    assert [len(b) for b in batches] == [10, 10, 5, 0]
    in_claim_order = [id_ for batch in batches for _, id_ in batch]
    assert sorted(in_claim_order) == list(range(1, 26))
    # One sender: commit order is id order, in each stripe.
    for stripe in range(STRIPES):
        of_stripe = [id_ for id_ in in_claim_order if id_ % STRIPES == stripe]
        assert sorted(of_stripe) == of_stripe


def claim_buffers(connection, limit, first_stripe=0) -> int:
    """The buffers a claim of up to `limit` from `first_stripe` reads (EXPLAIN ANALYZE runs
    the claim: its claim rows and cursor are rolled back), the fewest of three runs: a run
    that plans one of the function's statements again (autovacuum's ANALYZE of a partition
    meanwhile) also counts the catalogs it read, 130 buffers more, once."""
    runs = []
    for _ in range(3):
        with connection.transaction(force_rollback=True), connection.cursor() as cursor:
            (plan,) = cursor.execute(
                "EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) " + hot_lane.CLAIM,
                claim_parameters(str(uuid.uuid4()), limit) | {"first_stripe": first_stripe},
            )
            top = plan[0][0]["Plan"]
            runs.append(top["Shared Hit Blocks"] + top["Shared Read Blocks"])
    return min(runs)


def test_a_claim_reads_only_its_range_while_a_transaction_stays_open(connect):
    claimer = connect()
    claim(claimer, 1)  # the queue's cursors
    send(connect(), 8000)
    while claim(claimer, 1000):
        pass
    held = connect(autocommit=False)
    held.execute("SELECT pg_current_xact_id()")  # in progress at every snapshot from now on
    send(connect(), 4)  # one a stripe: each stripe's next cursor has the held one in progress
    while claim(claimer, 10):
        pass
    send(connect(), 4)
    held_txid = held.execute("SELECT pg_current_xact_id()::text").fetchone()[0]
    # The held transaction is in progress at every stripe's lower snapshot: its branch runs.
    assert scalar(
        "SELECT bool_and(%s::xid8 IN (SELECT pg_snapshot_xip(c.upper_snapshot)))"
        " FROM (SELECT DISTINCT ON (stripe) upper_snapshot FROM queue_ring_cursor"
        "       ORDER BY stripe, seq DESC) AS c",
        (held_txid,),
    )
    # A claim of one message, from stripe 0, which then has one. Its range is the one new
    # message: 57 buffers, the pause, the cursor and two appends included; a walk of the
    # stripe's 2,000 settled ones read 180.
    assert claim_buffers(claimer, 1, first_stripe=0) < 120


def test_after_its_cursors_are_emptied_a_claim_reads_its_range_not_every_claim(connect):
    """A stripe with no cursor is read from the start, skipping what was claimed or settled,
    and so are the claims that go on from there until its range is complete. Each of them
    read every claim of the ring (a hash of them all: 50 ms a claim at 150,000 claims on
    PostgreSQL 15, a backlog drained in a time growing with its square; migration 0025)."""
    claimer = connect()
    send(connect(), 60_000)
    for _ in range(30):
        claim(claimer, 1000)
    db.execute_sql("TRUNCATE queue_ring_cursor")  # idle for a whole round of the ring
    # As autovacuum would; vacuumed too, so that it does not come (and replan) meanwhile.
    db.execute_sql("VACUUM (ANALYZE) queue_ring_message, queue_ring_claim, queue_ring_receipt")
    claim(claimer, 10)  # a stripe's range begins again: its 7,500 or so claimed are skipped
    (stripe,) = db.execute_sql(
        "SELECT stripe FROM queue_ring_cursor WHERE lower_snapshot IS NULL"
    ).fetchone()
    # The next claim of one goes on from the stripe's position: one message, its claim and
    # receipt looked up, the pause, the cursor, two appends (45 buffers); with a hash of the
    # ring's claims, 294.
    assert claim_buffers(claimer, 1, first_stripe=stripe) < 150


TAKE = (
    "SELECT ring_slot, ring_id, ring_message_id, ring_message::text FROM hourglass.take_ring_v3("
    "%(queue_name)s, %(worker_id)s, %(limit)s, %(first_stripe)s, 2)"
)


def test_claims_and_take_alongs_side_by_side_take_each_message_once(connect):
    """The consumers' claims (claim_ring_v4, migration 0043) and the pipelines' take-alongs
    (take_ring_v3, migration 0040) take turns on the same ring: through a range read from the
    start, and while a transaction that sent messages stays open (each pick's branch of the
    transactions in progress at its lower snapshot)."""
    claimer = connect()
    send(connect(), 100)
    held = connect(autocommit=False)
    claimed = []
    for turn, statement in enumerate([hot_lane.CLAIM, TAKE] * 100):
        with claimer.transaction():
            claimed += claimer.execute(statement, claim_parameters(WORKER_ID, 3)).fetchall()
        if turn == 20:
            claimer.execute("TRUNCATE queue_ring_cursor")  # idle for a whole round of the ring
            send(connect(), 100)
        elif turn == 30:
            send(held, 5)  # in progress at the snapshots of the claims that follow
        elif turn == 40:
            send(connect(), 10)
        elif turn == 120:
            held.commit()
    positions = [(slot, id_) for slot, id_, _, _ in claimed]
    assert len(positions) == len(set(positions)) == 215


def test_migrate_moves_sequences_set_back_behind_their_rows_past_them(connect, caplog):
    """Sequences set back behind their rows (by hand, as here: `setval`) number new
    messages and cursors from 1 again: sends collide with the messages' keys, and a stripe's
    claims read a stale cursor as its newest, re-read what they claimed and fail on its key,
    again and again. `hourglass migrate`, run before the workers start again, moves each
    sequence past its rows; a second run moves nothing."""
    claimer = connect()
    send(connect(), 8)
    first = claim(claimer, 100)
    assert len(first) == 8
    for sequence, _, _ in sequences.ORDER_BEARING:
        db.execute_sql("SELECT setval(%s, 1, false)", (sequence,))
    with caplog.at_level("WARNING", logger="hourglass.core.migrate"):
        apply_migrations(db)
    assert "queue_ring_cursor_seq" in caplog.text and "queue_ring_message_id" in caplog.text
    send(connect(), 8)
    second = claim(claimer, 100)
    assert len(second) == 8 and not set(first) & set(second)
    send(connect(), 8)
    assert len(claim(claimer, 100)) == 8
    assert claim(claimer, 100) == []
    caplog.clear()
    with caplog.at_level("WARNING", logger="hourglass.core.migrate"):
        apply_migrations(db)
    assert "sequences_behind_rows" not in caplog.text


def test_a_send_and_a_claim_compute_their_slot_in_their_own_statements(connect):
    """The slot a message or a cursor is appended to is the column's default, the SQL
    function queue_ring_slot: declared IMMUTABLE over a STABLE body, it was run as a function
    of its own, its statement parsed and planned again in every statement that appended (a
    sixth of what a claim of 8 costs, pgbench on PostgreSQL 15; migration 0026). Inlined, it
    is no call."""
    connection = connect(autocommit=False)

    def slot_calls(appending) -> int:
        """Calls of queue_ring_slot as a function by `appending`, in a transaction committed."""
        with connection.transaction():
            connection.execute("SET LOCAL track_functions = 'all'")
            appending()
            return connection.execute(
                "SELECT coalesce(sum(calls), 0) FROM pg_stat_xact_user_functions"
                " WHERE funcname = 'queue_ring_slot'"
            ).fetchone()[0]

    def claim_three():
        with connection.cursor() as cursor:
            assert len(hot_lane.claim(cursor, QUEUE, WORKER_ID, 3)) == 3

    assert slot_calls(lambda: send(connection, 3)) == 0
    assert slot_calls(claim_three) == 0


def test_a_paused_queue_claims_nothing_and_moves_no_cursor(connect):
    send(connect(), 3)
    db.execute_sql("INSERT INTO queue_pause (queue_name, paused_by) VALUES (%s, 'test')", (QUEUE,))
    assert claim(connect(), 10) == []
    assert scalar("SELECT count(*) FROM queue_ring_cursor") == 0
    db.execute_sql("DELETE FROM queue_pause")
    assert len(claim(connect(), 10)) == 3


def test_a_consumers_claim_is_one_statement_whose_commit_does_not_wait_for_the_disk(connect):
    """The consumer claims in autocommit, a statement a claim (migration 0043: four round trips
    were a third of a claim): the statement says itself that its commit does not wait for the
    disk (docs/decisions/0003), also when the cold lane's messages fill its limit and the
    ring's claim, asked for none, claims nothing and moves no cursor."""
    connection = connect()
    cold_id = str(uuid.uuid4())
    cold_lane.send(connection.execute, [QUEUE], [cold_id], ['{"n": 1}'], [0.0], [])
    send(connection, 1)
    with connection.transaction():
        claimed = connection.execute(
            hot_lane.CLAIM_COLD_LANE_FIRST, claim_parameters(WORKER_ID, 1)
        ).fetchall()
        assert [(slot, message_id) for slot, _, message_id, _ in claimed] == [(None, cold_id)]
        assert connection.execute("SHOW synchronous_commit").fetchone() == ("off",)
    assert scalar("SELECT count(*) FROM queue_ring_cursor") == 0
    assert scalar("SELECT count(*) FROM queue_ring_claim") == 0
    assert len(claim(connection, 2)) == 1


def test_with_its_cursors_emptied_a_queue_claims_only_what_was_never_claimed(connect):
    sender = connect()
    send(sender, 3)
    claimer = connect()
    taken = claim(claimer, 2)
    db.execute_sql("TRUNCATE queue_ring_cursor")  # idle for a whole round of the ring
    rest = claim(claimer, 10)
    assert len(rest) == 1 and rest[0] not in taken
    assert claim(claimer, 10) == []


def test_a_ring_message_runs_once_and_its_ack_is_a_receipt(worker_broker):
    sent = send_in_transaction(member_visited, 1)
    assert scalar("SELECT count(*) FROM dramatiq.queue") == 0
    consumer = worker_broker.consume(QUEUE, timeout=100)
    message = wait_until(lambda: next(consumer), message="the ring message")
    assert message.message_id == sent.message_id
    assert message.options[RING_POSITION]
    consumer.ack(message)
    worker_broker.acks.flush()
    assert db.execute_sql("SELECT outcome FROM queue_ring_receipt").fetchall() == [("done",)]
    consumer.close()


def test_a_send_without_its_notify_is_refused_only_for_a_message_due_within_five_seconds():
    """The waker hears of a message due within NOTIFY_WITHIN_MS only by its NOTIFY; a later
    one it finds at its next look (decision 0010)."""
    with db.atomic() as transaction:
        for delay_ms in (1, -1, NOTIFY_WITHIN_MS - 1):
            with pytest.raises(ValueError, match="due within 5 s needs its NOTIFY"):
                enqueue_in_transaction(
                    [fire_scheduled_job.message(1, 1)], delay_ms=delay_ms, notify=False
                )
        for delay_ms in (0, NOTIFY_WITHIN_MS):
            enqueue_in_transaction(
                [fire_scheduled_job.message(1, 1)], delay_ms=delay_ms, notify=False
            )
        assert scalar("SELECT count(*) FROM hourglass.message") == 2
        transaction.rollback()


def test_a_send_heard_while_a_claim_finds_nothing_is_claimed_at_once(worker_broker):
    """A send that commits while a claim runs, after its snapshot: the claim finds nothing,
    and the send's NOTIFY wakes the consumer meanwhile (as the listener does, set by hand
    here). The consumer claims again at once. dramatiq-postgres's consumer cleared its
    wake-up after an empty claim, so the message waited for the next ack or poll."""
    worker_broker.poll_interval = 30.0
    consumer = worker_broker.consume(QUEUE, timeout=30_000)
    real_claim = consumer.claim
    sent: list[dramatiq.Message] = []

    def claim_while_a_send_commits(limit):
        real_claim(limit)
        if not sent:
            sent.append(send_in_transaction(member_visited, 1))
            consumer.wakeup.set()

    consumer.claim = claim_while_a_send_commits
    started = time.monotonic()
    assert next(consumer) is None  # the claim that found nothing
    message = next(consumer)
    waited_s = time.monotonic() - started
    assert message is not None and message.message_id == sent[0].message_id
    assert waited_s < 5.0
    consumer.close()


def test_a_rejected_ring_message_is_a_dead_letter_of_the_cold_lane(worker_broker):
    send_in_transaction(member_visited, 1)
    consumer = worker_broker.consume(QUEUE, timeout=100)
    message = wait_until(lambda: next(consumer), message="the ring message")
    consumer.nack(message)
    consumer.close()
    assert db.execute_sql("SELECT state::text FROM dramatiq.queue").fetchall() == [("rejected",)]
    assert db.execute_sql("SELECT outcome FROM queue_ring_receipt").fetchall() == [("rejected",)]


def test_a_retry_waits_in_the_wheel_without_its_ring_position(worker_broker):
    send_in_transaction(member_visited, 1)
    consumer = worker_broker.consume(QUEUE, timeout=100)
    message = wait_until(lambda: next(consumer), message="the ring message")
    broker.enqueue(message._message, delay=60_000)  # as Retries does after a failure
    message._exception = RuntimeError("failed")
    consumer.ack(message)
    worker_broker.acks.flush()
    consumer.close()
    options = scalar("SELECT message->'options' FROM queue_waiting_message")
    assert RING_POSITION not in options
    assert scalar("SELECT count(*) FROM dramatiq.queue") == 0
    assert db.execute_sql("SELECT outcome FROM queue_ring_receipt").fetchall() == [("retried",)]


def test_a_retry_of_a_cold_lane_attempt_settles_its_row_as_it_goes_to_the_wheel(worker_broker):
    """A message claimed from the cold lane (sent before its queue was on the hot lane, or by
    the previous release) that fails: its retry waits in the wheel, and its row, which is not
    the retry, is settled with the retry's send."""
    with db.atomic():
        enqueue_in_transaction([member_visited.message(1)])
    db.execute_sql(
        "INSERT INTO dramatiq.queue (queue_name, message_id, state, message)"
        " SELECT queue_name, message_id, 'queued', message FROM queue_ring_message"
    )
    db.execute_sql("TRUNCATE queue_ring_message")
    consumer = worker_broker.consume(QUEUE, timeout=100)
    message = wait_until(lambda: next(consumer), message="the cold lane's message")
    assert RING_POSITION not in message.options
    worker_broker.enqueue(message._message, delay=60_000)  # as Retries does after a failure
    message._exception = RuntimeError("failed")
    consumer.ack(message)
    worker_broker.acks.flush()
    consumer.close()
    assert scalar("SELECT count(*) FROM dramatiq.queue") == 0
    assert scalar("SELECT count(*) FROM queue_waiting_message") == 1


def test_a_limited_queue_claims_its_ring_messages_through_the_cold_lane(worker_broker):
    # A limit on the queue's refresh actor: the claim counts what runs in the cold lane.
    limited = refresh_member_recommendations.actor_name
    with db.atomic():
        declare_limits(db.cursor(), broker)
    set_limit(limited, audit.Operator("ops", "cli"), concurrency=1)
    try:
        sent = send_in_transaction(member_visited, 1)
        consumer = worker_broker.consume(QUEUE, timeout=100)
        message = wait_until(lambda: next(consumer), message="the message of a limited queue")
        assert message.message_id == sent.message_id
        assert RING_POSITION not in message.options
        assert db.execute_sql("SELECT outcome FROM queue_ring_receipt").fetchall() == [("moved",)]
        assert scalar("SELECT state::text FROM dramatiq.queue") == "consumed"
        consumer.close()
    finally:
        set_limit(limited, audit.Operator("ops", "cli"), concurrency=None)


def test_a_refresh_takes_waiting_refreshes_from_the_hot_lane_and_moves_what_else_it_reads(connect):
    """A refresh's take-along claims the hot lane's waiting refreshes for its worker; the
    other messages that claim reads (a visit) go to the cold lane, woken; the refreshes'
    finish settles them on the ring in its own statement."""
    own, first, second = store.insert_tasks([(1, "G2"), (2, "G2"), (3, "G2")])
    with db.atomic():
        enqueue_in_transaction(refresh_messages([first]))
        visit = send_in_transaction(member_visited, 4)
        enqueue_in_transaction(refresh_messages([second]))
    listener = connect()
    listener.execute(f'LISTEN "{enqueue_channel(QUEUE)}"')
    own_claim = Claim(own[1], QUEUE, WORKER_ID)  # its own message came from the cold lane

    runs, unstarted, unseen = store.start_tasks(
        own[0], own_claim, 5, refresh_member_recommendations.actor_name
    )

    assert unstarted == [] and unseen == []
    assert runs[0].task_id == own[0] and runs[0].claim is own_claim
    taken = {run.task_id: run.claim for run in runs[1:]}
    assert set(taken) == {first[0], second[0]}
    assert all(claim.ring_position is not None for claim in taken.values())
    assert (
        scalar("SELECT state::text FROM dramatiq.queue WHERE message_id = %s", (visit.message_id,))
        == "queued"
    )
    assert next(listener.notifies(timeout=5, stop_after=1)).channel == enqueue_channel(QUEUE)
    saved = store.succeed_tasks([store.TaskSuccess(run, [run.member_id]) for run in runs])
    assert saved == [True, True, True]
    assert sorted(db.execute_sql("SELECT outcome FROM queue_ring_receipt").fetchall()) == [
        ("done",),
        ("done",),
        ("moved",),
    ]
    assert scalar(f"SELECT count(*) FROM ({reads.HOT_LANE_UNSETTLED}) AS u") == 0


def start_tasks_in_a_thread(own) -> tuple[threading.Thread, dict]:
    """A refresh of the task `own` (id, message id) whose own message came from the cold lane
    starts its tasks, taking up to 5 others along from the hot lane, in a thread of its own
    (its connection closed after): the thread, and the dict that gets start_tasks' result."""
    started: dict = {}

    def start():
        own_claim = Claim(own[1], QUEUE, WORKER_ID)
        actor_name = refresh_member_recommendations.actor_name
        started["result"] = store.start_tasks(own[0], own_claim, 5, actor_name)
        db.close()

    taker = threading.Thread(target=start)
    taker.start()
    return taker, started


def test_a_take_along_passes_by_the_stripes_other_claims_hold(connect):
    """A take-along is a saving, not a duty: while other claims hold every stripe's turn, a
    refresh starts its own task at once and leaves the waiting refresh to the consumers (it
    waited for a turn: 107 waits of 16 ms in a drain of 10,000 refreshes)."""
    own, waiting = store.insert_tasks([(1, "G2"), (2, "G2")])
    with db.atomic():
        enqueue_in_transaction(refresh_messages([waiting]))
    turns = connect(autocommit=False)
    for stripe in range(STRIPES):
        turns.execute(
            "SELECT pg_advisory_xact_lock(hashtext(%s))", (f"hourglass.ring.{QUEUE}.{stripe}",)
        )
    taker, started = start_tasks_in_a_thread(own)
    try:
        taker.join(timeout=5)
        assert not taker.is_alive(), "the take-along waited for a stripe's turn"
    finally:
        turns.rollback()
        taker.join(timeout=10)

    runs, unstarted, unseen = started["result"]
    assert [run.task_id for run in runs] == [own[0]] and unstarted == [] and unseen == []
    assert scalar("SELECT count(*) FROM queue_ring_claim") == 0
    (waiting_claim,) = claim(connect(), 5)
    assert waiting_claim == db.execute_sql("SELECT slot, id FROM queue_ring_message").fetchone()


def test_a_take_along_that_has_enough_leaves_the_other_stripes_to_other_claims(connect):
    """A take-along holds each turn it takes until the firing or refresh it serves commits:
    one that found few goes on to the next stripe, one that has enough stops, and the other
    stripes' messages are claimed meanwhile. At 100,000 reminders a minute a take of every
    free stripe made the firings, which took nearly every timer along, run one after
    another (issue 46)."""
    send(connect(), 4 * STRIPES)  # consecutive ids: four in each stripe
    taking = connect(autocommit=False)
    taken = taking.execute(
        "SELECT ring_slot, ring_id FROM hourglass.take_ring_v3(%s, %s, 100, 0, 6)",
        (QUEUE, WORKER_ID),
    ).fetchall()
    assert sorted({id_ % STRIPES for _, id_ in taken}) == [0, 1] and len(taken) == 8
    other = connect(autocommit=False)
    other.execute("SET lock_timeout = '5s'")  # it would wait for a turn the take holds
    claimed = other.execute(
        hot_lane.CLAIM, claim_parameters("00000000-0000-0000-0000-000000000002", 100)
    ).fetchall()
    assert len(claimed) == 4 * (STRIPES - 2)
    other.rollback()
    taking.rollback()


def test_a_firing_holds_no_stripes_turn_while_its_transaction_runs(connect):
    """A firing's take-along claims the ring's due timers in a transaction of its own, before
    the firing's: while the firing's transaction runs (here held at its insert of requests)
    the queue's consumers claim without waiting. Taken in the firing's transaction, the take
    held the turns of every stripe it read until the firing committed, WAL flush included,
    and the consumers waited for them (issue 46, evidence 0008-06)."""
    now = db.now()
    for student_id in range(1, 6):  # each with its deadline check due at once, in the ring
        create_task(student_id, 2, now - timedelta(hours=1), now + timedelta(hours=2))
    with connect(autocommit=False) as claiming, claiming.cursor() as cursor:
        (own,) = hot_lane.claim(cursor, FIRE_QUEUE, broker.worker_id, 1)
    message = dramatiq.Message.decode(own.payload.encode())
    message.options[RING_POSITION] = own.ring_position
    message = message.copy(message_id=own.message_id, queue_name=FIRE_QUEUE)

    requests = connect(autocommit=False)
    requests.execute("LOCK TABLE notification_request IN ACCESS EXCLUSIVE MODE")
    firing = threading.Thread(target=fire_as_a_worker, args=(message,))
    firing.start()
    try:
        wait_until(
            lambda: (
                scalar(
                    "SELECT count(*) FROM pg_locks WHERE relation = 'notification_request'::regclass"
                    " AND NOT granted"
                )
                == 1
            ),
            message="the firing to reach its requests",
        )
        other = connect(autocommit=False)
        other.execute("SET lock_timeout = '2s'")  # it would wait for a turn the take held
        parameters = claim_parameters("00000000-0000-0000-0000-000000000002", 100)
        claimed = other.execute(hot_lane.CLAIM, {**parameters, "queue_name": FIRE_QUEUE}).fetchall()
        other.rollback()
    finally:
        requests.rollback()
        firing.join(timeout=10)
    assert claimed == []  # the firing took the other four along
    assert scalar("SELECT count(*) FROM scheduled_job WHERE status = 'FIRED'") == 5


def test_a_firings_take_along_whose_result_is_lost_goes_back_at_the_consumers_next_claim(
    monkeypatch,
):
    """A take-along's claims commit in a statement of their own; when its result is lost
    (the connection drops as it is read, a time limit strikes just after), the claims are
    this live process's, held by no thread. The queue's consumer hands them back at its next
    claim, and claims them from there: they no longer wait for the worker to stop."""
    claim_due_timers = notifications.claim_due_timers

    def claimed_and_lost(*args):
        assert len(claim_due_timers(*args)) == 4
        raise psycopg.OperationalError("the connection was lost while the result was read")

    monkeypatch.setattr(notifications, "claim_due_timers", claimed_and_lost)
    consumer = broker.consume(FIRE_QUEUE, prefetch=8, timeout=100)
    try:
        assert next(consumer) is None  # its first claim is over: the queue is empty
        now = db.now()
        for student_id in range(1, 6):  # each with its deadline check due at once, in the ring
            create_task(student_id, 2, now - timedelta(hours=1), now + timedelta(hours=2))
        own = claimed_as_a_worker_thread_holds_it(FIRE_QUEUE)
        with pytest.raises(psycopg.OperationalError):
            fire_as_a_worker(own)
        other = wait_until(lambda: next(consumer), timeout=5, message="a timer taken along")
    finally:
        consumer.close()
        broker.in_processing_of(FIRE_QUEUE).clear()
    assert other.args != own.args
    assert (
        scalar(
            "SELECT count(*) FROM queue_ring_claim AS c WHERE NOT EXISTS"
            " (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = c.slot AND t.id = c.id)"
        )
        == 1
    )  # the firing's own, which its retry settles
    assert scalar("SELECT count(*) FROM dramatiq.queue WHERE available_at <= now()") == 4


def claimed_as_a_worker_thread_holds_it(queue_name: str) -> dramatiq.Message:
    """A message of `queue_name` claimed for this process and in a worker thread's hands."""
    with psycopg.connect(database_url()) as claiming, claiming.cursor() as cursor:
        (own,) = hot_lane.claim(cursor, queue_name, broker.worker_id, 1)
    broker.in_processing_of(queue_name).add(own.message_id)
    message = dramatiq.Message.decode(own.payload.encode())
    message.options[RING_POSITION] = own.ring_position
    return message.copy(message_id=own.message_id, queue_name=queue_name)


def fire_as_a_worker(message: dramatiq.Message) -> None:
    """`message` of the firing actor, run as a worker thread runs it (the current message)."""
    current = CurrentMessage()
    current.before_process_message(broker, message)
    try:
        fire_scheduled_job(*message.args)
    finally:
        current.after_process_message(broker, message)
        db.close()


def test_a_stopping_worker_hands_its_unsettled_ring_claims_to_the_cold_lane(worker_broker):
    for member_id in (1, 2):
        send_in_transaction(member_visited, member_id)
    consumer = worker_broker.consume(QUEUE, prefetch=2, timeout=100)
    done = wait_until(lambda: next(consumer), message="the first ring message")
    consumer.ack(done)
    assert worker_broker.hand_back_own_claims() == 1  # the prefetched one, not the acked one
    consumer.close()
    assert scalar("SELECT count(*) FROM dramatiq.queue WHERE state = 'queued'") == 1
    assert sorted(o for (o,) in db.execute_sql("SELECT outcome FROM queue_ring_receipt")) == [
        "done",
        "handed_back",
    ]


# Rotation. A message is written into a slot of a past turn by naming it (the slot is
# otherwise the moment's); a slot three ahead of the current one is neither written now nor
# a moment ago.


def old_slot():
    return (scalar(rotation.CURRENT_SLOT) + 3) % SLOTS


def send_into(slot, n=1):
    db.execute_sql(
        "INSERT INTO queue_ring_message (slot, queue_name, message_id, message)"
        " SELECT %s, %s, gen_random_uuid(), '{}' FROM generate_series(1, %s)",
        (slot, QUEUE, n),
    )


def rotate(reader_s=rotation.READER_S):
    with psycopg.connect(database_url(), autocommit=True) as connection:
        return rotation.rotate(connection, heartbeat_ttl_s=60, reader_s=reader_s)


def live_worker(worker_id):
    db.execute_sql(
        "INSERT INTO dramatiq.worker (worker_id, heartbeat_at) VALUES (%s, now())", (worker_id,)
    )


def test_rotation_empties_a_settled_slot_and_moves_nothing(connect):
    slot = old_slot()
    send_into(slot, 3)
    claim(connect(), 10)
    db.execute_sql("INSERT INTO queue_ring_receipt SELECT slot, id, 'done' FROM queue_ring_message")
    emptied, passed = rotate()
    assert slot in emptied and passed == []
    assert scalar("SELECT count(*) FROM queue_ring_message") == 0
    assert scalar("SELECT count(*) FROM dramatiq.queue") == 0


def test_rotation_moves_unclaimed_messages_and_a_dead_workers_claims_to_the_cold_lane(connect):
    slot = old_slot()
    send_into(slot, 2)
    claim(connect(), 1, worker_id="00000000-0000-0000-0000-00000000dead")
    send_into(slot, 1)
    emptied, _ = rotate()
    assert slot in emptied
    assert scalar("SELECT count(*) FROM dramatiq.queue WHERE state = 'queued'") == 3
    assert scalar("SELECT count(*) FROM queue_ring_message") == 0


def test_a_take_along_loses_nothing_sent_after_its_statement_began(connect):
    """hourglass.take_ring_v3 reads with snapshots newer than its statement's: a refresh
    and visits sent while the take-along waits to read a stripe's cursor are claimed by it
    (it takes up to 5, from every stripe), but the statement cannot see the refresh's task.
    The visits still go to the cold lane, and the refresh comes back to be handed back, not
    taken for a finished task and settled."""
    (own,) = store.insert_tasks([(1, "G2")])
    # Only the claim's function reads the cursors: the take-along waits for their table
    # after its statement began, and reads them with a snapshot taken after the wait.
    cursors = connect(autocommit=False)
    cursors.execute("LOCK TABLE queue_ring_cursor IN ACCESS EXCLUSIVE MODE")
    taker, started = start_tasks_in_a_thread(own)
    try:
        wait_until(
            lambda: (
                scalar(
                    "SELECT count(*) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND wait_event = 'relation'"
                )
                == 1
            ),
            message="the take-along to wait for the cursors' table",
        )
        with db.atomic():
            (late,) = store.insert_tasks([(2, "G2")])
            enqueue_in_transaction(refresh_messages([late]))
            visits = [send_in_transaction(member_visited, n) for n in range(2, 6)]
    finally:
        cursors.commit()
        taker.join(timeout=10)
    assert not taker.is_alive()

    runs, unstarted, unseen = started["result"]
    assert [run.task_id for run in runs] == [own[0]] and unstarted == []
    assert [claim.message_id for claim in unseen] == [late[1]]
    assert db.execute_sql(
        "SELECT state::text FROM dramatiq.queue WHERE message_id = ANY(%s::uuid[])",
        ([visit.message_id for visit in visits],),
    ).fetchall() == [("queued",)] * len(visits)


def test_a_dead_workers_claims_go_to_the_cold_lane_at_the_next_turn_not_their_slots(
    connect, worker_broker
):
    alive, dead = "00000000-0000-0000-0000-0000000000a1", "00000000-0000-0000-0000-00000000dead"
    live_worker(alive)
    db.execute_sql(
        "INSERT INTO dramatiq.worker (worker_id, heartbeat_at) VALUES (%s, now() - interval '1 hour')",
        (dead,),
    )
    send(connect(), 2)  # into the slot written now, which no rotation empties yet
    claimer = connect()
    (held_by_the_dead,) = claim(claimer, 1, worker_id=dead)
    (held_by_the_living,) = claim(claimer, 1, worker_id=alive)

    worker_broker.maybe_rotate()

    moved = db.execute_sql("SELECT slot, id, outcome FROM queue_ring_receipt").fetchall()
    assert moved == [(*held_by_the_dead, "moved")]
    assert scalar("SELECT count(*) FROM dramatiq.queue WHERE state = 'queued'") == 1
    assert held_by_the_living not in [(slot, id_) for slot, id_, _ in moved]


def test_rotation_passes_a_slot_a_live_worker_still_runs_a_message_of(connect):
    worker_id = "00000000-0000-0000-0000-0000000000a1"
    live_worker(worker_id)
    slot = old_slot()
    send_into(slot, 1)
    claim(connect(), 1, worker_id=worker_id)
    emptied, passed = rotate()
    assert slot in passed and slot not in emptied
    assert scalar("SELECT count(*) FROM queue_ring_message") == 1
    assert scalar("SELECT count(*) FROM dramatiq.queue") == 0


def test_rotation_passes_a_slot_a_reader_holds_without_waiting_on_it(connect):
    slot = old_slot()
    send_into(slot, 1)
    reader = connect(autocommit=False)
    reader.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
    reader.execute("SELECT count(*) FROM queue_ring_message")
    emptied, passed = rotate(reader_s=0)
    assert slot in passed
    reader.rollback()
    emptied, passed = rotate(reader_s=0)
    assert slot in emptied


def test_a_rotation_that_passes_a_slot_keeps_each_stripes_newest_cursor(connect):
    """A slot passed by (a live worker still runs one of its messages) may hold a stripe's
    older cursors while a newer slot holding its newest is emptied. The stripe's claims then
    read again from the older cursor: the messages claimed since came back, and their claims
    failed on the claim's key (seen in a rolling upgrade's worker, 6 Dec). The rotation
    carries a stripe's newest cursor forward before it empties the slot that holds it."""
    live_worker(WORKER_ID)
    older, newer = old_slot(), (old_slot() + 1) % SLOTS
    claimer = connect()

    def claim_and_append_cursors_to(slot):
        claimed = claim(claimer, 10)
        db.execute_sql(
            "UPDATE queue_ring_cursor SET slot = %s WHERE slot <> ALL(%s)", (slot, [older, newer])
        )
        return claimed

    send_into(older, STRIPES)
    _still_running, *done = claim_and_append_cursors_to(older)
    send_into(older, STRIPES)  # claimed during the newer slot's turn
    done += claim_and_append_cursors_to(newer)
    db.execute_sql(
        "INSERT INTO queue_ring_receipt SELECT * FROM unnest(%s::smallint[], %s::bigint[])"
        " AS d(slot, id), LATERAL (SELECT 'done') AS o(outcome)",
        ([slot for slot, _ in done], [id_ for _, id_ in done]),
    )

    emptied, passed = rotate()
    assert older in passed and newer in emptied
    assert claim(claimer, 10) == []
    send_into(older, 1)
    assert len(claim(claimer, 10)) == 1


def test_an_emptying_whose_move_finds_the_slots_turn_come_undoes_the_move(connect):
    """The carry of the cursors appends to the slot of the clock's moment: its turn may have
    come between the look under the locks and the carry (a rotation reached the ring's next
    slot at the turn). The rotation's move then raises psycopg.Rollback, and the slot keeps
    everything, the move to the cold lane undone."""
    slot = old_slot()
    send_into(slot, 1)

    def move_then_find_the_turn_come():
        connection.execute(rotation._slot_statements(slot)[2])
        raise psycopg.Rollback

    with psycopg.connect(database_url(), autocommit=True) as connection:
        emptied = emptying.empty(
            connection,
            rotation.partitions(slot),
            still_needed=lambda: False,
            before=move_then_find_the_turn_come,
        )
    assert emptied is False
    assert scalar("SELECT count(*) FROM queue_ring_message") == 1
    assert scalar("SELECT count(*) FROM queue_ring_receipt") == 0
    assert scalar("SELECT count(*) FROM dramatiq.queue") == 0


def test_rotation_leaves_the_slot_written_now(connect):
    send(connect(), 2)
    emptied, passed = rotate()
    assert emptied == [] and passed == []
    assert scalar("SELECT count(*) FROM queue_ring_message") == 2


def test_a_rotation_that_chose_a_slot_before_its_turn_came_does_not_empty_it(connect):
    """The ring's next slot may still hold a previous turn's rows (passed by while a worker
    ran one of its messages for a turn of the ring). A rotation that chose it a moment
    before its turn to be written came, and locked it after, emptied the slot being
    written: the cursors appended there since, and with them where each stripe had read
    up to (its claims read their ranges again)."""
    send(connect(), 2)  # the slot written now
    claim(connect(), 1)
    slot = scalar("SELECT max(slot) FROM queue_ring_message")
    with psycopg.connect(database_url(), autocommit=True) as connection:
        assert (
            rotation.rotate_slot(connection, slot, heartbeat_ttl_s=60, reader_s=rotation.READER_S)
            is False
        )
    assert scalar("SELECT count(*) FROM queue_ring_message") == 2
    assert scalar("SELECT count(*) FROM queue_ring_cursor") > 0
    assert scalar("SELECT count(*) FROM dramatiq.queue") == 0


# What the operator sees: the hot lane's unsettled messages beside the cold lane's rows.


def test_the_operator_counts_finds_and_ages_the_hot_lanes_messages(worker_broker):
    from actors import PIPELINES
    from hourglass.operator import health, lookup, status

    first = send_in_transaction(member_visited, 1)
    second = send_in_transaction(member_visited, 2)
    send_in_transaction(member_visited, 3, delay_ms=60_000)  # the cold lane's
    consumer = worker_broker.consume(QUEUE, prefetch=1, timeout=100)
    taken = wait_until(lambda: next(consumer), message="a ring message")
    (waiting,) = {first.message_id, second.message_id} - {taken.message_id}
    assert status.queue_depth(db)[QUEUE] == {"queued": 1, "consumed": 1, "waiting": 1}
    assert health.oldest_ready_seconds()[QUEUE] >= 0
    _, history = lookup.find("message", waiting, PIPELINES)
    assert (history.facts["actor"], history.facts["state"]) == ("member_visited", "queued")
    consumer.ack(taken)
    worker_broker.acks.flush()
    _, history = lookup.find("message", taken.message_id, PIPELINES)
    assert history.facts["state"] == "done"
    assert status.queue_depth(db)[QUEUE] == {"queued": 1, "waiting": 1}
    consumer.close()
