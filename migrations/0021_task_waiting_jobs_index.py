"""A task's waiting jobs by its own index. Every change of a task reads and cancels its
waiting jobs; on a table never analysed, the plan the task service caches chose the
partial index of every waiting job and filtered it by task (issue 30): each call read
all of them. This index answers both conditions, whatever the statistics say."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
