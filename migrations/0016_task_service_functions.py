"""The producer API in SQL, part 2: the task service (SPEC section 3). Each call moves a task
and its schedule of jobs in the caller's transaction: the jobs its state calls for, the
waiting ones that change, and one timer message per job version, due at its time.

The schedule's rules live here alone (`planned_jobs_v1`, `schedule_changes_v1`); the
firing's stay in Python (actors/notifications/rules.py).
"""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
