"""The platform's settings, from the environment, read and validated once, and the parsing
helpers every pipeline's settings use (`actors/<p>/settings.py`).

Each setting has a default taken from the seed designs; `load()` builds the `Settings`
object and raises `ConfigurationError` naming the variable when a value is bad.
docs/configuration.md lists every variable with its default.
"""

import functools
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any, TypeVar
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import psycopg
from psycopg.conninfo import conninfo_to_dict

from hourglass.core.errors import ConfigurationError, first_line
from hourglass.core.redaction import displayed_url, without_url_secrets

#: A worker's heartbeat TTL spans at least this many heartbeat intervals.
HEARTBEATS_PER_TTL = 2

#: The project folder: the embedded database lives under it unless told otherwise.
PROJECT_ROOT = Path(__file__).resolve().parents[2]

#: Seconds in a day, for the retention defaults (the platform's and the pipelines').
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
    #: Queues whose messages the Python senders keep on the cold lane (an escape hatch, and
    #: the cold lane's benchmarks; the SQL producers send to the hot lane whatever it says).
    cold_lane_queues: frozenset[str]
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

    # Retention of the platform's own rows (0: keep forever); each pipeline has its own.
    prune_dead_letters_after: timedelta
    prune_audit_log_after: timedelta
    prune_batch: int
    prune_budget: timedelta


# The parsers below are the platform's and every pipeline's: each reads variable `name` of
# `env` and raises ConfigurationError naming it when its value is bad.


def raw(env, name, default) -> Any:
    """The variable's text, stripped; `default` when it is unset or blank."""
    value = env.get(name)
    return default if value is None or value.strip() == "" else value.strip()


def integer(env, name, default, minimum=1) -> int:
    text = raw(env, name, None)
    if text is None:
        return default
    try:
        value = int(text)
    except ValueError:
        raise ConfigurationError(f"{name}={text!r} is not an integer") from None
    if value < minimum:
        raise ConfigurationError(f"{name}={text!r} must be at least {minimum}")
    return value


def limit(env, name) -> int | None:
    """A flow limit (hourglass.core.flow_limits): a whole number of at least 1, or None
    (unset: no limit)."""
    if raw(env, name, None) is None:
        return None
    return integer(env, name, 1)


def seconds(env, name, default_seconds, allow_zero=False) -> timedelta:
    """A duration given in seconds (fractions allowed), strictly positive unless
    `allow_zero` (zero then means: none)."""
    text = raw(env, name, None)
    if text is None:
        return timedelta(seconds=default_seconds)
    try:
        value = float(text)
    except ValueError:
        raise ConfigurationError(f"{name}={text!r} is not a number of seconds") from None
    if allow_zero and value == 0:
        return timedelta(0)
    if not value > 0:
        allowed = "zero or a positive" if allow_zero else "a positive"
        raise ConfigurationError(f"{name}={text!r} must be {allowed} number of seconds")
    return timedelta(seconds=value)


def boolean(env, name, default) -> bool:
    text = raw(env, name, None)
    if text is None:
        return default
    lowered = text.lower()
    if lowered in ("1", "true", "yes", "on"):
        return True
    if lowered in ("0", "false", "no", "off"):
        return False
    raise ConfigurationError(f"{name}={text!r} is not a boolean (use true or false)")


def url(env, name, schemes) -> str | None:
    """A URL of one of `schemes`; the error shows it without its secrets."""
    text = raw(env, name, None)
    if text is not None and not text.lower().startswith(
        tuple(f"{scheme}://" for scheme in schemes)
    ):
        allowed = " or ".join(f"{scheme}://" for scheme in schemes)
        raise ConfigurationError(f"{name}={displayed_url(text)!r} is not a {allowed} URL")
    return text


def _database_url(env, name) -> str | None:
    """A postgresql:// URL libpq can parse: checked here, so that no process meets a
    malformed one later, in an error that quotes it (password included) into a log.
    `postgres://` (Heroku's and most managed services' spelling) is respelled
    `postgresql://`: Peewee reads only that spelling as a URL, and takes anything else for
    a database name on the local socket."""
    given = url(env, name, ("postgresql", "postgres"))
    if given is not None:
        given = "postgresql://" + given.partition("://")[2]
        try:
            conninfo_to_dict(given)
        except psycopg.Error as exc:
            reason = without_url_secrets(first_line(exc), given)
            raise ConfigurationError(
                f"{name}={displayed_url(given)!r} cannot be parsed: {reason}"
            ) from None
    return given


def callable_path(env, name, default) -> str:
    """`module:function` (or `module.function`), checked for its form only: importing it is
    the job of the module that calls it (a pipeline's, when a worker loads it), so reading
    settings never imports project code."""
    text = raw(env, name, default)
    module_name, _, attribute = text.rpartition(":") if ":" in text else text.rpartition(".")
    if not (
        attribute.isidentifier() and all(part.isidentifier() for part in module_name.split("."))
    ):
        raise ConfigurationError(f"{name}={text!r} is not module:function")
    return text


def timezone(env, name, default) -> ZoneInfo:
    text = raw(env, name, default)
    try:
        return ZoneInfo(text)
    except (ZoneInfoNotFoundError, ValueError):
        raise ConfigurationError(f"{name}={text!r} is not a known time zone") from None


def _log_level(env) -> str:
    text = raw(env, "HOURGLASS_LOG_LEVEL", "INFO").upper()
    if text not in ("DEBUG", "INFO", "WARNING", "ERROR"):
        raise ConfigurationError(
            f"HOURGLASS_LOG_LEVEL={text!r} is not DEBUG, INFO, WARNING or ERROR"
        )
    return text


def _log_format(env) -> str:
    text = raw(env, "HOURGLASS_LOG_FORMAT", "text").lower()
    if text not in ("text", "json"):
        raise ConfigurationError(f"HOURGLASS_LOG_FORMAT={text!r} is not text or json")
    return text


#: dramatiq's rule for a queue's name.
QUEUE_NAME = re.compile(r"[a-zA-Z_][a-zA-Z0-9._-]*")


def _queue_names(env, name) -> frozenset[str]:
    names = [part.strip() for part in raw(env, name, "").split(",") if part.strip()]
    for queue_name in names:
        if not QUEUE_NAME.fullmatch(queue_name):
            raise ConfigurationError(f"{name}: {queue_name!r} is not a queue name")
    return frozenset(names)


def _port(env, name, default) -> int:
    port = integer(env, name, default)
    if port > 65535:
        raise ConfigurationError(f"{name}={port} is not a TCP port (1..65535)")
    return port


def _check_web_accounts(env) -> None:
    """A viewer login needs an operator login beside it, under another name."""
    if raw(env, "HOURGLASS_WEB_VIEWER_PASSWORD", None) is None:
        return
    if raw(env, "HOURGLASS_WEB_PASSWORD", None) is None:
        raise ConfigurationError(
            "HOURGLASS_WEB_VIEWER_PASSWORD is set without HOURGLASS_WEB_PASSWORD: with no "
            "operator password everyone who reaches the web process is the operator"
        )
    viewer = raw(env, "HOURGLASS_WEB_VIEWER_USER", "viewer")
    if viewer == raw(env, "HOURGLASS_WEB_USER", "hourglass"):
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
    heartbeat_interval = seconds(env, "HOURGLASS_WORKER_HEARTBEAT_INTERVAL", 15)
    heartbeat_ttl = seconds(env, "HOURGLASS_WORKER_HEARTBEAT_TTL", 60)
    if heartbeat_ttl < HEARTBEATS_PER_TTL * heartbeat_interval:
        raise ConfigurationError(
            f"HOURGLASS_WORKER_HEARTBEAT_TTL={heartbeat_ttl.total_seconds():g} must be at least "
            f"{HEARTBEATS_PER_TTL} times "
            f"HOURGLASS_WORKER_HEARTBEAT_INTERVAL={heartbeat_interval.total_seconds():g}: "
            "a live worker that misses one "
            "beat must not lose its messages"
        )
    _check_web_accounts(env)
    return Settings(
        database_url=database_url,
        direct_database_url=direct_database_url,
        data_dir=Path(raw(env, "HOURGLASS_DATA_DIR", str(PROJECT_ROOT / ".hourglass"))),
        worker_heartbeat_interval=heartbeat_interval,
        worker_heartbeat_ttl=heartbeat_ttl,
        broker_maintenance_interval=seconds(env, "HOURGLASS_BROKER_MAINTENANCE_INTERVAL", 30),
        worker_shutdown_grace=seconds(env, "HOURGLASS_WORKER_SHUTDOWN_GRACE", 25),
        cold_lane_queues=_queue_names(env, "HOURGLASS_COLD_LANE_QUEUES"),
        log_level=_log_level(env),
        log_format=_log_format(env),
        web_host=raw(env, "HOURGLASS_WEB_HOST", "0.0.0.0"),
        # honcho (and foreman) hand each process of a Procfile a PORT of its own, so a
        # launcher that must know the web's port sets HOURGLASS_WEB_PORT instead.
        web_port=_port(env, "HOURGLASS_WEB_PORT", _port(env, "PORT", 8000)),
        web_user=raw(env, "HOURGLASS_WEB_USER", "hourglass"),
        web_password=raw(env, "HOURGLASS_WEB_PASSWORD", None),
        web_viewer_user=raw(env, "HOURGLASS_WEB_VIEWER_USER", "viewer"),
        web_viewer_password=raw(env, "HOURGLASS_WEB_VIEWER_PASSWORD", None),
        metrics_token=raw(env, "HOURGLASS_METRICS_TOKEN", None),
        ready_max_queue_age=seconds(env, "HOURGLASS_READY_MAX_QUEUE_AGE", 300),
        ready_max_tick_age=seconds(env, "HOURGLASS_READY_MAX_TICK_AGE", 180),
        worker_prometheus=boolean(env, "HOURGLASS_WORKER_PROMETHEUS", False),
        traces=any(
            raw(env, name, None)
            for name in ("OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")
        ),
        prune_dead_letters_after=seconds(
            env, "HOURGLASS_PRUNE_DEAD_LETTERS_AFTER", 30 * DAY, allow_zero=True
        ),
        prune_audit_log_after=seconds(
            env, "HOURGLASS_PRUNE_AUDIT_LOG_AFTER", 90 * DAY, allow_zero=True
        ),
        prune_batch=integer(env, "HOURGLASS_PRUNE_BATCH", 200),
        prune_budget=seconds(env, "HOURGLASS_PRUNE_BUDGET", 60),
    )


T = TypeVar("T")

#: Every settings load of the process, the platform's and each pipeline's, for `reread`.
_LOADS: list["functools._lru_cache_wrapper[Any]"] = []


def loaded_once(read: Callable[[Mapping[str, str]], T]) -> "functools._lru_cache_wrapper[T]":
    """A `load()` of the settings that `read` parses: the process's environment is read on
    first use and the settings kept, until `reread()`."""
    load = functools.cache(lambda: read(os.environ))
    _LOADS.append(load)
    return load


def reread() -> None:
    """Every settings load (the platform's, each pipeline's) reads the environment again on
    its next use: for a process that changes its own environment (the demo, a test)."""
    for load in _LOADS:
        load.cache_clear()


#: The process's platform settings, read from the environment on first use.
load = loaded_once(from_environment)
