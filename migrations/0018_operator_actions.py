"""What an operator does, kept in the database: the queues she paused (every worker of
every host reads them before it claims or starts a message) and the audit log of every
action, written in the transaction of its effect."""


def up(migrator, db):
    db.execute_sql(
        """
        CREATE TABLE queue_pause (
            queue_name text PRIMARY KEY,
            paused_at  timestamptz NOT NULL DEFAULT now(),
            paused_by  text NOT NULL
        );
        CREATE TABLE operator_action (
            id       bigserial PRIMARY KEY,
            acted_at timestamptz NOT NULL DEFAULT now(),
            operator text NOT NULL,
            via      text NOT NULL CHECK (via IN ('cli', 'web')),
            action   text NOT NULL,
            target   text NOT NULL,
            outcome  text NOT NULL
        );
        CREATE INDEX operator_action_acted_at ON operator_action (acted_at DESC, id DESC);
        """
    )
