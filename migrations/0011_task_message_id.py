"""Each recommendation task keeps the id of the message sent to run it: the sweep finds a
stranded task by that id alone, not by the actor's name and the message's arguments (a
renamed actor would have made every unfinished task look stranded, re-sent every minute)."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
