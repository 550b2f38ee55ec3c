"""Contract: version 2 of the wheel's promotion and `hourglass.enqueue_v1`, which neither this
release nor the previous one (a956a55, the rolling-upgrade test's PREVIOUS_RELEASE) calls,
are dropped (docs/architecture.md, "Migrations: expand, flip, contract").

`enqueue_v1` was deprecated from the release of migration 0035 (b7af97d) for `enqueue_v2`,
which takes the same arguments; docs/decisions/0009 let it go no earlier than the release
after the next, this one, whose notes say so (docs/producing.md). The previous release's
workers run while this applies: a function's call takes no lock that its drop would wait
for."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    db.connection().execute(SQL.read_text(encoding="utf-8"))
