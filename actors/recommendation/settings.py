"""The Recommendation pipeline's settings, from the environment, read and validated once.

`from_environment` raises `ConfigurationError` naming the variable when a value is bad;
docs/configuration.md lists every variable with its default.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta

from hourglass.core.settings import DAY, callable_path, integer, limit, loaded_once, seconds


@dataclass(frozen=True)
class RecommendationSettings:
    hour: timedelta
    scan_batch: int
    scan_budget: timedelta
    recommender: str
    recommender_concurrency: int | None  # None: no limit
    list_size: int
    stuck_after: timedelta
    prune_tasks_after: timedelta  # 0: keep forever


def from_environment(env: Mapping[str, str]) -> RecommendationSettings:
    return RecommendationSettings(
        hour=seconds(env, "HOURGLASS_RECOMMENDATION_HOUR", 3600),
        scan_batch=integer(env, "HOURGLASS_RECOMMENDATION_SCAN_BATCH", 100),
        scan_budget=seconds(env, "HOURGLASS_RECOMMENDATION_SCAN_BUDGET", 50),
        recommender=callable_path(
            env, "HOURGLASS_RECOMMENDER", "actors.recommendation:recommend_from_catalog"
        ),
        recommender_concurrency=limit(env, "HOURGLASS_RECOMMENDER_CONCURRENCY"),
        list_size=integer(env, "HOURGLASS_RECOMMENDATION_LIST_SIZE", 20),
        stuck_after=seconds(env, "HOURGLASS_RECOMMENDATION_STUCK_AFTER", 600),
        prune_tasks_after=seconds(
            env, "HOURGLASS_PRUNE_RECOMMENDATION_TASKS_AFTER", 7 * DAY, allow_zero=True
        ),
    )


#: The process's Recommendation settings, read from the environment on first use.
load = loaded_once(from_environment)
