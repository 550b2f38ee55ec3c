-- The schema of a database with every migration of migrations/ applied: pg_dump
-- --schema-only --no-owner --no-privileges of the embedded server's PostgreSQL, its version
-- header and session settings left out (tests/schema_dump.py). Not run by anything: written
-- by `make schema`, and tests/integration/test_schema.py checks that migrating an empty
-- database gives exactly this.

--
-- Name: dramatiq; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA dramatiq;

--
-- Name: hourglass; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA hourglass;

--
-- Name: state; Type: TYPE; Schema: dramatiq; Owner: -
--

CREATE TYPE dramatiq.state AS ENUM (
    'queued',
    'consumed',
    'rejected'
);

--
-- Name: admin_create_review(bigint, bigint, bigint, integer, text, text, text); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.admin_create_review(admin_id bigint, item_id bigint, user_id bigint, rating integer, capacity text, density text, particle text) RETURNS bigint
    LANGUAGE sql
    AS $$
    SELECT hourglass.create_review_v2(
        'admin:' || hourglass.positive_id_v1('admin_id', admin_id),
        hourglass.positive_id_v1('user_id', user_id), item_id,
        rating, capacity, density, particle)
$$;

--
-- Name: admin_delete_review(bigint, bigint); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.admin_delete_review(admin_id bigint, review_id bigint) RETURNS boolean
    LANGUAGE sql
    AS $$
    SELECT hourglass.change_review_visibility_v2('delete', admin_id, review_id)
$$;

--
-- Name: admin_hide_review(bigint, bigint); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.admin_hide_review(admin_id bigint, review_id bigint) RETURNS boolean
    LANGUAGE sql
    AS $$
    SELECT hourglass.change_review_visibility_v2('hide', admin_id, review_id)
$$;

--
-- Name: admin_unhide_review(bigint, bigint); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.admin_unhide_review(admin_id bigint, review_id bigint) RETURNS boolean
    LANGUAGE sql
    AS $$
    SELECT hourglass.change_review_visibility_v2('unhide', admin_id, review_id)
$$;

--
-- Name: admin_update_review(bigint, bigint, integer, text, text, text); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.admin_update_review(admin_id bigint, review_id bigint, rating integer DEFAULT NULL::integer, capacity text DEFAULT NULL::text, density text DEFAULT NULL::text, particle text DEFAULT NULL::text) RETURNS void
    LANGUAGE sql
    AS $$
    SELECT hourglass.update_review_v2(
        'admin:' || hourglass.positive_id_v1('admin_id', admin_id), NULL, review_id,
        rating, capacity, density, particle)
$$;

--
-- Name: cancel_timers_v1(uuid[]); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.cancel_timers_v1(p_message_ids uuid[]) RETURNS void
    LANGUAGE plpgsql
    AS $$
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
END
$$;

--
-- Name: cancel_timers_v2(uuid[]); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.cancel_timers_v2(p_message_ids uuid[]) RETURNS void
    LANGUAGE plpgsql
    AS $$
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

--
-- Name: carry_outer_v1(integer); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.carry_outer_v1(p_limit integer, OUT carried integer) RETURNS integer
    LANGUAGE plpgsql
    SET enable_sort TO 'off'
    SET enable_bitmapscan TO 'off'
    SET enable_seqscan TO 'off'
    SET enable_hashjoin TO 'off'
    SET enable_mergejoin TO 'off'
    SET jit TO 'off'
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

--
-- Name: change_review_visibility_v2(text, bigint, bigint); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.change_review_visibility_v2(p_change text, p_admin_id bigint, p_review_id bigint) RETURNS boolean
    LANGUAGE plpgsql
    AS $$
DECLARE
    v_changed_by text := 'admin:' || hourglass.positive_id_v1('admin_id', p_admin_id);
    v_item_type text;
    v_deleted boolean;
BEGIN
    PERFORM hourglass.positive_id_v1('review_id', p_review_id);
    UPDATE review AS r
    SET deleted_at = CASE WHEN p_change = 'delete' THEN now() ELSE r.deleted_at END,
        hidden_at = CASE p_change WHEN 'hide' THEN now() WHEN 'unhide' THEN NULL ELSE r.hidden_at END,
        updated_at = now()
    FROM item AS i
    WHERE r.id = p_review_id AND r.deleted_at IS NULL AND i.id = r.item_id
      AND CASE p_change WHEN 'hide' THEN r.hidden_at IS NULL
                        WHEN 'unhide' THEN r.hidden_at IS NOT NULL
                        ELSE true END
    RETURNING i.item_type INTO v_item_type;
    IF FOUND THEN
        PERFORM hourglass.signal_review_change_v2(v_item_type, v_changed_by);
        RETURN true;
    END IF;
    SELECT deleted_at IS NOT NULL INTO v_deleted FROM review WHERE id = p_review_id;
    IF v_deleted IS NULL OR (v_deleted AND p_change <> 'delete') THEN
        PERFORM hourglass.refuse_v1('23503', format('unknown review %s', p_review_id));
    END IF;
    RETURN false;
END
$$;

--
-- Name: change_task_status(bigint, text); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.change_task_status(task_id bigint, status text) RETURNS void
    LANGUAGE sql
    AS $$ SELECT hourglass.change_task_status_v4(task_id, status, NULL) $$;

--
-- Name: change_task_status_v2(bigint, text, timestamp with time zone); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.change_task_status_v2(p_task_id bigint, p_status text, p_now timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
    v_now timestamptz;
    v_task task;
BEGIN
    PERFORM hourglass.one_of_v1('status', p_status, ARRAY[
        'SELECTED', 'PENDING_TEACHER_REVIEW', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED']);
    IF p_status = 'COMPLETED' THEN
        PERFORM hourglass.complete_task_v2(p_task_id, p_now);
        RETURN;
    END IF;
    v_now := hourglass.service_now_v1(p_now);
    v_task := hourglass.open_task_v1(hourglass.locked_task_v1(p_task_id));
    IF v_task.status = p_status THEN
        RETURN;
    END IF;
    UPDATE task SET status = p_status, status_entered_at = v_now, updated_at = now()
    WHERE id = p_task_id RETURNING * INTO v_task;
    PERFORM hourglass.move_schedule_v2(v_task, v_now, 'status_changed', false);
END
$$;

--
-- Name: change_task_status_v4(bigint, text, timestamp with time zone); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.change_task_status_v4(p_task_id bigint, p_status text, p_now timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    AS $$
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

--
-- Name: check_answers_v1(integer, text, text, text, boolean); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.check_answers_v1(p_rating integer, p_capacity text, p_density text, p_particle text, p_partial boolean) RETURNS void
    LANGUAGE plpgsql IMMUTABLE
    AS $$
        BEGIN
            IF p_partial AND num_nonnulls(p_rating, p_capacity, p_density, p_particle) = 0 THEN
                PERFORM hourglass.refuse_v1('22004',
                    'an update must change at least one of rating, capacity, density, particle');
            END IF;
            IF NOT (p_partial AND p_rating IS NULL) AND (p_rating IS NULL OR NOT p_rating BETWEEN 1 AND 5) THEN
                PERFORM hourglass.refuse_v1(CASE WHEN p_rating IS NULL THEN '22004' ELSE '22003' END,
                    'rating must be an integer from 1 to 5, got ' || coalesce(p_rating::text, 'NULL'));
            END IF;
            IF NOT (p_partial AND p_capacity IS NULL) THEN
                PERFORM hourglass.one_of_v1('capacity', p_capacity, ARRAY['SMALL', 'ENOUGH', 'PLENTY']);
            END IF;
            IF NOT (p_partial AND p_density IS NULL) THEN
                PERFORM hourglass.one_of_v1('density', p_density, ARRAY['WATERY', 'SMOOTH', 'THICK']);
            END IF;
            IF NOT (p_partial AND p_particle IS NULL) THEN
                PERFORM hourglass.one_of_v1('particle', p_particle, ARRAY['SMALL', 'MEDIUM', 'LARGE']);
            END IF;
        END
        $$;

--
-- Name: claim_ring_stripe_v3(text, integer, uuid, integer); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.claim_ring_stripe_v3(p_queue text, p_stripe integer, p_worker uuid, p_limit integer) RETURNS TABLE(ring_slot smallint, ring_id bigint, ring_message_id text, ring_message jsonb)
    LANGUAGE plpgsql
    SET enable_sort TO 'off'
    SET enable_bitmapscan TO 'off'
    SET plan_cache_mode TO 'force_generic_plan'
    SET jit TO 'off'
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
            -- (those of the range a claim has not passed yet; none without a lower snapshot)
            v_running := ARRAY(
                SELECT txid FROM pg_snapshot_xip(v_lower) AS running(txid) WHERE txid >= v_after_txid
            );
            IF v_lower IS NULL THEN
                RETURN QUERY 
WITH picked AS MATERIALIZED (
    SELECT m.slot, m.id, m.txid, m.message_id, m.message FROM queue_ring_message AS m
    WHERE m.queue_name = p_queue AND m.id % 4 = p_stripe
      AND (m.txid, m.id) > (v_start_txid, v_start_id)
      AND m.txid < pg_snapshot_xmax(v_upper)
      AND pg_visible_in_snapshot(m.txid, v_upper)
      AND NOT EXISTS (SELECT 1 FROM queue_ring_claim AS c WHERE c.slot = m.slot AND c.id = m.id)
      AND NOT EXISTS (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = m.slot AND t.id = m.id)
    ORDER BY m.txid, m.id LIMIT p_limit
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
SELECT p.slot, p.id, p.message_id::text, p.message FROM picked AS p
ORDER BY p.txid, p.id
;
            ELSIF cardinality(v_running) = 0 THEN
                RETURN QUERY 
WITH picked AS MATERIALIZED (
    SELECT m.slot, m.id, m.txid, m.message_id, m.message FROM queue_ring_message AS m
    WHERE m.queue_name = p_queue AND m.id % 4 = p_stripe
      AND (m.txid, m.id) > (v_start_txid, v_start_id)
      AND m.txid < pg_snapshot_xmax(v_upper)
      AND pg_visible_in_snapshot(m.txid, v_upper)
    ORDER BY m.txid, m.id LIMIT p_limit
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
SELECT p.slot, p.id, p.message_id::text, p.message FROM picked AS p
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
SELECT p.slot, p.id, p.message_id::text, p.message FROM picked AS p
ORDER BY p.txid, p.id
;
            END IF;
        END
        $$;

--
-- Name: claim_ring_v4(text, uuid, integer, integer); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.claim_ring_v4(p_queue text, p_worker uuid, p_limit integer, p_first_stripe integer) RETURNS TABLE(ring_slot smallint, ring_id bigint, ring_message_id text, ring_message text)
    LANGUAGE plpgsql
    AS $$
DECLARE
    v_stripe int;
    v_claimed int := 0;
    v_rows int;
    v_took_a_turn boolean := false;
BEGIN
    -- A claim forgotten by a crash of the database puts its messages back to run again, as
    -- any message may (docs/decisions/0003).
    PERFORM set_config('synchronous_commit', 'off', true);
    IF p_limit <= 0 OR EXISTS (SELECT 1 FROM queue_pause WHERE queue_name = p_queue) THEN
        RETURN;
    END IF;
    FOR n IN 0..3 LOOP
        v_stripe := (p_first_stripe + n) % 4;
        CONTINUE WHEN NOT pg_try_advisory_xact_lock(
            hashtext('hourglass.ring.' || p_queue || '.' || v_stripe)
        );
        v_took_a_turn := true;
        RETURN QUERY SELECT s.ring_slot, s.ring_id, s.ring_message_id, s.ring_message::text
            FROM hourglass.claim_ring_stripe_v3(p_queue, v_stripe, p_worker, p_limit - v_claimed) AS s;
        GET DIAGNOSTICS v_rows = ROW_COUNT;
        v_claimed := v_claimed + v_rows;
        EXIT WHEN v_claimed >= p_limit;
    END LOOP;
    IF NOT v_took_a_turn THEN
        PERFORM pg_advisory_xact_lock(hashtext('hourglass.ring.' || p_queue || '.' || p_first_stripe));
        RETURN QUERY SELECT s.ring_slot, s.ring_id, s.ring_message_id, s.ring_message::text
            FROM hourglass.claim_ring_stripe_v3(p_queue, p_first_stripe, p_worker, p_limit) AS s;
    END IF;
END
$$;

--
-- Name: complete_task(bigint); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.complete_task(task_id bigint) RETURNS void
    LANGUAGE sql
    AS $$ SELECT hourglass.complete_task_v4(task_id, NULL) $$;

--
-- Name: complete_task_v2(bigint, timestamp with time zone); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.complete_task_v2(p_task_id bigint, p_now timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    AS $$
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
    PERFORM hourglass.move_schedule_v2(v_task, v_now, 'completed', false);
END
$$;

--
-- Name: complete_task_v4(bigint, timestamp with time zone); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.complete_task_v4(p_task_id bigint, p_now timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    AS $$
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

--
-- Name: create_item(text, text); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.create_item(item_type text, name text) RETURNS bigint
    LANGUAGE plpgsql
    AS $$
        DECLARE
            v_id bigint;
        BEGIN
            INSERT INTO item (item_type, name)
            VALUES (hourglass.item_type_v1(create_item.item_type),
                    hourglass.text_v1('name', create_item.name, 200))
            RETURNING id INTO v_id;
            RETURN v_id;
        END
        $$;

--
-- Name: create_review_v2(text, bigint, bigint, integer, text, text, text); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.create_review_v2(p_changed_by text, p_user_id bigint, p_item_id bigint, p_rating integer, p_capacity text, p_density text, p_particle text) RETURNS bigint
    LANGUAGE plpgsql
    AS $$
DECLARE
    v_item_type text;
    v_id bigint;
BEGIN
    PERFORM hourglass.positive_id_v1('item_id', p_item_id);
    PERFORM hourglass.check_answers_v1(p_rating, p_capacity, p_density, p_particle, false);
    SELECT item_type INTO v_item_type FROM item WHERE id = p_item_id;
    IF NOT FOUND THEN
        PERFORM hourglass.refuse_v1('23503', format('unknown item %s', p_item_id));
    END IF;
    INSERT INTO review (item_id, user_id, rating, capacity, density, particle)
    VALUES (p_item_id, p_user_id, p_rating, p_capacity, p_density, p_particle)
    RETURNING id INTO v_id;
    PERFORM hourglass.signal_review_change_v2(v_item_type, p_changed_by);
    RETURN v_id;
END
$$;

--
-- Name: create_task(bigint, bigint, timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.create_task(student_id bigint, teacher_id bigint, deadline_at timestamp with time zone, due_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS bigint
    LANGUAGE sql
    AS $$
    SELECT hourglass.create_task_v4(student_id, teacher_id, deadline_at, due_at, NULL)
$$;

--
-- Name: create_task_v2(bigint, bigint, timestamp with time zone, timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.create_task_v2(p_student_id bigint, p_teacher_id bigint, p_deadline_at timestamp with time zone, p_due_at timestamp with time zone, p_now timestamp with time zone) RETURNS bigint
    LANGUAGE plpgsql
    AS $$
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
    PERFORM hourglass.move_schedule_v2(v_task, v_now, 'created', false);
    RETURN v_task.id;
END
$$;

--
-- Name: create_task_v4(bigint, bigint, timestamp with time zone, timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.create_task_v4(p_student_id bigint, p_teacher_id bigint, p_deadline_at timestamp with time zone, p_due_at timestamp with time zone, p_now timestamp with time zone) RETURNS bigint
    LANGUAGE plpgsql
    AS $$
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

--
-- Name: duration_v1(interval); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.duration_v1(p_interval interval) RETURNS text
    LANGUAGE sql IMMUTABLE
    AS $$
            SELECT CASE
                WHEN extract(epoch FROM p_interval)::numeric % 86400 = 0
                THEN (extract(epoch FROM p_interval)::numeric / 86400)::bigint || ' day(s)'
                ELSE trim_scale(extract(epoch FROM p_interval)::numeric) || ' s'
            END
        $$;

--
-- Name: enqueue_v2(text, text, jsonb[], uuid[], double precision[]); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.enqueue_v2(p_queue_name text, p_actor_name text, p_args jsonb[], p_message_ids uuid[], p_delays_ms double precision[]) RETURNS void
    LANGUAGE plpgsql
    AS $$
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
    )
    INSERT INTO dramatiq.queue AS q (queue_name, message_id, "state", message, available_at)
    SELECT p_queue_name, s.message_id, 'queued', s.message, s.due_at
    FROM sent AS s WHERE s.delay_ms > 3600000
    ON CONFLICT (message_id) DO UPDATE SET
        "state" = 'queued', message = EXCLUDED.message, queue_name = EXCLUDED.queue_name,
        available_at = EXCLUDED.available_at, worker_id = NULL, consumed_at = NULL,
        mtime = now();
    PERFORM pg_notify('dramatiq.' || p_queue_name || '.enqueue', '');
END
$$;

--
-- Name: enqueue_v4(text, text, jsonb[], uuid[], double precision[]); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.enqueue_v4(p_queue_name text, p_actor_name text, p_args jsonb[], p_message_ids uuid[], p_delays_ms double precision[]) RETURNS void
    LANGUAGE plpgsql
    AS $$
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

--
-- Name: item_type_v1(text); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.item_type_v1(p_value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    AS $$
            SELECT hourglass.one_of_v1('item_type', p_value, ARRAY[
                'EARLY_WEANING', 'MIDDLE_WEANING', 'LATE_WEANING', 'COMPLETE_WEANING',
                'TODDLER_MEAL', 'SIDE_DISH', 'SOUP', 'SNACK', 'BEVERAGE'])
        $$;

--
-- Name: task; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.task (
    id bigint NOT NULL,
    student_id bigint NOT NULL,
    teacher_id bigint,
    status text DEFAULT 'SELECTED'::text NOT NULL,
    matching text NOT NULL,
    deadline_at timestamp with time zone NOT NULL,
    due_at timestamp with time zone,
    overdue_notified_at timestamp with time zone,
    status_entered_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT task_matching_check CHECK ((matching = ANY (ARRAY['MATCHED'::text, 'UNMATCHED'::text, 'CANCELLED'::text]))),
    CONSTRAINT task_status_check CHECK ((status = ANY (ARRAY['SELECTED'::text, 'PENDING_TEACHER_REVIEW'::text, 'IN_PROGRESS'::text, 'COMPLETED'::text, 'CANCELLED'::text])))
);

--
-- Name: locked_task_v1(bigint); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.locked_task_v1(p_task_id bigint) RETURNS public.task
    LANGUAGE plpgsql
    AS $$
        DECLARE
            v_task task;
        BEGIN
            PERFORM hourglass.positive_id_v1('task_id', p_task_id);
            SELECT * INTO v_task FROM task WHERE id = p_task_id FOR NO KEY UPDATE;
            IF NOT FOUND THEN
                PERFORM hourglass.refuse_v1('23503', format('task %s does not exist', p_task_id));
            END IF;
            RETURN v_task;
        END
        $$;

--
-- Name: move_schedule_v2(public.task, timestamp with time zone, text, boolean); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.move_schedule_v2(p_task public.task, p_now timestamp with time zone, p_reason text, p_replace_all boolean) RETURNS void
    LANGUAGE plpgsql
    AS $$
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

    PERFORM hourglass.enqueue_v2(
        'notify_fire', 'fire_scheduled_job', v_moved.args, v_moved.message_ids, v_moved.delays_ms);
    PERFORM hourglass.cancel_timers_v1(v_moved.obsolete);
END
$$;

--
-- Name: move_schedule_v4(public.task, timestamp with time zone, text, boolean); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.move_schedule_v4(p_task public.task, p_now timestamp with time zone, p_reason text, p_replace_all boolean) RETURNS void
    LANGUAGE plpgsql
    AS $$
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

--
-- Name: one_of_v1(text, text, text[]); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.one_of_v1(p_name text, p_value text, p_allowed text[]) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    AS $$
        BEGIN
            IF p_value IS NULL OR NOT p_value = ANY(p_allowed) THEN
                PERFORM hourglass.refuse_v1(
                    CASE WHEN p_value IS NULL THEN '22004' ELSE '22023' END,
                    format('%s must be one of %s, got %s',
                           p_name, array_to_string(p_allowed, ', '), hourglass.shown_v1(p_value)));
            END IF;
            RETURN p_value;
        END
        $$;

--
-- Name: open_task_v1(public.task); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.open_task_v1(p_task public.task) RETURNS public.task
    LANGUAGE plpgsql
    AS $$
        BEGIN
            IF p_task.status IN ('COMPLETED', 'CANCELLED') THEN
                PERFORM hourglass.refuse_v1('23514', format(
                    'task %s is %s: its state no longer changes', p_task.id, p_task.status));
            END IF;
            RETURN p_task;
        END
        $$;

--
-- Name: planned_jobs_v1(public.task); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.planned_jobs_v1(p_task public.task) RETURNS TABLE(job_key text, kind text, fire_at timestamp with time zone, parameters jsonb)
    LANGUAGE sql STABLE
    AS $$
            SELECT j.kind || ':' || p_task.id || ':' || j.detail, j.kind, j.fire_at, j.parameters
            FROM (
                SELECT 'DEADLINE_CHECK' AS kind, p_task.deadline_at AS fire_at,
                       p_task.status AS detail, jsonb_build_object('status', p_task.status) AS parameters
                UNION ALL
                SELECT 'DEADLINE_REMINDER', p_task.deadline_at - interval '48 hours', '48',
                       jsonb_build_object('hours', 48)
                UNION ALL
                SELECT 'TEACHER_REMINDER', p_task.status_entered_at + interval '12 hours',
                       p_task.status, jsonb_build_object('status', p_task.status)
                WHERE p_task.status IN ('SELECTED', 'PENDING_TEACHER_REVIEW')
                UNION ALL
                SELECT 'DUE_AT_REMINDER', p_task.due_at - make_interval(hours => h), h::text,
                       jsonb_build_object('hours', h)
                FROM unnest(ARRAY[48, 24, 12, 8, 4, 1]) AS h
                WHERE p_task.due_at IS NOT NULL
            ) AS j
            WHERE p_task.status NOT IN ('COMPLETED', 'CANCELLED') AND p_task.matching <> 'CANCELLED'
        $$;

--
-- Name: positive_id_v1(text, bigint); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.positive_id_v1(p_name text, p_value bigint) RETURNS bigint
    LANGUAGE plpgsql IMMUTABLE
    AS $$
        BEGIN
            IF p_value IS NULL OR p_value < 1 THEN
                PERFORM hourglass.refuse_v1(
                    CASE WHEN p_value IS NULL THEN '22004' ELSE '22023' END,
                    p_name || ' must be a positive integer (at most 2**63-1), got '
                    || coalesce(p_value::text, 'NULL'));
            END IF;
            RETURN p_value;
        END
        $$;

--
-- Name: promote_waiting_v5(integer, boolean); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.promote_waiting_v5(p_limit integer, p_look_for_late boolean, OUT promoted integer, OUT next_due timestamp with time zone, OUT looked boolean) RETURNS record
    LANGUAGE plpgsql
    SET enable_sort TO 'off'
    SET enable_bitmapscan TO 'off'
    SET plan_cache_mode TO 'force_generic_plan'
    SET enable_seqscan TO 'off'
    SET enable_hashjoin TO 'off'
    SET enable_mergejoin TO 'off'
    SET jit TO 'off'
    AS $$
DECLARE
    v_last_snapshot pg_snapshot;
    v_last_due timestamptz := '-infinity';
    v_last_id bigint := 0;
    v_running xid8[];
    v_late queue_waiting_message[] := '{}';
    v_snapshot pg_snapshot;
    v_now timestamptz;
    v_from timestamptz;
    v_first smallint;
    v_second smallint;
    v_until timestamptz;
    v_picked int;
    v_due timestamptz;
    v_id bigint;
    v_woken int;
BEGIN
    looked := false;
    IF NOT pg_try_advisory_xact_lock(hashtext('hourglass.promotion')) THEN
        promoted := 0;
        next_due := clock_timestamp() + interval '5 milliseconds';
        RETURN;
    END IF;
    -- The promotion's transaction commits without waiting for the disk (docs/decisions/0003,
    -- as a claim does): a crash that forgets it forgets its position with it, and the next
    -- promotion appends the same messages again; one already claimed runs again, as a
    -- forgotten claim's does. Whatever settles a promoted message waits for the disk, and so
    -- for the promotion before it.
    PERFORM set_config('synchronous_commit', 'off', true);
    SELECT p.snapshot, p.due_at, p.after_id INTO v_last_snapshot, v_last_due, v_last_id
    FROM queue_promotion AS p ORDER BY p.seq DESC LIMIT 1;
    IF NOT FOUND THEN
        v_last_due := '-infinity';
        v_last_id := 0;
    END IF;
    IF p_look_for_late OR v_last_snapshot IS NULL THEN
        looked := true;
        v_snapshot := pg_current_snapshot();
        v_running := ARRAY(SELECT pg_snapshot_xip(v_last_snapshot));
        -- Each branch in transaction id order, which with sorts off only a walk of the
        -- transaction id's index gives: no plan reads them by due time instead, nor walks
        -- another index whole.
        v_late := ARRAY(
            SELECT l.m FROM (
                (SELECT m FROM queue_waiting_message AS m
                 WHERE v_last_snapshot IS NOT NULL AND m.txid >= pg_snapshot_xmax(v_last_snapshot)
                   AND pg_visible_in_snapshot(m.txid, v_snapshot)
                 ORDER BY m.txid)
                UNION ALL
                (SELECT m FROM queue_waiting_message AS m
                 WHERE m.txid = ANY (v_running) AND pg_visible_in_snapshot(m.txid, v_snapshot)
                 ORDER BY m.txid)
            ) AS l(m)
            WHERE ((l.m).due_at, (l.m).id) <= (v_last_due, v_last_id));
    ELSE
        v_snapshot := v_last_snapshot;
    END IF;
    v_now := clock_timestamp();
    v_from := v_last_due;
    IF v_from < v_now - interval '120 seconds' THEN
        v_from := coalesce(
            (SELECT m.due_at FROM queue_waiting_message AS m
             WHERE (m.due_at, m.id) > (v_last_due, v_last_id)
             ORDER BY m.due_at, m.id LIMIT 1),
            v_now);
    END IF;
    v_from := least(v_from, v_now);
    v_first := queue_waiting_bucket(v_from);
    v_second := (v_first + 1) % 64;
    v_until := to_timestamp((floor(extract(epoch FROM v_from) / 120) + 2) * 120);
    WITH due AS MATERIALIZED (
        SELECT m.id, m.due_at, m.queue_name, m.message_id, m.message
        FROM queue_waiting_message AS m
        WHERE m.bucket IN (v_first, v_second)
          AND (m.due_at, m.id) > (v_last_due, v_last_id) AND m.due_at <= v_now
          AND m.due_at < v_until
          AND pg_visible_in_snapshot(m.txid, v_snapshot)
        ORDER BY m.due_at, m.id LIMIT p_limit
    ), late AS (
        SELECT l.id, l.due_at, l.queue_name, l.message_id, l.message FROM unnest(v_late) AS l
    ), appended AS (
        -- Sent when promoted: the ring's claims may take it from then on.
        INSERT INTO queue_ring_message (queue_name, message_id, message, sent_at)
        SELECT p.queue_name, p.message_id, p.message, v_now
        FROM (SELECT * FROM due UNION ALL SELECT * FROM late) AS p
        WHERE NOT EXISTS (SELECT 1 FROM queue_waiting_cancel AS c WHERE c.message_id = p.message_id)
        ORDER BY p.due_at, p.id
        RETURNING queue_name
    ), woken AS (
        SELECT pg_notify('dramatiq.' || w.queue_name || '.enqueue', 'promoted')
        FROM (SELECT DISTINCT queue_name FROM appended) AS w
    )
    SELECT (SELECT count(*) FROM due),
           (SELECT d.due_at FROM due AS d ORDER BY d.due_at DESC, d.id DESC LIMIT 1),
           (SELECT d.id FROM due AS d ORDER BY d.due_at DESC, d.id DESC LIMIT 1),
           (SELECT count(*) FROM appended),
           (SELECT count(*) FROM woken)
    INTO v_picked, v_due, v_id, promoted, v_woken;
    -- The position: the last taken when the limit was reached, else everything due by now
    -- (by the end of the two buckets, when they end before now).
    IF v_picked < p_limit THEN
        v_due := least(v_now, v_until - interval '1 microsecond');
        v_id := 9223372036854775807;
    END IF;
    -- Never back (a clock set back): what lies before the last position is promoted already.
    IF (v_due, v_id) < (v_last_due, v_last_id) THEN
        v_due := v_last_due;
        v_id := v_last_id;
    END IF;
    INSERT INTO queue_promotion (snapshot, due_at, after_id) VALUES (v_snapshot, v_due, v_id);
    -- The next message past the position: in the two buckets that begin with the position's,
    -- else wherever it is.
    v_first := queue_waiting_bucket(v_due);
    v_second := (v_first + 1) % 64;
    v_until := to_timestamp((floor(extract(epoch FROM v_due) / 120) + 2) * 120);
    next_due := (
        SELECT m.due_at FROM queue_waiting_message AS m
        WHERE m.bucket IN (v_first, v_second) AND (m.due_at, m.id) > (v_due, v_id)
          AND m.due_at < v_until
        ORDER BY m.due_at, m.id LIMIT 1);
    IF next_due IS NULL THEN
        next_due := (
            SELECT m.due_at FROM queue_waiting_message AS m
            WHERE (m.due_at, m.id) > (v_due, v_id)
            ORDER BY m.due_at, m.id LIMIT 1);
    END IF;
END
$$;

--
-- Name: reassign_task(bigint, bigint, timestamp with time zone); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.reassign_task(task_id bigint, teacher_id bigint, deadline_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS void
    LANGUAGE sql
    AS $$
    SELECT hourglass.reassign_task_v4(task_id, teacher_id, deadline_at, NULL)
$$;

--
-- Name: reassign_task_v2(bigint, bigint, timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.reassign_task_v2(p_task_id bigint, p_teacher_id bigint, p_deadline_at timestamp with time zone, p_now timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    AS $$
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
    PERFORM hourglass.move_schedule_v2(v_task, v_now, 'reassigned', true);
END
$$;

--
-- Name: reassign_task_v4(bigint, bigint, timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.reassign_task_v4(p_task_id bigint, p_teacher_id bigint, p_deadline_at timestamp with time zone, p_now timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    AS $$
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

--
-- Name: record_member_visit(bigint, timestamp with time zone); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.record_member_visit(member_id bigint, visited_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS boolean
    LANGUAGE sql
    AS $$
            SELECT hourglass.record_member_visit_v1(
                member_id, visited_at, hourglass.setting_v1('recommendation_hour', interval '1 hour'))
        $$;

--
-- Name: record_member_visit_v1(bigint, timestamp with time zone, interval); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.record_member_visit_v1(p_member_id bigint, p_visited_at timestamp with time zone, p_hour interval) RETURNS boolean
    LANGUAGE plpgsql
    AS $$
        DECLARE
            -- Refreshes start an hour after the visit; a session lasts an hour.
            v_first_offset interval := 1 * p_hour;
            v_session_timeout interval := 1 * p_hour;
            v_visited_at timestamptz := coalesce(p_visited_at, now());
        BEGIN
            PERFORM hourglass.positive_id_v1('member_id', p_member_id);
            -- A visit may be recorded up to 30 days late, or a day ahead (a fast client clock).
            PERFORM hourglass.time_within_v1(
                'visited_at', v_visited_at, now(), interval '30 days', interval '1 day');
            INSERT INTO member_visit_trigger AS t (member_id, last_visited_at, trigger_at)
            VALUES (p_member_id, v_visited_at, v_visited_at + v_first_offset)
            ON CONFLICT (member_id) DO UPDATE
                SET last_visited_at = EXCLUDED.last_visited_at,
                    trigger_at = EXCLUDED.trigger_at,
                    updated_at = now()
                WHERE t.last_visited_at <= EXCLUDED.last_visited_at - v_session_timeout;
            RETURN FOUND;
        END
        $$;

--
-- Name: record_progress_activity(bigint); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.record_progress_activity(task_id bigint) RETURNS void
    LANGUAGE sql
    AS $$
    SELECT hourglass.record_progress_activity_v4(
        task_id, NULL, hourglass.setting_v1('notification_progress_extension', interval '72 hours'))
$$;

--
-- Name: record_progress_activity_v2(bigint, timestamp with time zone, interval); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.record_progress_activity_v2(p_task_id bigint, p_now timestamp with time zone, p_extension interval) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
    v_now timestamptz := hourglass.service_now_v1(p_now);
    v_task task := hourglass.open_task_v1(hourglass.locked_task_v1(p_task_id));
BEGIN
    IF v_task.deadline_at >= v_now + p_extension THEN
        RETURN;
    END IF;
    UPDATE task SET deadline_at = v_now + p_extension, updated_at = now()
    WHERE id = p_task_id RETURNING * INTO v_task;
    PERFORM hourglass.move_schedule_v2(v_task, v_now, 'deadline_extended', false);
END
$$;

--
-- Name: record_progress_activity_v4(bigint, timestamp with time zone, interval); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.record_progress_activity_v4(p_task_id bigint, p_now timestamp with time zone, p_extension interval) RETURNS void
    LANGUAGE plpgsql
    AS $$
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

--
-- Name: refund_task(bigint); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.refund_task(task_id bigint) RETURNS void
    LANGUAGE sql
    AS $$ SELECT hourglass.refund_task_v4(task_id, NULL) $$;

--
-- Name: refund_task_v2(bigint, timestamp with time zone); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.refund_task_v2(p_task_id bigint, p_now timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
    v_now timestamptz := hourglass.service_now_v1(p_now);
    v_task task := hourglass.locked_task_v1(p_task_id);
BEGIN
    IF v_task.matching = 'CANCELLED' THEN
        RETURN;
    END IF;
    UPDATE task SET matching = 'CANCELLED', updated_at = now()
    WHERE id = p_task_id RETURNING * INTO v_task;
    PERFORM hourglass.move_schedule_v2(v_task, v_now, 'refunded', false);
END
$$;

--
-- Name: refund_task_v4(bigint, timestamp with time zone); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.refund_task_v4(p_task_id bigint, p_now timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    AS $$
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

--
-- Name: refuse_v1(text, text); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.refuse_v1(p_sqlstate text, p_message text) RETURNS void
    LANGUAGE plpgsql
    AS $$
        BEGIN
            RAISE EXCEPTION USING ERRCODE = p_sqlstate, MESSAGE = p_message, SCHEMA = 'hourglass';
        END
        $$;

--
-- Name: schedule_changes_v1(public.task, text[], timestamp with time zone[], timestamp with time zone, boolean); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.schedule_changes_v1(p_task public.task, p_waiting_keys text[], p_waiting_times timestamp with time zone[], p_now timestamp with time zone, p_replace_all boolean) RETURNS TABLE(action text, job_key text, kind text, fire_at timestamp with time zone, parameters jsonb)
    LANGUAGE sql STABLE
    AS $$
            WITH waiting AS (
                SELECT * FROM unnest(p_waiting_keys, p_waiting_times) AS w(job_key, fire_at)
            ), planned AS (
                SELECT * FROM hourglass.planned_jobs_v1(p_task)
            ), kept AS (
                SELECT p.job_key FROM planned AS p JOIN waiting AS w USING (job_key)
                WHERE NOT p_replace_all AND w.fire_at = p.fire_at
            ), scheduled AS (
                SELECT p.* FROM planned AS p
                WHERE p.job_key NOT IN (SELECT job_key FROM kept)
                  AND (p.fire_at > p_now OR p.kind = 'DEADLINE_CHECK')
            )
            SELECT 'schedule', s.job_key, s.kind, s.fire_at, s.parameters FROM scheduled AS s
            UNION ALL
            SELECT 'cancel', w.job_key, NULL, w.fire_at, NULL FROM waiting AS w
            WHERE w.job_key NOT IN (SELECT job_key FROM kept)
              AND w.job_key NOT IN (SELECT job_key FROM scheduled)
        $$;

--
-- Name: service_now_v1(timestamp with time zone); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.service_now_v1(p_now timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    AS $$
            SELECT CASE WHEN p_now IS NULL THEN now()
                   ELSE hourglass.time_within_v1('now', p_now, now(), interval '7 days', interval '7 days')
                   END
        $$;

--
-- Name: setting_v1(text, interval); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.setting_v1(p_name text, p_default interval) RETURNS interval
    LANGUAGE sql STABLE
    AS $$
            SELECT coalesce(nullif(current_setting('hourglass.' || p_name, true), '')::interval,
                            p_default)
        $$;

--
-- Name: shop_create_review(bigint, bigint, integer, text, text, text); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.shop_create_review(user_id bigint, item_id bigint, rating integer, capacity text, density text, particle text) RETURNS bigint
    LANGUAGE sql
    AS $$
    SELECT hourglass.create_review_v2(
        'user:' || hourglass.positive_id_v1('user_id', user_id), user_id, item_id,
        rating, capacity, density, particle)
$$;

--
-- Name: shop_update_review(bigint, bigint, integer, text, text, text); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.shop_update_review(user_id bigint, review_id bigint, rating integer DEFAULT NULL::integer, capacity text DEFAULT NULL::text, density text DEFAULT NULL::text, particle text DEFAULT NULL::text) RETURNS void
    LANGUAGE sql
    AS $$
    SELECT hourglass.update_review_v2(
        'user:' || hourglass.positive_id_v1('user_id', user_id), user_id, review_id,
        rating, capacity, density, particle)
$$;

--
-- Name: shown_v1(text); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.shown_v1(p_value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    AS $$
            SELECT CASE
                WHEN p_value IS NULL THEN 'NULL'
                WHEN length(to_json(p_value)::text) <= 80 THEN to_json(p_value)::text
                ELSE left(to_json(p_value)::text, 60) || '... ('
                     || length(to_json(p_value)::text) || ' characters)'
            END
        $$;

--
-- Name: signal_review_change_v2(text, text); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.signal_review_change_v2(p_item_type text, p_changed_by text) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
    v_ticket uuid := gen_random_uuid();
    v_issued boolean;
BEGIN
    INSERT INTO review_stats_signal AS s
        (item_type, dirty_version, pending_ticket, sent_at, signalled_at, last_changed_by)
    VALUES (p_item_type, 1, v_ticket, now(), now(), p_changed_by)
    ON CONFLICT (item_type) DO UPDATE
    SET dirty_version = s.dirty_version + 1,
        pending_ticket = coalesce(s.pending_ticket, EXCLUDED.pending_ticket),
        sent_at = CASE WHEN s.pending_ticket IS NULL THEN now() ELSE s.sent_at END,
        signalled_at = now(),
        last_changed_by = EXCLUDED.last_changed_by
    RETURNING pending_ticket = v_ticket INTO v_issued;
    IF v_issued THEN
        PERFORM hourglass.enqueue_v2(
            'review_stats', 'recompute_item_type_stats',
            ARRAY[jsonb_build_array(p_item_type, v_ticket::text)], ARRAY[gen_random_uuid()],
            ARRAY[0::float8]);
    END IF;
END
$$;

--
-- Name: take_ring_v3(text, uuid, integer, integer, integer); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.take_ring_v3(p_queue text, p_worker uuid, p_limit integer, p_first_stripe integer, p_enough integer) RETURNS TABLE(ring_slot smallint, ring_id bigint, ring_message_id text, ring_message jsonb)
    LANGUAGE plpgsql
    AS $$
DECLARE
    v_stripe int;
    v_taken int := 0;
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
        RETURN QUERY SELECT s.ring_slot, s.ring_id, s.ring_message_id, s.ring_message
            FROM hourglass.claim_ring_stripe_v3(p_queue, v_stripe, p_worker, p_limit - v_taken) AS s;
        GET DIAGNOSTICS v_rows = ROW_COUNT;
        v_taken := v_taken + v_rows;
        EXIT WHEN v_taken >= least(p_limit, p_enough);
    END LOOP;
END
$$;

--
-- Name: task_time_v1(text, timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.task_time_v1(p_name text, p_value timestamp with time zone, p_now timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    AS $$
            SELECT hourglass.time_within_v1(p_name, p_value, p_now, interval '30 days', interval '366 days')
        $$;

--
-- Name: text_v1(text, text, integer); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.text_v1(p_name text, p_value text, p_max_length integer) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    AS $_$
        DECLARE
            v_stripped text := regexp_replace(p_value, '^\s+|\s+$', '', 'g');
        BEGIN
            IF v_stripped IS NULL OR NOT length(v_stripped) BETWEEN 1 AND p_max_length
               OR v_stripped ~ '[[:cntrl:]]' THEN
                PERFORM hourglass.refuse_v1(
                    CASE WHEN p_value IS NULL THEN '22004' ELSE '22023' END,
                    format('%s must be 1 to %s printable characters, got %s',
                           p_name, p_max_length, hourglass.shown_v1(p_value)));
            END IF;
            RETURN v_stripped;
        END
        $_$;

--
-- Name: time_within_v1(text, timestamp with time zone, timestamp with time zone, interval, interval); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.time_within_v1(p_name text, p_value timestamp with time zone, p_now timestamp with time zone, p_before interval, p_after interval) RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE
    AS $$
        BEGIN
            IF p_value IS NULL OR NOT p_value BETWEEN p_now - p_before AND p_now + p_after THEN
                PERFORM hourglass.refuse_v1(
                    CASE WHEN p_value IS NULL THEN '22004' ELSE '22008' END,
                    format('%s must be from %s before to %s after now (%s), got %s',
                           p_name, hourglass.duration_v1(p_before), hourglass.duration_v1(p_after),
                           to_char(p_now AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"'),
                           coalesce(to_char(p_value AT TIME ZONE 'UTC',
                                            'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"'), 'NULL')));
            END IF;
            RETURN p_value;
        END
        $$;

--
-- Name: update_review_v2(text, bigint, bigint, integer, text, text, text); Type: FUNCTION; Schema: hourglass; Owner: -
--

CREATE FUNCTION hourglass.update_review_v2(p_changed_by text, p_user_id bigint, p_review_id bigint, p_rating integer, p_capacity text, p_density text, p_particle text) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
    v_item_type text;
BEGIN
    PERFORM hourglass.positive_id_v1('review_id', p_review_id);
    PERFORM hourglass.check_answers_v1(p_rating, p_capacity, p_density, p_particle, true);
    UPDATE review AS r
    SET rating = coalesce(p_rating, r.rating), capacity = coalesce(p_capacity, r.capacity),
        density = coalesce(p_density, r.density), particle = coalesce(p_particle, r.particle),
        updated_at = now()
    FROM item AS i
    WHERE r.id = p_review_id AND r.deleted_at IS NULL
      AND (p_user_id IS NULL OR r.user_id = p_user_id) AND i.id = r.item_id
    RETURNING i.item_type INTO v_item_type;
    IF NOT FOUND THEN
        PERFORM hourglass.refuse_v1('23503', CASE WHEN p_user_id IS NULL
            THEN format('unknown review %s', p_review_id)
            ELSE format('unknown review %s of user %s', p_review_id, p_user_id) END);
    END IF;
    PERFORM hourglass.signal_review_change_v2(v_item_type, p_changed_by);
END
$$;

--
-- Name: queue_outer_bucket(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.queue_outer_bucket(due_at timestamp with time zone) RETURNS smallint
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$ SELECT (floor(extract(epoch FROM due_at) / 86400)::bigint % 64)::smallint $$;

--
-- Name: queue_ring_slot(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.queue_ring_slot(at timestamp with time zone) RETURNS smallint
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$ SELECT (floor(extract(epoch FROM at) / 15)::bigint % 8)::smallint $$;

--
-- Name: queue_waiting_bucket(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.queue_waiting_bucket(due_at timestamp with time zone) RETURNS smallint
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$ SELECT (floor(extract(epoch FROM due_at) / 120)::bigint % 64)::smallint $$;

--
-- Name: result_ring_bucket(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.result_ring_bucket(expires_at timestamp with time zone) RETURNS smallint
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT (floor(extract(epoch FROM expires_at) / 300)::bigint % 16)::smallint $$;

--
-- Name: succeed_recommendation_task_v2(bigint, integer, text, bigint[], uuid, text, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.succeed_recommendation_task_v2(p_task_id bigint, p_attempt integer, p_generation_type text, p_product_ids bigint[], p_claim_message_id uuid, p_claim_queue_name text, p_claim_worker_id uuid) RETURNS boolean
    LANGUAGE plpgsql
    AS $$
        DECLARE
            v_member_id bigint;
        BEGIN
            IF p_claim_message_id IS NOT NULL THEN
                DELETE FROM dramatiq.queue
                WHERE message_id = p_claim_message_id AND queue_name = p_claim_queue_name
                  AND "state"::text = 'consumed' AND worker_id = p_claim_worker_id;
            END IF;

            UPDATE recommendation_task SET status = 'SUCCEEDED', finished_at = now(), error = NULL
            WHERE id = p_task_id AND status NOT IN ('PENDING', 'SUCCEEDED', 'FAILED')
              AND attempts = p_attempt
            RETURNING member_id INTO v_member_id;
            IF v_member_id IS NULL THEN
                RETURN false;
            END IF;

            INSERT INTO recommended_product
                (member_id, rank, product_id, candidate_generation_type, generated_at)
            SELECT v_member_id, ranked.rank, ranked.product_id, p_generation_type, now()
            FROM unnest(p_product_ids) WITH ORDINALITY AS ranked(product_id, rank)
            ON CONFLICT (member_id, rank) DO UPDATE
                SET product_id = EXCLUDED.product_id,
                    candidate_generation_type = EXCLUDED.candidate_generation_type,
                    generated_at = EXCLUDED.generated_at;

            DELETE FROM recommended_product
            WHERE member_id = v_member_id AND rank > cardinality(p_product_ids);
            RETURN true;
        END
        $$;

--
-- Name: queue; Type: TABLE; Schema: dramatiq; Owner: -
--

CREATE TABLE dramatiq.queue (
    message_id uuid NOT NULL,
    queue_name text DEFAULT 'default'::text NOT NULL,
    state dramatiq.state,
    mtime timestamp with time zone DEFAULT now(),
    message jsonb,
    "position" bigint NOT NULL,
    available_at timestamp with time zone DEFAULT now() NOT NULL,
    worker_id uuid,
    consumed_at timestamp with time zone
)
WITH (autovacuum_vacuum_scale_factor='0', autovacuum_vacuum_threshold='1000', autovacuum_vacuum_insert_scale_factor='0', autovacuum_vacuum_insert_threshold='1000', autovacuum_analyze_scale_factor='0.05', autovacuum_vacuum_cost_delay='0');

--
-- Name: queue_position_seq; Type: SEQUENCE; Schema: dramatiq; Owner: -
--

ALTER TABLE dramatiq.queue ALTER COLUMN "position" ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME dramatiq.queue_position_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: result; Type: TABLE; Schema: dramatiq; Owner: -
--

CREATE TABLE dramatiq.result (
    message_id uuid NOT NULL,
    result jsonb,
    expires_at timestamp with time zone
);

--
-- Name: worker; Type: TABLE; Schema: dramatiq; Owner: -
--

CREATE TABLE dramatiq.worker (
    worker_id uuid NOT NULL,
    heartbeat_at timestamp with time zone NOT NULL
);

--
-- Name: queue_outer_cancel; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
)
PARTITION BY LIST (bucket);

--
-- Name: queue_outer_carry; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_carry (
    one boolean DEFAULT true NOT NULL,
    snapshot pg_snapshot NOT NULL,
    due_at timestamp with time zone NOT NULL,
    after_id bigint NOT NULL,
    CONSTRAINT queue_outer_carry_one_check CHECK (one)
);

--
-- Name: queue_outer_message_id; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.queue_outer_message_id
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: queue_outer_message; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
)
PARTITION BY LIST (bucket);

--
-- Name: queue_promotion_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.queue_promotion_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: queue_promotion; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_promotion (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_promotion_seq'::regclass) NOT NULL,
    snapshot pg_snapshot NOT NULL,
    due_at timestamp with time zone NOT NULL,
    after_id bigint NOT NULL
)
PARTITION BY LIST (slot);

--
-- Name: queue_ring_claim; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_claim (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    worker_id uuid NOT NULL,
    claimed_at timestamp with time zone DEFAULT now() NOT NULL
)
PARTITION BY LIST (slot);

--
-- Name: queue_ring_message_id; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.queue_ring_message_id
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: queue_ring_message; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_message (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    id bigint DEFAULT nextval('public.queue_ring_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
)
PARTITION BY LIST (slot);

--
-- Name: queue_ring_receipt; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_receipt (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    outcome text NOT NULL
)
PARTITION BY LIST (slot);

--
-- Name: queue_waiting_cancel; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
)
PARTITION BY LIST (bucket);

--
-- Name: queue_waiting_message_id; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.queue_waiting_message_id
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: queue_waiting_message; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
)
PARTITION BY LIST (bucket);

--
-- Name: message; Type: VIEW; Schema: hourglass; Owner: -
--

CREATE VIEW hourglass.message AS
 SELECT 'cold'::text AS lane,
    q.queue_name,
    q.message_id,
    (q.state)::text AS state,
    q.message,
    q.available_at,
    q.worker_id,
    q.consumed_at
   FROM dramatiq.queue q
UNION ALL
 SELECT 'hot'::text AS lane,
    m.queue_name,
    m.message_id,
        CASE
            WHEN (c.id IS NULL) THEN 'queued'::text
            ELSE 'consumed'::text
        END AS state,
    m.message,
    m.sent_at AS available_at,
    c.worker_id,
    c.claimed_at AS consumed_at
   FROM (public.queue_ring_message m
     LEFT JOIN public.queue_ring_claim c ON (((c.slot = m.slot) AND (c.id = m.id))))
  WHERE (NOT (EXISTS ( SELECT 1
           FROM public.queue_ring_receipt t
          WHERE ((t.slot = m.slot) AND (t.id = m.id)))))
UNION ALL
 SELECT 'waiting'::text AS lane,
    m.queue_name,
    m.message_id,
    'queued'::text AS state,
    m.message,
    m.due_at AS available_at,
    NULL::uuid AS worker_id,
    NULL::timestamp with time zone AS consumed_at
   FROM (public.queue_waiting_message m
     LEFT JOIN LATERAL ( SELECT p.snapshot,
            p.due_at,
            p.after_id
           FROM public.queue_promotion p
          ORDER BY p.seq DESC
         LIMIT 1) promotion ON (true))
  WHERE ((NOT COALESCE((pg_visible_in_snapshot(m.txid, promotion.snapshot) AND (ROW(m.due_at, m.id) <= ROW(promotion.due_at, promotion.after_id))), false)) AND (NOT (EXISTS ( SELECT 1
           FROM public.queue_waiting_cancel c
          WHERE (c.message_id = m.message_id)))))
UNION ALL
 SELECT 'outer'::text AS lane,
    m.queue_name,
    m.message_id,
    'queued'::text AS state,
    m.message,
    m.due_at AS available_at,
    NULL::uuid AS worker_id,
    NULL::timestamp with time zone AS consumed_at
   FROM (public.queue_outer_message m
     LEFT JOIN LATERAL ( SELECT c.snapshot,
            c.due_at,
            c.after_id
           FROM public.queue_outer_carry c
         LIMIT 1) carry ON (true))
  WHERE ((NOT COALESCE((pg_visible_in_snapshot(m.txid, carry.snapshot) AND (ROW(m.due_at, m.id) <= ROW(carry.due_at, carry.after_id))), false)) AND (NOT (EXISTS ( SELECT 1
           FROM public.queue_outer_cancel c
          WHERE (c.message_id = m.message_id)))));

--
-- Name: collection_cycle; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.collection_cycle (
    id bigint NOT NULL,
    source_id bigint NOT NULL,
    business_date date NOT NULL,
    status text DEFAULT 'READY'::text NOT NULL,
    cursor text,
    page_count integer DEFAULT 0 NOT NULL,
    seen_count integer DEFAULT 0 NOT NULL,
    upserted_count integer DEFAULT 0 NOT NULL,
    closed_count integer DEFAULT 0 NOT NULL,
    lease_token uuid,
    lease_expires_at timestamp with time zone,
    requested_at timestamp with time zone,
    failure_kind text,
    failure_detail text,
    ready_since timestamp with time zone DEFAULT now() NOT NULL,
    started_at timestamp with time zone,
    finished_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT collection_cycle_check CHECK (((status <> 'RUNNING'::text) OR ((lease_token IS NOT NULL) AND (lease_expires_at IS NOT NULL)))),
    CONSTRAINT collection_cycle_status_check CHECK ((status = ANY (ARRAY['READY'::text, 'RUNNING'::text, 'SUCCEEDED'::text, 'FAILED'::text])))
);

--
-- Name: collection_cycle_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.collection_cycle_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: collection_cycle_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.collection_cycle_id_seq OWNED BY public.collection_cycle.id;

--
-- Name: collection_seen_posting; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.collection_seen_posting (
    cycle_id bigint NOT NULL,
    external_id text NOT NULL,
    seen_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL
)
WITH (autovacuum_vacuum_scale_factor='0.02', autovacuum_vacuum_insert_scale_factor='0.02', autovacuum_analyze_scale_factor='0.02');

--
-- Name: company; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.company (
    id bigint NOT NULL,
    name text NOT NULL,
    normalized_name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT company_normalized_name_check CHECK ((normalized_name <> ''::text))
);

--
-- Name: company_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.company_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: company_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.company_id_seq OWNED BY public.company.id;

--
-- Name: feature_flag; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.feature_flag (
    name text NOT NULL,
    enabled boolean NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: flow_limit; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.flow_limit (
    actor_name text NOT NULL,
    queue_name text NOT NULL,
    per_key boolean DEFAULT false NOT NULL,
    declared_concurrency integer,
    declared_per_second integer,
    concurrency integer,
    per_second integer,
    changed_by text,
    changed_at timestamp with time zone,
    CONSTRAINT flow_limit_concurrency_check CHECK ((concurrency >= 0)),
    CONSTRAINT flow_limit_declared_concurrency_check CHECK ((declared_concurrency >= 1)),
    CONSTRAINT flow_limit_declared_per_second_check CHECK ((declared_per_second >= 1)),
    CONSTRAINT flow_limit_per_second_check CHECK ((per_second >= 0))
);

--
-- Name: flow_start; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.flow_start (
    message_id uuid NOT NULL,
    actor_name text NOT NULL,
    flow_key text NOT NULL,
    started_at timestamp with time zone NOT NULL
);

--
-- Name: item; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.item (
    id bigint NOT NULL,
    item_type text NOT NULL,
    name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT item_item_type_check CHECK ((item_type = ANY (ARRAY['EARLY_WEANING'::text, 'MIDDLE_WEANING'::text, 'LATE_WEANING'::text, 'COMPLETE_WEANING'::text, 'TODDLER_MEAL'::text, 'SIDE_DISH'::text, 'SOUP'::text, 'SNACK'::text, 'BEVERAGE'::text])))
);

--
-- Name: item_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.item_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: item_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.item_id_seq OWNED BY public.item.id;

--
-- Name: job_posting; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.job_posting (
    id bigint NOT NULL,
    source_id bigint NOT NULL,
    external_id text NOT NULL,
    company_id bigint NOT NULL,
    title text NOT NULL,
    url text,
    location text,
    raw jsonb NOT NULL,
    first_seen_at timestamp with time zone DEFAULT now() NOT NULL,
    last_seen_at timestamp with time zone DEFAULT now() NOT NULL,
    closed_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
)
WITH (autovacuum_vacuum_scale_factor='0.02', autovacuum_vacuum_insert_scale_factor='0.02', autovacuum_analyze_scale_factor='0.02');

--
-- Name: job_posting_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.job_posting_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: job_posting_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.job_posting_id_seq OWNED BY public.job_posting.id;

--
-- Name: job_source; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.job_source (
    id bigint NOT NULL,
    name text NOT NULL,
    kind text NOT NULL,
    format text NOT NULL,
    base_url text NOT NULL,
    board text,
    company_id bigint,
    enabled boolean DEFAULT true NOT NULL,
    throttle_ms integer DEFAULT 1000 NOT NULL,
    page_size integer DEFAULT 100 NOT NULL,
    next_request_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT job_source_check CHECK (((kind = 'COMPANY'::text) = (company_id IS NOT NULL))),
    CONSTRAINT job_source_check1 CHECK (((format = 'feed'::text) = (kind = 'AGGREGATOR'::text))),
    CONSTRAINT job_source_check2 CHECK (((format = 'feed'::text) OR (board IS NOT NULL))),
    CONSTRAINT job_source_format_check CHECK ((format = ANY (ARRAY['greenhouse'::text, 'lever'::text, 'feed'::text]))),
    CONSTRAINT job_source_kind_check CHECK ((kind = ANY (ARRAY['COMPANY'::text, 'AGGREGATOR'::text]))),
    CONSTRAINT job_source_page_size_check CHECK (((page_size >= 1) AND (page_size <= 1000))),
    CONSTRAINT job_source_throttle_ms_check CHECK ((throttle_ms >= 0))
);

--
-- Name: job_source_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.job_source_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: job_source_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.job_source_id_seq OWNED BY public.job_source.id;

--
-- Name: member_visit_trigger; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.member_visit_trigger (
    member_id bigint NOT NULL,
    last_visited_at timestamp with time zone NOT NULL,
    trigger_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
)
WITH (autovacuum_vacuum_scale_factor='0.02', autovacuum_vacuum_insert_scale_factor='0.02', autovacuum_analyze_scale_factor='0.02');

--
-- Name: notification_request; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notification_request (
    id uuid NOT NULL,
    scheduled_job_id bigint NOT NULL,
    job_version integer NOT NULL,
    task_id bigint NOT NULL,
    purpose text NOT NULL,
    recipient text NOT NULL,
    payload jsonb NOT NULL,
    status text DEFAULT 'PENDING'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    message_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    attempted_at timestamp with time zone,
    finished_at timestamp with time zone,
    CONSTRAINT notification_request_status_check CHECK ((status = ANY (ARRAY['PENDING'::text, 'SENT'::text, 'FAILED'::text, 'SKIPPED'::text])))
)
WITH (autovacuum_vacuum_scale_factor='0.02', autovacuum_vacuum_insert_scale_factor='0.02', autovacuum_analyze_scale_factor='0.02');

--
-- Name: operator_action; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.operator_action (
    id bigint NOT NULL,
    acted_at timestamp with time zone DEFAULT now() NOT NULL,
    operator text NOT NULL,
    via text NOT NULL,
    action text NOT NULL,
    target text NOT NULL,
    outcome text NOT NULL,
    CONSTRAINT operator_action_via_check CHECK ((via = ANY (ARRAY['cli'::text, 'web'::text])))
);

--
-- Name: operator_action_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.operator_action_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: operator_action_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.operator_action_id_seq OWNED BY public.operator_action.id;

--
-- Name: product; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.product (
    id bigint NOT NULL,
    category text NOT NULL,
    name text NOT NULL
);

--
-- Name: product_view; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.product_view (
    id bigint NOT NULL,
    member_id bigint NOT NULL,
    product_id bigint NOT NULL,
    viewed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: product_view_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.product_view_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: product_view_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.product_view_id_seq OWNED BY public.product_view.id;

--
-- Name: queue_outer_cancel_0; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_0 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_1 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_10; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_10 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_11; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_11 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_12; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_12 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_13; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_13 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_14; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_14 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_15; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_15 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_16; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_16 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_17; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_17 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_18; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_18 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_19; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_19 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_2; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_2 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_20; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_20 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_21; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_21 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_22; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_22 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_23; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_23 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_24; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_24 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_25; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_25 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_26; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_26 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_27; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_27 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_28; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_28 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_29; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_29 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_3; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_3 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_30; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_30 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_31; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_31 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_32; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_32 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_33; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_33 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_34; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_34 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_35; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_35 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_36; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_36 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_37; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_37 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_38; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_38 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_39; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_39 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_4; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_4 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_40; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_40 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_41; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_41 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_42; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_42 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_43; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_43 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_44; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_44 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_45; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_45 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_46; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_46 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_47; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_47 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_48; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_48 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_49; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_49 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_5; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_5 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_50; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_50 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_51; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_51 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_52; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_52 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_53; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_53 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_54; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_54 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_55; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_55 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_56; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_56 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_57; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_57 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_58; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_58 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_59; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_59 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_6; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_6 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_60; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_60 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_61; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_61 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_62; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_62 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_63; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_63 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_7; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_7 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_8; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_8 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_cancel_9; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_cancel_9 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_0; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_0 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_1 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_10; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_10 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_11; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_11 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_12; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_12 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_13; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_13 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_14; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_14 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_15; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_15 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_16; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_16 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_17; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_17 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_18; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_18 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_19; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_19 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_2; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_2 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_20; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_20 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_21; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_21 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_22; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_22 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_23; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_23 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_24; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_24 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_25; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_25 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_26; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_26 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_27; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_27 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_28; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_28 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_29; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_29 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_3; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_3 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_30; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_30 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_31; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_31 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_32; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_32 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_33; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_33 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_34; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_34 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_35; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_35 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_36; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_36 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_37; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_37 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_38; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_38 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_39; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_39 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_4; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_4 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_40; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_40 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_41; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_41 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_42; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_42 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_43; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_43 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_44; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_44 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_45; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_45 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_46; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_46 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_47; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_47 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_48; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_48 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_49; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_49 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_5; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_5 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_50; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_50 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_51; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_51 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_52; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_52 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_53; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_53 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_54; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_54 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_55; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_55 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_56; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_56 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_57; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_57 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_58; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_58 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_59; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_59 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_6; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_6 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_60; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_60 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_61; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_61 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_62; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_62 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_63; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_63 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_7; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_7 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_8; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_8 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_outer_message_9; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_outer_message_9 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_outer_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_pause; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_pause (
    queue_name text NOT NULL,
    paused_at timestamp with time zone DEFAULT now() NOT NULL,
    paused_by text NOT NULL
);

--
-- Name: queue_promotion_0; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_promotion_0 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_promotion_seq'::regclass) NOT NULL,
    snapshot pg_snapshot NOT NULL,
    due_at timestamp with time zone NOT NULL,
    after_id bigint NOT NULL
);

--
-- Name: queue_promotion_1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_promotion_1 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_promotion_seq'::regclass) NOT NULL,
    snapshot pg_snapshot NOT NULL,
    due_at timestamp with time zone NOT NULL,
    after_id bigint NOT NULL
);

--
-- Name: queue_promotion_2; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_promotion_2 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_promotion_seq'::regclass) NOT NULL,
    snapshot pg_snapshot NOT NULL,
    due_at timestamp with time zone NOT NULL,
    after_id bigint NOT NULL
);

--
-- Name: queue_promotion_3; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_promotion_3 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_promotion_seq'::regclass) NOT NULL,
    snapshot pg_snapshot NOT NULL,
    due_at timestamp with time zone NOT NULL,
    after_id bigint NOT NULL
);

--
-- Name: queue_promotion_4; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_promotion_4 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_promotion_seq'::regclass) NOT NULL,
    snapshot pg_snapshot NOT NULL,
    due_at timestamp with time zone NOT NULL,
    after_id bigint NOT NULL
);

--
-- Name: queue_promotion_5; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_promotion_5 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_promotion_seq'::regclass) NOT NULL,
    snapshot pg_snapshot NOT NULL,
    due_at timestamp with time zone NOT NULL,
    after_id bigint NOT NULL
);

--
-- Name: queue_promotion_6; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_promotion_6 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_promotion_seq'::regclass) NOT NULL,
    snapshot pg_snapshot NOT NULL,
    due_at timestamp with time zone NOT NULL,
    after_id bigint NOT NULL
);

--
-- Name: queue_promotion_7; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_promotion_7 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_promotion_seq'::regclass) NOT NULL,
    snapshot pg_snapshot NOT NULL,
    due_at timestamp with time zone NOT NULL,
    after_id bigint NOT NULL
);

--
-- Name: queue_ring_claim_0; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_claim_0 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    worker_id uuid NOT NULL,
    claimed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_claim_1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_claim_1 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    worker_id uuid NOT NULL,
    claimed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_claim_2; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_claim_2 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    worker_id uuid NOT NULL,
    claimed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_claim_3; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_claim_3 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    worker_id uuid NOT NULL,
    claimed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_claim_4; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_claim_4 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    worker_id uuid NOT NULL,
    claimed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_claim_5; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_claim_5 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    worker_id uuid NOT NULL,
    claimed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_claim_6; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_claim_6 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    worker_id uuid NOT NULL,
    claimed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_claim_7; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_claim_7 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    worker_id uuid NOT NULL,
    claimed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_cursor_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.queue_ring_cursor_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: queue_ring_cursor; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_cursor (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_ring_cursor_seq'::regclass) NOT NULL,
    queue_name text NOT NULL,
    stripe smallint NOT NULL,
    lower_snapshot pg_snapshot,
    upper_snapshot pg_snapshot NOT NULL,
    after_txid xid8 NOT NULL,
    after_id bigint NOT NULL,
    complete boolean NOT NULL
)
PARTITION BY LIST (slot);

--
-- Name: queue_ring_cursor_0; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_cursor_0 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_ring_cursor_seq'::regclass) NOT NULL,
    queue_name text NOT NULL,
    stripe smallint NOT NULL,
    lower_snapshot pg_snapshot,
    upper_snapshot pg_snapshot NOT NULL,
    after_txid xid8 NOT NULL,
    after_id bigint NOT NULL,
    complete boolean NOT NULL
);

--
-- Name: queue_ring_cursor_1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_cursor_1 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_ring_cursor_seq'::regclass) NOT NULL,
    queue_name text NOT NULL,
    stripe smallint NOT NULL,
    lower_snapshot pg_snapshot,
    upper_snapshot pg_snapshot NOT NULL,
    after_txid xid8 NOT NULL,
    after_id bigint NOT NULL,
    complete boolean NOT NULL
);

--
-- Name: queue_ring_cursor_2; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_cursor_2 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_ring_cursor_seq'::regclass) NOT NULL,
    queue_name text NOT NULL,
    stripe smallint NOT NULL,
    lower_snapshot pg_snapshot,
    upper_snapshot pg_snapshot NOT NULL,
    after_txid xid8 NOT NULL,
    after_id bigint NOT NULL,
    complete boolean NOT NULL
);

--
-- Name: queue_ring_cursor_3; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_cursor_3 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_ring_cursor_seq'::regclass) NOT NULL,
    queue_name text NOT NULL,
    stripe smallint NOT NULL,
    lower_snapshot pg_snapshot,
    upper_snapshot pg_snapshot NOT NULL,
    after_txid xid8 NOT NULL,
    after_id bigint NOT NULL,
    complete boolean NOT NULL
);

--
-- Name: queue_ring_cursor_4; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_cursor_4 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_ring_cursor_seq'::regclass) NOT NULL,
    queue_name text NOT NULL,
    stripe smallint NOT NULL,
    lower_snapshot pg_snapshot,
    upper_snapshot pg_snapshot NOT NULL,
    after_txid xid8 NOT NULL,
    after_id bigint NOT NULL,
    complete boolean NOT NULL
);

--
-- Name: queue_ring_cursor_5; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_cursor_5 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_ring_cursor_seq'::regclass) NOT NULL,
    queue_name text NOT NULL,
    stripe smallint NOT NULL,
    lower_snapshot pg_snapshot,
    upper_snapshot pg_snapshot NOT NULL,
    after_txid xid8 NOT NULL,
    after_id bigint NOT NULL,
    complete boolean NOT NULL
);

--
-- Name: queue_ring_cursor_6; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_cursor_6 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_ring_cursor_seq'::regclass) NOT NULL,
    queue_name text NOT NULL,
    stripe smallint NOT NULL,
    lower_snapshot pg_snapshot,
    upper_snapshot pg_snapshot NOT NULL,
    after_txid xid8 NOT NULL,
    after_id bigint NOT NULL,
    complete boolean NOT NULL
);

--
-- Name: queue_ring_cursor_7; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_cursor_7 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    seq bigint DEFAULT nextval('public.queue_ring_cursor_seq'::regclass) NOT NULL,
    queue_name text NOT NULL,
    stripe smallint NOT NULL,
    lower_snapshot pg_snapshot,
    upper_snapshot pg_snapshot NOT NULL,
    after_txid xid8 NOT NULL,
    after_id bigint NOT NULL,
    complete boolean NOT NULL
);

--
-- Name: queue_ring_message_0; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_message_0 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    id bigint DEFAULT nextval('public.queue_ring_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_message_1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_message_1 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    id bigint DEFAULT nextval('public.queue_ring_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_message_2; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_message_2 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    id bigint DEFAULT nextval('public.queue_ring_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_message_3; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_message_3 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    id bigint DEFAULT nextval('public.queue_ring_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_message_4; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_message_4 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    id bigint DEFAULT nextval('public.queue_ring_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_message_5; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_message_5 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    id bigint DEFAULT nextval('public.queue_ring_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_message_6; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_message_6 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    id bigint DEFAULT nextval('public.queue_ring_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_message_7; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_message_7 (
    slot smallint DEFAULT public.queue_ring_slot(clock_timestamp()) NOT NULL,
    id bigint DEFAULT nextval('public.queue_ring_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_ring_receipt_0; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_receipt_0 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    outcome text NOT NULL
);

--
-- Name: queue_ring_receipt_1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_receipt_1 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    outcome text NOT NULL
);

--
-- Name: queue_ring_receipt_2; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_receipt_2 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    outcome text NOT NULL
);

--
-- Name: queue_ring_receipt_3; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_receipt_3 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    outcome text NOT NULL
);

--
-- Name: queue_ring_receipt_4; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_receipt_4 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    outcome text NOT NULL
);

--
-- Name: queue_ring_receipt_5; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_receipt_5 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    outcome text NOT NULL
);

--
-- Name: queue_ring_receipt_6; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_receipt_6 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    outcome text NOT NULL
);

--
-- Name: queue_ring_receipt_7; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_ring_receipt_7 (
    slot smallint NOT NULL,
    id bigint NOT NULL,
    outcome text NOT NULL
);

--
-- Name: queue_waiting_cancel_0; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_0 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_1 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_10; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_10 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_11; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_11 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_12; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_12 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_13; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_13 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_14; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_14 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_15; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_15 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_16; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_16 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_17; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_17 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_18; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_18 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_19; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_19 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_2; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_2 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_20; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_20 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_21; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_21 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_22; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_22 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_23; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_23 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_24; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_24 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_25; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_25 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_26; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_26 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_27; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_27 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_28; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_28 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_29; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_29 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_3; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_3 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_30; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_30 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_31; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_31 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_32; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_32 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_33; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_33 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_34; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_34 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_35; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_35 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_36; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_36 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_37; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_37 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_38; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_38 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_39; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_39 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_4; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_4 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_40; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_40 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_41; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_41 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_42; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_42 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_43; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_43 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_44; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_44 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_45; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_45 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_46; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_46 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_47; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_47 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_48; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_48 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_49; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_49 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_5; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_5 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_50; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_50 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_51; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_51 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_52; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_52 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_53; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_53 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_54; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_54 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_55; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_55 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_56; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_56 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_57; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_57 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_58; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_58 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_59; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_59 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_6; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_6 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_60; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_60 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_61; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_61 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_62; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_62 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_63; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_63 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_7; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_7 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_8; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_8 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_cancel_9; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_cancel_9 (
    bucket smallint NOT NULL,
    message_id uuid NOT NULL,
    cancelled_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_0; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_0 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_1 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_10; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_10 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_11; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_11 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_12; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_12 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_13; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_13 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_14; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_14 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_15; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_15 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_16; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_16 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_17; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_17 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_18; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_18 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_19; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_19 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_2; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_2 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_20; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_20 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_21; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_21 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_22; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_22 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_23; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_23 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_24; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_24 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_25; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_25 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_26; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_26 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_27; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_27 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_28; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_28 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_29; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_29 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_3; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_3 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_30; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_30 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_31; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_31 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_32; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_32 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_33; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_33 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_34; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_34 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_35; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_35 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_36; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_36 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_37; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_37 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_38; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_38 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_39; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_39 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_4; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_4 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_40; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_40 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_41; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_41 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_42; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_42 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_43; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_43 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_44; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_44 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_45; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_45 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_46; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_46 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_47; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_47 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_48; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_48 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_49; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_49 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_5; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_5 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_50; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_50 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_51; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_51 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_52; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_52 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_53; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_53 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_54; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_54 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_55; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_55 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_56; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_56 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_57; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_57 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_58; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_58 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_59; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_59 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_6; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_6 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_60; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_60 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_61; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_61 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_62; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_62 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_63; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_63 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_7; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_7 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_8; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_8 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: queue_waiting_message_9; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_waiting_message_9 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.queue_waiting_message_id'::regclass) NOT NULL,
    txid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    due_at timestamp with time zone NOT NULL,
    queue_name text NOT NULL,
    message_id uuid NOT NULL,
    message jsonb NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: rate_limit; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rate_limit (
    key text NOT NULL,
    value bigint NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: recommendation_task; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.recommendation_task (
    id bigint NOT NULL,
    member_id bigint NOT NULL,
    candidate_generation_type text NOT NULL,
    status text DEFAULT 'PENDING'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    picked_at timestamp with time zone,
    finished_at timestamp with time zone,
    attempts integer DEFAULT 0 NOT NULL,
    error text,
    message_id uuid,
    CONSTRAINT recommendation_task_candidate_generation_type_check CHECK ((candidate_generation_type = ANY (ARRAY['G0'::text, 'G1'::text, 'G2'::text]))),
    CONSTRAINT recommendation_task_status_check CHECK ((status = ANY (ARRAY['PENDING'::text, 'RUNNING'::text, 'SUCCEEDED'::text, 'FAILED'::text])))
)
WITH (autovacuum_vacuum_scale_factor='0.02', autovacuum_vacuum_insert_scale_factor='0.02', autovacuum_analyze_scale_factor='0.02');

--
-- Name: recommendation_task_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.recommendation_task_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: recommendation_task_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.recommendation_task_id_seq OWNED BY public.recommendation_task.id;

--
-- Name: recommended_product; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.recommended_product (
    member_id bigint NOT NULL,
    rank integer NOT NULL,
    product_id bigint NOT NULL,
    candidate_generation_type text NOT NULL,
    generated_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_id; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.result_ring_id
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: result_ring; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
)
PARTITION BY LIST (bucket);

--
-- Name: result_ring_0; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_0 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_1 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_10; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_10 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_11; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_11 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_12; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_12 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_13; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_13 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_14; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_14 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_15; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_15 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_2; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_2 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_3; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_3 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_4; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_4 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_5; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_5 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_6; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_6 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_7; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_7 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_8; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_8 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: result_ring_9; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.result_ring_9 (
    bucket smallint NOT NULL,
    id bigint DEFAULT nextval('public.result_ring_id'::regclass) NOT NULL,
    message_key text NOT NULL,
    message_id uuid,
    payload bytea NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: review; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.review (
    id bigint NOT NULL,
    item_id bigint NOT NULL,
    user_id bigint NOT NULL,
    rating smallint NOT NULL,
    capacity text NOT NULL,
    density text NOT NULL,
    particle text NOT NULL,
    hidden_at timestamp with time zone,
    deleted_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT review_capacity_check CHECK ((capacity = ANY (ARRAY['SMALL'::text, 'ENOUGH'::text, 'PLENTY'::text]))),
    CONSTRAINT review_density_check CHECK ((density = ANY (ARRAY['WATERY'::text, 'SMOOTH'::text, 'THICK'::text]))),
    CONSTRAINT review_particle_check CHECK ((particle = ANY (ARRAY['SMALL'::text, 'MEDIUM'::text, 'LARGE'::text]))),
    CONSTRAINT review_rating_check CHECK (((rating >= 1) AND (rating <= 5)))
);

--
-- Name: review_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.review_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: review_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.review_id_seq OWNED BY public.review.id;

--
-- Name: review_stats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.review_stats (
    item_type text NOT NULL,
    review_count bigint NOT NULL,
    rating_sum bigint NOT NULL,
    rating_average double precision NOT NULL,
    capacity_small_count bigint NOT NULL,
    capacity_enough_count bigint NOT NULL,
    capacity_plenty_count bigint NOT NULL,
    density_watery_count bigint NOT NULL,
    density_smooth_count bigint NOT NULL,
    density_thick_count bigint NOT NULL,
    particle_small_count bigint NOT NULL,
    particle_medium_count bigint NOT NULL,
    particle_large_count bigint NOT NULL,
    capacity_small_ratio double precision NOT NULL,
    capacity_enough_ratio double precision NOT NULL,
    capacity_plenty_ratio double precision NOT NULL,
    density_watery_ratio double precision NOT NULL,
    density_smooth_ratio double precision NOT NULL,
    density_thick_ratio double precision NOT NULL,
    particle_small_ratio double precision NOT NULL,
    particle_medium_ratio double precision NOT NULL,
    particle_large_ratio double precision NOT NULL,
    source_version bigint NOT NULL,
    created_by text,
    updated_by text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: review_stats_signal; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.review_stats_signal (
    item_type text NOT NULL,
    dirty_version bigint DEFAULT 0 NOT NULL,
    recomputed_version bigint DEFAULT 0 NOT NULL,
    pending_ticket uuid,
    sent_at timestamp with time zone,
    signalled_at timestamp with time zone,
    last_changed_by text,
    recomputed_at timestamp with time zone,
    recomputes bigint DEFAULT 0 NOT NULL
);

--
-- Name: scheduled_job; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.scheduled_job (
    id bigint NOT NULL,
    job_key text NOT NULL,
    kind text NOT NULL,
    task_id bigint NOT NULL,
    parameters jsonb DEFAULT '{}'::jsonb NOT NULL,
    fire_at timestamp with time zone NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    status text DEFAULT 'SCHEDULED'::text NOT NULL,
    reason text,
    message_id uuid,
    fired_at timestamp with time zone,
    lateness_ms bigint GENERATED ALWAYS AS (((EXTRACT(epoch FROM (fired_at - fire_at)) * (1000)::numeric))::bigint) STORED,
    notification_request_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT scheduled_job_kind_check CHECK ((kind = ANY (ARRAY['DEADLINE_CHECK'::text, 'DEADLINE_REMINDER'::text, 'TEACHER_REMINDER'::text, 'DUE_AT_REMINDER'::text]))),
    CONSTRAINT scheduled_job_status_check CHECK ((status = ANY (ARRAY['SCHEDULED'::text, 'FIRED'::text, 'SKIPPED'::text, 'MISSED'::text, 'CANCELLED'::text])))
)
WITH (autovacuum_vacuum_scale_factor='0.02', autovacuum_vacuum_insert_scale_factor='0.02', autovacuum_analyze_scale_factor='0.02');

--
-- Name: scheduled_job_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.scheduled_job_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: scheduled_job_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.scheduled_job_id_seq OWNED BY public.scheduled_job.id;

--
-- Name: scheduler_tick; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.scheduler_tick (
    actor_name text NOT NULL,
    last_tick_at timestamp with time zone NOT NULL
);

--
-- Name: schema_migration; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.schema_migration (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    applied timestamp without time zone NOT NULL
);

--
-- Name: schema_migration_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.schema_migration_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: schema_migration_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.schema_migration_id_seq OWNED BY public.schema_migration.id;

--
-- Name: sla_snapshot; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sla_snapshot (
    business_date date NOT NULL,
    cutoff_at timestamp with time zone NOT NULL,
    captured_at timestamp with time zone NOT NULL,
    late boolean NOT NULL,
    ready integer NOT NULL,
    running integer NOT NULL,
    succeeded integer NOT NULL,
    failed integer NOT NULL
);

--
-- Name: sla_snapshot_cycle; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sla_snapshot_cycle (
    business_date date NOT NULL,
    cycle_id bigint NOT NULL,
    source_id bigint NOT NULL,
    status text NOT NULL,
    cursor text,
    page_count integer NOT NULL,
    seen_count integer NOT NULL,
    upserted_count integer NOT NULL,
    closed_count integer NOT NULL,
    failure_kind text
);

--
-- Name: task_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.task_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: task_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.task_id_seq OWNED BY public.task.id;

--
-- Name: queue_outer_cancel_0; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_0 FOR VALUES IN ('0');

--
-- Name: queue_outer_cancel_1; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_1 FOR VALUES IN ('1');

--
-- Name: queue_outer_cancel_10; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_10 FOR VALUES IN ('10');

--
-- Name: queue_outer_cancel_11; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_11 FOR VALUES IN ('11');

--
-- Name: queue_outer_cancel_12; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_12 FOR VALUES IN ('12');

--
-- Name: queue_outer_cancel_13; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_13 FOR VALUES IN ('13');

--
-- Name: queue_outer_cancel_14; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_14 FOR VALUES IN ('14');

--
-- Name: queue_outer_cancel_15; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_15 FOR VALUES IN ('15');

--
-- Name: queue_outer_cancel_16; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_16 FOR VALUES IN ('16');

--
-- Name: queue_outer_cancel_17; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_17 FOR VALUES IN ('17');

--
-- Name: queue_outer_cancel_18; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_18 FOR VALUES IN ('18');

--
-- Name: queue_outer_cancel_19; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_19 FOR VALUES IN ('19');

--
-- Name: queue_outer_cancel_2; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_2 FOR VALUES IN ('2');

--
-- Name: queue_outer_cancel_20; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_20 FOR VALUES IN ('20');

--
-- Name: queue_outer_cancel_21; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_21 FOR VALUES IN ('21');

--
-- Name: queue_outer_cancel_22; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_22 FOR VALUES IN ('22');

--
-- Name: queue_outer_cancel_23; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_23 FOR VALUES IN ('23');

--
-- Name: queue_outer_cancel_24; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_24 FOR VALUES IN ('24');

--
-- Name: queue_outer_cancel_25; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_25 FOR VALUES IN ('25');

--
-- Name: queue_outer_cancel_26; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_26 FOR VALUES IN ('26');

--
-- Name: queue_outer_cancel_27; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_27 FOR VALUES IN ('27');

--
-- Name: queue_outer_cancel_28; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_28 FOR VALUES IN ('28');

--
-- Name: queue_outer_cancel_29; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_29 FOR VALUES IN ('29');

--
-- Name: queue_outer_cancel_3; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_3 FOR VALUES IN ('3');

--
-- Name: queue_outer_cancel_30; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_30 FOR VALUES IN ('30');

--
-- Name: queue_outer_cancel_31; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_31 FOR VALUES IN ('31');

--
-- Name: queue_outer_cancel_32; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_32 FOR VALUES IN ('32');

--
-- Name: queue_outer_cancel_33; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_33 FOR VALUES IN ('33');

--
-- Name: queue_outer_cancel_34; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_34 FOR VALUES IN ('34');

--
-- Name: queue_outer_cancel_35; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_35 FOR VALUES IN ('35');

--
-- Name: queue_outer_cancel_36; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_36 FOR VALUES IN ('36');

--
-- Name: queue_outer_cancel_37; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_37 FOR VALUES IN ('37');

--
-- Name: queue_outer_cancel_38; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_38 FOR VALUES IN ('38');

--
-- Name: queue_outer_cancel_39; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_39 FOR VALUES IN ('39');

--
-- Name: queue_outer_cancel_4; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_4 FOR VALUES IN ('4');

--
-- Name: queue_outer_cancel_40; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_40 FOR VALUES IN ('40');

--
-- Name: queue_outer_cancel_41; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_41 FOR VALUES IN ('41');

--
-- Name: queue_outer_cancel_42; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_42 FOR VALUES IN ('42');

--
-- Name: queue_outer_cancel_43; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_43 FOR VALUES IN ('43');

--
-- Name: queue_outer_cancel_44; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_44 FOR VALUES IN ('44');

--
-- Name: queue_outer_cancel_45; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_45 FOR VALUES IN ('45');

--
-- Name: queue_outer_cancel_46; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_46 FOR VALUES IN ('46');

--
-- Name: queue_outer_cancel_47; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_47 FOR VALUES IN ('47');

--
-- Name: queue_outer_cancel_48; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_48 FOR VALUES IN ('48');

--
-- Name: queue_outer_cancel_49; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_49 FOR VALUES IN ('49');

--
-- Name: queue_outer_cancel_5; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_5 FOR VALUES IN ('5');

--
-- Name: queue_outer_cancel_50; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_50 FOR VALUES IN ('50');

--
-- Name: queue_outer_cancel_51; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_51 FOR VALUES IN ('51');

--
-- Name: queue_outer_cancel_52; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_52 FOR VALUES IN ('52');

--
-- Name: queue_outer_cancel_53; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_53 FOR VALUES IN ('53');

--
-- Name: queue_outer_cancel_54; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_54 FOR VALUES IN ('54');

--
-- Name: queue_outer_cancel_55; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_55 FOR VALUES IN ('55');

--
-- Name: queue_outer_cancel_56; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_56 FOR VALUES IN ('56');

--
-- Name: queue_outer_cancel_57; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_57 FOR VALUES IN ('57');

--
-- Name: queue_outer_cancel_58; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_58 FOR VALUES IN ('58');

--
-- Name: queue_outer_cancel_59; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_59 FOR VALUES IN ('59');

--
-- Name: queue_outer_cancel_6; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_6 FOR VALUES IN ('6');

--
-- Name: queue_outer_cancel_60; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_60 FOR VALUES IN ('60');

--
-- Name: queue_outer_cancel_61; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_61 FOR VALUES IN ('61');

--
-- Name: queue_outer_cancel_62; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_62 FOR VALUES IN ('62');

--
-- Name: queue_outer_cancel_63; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_63 FOR VALUES IN ('63');

--
-- Name: queue_outer_cancel_7; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_7 FOR VALUES IN ('7');

--
-- Name: queue_outer_cancel_8; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_8 FOR VALUES IN ('8');

--
-- Name: queue_outer_cancel_9; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_cancel ATTACH PARTITION public.queue_outer_cancel_9 FOR VALUES IN ('9');

--
-- Name: queue_outer_message_0; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_0 FOR VALUES IN ('0');

--
-- Name: queue_outer_message_1; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_1 FOR VALUES IN ('1');

--
-- Name: queue_outer_message_10; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_10 FOR VALUES IN ('10');

--
-- Name: queue_outer_message_11; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_11 FOR VALUES IN ('11');

--
-- Name: queue_outer_message_12; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_12 FOR VALUES IN ('12');

--
-- Name: queue_outer_message_13; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_13 FOR VALUES IN ('13');

--
-- Name: queue_outer_message_14; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_14 FOR VALUES IN ('14');

--
-- Name: queue_outer_message_15; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_15 FOR VALUES IN ('15');

--
-- Name: queue_outer_message_16; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_16 FOR VALUES IN ('16');

--
-- Name: queue_outer_message_17; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_17 FOR VALUES IN ('17');

--
-- Name: queue_outer_message_18; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_18 FOR VALUES IN ('18');

--
-- Name: queue_outer_message_19; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_19 FOR VALUES IN ('19');

--
-- Name: queue_outer_message_2; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_2 FOR VALUES IN ('2');

--
-- Name: queue_outer_message_20; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_20 FOR VALUES IN ('20');

--
-- Name: queue_outer_message_21; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_21 FOR VALUES IN ('21');

--
-- Name: queue_outer_message_22; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_22 FOR VALUES IN ('22');

--
-- Name: queue_outer_message_23; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_23 FOR VALUES IN ('23');

--
-- Name: queue_outer_message_24; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_24 FOR VALUES IN ('24');

--
-- Name: queue_outer_message_25; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_25 FOR VALUES IN ('25');

--
-- Name: queue_outer_message_26; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_26 FOR VALUES IN ('26');

--
-- Name: queue_outer_message_27; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_27 FOR VALUES IN ('27');

--
-- Name: queue_outer_message_28; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_28 FOR VALUES IN ('28');

--
-- Name: queue_outer_message_29; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_29 FOR VALUES IN ('29');

--
-- Name: queue_outer_message_3; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_3 FOR VALUES IN ('3');

--
-- Name: queue_outer_message_30; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_30 FOR VALUES IN ('30');

--
-- Name: queue_outer_message_31; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_31 FOR VALUES IN ('31');

--
-- Name: queue_outer_message_32; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_32 FOR VALUES IN ('32');

--
-- Name: queue_outer_message_33; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_33 FOR VALUES IN ('33');

--
-- Name: queue_outer_message_34; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_34 FOR VALUES IN ('34');

--
-- Name: queue_outer_message_35; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_35 FOR VALUES IN ('35');

--
-- Name: queue_outer_message_36; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_36 FOR VALUES IN ('36');

--
-- Name: queue_outer_message_37; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_37 FOR VALUES IN ('37');

--
-- Name: queue_outer_message_38; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_38 FOR VALUES IN ('38');

--
-- Name: queue_outer_message_39; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_39 FOR VALUES IN ('39');

--
-- Name: queue_outer_message_4; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_4 FOR VALUES IN ('4');

--
-- Name: queue_outer_message_40; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_40 FOR VALUES IN ('40');

--
-- Name: queue_outer_message_41; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_41 FOR VALUES IN ('41');

--
-- Name: queue_outer_message_42; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_42 FOR VALUES IN ('42');

--
-- Name: queue_outer_message_43; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_43 FOR VALUES IN ('43');

--
-- Name: queue_outer_message_44; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_44 FOR VALUES IN ('44');

--
-- Name: queue_outer_message_45; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_45 FOR VALUES IN ('45');

--
-- Name: queue_outer_message_46; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_46 FOR VALUES IN ('46');

--
-- Name: queue_outer_message_47; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_47 FOR VALUES IN ('47');

--
-- Name: queue_outer_message_48; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_48 FOR VALUES IN ('48');

--
-- Name: queue_outer_message_49; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_49 FOR VALUES IN ('49');

--
-- Name: queue_outer_message_5; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_5 FOR VALUES IN ('5');

--
-- Name: queue_outer_message_50; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_50 FOR VALUES IN ('50');

--
-- Name: queue_outer_message_51; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_51 FOR VALUES IN ('51');

--
-- Name: queue_outer_message_52; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_52 FOR VALUES IN ('52');

--
-- Name: queue_outer_message_53; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_53 FOR VALUES IN ('53');

--
-- Name: queue_outer_message_54; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_54 FOR VALUES IN ('54');

--
-- Name: queue_outer_message_55; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_55 FOR VALUES IN ('55');

--
-- Name: queue_outer_message_56; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_56 FOR VALUES IN ('56');

--
-- Name: queue_outer_message_57; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_57 FOR VALUES IN ('57');

--
-- Name: queue_outer_message_58; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_58 FOR VALUES IN ('58');

--
-- Name: queue_outer_message_59; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_59 FOR VALUES IN ('59');

--
-- Name: queue_outer_message_6; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_6 FOR VALUES IN ('6');

--
-- Name: queue_outer_message_60; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_60 FOR VALUES IN ('60');

--
-- Name: queue_outer_message_61; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_61 FOR VALUES IN ('61');

--
-- Name: queue_outer_message_62; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_62 FOR VALUES IN ('62');

--
-- Name: queue_outer_message_63; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_63 FOR VALUES IN ('63');

--
-- Name: queue_outer_message_7; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_7 FOR VALUES IN ('7');

--
-- Name: queue_outer_message_8; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_8 FOR VALUES IN ('8');

--
-- Name: queue_outer_message_9; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message ATTACH PARTITION public.queue_outer_message_9 FOR VALUES IN ('9');

--
-- Name: queue_promotion_0; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_promotion ATTACH PARTITION public.queue_promotion_0 FOR VALUES IN ('0');

--
-- Name: queue_promotion_1; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_promotion ATTACH PARTITION public.queue_promotion_1 FOR VALUES IN ('1');

--
-- Name: queue_promotion_2; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_promotion ATTACH PARTITION public.queue_promotion_2 FOR VALUES IN ('2');

--
-- Name: queue_promotion_3; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_promotion ATTACH PARTITION public.queue_promotion_3 FOR VALUES IN ('3');

--
-- Name: queue_promotion_4; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_promotion ATTACH PARTITION public.queue_promotion_4 FOR VALUES IN ('4');

--
-- Name: queue_promotion_5; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_promotion ATTACH PARTITION public.queue_promotion_5 FOR VALUES IN ('5');

--
-- Name: queue_promotion_6; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_promotion ATTACH PARTITION public.queue_promotion_6 FOR VALUES IN ('6');

--
-- Name: queue_promotion_7; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_promotion ATTACH PARTITION public.queue_promotion_7 FOR VALUES IN ('7');

--
-- Name: queue_ring_claim_0; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim ATTACH PARTITION public.queue_ring_claim_0 FOR VALUES IN ('0');

--
-- Name: queue_ring_claim_1; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim ATTACH PARTITION public.queue_ring_claim_1 FOR VALUES IN ('1');

--
-- Name: queue_ring_claim_2; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim ATTACH PARTITION public.queue_ring_claim_2 FOR VALUES IN ('2');

--
-- Name: queue_ring_claim_3; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim ATTACH PARTITION public.queue_ring_claim_3 FOR VALUES IN ('3');

--
-- Name: queue_ring_claim_4; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim ATTACH PARTITION public.queue_ring_claim_4 FOR VALUES IN ('4');

--
-- Name: queue_ring_claim_5; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim ATTACH PARTITION public.queue_ring_claim_5 FOR VALUES IN ('5');

--
-- Name: queue_ring_claim_6; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim ATTACH PARTITION public.queue_ring_claim_6 FOR VALUES IN ('6');

--
-- Name: queue_ring_claim_7; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim ATTACH PARTITION public.queue_ring_claim_7 FOR VALUES IN ('7');

--
-- Name: queue_ring_cursor_0; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_cursor ATTACH PARTITION public.queue_ring_cursor_0 FOR VALUES IN ('0');

--
-- Name: queue_ring_cursor_1; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_cursor ATTACH PARTITION public.queue_ring_cursor_1 FOR VALUES IN ('1');

--
-- Name: queue_ring_cursor_2; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_cursor ATTACH PARTITION public.queue_ring_cursor_2 FOR VALUES IN ('2');

--
-- Name: queue_ring_cursor_3; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_cursor ATTACH PARTITION public.queue_ring_cursor_3 FOR VALUES IN ('3');

--
-- Name: queue_ring_cursor_4; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_cursor ATTACH PARTITION public.queue_ring_cursor_4 FOR VALUES IN ('4');

--
-- Name: queue_ring_cursor_5; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_cursor ATTACH PARTITION public.queue_ring_cursor_5 FOR VALUES IN ('5');

--
-- Name: queue_ring_cursor_6; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_cursor ATTACH PARTITION public.queue_ring_cursor_6 FOR VALUES IN ('6');

--
-- Name: queue_ring_cursor_7; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_cursor ATTACH PARTITION public.queue_ring_cursor_7 FOR VALUES IN ('7');

--
-- Name: queue_ring_message_0; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message ATTACH PARTITION public.queue_ring_message_0 FOR VALUES IN ('0');

--
-- Name: queue_ring_message_1; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message ATTACH PARTITION public.queue_ring_message_1 FOR VALUES IN ('1');

--
-- Name: queue_ring_message_2; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message ATTACH PARTITION public.queue_ring_message_2 FOR VALUES IN ('2');

--
-- Name: queue_ring_message_3; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message ATTACH PARTITION public.queue_ring_message_3 FOR VALUES IN ('3');

--
-- Name: queue_ring_message_4; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message ATTACH PARTITION public.queue_ring_message_4 FOR VALUES IN ('4');

--
-- Name: queue_ring_message_5; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message ATTACH PARTITION public.queue_ring_message_5 FOR VALUES IN ('5');

--
-- Name: queue_ring_message_6; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message ATTACH PARTITION public.queue_ring_message_6 FOR VALUES IN ('6');

--
-- Name: queue_ring_message_7; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message ATTACH PARTITION public.queue_ring_message_7 FOR VALUES IN ('7');

--
-- Name: queue_ring_receipt_0; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt ATTACH PARTITION public.queue_ring_receipt_0 FOR VALUES IN ('0');

--
-- Name: queue_ring_receipt_1; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt ATTACH PARTITION public.queue_ring_receipt_1 FOR VALUES IN ('1');

--
-- Name: queue_ring_receipt_2; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt ATTACH PARTITION public.queue_ring_receipt_2 FOR VALUES IN ('2');

--
-- Name: queue_ring_receipt_3; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt ATTACH PARTITION public.queue_ring_receipt_3 FOR VALUES IN ('3');

--
-- Name: queue_ring_receipt_4; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt ATTACH PARTITION public.queue_ring_receipt_4 FOR VALUES IN ('4');

--
-- Name: queue_ring_receipt_5; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt ATTACH PARTITION public.queue_ring_receipt_5 FOR VALUES IN ('5');

--
-- Name: queue_ring_receipt_6; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt ATTACH PARTITION public.queue_ring_receipt_6 FOR VALUES IN ('6');

--
-- Name: queue_ring_receipt_7; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt ATTACH PARTITION public.queue_ring_receipt_7 FOR VALUES IN ('7');

--
-- Name: queue_waiting_cancel_0; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_0 FOR VALUES IN ('0');

--
-- Name: queue_waiting_cancel_1; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_1 FOR VALUES IN ('1');

--
-- Name: queue_waiting_cancel_10; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_10 FOR VALUES IN ('10');

--
-- Name: queue_waiting_cancel_11; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_11 FOR VALUES IN ('11');

--
-- Name: queue_waiting_cancel_12; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_12 FOR VALUES IN ('12');

--
-- Name: queue_waiting_cancel_13; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_13 FOR VALUES IN ('13');

--
-- Name: queue_waiting_cancel_14; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_14 FOR VALUES IN ('14');

--
-- Name: queue_waiting_cancel_15; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_15 FOR VALUES IN ('15');

--
-- Name: queue_waiting_cancel_16; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_16 FOR VALUES IN ('16');

--
-- Name: queue_waiting_cancel_17; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_17 FOR VALUES IN ('17');

--
-- Name: queue_waiting_cancel_18; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_18 FOR VALUES IN ('18');

--
-- Name: queue_waiting_cancel_19; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_19 FOR VALUES IN ('19');

--
-- Name: queue_waiting_cancel_2; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_2 FOR VALUES IN ('2');

--
-- Name: queue_waiting_cancel_20; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_20 FOR VALUES IN ('20');

--
-- Name: queue_waiting_cancel_21; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_21 FOR VALUES IN ('21');

--
-- Name: queue_waiting_cancel_22; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_22 FOR VALUES IN ('22');

--
-- Name: queue_waiting_cancel_23; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_23 FOR VALUES IN ('23');

--
-- Name: queue_waiting_cancel_24; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_24 FOR VALUES IN ('24');

--
-- Name: queue_waiting_cancel_25; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_25 FOR VALUES IN ('25');

--
-- Name: queue_waiting_cancel_26; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_26 FOR VALUES IN ('26');

--
-- Name: queue_waiting_cancel_27; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_27 FOR VALUES IN ('27');

--
-- Name: queue_waiting_cancel_28; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_28 FOR VALUES IN ('28');

--
-- Name: queue_waiting_cancel_29; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_29 FOR VALUES IN ('29');

--
-- Name: queue_waiting_cancel_3; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_3 FOR VALUES IN ('3');

--
-- Name: queue_waiting_cancel_30; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_30 FOR VALUES IN ('30');

--
-- Name: queue_waiting_cancel_31; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_31 FOR VALUES IN ('31');

--
-- Name: queue_waiting_cancel_32; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_32 FOR VALUES IN ('32');

--
-- Name: queue_waiting_cancel_33; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_33 FOR VALUES IN ('33');

--
-- Name: queue_waiting_cancel_34; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_34 FOR VALUES IN ('34');

--
-- Name: queue_waiting_cancel_35; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_35 FOR VALUES IN ('35');

--
-- Name: queue_waiting_cancel_36; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_36 FOR VALUES IN ('36');

--
-- Name: queue_waiting_cancel_37; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_37 FOR VALUES IN ('37');

--
-- Name: queue_waiting_cancel_38; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_38 FOR VALUES IN ('38');

--
-- Name: queue_waiting_cancel_39; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_39 FOR VALUES IN ('39');

--
-- Name: queue_waiting_cancel_4; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_4 FOR VALUES IN ('4');

--
-- Name: queue_waiting_cancel_40; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_40 FOR VALUES IN ('40');

--
-- Name: queue_waiting_cancel_41; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_41 FOR VALUES IN ('41');

--
-- Name: queue_waiting_cancel_42; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_42 FOR VALUES IN ('42');

--
-- Name: queue_waiting_cancel_43; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_43 FOR VALUES IN ('43');

--
-- Name: queue_waiting_cancel_44; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_44 FOR VALUES IN ('44');

--
-- Name: queue_waiting_cancel_45; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_45 FOR VALUES IN ('45');

--
-- Name: queue_waiting_cancel_46; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_46 FOR VALUES IN ('46');

--
-- Name: queue_waiting_cancel_47; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_47 FOR VALUES IN ('47');

--
-- Name: queue_waiting_cancel_48; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_48 FOR VALUES IN ('48');

--
-- Name: queue_waiting_cancel_49; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_49 FOR VALUES IN ('49');

--
-- Name: queue_waiting_cancel_5; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_5 FOR VALUES IN ('5');

--
-- Name: queue_waiting_cancel_50; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_50 FOR VALUES IN ('50');

--
-- Name: queue_waiting_cancel_51; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_51 FOR VALUES IN ('51');

--
-- Name: queue_waiting_cancel_52; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_52 FOR VALUES IN ('52');

--
-- Name: queue_waiting_cancel_53; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_53 FOR VALUES IN ('53');

--
-- Name: queue_waiting_cancel_54; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_54 FOR VALUES IN ('54');

--
-- Name: queue_waiting_cancel_55; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_55 FOR VALUES IN ('55');

--
-- Name: queue_waiting_cancel_56; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_56 FOR VALUES IN ('56');

--
-- Name: queue_waiting_cancel_57; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_57 FOR VALUES IN ('57');

--
-- Name: queue_waiting_cancel_58; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_58 FOR VALUES IN ('58');

--
-- Name: queue_waiting_cancel_59; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_59 FOR VALUES IN ('59');

--
-- Name: queue_waiting_cancel_6; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_6 FOR VALUES IN ('6');

--
-- Name: queue_waiting_cancel_60; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_60 FOR VALUES IN ('60');

--
-- Name: queue_waiting_cancel_61; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_61 FOR VALUES IN ('61');

--
-- Name: queue_waiting_cancel_62; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_62 FOR VALUES IN ('62');

--
-- Name: queue_waiting_cancel_63; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_63 FOR VALUES IN ('63');

--
-- Name: queue_waiting_cancel_7; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_7 FOR VALUES IN ('7');

--
-- Name: queue_waiting_cancel_8; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_8 FOR VALUES IN ('8');

--
-- Name: queue_waiting_cancel_9; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_cancel ATTACH PARTITION public.queue_waiting_cancel_9 FOR VALUES IN ('9');

--
-- Name: queue_waiting_message_0; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_0 FOR VALUES IN ('0');

--
-- Name: queue_waiting_message_1; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_1 FOR VALUES IN ('1');

--
-- Name: queue_waiting_message_10; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_10 FOR VALUES IN ('10');

--
-- Name: queue_waiting_message_11; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_11 FOR VALUES IN ('11');

--
-- Name: queue_waiting_message_12; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_12 FOR VALUES IN ('12');

--
-- Name: queue_waiting_message_13; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_13 FOR VALUES IN ('13');

--
-- Name: queue_waiting_message_14; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_14 FOR VALUES IN ('14');

--
-- Name: queue_waiting_message_15; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_15 FOR VALUES IN ('15');

--
-- Name: queue_waiting_message_16; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_16 FOR VALUES IN ('16');

--
-- Name: queue_waiting_message_17; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_17 FOR VALUES IN ('17');

--
-- Name: queue_waiting_message_18; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_18 FOR VALUES IN ('18');

--
-- Name: queue_waiting_message_19; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_19 FOR VALUES IN ('19');

--
-- Name: queue_waiting_message_2; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_2 FOR VALUES IN ('2');

--
-- Name: queue_waiting_message_20; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_20 FOR VALUES IN ('20');

--
-- Name: queue_waiting_message_21; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_21 FOR VALUES IN ('21');

--
-- Name: queue_waiting_message_22; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_22 FOR VALUES IN ('22');

--
-- Name: queue_waiting_message_23; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_23 FOR VALUES IN ('23');

--
-- Name: queue_waiting_message_24; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_24 FOR VALUES IN ('24');

--
-- Name: queue_waiting_message_25; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_25 FOR VALUES IN ('25');

--
-- Name: queue_waiting_message_26; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_26 FOR VALUES IN ('26');

--
-- Name: queue_waiting_message_27; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_27 FOR VALUES IN ('27');

--
-- Name: queue_waiting_message_28; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_28 FOR VALUES IN ('28');

--
-- Name: queue_waiting_message_29; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_29 FOR VALUES IN ('29');

--
-- Name: queue_waiting_message_3; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_3 FOR VALUES IN ('3');

--
-- Name: queue_waiting_message_30; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_30 FOR VALUES IN ('30');

--
-- Name: queue_waiting_message_31; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_31 FOR VALUES IN ('31');

--
-- Name: queue_waiting_message_32; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_32 FOR VALUES IN ('32');

--
-- Name: queue_waiting_message_33; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_33 FOR VALUES IN ('33');

--
-- Name: queue_waiting_message_34; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_34 FOR VALUES IN ('34');

--
-- Name: queue_waiting_message_35; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_35 FOR VALUES IN ('35');

--
-- Name: queue_waiting_message_36; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_36 FOR VALUES IN ('36');

--
-- Name: queue_waiting_message_37; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_37 FOR VALUES IN ('37');

--
-- Name: queue_waiting_message_38; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_38 FOR VALUES IN ('38');

--
-- Name: queue_waiting_message_39; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_39 FOR VALUES IN ('39');

--
-- Name: queue_waiting_message_4; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_4 FOR VALUES IN ('4');

--
-- Name: queue_waiting_message_40; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_40 FOR VALUES IN ('40');

--
-- Name: queue_waiting_message_41; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_41 FOR VALUES IN ('41');

--
-- Name: queue_waiting_message_42; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_42 FOR VALUES IN ('42');

--
-- Name: queue_waiting_message_43; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_43 FOR VALUES IN ('43');

--
-- Name: queue_waiting_message_44; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_44 FOR VALUES IN ('44');

--
-- Name: queue_waiting_message_45; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_45 FOR VALUES IN ('45');

--
-- Name: queue_waiting_message_46; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_46 FOR VALUES IN ('46');

--
-- Name: queue_waiting_message_47; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_47 FOR VALUES IN ('47');

--
-- Name: queue_waiting_message_48; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_48 FOR VALUES IN ('48');

--
-- Name: queue_waiting_message_49; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_49 FOR VALUES IN ('49');

--
-- Name: queue_waiting_message_5; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_5 FOR VALUES IN ('5');

--
-- Name: queue_waiting_message_50; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_50 FOR VALUES IN ('50');

--
-- Name: queue_waiting_message_51; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_51 FOR VALUES IN ('51');

--
-- Name: queue_waiting_message_52; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_52 FOR VALUES IN ('52');

--
-- Name: queue_waiting_message_53; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_53 FOR VALUES IN ('53');

--
-- Name: queue_waiting_message_54; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_54 FOR VALUES IN ('54');

--
-- Name: queue_waiting_message_55; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_55 FOR VALUES IN ('55');

--
-- Name: queue_waiting_message_56; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_56 FOR VALUES IN ('56');

--
-- Name: queue_waiting_message_57; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_57 FOR VALUES IN ('57');

--
-- Name: queue_waiting_message_58; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_58 FOR VALUES IN ('58');

--
-- Name: queue_waiting_message_59; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_59 FOR VALUES IN ('59');

--
-- Name: queue_waiting_message_6; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_6 FOR VALUES IN ('6');

--
-- Name: queue_waiting_message_60; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_60 FOR VALUES IN ('60');

--
-- Name: queue_waiting_message_61; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_61 FOR VALUES IN ('61');

--
-- Name: queue_waiting_message_62; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_62 FOR VALUES IN ('62');

--
-- Name: queue_waiting_message_63; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_63 FOR VALUES IN ('63');

--
-- Name: queue_waiting_message_7; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_7 FOR VALUES IN ('7');

--
-- Name: queue_waiting_message_8; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_8 FOR VALUES IN ('8');

--
-- Name: queue_waiting_message_9; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message ATTACH PARTITION public.queue_waiting_message_9 FOR VALUES IN ('9');

--
-- Name: result_ring_0; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_0 FOR VALUES IN ('0');

--
-- Name: result_ring_1; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_1 FOR VALUES IN ('1');

--
-- Name: result_ring_10; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_10 FOR VALUES IN ('10');

--
-- Name: result_ring_11; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_11 FOR VALUES IN ('11');

--
-- Name: result_ring_12; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_12 FOR VALUES IN ('12');

--
-- Name: result_ring_13; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_13 FOR VALUES IN ('13');

--
-- Name: result_ring_14; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_14 FOR VALUES IN ('14');

--
-- Name: result_ring_15; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_15 FOR VALUES IN ('15');

--
-- Name: result_ring_2; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_2 FOR VALUES IN ('2');

--
-- Name: result_ring_3; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_3 FOR VALUES IN ('3');

--
-- Name: result_ring_4; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_4 FOR VALUES IN ('4');

--
-- Name: result_ring_5; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_5 FOR VALUES IN ('5');

--
-- Name: result_ring_6; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_6 FOR VALUES IN ('6');

--
-- Name: result_ring_7; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_7 FOR VALUES IN ('7');

--
-- Name: result_ring_8; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_8 FOR VALUES IN ('8');

--
-- Name: result_ring_9; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.result_ring ATTACH PARTITION public.result_ring_9 FOR VALUES IN ('9');

--
-- Name: collection_cycle id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.collection_cycle ALTER COLUMN id SET DEFAULT nextval('public.collection_cycle_id_seq'::regclass);

--
-- Name: company id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.company ALTER COLUMN id SET DEFAULT nextval('public.company_id_seq'::regclass);

--
-- Name: item id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.item ALTER COLUMN id SET DEFAULT nextval('public.item_id_seq'::regclass);

--
-- Name: job_posting id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_posting ALTER COLUMN id SET DEFAULT nextval('public.job_posting_id_seq'::regclass);

--
-- Name: job_source id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_source ALTER COLUMN id SET DEFAULT nextval('public.job_source_id_seq'::regclass);

--
-- Name: operator_action id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.operator_action ALTER COLUMN id SET DEFAULT nextval('public.operator_action_id_seq'::regclass);

--
-- Name: product_view id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.product_view ALTER COLUMN id SET DEFAULT nextval('public.product_view_id_seq'::regclass);

--
-- Name: recommendation_task id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.recommendation_task ALTER COLUMN id SET DEFAULT nextval('public.recommendation_task_id_seq'::regclass);

--
-- Name: review id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.review ALTER COLUMN id SET DEFAULT nextval('public.review_id_seq'::regclass);

--
-- Name: scheduled_job id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.scheduled_job ALTER COLUMN id SET DEFAULT nextval('public.scheduled_job_id_seq'::regclass);

--
-- Name: schema_migration id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.schema_migration ALTER COLUMN id SET DEFAULT nextval('public.schema_migration_id_seq'::regclass);

--
-- Name: task id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task ALTER COLUMN id SET DEFAULT nextval('public.task_id_seq'::regclass);

--
-- Name: queue queue_pkey; Type: CONSTRAINT; Schema: dramatiq; Owner: -
--

ALTER TABLE ONLY dramatiq.queue
    ADD CONSTRAINT queue_pkey PRIMARY KEY (message_id);

--
-- Name: result result_pkey; Type: CONSTRAINT; Schema: dramatiq; Owner: -
--

ALTER TABLE ONLY dramatiq.result
    ADD CONSTRAINT result_pkey PRIMARY KEY (message_id);

--
-- Name: worker worker_pkey; Type: CONSTRAINT; Schema: dramatiq; Owner: -
--

ALTER TABLE ONLY dramatiq.worker
    ADD CONSTRAINT worker_pkey PRIMARY KEY (worker_id);

--
-- Name: collection_cycle collection_cycle_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.collection_cycle
    ADD CONSTRAINT collection_cycle_pkey PRIMARY KEY (id);

--
-- Name: collection_cycle collection_cycle_source_id_business_date_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.collection_cycle
    ADD CONSTRAINT collection_cycle_source_id_business_date_key UNIQUE (source_id, business_date);

--
-- Name: collection_seen_posting collection_seen_posting_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.collection_seen_posting
    ADD CONSTRAINT collection_seen_posting_pkey PRIMARY KEY (cycle_id, external_id);

--
-- Name: company company_normalized_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.company
    ADD CONSTRAINT company_normalized_name_key UNIQUE (normalized_name);

--
-- Name: company company_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.company
    ADD CONSTRAINT company_pkey PRIMARY KEY (id);

--
-- Name: feature_flag feature_flag_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.feature_flag
    ADD CONSTRAINT feature_flag_pkey PRIMARY KEY (name);

--
-- Name: flow_limit flow_limit_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.flow_limit
    ADD CONSTRAINT flow_limit_pkey PRIMARY KEY (actor_name);

--
-- Name: item item_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.item
    ADD CONSTRAINT item_pkey PRIMARY KEY (id);

--
-- Name: job_posting job_posting_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_posting
    ADD CONSTRAINT job_posting_pkey PRIMARY KEY (id);

--
-- Name: job_posting job_posting_source_id_external_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_posting
    ADD CONSTRAINT job_posting_source_id_external_id_key UNIQUE (source_id, external_id);

--
-- Name: job_source job_source_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_source
    ADD CONSTRAINT job_source_name_key UNIQUE (name);

--
-- Name: job_source job_source_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_source
    ADD CONSTRAINT job_source_pkey PRIMARY KEY (id);

--
-- Name: member_visit_trigger member_visit_trigger_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.member_visit_trigger
    ADD CONSTRAINT member_visit_trigger_pkey PRIMARY KEY (member_id);

--
-- Name: notification_request notification_request_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_request
    ADD CONSTRAINT notification_request_pkey PRIMARY KEY (id);

--
-- Name: notification_request notification_request_scheduled_job_id_job_version_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_request
    ADD CONSTRAINT notification_request_scheduled_job_id_job_version_key UNIQUE (scheduled_job_id, job_version);

--
-- Name: operator_action operator_action_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.operator_action
    ADD CONSTRAINT operator_action_pkey PRIMARY KEY (id);

--
-- Name: product product_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.product
    ADD CONSTRAINT product_pkey PRIMARY KEY (id);

--
-- Name: product_view product_view_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.product_view
    ADD CONSTRAINT product_view_pkey PRIMARY KEY (id);

--
-- Name: queue_outer_carry queue_outer_carry_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_carry
    ADD CONSTRAINT queue_outer_carry_pkey PRIMARY KEY (one);

--
-- Name: queue_outer_message queue_outer_message_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message
    ADD CONSTRAINT queue_outer_message_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_0 queue_outer_message_0_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_0
    ADD CONSTRAINT queue_outer_message_0_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_10 queue_outer_message_10_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_10
    ADD CONSTRAINT queue_outer_message_10_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_11 queue_outer_message_11_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_11
    ADD CONSTRAINT queue_outer_message_11_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_12 queue_outer_message_12_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_12
    ADD CONSTRAINT queue_outer_message_12_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_13 queue_outer_message_13_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_13
    ADD CONSTRAINT queue_outer_message_13_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_14 queue_outer_message_14_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_14
    ADD CONSTRAINT queue_outer_message_14_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_15 queue_outer_message_15_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_15
    ADD CONSTRAINT queue_outer_message_15_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_16 queue_outer_message_16_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_16
    ADD CONSTRAINT queue_outer_message_16_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_17 queue_outer_message_17_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_17
    ADD CONSTRAINT queue_outer_message_17_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_18 queue_outer_message_18_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_18
    ADD CONSTRAINT queue_outer_message_18_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_19 queue_outer_message_19_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_19
    ADD CONSTRAINT queue_outer_message_19_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_1 queue_outer_message_1_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_1
    ADD CONSTRAINT queue_outer_message_1_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_20 queue_outer_message_20_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_20
    ADD CONSTRAINT queue_outer_message_20_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_21 queue_outer_message_21_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_21
    ADD CONSTRAINT queue_outer_message_21_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_22 queue_outer_message_22_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_22
    ADD CONSTRAINT queue_outer_message_22_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_23 queue_outer_message_23_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_23
    ADD CONSTRAINT queue_outer_message_23_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_24 queue_outer_message_24_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_24
    ADD CONSTRAINT queue_outer_message_24_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_25 queue_outer_message_25_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_25
    ADD CONSTRAINT queue_outer_message_25_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_26 queue_outer_message_26_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_26
    ADD CONSTRAINT queue_outer_message_26_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_27 queue_outer_message_27_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_27
    ADD CONSTRAINT queue_outer_message_27_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_28 queue_outer_message_28_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_28
    ADD CONSTRAINT queue_outer_message_28_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_29 queue_outer_message_29_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_29
    ADD CONSTRAINT queue_outer_message_29_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_2 queue_outer_message_2_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_2
    ADD CONSTRAINT queue_outer_message_2_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_30 queue_outer_message_30_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_30
    ADD CONSTRAINT queue_outer_message_30_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_31 queue_outer_message_31_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_31
    ADD CONSTRAINT queue_outer_message_31_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_32 queue_outer_message_32_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_32
    ADD CONSTRAINT queue_outer_message_32_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_33 queue_outer_message_33_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_33
    ADD CONSTRAINT queue_outer_message_33_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_34 queue_outer_message_34_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_34
    ADD CONSTRAINT queue_outer_message_34_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_35 queue_outer_message_35_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_35
    ADD CONSTRAINT queue_outer_message_35_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_36 queue_outer_message_36_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_36
    ADD CONSTRAINT queue_outer_message_36_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_37 queue_outer_message_37_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_37
    ADD CONSTRAINT queue_outer_message_37_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_38 queue_outer_message_38_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_38
    ADD CONSTRAINT queue_outer_message_38_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_39 queue_outer_message_39_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_39
    ADD CONSTRAINT queue_outer_message_39_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_3 queue_outer_message_3_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_3
    ADD CONSTRAINT queue_outer_message_3_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_40 queue_outer_message_40_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_40
    ADD CONSTRAINT queue_outer_message_40_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_41 queue_outer_message_41_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_41
    ADD CONSTRAINT queue_outer_message_41_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_42 queue_outer_message_42_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_42
    ADD CONSTRAINT queue_outer_message_42_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_43 queue_outer_message_43_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_43
    ADD CONSTRAINT queue_outer_message_43_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_44 queue_outer_message_44_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_44
    ADD CONSTRAINT queue_outer_message_44_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_45 queue_outer_message_45_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_45
    ADD CONSTRAINT queue_outer_message_45_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_46 queue_outer_message_46_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_46
    ADD CONSTRAINT queue_outer_message_46_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_47 queue_outer_message_47_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_47
    ADD CONSTRAINT queue_outer_message_47_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_48 queue_outer_message_48_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_48
    ADD CONSTRAINT queue_outer_message_48_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_49 queue_outer_message_49_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_49
    ADD CONSTRAINT queue_outer_message_49_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_4 queue_outer_message_4_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_4
    ADD CONSTRAINT queue_outer_message_4_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_50 queue_outer_message_50_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_50
    ADD CONSTRAINT queue_outer_message_50_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_51 queue_outer_message_51_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_51
    ADD CONSTRAINT queue_outer_message_51_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_52 queue_outer_message_52_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_52
    ADD CONSTRAINT queue_outer_message_52_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_53 queue_outer_message_53_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_53
    ADD CONSTRAINT queue_outer_message_53_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_54 queue_outer_message_54_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_54
    ADD CONSTRAINT queue_outer_message_54_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_55 queue_outer_message_55_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_55
    ADD CONSTRAINT queue_outer_message_55_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_56 queue_outer_message_56_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_56
    ADD CONSTRAINT queue_outer_message_56_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_57 queue_outer_message_57_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_57
    ADD CONSTRAINT queue_outer_message_57_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_58 queue_outer_message_58_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_58
    ADD CONSTRAINT queue_outer_message_58_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_59 queue_outer_message_59_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_59
    ADD CONSTRAINT queue_outer_message_59_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_5 queue_outer_message_5_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_5
    ADD CONSTRAINT queue_outer_message_5_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_60 queue_outer_message_60_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_60
    ADD CONSTRAINT queue_outer_message_60_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_61 queue_outer_message_61_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_61
    ADD CONSTRAINT queue_outer_message_61_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_62 queue_outer_message_62_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_62
    ADD CONSTRAINT queue_outer_message_62_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_63 queue_outer_message_63_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_63
    ADD CONSTRAINT queue_outer_message_63_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_6 queue_outer_message_6_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_6
    ADD CONSTRAINT queue_outer_message_6_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_7 queue_outer_message_7_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_7
    ADD CONSTRAINT queue_outer_message_7_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_8 queue_outer_message_8_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_8
    ADD CONSTRAINT queue_outer_message_8_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_outer_message_9 queue_outer_message_9_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_outer_message_9
    ADD CONSTRAINT queue_outer_message_9_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_pause queue_pause_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_pause
    ADD CONSTRAINT queue_pause_pkey PRIMARY KEY (queue_name);

--
-- Name: queue_ring_claim queue_ring_claim_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim
    ADD CONSTRAINT queue_ring_claim_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_claim_0 queue_ring_claim_0_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim_0
    ADD CONSTRAINT queue_ring_claim_0_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_claim_1 queue_ring_claim_1_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim_1
    ADD CONSTRAINT queue_ring_claim_1_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_claim_2 queue_ring_claim_2_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim_2
    ADD CONSTRAINT queue_ring_claim_2_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_claim_3 queue_ring_claim_3_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim_3
    ADD CONSTRAINT queue_ring_claim_3_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_claim_4 queue_ring_claim_4_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim_4
    ADD CONSTRAINT queue_ring_claim_4_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_claim_5 queue_ring_claim_5_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim_5
    ADD CONSTRAINT queue_ring_claim_5_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_claim_6 queue_ring_claim_6_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim_6
    ADD CONSTRAINT queue_ring_claim_6_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_claim_7 queue_ring_claim_7_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_claim_7
    ADD CONSTRAINT queue_ring_claim_7_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_message queue_ring_message_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message
    ADD CONSTRAINT queue_ring_message_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_message_0 queue_ring_message_0_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message_0
    ADD CONSTRAINT queue_ring_message_0_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_message_1 queue_ring_message_1_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message_1
    ADD CONSTRAINT queue_ring_message_1_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_message_2 queue_ring_message_2_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message_2
    ADD CONSTRAINT queue_ring_message_2_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_message_3 queue_ring_message_3_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message_3
    ADD CONSTRAINT queue_ring_message_3_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_message_4 queue_ring_message_4_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message_4
    ADD CONSTRAINT queue_ring_message_4_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_message_5 queue_ring_message_5_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message_5
    ADD CONSTRAINT queue_ring_message_5_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_message_6 queue_ring_message_6_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message_6
    ADD CONSTRAINT queue_ring_message_6_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_message_7 queue_ring_message_7_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_message_7
    ADD CONSTRAINT queue_ring_message_7_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_receipt queue_ring_receipt_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt
    ADD CONSTRAINT queue_ring_receipt_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_receipt_0 queue_ring_receipt_0_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt_0
    ADD CONSTRAINT queue_ring_receipt_0_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_receipt_1 queue_ring_receipt_1_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt_1
    ADD CONSTRAINT queue_ring_receipt_1_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_receipt_2 queue_ring_receipt_2_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt_2
    ADD CONSTRAINT queue_ring_receipt_2_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_receipt_3 queue_ring_receipt_3_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt_3
    ADD CONSTRAINT queue_ring_receipt_3_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_receipt_4 queue_ring_receipt_4_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt_4
    ADD CONSTRAINT queue_ring_receipt_4_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_receipt_5 queue_ring_receipt_5_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt_5
    ADD CONSTRAINT queue_ring_receipt_5_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_receipt_6 queue_ring_receipt_6_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt_6
    ADD CONSTRAINT queue_ring_receipt_6_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_ring_receipt_7 queue_ring_receipt_7_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_ring_receipt_7
    ADD CONSTRAINT queue_ring_receipt_7_pkey PRIMARY KEY (slot, id);

--
-- Name: queue_waiting_message queue_waiting_message_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message
    ADD CONSTRAINT queue_waiting_message_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_0 queue_waiting_message_0_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_0
    ADD CONSTRAINT queue_waiting_message_0_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_10 queue_waiting_message_10_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_10
    ADD CONSTRAINT queue_waiting_message_10_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_11 queue_waiting_message_11_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_11
    ADD CONSTRAINT queue_waiting_message_11_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_12 queue_waiting_message_12_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_12
    ADD CONSTRAINT queue_waiting_message_12_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_13 queue_waiting_message_13_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_13
    ADD CONSTRAINT queue_waiting_message_13_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_14 queue_waiting_message_14_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_14
    ADD CONSTRAINT queue_waiting_message_14_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_15 queue_waiting_message_15_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_15
    ADD CONSTRAINT queue_waiting_message_15_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_16 queue_waiting_message_16_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_16
    ADD CONSTRAINT queue_waiting_message_16_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_17 queue_waiting_message_17_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_17
    ADD CONSTRAINT queue_waiting_message_17_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_18 queue_waiting_message_18_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_18
    ADD CONSTRAINT queue_waiting_message_18_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_19 queue_waiting_message_19_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_19
    ADD CONSTRAINT queue_waiting_message_19_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_1 queue_waiting_message_1_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_1
    ADD CONSTRAINT queue_waiting_message_1_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_20 queue_waiting_message_20_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_20
    ADD CONSTRAINT queue_waiting_message_20_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_21 queue_waiting_message_21_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_21
    ADD CONSTRAINT queue_waiting_message_21_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_22 queue_waiting_message_22_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_22
    ADD CONSTRAINT queue_waiting_message_22_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_23 queue_waiting_message_23_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_23
    ADD CONSTRAINT queue_waiting_message_23_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_24 queue_waiting_message_24_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_24
    ADD CONSTRAINT queue_waiting_message_24_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_25 queue_waiting_message_25_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_25
    ADD CONSTRAINT queue_waiting_message_25_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_26 queue_waiting_message_26_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_26
    ADD CONSTRAINT queue_waiting_message_26_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_27 queue_waiting_message_27_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_27
    ADD CONSTRAINT queue_waiting_message_27_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_28 queue_waiting_message_28_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_28
    ADD CONSTRAINT queue_waiting_message_28_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_29 queue_waiting_message_29_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_29
    ADD CONSTRAINT queue_waiting_message_29_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_2 queue_waiting_message_2_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_2
    ADD CONSTRAINT queue_waiting_message_2_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_30 queue_waiting_message_30_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_30
    ADD CONSTRAINT queue_waiting_message_30_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_31 queue_waiting_message_31_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_31
    ADD CONSTRAINT queue_waiting_message_31_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_32 queue_waiting_message_32_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_32
    ADD CONSTRAINT queue_waiting_message_32_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_33 queue_waiting_message_33_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_33
    ADD CONSTRAINT queue_waiting_message_33_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_34 queue_waiting_message_34_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_34
    ADD CONSTRAINT queue_waiting_message_34_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_35 queue_waiting_message_35_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_35
    ADD CONSTRAINT queue_waiting_message_35_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_36 queue_waiting_message_36_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_36
    ADD CONSTRAINT queue_waiting_message_36_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_37 queue_waiting_message_37_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_37
    ADD CONSTRAINT queue_waiting_message_37_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_38 queue_waiting_message_38_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_38
    ADD CONSTRAINT queue_waiting_message_38_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_39 queue_waiting_message_39_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_39
    ADD CONSTRAINT queue_waiting_message_39_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_3 queue_waiting_message_3_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_3
    ADD CONSTRAINT queue_waiting_message_3_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_40 queue_waiting_message_40_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_40
    ADD CONSTRAINT queue_waiting_message_40_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_41 queue_waiting_message_41_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_41
    ADD CONSTRAINT queue_waiting_message_41_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_42 queue_waiting_message_42_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_42
    ADD CONSTRAINT queue_waiting_message_42_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_43 queue_waiting_message_43_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_43
    ADD CONSTRAINT queue_waiting_message_43_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_44 queue_waiting_message_44_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_44
    ADD CONSTRAINT queue_waiting_message_44_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_45 queue_waiting_message_45_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_45
    ADD CONSTRAINT queue_waiting_message_45_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_46 queue_waiting_message_46_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_46
    ADD CONSTRAINT queue_waiting_message_46_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_47 queue_waiting_message_47_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_47
    ADD CONSTRAINT queue_waiting_message_47_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_48 queue_waiting_message_48_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_48
    ADD CONSTRAINT queue_waiting_message_48_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_49 queue_waiting_message_49_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_49
    ADD CONSTRAINT queue_waiting_message_49_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_4 queue_waiting_message_4_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_4
    ADD CONSTRAINT queue_waiting_message_4_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_50 queue_waiting_message_50_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_50
    ADD CONSTRAINT queue_waiting_message_50_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_51 queue_waiting_message_51_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_51
    ADD CONSTRAINT queue_waiting_message_51_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_52 queue_waiting_message_52_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_52
    ADD CONSTRAINT queue_waiting_message_52_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_53 queue_waiting_message_53_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_53
    ADD CONSTRAINT queue_waiting_message_53_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_54 queue_waiting_message_54_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_54
    ADD CONSTRAINT queue_waiting_message_54_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_55 queue_waiting_message_55_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_55
    ADD CONSTRAINT queue_waiting_message_55_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_56 queue_waiting_message_56_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_56
    ADD CONSTRAINT queue_waiting_message_56_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_57 queue_waiting_message_57_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_57
    ADD CONSTRAINT queue_waiting_message_57_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_58 queue_waiting_message_58_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_58
    ADD CONSTRAINT queue_waiting_message_58_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_59 queue_waiting_message_59_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_59
    ADD CONSTRAINT queue_waiting_message_59_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_5 queue_waiting_message_5_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_5
    ADD CONSTRAINT queue_waiting_message_5_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_60 queue_waiting_message_60_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_60
    ADD CONSTRAINT queue_waiting_message_60_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_61 queue_waiting_message_61_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_61
    ADD CONSTRAINT queue_waiting_message_61_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_62 queue_waiting_message_62_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_62
    ADD CONSTRAINT queue_waiting_message_62_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_63 queue_waiting_message_63_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_63
    ADD CONSTRAINT queue_waiting_message_63_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_6 queue_waiting_message_6_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_6
    ADD CONSTRAINT queue_waiting_message_6_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_7 queue_waiting_message_7_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_7
    ADD CONSTRAINT queue_waiting_message_7_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_8 queue_waiting_message_8_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_8
    ADD CONSTRAINT queue_waiting_message_8_pkey PRIMARY KEY (bucket, id);

--
-- Name: queue_waiting_message_9 queue_waiting_message_9_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_waiting_message_9
    ADD CONSTRAINT queue_waiting_message_9_pkey PRIMARY KEY (bucket, id);

--
-- Name: rate_limit rate_limit_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rate_limit
    ADD CONSTRAINT rate_limit_pkey PRIMARY KEY (key);

--
-- Name: recommendation_task recommendation_task_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.recommendation_task
    ADD CONSTRAINT recommendation_task_pkey PRIMARY KEY (id);

--
-- Name: recommended_product recommended_product_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.recommended_product
    ADD CONSTRAINT recommended_product_pkey PRIMARY KEY (member_id, rank);

--
-- Name: review review_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.review
    ADD CONSTRAINT review_pkey PRIMARY KEY (id);

--
-- Name: review_stats review_stats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.review_stats
    ADD CONSTRAINT review_stats_pkey PRIMARY KEY (item_type);

--
-- Name: review_stats_signal review_stats_signal_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.review_stats_signal
    ADD CONSTRAINT review_stats_signal_pkey PRIMARY KEY (item_type);

--
-- Name: scheduled_job scheduled_job_job_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.scheduled_job
    ADD CONSTRAINT scheduled_job_job_key_key UNIQUE (job_key);

--
-- Name: scheduled_job scheduled_job_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.scheduled_job
    ADD CONSTRAINT scheduled_job_pkey PRIMARY KEY (id);

--
-- Name: scheduler_tick scheduler_tick_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.scheduler_tick
    ADD CONSTRAINT scheduler_tick_pkey PRIMARY KEY (actor_name);

--
-- Name: schema_migration schema_migration_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.schema_migration
    ADD CONSTRAINT schema_migration_pkey PRIMARY KEY (id);

--
-- Name: sla_snapshot_cycle sla_snapshot_cycle_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sla_snapshot_cycle
    ADD CONSTRAINT sla_snapshot_cycle_pkey PRIMARY KEY (business_date, cycle_id);

--
-- Name: sla_snapshot sla_snapshot_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sla_snapshot
    ADD CONSTRAINT sla_snapshot_pkey PRIMARY KEY (business_date);

--
-- Name: task task_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task
    ADD CONSTRAINT task_pkey PRIMARY KEY (id);

--
-- Name: queue_due_at; Type: INDEX; Schema: dramatiq; Owner: -
--

CREATE INDEX queue_due_at ON dramatiq.queue USING btree (available_at) WHERE (state = 'queued'::dramatiq.state);

--
-- Name: queue_queue_name_available_at_position_idx; Type: INDEX; Schema: dramatiq; Owner: -
--

CREATE INDEX queue_queue_name_available_at_position_idx ON dramatiq.queue USING btree (queue_name, available_at, "position") WHERE (state = 'queued'::dramatiq.state);

--
-- Name: queue_state_mtime_idx; Type: INDEX; Schema: dramatiq; Owner: -
--

CREATE INDEX queue_state_mtime_idx ON dramatiq.queue USING btree (state, mtime);

--
-- Name: collection_cycle_ready; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX collection_cycle_ready ON public.collection_cycle USING btree (business_date, ready_since, id) WHERE (status = 'READY'::text);

--
-- Name: collection_cycle_running; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX collection_cycle_running ON public.collection_cycle USING btree (lease_expires_at) WHERE (status = 'RUNNING'::text);

--
-- Name: flow_start_by_group; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX flow_start_by_group ON public.flow_start USING btree (actor_name, flow_key, started_at);

--
-- Name: flow_start_by_message; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX flow_start_by_message ON public.flow_start USING btree (message_id);

--
-- Name: item_item_type; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX item_item_type ON public.item USING btree (item_type);

--
-- Name: job_posting_open; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX job_posting_open ON public.job_posting USING btree (source_id) WHERE (closed_at IS NULL);

--
-- Name: member_visit_trigger_trigger_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX member_visit_trigger_trigger_at ON public.member_visit_trigger USING btree (trigger_at);

--
-- Name: notification_request_created_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notification_request_created_at ON public.notification_request USING btree (created_at);

--
-- Name: notification_request_pending; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notification_request_pending ON public.notification_request USING btree (created_at) WHERE (status = 'PENDING'::text);

--
-- Name: operator_action_acted_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX operator_action_acted_at ON public.operator_action USING btree (acted_at DESC, id DESC);

--
-- Name: product_view_member; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX product_view_member ON public.product_view USING btree (member_id, viewed_at DESC);

--
-- Name: product_view_product; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX product_view_product ON public.product_view USING btree (product_id, viewed_at DESC);

--
-- Name: queue_outer_cancel_by_message_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_by_message_id ON ONLY public.queue_outer_cancel USING btree (message_id);

--
-- Name: queue_outer_cancel_0_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_0_message_id_idx ON public.queue_outer_cancel_0 USING btree (message_id);

--
-- Name: queue_outer_cancel_10_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_10_message_id_idx ON public.queue_outer_cancel_10 USING btree (message_id);

--
-- Name: queue_outer_cancel_11_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_11_message_id_idx ON public.queue_outer_cancel_11 USING btree (message_id);

--
-- Name: queue_outer_cancel_12_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_12_message_id_idx ON public.queue_outer_cancel_12 USING btree (message_id);

--
-- Name: queue_outer_cancel_13_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_13_message_id_idx ON public.queue_outer_cancel_13 USING btree (message_id);

--
-- Name: queue_outer_cancel_14_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_14_message_id_idx ON public.queue_outer_cancel_14 USING btree (message_id);

--
-- Name: queue_outer_cancel_15_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_15_message_id_idx ON public.queue_outer_cancel_15 USING btree (message_id);

--
-- Name: queue_outer_cancel_16_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_16_message_id_idx ON public.queue_outer_cancel_16 USING btree (message_id);

--
-- Name: queue_outer_cancel_17_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_17_message_id_idx ON public.queue_outer_cancel_17 USING btree (message_id);

--
-- Name: queue_outer_cancel_18_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_18_message_id_idx ON public.queue_outer_cancel_18 USING btree (message_id);

--
-- Name: queue_outer_cancel_19_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_19_message_id_idx ON public.queue_outer_cancel_19 USING btree (message_id);

--
-- Name: queue_outer_cancel_1_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_1_message_id_idx ON public.queue_outer_cancel_1 USING btree (message_id);

--
-- Name: queue_outer_cancel_20_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_20_message_id_idx ON public.queue_outer_cancel_20 USING btree (message_id);

--
-- Name: queue_outer_cancel_21_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_21_message_id_idx ON public.queue_outer_cancel_21 USING btree (message_id);

--
-- Name: queue_outer_cancel_22_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_22_message_id_idx ON public.queue_outer_cancel_22 USING btree (message_id);

--
-- Name: queue_outer_cancel_23_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_23_message_id_idx ON public.queue_outer_cancel_23 USING btree (message_id);

--
-- Name: queue_outer_cancel_24_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_24_message_id_idx ON public.queue_outer_cancel_24 USING btree (message_id);

--
-- Name: queue_outer_cancel_25_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_25_message_id_idx ON public.queue_outer_cancel_25 USING btree (message_id);

--
-- Name: queue_outer_cancel_26_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_26_message_id_idx ON public.queue_outer_cancel_26 USING btree (message_id);

--
-- Name: queue_outer_cancel_27_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_27_message_id_idx ON public.queue_outer_cancel_27 USING btree (message_id);

--
-- Name: queue_outer_cancel_28_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_28_message_id_idx ON public.queue_outer_cancel_28 USING btree (message_id);

--
-- Name: queue_outer_cancel_29_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_29_message_id_idx ON public.queue_outer_cancel_29 USING btree (message_id);

--
-- Name: queue_outer_cancel_2_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_2_message_id_idx ON public.queue_outer_cancel_2 USING btree (message_id);

--
-- Name: queue_outer_cancel_30_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_30_message_id_idx ON public.queue_outer_cancel_30 USING btree (message_id);

--
-- Name: queue_outer_cancel_31_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_31_message_id_idx ON public.queue_outer_cancel_31 USING btree (message_id);

--
-- Name: queue_outer_cancel_32_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_32_message_id_idx ON public.queue_outer_cancel_32 USING btree (message_id);

--
-- Name: queue_outer_cancel_33_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_33_message_id_idx ON public.queue_outer_cancel_33 USING btree (message_id);

--
-- Name: queue_outer_cancel_34_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_34_message_id_idx ON public.queue_outer_cancel_34 USING btree (message_id);

--
-- Name: queue_outer_cancel_35_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_35_message_id_idx ON public.queue_outer_cancel_35 USING btree (message_id);

--
-- Name: queue_outer_cancel_36_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_36_message_id_idx ON public.queue_outer_cancel_36 USING btree (message_id);

--
-- Name: queue_outer_cancel_37_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_37_message_id_idx ON public.queue_outer_cancel_37 USING btree (message_id);

--
-- Name: queue_outer_cancel_38_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_38_message_id_idx ON public.queue_outer_cancel_38 USING btree (message_id);

--
-- Name: queue_outer_cancel_39_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_39_message_id_idx ON public.queue_outer_cancel_39 USING btree (message_id);

--
-- Name: queue_outer_cancel_3_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_3_message_id_idx ON public.queue_outer_cancel_3 USING btree (message_id);

--
-- Name: queue_outer_cancel_40_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_40_message_id_idx ON public.queue_outer_cancel_40 USING btree (message_id);

--
-- Name: queue_outer_cancel_41_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_41_message_id_idx ON public.queue_outer_cancel_41 USING btree (message_id);

--
-- Name: queue_outer_cancel_42_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_42_message_id_idx ON public.queue_outer_cancel_42 USING btree (message_id);

--
-- Name: queue_outer_cancel_43_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_43_message_id_idx ON public.queue_outer_cancel_43 USING btree (message_id);

--
-- Name: queue_outer_cancel_44_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_44_message_id_idx ON public.queue_outer_cancel_44 USING btree (message_id);

--
-- Name: queue_outer_cancel_45_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_45_message_id_idx ON public.queue_outer_cancel_45 USING btree (message_id);

--
-- Name: queue_outer_cancel_46_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_46_message_id_idx ON public.queue_outer_cancel_46 USING btree (message_id);

--
-- Name: queue_outer_cancel_47_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_47_message_id_idx ON public.queue_outer_cancel_47 USING btree (message_id);

--
-- Name: queue_outer_cancel_48_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_48_message_id_idx ON public.queue_outer_cancel_48 USING btree (message_id);

--
-- Name: queue_outer_cancel_49_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_49_message_id_idx ON public.queue_outer_cancel_49 USING btree (message_id);

--
-- Name: queue_outer_cancel_4_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_4_message_id_idx ON public.queue_outer_cancel_4 USING btree (message_id);

--
-- Name: queue_outer_cancel_50_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_50_message_id_idx ON public.queue_outer_cancel_50 USING btree (message_id);

--
-- Name: queue_outer_cancel_51_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_51_message_id_idx ON public.queue_outer_cancel_51 USING btree (message_id);

--
-- Name: queue_outer_cancel_52_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_52_message_id_idx ON public.queue_outer_cancel_52 USING btree (message_id);

--
-- Name: queue_outer_cancel_53_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_53_message_id_idx ON public.queue_outer_cancel_53 USING btree (message_id);

--
-- Name: queue_outer_cancel_54_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_54_message_id_idx ON public.queue_outer_cancel_54 USING btree (message_id);

--
-- Name: queue_outer_cancel_55_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_55_message_id_idx ON public.queue_outer_cancel_55 USING btree (message_id);

--
-- Name: queue_outer_cancel_56_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_56_message_id_idx ON public.queue_outer_cancel_56 USING btree (message_id);

--
-- Name: queue_outer_cancel_57_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_57_message_id_idx ON public.queue_outer_cancel_57 USING btree (message_id);

--
-- Name: queue_outer_cancel_58_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_58_message_id_idx ON public.queue_outer_cancel_58 USING btree (message_id);

--
-- Name: queue_outer_cancel_59_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_59_message_id_idx ON public.queue_outer_cancel_59 USING btree (message_id);

--
-- Name: queue_outer_cancel_5_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_5_message_id_idx ON public.queue_outer_cancel_5 USING btree (message_id);

--
-- Name: queue_outer_cancel_60_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_60_message_id_idx ON public.queue_outer_cancel_60 USING btree (message_id);

--
-- Name: queue_outer_cancel_61_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_61_message_id_idx ON public.queue_outer_cancel_61 USING btree (message_id);

--
-- Name: queue_outer_cancel_62_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_62_message_id_idx ON public.queue_outer_cancel_62 USING btree (message_id);

--
-- Name: queue_outer_cancel_63_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_63_message_id_idx ON public.queue_outer_cancel_63 USING btree (message_id);

--
-- Name: queue_outer_cancel_6_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_6_message_id_idx ON public.queue_outer_cancel_6 USING btree (message_id);

--
-- Name: queue_outer_cancel_7_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_7_message_id_idx ON public.queue_outer_cancel_7 USING btree (message_id);

--
-- Name: queue_outer_cancel_8_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_8_message_id_idx ON public.queue_outer_cancel_8 USING btree (message_id);

--
-- Name: queue_outer_cancel_9_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_cancel_9_message_id_idx ON public.queue_outer_cancel_9 USING btree (message_id);

--
-- Name: queue_outer_message_in_due_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_in_due_order ON ONLY public.queue_outer_message USING btree (due_at, id);

--
-- Name: queue_outer_message_0_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_0_due_at_id_idx ON public.queue_outer_message_0 USING btree (due_at, id);

--
-- Name: queue_outer_message_by_message_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_by_message_id ON ONLY public.queue_outer_message USING btree (message_id);

--
-- Name: queue_outer_message_0_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_0_message_id_idx ON public.queue_outer_message_0 USING btree (message_id);

--
-- Name: queue_outer_message_by_txid; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_by_txid ON ONLY public.queue_outer_message USING btree (txid);

--
-- Name: queue_outer_message_0_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_0_txid_idx ON public.queue_outer_message_0 USING btree (txid);

--
-- Name: queue_outer_message_10_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_10_due_at_id_idx ON public.queue_outer_message_10 USING btree (due_at, id);

--
-- Name: queue_outer_message_10_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_10_message_id_idx ON public.queue_outer_message_10 USING btree (message_id);

--
-- Name: queue_outer_message_10_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_10_txid_idx ON public.queue_outer_message_10 USING btree (txid);

--
-- Name: queue_outer_message_11_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_11_due_at_id_idx ON public.queue_outer_message_11 USING btree (due_at, id);

--
-- Name: queue_outer_message_11_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_11_message_id_idx ON public.queue_outer_message_11 USING btree (message_id);

--
-- Name: queue_outer_message_11_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_11_txid_idx ON public.queue_outer_message_11 USING btree (txid);

--
-- Name: queue_outer_message_12_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_12_due_at_id_idx ON public.queue_outer_message_12 USING btree (due_at, id);

--
-- Name: queue_outer_message_12_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_12_message_id_idx ON public.queue_outer_message_12 USING btree (message_id);

--
-- Name: queue_outer_message_12_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_12_txid_idx ON public.queue_outer_message_12 USING btree (txid);

--
-- Name: queue_outer_message_13_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_13_due_at_id_idx ON public.queue_outer_message_13 USING btree (due_at, id);

--
-- Name: queue_outer_message_13_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_13_message_id_idx ON public.queue_outer_message_13 USING btree (message_id);

--
-- Name: queue_outer_message_13_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_13_txid_idx ON public.queue_outer_message_13 USING btree (txid);

--
-- Name: queue_outer_message_14_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_14_due_at_id_idx ON public.queue_outer_message_14 USING btree (due_at, id);

--
-- Name: queue_outer_message_14_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_14_message_id_idx ON public.queue_outer_message_14 USING btree (message_id);

--
-- Name: queue_outer_message_14_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_14_txid_idx ON public.queue_outer_message_14 USING btree (txid);

--
-- Name: queue_outer_message_15_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_15_due_at_id_idx ON public.queue_outer_message_15 USING btree (due_at, id);

--
-- Name: queue_outer_message_15_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_15_message_id_idx ON public.queue_outer_message_15 USING btree (message_id);

--
-- Name: queue_outer_message_15_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_15_txid_idx ON public.queue_outer_message_15 USING btree (txid);

--
-- Name: queue_outer_message_16_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_16_due_at_id_idx ON public.queue_outer_message_16 USING btree (due_at, id);

--
-- Name: queue_outer_message_16_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_16_message_id_idx ON public.queue_outer_message_16 USING btree (message_id);

--
-- Name: queue_outer_message_16_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_16_txid_idx ON public.queue_outer_message_16 USING btree (txid);

--
-- Name: queue_outer_message_17_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_17_due_at_id_idx ON public.queue_outer_message_17 USING btree (due_at, id);

--
-- Name: queue_outer_message_17_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_17_message_id_idx ON public.queue_outer_message_17 USING btree (message_id);

--
-- Name: queue_outer_message_17_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_17_txid_idx ON public.queue_outer_message_17 USING btree (txid);

--
-- Name: queue_outer_message_18_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_18_due_at_id_idx ON public.queue_outer_message_18 USING btree (due_at, id);

--
-- Name: queue_outer_message_18_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_18_message_id_idx ON public.queue_outer_message_18 USING btree (message_id);

--
-- Name: queue_outer_message_18_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_18_txid_idx ON public.queue_outer_message_18 USING btree (txid);

--
-- Name: queue_outer_message_19_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_19_due_at_id_idx ON public.queue_outer_message_19 USING btree (due_at, id);

--
-- Name: queue_outer_message_19_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_19_message_id_idx ON public.queue_outer_message_19 USING btree (message_id);

--
-- Name: queue_outer_message_19_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_19_txid_idx ON public.queue_outer_message_19 USING btree (txid);

--
-- Name: queue_outer_message_1_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_1_due_at_id_idx ON public.queue_outer_message_1 USING btree (due_at, id);

--
-- Name: queue_outer_message_1_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_1_message_id_idx ON public.queue_outer_message_1 USING btree (message_id);

--
-- Name: queue_outer_message_1_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_1_txid_idx ON public.queue_outer_message_1 USING btree (txid);

--
-- Name: queue_outer_message_20_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_20_due_at_id_idx ON public.queue_outer_message_20 USING btree (due_at, id);

--
-- Name: queue_outer_message_20_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_20_message_id_idx ON public.queue_outer_message_20 USING btree (message_id);

--
-- Name: queue_outer_message_20_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_20_txid_idx ON public.queue_outer_message_20 USING btree (txid);

--
-- Name: queue_outer_message_21_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_21_due_at_id_idx ON public.queue_outer_message_21 USING btree (due_at, id);

--
-- Name: queue_outer_message_21_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_21_message_id_idx ON public.queue_outer_message_21 USING btree (message_id);

--
-- Name: queue_outer_message_21_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_21_txid_idx ON public.queue_outer_message_21 USING btree (txid);

--
-- Name: queue_outer_message_22_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_22_due_at_id_idx ON public.queue_outer_message_22 USING btree (due_at, id);

--
-- Name: queue_outer_message_22_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_22_message_id_idx ON public.queue_outer_message_22 USING btree (message_id);

--
-- Name: queue_outer_message_22_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_22_txid_idx ON public.queue_outer_message_22 USING btree (txid);

--
-- Name: queue_outer_message_23_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_23_due_at_id_idx ON public.queue_outer_message_23 USING btree (due_at, id);

--
-- Name: queue_outer_message_23_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_23_message_id_idx ON public.queue_outer_message_23 USING btree (message_id);

--
-- Name: queue_outer_message_23_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_23_txid_idx ON public.queue_outer_message_23 USING btree (txid);

--
-- Name: queue_outer_message_24_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_24_due_at_id_idx ON public.queue_outer_message_24 USING btree (due_at, id);

--
-- Name: queue_outer_message_24_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_24_message_id_idx ON public.queue_outer_message_24 USING btree (message_id);

--
-- Name: queue_outer_message_24_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_24_txid_idx ON public.queue_outer_message_24 USING btree (txid);

--
-- Name: queue_outer_message_25_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_25_due_at_id_idx ON public.queue_outer_message_25 USING btree (due_at, id);

--
-- Name: queue_outer_message_25_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_25_message_id_idx ON public.queue_outer_message_25 USING btree (message_id);

--
-- Name: queue_outer_message_25_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_25_txid_idx ON public.queue_outer_message_25 USING btree (txid);

--
-- Name: queue_outer_message_26_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_26_due_at_id_idx ON public.queue_outer_message_26 USING btree (due_at, id);

--
-- Name: queue_outer_message_26_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_26_message_id_idx ON public.queue_outer_message_26 USING btree (message_id);

--
-- Name: queue_outer_message_26_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_26_txid_idx ON public.queue_outer_message_26 USING btree (txid);

--
-- Name: queue_outer_message_27_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_27_due_at_id_idx ON public.queue_outer_message_27 USING btree (due_at, id);

--
-- Name: queue_outer_message_27_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_27_message_id_idx ON public.queue_outer_message_27 USING btree (message_id);

--
-- Name: queue_outer_message_27_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_27_txid_idx ON public.queue_outer_message_27 USING btree (txid);

--
-- Name: queue_outer_message_28_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_28_due_at_id_idx ON public.queue_outer_message_28 USING btree (due_at, id);

--
-- Name: queue_outer_message_28_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_28_message_id_idx ON public.queue_outer_message_28 USING btree (message_id);

--
-- Name: queue_outer_message_28_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_28_txid_idx ON public.queue_outer_message_28 USING btree (txid);

--
-- Name: queue_outer_message_29_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_29_due_at_id_idx ON public.queue_outer_message_29 USING btree (due_at, id);

--
-- Name: queue_outer_message_29_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_29_message_id_idx ON public.queue_outer_message_29 USING btree (message_id);

--
-- Name: queue_outer_message_29_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_29_txid_idx ON public.queue_outer_message_29 USING btree (txid);

--
-- Name: queue_outer_message_2_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_2_due_at_id_idx ON public.queue_outer_message_2 USING btree (due_at, id);

--
-- Name: queue_outer_message_2_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_2_message_id_idx ON public.queue_outer_message_2 USING btree (message_id);

--
-- Name: queue_outer_message_2_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_2_txid_idx ON public.queue_outer_message_2 USING btree (txid);

--
-- Name: queue_outer_message_30_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_30_due_at_id_idx ON public.queue_outer_message_30 USING btree (due_at, id);

--
-- Name: queue_outer_message_30_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_30_message_id_idx ON public.queue_outer_message_30 USING btree (message_id);

--
-- Name: queue_outer_message_30_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_30_txid_idx ON public.queue_outer_message_30 USING btree (txid);

--
-- Name: queue_outer_message_31_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_31_due_at_id_idx ON public.queue_outer_message_31 USING btree (due_at, id);

--
-- Name: queue_outer_message_31_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_31_message_id_idx ON public.queue_outer_message_31 USING btree (message_id);

--
-- Name: queue_outer_message_31_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_31_txid_idx ON public.queue_outer_message_31 USING btree (txid);

--
-- Name: queue_outer_message_32_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_32_due_at_id_idx ON public.queue_outer_message_32 USING btree (due_at, id);

--
-- Name: queue_outer_message_32_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_32_message_id_idx ON public.queue_outer_message_32 USING btree (message_id);

--
-- Name: queue_outer_message_32_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_32_txid_idx ON public.queue_outer_message_32 USING btree (txid);

--
-- Name: queue_outer_message_33_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_33_due_at_id_idx ON public.queue_outer_message_33 USING btree (due_at, id);

--
-- Name: queue_outer_message_33_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_33_message_id_idx ON public.queue_outer_message_33 USING btree (message_id);

--
-- Name: queue_outer_message_33_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_33_txid_idx ON public.queue_outer_message_33 USING btree (txid);

--
-- Name: queue_outer_message_34_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_34_due_at_id_idx ON public.queue_outer_message_34 USING btree (due_at, id);

--
-- Name: queue_outer_message_34_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_34_message_id_idx ON public.queue_outer_message_34 USING btree (message_id);

--
-- Name: queue_outer_message_34_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_34_txid_idx ON public.queue_outer_message_34 USING btree (txid);

--
-- Name: queue_outer_message_35_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_35_due_at_id_idx ON public.queue_outer_message_35 USING btree (due_at, id);

--
-- Name: queue_outer_message_35_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_35_message_id_idx ON public.queue_outer_message_35 USING btree (message_id);

--
-- Name: queue_outer_message_35_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_35_txid_idx ON public.queue_outer_message_35 USING btree (txid);

--
-- Name: queue_outer_message_36_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_36_due_at_id_idx ON public.queue_outer_message_36 USING btree (due_at, id);

--
-- Name: queue_outer_message_36_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_36_message_id_idx ON public.queue_outer_message_36 USING btree (message_id);

--
-- Name: queue_outer_message_36_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_36_txid_idx ON public.queue_outer_message_36 USING btree (txid);

--
-- Name: queue_outer_message_37_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_37_due_at_id_idx ON public.queue_outer_message_37 USING btree (due_at, id);

--
-- Name: queue_outer_message_37_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_37_message_id_idx ON public.queue_outer_message_37 USING btree (message_id);

--
-- Name: queue_outer_message_37_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_37_txid_idx ON public.queue_outer_message_37 USING btree (txid);

--
-- Name: queue_outer_message_38_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_38_due_at_id_idx ON public.queue_outer_message_38 USING btree (due_at, id);

--
-- Name: queue_outer_message_38_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_38_message_id_idx ON public.queue_outer_message_38 USING btree (message_id);

--
-- Name: queue_outer_message_38_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_38_txid_idx ON public.queue_outer_message_38 USING btree (txid);

--
-- Name: queue_outer_message_39_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_39_due_at_id_idx ON public.queue_outer_message_39 USING btree (due_at, id);

--
-- Name: queue_outer_message_39_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_39_message_id_idx ON public.queue_outer_message_39 USING btree (message_id);

--
-- Name: queue_outer_message_39_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_39_txid_idx ON public.queue_outer_message_39 USING btree (txid);

--
-- Name: queue_outer_message_3_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_3_due_at_id_idx ON public.queue_outer_message_3 USING btree (due_at, id);

--
-- Name: queue_outer_message_3_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_3_message_id_idx ON public.queue_outer_message_3 USING btree (message_id);

--
-- Name: queue_outer_message_3_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_3_txid_idx ON public.queue_outer_message_3 USING btree (txid);

--
-- Name: queue_outer_message_40_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_40_due_at_id_idx ON public.queue_outer_message_40 USING btree (due_at, id);

--
-- Name: queue_outer_message_40_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_40_message_id_idx ON public.queue_outer_message_40 USING btree (message_id);

--
-- Name: queue_outer_message_40_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_40_txid_idx ON public.queue_outer_message_40 USING btree (txid);

--
-- Name: queue_outer_message_41_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_41_due_at_id_idx ON public.queue_outer_message_41 USING btree (due_at, id);

--
-- Name: queue_outer_message_41_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_41_message_id_idx ON public.queue_outer_message_41 USING btree (message_id);

--
-- Name: queue_outer_message_41_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_41_txid_idx ON public.queue_outer_message_41 USING btree (txid);

--
-- Name: queue_outer_message_42_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_42_due_at_id_idx ON public.queue_outer_message_42 USING btree (due_at, id);

--
-- Name: queue_outer_message_42_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_42_message_id_idx ON public.queue_outer_message_42 USING btree (message_id);

--
-- Name: queue_outer_message_42_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_42_txid_idx ON public.queue_outer_message_42 USING btree (txid);

--
-- Name: queue_outer_message_43_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_43_due_at_id_idx ON public.queue_outer_message_43 USING btree (due_at, id);

--
-- Name: queue_outer_message_43_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_43_message_id_idx ON public.queue_outer_message_43 USING btree (message_id);

--
-- Name: queue_outer_message_43_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_43_txid_idx ON public.queue_outer_message_43 USING btree (txid);

--
-- Name: queue_outer_message_44_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_44_due_at_id_idx ON public.queue_outer_message_44 USING btree (due_at, id);

--
-- Name: queue_outer_message_44_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_44_message_id_idx ON public.queue_outer_message_44 USING btree (message_id);

--
-- Name: queue_outer_message_44_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_44_txid_idx ON public.queue_outer_message_44 USING btree (txid);

--
-- Name: queue_outer_message_45_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_45_due_at_id_idx ON public.queue_outer_message_45 USING btree (due_at, id);

--
-- Name: queue_outer_message_45_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_45_message_id_idx ON public.queue_outer_message_45 USING btree (message_id);

--
-- Name: queue_outer_message_45_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_45_txid_idx ON public.queue_outer_message_45 USING btree (txid);

--
-- Name: queue_outer_message_46_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_46_due_at_id_idx ON public.queue_outer_message_46 USING btree (due_at, id);

--
-- Name: queue_outer_message_46_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_46_message_id_idx ON public.queue_outer_message_46 USING btree (message_id);

--
-- Name: queue_outer_message_46_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_46_txid_idx ON public.queue_outer_message_46 USING btree (txid);

--
-- Name: queue_outer_message_47_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_47_due_at_id_idx ON public.queue_outer_message_47 USING btree (due_at, id);

--
-- Name: queue_outer_message_47_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_47_message_id_idx ON public.queue_outer_message_47 USING btree (message_id);

--
-- Name: queue_outer_message_47_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_47_txid_idx ON public.queue_outer_message_47 USING btree (txid);

--
-- Name: queue_outer_message_48_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_48_due_at_id_idx ON public.queue_outer_message_48 USING btree (due_at, id);

--
-- Name: queue_outer_message_48_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_48_message_id_idx ON public.queue_outer_message_48 USING btree (message_id);

--
-- Name: queue_outer_message_48_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_48_txid_idx ON public.queue_outer_message_48 USING btree (txid);

--
-- Name: queue_outer_message_49_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_49_due_at_id_idx ON public.queue_outer_message_49 USING btree (due_at, id);

--
-- Name: queue_outer_message_49_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_49_message_id_idx ON public.queue_outer_message_49 USING btree (message_id);

--
-- Name: queue_outer_message_49_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_49_txid_idx ON public.queue_outer_message_49 USING btree (txid);

--
-- Name: queue_outer_message_4_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_4_due_at_id_idx ON public.queue_outer_message_4 USING btree (due_at, id);

--
-- Name: queue_outer_message_4_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_4_message_id_idx ON public.queue_outer_message_4 USING btree (message_id);

--
-- Name: queue_outer_message_4_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_4_txid_idx ON public.queue_outer_message_4 USING btree (txid);

--
-- Name: queue_outer_message_50_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_50_due_at_id_idx ON public.queue_outer_message_50 USING btree (due_at, id);

--
-- Name: queue_outer_message_50_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_50_message_id_idx ON public.queue_outer_message_50 USING btree (message_id);

--
-- Name: queue_outer_message_50_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_50_txid_idx ON public.queue_outer_message_50 USING btree (txid);

--
-- Name: queue_outer_message_51_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_51_due_at_id_idx ON public.queue_outer_message_51 USING btree (due_at, id);

--
-- Name: queue_outer_message_51_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_51_message_id_idx ON public.queue_outer_message_51 USING btree (message_id);

--
-- Name: queue_outer_message_51_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_51_txid_idx ON public.queue_outer_message_51 USING btree (txid);

--
-- Name: queue_outer_message_52_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_52_due_at_id_idx ON public.queue_outer_message_52 USING btree (due_at, id);

--
-- Name: queue_outer_message_52_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_52_message_id_idx ON public.queue_outer_message_52 USING btree (message_id);

--
-- Name: queue_outer_message_52_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_52_txid_idx ON public.queue_outer_message_52 USING btree (txid);

--
-- Name: queue_outer_message_53_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_53_due_at_id_idx ON public.queue_outer_message_53 USING btree (due_at, id);

--
-- Name: queue_outer_message_53_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_53_message_id_idx ON public.queue_outer_message_53 USING btree (message_id);

--
-- Name: queue_outer_message_53_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_53_txid_idx ON public.queue_outer_message_53 USING btree (txid);

--
-- Name: queue_outer_message_54_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_54_due_at_id_idx ON public.queue_outer_message_54 USING btree (due_at, id);

--
-- Name: queue_outer_message_54_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_54_message_id_idx ON public.queue_outer_message_54 USING btree (message_id);

--
-- Name: queue_outer_message_54_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_54_txid_idx ON public.queue_outer_message_54 USING btree (txid);

--
-- Name: queue_outer_message_55_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_55_due_at_id_idx ON public.queue_outer_message_55 USING btree (due_at, id);

--
-- Name: queue_outer_message_55_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_55_message_id_idx ON public.queue_outer_message_55 USING btree (message_id);

--
-- Name: queue_outer_message_55_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_55_txid_idx ON public.queue_outer_message_55 USING btree (txid);

--
-- Name: queue_outer_message_56_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_56_due_at_id_idx ON public.queue_outer_message_56 USING btree (due_at, id);

--
-- Name: queue_outer_message_56_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_56_message_id_idx ON public.queue_outer_message_56 USING btree (message_id);

--
-- Name: queue_outer_message_56_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_56_txid_idx ON public.queue_outer_message_56 USING btree (txid);

--
-- Name: queue_outer_message_57_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_57_due_at_id_idx ON public.queue_outer_message_57 USING btree (due_at, id);

--
-- Name: queue_outer_message_57_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_57_message_id_idx ON public.queue_outer_message_57 USING btree (message_id);

--
-- Name: queue_outer_message_57_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_57_txid_idx ON public.queue_outer_message_57 USING btree (txid);

--
-- Name: queue_outer_message_58_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_58_due_at_id_idx ON public.queue_outer_message_58 USING btree (due_at, id);

--
-- Name: queue_outer_message_58_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_58_message_id_idx ON public.queue_outer_message_58 USING btree (message_id);

--
-- Name: queue_outer_message_58_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_58_txid_idx ON public.queue_outer_message_58 USING btree (txid);

--
-- Name: queue_outer_message_59_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_59_due_at_id_idx ON public.queue_outer_message_59 USING btree (due_at, id);

--
-- Name: queue_outer_message_59_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_59_message_id_idx ON public.queue_outer_message_59 USING btree (message_id);

--
-- Name: queue_outer_message_59_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_59_txid_idx ON public.queue_outer_message_59 USING btree (txid);

--
-- Name: queue_outer_message_5_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_5_due_at_id_idx ON public.queue_outer_message_5 USING btree (due_at, id);

--
-- Name: queue_outer_message_5_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_5_message_id_idx ON public.queue_outer_message_5 USING btree (message_id);

--
-- Name: queue_outer_message_5_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_5_txid_idx ON public.queue_outer_message_5 USING btree (txid);

--
-- Name: queue_outer_message_60_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_60_due_at_id_idx ON public.queue_outer_message_60 USING btree (due_at, id);

--
-- Name: queue_outer_message_60_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_60_message_id_idx ON public.queue_outer_message_60 USING btree (message_id);

--
-- Name: queue_outer_message_60_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_60_txid_idx ON public.queue_outer_message_60 USING btree (txid);

--
-- Name: queue_outer_message_61_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_61_due_at_id_idx ON public.queue_outer_message_61 USING btree (due_at, id);

--
-- Name: queue_outer_message_61_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_61_message_id_idx ON public.queue_outer_message_61 USING btree (message_id);

--
-- Name: queue_outer_message_61_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_61_txid_idx ON public.queue_outer_message_61 USING btree (txid);

--
-- Name: queue_outer_message_62_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_62_due_at_id_idx ON public.queue_outer_message_62 USING btree (due_at, id);

--
-- Name: queue_outer_message_62_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_62_message_id_idx ON public.queue_outer_message_62 USING btree (message_id);

--
-- Name: queue_outer_message_62_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_62_txid_idx ON public.queue_outer_message_62 USING btree (txid);

--
-- Name: queue_outer_message_63_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_63_due_at_id_idx ON public.queue_outer_message_63 USING btree (due_at, id);

--
-- Name: queue_outer_message_63_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_63_message_id_idx ON public.queue_outer_message_63 USING btree (message_id);

--
-- Name: queue_outer_message_63_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_63_txid_idx ON public.queue_outer_message_63 USING btree (txid);

--
-- Name: queue_outer_message_6_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_6_due_at_id_idx ON public.queue_outer_message_6 USING btree (due_at, id);

--
-- Name: queue_outer_message_6_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_6_message_id_idx ON public.queue_outer_message_6 USING btree (message_id);

--
-- Name: queue_outer_message_6_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_6_txid_idx ON public.queue_outer_message_6 USING btree (txid);

--
-- Name: queue_outer_message_7_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_7_due_at_id_idx ON public.queue_outer_message_7 USING btree (due_at, id);

--
-- Name: queue_outer_message_7_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_7_message_id_idx ON public.queue_outer_message_7 USING btree (message_id);

--
-- Name: queue_outer_message_7_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_7_txid_idx ON public.queue_outer_message_7 USING btree (txid);

--
-- Name: queue_outer_message_8_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_8_due_at_id_idx ON public.queue_outer_message_8 USING btree (due_at, id);

--
-- Name: queue_outer_message_8_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_8_message_id_idx ON public.queue_outer_message_8 USING btree (message_id);

--
-- Name: queue_outer_message_8_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_8_txid_idx ON public.queue_outer_message_8 USING btree (txid);

--
-- Name: queue_outer_message_9_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_9_due_at_id_idx ON public.queue_outer_message_9 USING btree (due_at, id);

--
-- Name: queue_outer_message_9_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_9_message_id_idx ON public.queue_outer_message_9 USING btree (message_id);

--
-- Name: queue_outer_message_9_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_outer_message_9_txid_idx ON public.queue_outer_message_9 USING btree (txid);

--
-- Name: queue_promotion_latest; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_promotion_latest ON ONLY public.queue_promotion USING btree (seq);

--
-- Name: queue_promotion_0_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_promotion_0_seq_idx ON public.queue_promotion_0 USING btree (seq);

--
-- Name: queue_promotion_1_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_promotion_1_seq_idx ON public.queue_promotion_1 USING btree (seq);

--
-- Name: queue_promotion_2_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_promotion_2_seq_idx ON public.queue_promotion_2 USING btree (seq);

--
-- Name: queue_promotion_3_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_promotion_3_seq_idx ON public.queue_promotion_3 USING btree (seq);

--
-- Name: queue_promotion_4_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_promotion_4_seq_idx ON public.queue_promotion_4 USING btree (seq);

--
-- Name: queue_promotion_5_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_promotion_5_seq_idx ON public.queue_promotion_5 USING btree (seq);

--
-- Name: queue_promotion_6_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_promotion_6_seq_idx ON public.queue_promotion_6 USING btree (seq);

--
-- Name: queue_promotion_7_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_promotion_7_seq_idx ON public.queue_promotion_7 USING btree (seq);

--
-- Name: queue_ring_cursor_latest; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_cursor_latest ON ONLY public.queue_ring_cursor USING btree (queue_name, stripe, seq);

--
-- Name: queue_ring_cursor_0_queue_name_stripe_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_cursor_0_queue_name_stripe_seq_idx ON public.queue_ring_cursor_0 USING btree (queue_name, stripe, seq);

--
-- Name: queue_ring_cursor_1_queue_name_stripe_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_cursor_1_queue_name_stripe_seq_idx ON public.queue_ring_cursor_1 USING btree (queue_name, stripe, seq);

--
-- Name: queue_ring_cursor_2_queue_name_stripe_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_cursor_2_queue_name_stripe_seq_idx ON public.queue_ring_cursor_2 USING btree (queue_name, stripe, seq);

--
-- Name: queue_ring_cursor_3_queue_name_stripe_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_cursor_3_queue_name_stripe_seq_idx ON public.queue_ring_cursor_3 USING btree (queue_name, stripe, seq);

--
-- Name: queue_ring_cursor_4_queue_name_stripe_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_cursor_4_queue_name_stripe_seq_idx ON public.queue_ring_cursor_4 USING btree (queue_name, stripe, seq);

--
-- Name: queue_ring_cursor_5_queue_name_stripe_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_cursor_5_queue_name_stripe_seq_idx ON public.queue_ring_cursor_5 USING btree (queue_name, stripe, seq);

--
-- Name: queue_ring_cursor_6_queue_name_stripe_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_cursor_6_queue_name_stripe_seq_idx ON public.queue_ring_cursor_6 USING btree (queue_name, stripe, seq);

--
-- Name: queue_ring_cursor_7_queue_name_stripe_seq_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_cursor_7_queue_name_stripe_seq_idx ON public.queue_ring_cursor_7 USING btree (queue_name, stripe, seq);

--
-- Name: queue_ring_message_by_message_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_by_message_id ON ONLY public.queue_ring_message USING btree (message_id);

--
-- Name: queue_ring_message_0_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_0_message_id_idx ON public.queue_ring_message_0 USING btree (message_id);

--
-- Name: queue_ring_message_in_commit_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_in_commit_order ON ONLY public.queue_ring_message USING btree (queue_name, ((id % (4)::bigint)), txid, id);

--
-- Name: queue_ring_message_0_queue_name_expr_txid_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_0_queue_name_expr_txid_id_idx ON public.queue_ring_message_0 USING btree (queue_name, ((id % (4)::bigint)), txid, id);

--
-- Name: queue_ring_message_1_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_1_message_id_idx ON public.queue_ring_message_1 USING btree (message_id);

--
-- Name: queue_ring_message_1_queue_name_expr_txid_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_1_queue_name_expr_txid_id_idx ON public.queue_ring_message_1 USING btree (queue_name, ((id % (4)::bigint)), txid, id);

--
-- Name: queue_ring_message_2_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_2_message_id_idx ON public.queue_ring_message_2 USING btree (message_id);

--
-- Name: queue_ring_message_2_queue_name_expr_txid_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_2_queue_name_expr_txid_id_idx ON public.queue_ring_message_2 USING btree (queue_name, ((id % (4)::bigint)), txid, id);

--
-- Name: queue_ring_message_3_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_3_message_id_idx ON public.queue_ring_message_3 USING btree (message_id);

--
-- Name: queue_ring_message_3_queue_name_expr_txid_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_3_queue_name_expr_txid_id_idx ON public.queue_ring_message_3 USING btree (queue_name, ((id % (4)::bigint)), txid, id);

--
-- Name: queue_ring_message_4_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_4_message_id_idx ON public.queue_ring_message_4 USING btree (message_id);

--
-- Name: queue_ring_message_4_queue_name_expr_txid_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_4_queue_name_expr_txid_id_idx ON public.queue_ring_message_4 USING btree (queue_name, ((id % (4)::bigint)), txid, id);

--
-- Name: queue_ring_message_5_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_5_message_id_idx ON public.queue_ring_message_5 USING btree (message_id);

--
-- Name: queue_ring_message_5_queue_name_expr_txid_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_5_queue_name_expr_txid_id_idx ON public.queue_ring_message_5 USING btree (queue_name, ((id % (4)::bigint)), txid, id);

--
-- Name: queue_ring_message_6_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_6_message_id_idx ON public.queue_ring_message_6 USING btree (message_id);

--
-- Name: queue_ring_message_6_queue_name_expr_txid_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_6_queue_name_expr_txid_id_idx ON public.queue_ring_message_6 USING btree (queue_name, ((id % (4)::bigint)), txid, id);

--
-- Name: queue_ring_message_7_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_7_message_id_idx ON public.queue_ring_message_7 USING btree (message_id);

--
-- Name: queue_ring_message_7_queue_name_expr_txid_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_ring_message_7_queue_name_expr_txid_id_idx ON public.queue_ring_message_7 USING btree (queue_name, ((id % (4)::bigint)), txid, id);

--
-- Name: queue_waiting_cancel_by_message_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_by_message_id ON ONLY public.queue_waiting_cancel USING btree (message_id);

--
-- Name: queue_waiting_cancel_0_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_0_message_id_idx ON public.queue_waiting_cancel_0 USING btree (message_id);

--
-- Name: queue_waiting_cancel_10_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_10_message_id_idx ON public.queue_waiting_cancel_10 USING btree (message_id);

--
-- Name: queue_waiting_cancel_11_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_11_message_id_idx ON public.queue_waiting_cancel_11 USING btree (message_id);

--
-- Name: queue_waiting_cancel_12_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_12_message_id_idx ON public.queue_waiting_cancel_12 USING btree (message_id);

--
-- Name: queue_waiting_cancel_13_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_13_message_id_idx ON public.queue_waiting_cancel_13 USING btree (message_id);

--
-- Name: queue_waiting_cancel_14_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_14_message_id_idx ON public.queue_waiting_cancel_14 USING btree (message_id);

--
-- Name: queue_waiting_cancel_15_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_15_message_id_idx ON public.queue_waiting_cancel_15 USING btree (message_id);

--
-- Name: queue_waiting_cancel_16_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_16_message_id_idx ON public.queue_waiting_cancel_16 USING btree (message_id);

--
-- Name: queue_waiting_cancel_17_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_17_message_id_idx ON public.queue_waiting_cancel_17 USING btree (message_id);

--
-- Name: queue_waiting_cancel_18_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_18_message_id_idx ON public.queue_waiting_cancel_18 USING btree (message_id);

--
-- Name: queue_waiting_cancel_19_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_19_message_id_idx ON public.queue_waiting_cancel_19 USING btree (message_id);

--
-- Name: queue_waiting_cancel_1_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_1_message_id_idx ON public.queue_waiting_cancel_1 USING btree (message_id);

--
-- Name: queue_waiting_cancel_20_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_20_message_id_idx ON public.queue_waiting_cancel_20 USING btree (message_id);

--
-- Name: queue_waiting_cancel_21_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_21_message_id_idx ON public.queue_waiting_cancel_21 USING btree (message_id);

--
-- Name: queue_waiting_cancel_22_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_22_message_id_idx ON public.queue_waiting_cancel_22 USING btree (message_id);

--
-- Name: queue_waiting_cancel_23_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_23_message_id_idx ON public.queue_waiting_cancel_23 USING btree (message_id);

--
-- Name: queue_waiting_cancel_24_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_24_message_id_idx ON public.queue_waiting_cancel_24 USING btree (message_id);

--
-- Name: queue_waiting_cancel_25_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_25_message_id_idx ON public.queue_waiting_cancel_25 USING btree (message_id);

--
-- Name: queue_waiting_cancel_26_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_26_message_id_idx ON public.queue_waiting_cancel_26 USING btree (message_id);

--
-- Name: queue_waiting_cancel_27_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_27_message_id_idx ON public.queue_waiting_cancel_27 USING btree (message_id);

--
-- Name: queue_waiting_cancel_28_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_28_message_id_idx ON public.queue_waiting_cancel_28 USING btree (message_id);

--
-- Name: queue_waiting_cancel_29_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_29_message_id_idx ON public.queue_waiting_cancel_29 USING btree (message_id);

--
-- Name: queue_waiting_cancel_2_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_2_message_id_idx ON public.queue_waiting_cancel_2 USING btree (message_id);

--
-- Name: queue_waiting_cancel_30_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_30_message_id_idx ON public.queue_waiting_cancel_30 USING btree (message_id);

--
-- Name: queue_waiting_cancel_31_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_31_message_id_idx ON public.queue_waiting_cancel_31 USING btree (message_id);

--
-- Name: queue_waiting_cancel_32_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_32_message_id_idx ON public.queue_waiting_cancel_32 USING btree (message_id);

--
-- Name: queue_waiting_cancel_33_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_33_message_id_idx ON public.queue_waiting_cancel_33 USING btree (message_id);

--
-- Name: queue_waiting_cancel_34_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_34_message_id_idx ON public.queue_waiting_cancel_34 USING btree (message_id);

--
-- Name: queue_waiting_cancel_35_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_35_message_id_idx ON public.queue_waiting_cancel_35 USING btree (message_id);

--
-- Name: queue_waiting_cancel_36_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_36_message_id_idx ON public.queue_waiting_cancel_36 USING btree (message_id);

--
-- Name: queue_waiting_cancel_37_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_37_message_id_idx ON public.queue_waiting_cancel_37 USING btree (message_id);

--
-- Name: queue_waiting_cancel_38_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_38_message_id_idx ON public.queue_waiting_cancel_38 USING btree (message_id);

--
-- Name: queue_waiting_cancel_39_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_39_message_id_idx ON public.queue_waiting_cancel_39 USING btree (message_id);

--
-- Name: queue_waiting_cancel_3_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_3_message_id_idx ON public.queue_waiting_cancel_3 USING btree (message_id);

--
-- Name: queue_waiting_cancel_40_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_40_message_id_idx ON public.queue_waiting_cancel_40 USING btree (message_id);

--
-- Name: queue_waiting_cancel_41_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_41_message_id_idx ON public.queue_waiting_cancel_41 USING btree (message_id);

--
-- Name: queue_waiting_cancel_42_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_42_message_id_idx ON public.queue_waiting_cancel_42 USING btree (message_id);

--
-- Name: queue_waiting_cancel_43_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_43_message_id_idx ON public.queue_waiting_cancel_43 USING btree (message_id);

--
-- Name: queue_waiting_cancel_44_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_44_message_id_idx ON public.queue_waiting_cancel_44 USING btree (message_id);

--
-- Name: queue_waiting_cancel_45_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_45_message_id_idx ON public.queue_waiting_cancel_45 USING btree (message_id);

--
-- Name: queue_waiting_cancel_46_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_46_message_id_idx ON public.queue_waiting_cancel_46 USING btree (message_id);

--
-- Name: queue_waiting_cancel_47_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_47_message_id_idx ON public.queue_waiting_cancel_47 USING btree (message_id);

--
-- Name: queue_waiting_cancel_48_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_48_message_id_idx ON public.queue_waiting_cancel_48 USING btree (message_id);

--
-- Name: queue_waiting_cancel_49_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_49_message_id_idx ON public.queue_waiting_cancel_49 USING btree (message_id);

--
-- Name: queue_waiting_cancel_4_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_4_message_id_idx ON public.queue_waiting_cancel_4 USING btree (message_id);

--
-- Name: queue_waiting_cancel_50_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_50_message_id_idx ON public.queue_waiting_cancel_50 USING btree (message_id);

--
-- Name: queue_waiting_cancel_51_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_51_message_id_idx ON public.queue_waiting_cancel_51 USING btree (message_id);

--
-- Name: queue_waiting_cancel_52_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_52_message_id_idx ON public.queue_waiting_cancel_52 USING btree (message_id);

--
-- Name: queue_waiting_cancel_53_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_53_message_id_idx ON public.queue_waiting_cancel_53 USING btree (message_id);

--
-- Name: queue_waiting_cancel_54_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_54_message_id_idx ON public.queue_waiting_cancel_54 USING btree (message_id);

--
-- Name: queue_waiting_cancel_55_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_55_message_id_idx ON public.queue_waiting_cancel_55 USING btree (message_id);

--
-- Name: queue_waiting_cancel_56_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_56_message_id_idx ON public.queue_waiting_cancel_56 USING btree (message_id);

--
-- Name: queue_waiting_cancel_57_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_57_message_id_idx ON public.queue_waiting_cancel_57 USING btree (message_id);

--
-- Name: queue_waiting_cancel_58_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_58_message_id_idx ON public.queue_waiting_cancel_58 USING btree (message_id);

--
-- Name: queue_waiting_cancel_59_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_59_message_id_idx ON public.queue_waiting_cancel_59 USING btree (message_id);

--
-- Name: queue_waiting_cancel_5_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_5_message_id_idx ON public.queue_waiting_cancel_5 USING btree (message_id);

--
-- Name: queue_waiting_cancel_60_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_60_message_id_idx ON public.queue_waiting_cancel_60 USING btree (message_id);

--
-- Name: queue_waiting_cancel_61_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_61_message_id_idx ON public.queue_waiting_cancel_61 USING btree (message_id);

--
-- Name: queue_waiting_cancel_62_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_62_message_id_idx ON public.queue_waiting_cancel_62 USING btree (message_id);

--
-- Name: queue_waiting_cancel_63_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_63_message_id_idx ON public.queue_waiting_cancel_63 USING btree (message_id);

--
-- Name: queue_waiting_cancel_6_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_6_message_id_idx ON public.queue_waiting_cancel_6 USING btree (message_id);

--
-- Name: queue_waiting_cancel_7_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_7_message_id_idx ON public.queue_waiting_cancel_7 USING btree (message_id);

--
-- Name: queue_waiting_cancel_8_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_8_message_id_idx ON public.queue_waiting_cancel_8 USING btree (message_id);

--
-- Name: queue_waiting_cancel_9_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_cancel_9_message_id_idx ON public.queue_waiting_cancel_9 USING btree (message_id);

--
-- Name: queue_waiting_message_in_due_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_in_due_order ON ONLY public.queue_waiting_message USING btree (due_at, id);

--
-- Name: queue_waiting_message_0_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_0_due_at_id_idx ON public.queue_waiting_message_0 USING btree (due_at, id);

--
-- Name: queue_waiting_message_by_message_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_by_message_id ON ONLY public.queue_waiting_message USING btree (message_id);

--
-- Name: queue_waiting_message_0_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_0_message_id_idx ON public.queue_waiting_message_0 USING btree (message_id);

--
-- Name: queue_waiting_message_by_txid; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_by_txid ON ONLY public.queue_waiting_message USING btree (txid);

--
-- Name: queue_waiting_message_0_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_0_txid_idx ON public.queue_waiting_message_0 USING btree (txid);

--
-- Name: queue_waiting_message_10_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_10_due_at_id_idx ON public.queue_waiting_message_10 USING btree (due_at, id);

--
-- Name: queue_waiting_message_10_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_10_message_id_idx ON public.queue_waiting_message_10 USING btree (message_id);

--
-- Name: queue_waiting_message_10_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_10_txid_idx ON public.queue_waiting_message_10 USING btree (txid);

--
-- Name: queue_waiting_message_11_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_11_due_at_id_idx ON public.queue_waiting_message_11 USING btree (due_at, id);

--
-- Name: queue_waiting_message_11_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_11_message_id_idx ON public.queue_waiting_message_11 USING btree (message_id);

--
-- Name: queue_waiting_message_11_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_11_txid_idx ON public.queue_waiting_message_11 USING btree (txid);

--
-- Name: queue_waiting_message_12_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_12_due_at_id_idx ON public.queue_waiting_message_12 USING btree (due_at, id);

--
-- Name: queue_waiting_message_12_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_12_message_id_idx ON public.queue_waiting_message_12 USING btree (message_id);

--
-- Name: queue_waiting_message_12_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_12_txid_idx ON public.queue_waiting_message_12 USING btree (txid);

--
-- Name: queue_waiting_message_13_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_13_due_at_id_idx ON public.queue_waiting_message_13 USING btree (due_at, id);

--
-- Name: queue_waiting_message_13_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_13_message_id_idx ON public.queue_waiting_message_13 USING btree (message_id);

--
-- Name: queue_waiting_message_13_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_13_txid_idx ON public.queue_waiting_message_13 USING btree (txid);

--
-- Name: queue_waiting_message_14_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_14_due_at_id_idx ON public.queue_waiting_message_14 USING btree (due_at, id);

--
-- Name: queue_waiting_message_14_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_14_message_id_idx ON public.queue_waiting_message_14 USING btree (message_id);

--
-- Name: queue_waiting_message_14_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_14_txid_idx ON public.queue_waiting_message_14 USING btree (txid);

--
-- Name: queue_waiting_message_15_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_15_due_at_id_idx ON public.queue_waiting_message_15 USING btree (due_at, id);

--
-- Name: queue_waiting_message_15_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_15_message_id_idx ON public.queue_waiting_message_15 USING btree (message_id);

--
-- Name: queue_waiting_message_15_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_15_txid_idx ON public.queue_waiting_message_15 USING btree (txid);

--
-- Name: queue_waiting_message_16_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_16_due_at_id_idx ON public.queue_waiting_message_16 USING btree (due_at, id);

--
-- Name: queue_waiting_message_16_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_16_message_id_idx ON public.queue_waiting_message_16 USING btree (message_id);

--
-- Name: queue_waiting_message_16_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_16_txid_idx ON public.queue_waiting_message_16 USING btree (txid);

--
-- Name: queue_waiting_message_17_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_17_due_at_id_idx ON public.queue_waiting_message_17 USING btree (due_at, id);

--
-- Name: queue_waiting_message_17_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_17_message_id_idx ON public.queue_waiting_message_17 USING btree (message_id);

--
-- Name: queue_waiting_message_17_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_17_txid_idx ON public.queue_waiting_message_17 USING btree (txid);

--
-- Name: queue_waiting_message_18_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_18_due_at_id_idx ON public.queue_waiting_message_18 USING btree (due_at, id);

--
-- Name: queue_waiting_message_18_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_18_message_id_idx ON public.queue_waiting_message_18 USING btree (message_id);

--
-- Name: queue_waiting_message_18_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_18_txid_idx ON public.queue_waiting_message_18 USING btree (txid);

--
-- Name: queue_waiting_message_19_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_19_due_at_id_idx ON public.queue_waiting_message_19 USING btree (due_at, id);

--
-- Name: queue_waiting_message_19_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_19_message_id_idx ON public.queue_waiting_message_19 USING btree (message_id);

--
-- Name: queue_waiting_message_19_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_19_txid_idx ON public.queue_waiting_message_19 USING btree (txid);

--
-- Name: queue_waiting_message_1_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_1_due_at_id_idx ON public.queue_waiting_message_1 USING btree (due_at, id);

--
-- Name: queue_waiting_message_1_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_1_message_id_idx ON public.queue_waiting_message_1 USING btree (message_id);

--
-- Name: queue_waiting_message_1_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_1_txid_idx ON public.queue_waiting_message_1 USING btree (txid);

--
-- Name: queue_waiting_message_20_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_20_due_at_id_idx ON public.queue_waiting_message_20 USING btree (due_at, id);

--
-- Name: queue_waiting_message_20_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_20_message_id_idx ON public.queue_waiting_message_20 USING btree (message_id);

--
-- Name: queue_waiting_message_20_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_20_txid_idx ON public.queue_waiting_message_20 USING btree (txid);

--
-- Name: queue_waiting_message_21_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_21_due_at_id_idx ON public.queue_waiting_message_21 USING btree (due_at, id);

--
-- Name: queue_waiting_message_21_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_21_message_id_idx ON public.queue_waiting_message_21 USING btree (message_id);

--
-- Name: queue_waiting_message_21_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_21_txid_idx ON public.queue_waiting_message_21 USING btree (txid);

--
-- Name: queue_waiting_message_22_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_22_due_at_id_idx ON public.queue_waiting_message_22 USING btree (due_at, id);

--
-- Name: queue_waiting_message_22_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_22_message_id_idx ON public.queue_waiting_message_22 USING btree (message_id);

--
-- Name: queue_waiting_message_22_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_22_txid_idx ON public.queue_waiting_message_22 USING btree (txid);

--
-- Name: queue_waiting_message_23_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_23_due_at_id_idx ON public.queue_waiting_message_23 USING btree (due_at, id);

--
-- Name: queue_waiting_message_23_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_23_message_id_idx ON public.queue_waiting_message_23 USING btree (message_id);

--
-- Name: queue_waiting_message_23_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_23_txid_idx ON public.queue_waiting_message_23 USING btree (txid);

--
-- Name: queue_waiting_message_24_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_24_due_at_id_idx ON public.queue_waiting_message_24 USING btree (due_at, id);

--
-- Name: queue_waiting_message_24_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_24_message_id_idx ON public.queue_waiting_message_24 USING btree (message_id);

--
-- Name: queue_waiting_message_24_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_24_txid_idx ON public.queue_waiting_message_24 USING btree (txid);

--
-- Name: queue_waiting_message_25_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_25_due_at_id_idx ON public.queue_waiting_message_25 USING btree (due_at, id);

--
-- Name: queue_waiting_message_25_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_25_message_id_idx ON public.queue_waiting_message_25 USING btree (message_id);

--
-- Name: queue_waiting_message_25_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_25_txid_idx ON public.queue_waiting_message_25 USING btree (txid);

--
-- Name: queue_waiting_message_26_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_26_due_at_id_idx ON public.queue_waiting_message_26 USING btree (due_at, id);

--
-- Name: queue_waiting_message_26_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_26_message_id_idx ON public.queue_waiting_message_26 USING btree (message_id);

--
-- Name: queue_waiting_message_26_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_26_txid_idx ON public.queue_waiting_message_26 USING btree (txid);

--
-- Name: queue_waiting_message_27_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_27_due_at_id_idx ON public.queue_waiting_message_27 USING btree (due_at, id);

--
-- Name: queue_waiting_message_27_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_27_message_id_idx ON public.queue_waiting_message_27 USING btree (message_id);

--
-- Name: queue_waiting_message_27_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_27_txid_idx ON public.queue_waiting_message_27 USING btree (txid);

--
-- Name: queue_waiting_message_28_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_28_due_at_id_idx ON public.queue_waiting_message_28 USING btree (due_at, id);

--
-- Name: queue_waiting_message_28_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_28_message_id_idx ON public.queue_waiting_message_28 USING btree (message_id);

--
-- Name: queue_waiting_message_28_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_28_txid_idx ON public.queue_waiting_message_28 USING btree (txid);

--
-- Name: queue_waiting_message_29_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_29_due_at_id_idx ON public.queue_waiting_message_29 USING btree (due_at, id);

--
-- Name: queue_waiting_message_29_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_29_message_id_idx ON public.queue_waiting_message_29 USING btree (message_id);

--
-- Name: queue_waiting_message_29_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_29_txid_idx ON public.queue_waiting_message_29 USING btree (txid);

--
-- Name: queue_waiting_message_2_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_2_due_at_id_idx ON public.queue_waiting_message_2 USING btree (due_at, id);

--
-- Name: queue_waiting_message_2_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_2_message_id_idx ON public.queue_waiting_message_2 USING btree (message_id);

--
-- Name: queue_waiting_message_2_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_2_txid_idx ON public.queue_waiting_message_2 USING btree (txid);

--
-- Name: queue_waiting_message_30_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_30_due_at_id_idx ON public.queue_waiting_message_30 USING btree (due_at, id);

--
-- Name: queue_waiting_message_30_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_30_message_id_idx ON public.queue_waiting_message_30 USING btree (message_id);

--
-- Name: queue_waiting_message_30_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_30_txid_idx ON public.queue_waiting_message_30 USING btree (txid);

--
-- Name: queue_waiting_message_31_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_31_due_at_id_idx ON public.queue_waiting_message_31 USING btree (due_at, id);

--
-- Name: queue_waiting_message_31_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_31_message_id_idx ON public.queue_waiting_message_31 USING btree (message_id);

--
-- Name: queue_waiting_message_31_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_31_txid_idx ON public.queue_waiting_message_31 USING btree (txid);

--
-- Name: queue_waiting_message_32_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_32_due_at_id_idx ON public.queue_waiting_message_32 USING btree (due_at, id);

--
-- Name: queue_waiting_message_32_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_32_message_id_idx ON public.queue_waiting_message_32 USING btree (message_id);

--
-- Name: queue_waiting_message_32_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_32_txid_idx ON public.queue_waiting_message_32 USING btree (txid);

--
-- Name: queue_waiting_message_33_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_33_due_at_id_idx ON public.queue_waiting_message_33 USING btree (due_at, id);

--
-- Name: queue_waiting_message_33_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_33_message_id_idx ON public.queue_waiting_message_33 USING btree (message_id);

--
-- Name: queue_waiting_message_33_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_33_txid_idx ON public.queue_waiting_message_33 USING btree (txid);

--
-- Name: queue_waiting_message_34_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_34_due_at_id_idx ON public.queue_waiting_message_34 USING btree (due_at, id);

--
-- Name: queue_waiting_message_34_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_34_message_id_idx ON public.queue_waiting_message_34 USING btree (message_id);

--
-- Name: queue_waiting_message_34_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_34_txid_idx ON public.queue_waiting_message_34 USING btree (txid);

--
-- Name: queue_waiting_message_35_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_35_due_at_id_idx ON public.queue_waiting_message_35 USING btree (due_at, id);

--
-- Name: queue_waiting_message_35_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_35_message_id_idx ON public.queue_waiting_message_35 USING btree (message_id);

--
-- Name: queue_waiting_message_35_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_35_txid_idx ON public.queue_waiting_message_35 USING btree (txid);

--
-- Name: queue_waiting_message_36_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_36_due_at_id_idx ON public.queue_waiting_message_36 USING btree (due_at, id);

--
-- Name: queue_waiting_message_36_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_36_message_id_idx ON public.queue_waiting_message_36 USING btree (message_id);

--
-- Name: queue_waiting_message_36_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_36_txid_idx ON public.queue_waiting_message_36 USING btree (txid);

--
-- Name: queue_waiting_message_37_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_37_due_at_id_idx ON public.queue_waiting_message_37 USING btree (due_at, id);

--
-- Name: queue_waiting_message_37_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_37_message_id_idx ON public.queue_waiting_message_37 USING btree (message_id);

--
-- Name: queue_waiting_message_37_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_37_txid_idx ON public.queue_waiting_message_37 USING btree (txid);

--
-- Name: queue_waiting_message_38_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_38_due_at_id_idx ON public.queue_waiting_message_38 USING btree (due_at, id);

--
-- Name: queue_waiting_message_38_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_38_message_id_idx ON public.queue_waiting_message_38 USING btree (message_id);

--
-- Name: queue_waiting_message_38_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_38_txid_idx ON public.queue_waiting_message_38 USING btree (txid);

--
-- Name: queue_waiting_message_39_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_39_due_at_id_idx ON public.queue_waiting_message_39 USING btree (due_at, id);

--
-- Name: queue_waiting_message_39_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_39_message_id_idx ON public.queue_waiting_message_39 USING btree (message_id);

--
-- Name: queue_waiting_message_39_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_39_txid_idx ON public.queue_waiting_message_39 USING btree (txid);

--
-- Name: queue_waiting_message_3_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_3_due_at_id_idx ON public.queue_waiting_message_3 USING btree (due_at, id);

--
-- Name: queue_waiting_message_3_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_3_message_id_idx ON public.queue_waiting_message_3 USING btree (message_id);

--
-- Name: queue_waiting_message_3_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_3_txid_idx ON public.queue_waiting_message_3 USING btree (txid);

--
-- Name: queue_waiting_message_40_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_40_due_at_id_idx ON public.queue_waiting_message_40 USING btree (due_at, id);

--
-- Name: queue_waiting_message_40_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_40_message_id_idx ON public.queue_waiting_message_40 USING btree (message_id);

--
-- Name: queue_waiting_message_40_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_40_txid_idx ON public.queue_waiting_message_40 USING btree (txid);

--
-- Name: queue_waiting_message_41_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_41_due_at_id_idx ON public.queue_waiting_message_41 USING btree (due_at, id);

--
-- Name: queue_waiting_message_41_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_41_message_id_idx ON public.queue_waiting_message_41 USING btree (message_id);

--
-- Name: queue_waiting_message_41_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_41_txid_idx ON public.queue_waiting_message_41 USING btree (txid);

--
-- Name: queue_waiting_message_42_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_42_due_at_id_idx ON public.queue_waiting_message_42 USING btree (due_at, id);

--
-- Name: queue_waiting_message_42_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_42_message_id_idx ON public.queue_waiting_message_42 USING btree (message_id);

--
-- Name: queue_waiting_message_42_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_42_txid_idx ON public.queue_waiting_message_42 USING btree (txid);

--
-- Name: queue_waiting_message_43_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_43_due_at_id_idx ON public.queue_waiting_message_43 USING btree (due_at, id);

--
-- Name: queue_waiting_message_43_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_43_message_id_idx ON public.queue_waiting_message_43 USING btree (message_id);

--
-- Name: queue_waiting_message_43_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_43_txid_idx ON public.queue_waiting_message_43 USING btree (txid);

--
-- Name: queue_waiting_message_44_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_44_due_at_id_idx ON public.queue_waiting_message_44 USING btree (due_at, id);

--
-- Name: queue_waiting_message_44_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_44_message_id_idx ON public.queue_waiting_message_44 USING btree (message_id);

--
-- Name: queue_waiting_message_44_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_44_txid_idx ON public.queue_waiting_message_44 USING btree (txid);

--
-- Name: queue_waiting_message_45_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_45_due_at_id_idx ON public.queue_waiting_message_45 USING btree (due_at, id);

--
-- Name: queue_waiting_message_45_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_45_message_id_idx ON public.queue_waiting_message_45 USING btree (message_id);

--
-- Name: queue_waiting_message_45_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_45_txid_idx ON public.queue_waiting_message_45 USING btree (txid);

--
-- Name: queue_waiting_message_46_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_46_due_at_id_idx ON public.queue_waiting_message_46 USING btree (due_at, id);

--
-- Name: queue_waiting_message_46_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_46_message_id_idx ON public.queue_waiting_message_46 USING btree (message_id);

--
-- Name: queue_waiting_message_46_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_46_txid_idx ON public.queue_waiting_message_46 USING btree (txid);

--
-- Name: queue_waiting_message_47_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_47_due_at_id_idx ON public.queue_waiting_message_47 USING btree (due_at, id);

--
-- Name: queue_waiting_message_47_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_47_message_id_idx ON public.queue_waiting_message_47 USING btree (message_id);

--
-- Name: queue_waiting_message_47_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_47_txid_idx ON public.queue_waiting_message_47 USING btree (txid);

--
-- Name: queue_waiting_message_48_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_48_due_at_id_idx ON public.queue_waiting_message_48 USING btree (due_at, id);

--
-- Name: queue_waiting_message_48_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_48_message_id_idx ON public.queue_waiting_message_48 USING btree (message_id);

--
-- Name: queue_waiting_message_48_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_48_txid_idx ON public.queue_waiting_message_48 USING btree (txid);

--
-- Name: queue_waiting_message_49_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_49_due_at_id_idx ON public.queue_waiting_message_49 USING btree (due_at, id);

--
-- Name: queue_waiting_message_49_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_49_message_id_idx ON public.queue_waiting_message_49 USING btree (message_id);

--
-- Name: queue_waiting_message_49_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_49_txid_idx ON public.queue_waiting_message_49 USING btree (txid);

--
-- Name: queue_waiting_message_4_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_4_due_at_id_idx ON public.queue_waiting_message_4 USING btree (due_at, id);

--
-- Name: queue_waiting_message_4_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_4_message_id_idx ON public.queue_waiting_message_4 USING btree (message_id);

--
-- Name: queue_waiting_message_4_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_4_txid_idx ON public.queue_waiting_message_4 USING btree (txid);

--
-- Name: queue_waiting_message_50_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_50_due_at_id_idx ON public.queue_waiting_message_50 USING btree (due_at, id);

--
-- Name: queue_waiting_message_50_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_50_message_id_idx ON public.queue_waiting_message_50 USING btree (message_id);

--
-- Name: queue_waiting_message_50_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_50_txid_idx ON public.queue_waiting_message_50 USING btree (txid);

--
-- Name: queue_waiting_message_51_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_51_due_at_id_idx ON public.queue_waiting_message_51 USING btree (due_at, id);

--
-- Name: queue_waiting_message_51_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_51_message_id_idx ON public.queue_waiting_message_51 USING btree (message_id);

--
-- Name: queue_waiting_message_51_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_51_txid_idx ON public.queue_waiting_message_51 USING btree (txid);

--
-- Name: queue_waiting_message_52_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_52_due_at_id_idx ON public.queue_waiting_message_52 USING btree (due_at, id);

--
-- Name: queue_waiting_message_52_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_52_message_id_idx ON public.queue_waiting_message_52 USING btree (message_id);

--
-- Name: queue_waiting_message_52_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_52_txid_idx ON public.queue_waiting_message_52 USING btree (txid);

--
-- Name: queue_waiting_message_53_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_53_due_at_id_idx ON public.queue_waiting_message_53 USING btree (due_at, id);

--
-- Name: queue_waiting_message_53_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_53_message_id_idx ON public.queue_waiting_message_53 USING btree (message_id);

--
-- Name: queue_waiting_message_53_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_53_txid_idx ON public.queue_waiting_message_53 USING btree (txid);

--
-- Name: queue_waiting_message_54_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_54_due_at_id_idx ON public.queue_waiting_message_54 USING btree (due_at, id);

--
-- Name: queue_waiting_message_54_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_54_message_id_idx ON public.queue_waiting_message_54 USING btree (message_id);

--
-- Name: queue_waiting_message_54_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_54_txid_idx ON public.queue_waiting_message_54 USING btree (txid);

--
-- Name: queue_waiting_message_55_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_55_due_at_id_idx ON public.queue_waiting_message_55 USING btree (due_at, id);

--
-- Name: queue_waiting_message_55_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_55_message_id_idx ON public.queue_waiting_message_55 USING btree (message_id);

--
-- Name: queue_waiting_message_55_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_55_txid_idx ON public.queue_waiting_message_55 USING btree (txid);

--
-- Name: queue_waiting_message_56_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_56_due_at_id_idx ON public.queue_waiting_message_56 USING btree (due_at, id);

--
-- Name: queue_waiting_message_56_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_56_message_id_idx ON public.queue_waiting_message_56 USING btree (message_id);

--
-- Name: queue_waiting_message_56_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_56_txid_idx ON public.queue_waiting_message_56 USING btree (txid);

--
-- Name: queue_waiting_message_57_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_57_due_at_id_idx ON public.queue_waiting_message_57 USING btree (due_at, id);

--
-- Name: queue_waiting_message_57_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_57_message_id_idx ON public.queue_waiting_message_57 USING btree (message_id);

--
-- Name: queue_waiting_message_57_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_57_txid_idx ON public.queue_waiting_message_57 USING btree (txid);

--
-- Name: queue_waiting_message_58_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_58_due_at_id_idx ON public.queue_waiting_message_58 USING btree (due_at, id);

--
-- Name: queue_waiting_message_58_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_58_message_id_idx ON public.queue_waiting_message_58 USING btree (message_id);

--
-- Name: queue_waiting_message_58_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_58_txid_idx ON public.queue_waiting_message_58 USING btree (txid);

--
-- Name: queue_waiting_message_59_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_59_due_at_id_idx ON public.queue_waiting_message_59 USING btree (due_at, id);

--
-- Name: queue_waiting_message_59_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_59_message_id_idx ON public.queue_waiting_message_59 USING btree (message_id);

--
-- Name: queue_waiting_message_59_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_59_txid_idx ON public.queue_waiting_message_59 USING btree (txid);

--
-- Name: queue_waiting_message_5_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_5_due_at_id_idx ON public.queue_waiting_message_5 USING btree (due_at, id);

--
-- Name: queue_waiting_message_5_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_5_message_id_idx ON public.queue_waiting_message_5 USING btree (message_id);

--
-- Name: queue_waiting_message_5_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_5_txid_idx ON public.queue_waiting_message_5 USING btree (txid);

--
-- Name: queue_waiting_message_60_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_60_due_at_id_idx ON public.queue_waiting_message_60 USING btree (due_at, id);

--
-- Name: queue_waiting_message_60_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_60_message_id_idx ON public.queue_waiting_message_60 USING btree (message_id);

--
-- Name: queue_waiting_message_60_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_60_txid_idx ON public.queue_waiting_message_60 USING btree (txid);

--
-- Name: queue_waiting_message_61_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_61_due_at_id_idx ON public.queue_waiting_message_61 USING btree (due_at, id);

--
-- Name: queue_waiting_message_61_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_61_message_id_idx ON public.queue_waiting_message_61 USING btree (message_id);

--
-- Name: queue_waiting_message_61_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_61_txid_idx ON public.queue_waiting_message_61 USING btree (txid);

--
-- Name: queue_waiting_message_62_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_62_due_at_id_idx ON public.queue_waiting_message_62 USING btree (due_at, id);

--
-- Name: queue_waiting_message_62_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_62_message_id_idx ON public.queue_waiting_message_62 USING btree (message_id);

--
-- Name: queue_waiting_message_62_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_62_txid_idx ON public.queue_waiting_message_62 USING btree (txid);

--
-- Name: queue_waiting_message_63_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_63_due_at_id_idx ON public.queue_waiting_message_63 USING btree (due_at, id);

--
-- Name: queue_waiting_message_63_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_63_message_id_idx ON public.queue_waiting_message_63 USING btree (message_id);

--
-- Name: queue_waiting_message_63_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_63_txid_idx ON public.queue_waiting_message_63 USING btree (txid);

--
-- Name: queue_waiting_message_6_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_6_due_at_id_idx ON public.queue_waiting_message_6 USING btree (due_at, id);

--
-- Name: queue_waiting_message_6_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_6_message_id_idx ON public.queue_waiting_message_6 USING btree (message_id);

--
-- Name: queue_waiting_message_6_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_6_txid_idx ON public.queue_waiting_message_6 USING btree (txid);

--
-- Name: queue_waiting_message_7_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_7_due_at_id_idx ON public.queue_waiting_message_7 USING btree (due_at, id);

--
-- Name: queue_waiting_message_7_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_7_message_id_idx ON public.queue_waiting_message_7 USING btree (message_id);

--
-- Name: queue_waiting_message_7_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_7_txid_idx ON public.queue_waiting_message_7 USING btree (txid);

--
-- Name: queue_waiting_message_8_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_8_due_at_id_idx ON public.queue_waiting_message_8 USING btree (due_at, id);

--
-- Name: queue_waiting_message_8_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_8_message_id_idx ON public.queue_waiting_message_8 USING btree (message_id);

--
-- Name: queue_waiting_message_8_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_8_txid_idx ON public.queue_waiting_message_8 USING btree (txid);

--
-- Name: queue_waiting_message_9_due_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_9_due_at_id_idx ON public.queue_waiting_message_9 USING btree (due_at, id);

--
-- Name: queue_waiting_message_9_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_9_message_id_idx ON public.queue_waiting_message_9 USING btree (message_id);

--
-- Name: queue_waiting_message_9_txid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX queue_waiting_message_9_txid_idx ON public.queue_waiting_message_9 USING btree (txid);

--
-- Name: rate_limit_expires_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rate_limit_expires_at ON public.rate_limit USING btree (expires_at);

--
-- Name: recommendation_task_finished; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX recommendation_task_finished ON public.recommendation_task USING btree (finished_at) WHERE (status = ANY (ARRAY['SUCCEEDED'::text, 'FAILED'::text]));

--
-- Name: recommendation_task_member; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX recommendation_task_member ON public.recommendation_task USING btree (member_id);

--
-- Name: recommendation_task_unfinished; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX recommendation_task_unfinished ON public.recommendation_task USING btree (created_at) WHERE (status = ANY (ARRAY['PENDING'::text, 'RUNNING'::text]));

--
-- Name: result_ring_by_message_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_by_message_id ON ONLY public.result_ring USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_0_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_0_message_id_idx ON public.result_ring_0 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_by_key; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_by_key ON ONLY public.result_ring USING btree (message_key, id);

--
-- Name: result_ring_0_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_0_message_key_id_idx ON public.result_ring_0 USING btree (message_key, id);

--
-- Name: result_ring_10_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_10_message_id_idx ON public.result_ring_10 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_10_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_10_message_key_id_idx ON public.result_ring_10 USING btree (message_key, id);

--
-- Name: result_ring_11_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_11_message_id_idx ON public.result_ring_11 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_11_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_11_message_key_id_idx ON public.result_ring_11 USING btree (message_key, id);

--
-- Name: result_ring_12_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_12_message_id_idx ON public.result_ring_12 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_12_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_12_message_key_id_idx ON public.result_ring_12 USING btree (message_key, id);

--
-- Name: result_ring_13_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_13_message_id_idx ON public.result_ring_13 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_13_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_13_message_key_id_idx ON public.result_ring_13 USING btree (message_key, id);

--
-- Name: result_ring_14_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_14_message_id_idx ON public.result_ring_14 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_14_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_14_message_key_id_idx ON public.result_ring_14 USING btree (message_key, id);

--
-- Name: result_ring_15_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_15_message_id_idx ON public.result_ring_15 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_15_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_15_message_key_id_idx ON public.result_ring_15 USING btree (message_key, id);

--
-- Name: result_ring_1_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_1_message_id_idx ON public.result_ring_1 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_1_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_1_message_key_id_idx ON public.result_ring_1 USING btree (message_key, id);

--
-- Name: result_ring_2_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_2_message_id_idx ON public.result_ring_2 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_2_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_2_message_key_id_idx ON public.result_ring_2 USING btree (message_key, id);

--
-- Name: result_ring_3_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_3_message_id_idx ON public.result_ring_3 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_3_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_3_message_key_id_idx ON public.result_ring_3 USING btree (message_key, id);

--
-- Name: result_ring_4_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_4_message_id_idx ON public.result_ring_4 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_4_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_4_message_key_id_idx ON public.result_ring_4 USING btree (message_key, id);

--
-- Name: result_ring_5_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_5_message_id_idx ON public.result_ring_5 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_5_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_5_message_key_id_idx ON public.result_ring_5 USING btree (message_key, id);

--
-- Name: result_ring_6_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_6_message_id_idx ON public.result_ring_6 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_6_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_6_message_key_id_idx ON public.result_ring_6 USING btree (message_key, id);

--
-- Name: result_ring_7_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_7_message_id_idx ON public.result_ring_7 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_7_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_7_message_key_id_idx ON public.result_ring_7 USING btree (message_key, id);

--
-- Name: result_ring_8_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_8_message_id_idx ON public.result_ring_8 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_8_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_8_message_key_id_idx ON public.result_ring_8 USING btree (message_key, id);

--
-- Name: result_ring_9_message_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_9_message_id_idx ON public.result_ring_9 USING btree (message_id) WHERE (message_id IS NOT NULL);

--
-- Name: result_ring_9_message_key_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX result_ring_9_message_key_id_idx ON public.result_ring_9 USING btree (message_key, id);

--
-- Name: review_stats_signal_pending; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX review_stats_signal_pending ON public.review_stats_signal USING btree (sent_at) WHERE (pending_ticket IS NOT NULL);

--
-- Name: review_visible_answers; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX review_visible_answers ON public.review USING btree (item_id) INCLUDE (rating, capacity, density, particle) WHERE ((hidden_at IS NULL) AND (deleted_at IS NULL));

--
-- Name: scheduled_job_fired_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX scheduled_job_fired_at ON public.scheduled_job USING btree (fired_at) WHERE (fired_at IS NOT NULL);

--
-- Name: scheduled_job_outcome; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX scheduled_job_outcome ON public.scheduled_job USING btree (updated_at) WHERE (status <> 'SCHEDULED'::text);

--
-- Name: scheduled_job_task; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX scheduled_job_task ON public.scheduled_job USING btree (task_id);

--
-- Name: scheduled_job_task_waiting; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX scheduled_job_task_waiting ON public.scheduled_job USING btree (task_id) WHERE (status = 'SCHEDULED'::text);

--
-- Name: scheduled_job_waiting; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX scheduled_job_waiting ON public.scheduled_job USING btree (fire_at) WHERE (status = 'SCHEDULED'::text);

--
-- Name: schema_migration_name; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX schema_migration_name ON public.schema_migration USING btree (name);

--
-- Name: queue_outer_cancel_0_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_0_message_id_idx;

--
-- Name: queue_outer_cancel_10_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_10_message_id_idx;

--
-- Name: queue_outer_cancel_11_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_11_message_id_idx;

--
-- Name: queue_outer_cancel_12_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_12_message_id_idx;

--
-- Name: queue_outer_cancel_13_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_13_message_id_idx;

--
-- Name: queue_outer_cancel_14_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_14_message_id_idx;

--
-- Name: queue_outer_cancel_15_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_15_message_id_idx;

--
-- Name: queue_outer_cancel_16_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_16_message_id_idx;

--
-- Name: queue_outer_cancel_17_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_17_message_id_idx;

--
-- Name: queue_outer_cancel_18_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_18_message_id_idx;

--
-- Name: queue_outer_cancel_19_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_19_message_id_idx;

--
-- Name: queue_outer_cancel_1_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_1_message_id_idx;

--
-- Name: queue_outer_cancel_20_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_20_message_id_idx;

--
-- Name: queue_outer_cancel_21_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_21_message_id_idx;

--
-- Name: queue_outer_cancel_22_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_22_message_id_idx;

--
-- Name: queue_outer_cancel_23_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_23_message_id_idx;

--
-- Name: queue_outer_cancel_24_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_24_message_id_idx;

--
-- Name: queue_outer_cancel_25_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_25_message_id_idx;

--
-- Name: queue_outer_cancel_26_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_26_message_id_idx;

--
-- Name: queue_outer_cancel_27_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_27_message_id_idx;

--
-- Name: queue_outer_cancel_28_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_28_message_id_idx;

--
-- Name: queue_outer_cancel_29_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_29_message_id_idx;

--
-- Name: queue_outer_cancel_2_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_2_message_id_idx;

--
-- Name: queue_outer_cancel_30_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_30_message_id_idx;

--
-- Name: queue_outer_cancel_31_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_31_message_id_idx;

--
-- Name: queue_outer_cancel_32_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_32_message_id_idx;

--
-- Name: queue_outer_cancel_33_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_33_message_id_idx;

--
-- Name: queue_outer_cancel_34_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_34_message_id_idx;

--
-- Name: queue_outer_cancel_35_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_35_message_id_idx;

--
-- Name: queue_outer_cancel_36_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_36_message_id_idx;

--
-- Name: queue_outer_cancel_37_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_37_message_id_idx;

--
-- Name: queue_outer_cancel_38_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_38_message_id_idx;

--
-- Name: queue_outer_cancel_39_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_39_message_id_idx;

--
-- Name: queue_outer_cancel_3_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_3_message_id_idx;

--
-- Name: queue_outer_cancel_40_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_40_message_id_idx;

--
-- Name: queue_outer_cancel_41_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_41_message_id_idx;

--
-- Name: queue_outer_cancel_42_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_42_message_id_idx;

--
-- Name: queue_outer_cancel_43_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_43_message_id_idx;

--
-- Name: queue_outer_cancel_44_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_44_message_id_idx;

--
-- Name: queue_outer_cancel_45_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_45_message_id_idx;

--
-- Name: queue_outer_cancel_46_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_46_message_id_idx;

--
-- Name: queue_outer_cancel_47_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_47_message_id_idx;

--
-- Name: queue_outer_cancel_48_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_48_message_id_idx;

--
-- Name: queue_outer_cancel_49_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_49_message_id_idx;

--
-- Name: queue_outer_cancel_4_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_4_message_id_idx;

--
-- Name: queue_outer_cancel_50_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_50_message_id_idx;

--
-- Name: queue_outer_cancel_51_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_51_message_id_idx;

--
-- Name: queue_outer_cancel_52_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_52_message_id_idx;

--
-- Name: queue_outer_cancel_53_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_53_message_id_idx;

--
-- Name: queue_outer_cancel_54_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_54_message_id_idx;

--
-- Name: queue_outer_cancel_55_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_55_message_id_idx;

--
-- Name: queue_outer_cancel_56_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_56_message_id_idx;

--
-- Name: queue_outer_cancel_57_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_57_message_id_idx;

--
-- Name: queue_outer_cancel_58_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_58_message_id_idx;

--
-- Name: queue_outer_cancel_59_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_59_message_id_idx;

--
-- Name: queue_outer_cancel_5_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_5_message_id_idx;

--
-- Name: queue_outer_cancel_60_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_60_message_id_idx;

--
-- Name: queue_outer_cancel_61_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_61_message_id_idx;

--
-- Name: queue_outer_cancel_62_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_62_message_id_idx;

--
-- Name: queue_outer_cancel_63_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_63_message_id_idx;

--
-- Name: queue_outer_cancel_6_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_6_message_id_idx;

--
-- Name: queue_outer_cancel_7_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_7_message_id_idx;

--
-- Name: queue_outer_cancel_8_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_8_message_id_idx;

--
-- Name: queue_outer_cancel_9_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_cancel_by_message_id ATTACH PARTITION public.queue_outer_cancel_9_message_id_idx;

--
-- Name: queue_outer_message_0_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_0_due_at_id_idx;

--
-- Name: queue_outer_message_0_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_0_message_id_idx;

--
-- Name: queue_outer_message_0_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_0_pkey;

--
-- Name: queue_outer_message_0_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_0_txid_idx;

--
-- Name: queue_outer_message_10_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_10_due_at_id_idx;

--
-- Name: queue_outer_message_10_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_10_message_id_idx;

--
-- Name: queue_outer_message_10_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_10_pkey;

--
-- Name: queue_outer_message_10_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_10_txid_idx;

--
-- Name: queue_outer_message_11_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_11_due_at_id_idx;

--
-- Name: queue_outer_message_11_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_11_message_id_idx;

--
-- Name: queue_outer_message_11_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_11_pkey;

--
-- Name: queue_outer_message_11_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_11_txid_idx;

--
-- Name: queue_outer_message_12_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_12_due_at_id_idx;

--
-- Name: queue_outer_message_12_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_12_message_id_idx;

--
-- Name: queue_outer_message_12_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_12_pkey;

--
-- Name: queue_outer_message_12_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_12_txid_idx;

--
-- Name: queue_outer_message_13_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_13_due_at_id_idx;

--
-- Name: queue_outer_message_13_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_13_message_id_idx;

--
-- Name: queue_outer_message_13_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_13_pkey;

--
-- Name: queue_outer_message_13_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_13_txid_idx;

--
-- Name: queue_outer_message_14_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_14_due_at_id_idx;

--
-- Name: queue_outer_message_14_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_14_message_id_idx;

--
-- Name: queue_outer_message_14_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_14_pkey;

--
-- Name: queue_outer_message_14_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_14_txid_idx;

--
-- Name: queue_outer_message_15_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_15_due_at_id_idx;

--
-- Name: queue_outer_message_15_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_15_message_id_idx;

--
-- Name: queue_outer_message_15_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_15_pkey;

--
-- Name: queue_outer_message_15_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_15_txid_idx;

--
-- Name: queue_outer_message_16_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_16_due_at_id_idx;

--
-- Name: queue_outer_message_16_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_16_message_id_idx;

--
-- Name: queue_outer_message_16_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_16_pkey;

--
-- Name: queue_outer_message_16_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_16_txid_idx;

--
-- Name: queue_outer_message_17_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_17_due_at_id_idx;

--
-- Name: queue_outer_message_17_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_17_message_id_idx;

--
-- Name: queue_outer_message_17_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_17_pkey;

--
-- Name: queue_outer_message_17_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_17_txid_idx;

--
-- Name: queue_outer_message_18_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_18_due_at_id_idx;

--
-- Name: queue_outer_message_18_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_18_message_id_idx;

--
-- Name: queue_outer_message_18_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_18_pkey;

--
-- Name: queue_outer_message_18_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_18_txid_idx;

--
-- Name: queue_outer_message_19_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_19_due_at_id_idx;

--
-- Name: queue_outer_message_19_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_19_message_id_idx;

--
-- Name: queue_outer_message_19_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_19_pkey;

--
-- Name: queue_outer_message_19_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_19_txid_idx;

--
-- Name: queue_outer_message_1_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_1_due_at_id_idx;

--
-- Name: queue_outer_message_1_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_1_message_id_idx;

--
-- Name: queue_outer_message_1_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_1_pkey;

--
-- Name: queue_outer_message_1_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_1_txid_idx;

--
-- Name: queue_outer_message_20_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_20_due_at_id_idx;

--
-- Name: queue_outer_message_20_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_20_message_id_idx;

--
-- Name: queue_outer_message_20_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_20_pkey;

--
-- Name: queue_outer_message_20_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_20_txid_idx;

--
-- Name: queue_outer_message_21_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_21_due_at_id_idx;

--
-- Name: queue_outer_message_21_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_21_message_id_idx;

--
-- Name: queue_outer_message_21_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_21_pkey;

--
-- Name: queue_outer_message_21_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_21_txid_idx;

--
-- Name: queue_outer_message_22_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_22_due_at_id_idx;

--
-- Name: queue_outer_message_22_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_22_message_id_idx;

--
-- Name: queue_outer_message_22_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_22_pkey;

--
-- Name: queue_outer_message_22_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_22_txid_idx;

--
-- Name: queue_outer_message_23_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_23_due_at_id_idx;

--
-- Name: queue_outer_message_23_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_23_message_id_idx;

--
-- Name: queue_outer_message_23_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_23_pkey;

--
-- Name: queue_outer_message_23_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_23_txid_idx;

--
-- Name: queue_outer_message_24_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_24_due_at_id_idx;

--
-- Name: queue_outer_message_24_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_24_message_id_idx;

--
-- Name: queue_outer_message_24_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_24_pkey;

--
-- Name: queue_outer_message_24_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_24_txid_idx;

--
-- Name: queue_outer_message_25_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_25_due_at_id_idx;

--
-- Name: queue_outer_message_25_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_25_message_id_idx;

--
-- Name: queue_outer_message_25_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_25_pkey;

--
-- Name: queue_outer_message_25_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_25_txid_idx;

--
-- Name: queue_outer_message_26_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_26_due_at_id_idx;

--
-- Name: queue_outer_message_26_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_26_message_id_idx;

--
-- Name: queue_outer_message_26_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_26_pkey;

--
-- Name: queue_outer_message_26_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_26_txid_idx;

--
-- Name: queue_outer_message_27_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_27_due_at_id_idx;

--
-- Name: queue_outer_message_27_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_27_message_id_idx;

--
-- Name: queue_outer_message_27_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_27_pkey;

--
-- Name: queue_outer_message_27_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_27_txid_idx;

--
-- Name: queue_outer_message_28_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_28_due_at_id_idx;

--
-- Name: queue_outer_message_28_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_28_message_id_idx;

--
-- Name: queue_outer_message_28_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_28_pkey;

--
-- Name: queue_outer_message_28_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_28_txid_idx;

--
-- Name: queue_outer_message_29_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_29_due_at_id_idx;

--
-- Name: queue_outer_message_29_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_29_message_id_idx;

--
-- Name: queue_outer_message_29_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_29_pkey;

--
-- Name: queue_outer_message_29_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_29_txid_idx;

--
-- Name: queue_outer_message_2_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_2_due_at_id_idx;

--
-- Name: queue_outer_message_2_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_2_message_id_idx;

--
-- Name: queue_outer_message_2_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_2_pkey;

--
-- Name: queue_outer_message_2_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_2_txid_idx;

--
-- Name: queue_outer_message_30_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_30_due_at_id_idx;

--
-- Name: queue_outer_message_30_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_30_message_id_idx;

--
-- Name: queue_outer_message_30_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_30_pkey;

--
-- Name: queue_outer_message_30_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_30_txid_idx;

--
-- Name: queue_outer_message_31_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_31_due_at_id_idx;

--
-- Name: queue_outer_message_31_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_31_message_id_idx;

--
-- Name: queue_outer_message_31_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_31_pkey;

--
-- Name: queue_outer_message_31_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_31_txid_idx;

--
-- Name: queue_outer_message_32_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_32_due_at_id_idx;

--
-- Name: queue_outer_message_32_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_32_message_id_idx;

--
-- Name: queue_outer_message_32_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_32_pkey;

--
-- Name: queue_outer_message_32_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_32_txid_idx;

--
-- Name: queue_outer_message_33_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_33_due_at_id_idx;

--
-- Name: queue_outer_message_33_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_33_message_id_idx;

--
-- Name: queue_outer_message_33_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_33_pkey;

--
-- Name: queue_outer_message_33_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_33_txid_idx;

--
-- Name: queue_outer_message_34_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_34_due_at_id_idx;

--
-- Name: queue_outer_message_34_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_34_message_id_idx;

--
-- Name: queue_outer_message_34_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_34_pkey;

--
-- Name: queue_outer_message_34_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_34_txid_idx;

--
-- Name: queue_outer_message_35_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_35_due_at_id_idx;

--
-- Name: queue_outer_message_35_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_35_message_id_idx;

--
-- Name: queue_outer_message_35_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_35_pkey;

--
-- Name: queue_outer_message_35_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_35_txid_idx;

--
-- Name: queue_outer_message_36_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_36_due_at_id_idx;

--
-- Name: queue_outer_message_36_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_36_message_id_idx;

--
-- Name: queue_outer_message_36_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_36_pkey;

--
-- Name: queue_outer_message_36_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_36_txid_idx;

--
-- Name: queue_outer_message_37_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_37_due_at_id_idx;

--
-- Name: queue_outer_message_37_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_37_message_id_idx;

--
-- Name: queue_outer_message_37_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_37_pkey;

--
-- Name: queue_outer_message_37_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_37_txid_idx;

--
-- Name: queue_outer_message_38_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_38_due_at_id_idx;

--
-- Name: queue_outer_message_38_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_38_message_id_idx;

--
-- Name: queue_outer_message_38_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_38_pkey;

--
-- Name: queue_outer_message_38_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_38_txid_idx;

--
-- Name: queue_outer_message_39_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_39_due_at_id_idx;

--
-- Name: queue_outer_message_39_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_39_message_id_idx;

--
-- Name: queue_outer_message_39_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_39_pkey;

--
-- Name: queue_outer_message_39_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_39_txid_idx;

--
-- Name: queue_outer_message_3_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_3_due_at_id_idx;

--
-- Name: queue_outer_message_3_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_3_message_id_idx;

--
-- Name: queue_outer_message_3_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_3_pkey;

--
-- Name: queue_outer_message_3_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_3_txid_idx;

--
-- Name: queue_outer_message_40_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_40_due_at_id_idx;

--
-- Name: queue_outer_message_40_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_40_message_id_idx;

--
-- Name: queue_outer_message_40_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_40_pkey;

--
-- Name: queue_outer_message_40_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_40_txid_idx;

--
-- Name: queue_outer_message_41_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_41_due_at_id_idx;

--
-- Name: queue_outer_message_41_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_41_message_id_idx;

--
-- Name: queue_outer_message_41_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_41_pkey;

--
-- Name: queue_outer_message_41_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_41_txid_idx;

--
-- Name: queue_outer_message_42_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_42_due_at_id_idx;

--
-- Name: queue_outer_message_42_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_42_message_id_idx;

--
-- Name: queue_outer_message_42_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_42_pkey;

--
-- Name: queue_outer_message_42_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_42_txid_idx;

--
-- Name: queue_outer_message_43_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_43_due_at_id_idx;

--
-- Name: queue_outer_message_43_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_43_message_id_idx;

--
-- Name: queue_outer_message_43_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_43_pkey;

--
-- Name: queue_outer_message_43_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_43_txid_idx;

--
-- Name: queue_outer_message_44_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_44_due_at_id_idx;

--
-- Name: queue_outer_message_44_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_44_message_id_idx;

--
-- Name: queue_outer_message_44_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_44_pkey;

--
-- Name: queue_outer_message_44_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_44_txid_idx;

--
-- Name: queue_outer_message_45_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_45_due_at_id_idx;

--
-- Name: queue_outer_message_45_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_45_message_id_idx;

--
-- Name: queue_outer_message_45_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_45_pkey;

--
-- Name: queue_outer_message_45_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_45_txid_idx;

--
-- Name: queue_outer_message_46_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_46_due_at_id_idx;

--
-- Name: queue_outer_message_46_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_46_message_id_idx;

--
-- Name: queue_outer_message_46_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_46_pkey;

--
-- Name: queue_outer_message_46_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_46_txid_idx;

--
-- Name: queue_outer_message_47_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_47_due_at_id_idx;

--
-- Name: queue_outer_message_47_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_47_message_id_idx;

--
-- Name: queue_outer_message_47_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_47_pkey;

--
-- Name: queue_outer_message_47_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_47_txid_idx;

--
-- Name: queue_outer_message_48_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_48_due_at_id_idx;

--
-- Name: queue_outer_message_48_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_48_message_id_idx;

--
-- Name: queue_outer_message_48_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_48_pkey;

--
-- Name: queue_outer_message_48_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_48_txid_idx;

--
-- Name: queue_outer_message_49_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_49_due_at_id_idx;

--
-- Name: queue_outer_message_49_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_49_message_id_idx;

--
-- Name: queue_outer_message_49_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_49_pkey;

--
-- Name: queue_outer_message_49_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_49_txid_idx;

--
-- Name: queue_outer_message_4_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_4_due_at_id_idx;

--
-- Name: queue_outer_message_4_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_4_message_id_idx;

--
-- Name: queue_outer_message_4_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_4_pkey;

--
-- Name: queue_outer_message_4_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_4_txid_idx;

--
-- Name: queue_outer_message_50_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_50_due_at_id_idx;

--
-- Name: queue_outer_message_50_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_50_message_id_idx;

--
-- Name: queue_outer_message_50_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_50_pkey;

--
-- Name: queue_outer_message_50_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_50_txid_idx;

--
-- Name: queue_outer_message_51_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_51_due_at_id_idx;

--
-- Name: queue_outer_message_51_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_51_message_id_idx;

--
-- Name: queue_outer_message_51_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_51_pkey;

--
-- Name: queue_outer_message_51_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_51_txid_idx;

--
-- Name: queue_outer_message_52_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_52_due_at_id_idx;

--
-- Name: queue_outer_message_52_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_52_message_id_idx;

--
-- Name: queue_outer_message_52_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_52_pkey;

--
-- Name: queue_outer_message_52_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_52_txid_idx;

--
-- Name: queue_outer_message_53_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_53_due_at_id_idx;

--
-- Name: queue_outer_message_53_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_53_message_id_idx;

--
-- Name: queue_outer_message_53_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_53_pkey;

--
-- Name: queue_outer_message_53_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_53_txid_idx;

--
-- Name: queue_outer_message_54_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_54_due_at_id_idx;

--
-- Name: queue_outer_message_54_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_54_message_id_idx;

--
-- Name: queue_outer_message_54_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_54_pkey;

--
-- Name: queue_outer_message_54_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_54_txid_idx;

--
-- Name: queue_outer_message_55_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_55_due_at_id_idx;

--
-- Name: queue_outer_message_55_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_55_message_id_idx;

--
-- Name: queue_outer_message_55_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_55_pkey;

--
-- Name: queue_outer_message_55_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_55_txid_idx;

--
-- Name: queue_outer_message_56_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_56_due_at_id_idx;

--
-- Name: queue_outer_message_56_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_56_message_id_idx;

--
-- Name: queue_outer_message_56_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_56_pkey;

--
-- Name: queue_outer_message_56_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_56_txid_idx;

--
-- Name: queue_outer_message_57_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_57_due_at_id_idx;

--
-- Name: queue_outer_message_57_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_57_message_id_idx;

--
-- Name: queue_outer_message_57_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_57_pkey;

--
-- Name: queue_outer_message_57_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_57_txid_idx;

--
-- Name: queue_outer_message_58_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_58_due_at_id_idx;

--
-- Name: queue_outer_message_58_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_58_message_id_idx;

--
-- Name: queue_outer_message_58_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_58_pkey;

--
-- Name: queue_outer_message_58_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_58_txid_idx;

--
-- Name: queue_outer_message_59_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_59_due_at_id_idx;

--
-- Name: queue_outer_message_59_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_59_message_id_idx;

--
-- Name: queue_outer_message_59_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_59_pkey;

--
-- Name: queue_outer_message_59_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_59_txid_idx;

--
-- Name: queue_outer_message_5_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_5_due_at_id_idx;

--
-- Name: queue_outer_message_5_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_5_message_id_idx;

--
-- Name: queue_outer_message_5_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_5_pkey;

--
-- Name: queue_outer_message_5_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_5_txid_idx;

--
-- Name: queue_outer_message_60_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_60_due_at_id_idx;

--
-- Name: queue_outer_message_60_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_60_message_id_idx;

--
-- Name: queue_outer_message_60_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_60_pkey;

--
-- Name: queue_outer_message_60_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_60_txid_idx;

--
-- Name: queue_outer_message_61_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_61_due_at_id_idx;

--
-- Name: queue_outer_message_61_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_61_message_id_idx;

--
-- Name: queue_outer_message_61_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_61_pkey;

--
-- Name: queue_outer_message_61_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_61_txid_idx;

--
-- Name: queue_outer_message_62_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_62_due_at_id_idx;

--
-- Name: queue_outer_message_62_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_62_message_id_idx;

--
-- Name: queue_outer_message_62_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_62_pkey;

--
-- Name: queue_outer_message_62_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_62_txid_idx;

--
-- Name: queue_outer_message_63_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_63_due_at_id_idx;

--
-- Name: queue_outer_message_63_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_63_message_id_idx;

--
-- Name: queue_outer_message_63_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_63_pkey;

--
-- Name: queue_outer_message_63_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_63_txid_idx;

--
-- Name: queue_outer_message_6_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_6_due_at_id_idx;

--
-- Name: queue_outer_message_6_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_6_message_id_idx;

--
-- Name: queue_outer_message_6_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_6_pkey;

--
-- Name: queue_outer_message_6_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_6_txid_idx;

--
-- Name: queue_outer_message_7_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_7_due_at_id_idx;

--
-- Name: queue_outer_message_7_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_7_message_id_idx;

--
-- Name: queue_outer_message_7_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_7_pkey;

--
-- Name: queue_outer_message_7_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_7_txid_idx;

--
-- Name: queue_outer_message_8_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_8_due_at_id_idx;

--
-- Name: queue_outer_message_8_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_8_message_id_idx;

--
-- Name: queue_outer_message_8_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_8_pkey;

--
-- Name: queue_outer_message_8_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_8_txid_idx;

--
-- Name: queue_outer_message_9_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_in_due_order ATTACH PARTITION public.queue_outer_message_9_due_at_id_idx;

--
-- Name: queue_outer_message_9_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_message_id ATTACH PARTITION public.queue_outer_message_9_message_id_idx;

--
-- Name: queue_outer_message_9_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_pkey ATTACH PARTITION public.queue_outer_message_9_pkey;

--
-- Name: queue_outer_message_9_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_outer_message_by_txid ATTACH PARTITION public.queue_outer_message_9_txid_idx;

--
-- Name: queue_promotion_0_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_promotion_latest ATTACH PARTITION public.queue_promotion_0_seq_idx;

--
-- Name: queue_promotion_1_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_promotion_latest ATTACH PARTITION public.queue_promotion_1_seq_idx;

--
-- Name: queue_promotion_2_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_promotion_latest ATTACH PARTITION public.queue_promotion_2_seq_idx;

--
-- Name: queue_promotion_3_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_promotion_latest ATTACH PARTITION public.queue_promotion_3_seq_idx;

--
-- Name: queue_promotion_4_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_promotion_latest ATTACH PARTITION public.queue_promotion_4_seq_idx;

--
-- Name: queue_promotion_5_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_promotion_latest ATTACH PARTITION public.queue_promotion_5_seq_idx;

--
-- Name: queue_promotion_6_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_promotion_latest ATTACH PARTITION public.queue_promotion_6_seq_idx;

--
-- Name: queue_promotion_7_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_promotion_latest ATTACH PARTITION public.queue_promotion_7_seq_idx;

--
-- Name: queue_ring_claim_0_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_claim_pkey ATTACH PARTITION public.queue_ring_claim_0_pkey;

--
-- Name: queue_ring_claim_1_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_claim_pkey ATTACH PARTITION public.queue_ring_claim_1_pkey;

--
-- Name: queue_ring_claim_2_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_claim_pkey ATTACH PARTITION public.queue_ring_claim_2_pkey;

--
-- Name: queue_ring_claim_3_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_claim_pkey ATTACH PARTITION public.queue_ring_claim_3_pkey;

--
-- Name: queue_ring_claim_4_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_claim_pkey ATTACH PARTITION public.queue_ring_claim_4_pkey;

--
-- Name: queue_ring_claim_5_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_claim_pkey ATTACH PARTITION public.queue_ring_claim_5_pkey;

--
-- Name: queue_ring_claim_6_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_claim_pkey ATTACH PARTITION public.queue_ring_claim_6_pkey;

--
-- Name: queue_ring_claim_7_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_claim_pkey ATTACH PARTITION public.queue_ring_claim_7_pkey;

--
-- Name: queue_ring_cursor_0_queue_name_stripe_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_cursor_latest ATTACH PARTITION public.queue_ring_cursor_0_queue_name_stripe_seq_idx;

--
-- Name: queue_ring_cursor_1_queue_name_stripe_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_cursor_latest ATTACH PARTITION public.queue_ring_cursor_1_queue_name_stripe_seq_idx;

--
-- Name: queue_ring_cursor_2_queue_name_stripe_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_cursor_latest ATTACH PARTITION public.queue_ring_cursor_2_queue_name_stripe_seq_idx;

--
-- Name: queue_ring_cursor_3_queue_name_stripe_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_cursor_latest ATTACH PARTITION public.queue_ring_cursor_3_queue_name_stripe_seq_idx;

--
-- Name: queue_ring_cursor_4_queue_name_stripe_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_cursor_latest ATTACH PARTITION public.queue_ring_cursor_4_queue_name_stripe_seq_idx;

--
-- Name: queue_ring_cursor_5_queue_name_stripe_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_cursor_latest ATTACH PARTITION public.queue_ring_cursor_5_queue_name_stripe_seq_idx;

--
-- Name: queue_ring_cursor_6_queue_name_stripe_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_cursor_latest ATTACH PARTITION public.queue_ring_cursor_6_queue_name_stripe_seq_idx;

--
-- Name: queue_ring_cursor_7_queue_name_stripe_seq_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_cursor_latest ATTACH PARTITION public.queue_ring_cursor_7_queue_name_stripe_seq_idx;

--
-- Name: queue_ring_message_0_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_by_message_id ATTACH PARTITION public.queue_ring_message_0_message_id_idx;

--
-- Name: queue_ring_message_0_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_pkey ATTACH PARTITION public.queue_ring_message_0_pkey;

--
-- Name: queue_ring_message_0_queue_name_expr_txid_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_in_commit_order ATTACH PARTITION public.queue_ring_message_0_queue_name_expr_txid_id_idx;

--
-- Name: queue_ring_message_1_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_by_message_id ATTACH PARTITION public.queue_ring_message_1_message_id_idx;

--
-- Name: queue_ring_message_1_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_pkey ATTACH PARTITION public.queue_ring_message_1_pkey;

--
-- Name: queue_ring_message_1_queue_name_expr_txid_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_in_commit_order ATTACH PARTITION public.queue_ring_message_1_queue_name_expr_txid_id_idx;

--
-- Name: queue_ring_message_2_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_by_message_id ATTACH PARTITION public.queue_ring_message_2_message_id_idx;

--
-- Name: queue_ring_message_2_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_pkey ATTACH PARTITION public.queue_ring_message_2_pkey;

--
-- Name: queue_ring_message_2_queue_name_expr_txid_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_in_commit_order ATTACH PARTITION public.queue_ring_message_2_queue_name_expr_txid_id_idx;

--
-- Name: queue_ring_message_3_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_by_message_id ATTACH PARTITION public.queue_ring_message_3_message_id_idx;

--
-- Name: queue_ring_message_3_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_pkey ATTACH PARTITION public.queue_ring_message_3_pkey;

--
-- Name: queue_ring_message_3_queue_name_expr_txid_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_in_commit_order ATTACH PARTITION public.queue_ring_message_3_queue_name_expr_txid_id_idx;

--
-- Name: queue_ring_message_4_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_by_message_id ATTACH PARTITION public.queue_ring_message_4_message_id_idx;

--
-- Name: queue_ring_message_4_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_pkey ATTACH PARTITION public.queue_ring_message_4_pkey;

--
-- Name: queue_ring_message_4_queue_name_expr_txid_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_in_commit_order ATTACH PARTITION public.queue_ring_message_4_queue_name_expr_txid_id_idx;

--
-- Name: queue_ring_message_5_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_by_message_id ATTACH PARTITION public.queue_ring_message_5_message_id_idx;

--
-- Name: queue_ring_message_5_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_pkey ATTACH PARTITION public.queue_ring_message_5_pkey;

--
-- Name: queue_ring_message_5_queue_name_expr_txid_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_in_commit_order ATTACH PARTITION public.queue_ring_message_5_queue_name_expr_txid_id_idx;

--
-- Name: queue_ring_message_6_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_by_message_id ATTACH PARTITION public.queue_ring_message_6_message_id_idx;

--
-- Name: queue_ring_message_6_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_pkey ATTACH PARTITION public.queue_ring_message_6_pkey;

--
-- Name: queue_ring_message_6_queue_name_expr_txid_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_in_commit_order ATTACH PARTITION public.queue_ring_message_6_queue_name_expr_txid_id_idx;

--
-- Name: queue_ring_message_7_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_by_message_id ATTACH PARTITION public.queue_ring_message_7_message_id_idx;

--
-- Name: queue_ring_message_7_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_pkey ATTACH PARTITION public.queue_ring_message_7_pkey;

--
-- Name: queue_ring_message_7_queue_name_expr_txid_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_message_in_commit_order ATTACH PARTITION public.queue_ring_message_7_queue_name_expr_txid_id_idx;

--
-- Name: queue_ring_receipt_0_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_receipt_pkey ATTACH PARTITION public.queue_ring_receipt_0_pkey;

--
-- Name: queue_ring_receipt_1_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_receipt_pkey ATTACH PARTITION public.queue_ring_receipt_1_pkey;

--
-- Name: queue_ring_receipt_2_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_receipt_pkey ATTACH PARTITION public.queue_ring_receipt_2_pkey;

--
-- Name: queue_ring_receipt_3_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_receipt_pkey ATTACH PARTITION public.queue_ring_receipt_3_pkey;

--
-- Name: queue_ring_receipt_4_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_receipt_pkey ATTACH PARTITION public.queue_ring_receipt_4_pkey;

--
-- Name: queue_ring_receipt_5_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_receipt_pkey ATTACH PARTITION public.queue_ring_receipt_5_pkey;

--
-- Name: queue_ring_receipt_6_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_receipt_pkey ATTACH PARTITION public.queue_ring_receipt_6_pkey;

--
-- Name: queue_ring_receipt_7_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_ring_receipt_pkey ATTACH PARTITION public.queue_ring_receipt_7_pkey;

--
-- Name: queue_waiting_cancel_0_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_0_message_id_idx;

--
-- Name: queue_waiting_cancel_10_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_10_message_id_idx;

--
-- Name: queue_waiting_cancel_11_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_11_message_id_idx;

--
-- Name: queue_waiting_cancel_12_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_12_message_id_idx;

--
-- Name: queue_waiting_cancel_13_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_13_message_id_idx;

--
-- Name: queue_waiting_cancel_14_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_14_message_id_idx;

--
-- Name: queue_waiting_cancel_15_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_15_message_id_idx;

--
-- Name: queue_waiting_cancel_16_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_16_message_id_idx;

--
-- Name: queue_waiting_cancel_17_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_17_message_id_idx;

--
-- Name: queue_waiting_cancel_18_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_18_message_id_idx;

--
-- Name: queue_waiting_cancel_19_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_19_message_id_idx;

--
-- Name: queue_waiting_cancel_1_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_1_message_id_idx;

--
-- Name: queue_waiting_cancel_20_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_20_message_id_idx;

--
-- Name: queue_waiting_cancel_21_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_21_message_id_idx;

--
-- Name: queue_waiting_cancel_22_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_22_message_id_idx;

--
-- Name: queue_waiting_cancel_23_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_23_message_id_idx;

--
-- Name: queue_waiting_cancel_24_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_24_message_id_idx;

--
-- Name: queue_waiting_cancel_25_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_25_message_id_idx;

--
-- Name: queue_waiting_cancel_26_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_26_message_id_idx;

--
-- Name: queue_waiting_cancel_27_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_27_message_id_idx;

--
-- Name: queue_waiting_cancel_28_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_28_message_id_idx;

--
-- Name: queue_waiting_cancel_29_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_29_message_id_idx;

--
-- Name: queue_waiting_cancel_2_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_2_message_id_idx;

--
-- Name: queue_waiting_cancel_30_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_30_message_id_idx;

--
-- Name: queue_waiting_cancel_31_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_31_message_id_idx;

--
-- Name: queue_waiting_cancel_32_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_32_message_id_idx;

--
-- Name: queue_waiting_cancel_33_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_33_message_id_idx;

--
-- Name: queue_waiting_cancel_34_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_34_message_id_idx;

--
-- Name: queue_waiting_cancel_35_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_35_message_id_idx;

--
-- Name: queue_waiting_cancel_36_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_36_message_id_idx;

--
-- Name: queue_waiting_cancel_37_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_37_message_id_idx;

--
-- Name: queue_waiting_cancel_38_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_38_message_id_idx;

--
-- Name: queue_waiting_cancel_39_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_39_message_id_idx;

--
-- Name: queue_waiting_cancel_3_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_3_message_id_idx;

--
-- Name: queue_waiting_cancel_40_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_40_message_id_idx;

--
-- Name: queue_waiting_cancel_41_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_41_message_id_idx;

--
-- Name: queue_waiting_cancel_42_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_42_message_id_idx;

--
-- Name: queue_waiting_cancel_43_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_43_message_id_idx;

--
-- Name: queue_waiting_cancel_44_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_44_message_id_idx;

--
-- Name: queue_waiting_cancel_45_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_45_message_id_idx;

--
-- Name: queue_waiting_cancel_46_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_46_message_id_idx;

--
-- Name: queue_waiting_cancel_47_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_47_message_id_idx;

--
-- Name: queue_waiting_cancel_48_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_48_message_id_idx;

--
-- Name: queue_waiting_cancel_49_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_49_message_id_idx;

--
-- Name: queue_waiting_cancel_4_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_4_message_id_idx;

--
-- Name: queue_waiting_cancel_50_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_50_message_id_idx;

--
-- Name: queue_waiting_cancel_51_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_51_message_id_idx;

--
-- Name: queue_waiting_cancel_52_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_52_message_id_idx;

--
-- Name: queue_waiting_cancel_53_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_53_message_id_idx;

--
-- Name: queue_waiting_cancel_54_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_54_message_id_idx;

--
-- Name: queue_waiting_cancel_55_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_55_message_id_idx;

--
-- Name: queue_waiting_cancel_56_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_56_message_id_idx;

--
-- Name: queue_waiting_cancel_57_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_57_message_id_idx;

--
-- Name: queue_waiting_cancel_58_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_58_message_id_idx;

--
-- Name: queue_waiting_cancel_59_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_59_message_id_idx;

--
-- Name: queue_waiting_cancel_5_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_5_message_id_idx;

--
-- Name: queue_waiting_cancel_60_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_60_message_id_idx;

--
-- Name: queue_waiting_cancel_61_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_61_message_id_idx;

--
-- Name: queue_waiting_cancel_62_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_62_message_id_idx;

--
-- Name: queue_waiting_cancel_63_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_63_message_id_idx;

--
-- Name: queue_waiting_cancel_6_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_6_message_id_idx;

--
-- Name: queue_waiting_cancel_7_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_7_message_id_idx;

--
-- Name: queue_waiting_cancel_8_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_8_message_id_idx;

--
-- Name: queue_waiting_cancel_9_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_cancel_by_message_id ATTACH PARTITION public.queue_waiting_cancel_9_message_id_idx;

--
-- Name: queue_waiting_message_0_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_0_due_at_id_idx;

--
-- Name: queue_waiting_message_0_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_0_message_id_idx;

--
-- Name: queue_waiting_message_0_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_0_pkey;

--
-- Name: queue_waiting_message_0_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_0_txid_idx;

--
-- Name: queue_waiting_message_10_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_10_due_at_id_idx;

--
-- Name: queue_waiting_message_10_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_10_message_id_idx;

--
-- Name: queue_waiting_message_10_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_10_pkey;

--
-- Name: queue_waiting_message_10_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_10_txid_idx;

--
-- Name: queue_waiting_message_11_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_11_due_at_id_idx;

--
-- Name: queue_waiting_message_11_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_11_message_id_idx;

--
-- Name: queue_waiting_message_11_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_11_pkey;

--
-- Name: queue_waiting_message_11_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_11_txid_idx;

--
-- Name: queue_waiting_message_12_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_12_due_at_id_idx;

--
-- Name: queue_waiting_message_12_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_12_message_id_idx;

--
-- Name: queue_waiting_message_12_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_12_pkey;

--
-- Name: queue_waiting_message_12_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_12_txid_idx;

--
-- Name: queue_waiting_message_13_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_13_due_at_id_idx;

--
-- Name: queue_waiting_message_13_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_13_message_id_idx;

--
-- Name: queue_waiting_message_13_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_13_pkey;

--
-- Name: queue_waiting_message_13_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_13_txid_idx;

--
-- Name: queue_waiting_message_14_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_14_due_at_id_idx;

--
-- Name: queue_waiting_message_14_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_14_message_id_idx;

--
-- Name: queue_waiting_message_14_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_14_pkey;

--
-- Name: queue_waiting_message_14_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_14_txid_idx;

--
-- Name: queue_waiting_message_15_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_15_due_at_id_idx;

--
-- Name: queue_waiting_message_15_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_15_message_id_idx;

--
-- Name: queue_waiting_message_15_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_15_pkey;

--
-- Name: queue_waiting_message_15_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_15_txid_idx;

--
-- Name: queue_waiting_message_16_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_16_due_at_id_idx;

--
-- Name: queue_waiting_message_16_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_16_message_id_idx;

--
-- Name: queue_waiting_message_16_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_16_pkey;

--
-- Name: queue_waiting_message_16_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_16_txid_idx;

--
-- Name: queue_waiting_message_17_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_17_due_at_id_idx;

--
-- Name: queue_waiting_message_17_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_17_message_id_idx;

--
-- Name: queue_waiting_message_17_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_17_pkey;

--
-- Name: queue_waiting_message_17_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_17_txid_idx;

--
-- Name: queue_waiting_message_18_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_18_due_at_id_idx;

--
-- Name: queue_waiting_message_18_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_18_message_id_idx;

--
-- Name: queue_waiting_message_18_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_18_pkey;

--
-- Name: queue_waiting_message_18_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_18_txid_idx;

--
-- Name: queue_waiting_message_19_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_19_due_at_id_idx;

--
-- Name: queue_waiting_message_19_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_19_message_id_idx;

--
-- Name: queue_waiting_message_19_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_19_pkey;

--
-- Name: queue_waiting_message_19_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_19_txid_idx;

--
-- Name: queue_waiting_message_1_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_1_due_at_id_idx;

--
-- Name: queue_waiting_message_1_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_1_message_id_idx;

--
-- Name: queue_waiting_message_1_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_1_pkey;

--
-- Name: queue_waiting_message_1_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_1_txid_idx;

--
-- Name: queue_waiting_message_20_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_20_due_at_id_idx;

--
-- Name: queue_waiting_message_20_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_20_message_id_idx;

--
-- Name: queue_waiting_message_20_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_20_pkey;

--
-- Name: queue_waiting_message_20_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_20_txid_idx;

--
-- Name: queue_waiting_message_21_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_21_due_at_id_idx;

--
-- Name: queue_waiting_message_21_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_21_message_id_idx;

--
-- Name: queue_waiting_message_21_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_21_pkey;

--
-- Name: queue_waiting_message_21_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_21_txid_idx;

--
-- Name: queue_waiting_message_22_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_22_due_at_id_idx;

--
-- Name: queue_waiting_message_22_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_22_message_id_idx;

--
-- Name: queue_waiting_message_22_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_22_pkey;

--
-- Name: queue_waiting_message_22_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_22_txid_idx;

--
-- Name: queue_waiting_message_23_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_23_due_at_id_idx;

--
-- Name: queue_waiting_message_23_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_23_message_id_idx;

--
-- Name: queue_waiting_message_23_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_23_pkey;

--
-- Name: queue_waiting_message_23_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_23_txid_idx;

--
-- Name: queue_waiting_message_24_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_24_due_at_id_idx;

--
-- Name: queue_waiting_message_24_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_24_message_id_idx;

--
-- Name: queue_waiting_message_24_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_24_pkey;

--
-- Name: queue_waiting_message_24_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_24_txid_idx;

--
-- Name: queue_waiting_message_25_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_25_due_at_id_idx;

--
-- Name: queue_waiting_message_25_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_25_message_id_idx;

--
-- Name: queue_waiting_message_25_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_25_pkey;

--
-- Name: queue_waiting_message_25_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_25_txid_idx;

--
-- Name: queue_waiting_message_26_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_26_due_at_id_idx;

--
-- Name: queue_waiting_message_26_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_26_message_id_idx;

--
-- Name: queue_waiting_message_26_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_26_pkey;

--
-- Name: queue_waiting_message_26_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_26_txid_idx;

--
-- Name: queue_waiting_message_27_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_27_due_at_id_idx;

--
-- Name: queue_waiting_message_27_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_27_message_id_idx;

--
-- Name: queue_waiting_message_27_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_27_pkey;

--
-- Name: queue_waiting_message_27_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_27_txid_idx;

--
-- Name: queue_waiting_message_28_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_28_due_at_id_idx;

--
-- Name: queue_waiting_message_28_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_28_message_id_idx;

--
-- Name: queue_waiting_message_28_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_28_pkey;

--
-- Name: queue_waiting_message_28_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_28_txid_idx;

--
-- Name: queue_waiting_message_29_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_29_due_at_id_idx;

--
-- Name: queue_waiting_message_29_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_29_message_id_idx;

--
-- Name: queue_waiting_message_29_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_29_pkey;

--
-- Name: queue_waiting_message_29_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_29_txid_idx;

--
-- Name: queue_waiting_message_2_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_2_due_at_id_idx;

--
-- Name: queue_waiting_message_2_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_2_message_id_idx;

--
-- Name: queue_waiting_message_2_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_2_pkey;

--
-- Name: queue_waiting_message_2_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_2_txid_idx;

--
-- Name: queue_waiting_message_30_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_30_due_at_id_idx;

--
-- Name: queue_waiting_message_30_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_30_message_id_idx;

--
-- Name: queue_waiting_message_30_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_30_pkey;

--
-- Name: queue_waiting_message_30_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_30_txid_idx;

--
-- Name: queue_waiting_message_31_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_31_due_at_id_idx;

--
-- Name: queue_waiting_message_31_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_31_message_id_idx;

--
-- Name: queue_waiting_message_31_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_31_pkey;

--
-- Name: queue_waiting_message_31_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_31_txid_idx;

--
-- Name: queue_waiting_message_32_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_32_due_at_id_idx;

--
-- Name: queue_waiting_message_32_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_32_message_id_idx;

--
-- Name: queue_waiting_message_32_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_32_pkey;

--
-- Name: queue_waiting_message_32_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_32_txid_idx;

--
-- Name: queue_waiting_message_33_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_33_due_at_id_idx;

--
-- Name: queue_waiting_message_33_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_33_message_id_idx;

--
-- Name: queue_waiting_message_33_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_33_pkey;

--
-- Name: queue_waiting_message_33_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_33_txid_idx;

--
-- Name: queue_waiting_message_34_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_34_due_at_id_idx;

--
-- Name: queue_waiting_message_34_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_34_message_id_idx;

--
-- Name: queue_waiting_message_34_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_34_pkey;

--
-- Name: queue_waiting_message_34_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_34_txid_idx;

--
-- Name: queue_waiting_message_35_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_35_due_at_id_idx;

--
-- Name: queue_waiting_message_35_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_35_message_id_idx;

--
-- Name: queue_waiting_message_35_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_35_pkey;

--
-- Name: queue_waiting_message_35_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_35_txid_idx;

--
-- Name: queue_waiting_message_36_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_36_due_at_id_idx;

--
-- Name: queue_waiting_message_36_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_36_message_id_idx;

--
-- Name: queue_waiting_message_36_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_36_pkey;

--
-- Name: queue_waiting_message_36_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_36_txid_idx;

--
-- Name: queue_waiting_message_37_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_37_due_at_id_idx;

--
-- Name: queue_waiting_message_37_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_37_message_id_idx;

--
-- Name: queue_waiting_message_37_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_37_pkey;

--
-- Name: queue_waiting_message_37_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_37_txid_idx;

--
-- Name: queue_waiting_message_38_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_38_due_at_id_idx;

--
-- Name: queue_waiting_message_38_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_38_message_id_idx;

--
-- Name: queue_waiting_message_38_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_38_pkey;

--
-- Name: queue_waiting_message_38_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_38_txid_idx;

--
-- Name: queue_waiting_message_39_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_39_due_at_id_idx;

--
-- Name: queue_waiting_message_39_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_39_message_id_idx;

--
-- Name: queue_waiting_message_39_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_39_pkey;

--
-- Name: queue_waiting_message_39_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_39_txid_idx;

--
-- Name: queue_waiting_message_3_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_3_due_at_id_idx;

--
-- Name: queue_waiting_message_3_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_3_message_id_idx;

--
-- Name: queue_waiting_message_3_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_3_pkey;

--
-- Name: queue_waiting_message_3_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_3_txid_idx;

--
-- Name: queue_waiting_message_40_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_40_due_at_id_idx;

--
-- Name: queue_waiting_message_40_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_40_message_id_idx;

--
-- Name: queue_waiting_message_40_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_40_pkey;

--
-- Name: queue_waiting_message_40_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_40_txid_idx;

--
-- Name: queue_waiting_message_41_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_41_due_at_id_idx;

--
-- Name: queue_waiting_message_41_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_41_message_id_idx;

--
-- Name: queue_waiting_message_41_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_41_pkey;

--
-- Name: queue_waiting_message_41_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_41_txid_idx;

--
-- Name: queue_waiting_message_42_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_42_due_at_id_idx;

--
-- Name: queue_waiting_message_42_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_42_message_id_idx;

--
-- Name: queue_waiting_message_42_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_42_pkey;

--
-- Name: queue_waiting_message_42_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_42_txid_idx;

--
-- Name: queue_waiting_message_43_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_43_due_at_id_idx;

--
-- Name: queue_waiting_message_43_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_43_message_id_idx;

--
-- Name: queue_waiting_message_43_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_43_pkey;

--
-- Name: queue_waiting_message_43_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_43_txid_idx;

--
-- Name: queue_waiting_message_44_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_44_due_at_id_idx;

--
-- Name: queue_waiting_message_44_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_44_message_id_idx;

--
-- Name: queue_waiting_message_44_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_44_pkey;

--
-- Name: queue_waiting_message_44_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_44_txid_idx;

--
-- Name: queue_waiting_message_45_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_45_due_at_id_idx;

--
-- Name: queue_waiting_message_45_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_45_message_id_idx;

--
-- Name: queue_waiting_message_45_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_45_pkey;

--
-- Name: queue_waiting_message_45_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_45_txid_idx;

--
-- Name: queue_waiting_message_46_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_46_due_at_id_idx;

--
-- Name: queue_waiting_message_46_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_46_message_id_idx;

--
-- Name: queue_waiting_message_46_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_46_pkey;

--
-- Name: queue_waiting_message_46_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_46_txid_idx;

--
-- Name: queue_waiting_message_47_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_47_due_at_id_idx;

--
-- Name: queue_waiting_message_47_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_47_message_id_idx;

--
-- Name: queue_waiting_message_47_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_47_pkey;

--
-- Name: queue_waiting_message_47_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_47_txid_idx;

--
-- Name: queue_waiting_message_48_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_48_due_at_id_idx;

--
-- Name: queue_waiting_message_48_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_48_message_id_idx;

--
-- Name: queue_waiting_message_48_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_48_pkey;

--
-- Name: queue_waiting_message_48_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_48_txid_idx;

--
-- Name: queue_waiting_message_49_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_49_due_at_id_idx;

--
-- Name: queue_waiting_message_49_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_49_message_id_idx;

--
-- Name: queue_waiting_message_49_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_49_pkey;

--
-- Name: queue_waiting_message_49_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_49_txid_idx;

--
-- Name: queue_waiting_message_4_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_4_due_at_id_idx;

--
-- Name: queue_waiting_message_4_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_4_message_id_idx;

--
-- Name: queue_waiting_message_4_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_4_pkey;

--
-- Name: queue_waiting_message_4_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_4_txid_idx;

--
-- Name: queue_waiting_message_50_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_50_due_at_id_idx;

--
-- Name: queue_waiting_message_50_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_50_message_id_idx;

--
-- Name: queue_waiting_message_50_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_50_pkey;

--
-- Name: queue_waiting_message_50_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_50_txid_idx;

--
-- Name: queue_waiting_message_51_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_51_due_at_id_idx;

--
-- Name: queue_waiting_message_51_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_51_message_id_idx;

--
-- Name: queue_waiting_message_51_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_51_pkey;

--
-- Name: queue_waiting_message_51_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_51_txid_idx;

--
-- Name: queue_waiting_message_52_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_52_due_at_id_idx;

--
-- Name: queue_waiting_message_52_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_52_message_id_idx;

--
-- Name: queue_waiting_message_52_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_52_pkey;

--
-- Name: queue_waiting_message_52_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_52_txid_idx;

--
-- Name: queue_waiting_message_53_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_53_due_at_id_idx;

--
-- Name: queue_waiting_message_53_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_53_message_id_idx;

--
-- Name: queue_waiting_message_53_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_53_pkey;

--
-- Name: queue_waiting_message_53_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_53_txid_idx;

--
-- Name: queue_waiting_message_54_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_54_due_at_id_idx;

--
-- Name: queue_waiting_message_54_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_54_message_id_idx;

--
-- Name: queue_waiting_message_54_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_54_pkey;

--
-- Name: queue_waiting_message_54_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_54_txid_idx;

--
-- Name: queue_waiting_message_55_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_55_due_at_id_idx;

--
-- Name: queue_waiting_message_55_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_55_message_id_idx;

--
-- Name: queue_waiting_message_55_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_55_pkey;

--
-- Name: queue_waiting_message_55_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_55_txid_idx;

--
-- Name: queue_waiting_message_56_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_56_due_at_id_idx;

--
-- Name: queue_waiting_message_56_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_56_message_id_idx;

--
-- Name: queue_waiting_message_56_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_56_pkey;

--
-- Name: queue_waiting_message_56_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_56_txid_idx;

--
-- Name: queue_waiting_message_57_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_57_due_at_id_idx;

--
-- Name: queue_waiting_message_57_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_57_message_id_idx;

--
-- Name: queue_waiting_message_57_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_57_pkey;

--
-- Name: queue_waiting_message_57_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_57_txid_idx;

--
-- Name: queue_waiting_message_58_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_58_due_at_id_idx;

--
-- Name: queue_waiting_message_58_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_58_message_id_idx;

--
-- Name: queue_waiting_message_58_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_58_pkey;

--
-- Name: queue_waiting_message_58_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_58_txid_idx;

--
-- Name: queue_waiting_message_59_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_59_due_at_id_idx;

--
-- Name: queue_waiting_message_59_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_59_message_id_idx;

--
-- Name: queue_waiting_message_59_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_59_pkey;

--
-- Name: queue_waiting_message_59_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_59_txid_idx;

--
-- Name: queue_waiting_message_5_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_5_due_at_id_idx;

--
-- Name: queue_waiting_message_5_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_5_message_id_idx;

--
-- Name: queue_waiting_message_5_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_5_pkey;

--
-- Name: queue_waiting_message_5_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_5_txid_idx;

--
-- Name: queue_waiting_message_60_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_60_due_at_id_idx;

--
-- Name: queue_waiting_message_60_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_60_message_id_idx;

--
-- Name: queue_waiting_message_60_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_60_pkey;

--
-- Name: queue_waiting_message_60_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_60_txid_idx;

--
-- Name: queue_waiting_message_61_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_61_due_at_id_idx;

--
-- Name: queue_waiting_message_61_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_61_message_id_idx;

--
-- Name: queue_waiting_message_61_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_61_pkey;

--
-- Name: queue_waiting_message_61_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_61_txid_idx;

--
-- Name: queue_waiting_message_62_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_62_due_at_id_idx;

--
-- Name: queue_waiting_message_62_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_62_message_id_idx;

--
-- Name: queue_waiting_message_62_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_62_pkey;

--
-- Name: queue_waiting_message_62_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_62_txid_idx;

--
-- Name: queue_waiting_message_63_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_63_due_at_id_idx;

--
-- Name: queue_waiting_message_63_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_63_message_id_idx;

--
-- Name: queue_waiting_message_63_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_63_pkey;

--
-- Name: queue_waiting_message_63_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_63_txid_idx;

--
-- Name: queue_waiting_message_6_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_6_due_at_id_idx;

--
-- Name: queue_waiting_message_6_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_6_message_id_idx;

--
-- Name: queue_waiting_message_6_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_6_pkey;

--
-- Name: queue_waiting_message_6_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_6_txid_idx;

--
-- Name: queue_waiting_message_7_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_7_due_at_id_idx;

--
-- Name: queue_waiting_message_7_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_7_message_id_idx;

--
-- Name: queue_waiting_message_7_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_7_pkey;

--
-- Name: queue_waiting_message_7_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_7_txid_idx;

--
-- Name: queue_waiting_message_8_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_8_due_at_id_idx;

--
-- Name: queue_waiting_message_8_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_8_message_id_idx;

--
-- Name: queue_waiting_message_8_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_8_pkey;

--
-- Name: queue_waiting_message_8_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_8_txid_idx;

--
-- Name: queue_waiting_message_9_due_at_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_in_due_order ATTACH PARTITION public.queue_waiting_message_9_due_at_id_idx;

--
-- Name: queue_waiting_message_9_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_message_id ATTACH PARTITION public.queue_waiting_message_9_message_id_idx;

--
-- Name: queue_waiting_message_9_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_pkey ATTACH PARTITION public.queue_waiting_message_9_pkey;

--
-- Name: queue_waiting_message_9_txid_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.queue_waiting_message_by_txid ATTACH PARTITION public.queue_waiting_message_9_txid_idx;

--
-- Name: result_ring_0_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_0_message_id_idx;

--
-- Name: result_ring_0_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_0_message_key_id_idx;

--
-- Name: result_ring_10_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_10_message_id_idx;

--
-- Name: result_ring_10_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_10_message_key_id_idx;

--
-- Name: result_ring_11_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_11_message_id_idx;

--
-- Name: result_ring_11_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_11_message_key_id_idx;

--
-- Name: result_ring_12_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_12_message_id_idx;

--
-- Name: result_ring_12_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_12_message_key_id_idx;

--
-- Name: result_ring_13_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_13_message_id_idx;

--
-- Name: result_ring_13_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_13_message_key_id_idx;

--
-- Name: result_ring_14_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_14_message_id_idx;

--
-- Name: result_ring_14_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_14_message_key_id_idx;

--
-- Name: result_ring_15_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_15_message_id_idx;

--
-- Name: result_ring_15_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_15_message_key_id_idx;

--
-- Name: result_ring_1_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_1_message_id_idx;

--
-- Name: result_ring_1_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_1_message_key_id_idx;

--
-- Name: result_ring_2_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_2_message_id_idx;

--
-- Name: result_ring_2_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_2_message_key_id_idx;

--
-- Name: result_ring_3_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_3_message_id_idx;

--
-- Name: result_ring_3_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_3_message_key_id_idx;

--
-- Name: result_ring_4_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_4_message_id_idx;

--
-- Name: result_ring_4_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_4_message_key_id_idx;

--
-- Name: result_ring_5_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_5_message_id_idx;

--
-- Name: result_ring_5_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_5_message_key_id_idx;

--
-- Name: result_ring_6_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_6_message_id_idx;

--
-- Name: result_ring_6_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_6_message_key_id_idx;

--
-- Name: result_ring_7_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_7_message_id_idx;

--
-- Name: result_ring_7_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_7_message_key_id_idx;

--
-- Name: result_ring_8_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_8_message_id_idx;

--
-- Name: result_ring_8_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_8_message_key_id_idx;

--
-- Name: result_ring_9_message_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_message_id ATTACH PARTITION public.result_ring_9_message_id_idx;

--
-- Name: result_ring_9_message_key_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.result_ring_by_key ATTACH PARTITION public.result_ring_9_message_key_id_idx;

--
-- Name: collection_cycle collection_cycle_source_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.collection_cycle
    ADD CONSTRAINT collection_cycle_source_id_fkey FOREIGN KEY (source_id) REFERENCES public.job_source(id);

--
-- Name: collection_seen_posting collection_seen_posting_cycle_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.collection_seen_posting
    ADD CONSTRAINT collection_seen_posting_cycle_id_fkey FOREIGN KEY (cycle_id) REFERENCES public.collection_cycle(id) ON DELETE CASCADE;

--
-- Name: job_posting job_posting_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_posting
    ADD CONSTRAINT job_posting_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id);

--
-- Name: job_posting job_posting_source_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_posting
    ADD CONSTRAINT job_posting_source_id_fkey FOREIGN KEY (source_id) REFERENCES public.job_source(id);

--
-- Name: job_source job_source_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_source
    ADD CONSTRAINT job_source_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.company(id);

--
-- Name: notification_request notification_request_scheduled_job_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_request
    ADD CONSTRAINT notification_request_scheduled_job_id_fkey FOREIGN KEY (scheduled_job_id) REFERENCES public.scheduled_job(id);

--
-- Name: notification_request notification_request_task_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_request
    ADD CONSTRAINT notification_request_task_id_fkey FOREIGN KEY (task_id) REFERENCES public.task(id);

--
-- Name: product_view product_view_product_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.product_view
    ADD CONSTRAINT product_view_product_id_fkey FOREIGN KEY (product_id) REFERENCES public.product(id);

--
-- Name: review review_item_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.review
    ADD CONSTRAINT review_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.item(id);

--
-- Name: scheduled_job scheduled_job_task_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.scheduled_job
    ADD CONSTRAINT scheduled_job_task_id_fkey FOREIGN KEY (task_id) REFERENCES public.task(id);

--
-- Name: sla_snapshot_cycle sla_snapshot_cycle_business_date_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sla_snapshot_cycle
    ADD CONSTRAINT sla_snapshot_cycle_business_date_fkey FOREIGN KEY (business_date) REFERENCES public.sla_snapshot(business_date) ON DELETE CASCADE;
