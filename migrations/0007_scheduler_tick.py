"""The last tick the scheduler fired per periodic actor: a tick is sent once per deployment,
even when two schedulers both believe they lead for a moment (see hourglass.core.scheduler)."""


def up(migrator, db):
    db.execute_sql(
        """
        CREATE TABLE scheduler_tick (
            actor_name   text PRIMARY KEY,
            last_tick_at timestamptz NOT NULL
        )
        """
    )
