CREATE TABLE company (
    id              bigserial PRIMARY KEY,
    name            text NOT NULL,
    normalized_name text NOT NULL UNIQUE CHECK (normalized_name <> ''),
    created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE job_source (
    id              bigserial PRIMARY KEY,
    name            text NOT NULL UNIQUE,
    kind            text NOT NULL CHECK (kind IN ('COMPANY', 'AGGREGATOR')),
    format          text NOT NULL CHECK (format IN ('greenhouse', 'lever', 'feed')),
    base_url        text NOT NULL,
    board           text,
    company_id      bigint REFERENCES company (id),
    enabled         boolean NOT NULL DEFAULT true,
    throttle_ms     integer NOT NULL DEFAULT 1000 CHECK (throttle_ms >= 0),
    page_size       integer NOT NULL DEFAULT 100 CHECK (page_size BETWEEN 1 AND 1000),
    next_request_at timestamptz NOT NULL DEFAULT now(),
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    -- A company board's postings all belong to its company; an aggregator names each.
    CHECK ((kind = 'COMPANY') = (company_id IS NOT NULL)),
    CHECK ((format = 'feed') = (kind = 'AGGREGATOR')),
    CHECK (format = 'feed' OR board IS NOT NULL)
);

CREATE TABLE collection_cycle (
    id               bigserial PRIMARY KEY,
    source_id        bigint NOT NULL REFERENCES job_source (id),
    business_date    date NOT NULL,
    status           text NOT NULL DEFAULT 'READY'
                     CHECK (status IN ('READY', 'RUNNING', 'SUCCEEDED', 'FAILED')),
    cursor           text,
    page_count       integer NOT NULL DEFAULT 0,
    seen_count       integer NOT NULL DEFAULT 0,
    upserted_count   integer NOT NULL DEFAULT 0,
    closed_count     integer NOT NULL DEFAULT 0,
    lease_token      uuid,
    lease_expires_at timestamptz,
    requested_at     timestamptz,
    failure_kind     text,
    failure_detail   text,
    ready_since      timestamptz NOT NULL DEFAULT now(),
    started_at       timestamptz,
    finished_at      timestamptz,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    UNIQUE (source_id, business_date),
    CHECK (status <> 'RUNNING' OR (lease_token IS NOT NULL AND lease_expires_at IS NOT NULL))
);
-- Claims take the day's READY cycles longest-waiting first.
CREATE INDEX collection_cycle_ready ON collection_cycle (business_date, ready_since, id)
    WHERE status = 'READY';
-- The tick looks for RUNNING cycles whose lease has expired.
CREATE INDEX collection_cycle_running ON collection_cycle (lease_expires_at)
    WHERE status = 'RUNNING';

CREATE TABLE job_posting (
    id            bigserial PRIMARY KEY,
    source_id     bigint NOT NULL REFERENCES job_source (id),
    external_id   text NOT NULL,
    company_id    bigint NOT NULL REFERENCES company (id),
    title         text NOT NULL,
    url           text,
    location      text,
    raw           jsonb NOT NULL,
    first_seen_at timestamptz NOT NULL DEFAULT now(),
    last_seen_at  timestamptz NOT NULL DEFAULT now(),
    closed_at     timestamptz,
    updated_at    timestamptz NOT NULL DEFAULT now(),
    UNIQUE (source_id, external_id)
);
-- Safe-close scans the source's open postings.
CREATE INDEX job_posting_open ON job_posting (source_id) WHERE closed_at IS NULL;

CREATE TABLE collection_seen_posting (
    cycle_id    bigint NOT NULL REFERENCES collection_cycle (id) ON DELETE CASCADE,
    external_id text NOT NULL,
    -- Wall-clock time of the write, taken after the SLA gate: orders it against a capture.
    seen_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (cycle_id, external_id)
);

CREATE TABLE sla_snapshot (
    business_date date PRIMARY KEY,
    cutoff_at     timestamptz NOT NULL,
    captured_at   timestamptz NOT NULL,
    late          boolean NOT NULL,
    ready         integer NOT NULL,
    running       integer NOT NULL,
    succeeded     integer NOT NULL,
    failed        integer NOT NULL
);
CREATE TABLE sla_snapshot_cycle (
    business_date  date NOT NULL REFERENCES sla_snapshot (business_date) ON DELETE CASCADE,
    cycle_id       bigint NOT NULL,
    source_id      bigint NOT NULL,
    status         text NOT NULL,
    cursor         text,
    page_count     integer NOT NULL,
    seen_count     integer NOT NULL,
    upserted_count integer NOT NULL,
    closed_count   integer NOT NULL,
    failure_kind   text,
    PRIMARY KEY (business_date, cycle_id)
);

CREATE TABLE feature_flag (
    name       text PRIMARY KEY,
    enabled    boolean NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
);
