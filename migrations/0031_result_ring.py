"""Actors' results (dramatiq's `store_results`, issue 47) in a ring of their own, as
bloat-proof as the hot lane's: a result is appended and never updated or deleted; it goes
with its partition, emptied by one TRUNCATE once every result in it has expired
(hourglass.core.store.results, docs/results.md).

`result_ring` is split by the 5-minute bucket its results expire in, 16 buckets round (80
minutes), so a result kept at most an hour (the longest `result_ttl` hourglass accepts) is
written to a bucket the ring does not come round to again before it has expired. Its
results are bytes (dramatiq's encoder's, whichever it is), found by dramatiq's key or by
their message's id (the operator's look-up). dramatiq-postgres's `dramatiq.result` (0001),
updated in place and deleted by a purge, stays unused.

Only adds: a previous release neither reads nor writes it."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
