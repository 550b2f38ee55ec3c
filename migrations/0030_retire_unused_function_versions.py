"""Contract: the SQL function versions that neither this release nor the previous one
(7ae02f0, the rolling-upgrade test's PREVIOUS_RELEASE) calls are dropped
(docs/architecture.md, "Migrations: expand, flip, contract").

Found by their names in hourglass/, models/ and actors/ of both trees, and in the bodies of
the functions both keep; the releases named are the earlier values of PREVIOUS_RELEASE:

- `hourglass.claim_ring_v1` and `hourglass.claim_ring_stripe_v1` (migrations 0023, 0024):
  called by the commits between 0023 and 0025 only, never by a release (442b0dc had no hot
  lane; d51322b calls `claim_ring_v2`);
- `hourglass.claim_ring_v2` (0025) and `hourglass.take_ring_v1` (0027), with
  `hourglass.claim_ring_stripe_v2` (0025) that only they call: last called by release
  b0fee6b; the releases from 557d848 on call `claim_ring_v3` and `take_ring_v2` (0029);
- `succeed_recommendation_task` (0012, 0013): last called by release d51322b; the releases
  from b0fee6b on call `succeed_recommendation_task_v2` (0028).

The previous release's processes run while this applies: they call none of these, and a
function's call takes no lock that its drop would wait for."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
