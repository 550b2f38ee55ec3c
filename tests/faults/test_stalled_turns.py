"""A process that stops while it holds one of the deployment's turns (frozen by SIGSTOP, its
VM paused): the rotation's, the results' expiry's, the cold lane's upkeep's, the waker's.
The server still sees its session holding the lock, idle. Another process must get the turn
back within seconds: the waker is what promotes every timer, and the rotation and the upkeep
are what hand a dead worker's claims back to the others (a suite run of 7 Dec: a stalled
worker's refreshes were never taken over; its rotation at boot, on the upkeep's thread, is
where its SIGSTOP can land)."""

import threading
import time

import psycopg
import pytest

from hourglass.core import due_wakeup
from hourglass.core.store import cold_lane, rotation, turns, waiting
from hourglass.core.store import results as stored_results
from hourglass.core.store.schema import enqueue_channel
from tests.harness import wait_until
from tests.in_process import own_broker


class StallsOnceItHoldsTheTurn:
    """A connection whose process stops right after the statement that takes a
    turn, until `resumed` is set: the server sees what it sees of a frozen process."""

    def __init__(self, wrapped):
        self.wrapped = wrapped
        self.holds_the_turn = threading.Event()
        self.resumed = threading.Event()

    def execute(self, query, *args, **kwargs):
        result = self.wrapped.execute(query, *args, **kwargs)
        if "pg_try_advisory" in query and not self.holds_the_turn.is_set():
            self.holds_the_turn.set()
            self.resumed.wait()
        return result

    def __getattr__(self, name):
        return getattr(self.wrapped, name)


def rotate(connection):
    return rotation.rotate_if_free(connection, heartbeat_ttl_s=60)


def expire_results(connection):
    return stored_results.expire_if_free(connection)


def cold_lane_upkeep(connection):
    with connection.transaction():
        return cold_lane.upkeep(connection, "dramatiq", heartbeat_ttl_s=60)


TURNS = {
    "rotation": rotate,
    "results' expiry": expire_results,
    "cold lane's upkeep": cold_lane_upkeep,
}


def test_a_process_stalled_while_holding_a_turn_gives_it_up_within_seconds(connect):
    """All three turns at once, each taken by a process that then stalls."""
    stalled = {turn: StallsOnceItHoldsTheTurn(connect()) for turn in TURNS}
    errors: dict = {}

    def stalled_process(turn):
        try:
            TURNS[turn](stalled[turn])
        except psycopg.Error as exc:  # the server ended its session
            errors[turn] = exc

    threads = [threading.Thread(target=stalled_process, args=(turn,)) for turn in TURNS]
    for thread in threads:
        thread.start()
    try:
        for connection in stalled.values():
            assert connection.holds_the_turn.wait(timeout=10)
        started = time.monotonic()
        other = connect()
        for turn, take_turn in TURNS.items():
            wait_until(
                lambda take_turn=take_turn: take_turn(other) is not None,
                timeout=3 * turns.STALLED_S,
                message=f"another process to get the {turn}'s turn",
            )
        given_up_after = time.monotonic() - started
    finally:
        for connection in stalled.values():
            connection.resumed.set()
        for thread in threads:
            thread.join(timeout=10)
    assert given_up_after >= turns.STALLED_S * 0.9
    # Each stalled session was ended by the server: what it did in its turn stops there.
    assert set(errors) == set(TURNS), errors


@pytest.mark.waits(31)
def test_a_waker_stalled_between_its_passes_gives_the_waking_up_within_half_a_minute(
    connect, monkeypatch
):
    stalled, resumed = threading.Event(), threading.Event()
    passes_after_resuming = []
    promote_and_look_ahead = waiting.promote_and_look_ahead

    def stalls_once(*args, **kwargs):
        stalled.set()
        resumed.wait()
        promotion = promote_and_look_ahead(*args, **kwargs)
        passes_after_resuming.append(promotion)
        return promotion

    with own_broker(with_results=False) as broker:
        broker.notifier.wake_due_messages([enqueue_channel("stalled")])
        wait_until(lambda: broker.notifier.elected, timeout=10, message="the waker elected")
        monkeypatch.setattr(waiting, "promote_and_look_ahead", stalls_once)
        try:
            assert stalled.wait(timeout=10)
            started = time.monotonic()
            other = connect()
            wait_until(
                lambda: turns.take_for_the_session(other, due_wakeup.WAKER_TURN),
                timeout=2 * due_wakeup.WAKER_STALLED_S,
                message="another process to get the waker's turn",
            )
            given_up_after = time.monotonic() - started
            turns.give_back(other, due_wakeup.WAKER_TURN)
        finally:
            resumed.set()
        # Back, the process finds its session ended, opens another and takes the turn again.
        wait_until(lambda: passes_after_resuming, timeout=10, message="the waker passing again")
    # Its session had been idle since its last pass, up to LATE_LOOK_S before it stalled.
    assert given_up_after >= due_wakeup.WAKER_STALLED_S - due_wakeup.LATE_LOOK_S - 0.5
