"""Bad configuration is refused when settings are read, with the rule in the message."""

import pytest

from hourglass.errors import ConfigurationError
from hourglass.settings import from_environment


@pytest.mark.parametrize(
    "env, message",
    [
        ({"HOURGLASS_WORKER_HEARTBEAT_TTL": "10"}, "must be at least 2 times HOURGLASS_WORKER_HEARTBEAT_INTERVAL=15"),
        (
            {"HOURGLASS_WORKER_HEARTBEAT_INTERVAL": "5", "HOURGLASS_WORKER_HEARTBEAT_TTL": "9.5"},
            "HOURGLASS_WORKER_HEARTBEAT_TTL=9.5 must be at least 2 times",
        ),
        ({"HOURGLASS_RECOMMENDER": "not a path"}, "HOURGLASS_RECOMMENDER='not a path' is not module:function"),
        ({"HOURGLASS_RECOMMENDER": "module:"}, "is not module:function"),
        ({"HOURGLASS_RECOMMENDER": "1module:fn"}, "is not module:function"),
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
    ],
)
def test_good_values_are_accepted(env):
    from_environment(env)
