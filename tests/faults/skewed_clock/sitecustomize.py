"""Loaded by every Python process of a test worker that has this folder on PYTHONPATH: its
wall clock (time.time, datetime.now, and everything built on them) runs
HOURGLASS_TEST_CLOCK_SKEW_SECONDS away from the machine's, while the monotonic clock is
left alone, as on a host whose clock is off."""

import os
import time

skew_seconds = os.environ.get("HOURGLASS_TEST_CLOCK_SKEW_SECONDS")
if skew_seconds:
    import time_machine

    time_machine.travel(time.time() + float(skew_seconds), tick=True).start()
