-- hourglass.promote_waiting_v4's promotion (migration 0039), whose look for the messages
-- committed after the last promotion with a due time behind its position (the late ones)
-- is its caller's choice, and whose NOTIFY says it comes from a promotion.
--
-- That look walks the transaction id's index of all 64 partitions of the wheel: at 10,000
-- reminders a minute it was more than half of a promotion (1.9-2.5 ms, 0.8-1.0 without it,
-- on an idle machine), and the waker promotes 75-160 times a second then. A late message
-- is one whose transaction committed after the last look's snapshot, and every transaction
-- that sends to the wheel NOTIFYs its queue at its commit: the waker looks for late ones
-- when it has heard a NOTIFY that no promotion sent (payload 'promoted'), and at least
-- every second. A promotion that does not look reads with the last promotion's snapshot
-- and appends it again: what that snapshot sees up to the new position is promoted, and
-- the rest is found by the next promotion that looks, as version 4's next promotion finds
-- it. So version 4 may promote after this one while a release rolls out, and the other
-- readers of the newest promotion (cancellation, rotation) read it as before. It says
-- whether it looked: not when told not to, nor when another promotion held the lock.
--
-- Version 4 is kept for the previous release's waker (a721ba0): both take the same lock
-- and append the same ledger.
CREATE FUNCTION hourglass.promote_waiting_v5(
    p_limit int, p_look_for_late boolean,
    OUT promoted int, OUT next_due timestamptz, OUT looked boolean)
LANGUAGE plpgsql VOLATILE
SET enable_sort = off SET enable_bitmapscan = off SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off
SET jit = off
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
