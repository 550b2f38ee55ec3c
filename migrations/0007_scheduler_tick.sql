CREATE TABLE scheduler_tick (
    actor_name   text PRIMARY KEY,
    last_tick_at timestamptz NOT NULL
);
