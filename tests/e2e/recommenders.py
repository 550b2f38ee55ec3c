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
