-- A pipeline's take-along (a firing's other due timers, a refresh's others) takes the turn of
-- one stripe only: the first free one it finds a message in (issue 46).
--
-- Version 2 (migration 0029) went on through every free stripe until it had its limit, and
-- held each turn it took until its transaction ended, after the firing or the refresh it
-- serves. At 100,000 reminders a minute nearly every timer was taken along (97%), and the
-- first firing to take held every stripe of the queue: the next firing took nothing, the
-- consumers waited for a turn (5.9 ms a claim), and the firings ran one after another, a
-- fifth of a second behind (lateness p50 178 ms against 39 ms when the timers waited in
-- dramatiq.queue, whose take passes by the rows others hold). With one stripe each, four
-- firings take along at once, and the consumers claim the stripes left.
--
-- It passes by a stripe whose turn another claim holds, as version 2 did, and by one it
-- finds empty (that turn stays held to the end of the transaction, as every turn taken).
-- Cursors, turns and rows are those of version 2, which the previous release's workers call
-- beside it.
CREATE FUNCTION hourglass.take_ring_v3(
    p_queue text, p_worker uuid, p_limit int, p_first_stripe int
) RETURNS TABLE (ring_slot smallint, ring_id bigint, ring_message_id text, ring_message jsonb)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    v_stripe int;
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
            FROM hourglass.claim_ring_stripe_v3(p_queue, v_stripe, p_worker, p_limit) AS s;
        GET DIAGNOSTICS v_rows = ROW_COUNT;
        EXIT WHEN v_rows > 0;
    END LOOP;
END
$$;
