"""Contract: version 3 of the wheel's promotion, which neither this release nor the previous
one (a721ba0, the rolling-upgrade test's PREVIOUS_RELEASE) calls, is dropped
(docs/architecture.md, "Migrations: expand, flip, contract"). The previous release's workers
run while this applies: a function's call takes no lock that its drop would wait for."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    db.connection().execute(SQL.read_text(encoding="utf-8"))
