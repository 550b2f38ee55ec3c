"""The wheel's promotion reads by index probes only (`hourglass.promote_waiting_v3`, issue
46): version 2's generic plan read every partition of the wheel whole while a transaction was
held open. Version 2 is kept: the promotions take the same lock and append the same ledger,
so either may run beside the other while a release rolls out."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
