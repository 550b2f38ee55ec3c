-- A send NOTIFYs its queue only when one of its messages falls due within 5 s
-- (docs/decisions/0010). A transaction that NOTIFYs holds a cluster-wide lock from its
-- NOTIFY to the end of its commit, WAL flush included, so notifying transactions commit one
-- at a time: at 100 tasks a second created through hourglass.create_task, each sending its
-- timers hours to days ahead, the creations queued for that lock (1 to 5 sessions waiting
-- on it on average) and the wheel's promotion, which NOTIFYs the consumers of what it
-- promotes, waited behind them. A timer due later than that needs no NOTIFY: the waker looks
-- at the wheel and the cold lane at least every second (hourglass.core.due_wakeup).
--
-- Version 3 of enqueue, and of every function over it that sends timers (move_schedule and
-- the task service's), the same otherwise. Version 2 of each stays for the previous
-- release's processes (its timers are notified as before, which only costs it the wait);
-- the products' entry points call version 3 from now on: their arguments, rows and
-- schedules are the same. signal_review_change_v2 sends due now, and keeps its NOTIFY.

-- As enqueue_v2, with a NOTIFY only for a message due within 5 s.
CREATE FUNCTION hourglass.enqueue_v3(
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
    -- Only a message due within 5 s (hourglass.core.store.schema's NOTIFY_WITHIN_MS) needs
    -- the NOTIFY: the waker looks at the wheel and the cold lane at least every second and
    -- finds a later one in time.
    IF EXISTS (SELECT 1 FROM unnest(p_delays_ms) AS d(ms) WHERE d.ms < 5000) THEN
        PERFORM pg_notify('dramatiq.' || p_queue_name || '.enqueue', '');
    END IF;
END
$$;

-- As move_schedule_v2, over enqueue_v3.
CREATE FUNCTION hourglass.move_schedule_v3(
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

    PERFORM hourglass.enqueue_v3(
        'notify_fire', 'fire_scheduled_job', v_moved.args, v_moved.message_ids, v_moved.delays_ms);
    PERFORM hourglass.cancel_timers_v1(v_moved.obsolete);
END
$$;

-- As create_task_v2, over move_schedule_v3.
CREATE FUNCTION hourglass.create_task_v3(
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
    PERFORM hourglass.move_schedule_v3(v_task, v_now, 'created', false);
    RETURN v_task.id;
END
$$;

-- As complete_task_v2, over move_schedule_v3.
CREATE FUNCTION hourglass.complete_task_v3(p_task_id bigint, p_now timestamptz)
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
    PERFORM hourglass.move_schedule_v3(v_task, v_now, 'completed', false);
END
$$;

-- As change_task_status_v2, over move_schedule_v3.
CREATE FUNCTION hourglass.change_task_status_v3(p_task_id bigint, p_status text, p_now timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    v_now timestamptz;
    v_task task;
BEGIN
    PERFORM hourglass.one_of_v1('status', p_status, ARRAY[
        'SELECTED', 'PENDING_TEACHER_REVIEW', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED']);
    IF p_status = 'COMPLETED' THEN
        PERFORM hourglass.complete_task_v3(p_task_id, p_now);
        RETURN;
    END IF;
    v_now := hourglass.service_now_v1(p_now);
    v_task := hourglass.open_task_v1(hourglass.locked_task_v1(p_task_id));
    IF v_task.status = p_status THEN
        RETURN;
    END IF;
    UPDATE task SET status = p_status, status_entered_at = v_now, updated_at = now()
    WHERE id = p_task_id RETURNING * INTO v_task;
    PERFORM hourglass.move_schedule_v3(v_task, v_now, 'status_changed', false);
END
$$;

-- As reassign_task_v2, over move_schedule_v3.
CREATE FUNCTION hourglass.reassign_task_v3(
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
    PERFORM hourglass.move_schedule_v3(v_task, v_now, 'reassigned', true);
END
$$;

-- As refund_task_v2, over move_schedule_v3.
CREATE FUNCTION hourglass.refund_task_v3(p_task_id bigint, p_now timestamptz)
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
    PERFORM hourglass.move_schedule_v3(v_task, v_now, 'refunded', false);
END
$$;

-- As record_progress_activity_v2, over move_schedule_v3.
CREATE FUNCTION hourglass.record_progress_activity_v3(
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
    PERFORM hourglass.move_schedule_v3(v_task, v_now, 'deadline_extended', false);
END
$$;

-- The products' entry points, over version 3.
CREATE OR REPLACE FUNCTION hourglass.create_task(
    student_id bigint, teacher_id bigint, deadline_at timestamptz, due_at timestamptz DEFAULT NULL
) RETURNS bigint LANGUAGE sql AS $$
    SELECT hourglass.create_task_v3(student_id, teacher_id, deadline_at, due_at, NULL)
$$;
CREATE OR REPLACE FUNCTION hourglass.change_task_status(task_id bigint, status text)
RETURNS void LANGUAGE sql AS $$ SELECT hourglass.change_task_status_v3(task_id, status, NULL) $$;
CREATE OR REPLACE FUNCTION hourglass.complete_task(task_id bigint)
RETURNS void LANGUAGE sql AS $$ SELECT hourglass.complete_task_v3(task_id, NULL) $$;
CREATE OR REPLACE FUNCTION hourglass.reassign_task(
    task_id bigint, teacher_id bigint, deadline_at timestamptz DEFAULT NULL
) RETURNS void LANGUAGE sql AS $$
    SELECT hourglass.reassign_task_v3(task_id, teacher_id, deadline_at, NULL)
$$;
CREATE OR REPLACE FUNCTION hourglass.refund_task(task_id bigint)
RETURNS void LANGUAGE sql AS $$ SELECT hourglass.refund_task_v3(task_id, NULL) $$;
CREATE OR REPLACE FUNCTION hourglass.record_progress_activity(task_id bigint)
RETURNS void LANGUAGE sql AS $$
    SELECT hourglass.record_progress_activity_v3(
        task_id, NULL, hourglass.setting_v1('notification_progress_extension', interval '72 hours'))
$$;
