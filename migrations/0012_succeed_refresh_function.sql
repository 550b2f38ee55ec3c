        CREATE FUNCTION succeed_recommendation_task(
            p_task_id bigint, p_attempt int, p_generation_type text, p_product_ids bigint[],
            p_claim_message_id uuid, p_claim_queue_name text, p_claim_worker_id uuid
        ) RETURNS boolean LANGUAGE plpgsql AS $$
        DECLARE
            v_member_id bigint;
        BEGIN
            DELETE FROM dramatiq.queue
            WHERE message_id = p_claim_message_id AND queue_name = p_claim_queue_name
              AND "state" = 'consumed' AND worker_id = p_claim_worker_id;

            UPDATE recommendation_task SET status = 'SUCCEEDED', finished_at = now(), error = NULL
            WHERE id = p_task_id AND status = 'RUNNING' AND attempts = p_attempt
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
