"""The wheel's promotion reads two buckets and says when the next message falls due
(`hourglass.promote_waiting_v2`, issue 46): the waker's pass is one call of it, where it was
a promotion and a lookup, each reading the wheel's 64 partitions. Version 1 is kept: the
promotions take the same lock and append the same ledger, so either may run beside the
other while a release rolls out."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
