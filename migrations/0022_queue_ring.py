"""The queue's hot lane (hourglass.core.ring, docs/decisions/0002): messages due now, of the
queues HOURGLASS_RING_QUEUES names, appended to a ring of partitions and never updated or
deleted; their claims, their settlements (receipts) and the consumers' cursor are appended
beside them, and a slot's four partitions are emptied together by TRUNCATE once nothing in
them is in flight. Only tables and a function are added: the previous release's workers
keep `dramatiq.queue`, the cold lane, as it is."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
