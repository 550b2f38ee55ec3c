"""Recommenders for end-to-end tests, plugged in by HOURGLASS_RECOMMENDER."""

import os
import time
from pathlib import Path


def hold_first_call(member_id, generation_type, limit):
    """The first call anywhere writes its pid to HOLD_MARKER and hangs (to be killed);
    every later call answers at once."""
    marker = Path(os.environ["HOLD_MARKER"])
    try:
        with open(marker, "x") as handle:
            handle.write(str(os.getpid()))
    except FileExistsError:
        return [101, 102, 103]
    time.sleep(300)
    return []


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
    """The first call for HOLD_MEMBER anywhere writes its pid to HOLD_MARKER and hangs (to
    be killed); every other call answers at once with the member's own id."""
    if member_id == int(os.environ["HOLD_MEMBER"]):
        try:
            with open(os.environ["HOLD_MARKER"], "x") as handle:
                handle.write(str(os.getpid()))
        except FileExistsError:
            return [member_id]
        time.sleep(300)
    return [member_id]
