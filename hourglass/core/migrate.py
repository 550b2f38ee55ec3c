"""Applies the numbered scripts of `migrations/` (playhouse.migrations), once each, then
moves any of the store's order-bearing sequences that fell behind its rows past them
(hourglass.core.store.sequences).

Two processes may run it at once: a transaction-scoped advisory lock makes the second
wait and then find nothing left to apply.
"""

import logging

from playhouse.migrations import Runner

from hourglass.core.settings import PROJECT_ROOT
from hourglass.core.store import sequences

logger = logging.getLogger(__name__)

MIGRATIONS_DIR = PROJECT_ROOT / "migrations"

#: Key of the advisory lock that serializes concurrent `hourglass migrate` runs.
MIGRATION_LOCK_KEY = "hourglass.migrate"


def apply_migrations(db) -> list[str]:
    """Apply every pending migration; returns the names applied (empty when up to date)."""
    with db.connection_context():
        with db.atomic():
            db.execute_sql("SELECT pg_advisory_xact_lock(hashtext(%s))", (MIGRATION_LOCK_KEY,))
            applied = Runner(db, directory=str(MIGRATIONS_DIR)).up()
        # After the migrations' commit, so that no lock they took waits on its reads.
        moved = sequences.catch_up(db)
    if moved:
        logger.warning("event=sequences_behind_rows_moved_past sequences=%s", ",".join(moved))
    return applied
