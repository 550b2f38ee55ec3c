"""The wheel's promotion looks for late messages only when its caller tells it to
(`hourglass.promote_waiting_v5`, issue 46): the waker tells it once it has heard a send, and
at least every second. That look was more than half of a promotion at 10,000 reminders a
minute. Version 4 is kept: the promotions take the same lock and append the same ledger, so
the previous release's waker may promote beside this one's while a release rolls out."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
