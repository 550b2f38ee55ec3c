"""A product's periodic actor that fails its first attempt of each tick and records every
attempt: a fired tick's retry must run on the worker like any retry."""

import dramatiq
from dramatiq.middleware import CurrentMessage

from hourglass.core.broker import get_broker
from hourglass.core.database import db
from hourglass.core.scheduler import cron

get_broker()  # the broker first: the actor registers on it

CREATE_TABLE = """
CREATE TABLE IF NOT EXISTS flaky_attempt (
    id bigserial PRIMARY KEY, tick text NOT NULL, retries int NOT NULL
)
"""


@dramatiq.actor(
    actor_name="flaky_yearly",
    queue_name="product",
    max_retries=1,
    min_backoff=100,
    max_backoff=100,
    periodic=cron("0 0 1 1 *"),
)
def flaky_yearly():
    message = CurrentMessage.get_current_message()
    retries = message.options.get("retries", 0)
    db.execute_sql(
        "INSERT INTO flaky_attempt (tick, retries) VALUES (%s, %s)",
        (message.options["scheduled_at"], retries),
    )
    if retries == 0:
        raise RuntimeError("the first attempt of each tick fails")
