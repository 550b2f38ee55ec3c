"""What the collection tests share besides the fake job boards (hourglass.fakes): settings
overrides, and a way to run queued collect messages in this process exactly as a worker
would."""

import os
from contextlib import contextmanager

from hourglass import settings as settings_module
from models import db

# --- settings, sources, running slices -------------------------------------------------------


@contextmanager
def collection_settings(**env):
    """Override settings (environment names) for this process while the block runs."""
    saved = {name: os.environ.get(name) for name in env}
    os.environ.update({name: str(value) for name, value in env.items()})
    settings_module.load.cache_clear()
    try:
        yield settings_module.load()
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        settings_module.load.cache_clear()


TAKE_QUEUED_SLICE = """
DELETE FROM dramatiq.queue
WHERE message_id = (
    SELECT message_id FROM dramatiq.queue WHERE queue_name = 'collection' ORDER BY position LIMIT 1
)
RETURNING message
"""


def run_queued_slices(limit=10_000) -> int:
    """Take the queued collect messages one by one, oldest first, and run each here as a
    worker would (its hand-off messages too); returns how many ran."""
    from actors.collection import collect_source_slice

    for ran in range(limit):
        row = db.execute_sql(TAKE_QUEUED_SLICE).fetchone()
        if row is None:
            return ran
        collect_source_slice(*row[0]["args"])
    raise AssertionError(f"more than {limit} slices queued")


def queued_slices() -> list[tuple]:
    return [
        tuple(row[0])
        for row in db.execute_sql(
            "SELECT message->'args' FROM dramatiq.queue"
            " WHERE queue_name = 'collection' ORDER BY position"
        ).fetchall()
    ]
