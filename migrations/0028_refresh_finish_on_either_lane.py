"""A refresh's finish plans its cold-lane ack only when it has one (issue 28).
`succeed_recommendation_task_v2` is migration 0013's function, its claim's delete from the
cold lane's table skipped for a task without one: a message of the hot lane (settled by its
receipt, in the finish's own statement) or a refresh called outside a worker.

With the claim NULL, that delete's plan with the values is "nothing to do", cheaper than
any plan kept for all values, so PostgreSQL planned it again at every call: 23 microseconds
a task, 229 ms against 2 ms of running it in a hot-lane drain of 10,000 refreshes, whose
statements took 4.0 s in all (PostgreSQL 15, pg_stat_statements).

Only a function is added: the previous release's workers keep calling the first one."""

from pathlib import Path

#: The statements, committed beside this script and sent as they are.
SQL = Path(__file__).with_suffix(".sql")


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(SQL.read_text(encoding="utf-8"))
