-- hourglass.promote_waiting_v1's promotion (migration 0032), with the messages due since
-- the last one read from the two buckets (partitions of `queue_waiting_message`) that
-- begin with the bucket of the last position, and the next message's due time returned,
-- found in the two buckets after the new position when it is there. A bucket predicate with
-- run-time values prunes the other 62 partitions as the plan starts: a promotion and the
-- waker's lookup each read all 64, 2.2 and 2.5 ms idle, 3 and 6 ms under load, and the
-- waker's pass came to 9 ms where timers fell due every 6 ms.
--
-- A position older than the bucket before the current one (the first promotion, or the
-- waker stopped for a while) starts from the earliest message past it, or now, and the
-- promotion then takes the wheel up to the end of the two buckets only: the waker, told the
-- next message is due already, promotes again at once. Messages whose transaction committed
-- after the last promotion but lie before its position are read from every partition, as
-- version 1 reads them: their due time may be any.
--
-- Another promotion in progress (the lock taken): nothing promoted, and 5 ms from now as the
-- next due time, so that the waker looks again in a moment rather than at its next pass.
CREATE FUNCTION hourglass.promote_waiting_v2(p_limit int, OUT promoted int, OUT next_due timestamptz)
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
    v_from timestamptz;
    v_first smallint;
    v_second smallint;
    v_until timestamptz;
    v_picked int;
    v_due timestamptz;
    v_id bigint;
    v_woken int;
BEGIN
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
    v_running := ARRAY(SELECT pg_snapshot_xip(v_last_snapshot));
    v_snapshot := pg_current_snapshot();
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
    ), appended AS (
        -- Sent when promoted: the ring's claims may take it from then on.
        INSERT INTO queue_ring_message (queue_name, message_id, message, sent_at)
        SELECT p.queue_name, p.message_id, p.message, v_now
        FROM (SELECT * FROM due UNION ALL SELECT * FROM late) AS p
        WHERE NOT EXISTS (SELECT 1 FROM queue_waiting_cancel AS c WHERE c.message_id = p.message_id)
        ORDER BY p.due_at, p.id
        RETURNING queue_name
    ), woken AS (
        SELECT pg_notify('dramatiq.' || w.queue_name || '.enqueue', '')
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
