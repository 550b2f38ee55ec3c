"""Applies the numbered scripts of `migrations/` (playhouse.migrations), once each.

Two processes may run it at once: a transaction-scoped advisory lock makes the second
wait and then find nothing left to apply.
"""

from playhouse.migrations import Runner

from hourglass.core.settings import PROJECT_ROOT

MIGRATIONS_DIR = PROJECT_ROOT / "migrations"

#: Key of the advisory lock that serializes concurrent `hourglass migrate` runs.
MIGRATION_LOCK_KEY = "hourglass.migrate"


def apply_migrations(db) -> list[str]:
    """Apply every pending migration; returns the names applied (empty when up to date)."""
    with db.connection_context(), db.atomic():
        db.execute_sql("SELECT pg_advisory_xact_lock(hashtext(%s))", (MIGRATION_LOCK_KEY,))
        return Runner(db, directory=str(MIGRATIONS_DIR)).up()
