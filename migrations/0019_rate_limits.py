"""dramatiq's rate limiters on PostgreSQL (hourglass.core.rate_limits): one row per key, a
value and when it expires; an expired row counts as absent and retention deletes it."""


def up(migrator, db):
    db.execute_sql(
        """
        CREATE TABLE rate_limit (
            key        text PRIMARY KEY,
            value      bigint NOT NULL,
            expires_at timestamptz NOT NULL
        );
        CREATE INDEX rate_limit_expires_at ON rate_limit (expires_at);
        """
    )
