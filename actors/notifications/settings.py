"""The Notifications pipeline's settings, from the environment, read and validated once.

`from_environment` raises `ConfigurationError` naming the variable when a value is bad;
docs/configuration.md lists every variable with its default.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta

from hourglass.core.settings import DAY, integer, limit, loaded_once, seconds, url


@dataclass(frozen=True)
class NotificationSettings:
    service_url: str | None
    rate: int | None  # POSTs a second, fleet-wide; None: no limit
    allowed_lateness: timedelta
    timeout: timedelta
    max_retries: int
    min_backoff: timedelta
    resend_after: timedelta
    progress_extension: timedelta
    prune_jobs_after: timedelta  # 0: keep forever


def from_environment(env: Mapping[str, str]) -> NotificationSettings:
    return NotificationSettings(
        service_url=url(env, "HOURGLASS_NOTIFICATION_URL", ("https", "http")),
        rate=limit(env, "HOURGLASS_NOTIFICATION_RATE"),
        allowed_lateness=seconds(env, "HOURGLASS_NOTIFICATION_ALLOWED_LATENESS", 1800),
        timeout=seconds(env, "HOURGLASS_NOTIFICATION_TIMEOUT", 10),
        max_retries=integer(env, "HOURGLASS_NOTIFICATION_MAX_RETRIES", 8, minimum=0),
        min_backoff=seconds(env, "HOURGLASS_NOTIFICATION_MIN_BACKOFF", 15),
        resend_after=seconds(env, "HOURGLASS_NOTIFICATION_RESEND_AFTER", 60),
        progress_extension=seconds(env, "HOURGLASS_NOTIFICATION_PROGRESS_EXTENSION", 72 * 3600),
        prune_jobs_after=seconds(
            env, "HOURGLASS_PRUNE_NOTIFICATION_JOBS_AFTER", 30 * DAY, allow_zero=True
        ),
    )


#: The process's Notifications settings, read from the environment on first use.
load = loaded_once(from_environment)
