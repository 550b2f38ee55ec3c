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

-- Tables updated or deleted all day: vacuumed after 2% dead rows, and after 2% new rows
-- (which also keeps the visibility map current, so counts can be index-only).
ALTER TABLE recommendation_task SET (
    autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02,
    autovacuum_analyze_scale_factor = 0.02
);
ALTER TABLE member_visit_trigger SET (
    autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02,
    autovacuum_analyze_scale_factor = 0.02
);
ALTER TABLE scheduled_job SET (
    autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02,
    autovacuum_analyze_scale_factor = 0.02
);
ALTER TABLE notification_request SET (
    autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02,
    autovacuum_analyze_scale_factor = 0.02
);
ALTER TABLE collection_seen_posting SET (
    autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02,
    autovacuum_analyze_scale_factor = 0.02
);
ALTER TABLE job_posting SET (
    autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02,
    autovacuum_analyze_scale_factor = 0.02
);
