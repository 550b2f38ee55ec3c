"""A task's waiting jobs by its own index. Every change of a task reads and cancels its
waiting jobs; on a table never analysed, the plan the task service caches chose the
partial index of every waiting job and filtered it by task (issue 30): each call read
all of them. This index answers both conditions, whatever the statistics say."""


def up(migrator, db):
    db.execute_sql(
        "CREATE INDEX scheduled_job_task_waiting ON scheduled_job (task_id)"
        " WHERE status = 'SCHEDULED'"
    )
