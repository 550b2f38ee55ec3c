CREATE INDEX scheduled_job_task_waiting ON scheduled_job (task_id) WHERE status = 'SCHEDULED';
