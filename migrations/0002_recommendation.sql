CREATE TABLE member_visit_trigger (
    member_id       bigint PRIMARY KEY,
    last_visited_at timestamptz NOT NULL,
    trigger_at      timestamptz NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_visit_trigger_trigger_at ON member_visit_trigger (trigger_at);

CREATE TABLE recommendation_task (
    id                        bigserial PRIMARY KEY,
    member_id                 bigint NOT NULL,
    candidate_generation_type text NOT NULL CHECK (candidate_generation_type IN ('G0', 'G1', 'G2')),
    status                    text NOT NULL DEFAULT 'PENDING'
                              CHECK (status IN ('PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED')),
    created_at                timestamptz NOT NULL DEFAULT now(),
    picked_at                 timestamptz,
    finished_at               timestamptz,
    attempts                  integer NOT NULL DEFAULT 0,
    error                     text
);
CREATE INDEX recommendation_task_member ON recommendation_task (member_id);
-- The sweep looks for tasks left PENDING or RUNNING too long.
CREATE INDEX recommendation_task_unfinished ON recommendation_task (created_at)
    WHERE status IN ('PENDING', 'RUNNING');

CREATE TABLE product (
    id       bigint PRIMARY KEY,
    category text NOT NULL,
    name     text NOT NULL
);
CREATE TABLE product_view (
    id         bigserial PRIMARY KEY,
    member_id  bigint NOT NULL,
    product_id bigint NOT NULL REFERENCES product (id),
    viewed_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_view_member ON product_view (member_id, viewed_at DESC);
CREATE INDEX product_view_product ON product_view (product_id, viewed_at DESC);

CREATE TABLE recommended_product (
    member_id                 bigint NOT NULL,
    rank                      integer NOT NULL,
    product_id                bigint NOT NULL,
    candidate_generation_type text NOT NULL,
    generated_at              timestamptz NOT NULL,
    PRIMARY KEY (member_id, rank)
);
