-- The ring has 8 partitions (slots), each the one written for 15 seconds in turn: the slot of
-- a time. (hourglass.core.store.schema's SLOTS and SLOT_SECONDS name the same numbers;
-- tests/integration/test_schema.py holds them equal to what this makes.)
CREATE FUNCTION queue_ring_slot(at timestamptz) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
    $$ SELECT (floor(extract(epoch FROM at) / 15)::bigint % 8)::smallint $$;
CREATE SEQUENCE queue_ring_message_id;
CREATE SEQUENCE queue_ring_cursor_seq;
CREATE TABLE queue_ring_message (
    slot       smallint NOT NULL DEFAULT queue_ring_slot(clock_timestamp()),
    id         bigint NOT NULL DEFAULT nextval('queue_ring_message_id'),
    txid       xid8 NOT NULL DEFAULT pg_current_xact_id(),
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message    jsonb NOT NULL,
    sent_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (slot, id)
) PARTITION BY LIST (slot);
-- A queue's messages are dealt to 4 stripes by id (STRIPES), each claimed in turns of its own,
-- so that as many claims of one queue can run at once: a stripe's messages in commit order.
CREATE INDEX queue_ring_message_in_commit_order
    ON queue_ring_message (queue_name, (id % 4), txid, id);
CREATE INDEX queue_ring_message_by_message_id ON queue_ring_message (message_id);
CREATE TABLE queue_ring_claim (
    slot       smallint NOT NULL,
    id         bigint NOT NULL,
    worker_id  uuid NOT NULL,
    claimed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (slot, id)
) PARTITION BY LIST (slot);
CREATE TABLE queue_ring_receipt (
    slot    smallint NOT NULL,
    id      bigint NOT NULL,
    outcome text NOT NULL,
    PRIMARY KEY (slot, id)
) PARTITION BY LIST (slot);
CREATE TABLE queue_ring_cursor (
    slot           smallint NOT NULL DEFAULT queue_ring_slot(clock_timestamp()),
    seq            bigint NOT NULL DEFAULT nextval('queue_ring_cursor_seq'),
    queue_name     text NOT NULL,
    stripe         smallint NOT NULL,
    lower_snapshot pg_snapshot,
    upper_snapshot pg_snapshot NOT NULL,
    after_txid     xid8 NOT NULL,
    after_id       bigint NOT NULL,
    complete       boolean NOT NULL
) PARTITION BY LIST (slot);
CREATE INDEX queue_ring_cursor_latest ON queue_ring_cursor (queue_name, stripe, seq);

-- Each table's 8 partitions, one a slot.
CREATE TABLE queue_ring_message_0 PARTITION OF queue_ring_message FOR VALUES IN (0);
CREATE TABLE queue_ring_message_1 PARTITION OF queue_ring_message FOR VALUES IN (1);
CREATE TABLE queue_ring_message_2 PARTITION OF queue_ring_message FOR VALUES IN (2);
CREATE TABLE queue_ring_message_3 PARTITION OF queue_ring_message FOR VALUES IN (3);
CREATE TABLE queue_ring_message_4 PARTITION OF queue_ring_message FOR VALUES IN (4);
CREATE TABLE queue_ring_message_5 PARTITION OF queue_ring_message FOR VALUES IN (5);
CREATE TABLE queue_ring_message_6 PARTITION OF queue_ring_message FOR VALUES IN (6);
CREATE TABLE queue_ring_message_7 PARTITION OF queue_ring_message FOR VALUES IN (7);
CREATE TABLE queue_ring_claim_0 PARTITION OF queue_ring_claim FOR VALUES IN (0);
CREATE TABLE queue_ring_claim_1 PARTITION OF queue_ring_claim FOR VALUES IN (1);
CREATE TABLE queue_ring_claim_2 PARTITION OF queue_ring_claim FOR VALUES IN (2);
CREATE TABLE queue_ring_claim_3 PARTITION OF queue_ring_claim FOR VALUES IN (3);
CREATE TABLE queue_ring_claim_4 PARTITION OF queue_ring_claim FOR VALUES IN (4);
CREATE TABLE queue_ring_claim_5 PARTITION OF queue_ring_claim FOR VALUES IN (5);
CREATE TABLE queue_ring_claim_6 PARTITION OF queue_ring_claim FOR VALUES IN (6);
CREATE TABLE queue_ring_claim_7 PARTITION OF queue_ring_claim FOR VALUES IN (7);
CREATE TABLE queue_ring_receipt_0 PARTITION OF queue_ring_receipt FOR VALUES IN (0);
CREATE TABLE queue_ring_receipt_1 PARTITION OF queue_ring_receipt FOR VALUES IN (1);
CREATE TABLE queue_ring_receipt_2 PARTITION OF queue_ring_receipt FOR VALUES IN (2);
CREATE TABLE queue_ring_receipt_3 PARTITION OF queue_ring_receipt FOR VALUES IN (3);
CREATE TABLE queue_ring_receipt_4 PARTITION OF queue_ring_receipt FOR VALUES IN (4);
CREATE TABLE queue_ring_receipt_5 PARTITION OF queue_ring_receipt FOR VALUES IN (5);
CREATE TABLE queue_ring_receipt_6 PARTITION OF queue_ring_receipt FOR VALUES IN (6);
CREATE TABLE queue_ring_receipt_7 PARTITION OF queue_ring_receipt FOR VALUES IN (7);
CREATE TABLE queue_ring_cursor_0 PARTITION OF queue_ring_cursor FOR VALUES IN (0);
CREATE TABLE queue_ring_cursor_1 PARTITION OF queue_ring_cursor FOR VALUES IN (1);
CREATE TABLE queue_ring_cursor_2 PARTITION OF queue_ring_cursor FOR VALUES IN (2);
CREATE TABLE queue_ring_cursor_3 PARTITION OF queue_ring_cursor FOR VALUES IN (3);
CREATE TABLE queue_ring_cursor_4 PARTITION OF queue_ring_cursor FOR VALUES IN (4);
CREATE TABLE queue_ring_cursor_5 PARTITION OF queue_ring_cursor FOR VALUES IN (5);
CREATE TABLE queue_ring_cursor_6 PARTITION OF queue_ring_cursor FOR VALUES IN (6);
CREATE TABLE queue_ring_cursor_7 PARTITION OF queue_ring_cursor FOR VALUES IN (7);
