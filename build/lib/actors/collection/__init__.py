"""Daily collection dispatcher (SPEC §2): job sources fetched once per business day.

`gateways` speaks the three source formats over HTTP; `dispatcher` prepares, claims,
collects and captures the SLA snapshot; `sources` is what operators configure.
"""

from actors.collection.dispatcher import (
    capture_sla_snapshot,
    collect_source_slice,
    dispatch_tick,
    dispatch_tick_job,
    prepare_daily_cycles,
    prepare_daily_cycles_job,
    sla_cutoff_job,
)

__all__ = [
    "capture_sla_snapshot",
    "collect_source_slice",
    "dispatch_tick",
    "dispatch_tick_job",
    "prepare_daily_cycles",
    "prepare_daily_cycles_job",
    "sla_cutoff_job",
]
