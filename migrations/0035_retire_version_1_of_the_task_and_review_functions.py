"""Contract: version 1 of the task and review functions, which neither this release nor the
previous one (6b56ade, the rolling-upgrade test's PREVIOUS_RELEASE) calls, is dropped
(docs/architecture.md, "Migrations: expand, flip, contract").

Migration 0033 made version 2 of each (sending through the hot lane and the wheel) and
pointed the products' entry points (`hourglass.create_task`, `hourglass.shop_create_review`,
...) at it; release dfee555 still called version 1 by name, 6b56ade no longer does. No
function kept calls a version 1 (tests/integration/test_schema.py reads their bodies).

The previous release's processes run while this applies: they call none of these, and a
function's call takes no lock that its drop would wait for."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
