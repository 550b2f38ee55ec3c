"""The hot lane's claim compiles nothing (issue 28). Its pick rules sorts and bitmap scans
out (migration 0023), and up to PostgreSQL 17 a plan the server must not choose is costed as
ten billion: the pick's estimate is always past `jit_above_cost`, so a server with JIT (most
packaged PostgreSQL: Debian's, the cloud's) compiled the statement before every claim, about
900 ms each on this machine, and a backlog drained at 21 refreshes a second instead of
thousands. The embedded server has no JIT, so the suite never saw it
(tests/e2e/test_jit_server.py).

Only the function's settings change, not its arguments, rows or locks: the previous
release's workers call the same function and claim faster too."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
