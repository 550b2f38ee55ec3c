"""The broker's tables (dramatiq-postgres schema `dramatiq`: queue, worker, result).

They were made by `dramatiq_postgres.init()` of the version installed; the SQL beside this
script is what version 1.4.0's made, frozen, so that a newer library cannot change what a
fresh database gets."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # As init() did: a database whose broker schema exists already (made by dramatiq-postgres
    # itself, before hourglass) keeps it.
    if db.execute_sql("SELECT to_regclass('dramatiq.queue')").fetchone()[0] is not None:
        return
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
