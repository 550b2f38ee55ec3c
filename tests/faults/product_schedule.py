"""A product's own module: a per-minute periodic actor declared exactly as periodiq's README
declares one, on hourglass's broker, recording each run with the tick it was sent for."""

import dramatiq
import periodiq
from dramatiq.middleware import CurrentMessage

from hourglass.core.broker import get_broker
from hourglass.core.database import db

get_broker()  # the broker first: the actor registers on it

CREATE_TABLE = """
CREATE TABLE IF NOT EXISTS product_minute_run (
    id bigserial PRIMARY KEY,
    tick text NOT NULL,
    ran_at timestamptz NOT NULL DEFAULT now()
)
"""


@dramatiq.actor(
    actor_name="product_minute", queue_name="product", periodic=periodiq.cron("* * * * *")
)
def product_minute():
    message = CurrentMessage.get_current_message()
    db.execute_sql(
        "INSERT INTO product_minute_run (tick) VALUES (%s)", (message.options["scheduled_at"],)
    )
