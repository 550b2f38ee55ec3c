"""Two real scheduler processes: one leads, the other waits, and takes over fast."""

import time

from tests.support import start_scheduler, wait_until


def test_a_second_scheduler_waits_and_takes_over_within_seconds_of_the_leaders_death():
    leader = start_scheduler()
    standby = None
    try:
        wait_until(lambda: "event=scheduler_leader" in leader.output(), message="the first scheduler to lead")
        standby = start_scheduler()
        wait_until(lambda: "event=scheduler_standby" in standby.output(), message="the second to stand by")
        assert "event=scheduler_leader" not in standby.output()
        assert "Starting Periodiq" not in standby.output()

        leader.kill()
        killed_at = time.monotonic()
        wait_until(lambda: "event=scheduler_leader" in standby.output(), timeout=10, message="the takeover")
        takeover = time.monotonic() - killed_at
        wait_until(lambda: "Starting Periodiq" in standby.output(), message="periodiq to start on the new leader")
    finally:
        leader.stop()
        if standby is not None:
            standby.stop()
    assert takeover < 3.0
