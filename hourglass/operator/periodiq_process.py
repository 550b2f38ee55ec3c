"""The scheduler process: periodiq's own, `periodiq hourglass.operator.periodiq_process:prepare
actors` (the Procfile's `scheduler:` line). periodiq calls `prepare` to find the broker; its
loop then sends each periodic actor at its minute, and hourglass's broker decides each tick
in the database (hourglass.core.scheduler)."""

import sys

from hourglass.core import logs, tracing
from hourglass.core import settings as settings_module
from hourglass.core.errors import HourglassError

#: Exit code of a scheduler whose settings are refused (as a worker's).
EXIT_BAD_CONFIGURATION = 2


def prepare() -> None:
    """Settings checked (one line and exit 2 when refused), hourglass's logs and traces, the
    actors declared on hourglass's broker, and SIGTERM a clean stop (exit 0), after the
    tick's statements if they run (`Ticks.stop_on_sigterm`): each tick is one transaction,
    so a stop half-fires nothing."""
    try:
        settings = settings_module.load()
        import actors  # noqa: F401  (every pipeline's settings are checked on import)
        from hourglass.core.actor_boot import boot_actors
        from hourglass.core.broker import get_broker
        from hourglass.core.scheduler import Ticks, timetable

        boot_actors(get_broker())
        for timing in timetable():  # each spec's zone, resolved now rather than at a tick
            str(timing.spec)
    except HourglassError as exc:
        print(f"hourglass: {exc}", file=sys.stderr)
        raise SystemExit(EXIT_BAD_CONFIGURATION) from exc
    logs.configure(settings)
    tracing.configure(settings)
    broker = get_broker()
    broker.ticks = Ticks(broker)
    broker.ticks.stop_on_sigterm()
