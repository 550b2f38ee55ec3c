-- Timers past the wheel's hour on an outer wheel (issue 46, docs/decisions/0011). A message
-- due later than an hour went to the cold lane, dramatiq.queue: each fired, cancelled or
-- replaced one there is an UPDATE or a DELETE, kept by a pinned horizon, in a table that
-- grows by every timer a product sets days ahead (the notifications' deadline checks and
-- reminders: 300 rows a second at 100 tasks a second).
--
-- Such a message, due within 60 days, is appended to the outer wheel instead: 64
-- partitions, each holding the messages due in one day in turn, never updated or deleted.
-- The rotation carries them into the wheel 50 minutes before they fall due
-- (hourglass.carry_outer_v1), once each, by the same difference of two snapshots the
-- promotion reads; from there the wheel promotes them as any of its own. A cancellation
-- appends a tombstone in the message's bucket (and in the wheel's, once carried); a bucket
-- is emptied by TRUNCATE once every message in it is carried or cancelled.
-- hourglass.core.store.schema's OUTER_* names hold the same numbers
-- (tests/integration/test_schema.py holds them equal).
--
-- The previous release's processes never read the outer wheel: they neither carry nor
-- cancel its messages. They promote the wheel as before, and a carried message is one of
-- the wheel's. Its timers cancelled by that release's functions (cancel_timers_v1) run and
-- find their job stale, as a timer promoted before its cancellation does.
--
-- Version 4 of enqueue and of every function over it that sends or cancels timers
-- (move_schedule and the task service's); the products' entry points call version 4. Version
-- 3 of each (migration 0045) was never released and is dropped; version 2 stays for the
-- previous release's processes.

CREATE FUNCTION queue_outer_bucket(due_at timestamptz) RETURNS smallint
LANGUAGE sql STABLE PARALLEL SAFE AS
    $$ SELECT (floor(extract(epoch FROM due_at) / 86400)::bigint % 64)::smallint $$;
CREATE SEQUENCE queue_outer_message_id;
CREATE TABLE queue_outer_message (
    bucket     smallint NOT NULL,
    id         bigint NOT NULL DEFAULT nextval('queue_outer_message_id'),
    txid       xid8 NOT NULL DEFAULT pg_current_xact_id(),
    due_at     timestamptz NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message    jsonb NOT NULL,
    sent_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (bucket, id)
) PARTITION BY LIST (bucket);
-- The carry reads the messages coming due in due order, and those committed since its last
-- snapshot by their transaction; a lookup by message id finds one to cancel or to show.
CREATE INDEX queue_outer_message_in_due_order ON queue_outer_message (due_at, id);
CREATE INDEX queue_outer_message_by_txid ON queue_outer_message (txid);
CREATE INDEX queue_outer_message_by_message_id ON queue_outer_message (message_id);
-- A cancelled message of the outer wheel: its tombstone, in its message's bucket.
CREATE TABLE queue_outer_cancel (
    bucket       smallint NOT NULL,
    message_id   uuid NOT NULL,
    cancelled_at timestamptz NOT NULL DEFAULT now()
) PARTITION BY LIST (bucket);
CREATE INDEX queue_outer_cancel_by_message_id ON queue_outer_cancel (message_id);
-- Where the carry took the outer wheel up to: its snapshot, and the position (due time, id)
-- up to which every message that snapshot sees is carried or cancelled. One row (none
-- before the first carry), written by each carry: one every few seconds, so a pinned
-- horizon keeps some hundreds of its versions an hour, not one a message.
CREATE TABLE queue_outer_carry (
    one      boolean PRIMARY KEY DEFAULT true CHECK (one),
    snapshot pg_snapshot NOT NULL,
    due_at   timestamptz NOT NULL,
    after_id bigint NOT NULL
);

-- Each table's 64 partitions, one a bucket.
CREATE TABLE queue_outer_message_0 PARTITION OF queue_outer_message FOR VALUES IN (0);
CREATE TABLE queue_outer_message_1 PARTITION OF queue_outer_message FOR VALUES IN (1);
CREATE TABLE queue_outer_message_2 PARTITION OF queue_outer_message FOR VALUES IN (2);
CREATE TABLE queue_outer_message_3 PARTITION OF queue_outer_message FOR VALUES IN (3);
CREATE TABLE queue_outer_message_4 PARTITION OF queue_outer_message FOR VALUES IN (4);
CREATE TABLE queue_outer_message_5 PARTITION OF queue_outer_message FOR VALUES IN (5);
CREATE TABLE queue_outer_message_6 PARTITION OF queue_outer_message FOR VALUES IN (6);
CREATE TABLE queue_outer_message_7 PARTITION OF queue_outer_message FOR VALUES IN (7);
CREATE TABLE queue_outer_message_8 PARTITION OF queue_outer_message FOR VALUES IN (8);
CREATE TABLE queue_outer_message_9 PARTITION OF queue_outer_message FOR VALUES IN (9);
CREATE TABLE queue_outer_message_10 PARTITION OF queue_outer_message FOR VALUES IN (10);
CREATE TABLE queue_outer_message_11 PARTITION OF queue_outer_message FOR VALUES IN (11);
CREATE TABLE queue_outer_message_12 PARTITION OF queue_outer_message FOR VALUES IN (12);
CREATE TABLE queue_outer_message_13 PARTITION OF queue_outer_message FOR VALUES IN (13);
CREATE TABLE queue_outer_message_14 PARTITION OF queue_outer_message FOR VALUES IN (14);
CREATE TABLE queue_outer_message_15 PARTITION OF queue_outer_message FOR VALUES IN (15);
CREATE TABLE queue_outer_message_16 PARTITION OF queue_outer_message FOR VALUES IN (16);
CREATE TABLE queue_outer_message_17 PARTITION OF queue_outer_message FOR VALUES IN (17);
CREATE TABLE queue_outer_message_18 PARTITION OF queue_outer_message FOR VALUES IN (18);
CREATE TABLE queue_outer_message_19 PARTITION OF queue_outer_message FOR VALUES IN (19);
CREATE TABLE queue_outer_message_20 PARTITION OF queue_outer_message FOR VALUES IN (20);
CREATE TABLE queue_outer_message_21 PARTITION OF queue_outer_message FOR VALUES IN (21);
CREATE TABLE queue_outer_message_22 PARTITION OF queue_outer_message FOR VALUES IN (22);
CREATE TABLE queue_outer_message_23 PARTITION OF queue_outer_message FOR VALUES IN (23);
CREATE TABLE queue_outer_message_24 PARTITION OF queue_outer_message FOR VALUES IN (24);
CREATE TABLE queue_outer_message_25 PARTITION OF queue_outer_message FOR VALUES IN (25);
CREATE TABLE queue_outer_message_26 PARTITION OF queue_outer_message FOR VALUES IN (26);
CREATE TABLE queue_outer_message_27 PARTITION OF queue_outer_message FOR VALUES IN (27);
CREATE TABLE queue_outer_message_28 PARTITION OF queue_outer_message FOR VALUES IN (28);
CREATE TABLE queue_outer_message_29 PARTITION OF queue_outer_message FOR VALUES IN (29);
CREATE TABLE queue_outer_message_30 PARTITION OF queue_outer_message FOR VALUES IN (30);
CREATE TABLE queue_outer_message_31 PARTITION OF queue_outer_message FOR VALUES IN (31);
CREATE TABLE queue_outer_message_32 PARTITION OF queue_outer_message FOR VALUES IN (32);
CREATE TABLE queue_outer_message_33 PARTITION OF queue_outer_message FOR VALUES IN (33);
CREATE TABLE queue_outer_message_34 PARTITION OF queue_outer_message FOR VALUES IN (34);
CREATE TABLE queue_outer_message_35 PARTITION OF queue_outer_message FOR VALUES IN (35);
CREATE TABLE queue_outer_message_36 PARTITION OF queue_outer_message FOR VALUES IN (36);
CREATE TABLE queue_outer_message_37 PARTITION OF queue_outer_message FOR VALUES IN (37);
CREATE TABLE queue_outer_message_38 PARTITION OF queue_outer_message FOR VALUES IN (38);
CREATE TABLE queue_outer_message_39 PARTITION OF queue_outer_message FOR VALUES IN (39);
CREATE TABLE queue_outer_message_40 PARTITION OF queue_outer_message FOR VALUES IN (40);
CREATE TABLE queue_outer_message_41 PARTITION OF queue_outer_message FOR VALUES IN (41);
CREATE TABLE queue_outer_message_42 PARTITION OF queue_outer_message FOR VALUES IN (42);
CREATE TABLE queue_outer_message_43 PARTITION OF queue_outer_message FOR VALUES IN (43);
CREATE TABLE queue_outer_message_44 PARTITION OF queue_outer_message FOR VALUES IN (44);
CREATE TABLE queue_outer_message_45 PARTITION OF queue_outer_message FOR VALUES IN (45);
CREATE TABLE queue_outer_message_46 PARTITION OF queue_outer_message FOR VALUES IN (46);
CREATE TABLE queue_outer_message_47 PARTITION OF queue_outer_message FOR VALUES IN (47);
CREATE TABLE queue_outer_message_48 PARTITION OF queue_outer_message FOR VALUES IN (48);
CREATE TABLE queue_outer_message_49 PARTITION OF queue_outer_message FOR VALUES IN (49);
CREATE TABLE queue_outer_message_50 PARTITION OF queue_outer_message FOR VALUES IN (50);
CREATE TABLE queue_outer_message_51 PARTITION OF queue_outer_message FOR VALUES IN (51);
CREATE TABLE queue_outer_message_52 PARTITION OF queue_outer_message FOR VALUES IN (52);
CREATE TABLE queue_outer_message_53 PARTITION OF queue_outer_message FOR VALUES IN (53);
CREATE TABLE queue_outer_message_54 PARTITION OF queue_outer_message FOR VALUES IN (54);
CREATE TABLE queue_outer_message_55 PARTITION OF queue_outer_message FOR VALUES IN (55);
CREATE TABLE queue_outer_message_56 PARTITION OF queue_outer_message FOR VALUES IN (56);
CREATE TABLE queue_outer_message_57 PARTITION OF queue_outer_message FOR VALUES IN (57);
CREATE TABLE queue_outer_message_58 PARTITION OF queue_outer_message FOR VALUES IN (58);
CREATE TABLE queue_outer_message_59 PARTITION OF queue_outer_message FOR VALUES IN (59);
CREATE TABLE queue_outer_message_60 PARTITION OF queue_outer_message FOR VALUES IN (60);
CREATE TABLE queue_outer_message_61 PARTITION OF queue_outer_message FOR VALUES IN (61);
CREATE TABLE queue_outer_message_62 PARTITION OF queue_outer_message FOR VALUES IN (62);
CREATE TABLE queue_outer_message_63 PARTITION OF queue_outer_message FOR VALUES IN (63);
CREATE TABLE queue_outer_cancel_0 PARTITION OF queue_outer_cancel FOR VALUES IN (0);
CREATE TABLE queue_outer_cancel_1 PARTITION OF queue_outer_cancel FOR VALUES IN (1);
CREATE TABLE queue_outer_cancel_2 PARTITION OF queue_outer_cancel FOR VALUES IN (2);
CREATE TABLE queue_outer_cancel_3 PARTITION OF queue_outer_cancel FOR VALUES IN (3);
CREATE TABLE queue_outer_cancel_4 PARTITION OF queue_outer_cancel FOR VALUES IN (4);
CREATE TABLE queue_outer_cancel_5 PARTITION OF queue_outer_cancel FOR VALUES IN (5);
CREATE TABLE queue_outer_cancel_6 PARTITION OF queue_outer_cancel FOR VALUES IN (6);
CREATE TABLE queue_outer_cancel_7 PARTITION OF queue_outer_cancel FOR VALUES IN (7);
CREATE TABLE queue_outer_cancel_8 PARTITION OF queue_outer_cancel FOR VALUES IN (8);
CREATE TABLE queue_outer_cancel_9 PARTITION OF queue_outer_cancel FOR VALUES IN (9);
CREATE TABLE queue_outer_cancel_10 PARTITION OF queue_outer_cancel FOR VALUES IN (10);
CREATE TABLE queue_outer_cancel_11 PARTITION OF queue_outer_cancel FOR VALUES IN (11);
CREATE TABLE queue_outer_cancel_12 PARTITION OF queue_outer_cancel FOR VALUES IN (12);
CREATE TABLE queue_outer_cancel_13 PARTITION OF queue_outer_cancel FOR VALUES IN (13);
CREATE TABLE queue_outer_cancel_14 PARTITION OF queue_outer_cancel FOR VALUES IN (14);
CREATE TABLE queue_outer_cancel_15 PARTITION OF queue_outer_cancel FOR VALUES IN (15);
CREATE TABLE queue_outer_cancel_16 PARTITION OF queue_outer_cancel FOR VALUES IN (16);
CREATE TABLE queue_outer_cancel_17 PARTITION OF queue_outer_cancel FOR VALUES IN (17);
CREATE TABLE queue_outer_cancel_18 PARTITION OF queue_outer_cancel FOR VALUES IN (18);
CREATE TABLE queue_outer_cancel_19 PARTITION OF queue_outer_cancel FOR VALUES IN (19);
CREATE TABLE queue_outer_cancel_20 PARTITION OF queue_outer_cancel FOR VALUES IN (20);
CREATE TABLE queue_outer_cancel_21 PARTITION OF queue_outer_cancel FOR VALUES IN (21);
CREATE TABLE queue_outer_cancel_22 PARTITION OF queue_outer_cancel FOR VALUES IN (22);
CREATE TABLE queue_outer_cancel_23 PARTITION OF queue_outer_cancel FOR VALUES IN (23);
CREATE TABLE queue_outer_cancel_24 PARTITION OF queue_outer_cancel FOR VALUES IN (24);
CREATE TABLE queue_outer_cancel_25 PARTITION OF queue_outer_cancel FOR VALUES IN (25);
CREATE TABLE queue_outer_cancel_26 PARTITION OF queue_outer_cancel FOR VALUES IN (26);
CREATE TABLE queue_outer_cancel_27 PARTITION OF queue_outer_cancel FOR VALUES IN (27);
CREATE TABLE queue_outer_cancel_28 PARTITION OF queue_outer_cancel FOR VALUES IN (28);
CREATE TABLE queue_outer_cancel_29 PARTITION OF queue_outer_cancel FOR VALUES IN (29);
CREATE TABLE queue_outer_cancel_30 PARTITION OF queue_outer_cancel FOR VALUES IN (30);
CREATE TABLE queue_outer_cancel_31 PARTITION OF queue_outer_cancel FOR VALUES IN (31);
CREATE TABLE queue_outer_cancel_32 PARTITION OF queue_outer_cancel FOR VALUES IN (32);
CREATE TABLE queue_outer_cancel_33 PARTITION OF queue_outer_cancel FOR VALUES IN (33);
CREATE TABLE queue_outer_cancel_34 PARTITION OF queue_outer_cancel FOR VALUES IN (34);
CREATE TABLE queue_outer_cancel_35 PARTITION OF queue_outer_cancel FOR VALUES IN (35);
CREATE TABLE queue_outer_cancel_36 PARTITION OF queue_outer_cancel FOR VALUES IN (36);
CREATE TABLE queue_outer_cancel_37 PARTITION OF queue_outer_cancel FOR VALUES IN (37);
CREATE TABLE queue_outer_cancel_38 PARTITION OF queue_outer_cancel FOR VALUES IN (38);
CREATE TABLE queue_outer_cancel_39 PARTITION OF queue_outer_cancel FOR VALUES IN (39);
CREATE TABLE queue_outer_cancel_40 PARTITION OF queue_outer_cancel FOR VALUES IN (40);
CREATE TABLE queue_outer_cancel_41 PARTITION OF queue_outer_cancel FOR VALUES IN (41);
CREATE TABLE queue_outer_cancel_42 PARTITION OF queue_outer_cancel FOR VALUES IN (42);
CREATE TABLE queue_outer_cancel_43 PARTITION OF queue_outer_cancel FOR VALUES IN (43);
CREATE TABLE queue_outer_cancel_44 PARTITION OF queue_outer_cancel FOR VALUES IN (44);
CREATE TABLE queue_outer_cancel_45 PARTITION OF queue_outer_cancel FOR VALUES IN (45);
CREATE TABLE queue_outer_cancel_46 PARTITION OF queue_outer_cancel FOR VALUES IN (46);
CREATE TABLE queue_outer_cancel_47 PARTITION OF queue_outer_cancel FOR VALUES IN (47);
CREATE TABLE queue_outer_cancel_48 PARTITION OF queue_outer_cancel FOR VALUES IN (48);
CREATE TABLE queue_outer_cancel_49 PARTITION OF queue_outer_cancel FOR VALUES IN (49);
CREATE TABLE queue_outer_cancel_50 PARTITION OF queue_outer_cancel FOR VALUES IN (50);
CREATE TABLE queue_outer_cancel_51 PARTITION OF queue_outer_cancel FOR VALUES IN (51);
CREATE TABLE queue_outer_cancel_52 PARTITION OF queue_outer_cancel FOR VALUES IN (52);
CREATE TABLE queue_outer_cancel_53 PARTITION OF queue_outer_cancel FOR VALUES IN (53);
CREATE TABLE queue_outer_cancel_54 PARTITION OF queue_outer_cancel FOR VALUES IN (54);
CREATE TABLE queue_outer_cancel_55 PARTITION OF queue_outer_cancel FOR VALUES IN (55);
CREATE TABLE queue_outer_cancel_56 PARTITION OF queue_outer_cancel FOR VALUES IN (56);
CREATE TABLE queue_outer_cancel_57 PARTITION OF queue_outer_cancel FOR VALUES IN (57);
CREATE TABLE queue_outer_cancel_58 PARTITION OF queue_outer_cancel FOR VALUES IN (58);
CREATE TABLE queue_outer_cancel_59 PARTITION OF queue_outer_cancel FOR VALUES IN (59);
CREATE TABLE queue_outer_cancel_60 PARTITION OF queue_outer_cancel FOR VALUES IN (60);
CREATE TABLE queue_outer_cancel_61 PARTITION OF queue_outer_cancel FOR VALUES IN (61);
CREATE TABLE queue_outer_cancel_62 PARTITION OF queue_outer_cancel FOR VALUES IN (62);
CREATE TABLE queue_outer_cancel_63 PARTITION OF queue_outer_cancel FOR VALUES IN (63);

-- Carry the outer wheel's messages due within 50 minutes into the wheel, once each: those
-- its snapshot sees past its last position, and those its last snapshot did not see at or
-- before that position (their transactions committed after the last carry), but the
-- cancelled. Each keeps its message id, due time and when it was sent; the wheel promotes
-- it when due. One carry at a time (another returns 0 at once); at most p_limit messages in
-- due order, the late ones besides. How many it carried.
CREATE FUNCTION hourglass.carry_outer_v1(p_limit int, OUT carried int)
LANGUAGE plpgsql VOLATILE
SET enable_sort = off SET enable_bitmapscan = off SET enable_seqscan = off
SET enable_hashjoin = off SET enable_mergejoin = off SET jit = off
AS $$
DECLARE
    v_last_snapshot pg_snapshot;
    v_last_due timestamptz;
    v_last_id bigint;
    v_running xid8[];
    v_late queue_outer_message[] := '{}';
    v_snapshot pg_snapshot;
    v_until timestamptz;
    v_picked int;
    v_due timestamptz;
    v_id bigint;
BEGIN
    IF NOT pg_try_advisory_xact_lock(hashtext('hourglass.outer_carry')) THEN
        carried := 0;
        RETURN;
    END IF;
    SELECT c.snapshot, c.due_at, c.after_id INTO v_last_snapshot, v_last_due, v_last_id
    FROM queue_outer_carry AS c;
    IF NOT FOUND THEN
        v_last_due := '-infinity';
        v_last_id := 0;
    END IF;
    v_snapshot := pg_current_snapshot();
    -- 50 minutes ahead: within the wheel's hour (a message is never in the wheel longer
    -- before its due time), with 10 minutes to spare for a carry that comes late.
    v_until := clock_timestamp() + interval '50 minutes';
    IF v_last_snapshot IS NOT NULL THEN
        v_running := ARRAY(SELECT pg_snapshot_xip(v_last_snapshot));
        v_late := ARRAY(
            SELECT l.m FROM (
                (SELECT m FROM queue_outer_message AS m
                 WHERE m.txid >= pg_snapshot_xmax(v_last_snapshot)
                   AND pg_visible_in_snapshot(m.txid, v_snapshot)
                 ORDER BY m.txid)
                UNION ALL
                (SELECT m FROM queue_outer_message AS m
                 WHERE m.txid = ANY (v_running) AND pg_visible_in_snapshot(m.txid, v_snapshot)
                 ORDER BY m.txid)
            ) AS l(m)
            WHERE ((l.m).due_at, (l.m).id) <= (v_last_due, v_last_id));
    END IF;
    WITH due AS MATERIALIZED (
        SELECT m.id, m.due_at, m.queue_name, m.message_id, m.message, m.sent_at
        FROM queue_outer_message AS m
        WHERE (m.due_at, m.id) > (v_last_due, v_last_id) AND m.due_at <= v_until
          AND pg_visible_in_snapshot(m.txid, v_snapshot)
        ORDER BY m.due_at, m.id LIMIT p_limit
    ), late AS (
        SELECT l.id, l.due_at, l.queue_name, l.message_id, l.message, l.sent_at
        FROM unnest(v_late) AS l
    ), appended AS (
        INSERT INTO queue_waiting_message (bucket, due_at, queue_name, message_id, message, sent_at)
        SELECT queue_waiting_bucket(c.due_at), c.due_at, c.queue_name, c.message_id, c.message,
               c.sent_at
        FROM (SELECT * FROM due UNION ALL SELECT * FROM late) AS c
        WHERE NOT EXISTS (SELECT 1 FROM queue_outer_cancel AS x WHERE x.message_id = c.message_id)
        RETURNING 1
    )
    SELECT (SELECT count(*) FROM due),
           (SELECT d.due_at FROM due AS d ORDER BY d.due_at DESC, d.id DESC LIMIT 1),
           (SELECT d.id FROM due AS d ORDER BY d.due_at DESC, d.id DESC LIMIT 1),
           (SELECT count(*) FROM appended)
    INTO v_picked, v_due, v_id, carried;
    -- The position: the last carried when the limit was reached, else everything due by
    -- v_until; never back (a clock set back).
    IF v_picked < p_limit THEN
        v_due := v_until;
        v_id := 9223372036854775807;
    END IF;
    IF (v_due, v_id) < (v_last_due, v_last_id) THEN
        v_due := v_last_due;
        v_id := v_last_id;
    END IF;
    INSERT INTO queue_outer_carry (snapshot, due_at, after_id) VALUES (v_snapshot, v_due, v_id)
    ON CONFLICT (one) DO UPDATE SET
        snapshot = EXCLUDED.snapshot, due_at = EXCLUDED.due_at, after_id = EXCLUDED.after_id;
END
$$;

-- As enqueue_v3, with a message due later than the wheel's hour and within 60 days
-- (hourglass.core.store.schema's OUTER_HORIZON_S) appended to the outer wheel; a later one
-- still goes to the cold lane.
CREATE FUNCTION hourglass.enqueue_v4(
    p_queue_name text, p_actor_name text, p_args jsonb[], p_message_ids uuid[],
    p_delays_ms float8[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    IF cardinality(p_args) = 0 THEN
        RETURN;
    END IF;
    WITH sent AS MATERIALIZED (
        SELECT m.message_id, m.delay_ms,
               jsonb_build_object(
                   'queue_name', p_queue_name, 'actor_name', p_actor_name, 'args', m.args,
                   'kwargs', '{}'::jsonb,
                   -- The caller's trace context, if it set one (SET LOCAL
                   -- hourglass.traceparent): the worker's run joins its trace.
                   'options', jsonb_strip_nulls(jsonb_build_object('traceparent',
                       nullif(current_setting('hourglass.traceparent', true), ''))),
                   'message_id', m.message_id::text,
                   'message_timestamp', floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint)
                   AS message,
               now() + make_interval(secs => m.delay_ms / 1000.0) AS due_at
        FROM unnest(p_args, p_message_ids, p_delays_ms) AS m(args, message_id, delay_ms)
    ), due_now AS (
        INSERT INTO queue_ring_message (queue_name, message_id, message)
        SELECT p_queue_name, s.message_id, s.message FROM sent AS s WHERE s.delay_ms <= 0
    ), waiting AS (
        INSERT INTO queue_waiting_message (bucket, due_at, queue_name, message_id, message)
        SELECT queue_waiting_bucket(s.due_at), s.due_at, p_queue_name, s.message_id, s.message
        FROM sent AS s WHERE s.delay_ms > 0 AND s.delay_ms <= 3600000
    ), outer_wheel AS (
        INSERT INTO queue_outer_message (bucket, due_at, queue_name, message_id, message)
        SELECT queue_outer_bucket(s.due_at), s.due_at, p_queue_name, s.message_id, s.message
        FROM sent AS s WHERE s.delay_ms > 3600000 AND s.delay_ms <= 5184000000
    )
    INSERT INTO dramatiq.queue AS q (queue_name, message_id, "state", message, available_at)
    SELECT p_queue_name, s.message_id, 'queued', s.message, s.due_at
    FROM sent AS s WHERE s.delay_ms > 5184000000
    ON CONFLICT (message_id) DO UPDATE SET
        "state" = 'queued', message = EXCLUDED.message, queue_name = EXCLUDED.queue_name,
        available_at = EXCLUDED.available_at, worker_id = NULL, consumed_at = NULL,
        mtime = now();
    -- Only a message due within 5 s (hourglass.core.store.schema's NOTIFY_WITHIN_MS) needs
    -- the NOTIFY: the waker looks at the wheel and the cold lane at least every second and
    -- finds a later one in time.
    IF EXISTS (SELECT 1 FROM unnest(p_delays_ms) AS d(ms) WHERE d.ms < 5000) THEN
        PERFORM pg_notify('dramatiq.' || p_queue_name || '.enqueue', '');
    END IF;
END
$$;

-- As cancel_timers_v1, and an outer wheel's message not carried yet gets its tombstone (in
-- its bucket). One carried already is the wheel's, and tombstoned there.
CREATE FUNCTION hourglass.cancel_timers_v2(p_message_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    IF cardinality(p_message_ids) = 0 THEN
        RETURN;
    END IF;
    DELETE FROM dramatiq.queue WHERE message_id = ANY(p_message_ids) AND "state" = 'queued';
    INSERT INTO queue_waiting_cancel (bucket, message_id)
    SELECT m.bucket, m.message_id FROM queue_waiting_message AS m
    LEFT JOIN LATERAL (SELECT p.snapshot, p.due_at, p.after_id FROM queue_promotion AS p
                       ORDER BY p.seq DESC LIMIT 1) AS promotion ON true
    WHERE m.message_id = ANY(p_message_ids)
      AND NOT coalesce(pg_visible_in_snapshot(m.txid, promotion.snapshot)
                       AND (m.due_at, m.id) <= (promotion.due_at, promotion.after_id), false)
      AND NOT EXISTS (SELECT 1 FROM queue_waiting_cancel AS c WHERE c.message_id = m.message_id);
    INSERT INTO queue_outer_cancel (bucket, message_id)
    SELECT m.bucket, m.message_id FROM queue_outer_message AS m
    LEFT JOIN LATERAL (SELECT c.snapshot, c.due_at, c.after_id FROM queue_outer_carry AS c
                   LIMIT 1) AS carry ON true
    WHERE m.message_id = ANY(p_message_ids)
      AND NOT coalesce(pg_visible_in_snapshot(m.txid, carry.snapshot)
                       AND (m.due_at, m.id) <= (carry.due_at, carry.after_id), false)
      AND NOT EXISTS (SELECT 1 FROM queue_outer_cancel AS c WHERE c.message_id = m.message_id);
END
$$;

-- Every unsettled message of any lane, as migration 0033's, and the outer wheel's neither
-- carried nor cancelled (lane 'outer').
CREATE OR REPLACE VIEW hourglass.message AS
SELECT 'cold'::text AS lane, q.queue_name, q.message_id, q."state"::text AS state, q.message,
       q.available_at, q.worker_id, q.consumed_at
FROM dramatiq.queue AS q
UNION ALL
SELECT 'hot', m.queue_name, m.message_id,
       CASE WHEN c.id IS NULL THEN 'queued' ELSE 'consumed' END, m.message, m.sent_at,
       c.worker_id, c.claimed_at
FROM queue_ring_message AS m
LEFT JOIN queue_ring_claim AS c ON c.slot = m.slot AND c.id = m.id
WHERE NOT EXISTS (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = m.slot AND t.id = m.id)
UNION ALL
SELECT 'waiting', m.queue_name, m.message_id, 'queued', m.message, m.due_at, NULL, NULL
FROM queue_waiting_message AS m
LEFT JOIN LATERAL (SELECT p.snapshot, p.due_at, p.after_id FROM queue_promotion AS p
                   ORDER BY p.seq DESC LIMIT 1) AS promotion ON true
WHERE NOT coalesce(pg_visible_in_snapshot(m.txid, promotion.snapshot)
                   AND (m.due_at, m.id) <= (promotion.due_at, promotion.after_id), false)
  AND NOT EXISTS (SELECT 1 FROM queue_waiting_cancel AS c WHERE c.message_id = m.message_id)
UNION ALL
SELECT 'outer', m.queue_name, m.message_id, 'queued', m.message, m.due_at, NULL, NULL
FROM queue_outer_message AS m
LEFT JOIN LATERAL (SELECT c.snapshot, c.due_at, c.after_id FROM queue_outer_carry AS c
                   LIMIT 1) AS carry ON true
WHERE NOT coalesce(pg_visible_in_snapshot(m.txid, carry.snapshot)
                   AND (m.due_at, m.id) <= (carry.due_at, carry.after_id), false)
  AND NOT EXISTS (SELECT 1 FROM queue_outer_cancel AS c WHERE c.message_id = m.message_id);

-- As move_schedule_v3, over enqueue_v4 and cancel_timers_v2.
CREATE FUNCTION hourglass.move_schedule_v4(
    p_task task, p_now timestamptz, p_reason text, p_replace_all boolean
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    v_moved record;
BEGIN
    -- One statement, one snapshot: the rows it cancels and those it schedules are
    -- disjoint (a key is kept, cancelled or scheduled).
    WITH waiting AS (
        SELECT j.job_key, j.fire_at, j.message_id FROM scheduled_job AS j
        WHERE j.task_id = p_task.id AND j.status = 'SCHEDULED'
    ), changes AS MATERIALIZED (
        SELECT c.*, gen_random_uuid() AS message_id
        FROM hourglass.schedule_changes_v1(
            p_task, ARRAY(SELECT job_key FROM waiting ORDER BY job_key),
            ARRAY(SELECT fire_at FROM waiting ORDER BY job_key), p_now, p_replace_all) AS c
    ), cancelled AS (
        UPDATE scheduled_job AS j SET status = 'CANCELLED', reason = p_reason, updated_at = now()
        WHERE j.task_id = p_task.id AND j.status = 'SCHEDULED'
          AND j.job_key IN (SELECT c.job_key FROM changes AS c WHERE c.action = 'cancel')
        RETURNING j.message_id
    ), upserted AS (
        INSERT INTO scheduled_job AS j (job_key, kind, task_id, parameters, fire_at, message_id)
        SELECT c.job_key, c.kind, p_task.id, c.parameters, c.fire_at, c.message_id
        FROM changes AS c WHERE c.action = 'schedule'
        ON CONFLICT (job_key) DO UPDATE SET
            fire_at = EXCLUDED.fire_at, parameters = EXCLUDED.parameters,
            version = j.version + 1, status = 'SCHEDULED', reason = NULL,
            message_id = EXCLUDED.message_id, fired_at = NULL,
            notification_request_id = NULL, updated_at = now()
        RETURNING j.id, j.version, j.fire_at, j.message_id
    )
    SELECT
        ARRAY(SELECT jsonb_build_array(u.id, u.version) FROM upserted AS u ORDER BY u.id) AS args,
        ARRAY(SELECT u.message_id FROM upserted AS u ORDER BY u.id) AS message_ids,
        -- Each timer's delay counts from now(), to which the enqueue adds it.
        ARRAY(SELECT greatest(0, ceil(extract(epoch FROM u.fire_at - now()) * 1000))::float8
              FROM upserted AS u ORDER BY u.id) AS delays_ms,
        ARRAY(SELECT c.message_id FROM cancelled AS c WHERE c.message_id IS NOT NULL
              UNION ALL
              SELECT w.message_id FROM waiting AS w
              JOIN changes AS c ON c.job_key = w.job_key AND c.action = 'schedule'
              WHERE w.message_id IS NOT NULL) AS obsolete
    INTO v_moved;

    PERFORM hourglass.enqueue_v4(
        'notify_fire', 'fire_scheduled_job', v_moved.args, v_moved.message_ids, v_moved.delays_ms);
    PERFORM hourglass.cancel_timers_v2(v_moved.obsolete);
END
$$;

-- As create_task_v3, over move_schedule_v4.
CREATE FUNCTION hourglass.create_task_v4(
    p_student_id bigint, p_teacher_id bigint, p_deadline_at timestamptz,
    p_due_at timestamptz, p_now timestamptz
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    v_now timestamptz;
    v_task task;
BEGIN
    PERFORM hourglass.positive_id_v1('student_id', p_student_id);
    IF p_teacher_id IS NOT NULL THEN
        PERFORM hourglass.positive_id_v1('teacher_id', p_teacher_id);
    END IF;
    v_now := hourglass.service_now_v1(p_now);
    PERFORM hourglass.task_time_v1('deadline_at', p_deadline_at, v_now);
    IF p_due_at IS NOT NULL THEN
        PERFORM hourglass.task_time_v1('due_at', p_due_at, v_now);
    END IF;
    INSERT INTO task (student_id, teacher_id, matching, deadline_at, due_at, status_entered_at)
    VALUES (p_student_id, p_teacher_id,
            CASE WHEN p_teacher_id IS NULL THEN 'UNMATCHED' ELSE 'MATCHED' END,
            p_deadline_at, p_due_at, v_now)
    RETURNING * INTO v_task;
    PERFORM hourglass.move_schedule_v4(v_task, v_now, 'created', false);
    RETURN v_task.id;
END
$$;

-- As complete_task_v3, over move_schedule_v4.
CREATE FUNCTION hourglass.complete_task_v4(p_task_id bigint, p_now timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    v_now timestamptz := hourglass.service_now_v1(p_now);
    v_task task := hourglass.locked_task_v1(p_task_id);
BEGIN
    IF v_task.status = 'COMPLETED' THEN
        RETURN;
    END IF;
    PERFORM hourglass.open_task_v1(v_task);
    UPDATE task SET status = 'COMPLETED', status_entered_at = v_now, updated_at = now()
    WHERE id = p_task_id RETURNING * INTO v_task;
    PERFORM hourglass.move_schedule_v4(v_task, v_now, 'completed', false);
END
$$;

-- As change_task_status_v3, over move_schedule_v4.
CREATE FUNCTION hourglass.change_task_status_v4(p_task_id bigint, p_status text, p_now timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    v_now timestamptz;
    v_task task;
BEGIN
    PERFORM hourglass.one_of_v1('status', p_status, ARRAY[
        'SELECTED', 'PENDING_TEACHER_REVIEW', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED']);
    IF p_status = 'COMPLETED' THEN
        PERFORM hourglass.complete_task_v4(p_task_id, p_now);
        RETURN;
    END IF;
    v_now := hourglass.service_now_v1(p_now);
    v_task := hourglass.open_task_v1(hourglass.locked_task_v1(p_task_id));
    IF v_task.status = p_status THEN
        RETURN;
    END IF;
    UPDATE task SET status = p_status, status_entered_at = v_now, updated_at = now()
    WHERE id = p_task_id RETURNING * INTO v_task;
    PERFORM hourglass.move_schedule_v4(v_task, v_now, 'status_changed', false);
END
$$;

-- As reassign_task_v3, over move_schedule_v4.
CREATE FUNCTION hourglass.reassign_task_v4(
    p_task_id bigint, p_teacher_id bigint, p_deadline_at timestamptz, p_now timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    v_now timestamptz;
    v_task task;
BEGIN
    PERFORM hourglass.positive_id_v1('teacher_id', p_teacher_id);
    v_now := hourglass.service_now_v1(p_now);
    IF p_deadline_at IS NOT NULL THEN
        PERFORM hourglass.task_time_v1('deadline_at', p_deadline_at, v_now);
    END IF;
    PERFORM hourglass.open_task_v1(hourglass.locked_task_v1(p_task_id));
    UPDATE task SET teacher_id = p_teacher_id, matching = 'MATCHED', status = 'SELECTED',
        status_entered_at = v_now, deadline_at = coalesce(p_deadline_at, deadline_at),
        updated_at = now()
    WHERE id = p_task_id RETURNING * INTO v_task;
    PERFORM hourglass.move_schedule_v4(v_task, v_now, 'reassigned', true);
END
$$;

-- As refund_task_v3, over move_schedule_v4.
CREATE FUNCTION hourglass.refund_task_v4(p_task_id bigint, p_now timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    v_now timestamptz := hourglass.service_now_v1(p_now);
    v_task task := hourglass.locked_task_v1(p_task_id);
BEGIN
    IF v_task.matching = 'CANCELLED' THEN
        RETURN;
    END IF;
    UPDATE task SET matching = 'CANCELLED', updated_at = now()
    WHERE id = p_task_id RETURNING * INTO v_task;
    PERFORM hourglass.move_schedule_v4(v_task, v_now, 'refunded', false);
END
$$;

-- As record_progress_activity_v3, over move_schedule_v4.
CREATE FUNCTION hourglass.record_progress_activity_v4(
    p_task_id bigint, p_now timestamptz, p_extension interval
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    v_now timestamptz := hourglass.service_now_v1(p_now);
    v_task task := hourglass.open_task_v1(hourglass.locked_task_v1(p_task_id));
BEGIN
    IF v_task.deadline_at >= v_now + p_extension THEN
        RETURN;
    END IF;
    UPDATE task SET deadline_at = v_now + p_extension, updated_at = now()
    WHERE id = p_task_id RETURNING * INTO v_task;
    PERFORM hourglass.move_schedule_v4(v_task, v_now, 'deadline_extended', false);
END
$$;

-- The products' entry points, over version 4.
CREATE OR REPLACE FUNCTION hourglass.create_task(
    student_id bigint, teacher_id bigint, deadline_at timestamptz, due_at timestamptz DEFAULT NULL
) RETURNS bigint LANGUAGE sql AS $$
    SELECT hourglass.create_task_v4(student_id, teacher_id, deadline_at, due_at, NULL)
$$;
CREATE OR REPLACE FUNCTION hourglass.change_task_status(task_id bigint, status text)
RETURNS void LANGUAGE sql AS $$ SELECT hourglass.change_task_status_v4(task_id, status, NULL) $$;
CREATE OR REPLACE FUNCTION hourglass.complete_task(task_id bigint)
RETURNS void LANGUAGE sql AS $$ SELECT hourglass.complete_task_v4(task_id, NULL) $$;
CREATE OR REPLACE FUNCTION hourglass.reassign_task(
    task_id bigint, teacher_id bigint, deadline_at timestamptz DEFAULT NULL
) RETURNS void LANGUAGE sql AS $$
    SELECT hourglass.reassign_task_v4(task_id, teacher_id, deadline_at, NULL)
$$;
CREATE OR REPLACE FUNCTION hourglass.refund_task(task_id bigint)
RETURNS void LANGUAGE sql AS $$ SELECT hourglass.refund_task_v4(task_id, NULL) $$;
CREATE OR REPLACE FUNCTION hourglass.record_progress_activity(task_id bigint)
RETURNS void LANGUAGE sql AS $$
    SELECT hourglass.record_progress_activity_v4(
        task_id, NULL, hourglass.setting_v1('notification_progress_extension', interval '72 hours'))
$$;

-- Version 3 (migration 0045) was never released: no process calls it.
DROP FUNCTION hourglass.record_progress_activity_v3(bigint, timestamptz, interval);
DROP FUNCTION hourglass.refund_task_v3(bigint, timestamptz);
DROP FUNCTION hourglass.reassign_task_v3(bigint, bigint, timestamptz, timestamptz);
DROP FUNCTION hourglass.change_task_status_v3(bigint, text, timestamptz);
DROP FUNCTION hourglass.complete_task_v3(bigint, timestamptz);
DROP FUNCTION hourglass.create_task_v3(bigint, bigint, timestamptz, timestamptz, timestamptz);
DROP FUNCTION hourglass.move_schedule_v3(task, timestamptz, text, boolean);
DROP FUNCTION hourglass.enqueue_v3(text, text, jsonb[], uuid[], float8[]);
