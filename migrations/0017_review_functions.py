"""The producer API in SQL, part 3: items and the seven review change paths (SPEC section 4).
Each change commits with its item type's recompute signal; a change that finds no
recompute pending also sends one, due at once, in the same transaction (the outbox).
"""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
