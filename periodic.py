"""When each scan runs: the one timetable of hourglass (periodiq cron, in UTC).

`hourglass scheduler` runs periodiq over this module behind the leader lock; the actors
themselves live in `actors/` and do their work on worker processes.
"""

from periodiq import cron

from actors import collection
from actors import notifications
from actors import recommendation
from actors import retention
from actors import review_stats

#: actor → cron spec (UTC). A scan takes everything due since the last one, so a missed
#: tick costs latency, never work.
TIMETABLE = {
    # Prepare at 00:00 and capture the SLA snapshot at the cutoff (09:00), business time zone.
    collection.prepare_daily_cycles_job: cron(collection.prepare_cron()),
    collection.dispatch_tick_job: cron("* * * * *"),
    collection.sla_cutoff_job: cron(collection.sla_cutoff_cron()),
    recommendation.scan_due_triggers: cron("* * * * *"),
    notifications.sweep_scheduled_jobs: cron("* * * * *"),
    review_stats.reconcile_review_stats: cron("* * * * *"),
    # 18:00 UTC is 03:00 in Korea, the quietest hour of the shop.
    review_stats.recompute_all_item_type_stats: cron("0 18 * * *"),
    retention.prune_finished_rows: cron("*/10 * * * *"),
}

for actor, spec in TIMETABLE.items():
    actor.options["periodic"] = spec
