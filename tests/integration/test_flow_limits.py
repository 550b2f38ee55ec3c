"""Claims of a queue with flow limits (hourglass.core.flow_limits), on the real queue table:
a message over its limit is left queued and the claim takes the ones behind it; the limits
hold across claimers; an operator's change is audited and followed."""

import time
import uuid

import pytest
from dramatiq.message import Message

import actors  # noqa: F401  (the broker, with the pipelines' limited actors)
from hourglass.core import audit, retention
from hourglass.core.broker import get_broker
from hourglass.core.errors import InvalidInput
from hourglass.core.flow_limits import (
    RATE_WINDOW_S,
    FlowLimit,
    LimitsOfQueues,
    claim_within_limits,
    set_limit,
)
from hourglass.core.sending import enqueue_in_transaction
from models import db
from tests.harness import scalar, wait_until

QUEUE = "limited"
OPERATOR = audit.Operator("ops", "cli")


def send(actor_name, number, key=None) -> str:
    options = {} if key is None else {"flow_key": key}
    message: Message = Message(
        queue_name=QUEUE, actor_name=actor_name, args=(number,), kwargs={}, options=options
    )
    with db.atomic():
        enqueue_in_transaction([message])
    return message.message_id


def claim(limits, limit=20, worker_id=None):
    """A consumer's claim of the limited queue: its hot lane's messages moved to the cold
    lane, whose claimed rows the limits count, then the claim within the limits."""
    worker_id = worker_id or str(uuid.uuid4())
    with db.atomic():
        get_broker().store.move_hot_lane_to_cold_lane(db.cursor(), QUEUE, worker_id)
        claimed = claim_within_limits(db.cursor(), QUEUE, worker_id, limit, limits)
    return [_number(payload) for _, payload in claimed.rows], claimed.retry_in


def _number(payload) -> tuple[str, int]:
    message = Message.decode(payload.encode())
    return message.actor_name, message.args[0]


def finish(actor_name, number) -> None:
    db.execute_sql(
        "DELETE FROM dramatiq.queue WHERE message->>'actor_name' = %s AND message->'args'->>0 = %s",
        (actor_name, str(number)),
    )


def test_a_concurrency_limit_leaves_the_rest_queued_and_the_claim_takes_the_messages_behind():
    for number in range(6):
        send("slow_call", number)
    for number in range(3):
        send("free_call", number)
    limits = {"slow_call": FlowLimit(concurrency=2)}

    taken, _ = claim(limits)
    assert taken == [
        ("slow_call", 0),
        ("slow_call", 1),
        ("free_call", 0),
        ("free_call", 1),
        ("free_call", 2),
    ]
    # Another worker finds the limit full: nothing of slow_call, and no error.
    assert claim(limits) == ([], pytest.approx(0.25))
    finish("slow_call", 0)
    assert claim(limits)[0] == [("slow_call", 2)]  # the oldest waiting
    assert scalar("SELECT count(*) FROM hourglass.message WHERE \"state\" = 'queued'") == 3


def test_a_limit_per_key_holds_each_key_apart_oldest_first_within_each():
    for number, host in enumerate(["a", "a", "a", "b", "b", "c"]):
        send("fetch_page", number, key=host)
    limits = {"fetch_page": FlowLimit(concurrency=1, per_key=True)}

    assert claim(limits)[0] == [("fetch_page", 0), ("fetch_page", 3), ("fetch_page", 5)]
    assert claim(limits)[0] == []
    finish("fetch_page", 3)
    assert claim(limits)[0] == [("fetch_page", 4)]


def start_claimed() -> None:
    """What the workers' FlowLimitStarts records as each claimed message starts: all at one
    instant (the statement's), so that they leave the rate's window together. Each at its
    own `clock_timestamp()`, a loaded machine spread them apart, and a claim between two of
    their ends took one message where the test expected the window's three."""
    db.execute_sql(
        "INSERT INTO flow_start (message_id, actor_name, flow_key, started_at)"
        " SELECT message_id, message->>'actor_name', '', now() FROM hourglass.message"
        " WHERE \"state\" = 'consumed'"
    )


def test_a_rate_starts_at_most_its_number_in_a_window_then_the_next_as_the_window_moves():
    for number in range(8):
        send("post_notification", number)
    limits = {"post_notification": FlowLimit(per_second=3)}

    taken, _ = claim(limits)
    assert [n for _, n in taken] == [0, 1, 2]
    # Claimed, not started yet (waiting for a thread): they count as starting now.
    assert claim(limits)[0] == []
    # Before the starts are recorded (with the database's clock): the window runs from
    # them, and the call may return to a loaded machine's test a while after.
    started_at = time.monotonic()
    start_claimed()
    # Running ones finished at once: the rate alone holds the rest back.
    for _, number in taken:
        finish("post_notification", number)
    taken = wait_until(
        lambda: claim(limits)[0], timeout=5, interval=0.02, message="the next window's claims"
    )
    waited = time.monotonic() - started_at
    assert [n for _, n in taken] == [3, 4, 5]
    assert RATE_WINDOW_S - 0.05 <= waited <= RATE_WINDOW_S + 0.5


def test_two_limits_on_one_actor_hold_together():
    for number in range(5):
        send("call", number)
    limits = {"call": FlowLimit(concurrency=4, per_second=2)}
    assert len(claim(limits)[0]) == 2  # the rate is the tighter


def test_a_paused_queue_is_not_claimed_within_its_limits_either():
    send("slow_call", 1)
    db.execute_sql("INSERT INTO queue_pause (queue_name, paused_by) VALUES (%s, 'ops')", (QUEUE,))
    assert claim({"slow_call": FlowLimit(concurrency=2)})[0] == []


def test_an_operators_limit_overrides_the_declared_one_is_audited_and_read_within_a_second():
    import dramatiq

    broker = dramatiq.get_broker()

    @dramatiq.actor(
        actor_name="limited_probe", queue_name=QUEUE, flow_limit=lambda: FlowLimit(concurrency=5)
    )
    def limited_probe(number):
        return None

    try:
        limits = LimitsOfQueues()
        with db.atomic():
            assert limits.of_queue(db.cursor(), broker, QUEUE) == {
                "limited_probe": FlowLimit(concurrency=5)
            }
        set_limit("limited_probe", OPERATOR, concurrency=1)
        limits.read_at -= 1.0  # a second later
        with db.atomic():
            assert limits.of_queue(db.cursor(), broker, QUEUE) == {
                "limited_probe": FlowLimit(concurrency=1)
            }
        set_limit("limited_probe", OPERATOR, concurrency=0)  # no limit at all
        limits.read_at -= 1.0
        with db.atomic():
            assert limits.of_queue(db.cursor(), broker, QUEUE) == {}
        with pytest.raises(InvalidInput, match="no limit is declared for actor 'nobody'"):
            set_limit("nobody", OPERATOR, concurrency=1)
        outcomes = [(a.action, a.target, a.outcome) for a in reversed(audit.recent_actions())]
        assert outcomes == [
            ("limit.set", "limited_probe", "concurrency 1, per second declared"),
            ("limit.set", "limited_probe", "concurrency none, per second declared"),
            (
                "limit.set",
                "nobody",
                "refused: no limit is declared for actor 'nobody' (limits: collect_source_slice,"
                " deliver_notification, limited_probe, refresh_member_recommendations)",
            ),
        ]
    finally:
        del broker.actors["limited_probe"]


def test_retention_keeps_a_minute_of_starts_and_deletes_the_older_ones():
    db.execute_sql(
        "INSERT INTO flow_start (message_id, actor_name, flow_key, started_at)"
        " SELECT gen_random_uuid(), 'post_notification', '', now() - make_interval(secs => s)"
        " FROM unnest(ARRAY[5, 50, 70, 600]) AS s"
    )
    steps = [t for t in retention.platform_targets() if t.rows == "flow limit starts"]
    assert retention.prunable_rows(steps) == {"flow limit starts": 2}
    assert retention.prune(steps) == {"flow limit starts": 2}
    kept = "SELECT count(*) FROM flow_start WHERE started_at > now() - interval '1 minute'"
    assert scalar(kept) == scalar("SELECT count(*) FROM flow_start") == 2
