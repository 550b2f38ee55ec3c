"""Waiting messages append-only (issue 46, docs/decisions/0008): a wheel of partitions by due
time (`queue_waiting_message`), tombstones for cancellations (`queue_waiting_cancel`), and the
promotion (`hourglass.promote_waiting_v1`) that appends the due ones into the ring once each,
recording where it took the wheel up to (`queue_promotion`). Only tables and functions are
added: the previous release's workers keep the cold lane and the ring as they are, and
never see the wheel; this release's waker promotes it."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
