"""A pipeline's take-along claims the hot lane's stripes that are free, and waits for none
(issue 28). `hourglass.take_ring_v1` is `hourglass.claim_ring_v2` (migration 0025) without
its last step, which waits for the first stripe's turn when another claim holds every one.

A take-along holds the turns it took until its statement commits, so a refresh, whose
statement starts its tasks too, holds a stripe for most of its statement. With 16 refreshes
running at once on a queue of 4 stripes, the takes waited for each other: 107 waits of 16 ms
in a drain of 10,000 refreshes (PostgreSQL 15, pg_stat_statements), 1.76 s of the 16 worker
threads' 25 s. A take-along is a saving, not a duty (the queue's consumers claim whatever it
leaves), and the cold lane's takes already pass by the rows other statements hold (`FOR
UPDATE SKIP LOCKED`): now the hot lane's do the same.

Only a function is added: the previous release's statements keep calling version 2."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
