"""Contract: version 1 of the wheel's promotion, which neither this release nor the previous
one (b7af97d, the rolling-upgrade test's PREVIOUS_RELEASE) calls, is dropped
(docs/architecture.md, "Migrations: expand, flip, contract").

Migration 0034 made version 2 and the waker of release b7af97d calls it; release 6b56ade
still called version 1. The previous release's waker runs while this applies: it calls
version 2, and a function's call takes no lock that its drop would wait for."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    db.connection().execute(SQL.read_text(encoding="utf-8"))
