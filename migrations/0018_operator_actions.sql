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
