-- hourglass.claim_ring_v3's claim (migration 0029), which commits without waiting for the
-- disk by itself, and claims nothing from the ring when asked for none.
--
-- A consumer's claim then is one statement in a transaction of its own: version 3 needed a
-- transaction around it to set `synchronous_commit` first (docs/decisions/0003), four round
-- trips a claim (BEGIN, SET LOCAL, the claim, COMMIT) where this needs one: 0.95 against
-- 0.60 ms a claim that found nothing on an idle machine, and at 10,000 reminders a minute
-- the consumers claim 500 times a second. The consumer's statement that claims the cold
-- lane first calls it with what the cold lane left of the limit, none included, so that
-- its own commit does not wait for the disk either. Called in a transaction of several
-- statements, it says so of the whole transaction: there, it is for claims only (the flow
-- limits' claim, which moves what it claims to the cold lane).
--
-- Version 3 is kept for the previous release's consumers (a721ba0): both take the same
-- turns and read and append the same cursors (claim_ring_stripe_v3).
CREATE FUNCTION hourglass.claim_ring_v4(
    p_queue text, p_worker uuid, p_limit int, p_first_stripe int
) RETURNS TABLE (ring_slot smallint, ring_id bigint, ring_message_id text, ring_message text)
LANGUAGE plpgsql VOLATILE AS $$
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
