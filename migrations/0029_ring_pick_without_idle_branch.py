"""The hot lane's claims set up only the branches of their pick that can find a message
(issue 28). `hourglass.claim_ring_stripe_v3` is migration 0025's `claim_ring_stripe_v2`
with its pick split by what the range holds:

- the branch of the transactions in progress at the lower snapshot is left out when there
  is none (always for a range read from the start, which has no lower snapshot, and in
  every claim of a backlog drain measured). PostgreSQL sets up every node of a plan before
  it runs it, and that branch is a merge of the eight partitions' index scans under a loop;
- the message comes back as stored (jsonb): a refresh's take reads it as jsonb, and took
  it as text, parsed again (3% of its start statement).

A refresh's start statement taking 15 others costs its backend 5-21% less (0.62-0.90 ms
against 0.78-0.95, versions called in turn on one connection, PostgreSQL 15); a claim's
difference is within the noise (docs/decisions/0002).

`hourglass.claim_ring_v3` (the consumer's claim, the message as text for the worker to
decode) and `hourglass.take_ring_v2` (a pipeline's take-along, jsonb) are versions 2 and 1
over it. Cursors, turns and rows are the same, so the previous release's workers, which
keep calling `claim_ring_v2` and `take_ring_v1`, claim the same ring beside these."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
