"""Every setting hourglass reads, from the environment, read and validated once.

Each setting has a default taken from the seed designs; `load()` builds the `Settings`
object and raises `ConfigurationError` naming the variable when a value is bad.
docs/configuration.md lists every variable with its default.
"""

import functools
import os
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import psycopg
from psycopg.conninfo import conninfo_to_dict

from hourglass.core.errors import ConfigurationError, first_line
from hourglass.core.redaction import displayed_url, without_url_secrets

#: A worker's heartbeat TTL spans at least this many heartbeat intervals.
HEARTBEATS_PER_TTL = 2

#: The project folder: the embedded database lives under it unless told otherwise.
PROJECT_ROOT = Path(__file__).resolve().parents[2]

#: Seconds in a day, for the retention defaults.
DAY = 86400


@dataclass(frozen=True)
class Settings:
    # Platform
    database_url: str | None
    direct_database_url: str | None
    data_dir: Path
    worker_heartbeat_interval: timedelta
    worker_heartbeat_ttl: timedelta
    broker_maintenance_interval: timedelta
    worker_shutdown_grace: timedelta
    scheduler_leader_poll: timedelta
    log_level: str
    log_format: str

    # Operations: the web process, metrics, readiness
    web_host: str
    web_port: int
    web_user: str
    web_password: str | None
    web_viewer_user: str
    web_viewer_password: str | None
    metrics_token: str | None
    ready_max_queue_age: timedelta
    ready_max_tick_age: timedelta
    worker_prometheus: bool
    # Traces (hourglass.core.tracing): on when the standard OTLP endpoint variable is set; the
    # OpenTelemetry SDK reads it and the other OTEL_* variables itself.
    traces: bool

    # 1. Recommendation refresh
    recommendation_hour: timedelta
    recommendation_scan_batch: int
    recommendation_scan_budget: timedelta
    recommendation_recommender: str
    recommendation_list_size: int
    recommendation_stuck_after: timedelta

    # 2. Collection dispatcher
    collection_business_timezone: ZoneInfo
    collection_claims_per_tick: int
    collection_lease: timedelta
    collection_connect_timeout: timedelta
    collection_read_timeout: timedelta
    collection_max_response_bytes: int
    collection_allow_private_addresses: bool
    collection_sla_cutoff_hour: int
    collection_sla_capture_grace: timedelta

    # 3. Notifications
    notification_service_url: str | None
    notification_allowed_lateness: timedelta
    notification_timeout: timedelta
    notification_max_retries: int
    notification_min_backoff: timedelta
    notification_resend_after: timedelta
    notification_progress_extension: timedelta

    # 4. Review statistics
    review_stats_stale_after: timedelta
    review_stats_max_retries: int
    review_stats_min_backoff: timedelta
    review_stats_max_backoff: timedelta
    review_stats_coalesce_window: timedelta
    review_stats_coalesce_full_rate: int

    # Retention (0: keep forever)
    prune_recommendation_tasks_after: timedelta
    prune_notification_jobs_after: timedelta
    prune_collection_cycles_after: timedelta
    prune_sla_snapshots_after: timedelta
    prune_dead_letters_after: timedelta
    prune_audit_log_after: timedelta
    prune_batch: int
    prune_budget: timedelta


def _raw(env, name, default) -> Any:
    value = env.get(name)
    return default if value is None or value.strip() == "" else value.strip()


def _integer(env, name, default, minimum=1) -> int:
    raw = _raw(env, name, None)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ConfigurationError(f"{name}={raw!r} is not an integer") from None
    if value < minimum:
        raise ConfigurationError(f"{name}={raw!r} must be at least {minimum}")
    return value


def _seconds(env, name, default_seconds, allow_zero=False) -> timedelta:
    """A duration given in seconds (fractions allowed), strictly positive unless
    `allow_zero` (zero then means: none)."""
    raw = _raw(env, name, None)
    if raw is None:
        return timedelta(seconds=default_seconds)
    try:
        value = float(raw)
    except ValueError:
        raise ConfigurationError(f"{name}={raw!r} is not a number of seconds") from None
    if allow_zero and value == 0:
        return timedelta(0)
    if not value > 0:
        allowed = "zero or a positive" if allow_zero else "a positive"
        raise ConfigurationError(f"{name}={raw!r} must be {allowed} number of seconds")
    return timedelta(seconds=value)


def _boolean(env, name, default) -> bool:
    raw = _raw(env, name, None)
    if raw is None:
        return default
    lowered = raw.lower()
    if lowered in ("1", "true", "yes", "on"):
        return True
    if lowered in ("0", "false", "no", "off"):
        return False
    raise ConfigurationError(f"{name}={raw!r} is not a boolean (use true or false)")


def _url(env, name, schemes) -> str | None:
    """A URL of one of `schemes`; the error shows it without its secrets."""
    raw = _raw(env, name, None)
    if raw is not None and not raw.lower().startswith(tuple(f"{scheme}://" for scheme in schemes)):
        allowed = " or ".join(f"{scheme}://" for scheme in schemes)
        raise ConfigurationError(f"{name}={displayed_url(raw)!r} is not a {allowed} URL")
    return raw


def _database_url(env, name) -> str | None:
    """A postgresql:// URL libpq can parse: checked here, so that no process meets a
    malformed one later, in an error that quotes it (password included) into a log.
    `postgres://` (Heroku's and most managed services' spelling) is respelled
    `postgresql://`: Peewee reads only that spelling as a URL, and takes anything else for
    a database name on the local socket."""
    url = _url(env, name, ("postgresql", "postgres"))
    if url is not None:
        url = "postgresql://" + url.partition("://")[2]
        try:
            conninfo_to_dict(url)
        except psycopg.Error as exc:
            reason = without_url_secrets(first_line(exc), url)
            raise ConfigurationError(
                f"{name}={displayed_url(url)!r} cannot be parsed: {reason}"
            ) from None
    return url


def _callable_path(env, name, default) -> str:
    """`module:function` (or `module.function`), checked for its form only: importing it is
    the job of the module that calls it (`actors.recommendation`, when a worker loads it), so
    reading settings never imports project code."""
    raw = _raw(env, name, default)
    module_name, _, attribute = raw.rpartition(":") if ":" in raw else raw.rpartition(".")
    if not (
        attribute.isidentifier() and all(part.isidentifier() for part in module_name.split("."))
    ):
        raise ConfigurationError(f"{name}={raw!r} is not module:function")
    return raw


def _timezone(env, name, default) -> ZoneInfo:
    raw = _raw(env, name, default)
    try:
        return ZoneInfo(raw)
    except (ZoneInfoNotFoundError, ValueError):
        raise ConfigurationError(f"{name}={raw!r} is not a known time zone") from None


def _log_level(env) -> str:
    raw = _raw(env, "HOURGLASS_LOG_LEVEL", "INFO").upper()
    if raw not in ("DEBUG", "INFO", "WARNING", "ERROR"):
        raise ConfigurationError(
            f"HOURGLASS_LOG_LEVEL={raw!r} is not DEBUG, INFO, WARNING or ERROR"
        )
    return raw


def _log_format(env) -> str:
    raw = _raw(env, "HOURGLASS_LOG_FORMAT", "text").lower()
    if raw not in ("text", "json"):
        raise ConfigurationError(f"HOURGLASS_LOG_FORMAT={raw!r} is not text or json")
    return raw


def _port(env, name, default) -> int:
    port = _integer(env, name, default)
    if port > 65535:
        raise ConfigurationError(f"{name}={port} is not a TCP port (1..65535)")
    return port


def _check_web_accounts(env) -> None:
    """A viewer login needs an operator login beside it, under another name."""
    if _raw(env, "HOURGLASS_WEB_VIEWER_PASSWORD", None) is None:
        return
    if _raw(env, "HOURGLASS_WEB_PASSWORD", None) is None:
        raise ConfigurationError(
            "HOURGLASS_WEB_VIEWER_PASSWORD is set without HOURGLASS_WEB_PASSWORD: with no "
            "operator password everyone who reaches the web process is the operator"
        )
    viewer = _raw(env, "HOURGLASS_WEB_VIEWER_USER", "viewer")
    if viewer == _raw(env, "HOURGLASS_WEB_USER", "hourglass"):
        raise ConfigurationError(
            f"HOURGLASS_WEB_VIEWER_USER={viewer!r} is also HOURGLASS_WEB_USER: name the viewer "
            "and the operator differently"
        )


def from_environment(env=None) -> Settings:
    env = os.environ if env is None else env
    database_url = _database_url(env, "DATABASE_URL")
    direct_database_url = _database_url(env, "HOURGLASS_DIRECT_DATABASE_URL")
    if direct_database_url and not database_url:
        raise ConfigurationError(
            "HOURGLASS_DIRECT_DATABASE_URL is set without DATABASE_URL: it is the pooler's way around, for a "
            "DATABASE_URL that goes through PgBouncer"
        )
    heartbeat_interval = _seconds(env, "HOURGLASS_WORKER_HEARTBEAT_INTERVAL", 15)
    heartbeat_ttl = _seconds(env, "HOURGLASS_WORKER_HEARTBEAT_TTL", 60)
    if heartbeat_ttl < HEARTBEATS_PER_TTL * heartbeat_interval:
        raise ConfigurationError(
            f"HOURGLASS_WORKER_HEARTBEAT_TTL={heartbeat_ttl.total_seconds():g} must be at least "
            f"{HEARTBEATS_PER_TTL} times "
            f"HOURGLASS_WORKER_HEARTBEAT_INTERVAL={heartbeat_interval.total_seconds():g}: "
            "a live worker that misses one "
            "beat must not lose its messages"
        )
    _check_web_accounts(env)
    cutoff_hour = _integer(env, "HOURGLASS_COLLECTION_SLA_CUTOFF_HOUR", 9, minimum=0)
    if cutoff_hour > 23:
        raise ConfigurationError(
            f"HOURGLASS_COLLECTION_SLA_CUTOFF_HOUR={cutoff_hour} must be 0..23"
        )
    return Settings(
        database_url=database_url,
        direct_database_url=direct_database_url,
        data_dir=Path(_raw(env, "HOURGLASS_DATA_DIR", str(PROJECT_ROOT / ".hourglass"))),
        worker_heartbeat_interval=heartbeat_interval,
        worker_heartbeat_ttl=heartbeat_ttl,
        broker_maintenance_interval=_seconds(env, "HOURGLASS_BROKER_MAINTENANCE_INTERVAL", 30),
        worker_shutdown_grace=_seconds(env, "HOURGLASS_WORKER_SHUTDOWN_GRACE", 25),
        scheduler_leader_poll=_seconds(env, "HOURGLASS_SCHEDULER_LEADER_POLL", 1),
        log_level=_log_level(env),
        log_format=_log_format(env),
        web_host=_raw(env, "HOURGLASS_WEB_HOST", "0.0.0.0"),
        # honcho (and foreman) hand each process of a Procfile a PORT of its own, so a
        # launcher that must know the web's port sets HOURGLASS_WEB_PORT instead.
        web_port=_port(env, "HOURGLASS_WEB_PORT", _port(env, "PORT", 8000)),
        web_user=_raw(env, "HOURGLASS_WEB_USER", "hourglass"),
        web_password=_raw(env, "HOURGLASS_WEB_PASSWORD", None),
        web_viewer_user=_raw(env, "HOURGLASS_WEB_VIEWER_USER", "viewer"),
        web_viewer_password=_raw(env, "HOURGLASS_WEB_VIEWER_PASSWORD", None),
        metrics_token=_raw(env, "HOURGLASS_METRICS_TOKEN", None),
        ready_max_queue_age=_seconds(env, "HOURGLASS_READY_MAX_QUEUE_AGE", 300),
        ready_max_tick_age=_seconds(env, "HOURGLASS_READY_MAX_TICK_AGE", 180),
        worker_prometheus=_boolean(env, "HOURGLASS_WORKER_PROMETHEUS", False),
        traces=any(
            _raw(env, name, None)
            for name in ("OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")
        ),
        recommendation_hour=_seconds(env, "HOURGLASS_RECOMMENDATION_HOUR", 3600),
        recommendation_scan_batch=_integer(env, "HOURGLASS_RECOMMENDATION_SCAN_BATCH", 100),
        recommendation_scan_budget=_seconds(env, "HOURGLASS_RECOMMENDATION_SCAN_BUDGET", 50),
        recommendation_recommender=_callable_path(
            env, "HOURGLASS_RECOMMENDER", "actors.recommendation:recommend_from_catalog"
        ),
        recommendation_list_size=_integer(env, "HOURGLASS_RECOMMENDATION_LIST_SIZE", 20),
        recommendation_stuck_after=_seconds(env, "HOURGLASS_RECOMMENDATION_STUCK_AFTER", 600),
        collection_business_timezone=_timezone(env, "HOURGLASS_COLLECTION_TIMEZONE", "Asia/Seoul"),
        collection_claims_per_tick=_integer(env, "HOURGLASS_COLLECTION_CLAIMS_PER_TICK", 20),
        collection_lease=_seconds(env, "HOURGLASS_COLLECTION_LEASE", 300),
        collection_connect_timeout=_seconds(env, "HOURGLASS_COLLECTION_CONNECT_TIMEOUT", 5),
        collection_read_timeout=_seconds(env, "HOURGLASS_COLLECTION_READ_TIMEOUT", 20),
        collection_max_response_bytes=_integer(
            env, "HOURGLASS_COLLECTION_MAX_RESPONSE_BYTES", 5 * 1024 * 1024
        ),
        collection_allow_private_addresses=_boolean(
            env, "HOURGLASS_COLLECTION_ALLOW_PRIVATE_ADDRESSES", False
        ),
        collection_sla_cutoff_hour=cutoff_hour,
        collection_sla_capture_grace=_seconds(env, "HOURGLASS_COLLECTION_SLA_CAPTURE_GRACE", 60),
        notification_service_url=_url(env, "HOURGLASS_NOTIFICATION_URL", ("https", "http")),
        notification_allowed_lateness=_seconds(
            env, "HOURGLASS_NOTIFICATION_ALLOWED_LATENESS", 1800
        ),
        notification_timeout=_seconds(env, "HOURGLASS_NOTIFICATION_TIMEOUT", 10),
        notification_max_retries=_integer(env, "HOURGLASS_NOTIFICATION_MAX_RETRIES", 8, minimum=0),
        notification_min_backoff=_seconds(env, "HOURGLASS_NOTIFICATION_MIN_BACKOFF", 15),
        notification_resend_after=_seconds(env, "HOURGLASS_NOTIFICATION_RESEND_AFTER", 60),
        notification_progress_extension=_seconds(
            env, "HOURGLASS_NOTIFICATION_PROGRESS_EXTENSION", 72 * 3600
        ),
        review_stats_stale_after=_seconds(env, "HOURGLASS_REVIEW_STATS_STALE_AFTER", 300),
        review_stats_max_retries=_integer(env, "HOURGLASS_REVIEW_STATS_MAX_RETRIES", 5, minimum=0),
        review_stats_min_backoff=_seconds(env, "HOURGLASS_REVIEW_STATS_MIN_BACKOFF", 1),
        review_stats_max_backoff=_seconds(env, "HOURGLASS_REVIEW_STATS_MAX_BACKOFF", 300),
        review_stats_coalesce_window=_seconds(
            env, "HOURGLASS_REVIEW_STATS_COALESCE_WINDOW", 0.2, allow_zero=True
        ),
        review_stats_coalesce_full_rate=_integer(
            env, "HOURGLASS_REVIEW_STATS_COALESCE_FULL_RATE", 25
        ),
        prune_recommendation_tasks_after=_seconds(
            env, "HOURGLASS_PRUNE_RECOMMENDATION_TASKS_AFTER", 7 * DAY, allow_zero=True
        ),
        prune_notification_jobs_after=_seconds(
            env, "HOURGLASS_PRUNE_NOTIFICATION_JOBS_AFTER", 30 * DAY, allow_zero=True
        ),
        prune_collection_cycles_after=_seconds(
            env, "HOURGLASS_PRUNE_COLLECTION_CYCLES_AFTER", 30 * DAY, allow_zero=True
        ),
        prune_sla_snapshots_after=_seconds(
            env, "HOURGLASS_PRUNE_SLA_SNAPSHOTS_AFTER", 365 * DAY, allow_zero=True
        ),
        prune_dead_letters_after=_seconds(
            env, "HOURGLASS_PRUNE_DEAD_LETTERS_AFTER", 30 * DAY, allow_zero=True
        ),
        prune_audit_log_after=_seconds(
            env, "HOURGLASS_PRUNE_AUDIT_LOG_AFTER", 90 * DAY, allow_zero=True
        ),
        prune_batch=_integer(env, "HOURGLASS_PRUNE_BATCH", 200),
        prune_budget=_seconds(env, "HOURGLASS_PRUNE_BUDGET", 60),
    )


@functools.cache
def load() -> Settings:
    """The process's settings, read from the environment on first use."""
    return from_environment()
