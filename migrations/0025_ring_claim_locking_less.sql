        -- As hourglass.claim_ring_stripe_v1 (migration 0023), the pick of a range read from
        -- the start (no cursor, or the claims going on from one until it completes) a
        -- statement of its own.
        --
        -- Its pick, in both RETURN QUERY statements: the messages of transactions in progress
        -- at the lower snapshot, one index range a transaction, then those begun at or after
        -- its xmax, by one walk of the index from where the range resumes (as in migration
        -- 0023); a range with no lower snapshot, read from the start, also skips each message
        -- claimed or settled already (NOT EXISTS on the claims and the receipts). The body is
        -- the text this migration made from templates when it first ran, its layout and
        -- trailing spaces included, so that every database holds the same.
        CREATE FUNCTION hourglass.claim_ring_stripe_v2(
            p_queue text, p_stripe int, p_worker uuid, p_limit int
        ) RETURNS TABLE (ring_slot smallint, ring_id bigint, ring_message_id text, ring_message text)
        LANGUAGE plpgsql VOLATILE
        SET enable_sort = off SET enable_bitmapscan = off SET plan_cache_mode = force_generic_plan
        SET jit = off
        AS $$
        DECLARE
            v_last_lower pg_snapshot;
            v_last_upper pg_snapshot;
            v_last_after_txid xid8;
            v_last_after_id bigint;
            v_last_complete boolean;
            v_fresh boolean;
            v_lower pg_snapshot;
            v_upper pg_snapshot;
            v_after_txid xid8;
            v_after_id bigint;
            v_start_txid xid8;
            v_start_id bigint;
            v_running xid8[];
        BEGIN
            SELECT c.lower_snapshot, c.upper_snapshot, c.after_txid, c.after_id, c.complete
            INTO v_last_lower, v_last_upper, v_last_after_txid, v_last_after_id, v_last_complete
            FROM queue_ring_cursor AS c
            WHERE c.queue_name = p_queue AND c.stripe = p_stripe
            ORDER BY c.seq DESC LIMIT 1;
            v_fresh := NOT FOUND;
            IF v_fresh THEN
                v_lower := NULL;
            ELSIF v_last_complete THEN
                v_lower := v_last_upper;
            ELSE
                v_lower := v_last_lower;
            END IF;
            IF v_last_complete IS FALSE THEN
                v_upper := v_last_upper;
                v_after_txid := v_last_after_txid;
                v_after_id := v_last_after_id;
            ELSE
                v_upper := pg_current_snapshot();
                v_after_txid := '0'::xid8;
                v_after_id := 0;
            END IF;
            v_start_txid := greatest(v_after_txid, pg_snapshot_xmax(v_lower));
            v_start_id := CASE WHEN v_after_txid < pg_snapshot_xmax(v_lower) THEN 0 ELSE v_after_id END;
            -- (those of the range a claim has not passed yet)
            v_running := ARRAY(
                SELECT txid FROM pg_snapshot_xip(v_lower) AS running(txid) WHERE txid >= v_after_txid
            );
            IF v_lower IS NULL THEN
                RETURN QUERY 
WITH picked AS MATERIALIZED (
    SELECT * FROM (
        (SELECT m.slot, m.id, m.txid, m.message_id, m.message
         FROM unnest(v_running) AS running(txid)
         CROSS JOIN LATERAL (
             SELECT r.slot, r.id, r.txid, r.message_id, r.message FROM queue_ring_message AS r
             WHERE r.queue_name = p_queue AND r.id % 4 = p_stripe
               AND r.txid = running.txid
               AND r.id > CASE WHEN running.txid = v_after_txid THEN v_after_id ELSE 0 END
               AND pg_visible_in_snapshot(r.txid, v_upper)
             ORDER BY r.id LIMIT p_limit) AS m
         ORDER BY m.txid, m.id LIMIT p_limit)
        UNION ALL
        (SELECT m.slot, m.id, m.txid, m.message_id, m.message FROM queue_ring_message AS m
         WHERE m.queue_name = p_queue AND m.id % 4 = p_stripe
           AND (m.txid, m.id) > (v_start_txid, v_start_id)
           AND m.txid < pg_snapshot_xmax(v_upper)
           AND pg_visible_in_snapshot(m.txid, v_upper)
           AND NOT EXISTS (SELECT 1 FROM queue_ring_claim AS c WHERE c.slot = m.slot AND c.id = m.id)
           AND NOT EXISTS (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = m.slot AND t.id = m.id)
         ORDER BY m.txid, m.id LIMIT p_limit)
    ) AS branches
    ORDER BY branches.txid, branches.id LIMIT p_limit
), last_picked AS (
    SELECT p.txid, p.id FROM picked AS p ORDER BY p.txid DESC, p.id DESC LIMIT 1
), advanced AS (
    INSERT INTO queue_ring_cursor
        (queue_name, stripe, lower_snapshot, upper_snapshot, after_txid, after_id, complete)
    SELECT p_queue, p_stripe, v_lower, v_upper,
           coalesce((SELECT l.txid FROM last_picked AS l), v_after_txid),
           coalesce((SELECT l.id FROM last_picked AS l), v_after_id),
           (SELECT count(*) FROM picked) < p_limit
    -- A claim that found nothing after a complete range leaves the cursor where it was:
    -- the next one reads from there to its own now.
    WHERE v_fresh OR NOT coalesce(v_last_complete, true) OR EXISTS (SELECT 1 FROM picked)
), claimed AS (
    INSERT INTO queue_ring_claim (slot, id, worker_id)
    SELECT p.slot, p.id, p_worker FROM picked AS p
)
SELECT p.slot, p.id, p.message_id::text, p.message::text FROM picked AS p
ORDER BY p.txid, p.id
;
            ELSE
                RETURN QUERY 
WITH picked AS MATERIALIZED (
    SELECT * FROM (
        (SELECT m.slot, m.id, m.txid, m.message_id, m.message
         FROM unnest(v_running) AS running(txid)
         CROSS JOIN LATERAL (
             SELECT r.slot, r.id, r.txid, r.message_id, r.message FROM queue_ring_message AS r
             WHERE r.queue_name = p_queue AND r.id % 4 = p_stripe
               AND r.txid = running.txid
               AND r.id > CASE WHEN running.txid = v_after_txid THEN v_after_id ELSE 0 END
               AND pg_visible_in_snapshot(r.txid, v_upper)
             ORDER BY r.id LIMIT p_limit) AS m
         ORDER BY m.txid, m.id LIMIT p_limit)
        UNION ALL
        (SELECT m.slot, m.id, m.txid, m.message_id, m.message FROM queue_ring_message AS m
         WHERE m.queue_name = p_queue AND m.id % 4 = p_stripe
           AND (m.txid, m.id) > (v_start_txid, v_start_id)
           AND m.txid < pg_snapshot_xmax(v_upper)
           AND pg_visible_in_snapshot(m.txid, v_upper)
         ORDER BY m.txid, m.id LIMIT p_limit)
    ) AS branches
    ORDER BY branches.txid, branches.id LIMIT p_limit
), last_picked AS (
    SELECT p.txid, p.id FROM picked AS p ORDER BY p.txid DESC, p.id DESC LIMIT 1
), advanced AS (
    INSERT INTO queue_ring_cursor
        (queue_name, stripe, lower_snapshot, upper_snapshot, after_txid, after_id, complete)
    SELECT p_queue, p_stripe, v_lower, v_upper,
           coalesce((SELECT l.txid FROM last_picked AS l), v_after_txid),
           coalesce((SELECT l.id FROM last_picked AS l), v_after_id),
           (SELECT count(*) FROM picked) < p_limit
    -- A claim that found nothing after a complete range leaves the cursor where it was:
    -- the next one reads from there to its own now.
    WHERE v_fresh OR NOT coalesce(v_last_complete, true) OR EXISTS (SELECT 1 FROM picked)
), claimed AS (
    INSERT INTO queue_ring_claim (slot, id, worker_id)
    SELECT p.slot, p.id, p_worker FROM picked AS p
)
SELECT p.slot, p.id, p.message_id::text, p.message::text FROM picked AS p
ORDER BY p.txid, p.id
;
            END IF;
        END
        $$;

        -- As hourglass.claim_ring_v1 (migration 0023), over claim_ring_stripe_v2.
        CREATE FUNCTION hourglass.claim_ring_v2(
            p_queue text, p_worker uuid, p_limit int, p_first_stripe int
        ) RETURNS TABLE (ring_slot smallint, ring_id bigint, ring_message_id text, ring_message text)
        LANGUAGE plpgsql VOLATILE AS $$
        DECLARE
            v_stripe int;
            v_took_a_turn boolean := false;
            v_claimed int := 0;
            v_rows int;
        BEGIN
            IF EXISTS (SELECT 1 FROM queue_pause WHERE queue_name = p_queue) THEN
                RETURN;
            END IF;
            FOR n IN 0..3 LOOP
                v_stripe := (p_first_stripe + n) % 4;
                CONTINUE WHEN NOT pg_try_advisory_xact_lock(
                    hashtext('hourglass.ring.' || p_queue || '.' || v_stripe)
                );
                v_took_a_turn := true;
                RETURN QUERY SELECT * FROM hourglass.claim_ring_stripe_v2(
                    p_queue, v_stripe, p_worker, p_limit - v_claimed
                );
                GET DIAGNOSTICS v_rows = ROW_COUNT;
                v_claimed := v_claimed + v_rows;
                EXIT WHEN v_claimed >= p_limit;
            END LOOP;
            IF NOT v_took_a_turn THEN
                PERFORM pg_advisory_xact_lock(hashtext('hourglass.ring.' || p_queue || '.' || p_first_stripe));
                RETURN QUERY SELECT * FROM hourglass.claim_ring_stripe_v2(
                    p_queue, p_first_stripe, p_worker, p_limit
                );
            END IF;
        END
        $$;
