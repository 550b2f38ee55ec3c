"""The wheel's promotion finds the messages committed after the last promotion by their
transaction's id whatever its plan (`hourglass.promote_waiting_v4`, issue 46): version 3's
plan, made while partitions were empty, read every message promoted before them. Version 3
is kept: the promotions take the same lock and append the same ledger, so the previous
release's waker may promote beside this one's while a release rolls out."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
