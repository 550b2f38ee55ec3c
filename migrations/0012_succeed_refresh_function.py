"""A refresh's finish as one server-side function: one prepared call, one round trip, one
commit, where the same statements sent one by one cost a wait for the server each and a
parse of each. Its statements run in order, each with a snapshot of its own, as they would
from the client (models/recommendation.py, `succeed_task`, says what they do)."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
