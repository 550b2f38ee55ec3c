"""Timers due later than the wheel's hour, within 60 days, on an outer wheel of day buckets
carried into the wheel 50 minutes before they fall due (docs/decisions/0011): the tables,
`hourglass.carry_outer_v1`, `hourglass.enqueue_v4`, `hourglass.cancel_timers_v2` and version
4 of `move_schedule` and of the task service's functions over them; the products' entry
points call version 4. Version 3 of each (migration 0045) was never released and goes;
version 2 stays for the previous release's processes."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
