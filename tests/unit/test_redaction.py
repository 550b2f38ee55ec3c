"""Secrets never shown: URLs rendered for people and driver errors that quote them."""

import pytest

from actors import PIPELINES
from hourglass.core.errors import ConfigurationError
from hourglass.core.pipelines import check_settings
from hourglass.core.redaction import displayed_url, without_url_secrets
from hourglass.core.settings import from_environment


@pytest.mark.parametrize(
    "url, shown",
    [
        (
            "postgresql://app:s3cret@db.example.com:5432/prod",
            "postgresql://app:***@db.example.com:5432/prod",
        ),
        (
            "postgres://app@db/prod?sslmode=require&password=s3cret",
            "postgres://app@db/prod?sslmode=***&password=***",
        ),
        ("postgresql://db/prod", "postgresql://db/prod"),
        (
            "https://hooks.example.com/notify?token=s3cret",
            "https://hooks.example.com/notify?token=***",
        ),
        ("https://s3cret@hooks.example.com/notify", "https://***@hooks.example.com/notify"),
        ("https://user:s3cret@hooks.example.com/n#s3cret", "https://***@hooks.example.com/n#***"),
        ("pg://u:s3cret@h/db", "pg://***@h/db"),
        ("host=db password=s3cret", "***"),
    ],
)
def test_a_displayed_url_keeps_where_it_points_and_masks_its_secrets(url, shown):
    assert displayed_url(url) == shown


def test_a_driver_error_quoting_the_url_or_a_piece_of_its_password_is_cleaned():
    url = "postgresql://u:sec%25ret@[::1/db?sslmode=pre&token=t0ken"
    message = f'invalid percent-encoded token: "sec%ret" in "{url}" (token t0ken)'
    cleaned = without_url_secrets(message, url)
    assert "sec" not in cleaned and "t0ken" not in cleaned
    assert "[::1/db" in cleaned


@pytest.mark.parametrize(
    "env, variable",
    [
        ({"DATABASE_URL": "pg://u:s3cret@h/db"}, "DATABASE_URL"),
        ({"DATABASE_URL": "https://u:s3cret@h/db"}, "DATABASE_URL"),
        (
            {"HOURGLASS_NOTIFICATION_URL": "ftp://s3cret@h/x?token=s3cret"},
            "HOURGLASS_NOTIFICATION_URL",
        ),
        ({"DATABASE_URL": "postgresql://u:s3cret%zz@h/db"}, "DATABASE_URL"),
        ({"DATABASE_URL": "postgresql://u:s3cret@[::1/db"}, "DATABASE_URL"),
        ({"DATABASE_URL": "postgresql://u@h/db?password=s3cret&bogus=1"}, "DATABASE_URL"),
    ],
)
def test_a_configuration_error_names_the_variable_without_its_secrets(env, variable):
    with pytest.raises(ConfigurationError) as raised:
        from_environment(env)  # the platform's settings, then every pipeline's
        check_settings(PIPELINES, env)
    assert variable in str(raised.value)
    assert "s3cret" not in str(raised.value)
