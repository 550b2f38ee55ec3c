"""The Review statistics pipeline's settings, from the environment, read and validated once.

`from_environment` raises `ConfigurationError` naming the variable when a value is bad;
docs/configuration.md lists every variable with its default.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta

from hourglass.core.settings import integer, loaded_once, seconds


@dataclass(frozen=True)
class ReviewStatsSettings:
    stale_after: timedelta
    max_retries: int
    min_backoff: timedelta
    max_backoff: timedelta
    coalesce_window: timedelta
    coalesce_full_rate: int


def from_environment(env: Mapping[str, str]) -> ReviewStatsSettings:
    return ReviewStatsSettings(
        stale_after=seconds(env, "HOURGLASS_REVIEW_STATS_STALE_AFTER", 300),
        max_retries=integer(env, "HOURGLASS_REVIEW_STATS_MAX_RETRIES", 5, minimum=0),
        min_backoff=seconds(env, "HOURGLASS_REVIEW_STATS_MIN_BACKOFF", 1),
        max_backoff=seconds(env, "HOURGLASS_REVIEW_STATS_MAX_BACKOFF", 300),
        coalesce_window=seconds(
            env, "HOURGLASS_REVIEW_STATS_COALESCE_WINDOW", 0.2, allow_zero=True
        ),
        coalesce_full_rate=integer(env, "HOURGLASS_REVIEW_STATS_COALESCE_FULL_RATE", 25),
    )


#: The process's Review statistics settings, read from the environment on first use.
load = loaded_once(from_environment)
