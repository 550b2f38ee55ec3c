"""The hot lane's claim without the branch it seldom runs (issue 28):
`hourglass.claim_ring_v2` and `hourglass.claim_ring_stripe_v2` are the functions of migration
0023 (with 0024's `jit = off`), but the pick of a stripe read from the start (no cursor yet,
or the claims that go on from such a one until its range is complete), which skips messages
claimed or settled already, is a statement of its own. In one statement with the usual pick:

- that branch's test of each message against the claims and receipts was planned as a hash
  of every claim in the ring, built whenever it ran: 50 ms a claim with 150,000 claims on
  PostgreSQL 15, so a backlog met by a stripe without a cursor (a new queue, one idle for a
  turn of the ring) drained in a time growing with its square; on its own it looks each
  message up (0.8 ms);
- every claim locked each partition of the claims and receipts and their keys for it
  (a backend has 16 fast-path lock slots): 72 relation locks a claim, 38 now; an empty
  claim runs 1.3-1.4x as many a second, a claim of 8 from a backlog of 200,000 1.1-1.3x
  (pgbench, 4 clients, PostgreSQL 15).

The rows, cursors, turns and row locks are the same, so workers of both releases claim the
same ring side by side: only functions are added, and the previous release's keep calling
version 1."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
