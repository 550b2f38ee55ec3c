"""The ring's slot is computed in the statement that appends (issue 28). `queue_ring_slot`,
the default of the slot of every message and cursor appended, was declared IMMUTABLE over
a body that is only STABLE (`extract` of a timestamptz), which PostgreSQL does not inline:
each statement that appended ran it as a function of its own, its SQL parsed and planned
again, and a claim of 8 from a backlog ran 1.19x as many a second once it was inlined
(pgbench, 4 clients, PostgreSQL 15).

Only the function's volatility changes, which is what its body is; not its arguments or
result: the previous release's workers append with the same default and gain too."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
