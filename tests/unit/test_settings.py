"""Bad configuration is refused when settings are read, with the rule in the message."""

import pytest

from hourglass.core.errors import ConfigurationError
from hourglass.core.settings import from_environment


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
    ],
)
def test_bad_values_are_refused_naming_the_rule(env, message):
    with pytest.raises(ConfigurationError, match=message):
        from_environment(env)


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
    ],
)
def test_good_values_are_accepted(env):
    from_environment(env)


def test_a_postgres_scheme_url_is_the_same_server_spelled_postgresql():
    settings = from_environment(
        {
            "DATABASE_URL": "postgres://app:pw@db.example:6432/app?sslmode=require",
            "HOURGLASS_DIRECT_DATABASE_URL": "POSTGRES://app:pw@db.example:5432/app",
        }
    )
    assert settings.database_url == "postgresql://app:pw@db.example:6432/app?sslmode=require"
    assert settings.direct_database_url == "postgresql://app:pw@db.example:5432/app"
