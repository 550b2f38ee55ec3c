"""Contract: version 3 of the consumers' claim, version 2 of the take-along and version 4 of
the wheel's promotion, which neither this release nor the previous one (15dc7a8, the
rolling-upgrade test's PREVIOUS_RELEASE) calls, are dropped (docs/architecture.md,
"Migrations: expand, flip, contract"). The previous release's workers run while this
applies: a function's call takes no lock that its drop would wait for."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    db.connection().execute(SQL.read_text(encoding="utf-8"))
