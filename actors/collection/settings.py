"""The Collection pipeline's settings, from the environment, read and validated once.

`from_environment` raises `ConfigurationError` naming the variable when a value is bad;
docs/configuration.md lists every variable with its default.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from zoneinfo import ZoneInfo

from hourglass.core.errors import ConfigurationError
from hourglass.core.settings import DAY, boolean, integer, limit, loaded_once, seconds, timezone


@dataclass(frozen=True)
class CollectionSettings:
    business_timezone: ZoneInfo
    claims_per_tick: int
    host_concurrency: int | None  # slices of one host's sources at once; None: no limit
    lease: timedelta
    connect_timeout: timedelta
    read_timeout: timedelta
    max_response_bytes: int
    allow_private_addresses: bool
    sla_cutoff_hour: int
    sla_capture_grace: timedelta
    # Retention (0: keep forever)
    prune_cycles_after: timedelta
    prune_sla_snapshots_after: timedelta


def from_environment(env: Mapping[str, str]) -> CollectionSettings:
    cutoff_hour = integer(env, "HOURGLASS_COLLECTION_SLA_CUTOFF_HOUR", 9, minimum=0)
    if cutoff_hour > 23:
        raise ConfigurationError(
            f"HOURGLASS_COLLECTION_SLA_CUTOFF_HOUR={cutoff_hour} must be 0..23"
        )
    return CollectionSettings(
        business_timezone=timezone(env, "HOURGLASS_COLLECTION_TIMEZONE", "Asia/Seoul"),
        claims_per_tick=integer(env, "HOURGLASS_COLLECTION_CLAIMS_PER_TICK", 20),
        host_concurrency=limit(env, "HOURGLASS_COLLECTION_HOST_CONCURRENCY"),
        lease=seconds(env, "HOURGLASS_COLLECTION_LEASE", 300),
        connect_timeout=seconds(env, "HOURGLASS_COLLECTION_CONNECT_TIMEOUT", 5),
        read_timeout=seconds(env, "HOURGLASS_COLLECTION_READ_TIMEOUT", 20),
        max_response_bytes=integer(env, "HOURGLASS_COLLECTION_MAX_RESPONSE_BYTES", 5 * 1024 * 1024),
        allow_private_addresses=boolean(env, "HOURGLASS_COLLECTION_ALLOW_PRIVATE_ADDRESSES", False),
        sla_cutoff_hour=cutoff_hour,
        sla_capture_grace=seconds(env, "HOURGLASS_COLLECTION_SLA_CAPTURE_GRACE", 60),
        prune_cycles_after=seconds(
            env, "HOURGLASS_PRUNE_COLLECTION_CYCLES_AFTER", 30 * DAY, allow_zero=True
        ),
        prune_sla_snapshots_after=seconds(
            env, "HOURGLASS_PRUNE_SLA_SNAPSHOTS_AFTER", 365 * DAY, allow_zero=True
        ),
    )


#: The process's Collection settings, read from the environment on first use.
load = loaded_once(from_environment)
