"""The producer API in SQL, part 1: the schema `hourglass`, the checks every producer
function shares, the queue write they share with the broker's enqueue, and the visit.

Every client calls these on its own connection, inside its own transaction (the Python
API included: `hourglass.core.producers`). Each rule lives here once: a later change of one is
a new `_v2` function beside the `_v1`, never a new body under a running caller.
"""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
