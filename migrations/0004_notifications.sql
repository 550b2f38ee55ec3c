CREATE TABLE task (
    id                  bigserial PRIMARY KEY,
    student_id          bigint NOT NULL,
    teacher_id          bigint,
    status              text NOT NULL DEFAULT 'SELECTED' CHECK (status IN
                        ('SELECTED', 'PENDING_TEACHER_REVIEW', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED')),
    matching            text NOT NULL CHECK (matching IN ('MATCHED', 'UNMATCHED', 'CANCELLED')),
    deadline_at         timestamptz NOT NULL,
    due_at              timestamptz,
    overdue_notified_at timestamptz,
    -- The teacher no-action reminder counts from the moment the status was entered.
    status_entered_at   timestamptz NOT NULL,
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now()
);

-- One row per key (kind, task, type/hours); scheduling the key again bumps the
-- version, so a message carrying an older version finds itself stale.
CREATE TABLE scheduled_job (
    id          bigserial PRIMARY KEY,
    job_key     text NOT NULL UNIQUE,
    kind        text NOT NULL CHECK (kind IN
                ('DEADLINE_CHECK', 'DEADLINE_REMINDER', 'TEACHER_REMINDER', 'DUE_AT_REMINDER')),
    task_id     bigint NOT NULL REFERENCES task (id),
    parameters  jsonb NOT NULL DEFAULT '{}',
    fire_at     timestamptz NOT NULL,
    version     integer NOT NULL DEFAULT 1,
    status      text NOT NULL DEFAULT 'SCHEDULED' CHECK (status IN
                ('SCHEDULED', 'FIRED', 'SKIPPED', 'MISSED', 'CANCELLED')),
    reason      text,
    -- The broker message of the current version's timer (removed when cancelled).
    message_id  uuid,
    fired_at    timestamptz,
    lateness_ms bigint GENERATED ALWAYS AS
                ((extract(epoch FROM fired_at - fire_at) * 1000)::bigint) STORED,
    notification_request_id uuid,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scheduled_job_task ON scheduled_job (task_id);
-- Status and the sweep look only at jobs still waiting.
CREATE INDEX scheduled_job_waiting ON scheduled_job (fire_at) WHERE status = 'SCHEDULED';
-- "Fired or skipped today" counts outcomes by time.
CREATE INDEX scheduled_job_fired_at ON scheduled_job (fired_at) WHERE fired_at IS NOT NULL;

CREATE TABLE notification_request (
    id               uuid PRIMARY KEY,
    scheduled_job_id bigint NOT NULL REFERENCES scheduled_job (id),
    job_version      integer NOT NULL,
    task_id          bigint NOT NULL REFERENCES task (id),
    purpose          text NOT NULL,
    recipient        text NOT NULL,
    payload          jsonb NOT NULL,
    status           text NOT NULL DEFAULT 'PENDING'
                     CHECK (status IN ('PENDING', 'SENT', 'FAILED', 'SKIPPED')),
    attempts         integer NOT NULL DEFAULT 0,
    last_error       text,
    message_id       uuid,
    created_at       timestamptz NOT NULL DEFAULT now(),
    attempted_at     timestamptz,
    finished_at      timestamptz,
    -- One firing per key and version, whatever redeliveries happen.
    UNIQUE (scheduled_job_id, job_version)
);
CREATE INDEX notification_request_pending ON notification_request (created_at)
    WHERE status = 'PENDING';
