-- Waiting messages (timers, delayed sends, retries) of the hot lane's queues, appended to a
-- wheel of 64 partitions by due time, each bucket 120 seconds of due times in turn (a bucket
-- holds the messages due in its 120 s, then, 128 minutes later, those of its next turn). A
-- message is never updated or deleted: the waker promotes the due ones into the ring
-- (hourglass.promote_waiting_v1), a cancellation appends a tombstone, and a bucket's two
-- partitions are emptied together by TRUNCATE once every message in them is promoted or
-- cancelled (hourglass.core.store.waiting). hourglass.core.store.schema's WAITING_BUCKETS,
-- WAITING_BUCKET_SECONDS name the same numbers (tests/integration/test_schema.py holds them).
CREATE FUNCTION queue_waiting_bucket(due_at timestamptz) RETURNS smallint
LANGUAGE sql STABLE PARALLEL SAFE AS
    $$ SELECT (floor(extract(epoch FROM due_at) / 120)::bigint % 64)::smallint $$;
CREATE SEQUENCE queue_waiting_message_id;
CREATE TABLE queue_waiting_message (
    bucket     smallint NOT NULL,
    id         bigint NOT NULL DEFAULT nextval('queue_waiting_message_id'),
    txid       xid8 NOT NULL DEFAULT pg_current_xact_id(),
    due_at     timestamptz NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message    jsonb NOT NULL,
    sent_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (bucket, id)
) PARTITION BY LIST (bucket);
-- The promotion reads the messages due since its last in due order, and those committed since
-- its last snapshot by their transaction (a transaction that commits after its messages fell
-- due); a lookup by message id finds one to cancel, to show or to say it is still waiting.
CREATE INDEX queue_waiting_message_in_due_order ON queue_waiting_message (due_at, id);
CREATE INDEX queue_waiting_message_by_txid ON queue_waiting_message (txid);
CREATE INDEX queue_waiting_message_by_message_id ON queue_waiting_message (message_id);
-- A cancelled waiting message: its tombstone, in the bucket of its message, emptied with it.
CREATE TABLE queue_waiting_cancel (
    bucket       smallint NOT NULL,
    message_id   uuid NOT NULL,
    cancelled_at timestamptz NOT NULL DEFAULT now()
) PARTITION BY LIST (bucket);
CREATE INDEX queue_waiting_cancel_by_message_id ON queue_waiting_cancel (message_id);
-- Where each promotion took the wheel up to: its snapshot of the database, and the position
-- (due time, id) in due order up to which every message that snapshot sees is promoted or
-- cancelled. Appended in the ring's slots and emptied with them, but for the newest.
CREATE SEQUENCE queue_promotion_seq;
CREATE TABLE queue_promotion (
    slot     smallint NOT NULL DEFAULT queue_ring_slot(clock_timestamp()),
    seq      bigint NOT NULL DEFAULT nextval('queue_promotion_seq'),
    snapshot pg_snapshot NOT NULL,
    due_at   timestamptz NOT NULL,
    after_id bigint NOT NULL
) PARTITION BY LIST (slot);
CREATE INDEX queue_promotion_latest ON queue_promotion (seq);

-- Each wheel table's 64 partitions, one a bucket; the ledger's 8, one a slot of the ring.
CREATE TABLE queue_waiting_message_0 PARTITION OF queue_waiting_message FOR VALUES IN (0);
CREATE TABLE queue_waiting_message_1 PARTITION OF queue_waiting_message FOR VALUES IN (1);
CREATE TABLE queue_waiting_message_2 PARTITION OF queue_waiting_message FOR VALUES IN (2);
CREATE TABLE queue_waiting_message_3 PARTITION OF queue_waiting_message FOR VALUES IN (3);
CREATE TABLE queue_waiting_message_4 PARTITION OF queue_waiting_message FOR VALUES IN (4);
CREATE TABLE queue_waiting_message_5 PARTITION OF queue_waiting_message FOR VALUES IN (5);
CREATE TABLE queue_waiting_message_6 PARTITION OF queue_waiting_message FOR VALUES IN (6);
CREATE TABLE queue_waiting_message_7 PARTITION OF queue_waiting_message FOR VALUES IN (7);
CREATE TABLE queue_waiting_message_8 PARTITION OF queue_waiting_message FOR VALUES IN (8);
CREATE TABLE queue_waiting_message_9 PARTITION OF queue_waiting_message FOR VALUES IN (9);
CREATE TABLE queue_waiting_message_10 PARTITION OF queue_waiting_message FOR VALUES IN (10);
CREATE TABLE queue_waiting_message_11 PARTITION OF queue_waiting_message FOR VALUES IN (11);
CREATE TABLE queue_waiting_message_12 PARTITION OF queue_waiting_message FOR VALUES IN (12);
CREATE TABLE queue_waiting_message_13 PARTITION OF queue_waiting_message FOR VALUES IN (13);
CREATE TABLE queue_waiting_message_14 PARTITION OF queue_waiting_message FOR VALUES IN (14);
CREATE TABLE queue_waiting_message_15 PARTITION OF queue_waiting_message FOR VALUES IN (15);
CREATE TABLE queue_waiting_message_16 PARTITION OF queue_waiting_message FOR VALUES IN (16);
CREATE TABLE queue_waiting_message_17 PARTITION OF queue_waiting_message FOR VALUES IN (17);
CREATE TABLE queue_waiting_message_18 PARTITION OF queue_waiting_message FOR VALUES IN (18);
CREATE TABLE queue_waiting_message_19 PARTITION OF queue_waiting_message FOR VALUES IN (19);
CREATE TABLE queue_waiting_message_20 PARTITION OF queue_waiting_message FOR VALUES IN (20);
CREATE TABLE queue_waiting_message_21 PARTITION OF queue_waiting_message FOR VALUES IN (21);
CREATE TABLE queue_waiting_message_22 PARTITION OF queue_waiting_message FOR VALUES IN (22);
CREATE TABLE queue_waiting_message_23 PARTITION OF queue_waiting_message FOR VALUES IN (23);
CREATE TABLE queue_waiting_message_24 PARTITION OF queue_waiting_message FOR VALUES IN (24);
CREATE TABLE queue_waiting_message_25 PARTITION OF queue_waiting_message FOR VALUES IN (25);
CREATE TABLE queue_waiting_message_26 PARTITION OF queue_waiting_message FOR VALUES IN (26);
CREATE TABLE queue_waiting_message_27 PARTITION OF queue_waiting_message FOR VALUES IN (27);
CREATE TABLE queue_waiting_message_28 PARTITION OF queue_waiting_message FOR VALUES IN (28);
CREATE TABLE queue_waiting_message_29 PARTITION OF queue_waiting_message FOR VALUES IN (29);
CREATE TABLE queue_waiting_message_30 PARTITION OF queue_waiting_message FOR VALUES IN (30);
CREATE TABLE queue_waiting_message_31 PARTITION OF queue_waiting_message FOR VALUES IN (31);
CREATE TABLE queue_waiting_message_32 PARTITION OF queue_waiting_message FOR VALUES IN (32);
CREATE TABLE queue_waiting_message_33 PARTITION OF queue_waiting_message FOR VALUES IN (33);
CREATE TABLE queue_waiting_message_34 PARTITION OF queue_waiting_message FOR VALUES IN (34);
CREATE TABLE queue_waiting_message_35 PARTITION OF queue_waiting_message FOR VALUES IN (35);
CREATE TABLE queue_waiting_message_36 PARTITION OF queue_waiting_message FOR VALUES IN (36);
CREATE TABLE queue_waiting_message_37 PARTITION OF queue_waiting_message FOR VALUES IN (37);
CREATE TABLE queue_waiting_message_38 PARTITION OF queue_waiting_message FOR VALUES IN (38);
CREATE TABLE queue_waiting_message_39 PARTITION OF queue_waiting_message FOR VALUES IN (39);
CREATE TABLE queue_waiting_message_40 PARTITION OF queue_waiting_message FOR VALUES IN (40);
CREATE TABLE queue_waiting_message_41 PARTITION OF queue_waiting_message FOR VALUES IN (41);
CREATE TABLE queue_waiting_message_42 PARTITION OF queue_waiting_message FOR VALUES IN (42);
CREATE TABLE queue_waiting_message_43 PARTITION OF queue_waiting_message FOR VALUES IN (43);
CREATE TABLE queue_waiting_message_44 PARTITION OF queue_waiting_message FOR VALUES IN (44);
CREATE TABLE queue_waiting_message_45 PARTITION OF queue_waiting_message FOR VALUES IN (45);
CREATE TABLE queue_waiting_message_46 PARTITION OF queue_waiting_message FOR VALUES IN (46);
CREATE TABLE queue_waiting_message_47 PARTITION OF queue_waiting_message FOR VALUES IN (47);
CREATE TABLE queue_waiting_message_48 PARTITION OF queue_waiting_message FOR VALUES IN (48);
CREATE TABLE queue_waiting_message_49 PARTITION OF queue_waiting_message FOR VALUES IN (49);
CREATE TABLE queue_waiting_message_50 PARTITION OF queue_waiting_message FOR VALUES IN (50);
CREATE TABLE queue_waiting_message_51 PARTITION OF queue_waiting_message FOR VALUES IN (51);
CREATE TABLE queue_waiting_message_52 PARTITION OF queue_waiting_message FOR VALUES IN (52);
CREATE TABLE queue_waiting_message_53 PARTITION OF queue_waiting_message FOR VALUES IN (53);
CREATE TABLE queue_waiting_message_54 PARTITION OF queue_waiting_message FOR VALUES IN (54);
CREATE TABLE queue_waiting_message_55 PARTITION OF queue_waiting_message FOR VALUES IN (55);
CREATE TABLE queue_waiting_message_56 PARTITION OF queue_waiting_message FOR VALUES IN (56);
CREATE TABLE queue_waiting_message_57 PARTITION OF queue_waiting_message FOR VALUES IN (57);
CREATE TABLE queue_waiting_message_58 PARTITION OF queue_waiting_message FOR VALUES IN (58);
CREATE TABLE queue_waiting_message_59 PARTITION OF queue_waiting_message FOR VALUES IN (59);
CREATE TABLE queue_waiting_message_60 PARTITION OF queue_waiting_message FOR VALUES IN (60);
CREATE TABLE queue_waiting_message_61 PARTITION OF queue_waiting_message FOR VALUES IN (61);
CREATE TABLE queue_waiting_message_62 PARTITION OF queue_waiting_message FOR VALUES IN (62);
CREATE TABLE queue_waiting_message_63 PARTITION OF queue_waiting_message FOR VALUES IN (63);
CREATE TABLE queue_waiting_cancel_0 PARTITION OF queue_waiting_cancel FOR VALUES IN (0);
CREATE TABLE queue_waiting_cancel_1 PARTITION OF queue_waiting_cancel FOR VALUES IN (1);
CREATE TABLE queue_waiting_cancel_2 PARTITION OF queue_waiting_cancel FOR VALUES IN (2);
CREATE TABLE queue_waiting_cancel_3 PARTITION OF queue_waiting_cancel FOR VALUES IN (3);
CREATE TABLE queue_waiting_cancel_4 PARTITION OF queue_waiting_cancel FOR VALUES IN (4);
CREATE TABLE queue_waiting_cancel_5 PARTITION OF queue_waiting_cancel FOR VALUES IN (5);
CREATE TABLE queue_waiting_cancel_6 PARTITION OF queue_waiting_cancel FOR VALUES IN (6);
CREATE TABLE queue_waiting_cancel_7 PARTITION OF queue_waiting_cancel FOR VALUES IN (7);
CREATE TABLE queue_waiting_cancel_8 PARTITION OF queue_waiting_cancel FOR VALUES IN (8);
CREATE TABLE queue_waiting_cancel_9 PARTITION OF queue_waiting_cancel FOR VALUES IN (9);
CREATE TABLE queue_waiting_cancel_10 PARTITION OF queue_waiting_cancel FOR VALUES IN (10);
CREATE TABLE queue_waiting_cancel_11 PARTITION OF queue_waiting_cancel FOR VALUES IN (11);
CREATE TABLE queue_waiting_cancel_12 PARTITION OF queue_waiting_cancel FOR VALUES IN (12);
CREATE TABLE queue_waiting_cancel_13 PARTITION OF queue_waiting_cancel FOR VALUES IN (13);
CREATE TABLE queue_waiting_cancel_14 PARTITION OF queue_waiting_cancel FOR VALUES IN (14);
CREATE TABLE queue_waiting_cancel_15 PARTITION OF queue_waiting_cancel FOR VALUES IN (15);
CREATE TABLE queue_waiting_cancel_16 PARTITION OF queue_waiting_cancel FOR VALUES IN (16);
CREATE TABLE queue_waiting_cancel_17 PARTITION OF queue_waiting_cancel FOR VALUES IN (17);
CREATE TABLE queue_waiting_cancel_18 PARTITION OF queue_waiting_cancel FOR VALUES IN (18);
CREATE TABLE queue_waiting_cancel_19 PARTITION OF queue_waiting_cancel FOR VALUES IN (19);
CREATE TABLE queue_waiting_cancel_20 PARTITION OF queue_waiting_cancel FOR VALUES IN (20);
CREATE TABLE queue_waiting_cancel_21 PARTITION OF queue_waiting_cancel FOR VALUES IN (21);
CREATE TABLE queue_waiting_cancel_22 PARTITION OF queue_waiting_cancel FOR VALUES IN (22);
CREATE TABLE queue_waiting_cancel_23 PARTITION OF queue_waiting_cancel FOR VALUES IN (23);
CREATE TABLE queue_waiting_cancel_24 PARTITION OF queue_waiting_cancel FOR VALUES IN (24);
CREATE TABLE queue_waiting_cancel_25 PARTITION OF queue_waiting_cancel FOR VALUES IN (25);
CREATE TABLE queue_waiting_cancel_26 PARTITION OF queue_waiting_cancel FOR VALUES IN (26);
CREATE TABLE queue_waiting_cancel_27 PARTITION OF queue_waiting_cancel FOR VALUES IN (27);
CREATE TABLE queue_waiting_cancel_28 PARTITION OF queue_waiting_cancel FOR VALUES IN (28);
CREATE TABLE queue_waiting_cancel_29 PARTITION OF queue_waiting_cancel FOR VALUES IN (29);
CREATE TABLE queue_waiting_cancel_30 PARTITION OF queue_waiting_cancel FOR VALUES IN (30);
CREATE TABLE queue_waiting_cancel_31 PARTITION OF queue_waiting_cancel FOR VALUES IN (31);
CREATE TABLE queue_waiting_cancel_32 PARTITION OF queue_waiting_cancel FOR VALUES IN (32);
CREATE TABLE queue_waiting_cancel_33 PARTITION OF queue_waiting_cancel FOR VALUES IN (33);
CREATE TABLE queue_waiting_cancel_34 PARTITION OF queue_waiting_cancel FOR VALUES IN (34);
CREATE TABLE queue_waiting_cancel_35 PARTITION OF queue_waiting_cancel FOR VALUES IN (35);
CREATE TABLE queue_waiting_cancel_36 PARTITION OF queue_waiting_cancel FOR VALUES IN (36);
CREATE TABLE queue_waiting_cancel_37 PARTITION OF queue_waiting_cancel FOR VALUES IN (37);
CREATE TABLE queue_waiting_cancel_38 PARTITION OF queue_waiting_cancel FOR VALUES IN (38);
CREATE TABLE queue_waiting_cancel_39 PARTITION OF queue_waiting_cancel FOR VALUES IN (39);
CREATE TABLE queue_waiting_cancel_40 PARTITION OF queue_waiting_cancel FOR VALUES IN (40);
CREATE TABLE queue_waiting_cancel_41 PARTITION OF queue_waiting_cancel FOR VALUES IN (41);
CREATE TABLE queue_waiting_cancel_42 PARTITION OF queue_waiting_cancel FOR VALUES IN (42);
CREATE TABLE queue_waiting_cancel_43 PARTITION OF queue_waiting_cancel FOR VALUES IN (43);
CREATE TABLE queue_waiting_cancel_44 PARTITION OF queue_waiting_cancel FOR VALUES IN (44);
CREATE TABLE queue_waiting_cancel_45 PARTITION OF queue_waiting_cancel FOR VALUES IN (45);
CREATE TABLE queue_waiting_cancel_46 PARTITION OF queue_waiting_cancel FOR VALUES IN (46);
CREATE TABLE queue_waiting_cancel_47 PARTITION OF queue_waiting_cancel FOR VALUES IN (47);
CREATE TABLE queue_waiting_cancel_48 PARTITION OF queue_waiting_cancel FOR VALUES IN (48);
CREATE TABLE queue_waiting_cancel_49 PARTITION OF queue_waiting_cancel FOR VALUES IN (49);
CREATE TABLE queue_waiting_cancel_50 PARTITION OF queue_waiting_cancel FOR VALUES IN (50);
CREATE TABLE queue_waiting_cancel_51 PARTITION OF queue_waiting_cancel FOR VALUES IN (51);
CREATE TABLE queue_waiting_cancel_52 PARTITION OF queue_waiting_cancel FOR VALUES IN (52);
CREATE TABLE queue_waiting_cancel_53 PARTITION OF queue_waiting_cancel FOR VALUES IN (53);
CREATE TABLE queue_waiting_cancel_54 PARTITION OF queue_waiting_cancel FOR VALUES IN (54);
CREATE TABLE queue_waiting_cancel_55 PARTITION OF queue_waiting_cancel FOR VALUES IN (55);
CREATE TABLE queue_waiting_cancel_56 PARTITION OF queue_waiting_cancel FOR VALUES IN (56);
CREATE TABLE queue_waiting_cancel_57 PARTITION OF queue_waiting_cancel FOR VALUES IN (57);
CREATE TABLE queue_waiting_cancel_58 PARTITION OF queue_waiting_cancel FOR VALUES IN (58);
CREATE TABLE queue_waiting_cancel_59 PARTITION OF queue_waiting_cancel FOR VALUES IN (59);
CREATE TABLE queue_waiting_cancel_60 PARTITION OF queue_waiting_cancel FOR VALUES IN (60);
CREATE TABLE queue_waiting_cancel_61 PARTITION OF queue_waiting_cancel FOR VALUES IN (61);
CREATE TABLE queue_waiting_cancel_62 PARTITION OF queue_waiting_cancel FOR VALUES IN (62);
CREATE TABLE queue_waiting_cancel_63 PARTITION OF queue_waiting_cancel FOR VALUES IN (63);
CREATE TABLE queue_promotion_0 PARTITION OF queue_promotion FOR VALUES IN (0);
CREATE TABLE queue_promotion_1 PARTITION OF queue_promotion FOR VALUES IN (1);
CREATE TABLE queue_promotion_2 PARTITION OF queue_promotion FOR VALUES IN (2);
CREATE TABLE queue_promotion_3 PARTITION OF queue_promotion FOR VALUES IN (3);
CREATE TABLE queue_promotion_4 PARTITION OF queue_promotion FOR VALUES IN (4);
CREATE TABLE queue_promotion_5 PARTITION OF queue_promotion FOR VALUES IN (5);
CREATE TABLE queue_promotion_6 PARTITION OF queue_promotion FOR VALUES IN (6);
CREATE TABLE queue_promotion_7 PARTITION OF queue_promotion FOR VALUES IN (7);

-- Promote the waiting messages now due into the ring, up to p_limit in due order and every
-- one whose transaction committed after it fell due, once each; returns how many it appended.
-- One promotion at a time (a turn: none when another holds it). Exactly once, by the
-- difference of two snapshots, as the ring's claims read: a message is promoted by the first
-- promotion whose snapshot sees it with its position at or before that promotion's. So this
-- one takes those its snapshot sees past the last position up to its own (due now), and
-- those the last snapshot did not see (committed since: those of transactions begun after it,
-- by a range of txids, and of those in progress then, each by its txid) at or before the last
-- position. Never by the oldest transaction running, which a product's long transaction pins.
-- A message with a tombstone is passed over. Its settings as the ring's pick's (migration
-- 0023): the walk of the due-order index is the only plan left, and its generic plan is kept.
CREATE FUNCTION hourglass.promote_waiting_v1(p_limit int) RETURNS int
LANGUAGE plpgsql VOLATILE
SET enable_sort = off SET enable_bitmapscan = off SET plan_cache_mode = force_generic_plan
SET jit = off
AS $$
DECLARE
    v_last_snapshot pg_snapshot;
    v_last_due timestamptz := '-infinity';
    v_last_id bigint := 0;
    v_running xid8[];
    v_snapshot pg_snapshot;
    v_now timestamptz;
    v_picked int;
    v_due timestamptz;
    v_id bigint;
    v_promoted int;
    v_woken int;
BEGIN
    IF NOT pg_try_advisory_xact_lock(hashtext('hourglass.promotion')) THEN
        RETURN 0;
    END IF;
    SELECT p.snapshot, p.due_at, p.after_id INTO v_last_snapshot, v_last_due, v_last_id
    FROM queue_promotion AS p ORDER BY p.seq DESC LIMIT 1;
    IF NOT FOUND THEN
        v_last_due := '-infinity';
        v_last_id := 0;
    END IF;
    v_running := ARRAY(SELECT pg_snapshot_xip(v_last_snapshot));
    v_snapshot := pg_current_snapshot();
    v_now := clock_timestamp();
    WITH due AS MATERIALIZED (
        SELECT m.id, m.due_at, m.queue_name, m.message_id, m.message
        FROM queue_waiting_message AS m
        WHERE (m.due_at, m.id) > (v_last_due, v_last_id) AND m.due_at <= v_now
          AND pg_visible_in_snapshot(m.txid, v_snapshot)
        ORDER BY m.due_at, m.id LIMIT p_limit
    ), late AS MATERIALIZED (
        SELECT m.id, m.due_at, m.queue_name, m.message_id, m.message
        FROM queue_waiting_message AS m
        WHERE v_last_snapshot IS NOT NULL AND m.txid >= pg_snapshot_xmax(v_last_snapshot)
          AND pg_visible_in_snapshot(m.txid, v_snapshot)
          AND (m.due_at, m.id) <= (v_last_due, v_last_id)
        UNION ALL
        SELECT r.id, r.due_at, r.queue_name, r.message_id, r.message
        FROM unnest(v_running) AS running(txid)
        CROSS JOIN LATERAL (
            SELECT m.id, m.due_at, m.queue_name, m.message_id, m.message
            FROM queue_waiting_message AS m
            WHERE m.txid = running.txid AND pg_visible_in_snapshot(m.txid, v_snapshot)
              AND (m.due_at, m.id) <= (v_last_due, v_last_id)
        ) AS r
    ), promoted AS (
        -- Sent when promoted: the ring's claims may take it from then on.
        INSERT INTO queue_ring_message (queue_name, message_id, message, sent_at)
        SELECT p.queue_name, p.message_id, p.message, v_now
        FROM (SELECT * FROM due UNION ALL SELECT * FROM late) AS p
        WHERE NOT EXISTS (SELECT 1 FROM queue_waiting_cancel AS c WHERE c.message_id = p.message_id)
        ORDER BY p.due_at, p.id
        RETURNING queue_name
    ), woken AS (
        SELECT pg_notify('dramatiq.' || w.queue_name || '.enqueue', '')
        FROM (SELECT DISTINCT queue_name FROM promoted) AS w
    )
    SELECT (SELECT count(*) FROM due),
           (SELECT d.due_at FROM due AS d ORDER BY d.due_at DESC, d.id DESC LIMIT 1),
           (SELECT d.id FROM due AS d ORDER BY d.due_at DESC, d.id DESC LIMIT 1),
           (SELECT count(*) FROM promoted),
           (SELECT count(*) FROM woken)
    INTO v_picked, v_due, v_id, v_promoted, v_woken;
    -- The position: the last taken when the limit was reached, else everything due by now.
    IF v_picked < p_limit THEN
        v_due := v_now;
        v_id := 9223372036854775807;
    END IF;
    -- Never back (a clock set back): what lies before the last position is promoted already.
    IF (v_due, v_id) < (v_last_due, v_last_id) THEN
        v_due := v_last_due;
        v_id := v_last_id;
    END IF;
    INSERT INTO queue_promotion (snapshot, due_at, after_id) VALUES (v_snapshot, v_due, v_id);
    RETURN v_promoted;
END
$$;
