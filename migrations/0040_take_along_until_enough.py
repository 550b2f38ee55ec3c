"""A pipeline's take-along goes on to the next free stripe only while it holds fewer than
enough messages for its firing or refresh (`hourglass.take_ring_v3`, issue 46): version 2
took every free stripe's turn and held them to the end of its transaction, so at 100,000
reminders a minute the firings, which take nearly every timer along, ran one after another.
Version 2 is kept for the previous release's workers: cursors, turns and rows are the same."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
