CREATE TABLE flow_limit (
    actor_name           text PRIMARY KEY,
    queue_name           text NOT NULL,
    per_key              boolean NOT NULL DEFAULT false,
    declared_concurrency int CHECK (declared_concurrency >= 1),
    declared_per_second  int CHECK (declared_per_second >= 1),
    concurrency          int CHECK (concurrency >= 0),
    per_second           int CHECK (per_second >= 0),
    changed_by           text,
    changed_at           timestamptz
);
CREATE TABLE flow_start (
    message_id uuid NOT NULL,
    actor_name text NOT NULL,
    flow_key   text NOT NULL,
    started_at timestamptz NOT NULL
);
CREATE INDEX flow_start_by_group ON flow_start (actor_name, flow_key, started_at);
CREATE INDEX flow_start_by_message ON flow_start (message_id);
