"""When each periodic actor runs. Each carries periodiq's `periodic=cron(...)` option where
its pipeline defines it (a product's own periodic actors too, on hourglass's broker); this
module lists them, and `python -m periodic` prints the list.

A spec is wall-clock time in the zone it names (`hourglass.core.scheduler.cron(spec, zone)`,
UTC unless named); a plain `periodiq.cron(spec)` is read in the scheduler process's zone,
as periodiq reads it. The `periodiq` process (the Procfile's `scheduler:`) fires them.
"""

import actors  # noqa: F401  (every pipeline's actors declared on the broker)
from hourglass.core.scheduler import Timing
from hourglass.core.scheduler import timetable as declared_timetable


def timetable() -> list[Timing]:
    """Every periodic actor declared, with its spec and zone, by actor name."""
    return declared_timetable()


if __name__ == "__main__":
    for timing in timetable():
        print(f"{timing.spec!s:32} {timing.actor.actor_name}@{timing.actor.queue_name}")
