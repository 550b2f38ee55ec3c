"""When each scan runs: the one timetable of hourglass, in periodiq cron specs.

`hourglass scheduler` fires it behind the leader lock (hourglass.core.scheduler); the actors
themselves live in `actors/` and do their work on worker processes. A spec is wall-clock
time in UTC unless its line names another zone.
"""

from actors import collection, notifications, recommendation, retention, review_stats
from actors.collection import settings as collection_settings_module
from actors.collection.settings import CollectionSettings
from hourglass.core.scheduler import Timing


def timetable(collection_settings: CollectionSettings | None = None) -> list[Timing]:
    """Actor, cron spec and zone of every periodic actor, the collection's from its settings
    (the process's unless given). A scan takes everything due since the last one, so a
    missed tick costs latency, never work."""
    collection_settings = collection_settings or collection_settings_module.load()
    business_zone = collection_settings.business_timezone
    cutoff_hour = collection_settings.sla_cutoff_hour
    return [
        # The business day starts at 00:00 and its SLA snapshot is taken at the cutoff, both
        # local time in the business zone, whatever its UTC offset that day (DST).
        Timing.of(collection.prepare_daily_cycles_job, "0 0 * * *", business_zone),
        Timing.of(collection.dispatch_tick_job, "* * * * *"),
        Timing.of(collection.sla_cutoff_job, f"0 {cutoff_hour} * * *", business_zone),
        Timing.of(recommendation.scan_due_triggers, "* * * * *"),
        Timing.of(notifications.sweep_scheduled_jobs, "* * * * *"),
        Timing.of(review_stats.reconcile_review_stats, "* * * * *"),
        # 18:00 UTC is 03:00 in Korea, the quietest hour of the shop.
        Timing.of(review_stats.recompute_all_item_type_stats, "0 18 * * *"),
        Timing.of(retention.prune_finished_rows, "*/10 * * * *"),
    ]
