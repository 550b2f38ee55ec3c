"""Each actor's `at_boot` option: what an actor takes from the settings, and the checks that
must stop a worker at start, run once a process has declared every actor rather than when
its module is imported."""

import logging

import dramatiq
from dramatiq.middleware import Middleware

from hourglass.core import settings as settings_module
from hourglass.core.errors import ConfigurationError
from hourglass.core.settings import Settings

logger = logging.getLogger(__name__)

#: Exit code of a worker process whose actors refused the settings (dramatiq's for a
#: module that cannot be imported).
EXIT_BAD_CONFIGURATION = 2


class ActorBoot(Middleware):
    """Runs each actor's `at_boot` once a worker process has declared every actor."""

    @property
    def actor_options(self) -> set[str]:
        return {"at_boot"}

    def after_process_boot(self, broker: dramatiq.Broker) -> None:
        try:
            boot_actors(broker)
        except ConfigurationError as exc:
            # dramatiq logs a middleware's exception and boots on; a bad setting must stop
            # the process (SystemExit passes through, as an import error would).
            logger.critical("event=worker_boot_failed error=%s", exc)
            raise SystemExit(EXIT_BAD_CONFIGURATION) from exc


def boot_actors(broker: dramatiq.Broker, settings: Settings | None = None) -> None:
    """Call `at_boot(actor, settings)` of every actor declared on `broker` that has one.
    Worker processes do at boot (ActorBoot); a command that runs actors' code in its own
    process calls it."""
    settings = settings or settings_module.load()
    for actor_name in broker.get_declared_actors():
        actor = broker.get_actor(actor_name)
        at_boot = actor.options.get("at_boot")
        if at_boot is not None:
            at_boot(actor, settings)
