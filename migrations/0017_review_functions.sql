        CREATE FUNCTION hourglass.item_type_v1(p_value text) RETURNS text
        LANGUAGE sql IMMUTABLE AS $$
            SELECT hourglass.one_of_v1('item_type', p_value, ARRAY[
                'EARLY_WEANING', 'MIDDLE_WEANING', 'LATE_WEANING', 'COMPLETE_WEANING',
                'TODDLER_MEAL', 'SIDE_DISH', 'SOUP', 'SNACK', 'BEVERAGE'])
        $$;

        -- The answers of a review; on an update (`p_partial`) NULL keeps an answer, but at
        -- least one must change.
        CREATE FUNCTION hourglass.check_answers_v1(
            p_rating int, p_capacity text, p_density text, p_particle text, p_partial boolean
        ) RETURNS void LANGUAGE plpgsql IMMUTABLE AS $$
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

        -- Mark the item type stale: every change bumps its version; only a change that finds
        -- no ticket pending (the item type was quiet) issues one and sends its recompute. The
        -- row lock orders the changes of one item type with the recompute's hand-over.
        CREATE FUNCTION hourglass.signal_review_change_v1(p_item_type text, p_changed_by text)
        RETURNS void LANGUAGE plpgsql AS $$
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
                PERFORM hourglass.enqueue_v1(
                    'review_stats', 'recompute_item_type_stats',
                    ARRAY[jsonb_build_array(p_item_type, v_ticket::text)], ARRAY[gen_random_uuid()],
                    ARRAY[0::float8]);
            END IF;
        END
        $$;

        -- A new item of one of the nine item types (a name of 1 to 200 characters); its id.
        CREATE FUNCTION hourglass.create_item(item_type text, name text) RETURNS bigint
        LANGUAGE plpgsql AS $$
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

        CREATE FUNCTION hourglass.create_review_v1(
            p_changed_by text, p_user_id bigint, p_item_id bigint,
            p_rating int, p_capacity text, p_density text, p_particle text
        ) RETURNS bigint LANGUAGE plpgsql AS $$
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
            PERFORM hourglass.signal_review_change_v1(v_item_type, p_changed_by);
            RETURN v_id;
        END
        $$;

        -- A customer reviews an item; the review id.
        CREATE FUNCTION hourglass.shop_create_review(
            user_id bigint, item_id bigint, rating int, capacity text, density text, particle text
        ) RETURNS bigint LANGUAGE sql AS $$
            SELECT hourglass.create_review_v1(
                'user:' || hourglass.positive_id_v1('user_id', user_id), user_id, item_id,
                rating, capacity, density, particle)
        $$;

        -- An administrator enters a review on a user's behalf; the review id.
        CREATE FUNCTION hourglass.admin_create_review(
            admin_id bigint, item_id bigint, user_id bigint,
            rating int, capacity text, density text, particle text
        ) RETURNS bigint LANGUAGE sql AS $$
            SELECT hourglass.create_review_v1(
                'admin:' || hourglass.positive_id_v1('admin_id', admin_id),
                hourglass.positive_id_v1('user_id', user_id), item_id,
                rating, capacity, density, particle)
        $$;

        -- Answers of a live review change (NULL keeps one): any review for an admin
        -- (`p_user_id` NULL), only their own for a customer. A deleted review is gone for all.
        CREATE FUNCTION hourglass.update_review_v1(
            p_changed_by text, p_user_id bigint, p_review_id bigint,
            p_rating int, p_capacity text, p_density text, p_particle text
        ) RETURNS void LANGUAGE plpgsql AS $$
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
            PERFORM hourglass.signal_review_change_v1(v_item_type, p_changed_by);
        END
        $$;

        CREATE FUNCTION hourglass.shop_update_review(
            user_id bigint, review_id bigint, rating int DEFAULT NULL, capacity text DEFAULT NULL,
            density text DEFAULT NULL, particle text DEFAULT NULL
        ) RETURNS void LANGUAGE sql AS $$
            SELECT hourglass.update_review_v1(
                'user:' || hourglass.positive_id_v1('user_id', user_id), user_id, review_id,
                rating, capacity, density, particle)
        $$;

        CREATE FUNCTION hourglass.admin_update_review(
            admin_id bigint, review_id bigint, rating int DEFAULT NULL, capacity text DEFAULT NULL,
            density text DEFAULT NULL, particle text DEFAULT NULL
        ) RETURNS void LANGUAGE sql AS $$
            SELECT hourglass.update_review_v1(
                'admin:' || hourglass.positive_id_v1('admin_id', admin_id), NULL, review_id,
                rating, capacity, density, particle)
        $$;

        -- Delete (soft, kept for audit), hide or show again a review: true when it changed,
        -- false when it was so already; an unknown review (or a deleted one, but for a
        -- second delete) is refused.
        CREATE FUNCTION hourglass.change_review_visibility_v1(
            p_change text, p_admin_id bigint, p_review_id bigint
        ) RETURNS boolean LANGUAGE plpgsql AS $$
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
                PERFORM hourglass.signal_review_change_v1(v_item_type, v_changed_by);
                RETURN true;
            END IF;
            SELECT deleted_at IS NOT NULL INTO v_deleted FROM review WHERE id = p_review_id;
            IF v_deleted IS NULL OR (v_deleted AND p_change <> 'delete') THEN
                PERFORM hourglass.refuse_v1('23503', format('unknown review %s', p_review_id));
            END IF;
            RETURN false;
        END
        $$;

        CREATE FUNCTION hourglass.admin_delete_review(admin_id bigint, review_id bigint)
        RETURNS boolean LANGUAGE sql AS $$
            SELECT hourglass.change_review_visibility_v1('delete', admin_id, review_id)
        $$;
        CREATE FUNCTION hourglass.admin_hide_review(admin_id bigint, review_id bigint)
        RETURNS boolean LANGUAGE sql AS $$
            SELECT hourglass.change_review_visibility_v1('hide', admin_id, review_id)
        $$;
        CREATE FUNCTION hourglass.admin_unhide_review(admin_id bigint, review_id bigint)
        RETURNS boolean LANGUAGE sql AS $$
            SELECT hourglass.change_review_visibility_v1('unhide', admin_id, review_id)
        $$;
