"""A send NOTIFYs its queue only when one of its messages falls due within 5 s
(docs/decisions/0010): `hourglass.enqueue_v3`, and version 3 of `move_schedule` and of the task
service's functions over it. Version 2 of each stays: the previous release's processes call
it, and products may call `enqueue_v2` (docs/producing.md). The products' entry points
(`hourglass.create_task`, ...) are replaced to call version 3: their arguments, rows and
schedules are the same; only a timer's NOTIFY, which their callers cannot see, is left out
(docs/architecture.md, "Migrations: expand, flip, contract")."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
