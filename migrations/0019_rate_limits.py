"""dramatiq's rate limiters on PostgreSQL (hourglass.core.rate_limits): one row per key, a
value and when it expires; an expired row counts as absent and retention deletes it."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
