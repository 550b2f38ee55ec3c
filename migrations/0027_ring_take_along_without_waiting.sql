        -- Claim up to p_limit of the queue's ring messages for p_worker, in the caller's
        -- transaction (its commit ends the turns), from the stripes whose turn is free,
        -- from p_first_stripe on; nothing when another claim holds every one. A paused
        -- queue claims nothing.
        CREATE FUNCTION hourglass.take_ring_v1(
            p_queue text, p_worker uuid, p_limit int, p_first_stripe int
        ) RETURNS TABLE (ring_slot smallint, ring_id bigint, ring_message_id text, ring_message text)
        LANGUAGE plpgsql VOLATILE AS $$
        DECLARE
            v_stripe int;
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
                RETURN QUERY SELECT * FROM hourglass.claim_ring_stripe_v2(
                    p_queue, v_stripe, p_worker, p_limit - v_claimed
                );
                GET DIAGNOSTICS v_rows = ROW_COUNT;
                v_claimed := v_claimed + v_rows;
                EXIT WHEN v_claimed >= p_limit;
            END LOOP;
        END
        $$;
