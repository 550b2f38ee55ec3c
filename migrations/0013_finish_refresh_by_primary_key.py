"""A refresh's finish finds its claim and its task by primary key, whatever the statistics
say.

Its `status = 'RUNNING'` implied the predicate of the partial index of unfinished tasks
(migration 0002), and on statistics taken while few tasks were unfinished (a quiet hour,
then a burst) the planner chose that index and walked every unfinished task's entry to
find one: 3 ms a finish with 20,000 waiting instead of a few microseconds. `status NOT IN
('PENDING', 'SUCCEEDED', 'FAILED')` says the same (the column's CHECK allows only those
and RUNNING) without implying the predicate, so only the primary key fits. The claim's
state is compared as text for the same reason (hourglass.core.broker, CONSUMED).
"""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
