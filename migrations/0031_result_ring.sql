-- Actors' results in a ring of 16 partitions (buckets), each holding the results that expire
-- within one 5-minute window; the ring comes round every 80 minutes. A result is kept at
-- most an hour (the insert caps it), so a bucket whose window has ended receives nothing
-- more until the ring has come round past the hour: between the two, every row in it has
-- expired and the workers' rotation empties it by TRUNCATE. (hourglass.core.store.schema's
-- RESULT_BUCKETS, RESULT_BUCKET_SECONDS and RESULT_TTL_MAX_MS name the same numbers;
-- tests/integration/test_results.py holds them equal to what this makes.)
CREATE FUNCTION result_ring_bucket(expires_at timestamptz) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
    $$ SELECT (floor(extract(epoch FROM expires_at) / 300)::bigint % 16)::smallint $$;
CREATE SEQUENCE result_ring_id;
-- One row per stored result, appended: a message stored twice (it ran again) has two, and
-- the newest is its result. `message_key` is dramatiq's key (the backend's namespace,
-- queue, actor and message id, hashed); `payload` the encoder's bytes; `message_id` is
-- NULL only for a result stored by key alone.
CREATE TABLE result_ring (
    bucket      smallint NOT NULL,
    id          bigint NOT NULL DEFAULT nextval('result_ring_id'),
    message_key text NOT NULL,
    message_id  uuid,
    payload     bytea NOT NULL,
    stored_at   timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL
) PARTITION BY LIST (bucket);
-- get_result's read: a key's newest result.
CREATE INDEX result_ring_by_key ON result_ring (message_key, id);
-- The operator's look-up of a message by its id.
CREATE INDEX result_ring_by_message_id ON result_ring (message_id) WHERE message_id IS NOT NULL;

-- The 16 partitions, one a bucket.
CREATE TABLE result_ring_0 PARTITION OF result_ring FOR VALUES IN (0);
CREATE TABLE result_ring_1 PARTITION OF result_ring FOR VALUES IN (1);
CREATE TABLE result_ring_2 PARTITION OF result_ring FOR VALUES IN (2);
CREATE TABLE result_ring_3 PARTITION OF result_ring FOR VALUES IN (3);
CREATE TABLE result_ring_4 PARTITION OF result_ring FOR VALUES IN (4);
CREATE TABLE result_ring_5 PARTITION OF result_ring FOR VALUES IN (5);
CREATE TABLE result_ring_6 PARTITION OF result_ring FOR VALUES IN (6);
CREATE TABLE result_ring_7 PARTITION OF result_ring FOR VALUES IN (7);
CREATE TABLE result_ring_8 PARTITION OF result_ring FOR VALUES IN (8);
CREATE TABLE result_ring_9 PARTITION OF result_ring FOR VALUES IN (9);
CREATE TABLE result_ring_10 PARTITION OF result_ring FOR VALUES IN (10);
CREATE TABLE result_ring_11 PARTITION OF result_ring FOR VALUES IN (11);
CREATE TABLE result_ring_12 PARTITION OF result_ring FOR VALUES IN (12);
CREATE TABLE result_ring_13 PARTITION OF result_ring FOR VALUES IN (13);
CREATE TABLE result_ring_14 PARTITION OF result_ring FOR VALUES IN (14);
CREATE TABLE result_ring_15 PARTITION OF result_ring FOR VALUES IN (15);
