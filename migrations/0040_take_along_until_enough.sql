-- A pipeline's take-along (a firing's other due timers, a refresh's others) goes on to the
-- next free stripe only while it holds fewer than p_enough messages (issue 46).
--
-- Version 2 (migration 0029) went on through every free stripe until it had its limit, and
-- held each turn it took until its transaction ended, after the firing or the refresh it
-- serves. At 100,000 reminders a minute nearly every timer was taken along (97%), and the
-- first firing to take held every stripe of the queue: the next firing took nothing, the
-- consumers waited for a turn (5.9 ms a claim), and the firings ran one after another
-- (lateness p50 205 ms against 39 ms when the timers waited in dramatiq.queue). A take of
-- one stripe only halved that but broke the batching at 10,000 a minute, where a firing finds
-- one or two others due in different stripes (docs/decisions/evidence/0008-03). Here a take
-- that found few goes on, as version 2 did, and one that has enough for a firing stops, so
-- that the other firings take the other stripes at the same time.
--
-- It passes by a stripe whose turn another claim holds, as version 2 did. Cursors, turns and
-- rows are those of version 2, which the previous release's workers call beside it.
CREATE FUNCTION hourglass.take_ring_v3(
    p_queue text, p_worker uuid, p_limit int, p_first_stripe int, p_enough int
) RETURNS TABLE (ring_slot smallint, ring_id bigint, ring_message_id text, ring_message jsonb)
LANGUAGE plpgsql VOLATILE AS $$
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
