"""The hot lane's claim in one call (hourglass.core.ring, issue 28): `hourglass.claim_ring_v1`
takes a queue's stripes in turns, reads each one's cursor and picks its range, as the
previous release's workers do in six statements of their own (turn, cursor, pick, and the
planner settings around them). The turns, cursors and claims are the same rows and locks,
so workers of both releases claim the same ring side by side. Only functions are added.

The stripe's cursor is read after its turn is taken, in a statement of its own: its
snapshot then sees the cursor the claim before appended (PL/pgSQL takes a new snapshot for
each statement under READ COMMITTED). The pick walks the (queue_name, stripe, txid, id)
index in order: its function rules sorts and bitmap scans out while it is planned, and
keeps its generic plan (hourglass.core.ring says why)."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
