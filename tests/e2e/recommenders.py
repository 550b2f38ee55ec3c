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
