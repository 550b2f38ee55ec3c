"""The broker's queued rows by due time, for the waker of delayed messages (hourglass.core.due_wakeup)."""


def up(migrator, db):
    db.execute_sql(
        "CREATE INDEX queue_due_at ON dramatiq.queue (available_at) WHERE \"state\" = 'queued'"
    )
