"""A consumer's claim is one statement in a transaction of its own (`hourglass.claim_ring_v4`,
issue 46): the function commits without waiting for the disk by itself, where version 3
needed a transaction around it to say so, four round trips a claim. Version 3 is kept for the
previous release's consumers: both take the same turns and cursors."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    db.connection().execute(SQL.read_text(encoding="utf-8"))
