-- The SQL producers' messages go where the Python API's go (issue 46): those due now to the
-- ring, those due within the wheel's hour to the wheel, later ones to the cold lane; and a
-- cancelled timer is tombstoned in the wheel as well as deleted from the cold lane. Each
-- function that sent or cancelled messages has a version 2 here, the same rule over
-- enqueue_v2 and cancel_timers_v1; version 1 stays for the previous release's processes.
-- The products' entry points (hourglass.create_task, ...) call version 2 from now on:
-- their arguments, rows and what they schedule are the same, only where a timer waits is.

-- Send messages to one queue, in the caller's transaction: as enqueue_v1 (the same message
-- JSON and trace context), each to the ring when due now, to the wheel when due within the
-- wheel's horizon (hourglass.core.store.schema's WAITING_HORIZON_S, one hour), else to the
-- cold lane with its due time as available_at. One NOTIFY for the queue (the waker hears
-- a waiting message too).
CREATE FUNCTION hourglass.enqueue_v2(
    p_queue_name text, p_actor_name text, p_args jsonb[], p_message_ids uuid[],
    p_delays_ms float8[]
) RETURNS void LANGUAGE plpgsql AS $$
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

-- Cancel timers no worker holds yet, in the caller's transaction: a cold lane's waiting row
-- is deleted, a wheel's message not promoted yet gets its tombstone (in its bucket). A timer
-- in the ring already (or held by a worker) runs and finds its version stale.
CREATE FUNCTION hourglass.cancel_timers_v1(p_message_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
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

-- As move_schedule_v1, its timers sent by enqueue_v2 and cancelled by cancel_timers_v1.
-- Make the task's waiting jobs what its state calls for (schedule_changes_v1), in the
-- caller's transaction. Scheduling a key again replaces it (a new version, whatever
-- state the old one reached) with a new timer due at its time; the timers of
-- cancelled and replaced versions leave the queue with them (a timer a worker holds
-- already finds its version stale).
CREATE FUNCTION hourglass.move_schedule_v2(
    p_task task, p_now timestamptz, p_reason text, p_replace_all boolean
) RETURNS void LANGUAGE plpgsql AS $$
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

-- Version 2: as version 1, over move_schedule_v2.
-- A task (SELECTED; MATCHED when a teacher is given) and its schedule; returns its id.
CREATE FUNCTION hourglass.create_task_v2(
    p_student_id bigint, p_teacher_id bigint, p_deadline_at timestamptz,
    p_due_at timestamptz, p_now timestamptz
) RETURNS bigint LANGUAGE plpgsql AS $$
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

-- Version 2: as version 1, over move_schedule_v2.
-- COMPLETED: every waiting job is cancelled. Completing twice changes nothing.
CREATE FUNCTION hourglass.complete_task_v2(p_task_id bigint, p_now timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
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

-- Version 2: as version 1, over move_schedule_v2.
-- Move the task to `status`: the old status's jobs are cancelled, the new one's
-- scheduled. COMPLETED is complete_task; CANCELLED cancels everything.
CREATE FUNCTION hourglass.change_task_status_v2(p_task_id bigint, p_status text, p_now timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
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

-- Version 2: as version 1, over move_schedule_v2.
-- Hand the task to a teacher (SELECTED again, MATCHED), with a new deadline if given:
-- every waiting job is cancelled and the whole schedule computed afresh.
CREATE FUNCTION hourglass.reassign_task_v2(
    p_task_id bigint, p_teacher_id bigint, p_deadline_at timestamptz, p_now timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
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

-- Version 2: as version 1, over move_schedule_v2.
-- Refund: the matching is cancelled, and with it the deadline check and every reminder.
CREATE FUNCTION hourglass.refund_task_v2(p_task_id bigint, p_now timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
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

-- Version 2: as version 1, over move_schedule_v2.
-- Progress on the task: its deadline moves to at least now + the progress extension
-- (never earlier), and the deadline check and reminder move with it.
CREATE FUNCTION hourglass.record_progress_activity_v2(
    p_task_id bigint, p_now timestamptz, p_extension interval
) RETURNS void LANGUAGE plpgsql AS $$
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

-- The products' entry points, over version 2.
CREATE OR REPLACE FUNCTION hourglass.create_task(
    student_id bigint, teacher_id bigint, deadline_at timestamptz, due_at timestamptz DEFAULT NULL
) RETURNS bigint LANGUAGE sql AS $$
    SELECT hourglass.create_task_v2(student_id, teacher_id, deadline_at, due_at, NULL)
$$;
CREATE OR REPLACE FUNCTION hourglass.change_task_status(task_id bigint, status text)
RETURNS void LANGUAGE sql AS $$ SELECT hourglass.change_task_status_v2(task_id, status, NULL) $$;
CREATE OR REPLACE FUNCTION hourglass.complete_task(task_id bigint)
RETURNS void LANGUAGE sql AS $$ SELECT hourglass.complete_task_v2(task_id, NULL) $$;
CREATE OR REPLACE FUNCTION hourglass.reassign_task(
    task_id bigint, teacher_id bigint, deadline_at timestamptz DEFAULT NULL
) RETURNS void LANGUAGE sql AS $$
    SELECT hourglass.reassign_task_v2(task_id, teacher_id, deadline_at, NULL)
$$;
CREATE OR REPLACE FUNCTION hourglass.refund_task(task_id bigint)
RETURNS void LANGUAGE sql AS $$ SELECT hourglass.refund_task_v2(task_id, NULL) $$;
CREATE OR REPLACE FUNCTION hourglass.record_progress_activity(task_id bigint)
RETURNS void LANGUAGE sql AS $$
    SELECT hourglass.record_progress_activity_v2(
        task_id, NULL, hourglass.setting_v1('notification_progress_extension', interval '72 hours'))
$$;

-- Version 2: as version 1, over enqueue_v2.
-- Mark the item type stale: every change bumps its version; only a change that finds
-- no ticket pending (the item type was quiet) issues one and sends its recompute. The
-- row lock orders the changes of one item type with the recompute's hand-over.
CREATE FUNCTION hourglass.signal_review_change_v2(p_item_type text, p_changed_by text)
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
        PERFORM hourglass.enqueue_v2(
            'review_stats', 'recompute_item_type_stats',
            ARRAY[jsonb_build_array(p_item_type, v_ticket::text)], ARRAY[gen_random_uuid()],
            ARRAY[0::float8]);
    END IF;
END
$$;

-- Version 2: as version 1, over enqueue_v2.
CREATE FUNCTION hourglass.create_review_v2(
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
    PERFORM hourglass.signal_review_change_v2(v_item_type, p_changed_by);
    RETURN v_id;
END
$$;

-- Version 2: as version 1, over enqueue_v2.
-- Answers of a live review change (NULL keeps one): any review for an admin
-- (`p_user_id` NULL), only their own for a customer. A deleted review is gone for all.
CREATE FUNCTION hourglass.update_review_v2(
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
    PERFORM hourglass.signal_review_change_v2(v_item_type, p_changed_by);
END
$$;

-- Version 2: as version 1, over enqueue_v2.
-- Delete (soft, kept for audit), hide or show again a review: true when it changed,
-- false when it was so already; an unknown review (or a deleted one, but for a
-- second delete) is refused.
CREATE FUNCTION hourglass.change_review_visibility_v2(
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

CREATE OR REPLACE FUNCTION hourglass.shop_create_review(
    user_id bigint, item_id bigint, rating int, capacity text, density text, particle text
) RETURNS bigint LANGUAGE sql AS $$
    SELECT hourglass.create_review_v2(
        'user:' || hourglass.positive_id_v1('user_id', user_id), user_id, item_id,
        rating, capacity, density, particle)
$$;

CREATE OR REPLACE FUNCTION hourglass.admin_create_review(
    admin_id bigint, item_id bigint, user_id bigint,
    rating int, capacity text, density text, particle text
) RETURNS bigint LANGUAGE sql AS $$
    SELECT hourglass.create_review_v2(
        'admin:' || hourglass.positive_id_v1('admin_id', admin_id),
        hourglass.positive_id_v1('user_id', user_id), item_id,
        rating, capacity, density, particle)
$$;

CREATE OR REPLACE FUNCTION hourglass.shop_update_review(
    user_id bigint, review_id bigint, rating int DEFAULT NULL, capacity text DEFAULT NULL,
    density text DEFAULT NULL, particle text DEFAULT NULL
) RETURNS void LANGUAGE sql AS $$
    SELECT hourglass.update_review_v2(
        'user:' || hourglass.positive_id_v1('user_id', user_id), user_id, review_id,
        rating, capacity, density, particle)
$$;

CREATE OR REPLACE FUNCTION hourglass.admin_update_review(
    admin_id bigint, review_id bigint, rating int DEFAULT NULL, capacity text DEFAULT NULL,
    density text DEFAULT NULL, particle text DEFAULT NULL
) RETURNS void LANGUAGE sql AS $$
    SELECT hourglass.update_review_v2(
        'admin:' || hourglass.positive_id_v1('admin_id', admin_id), NULL, review_id,
        rating, capacity, density, particle)
$$;

CREATE OR REPLACE FUNCTION hourglass.admin_delete_review(admin_id bigint, review_id bigint)
RETURNS boolean LANGUAGE sql AS $$
    SELECT hourglass.change_review_visibility_v2('delete', admin_id, review_id)
$$;

CREATE OR REPLACE FUNCTION hourglass.admin_hide_review(admin_id bigint, review_id bigint)
RETURNS boolean LANGUAGE sql AS $$
    SELECT hourglass.change_review_visibility_v2('hide', admin_id, review_id)
$$;

CREATE OR REPLACE FUNCTION hourglass.admin_unhide_review(admin_id bigint, review_id bigint)
RETURNS boolean LANGUAGE sql AS $$
    SELECT hourglass.change_review_visibility_v2('unhide', admin_id, review_id)
$$;

-- Every message the queue store holds and has not settled, whichever lane keeps it, in the
-- columns of dramatiq.queue (and the lane): where an operator or a test looks for a message
-- without knowing its lane. The cold lane's rows as they are (dead letters included); the
-- ring's messages without a receipt, 'consumed' once claimed; the wheel's messages neither
-- promoted nor cancelled, 'queued' and available at their due time.
CREATE VIEW hourglass.message AS
SELECT 'cold'::text AS lane, q.queue_name, q.message_id, q."state"::text AS state, q.message,
       q.available_at, q.worker_id, q.consumed_at
FROM dramatiq.queue AS q
UNION ALL
SELECT 'hot', m.queue_name, m.message_id,
       CASE WHEN c.id IS NULL THEN 'queued' ELSE 'consumed' END, m.message, m.sent_at,
       c.worker_id, c.claimed_at
FROM queue_ring_message AS m
LEFT JOIN queue_ring_claim AS c ON c.slot = m.slot AND c.id = m.id
WHERE NOT EXISTS (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = m.slot AND t.id = m.id)
UNION ALL
SELECT 'waiting', m.queue_name, m.message_id, 'queued', m.message, m.due_at, NULL, NULL
FROM queue_waiting_message AS m
LEFT JOIN LATERAL (SELECT p.snapshot, p.due_at, p.after_id FROM queue_promotion AS p
                   ORDER BY p.seq DESC LIMIT 1) AS promotion ON true
WHERE NOT coalesce(pg_visible_in_snapshot(m.txid, promotion.snapshot)
                   AND (m.due_at, m.id) <= (promotion.due_at, promotion.after_id), false)
  AND NOT EXISTS (SELECT 1 FROM queue_waiting_cancel AS c WHERE c.message_id = m.message_id);
