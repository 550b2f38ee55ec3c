CREATE TABLE rate_limit (
    key        text PRIMARY KEY,
    value      bigint NOT NULL,
    expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_expires_at ON rate_limit (expires_at);
