"""The SQL producers' messages on the hot lane and the wheel (issue 46, docs/decisions/0008):
`hourglass.enqueue_v2` sends each message where the Python API sends it (due now: the ring;
due within the wheel's hour: the wheel; later: the cold lane), `hourglass.cancel_timers_v1`
cancels a timer in either place, and every function that sent or cancelled messages has a
version 2 over them. Version 1 of each stays: the previous release's processes call it, and
its messages go to the cold lane, which this release's workers read too.

The products' entry points (`hourglass.create_task`, `hourglass.shop_create_review`, ...)
are replaced to call version 2: their arguments, rows and schedules are the same, and only
where a timer waits differs, which their callers cannot see (docs/architecture.md, "Migrations:
expand, flip, contract", says why this is not a change of their contract)."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
