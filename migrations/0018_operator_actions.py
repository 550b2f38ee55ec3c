"""What an operator does, kept in the database: the queues she paused (every worker of
every host reads them before it claims or starts a message) and the audit log of every
action, written in the transaction of its effect."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
