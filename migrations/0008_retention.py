"""Retention and a year of data: indexes the prune walks oldest first, and autovacuum
settings for the tables that churn (defaults wait for 20% of a table to be dead, which on a
year-sized table is millions of rows and a bloated index before anything is reclaimed)."""

# Tables updated or deleted all day: vacuumed after 2% dead rows, and after 2% new rows
# (which also keeps the visibility map current, so counts can be index-only).
CHURNING_TABLES = (
    "recommendation_task",
    "member_visit_trigger",
    "scheduled_job",
    "notification_request",
    "collection_seen_posting",
    "job_posting",
)


def up(migrator, db):
    db.execute_sql(
        """
        CREATE INDEX recommendation_task_finished ON recommendation_task (finished_at)
            WHERE status IN ('SUCCEEDED', 'FAILED');
        CREATE INDEX scheduled_job_outcome ON scheduled_job (updated_at)
            WHERE status <> 'SCHEDULED';
        -- The queue is inserted into and deleted from all day: vacuumed every thousand dead
        -- rows, unthrottled (it is small when healthy).
        ALTER TABLE dramatiq.queue SET (
            autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000,
            autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 1000,
            autovacuum_analyze_scale_factor = 0.05, autovacuum_vacuum_cost_delay = 0
        );
        """
    )
    for table in CHURNING_TABLES:
        db.execute_sql(
            f"""
            ALTER TABLE {table} SET (
                autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02,
                autovacuum_analyze_scale_factor = 0.02
            )
            """
        )
