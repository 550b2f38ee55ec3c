"""Limits the claim honours (hourglass.core.flow_limits): one row per actor that declares
one, its declared values beside an operator's, and one row per message of a limited actor
started, kept a minute (what a rate counts and the operator sees)."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
