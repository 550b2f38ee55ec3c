"""Two real scheduler processes: one leads, the other waits, takes over fast after a kill -9,
and fires no tick the dead leader had fired already."""

import time
from datetime import datetime

from tests.harness import scalar, start_scheduler, wait_until

# Messages per (actor, tick) that were sent more than once.
DUPLICATE_TICKS = """
SELECT count(*) FROM (
    SELECT 1 FROM dramatiq.queue
    GROUP BY message->>'actor_name', message->'options'->>'scheduled_at' HAVING count(*) > 1
) AS duplicates
"""


def test_a_second_scheduler_waits_takes_over_within_seconds_of_the_leaders_death_and_fires_no_tick_twice():
    # Leader, kill and takeover inside one minute: the minute the new leader must not fire again.
    wait_until(lambda: datetime.now().second < 40, timeout=25, message="the start of a minute")
    leader = start_scheduler()
    standby = None
    try:
        wait_until(
            lambda: "event=tick_fired actor=collection_tick" in leader.output(),
            message="the leader's first tick",
        )
        standby = start_scheduler(env={"HOURGLASS_LOG_LEVEL": "DEBUG"})
        wait_until(
            lambda: "event=scheduler_standby" in standby.output(), message="the second to stand by"
        )
        assert "event=scheduler_leader" not in standby.output()

        leader.kill()
        killed_at = time.monotonic()
        wait_until(
            lambda: "event=scheduler_leader" in standby.output(), timeout=10, message="the takeover"
        )
        takeover = time.monotonic() - killed_at
        wait_until(
            lambda: "event=tick_already_fired actor=collection_tick" in standby.output(),
            message="the new leader to evaluate the minute",
        )
        assert scalar(DUPLICATE_TICKS) == 0
    finally:
        leader.stop()
        if standby is not None:
            standby.stop()
    print(f"\ntakeover after kill -9 of the leader: {takeover:.2f}s")
    assert takeover < 3.0
