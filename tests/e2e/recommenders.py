"""Recommenders for end-to-end tests, plugged in by HOURGLASS_RECOMMENDER."""

import os
import threading
import time


def hold_once():
    """The first caller anywhere writes its pid to HOLD_MARKER and hangs until its process
    is killed; any later caller returns at once."""
    try:
        with open(os.environ["HOLD_MARKER"], "x") as handle:
            handle.write(str(os.getpid()))
    except FileExistsError:
        return
    threading.Event().wait()


def hold_first_call(member_id, generation_type, limit):
    """The first call anywhere hangs (to be killed); every later call answers at once."""
    hold_once()
    return [101, 102, 103]


def noop(member_id, generation_type, limit):
    return []


def answer_with_pid(member_id, generation_type, limit):
    """After RECOMMENDER_SECONDS (default 0), recommends one product: the id of the process
    that ran it, so a test can tell whose list was saved."""
    time.sleep(float(os.environ.get("RECOMMENDER_SECONDS", "0")))
    return [os.getpid()]


def fail_some(member_id, generation_type, limit):
    """Raises for members divisible by 7, answers an id no bigint holds for those divisible
    by 11, and recommends the member's own id to the others."""
    if member_id % 7 == 0:
        raise RuntimeError(f"no recommendation for member {member_id}")
    if member_id % 11 == 0:
        return [2**70]
    return [member_id]


def hold_member(member_id, generation_type, limit):
    """The first call for HOLD_MEMBER anywhere hangs (to be killed); every other call
    answers at once with the member's own id."""
    if member_id == int(os.environ["HOLD_MEMBER"]):
        hold_once()
    return [member_id]


def call_counting_service(member_id, generation_type, limit):
    """One call to the counting service of tests/e2e/test_flow_limits.py (FLOW_SERVICE_URL),
    which answers after a while; recommends nothing."""
    import httpx

    httpx.post(f"{os.environ['FLOW_SERVICE_URL']}/recommender", json=member_id, timeout=60)
    return []
