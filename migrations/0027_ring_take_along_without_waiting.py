"""A pipeline's take-along claims the hot lane's stripes that are free, and waits for none
(issue 28). `hourglass.take_ring_v1` is `hourglass.claim_ring_v2` (migration 0025) without
its last step, which waits for the first stripe's turn when another claim holds every one.

A take-along holds the turns it took until its statement commits, so a refresh, whose
statement starts its tasks too, holds a stripe for most of its statement. With 16 refreshes
running at once on a queue of 4 stripes, the takes waited for each other: 107 waits of 16 ms
in a drain of 10,000 refreshes (PostgreSQL 15, pg_stat_statements), 1.76 s of the 16 worker
threads' 25 s. A take-along is a saving, not a duty (the queue's consumers claim whatever it
leaves), and the cold lane's takes already pass by the rows other statements hold (`FOR
UPDATE SKIP LOCKED`): now the hot lane's do the same.

Only a function is added: the previous release's statements keep calling version 2."""


def up(migrator, db):
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(
        """
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
        $$
        """
    )
