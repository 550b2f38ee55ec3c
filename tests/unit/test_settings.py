"""Bad configuration is refused when settings are read, with the rule in the message: the
platform's settings, and each pipeline's as the platform reads them (its declaration)."""

import pytest

from actors import PIPELINES
from hourglass.core.errors import ConfigurationError
from hourglass.core.pipelines import check_settings
from hourglass.core.settings import from_environment


def read_every_setting(env) -> None:
    """What a process does at start: the platform's settings, then every pipeline's."""
    from_environment(env)
    check_settings(PIPELINES, env)


@pytest.mark.parametrize(
    "env, message",
    [
        (
            {"HOURGLASS_WORKER_HEARTBEAT_TTL": "10"},
            "must be at least 2 times HOURGLASS_WORKER_HEARTBEAT_INTERVAL=15",
        ),
        (
            {"HOURGLASS_WORKER_HEARTBEAT_INTERVAL": "5", "HOURGLASS_WORKER_HEARTBEAT_TTL": "9.5"},
            "HOURGLASS_WORKER_HEARTBEAT_TTL=9.5 must be at least 2 times",
        ),
        (
            {"HOURGLASS_RECOMMENDER": "not a path"},
            "HOURGLASS_RECOMMENDER='not a path' is not module:function",
        ),
        ({"HOURGLASS_RECOMMENDER": "module:"}, "is not module:function"),
        ({"HOURGLASS_RECOMMENDER": "1module:fn"}, "is not module:function"),
        (
            {"HOURGLASS_DIRECT_DATABASE_URL": "postgresql://db/app"},
            "HOURGLASS_DIRECT_DATABASE_URL is set without DATABASE_URL",
        ),
        ({"HOURGLASS_PRUNE_BATCH": "0"}, "HOURGLASS_PRUNE_BATCH='0' must be at least 1"),
        (
            {"HOURGLASS_RECOMMENDER_CONCURRENCY": "0"},
            "HOURGLASS_RECOMMENDER_CONCURRENCY='0' must be at least 1",
        ),
        (
            {"HOURGLASS_NOTIFICATION_RATE": "fast"},
            "HOURGLASS_NOTIFICATION_RATE='fast' is not an integer",
        ),
        (
            {"HOURGLASS_COLLECTION_HOST_CONCURRENCY": "-2"},
            "HOURGLASS_COLLECTION_HOST_CONCURRENCY='-2' must be at least 1",
        ),
        (
            {"HOURGLASS_WEB_VIEWER_PASSWORD": "look"},
            "HOURGLASS_WEB_VIEWER_PASSWORD is set without HOURGLASS_WEB_PASSWORD",
        ),
        (
            {
                "HOURGLASS_WEB_PASSWORD": "act",
                "HOURGLASS_WEB_VIEWER_PASSWORD": "look",
                "HOURGLASS_WEB_VIEWER_USER": "hourglass",
            },
            "HOURGLASS_WEB_VIEWER_USER='hourglass' is also HOURGLASS_WEB_USER",
        ),
        (
            {"HOURGLASS_PRUNE_RECOMMENDATION_TASKS_AFTER": "-1"},
            "must be zero or a positive number of seconds",
        ),
        (
            {"HOURGLASS_COLLECTION_SLA_CUTOFF_HOUR": "24"},
            "HOURGLASS_COLLECTION_SLA_CUTOFF_HOUR=24 must be 0..23",
        ),
        (
            {"HOURGLASS_COLLECTION_SLA_CUTOFF_HOUR": "-1"},
            "HOURGLASS_COLLECTION_SLA_CUTOFF_HOUR='-1' must be at least 0",
        ),
        (
            {"HOURGLASS_COLLECTION_TIMEZONE": "Mars/Olympus"},
            "HOURGLASS_COLLECTION_TIMEZONE='Mars/Olympus' is not a known time zone",
        ),
        (
            {"HOURGLASS_COLLECTION_ALLOW_PRIVATE_ADDRESSES": "maybe"},
            "HOURGLASS_COLLECTION_ALLOW_PRIVATE_ADDRESSES='maybe' is not a boolean",
        ),
        (
            {"HOURGLASS_PRUNE_SLA_SNAPSHOTS_AFTER": "a year"},
            "HOURGLASS_PRUNE_SLA_SNAPSHOTS_AFTER='a year' is not a number of seconds",
        ),
        (
            {"HOURGLASS_NOTIFICATION_URL": "ftp://user:pw@example.com/x"},
            "HOURGLASS_NOTIFICATION_URL=.* is not a https:// or http:// URL",
        ),
        (
            {"HOURGLASS_NOTIFICATION_MAX_RETRIES": "-1"},
            "HOURGLASS_NOTIFICATION_MAX_RETRIES='-1' must be at least 0",
        ),
        (
            {"HOURGLASS_REVIEW_STATS_COALESCE_WINDOW": "-0.1"},
            "HOURGLASS_REVIEW_STATS_COALESCE_WINDOW='-0.1' must be zero or a positive",
        ),
        (
            {"HOURGLASS_REVIEW_STATS_MIN_BACKOFF": "0"},
            "HOURGLASS_REVIEW_STATS_MIN_BACKOFF='0' must be a positive number of seconds",
        ),
    ],
)
def test_bad_values_are_refused_naming_the_rule(env, message):
    with pytest.raises(ConfigurationError, match=message):
        read_every_setting(env)


@pytest.mark.parametrize(
    "env",
    [
        {"HOURGLASS_WORKER_HEARTBEAT_INTERVAL": "1", "HOURGLASS_WORKER_HEARTBEAT_TTL": "2"},
        {"HOURGLASS_RECOMMENDER": "bench.recommendation:noop_recommender"},
        {"HOURGLASS_RECOMMENDER": "actors.recommendation.recommend_from_catalog"},
        {
            "DATABASE_URL": "postgresql://pgbouncer:6432/app",
            "HOURGLASS_DIRECT_DATABASE_URL": "postgresql://db:5432/app",
        },
        {"HOURGLASS_PRUNE_DEAD_LETTERS_AFTER": "0"},
        {"HOURGLASS_COLLECTION_SLA_CUTOFF_HOUR": "0"},
        {"HOURGLASS_COLLECTION_SLA_CUTOFF_HOUR": "23"},
        {"HOURGLASS_REVIEW_STATS_COALESCE_WINDOW": "0"},
    ],
)
def test_good_values_are_accepted(env):
    read_every_setting(env)


def test_a_postgres_scheme_url_is_the_same_server_spelled_postgresql():
    settings = from_environment(
        {
            "DATABASE_URL": "postgres://app:pw@db.example:6432/app?sslmode=require",
            "HOURGLASS_DIRECT_DATABASE_URL": "POSTGRES://app:pw@db.example:5432/app",
        }
    )
    assert settings.database_url == "postgresql://app:pw@db.example:6432/app?sslmode=require"
    assert settings.direct_database_url == "postgresql://app:pw@db.example:5432/app"


def test_each_pipeline_reads_its_own_variables_with_the_defaults_of_before():
    from actors.collection.settings import from_environment as collection_settings
    from actors.notifications.settings import from_environment as notification_settings
    from actors.recommendation.settings import from_environment as recommendation_settings
    from actors.review_stats.settings import from_environment as review_stats_settings

    assert recommendation_settings({}).scan_batch == 100
    # No flow limit unless one is set (issue 29).
    assert recommendation_settings({}).recommender_concurrency is None
    assert notification_settings({}).rate is None
    assert collection_settings({}).host_concurrency is None
    assert (
        recommendation_settings({"HOURGLASS_RECOMMENDER_CONCURRENCY": "5"}).recommender_concurrency
        == 5
    )
    assert recommendation_settings({"HOURGLASS_RECOMMENDATION_SCAN_BATCH": "7"}).scan_batch == 7
    collection = collection_settings({"HOURGLASS_COLLECTION_TIMEZONE": "Europe/Paris"})
    assert (collection.business_timezone.key, collection.sla_cutoff_hour) == ("Europe/Paris", 9)
    assert collection.prune_sla_snapshots_after.days == 365
    assert notification_settings({}).service_url is None
    assert notification_settings({"HOURGLASS_NOTIFICATION_MAX_RETRIES": "0"}).max_retries == 0
    assert review_stats_settings({}).coalesce_window.total_seconds() == 0.2


def test_every_settings_load_keeps_what_it_read_until_reread(monkeypatch):
    from actors.collection import settings as collection_settings
    from hourglass.core import settings

    monkeypatch.setenv("HOURGLASS_PRUNE_BATCH", "7")
    monkeypatch.setenv("HOURGLASS_COLLECTION_LEASE", "7")
    settings.reread()
    assert (settings.load().prune_batch, collection_settings.load().lease.seconds) == (7, 7)
    monkeypatch.setenv("HOURGLASS_PRUNE_BATCH", "8")
    monkeypatch.setenv("HOURGLASS_COLLECTION_LEASE", "8")
    assert (settings.load().prune_batch, collection_settings.load().lease.seconds) == (7, 7)
    settings.reread()
    assert (settings.load().prune_batch, collection_settings.load().lease.seconds) == (8, 8)
    monkeypatch.undo()
    settings.reread()
