"""Retention and a year of data: indexes the prune walks oldest first, and autovacuum
settings for the tables that churn (defaults wait for 20% of a table to be dead, which on a
year-sized table is millions of rows and a bloated index before anything is reclaimed)."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
