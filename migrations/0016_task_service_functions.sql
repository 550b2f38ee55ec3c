        -- Every job the task's current state calls for, past times included (whether a past
        -- time is scheduled is move_schedule_v1's rule). A finished or refunded task has none.
        -- Reminders: 48 h before the deadline, 12 h after entering a status a teacher must
        -- act in, and 48, 24, 12, 8, 4 and 1 h before due_at.
        CREATE FUNCTION hourglass.planned_jobs_v1(p_task task)
        RETURNS TABLE (job_key text, kind text, fire_at timestamptz, parameters jsonb)
        LANGUAGE sql STABLE AS $$
            SELECT j.kind || ':' || p_task.id || ':' || j.detail, j.kind, j.fire_at, j.parameters
            FROM (
                SELECT 'DEADLINE_CHECK' AS kind, p_task.deadline_at AS fire_at,
                       p_task.status AS detail, jsonb_build_object('status', p_task.status) AS parameters
                UNION ALL
                SELECT 'DEADLINE_REMINDER', p_task.deadline_at - interval '48 hours', '48',
                       jsonb_build_object('hours', 48)
                UNION ALL
                SELECT 'TEACHER_REMINDER', p_task.status_entered_at + interval '12 hours',
                       p_task.status, jsonb_build_object('status', p_task.status)
                WHERE p_task.status IN ('SELECTED', 'PENDING_TEACHER_REVIEW')
                UNION ALL
                SELECT 'DUE_AT_REMINDER', p_task.due_at - make_interval(hours => h), h::text,
                       jsonb_build_object('hours', h)
                FROM unnest(ARRAY[48, 24, 12, 8, 4, 1]) AS h
                WHERE p_task.due_at IS NOT NULL
            ) AS j
            WHERE p_task.status NOT IN ('COMPLETED', 'CANCELLED') AND p_task.matching <> 'CANCELLED'
        $$;

        -- How the task's waiting jobs (keys and times) become what its state calls for:
        -- 'schedule' each job to (re)schedule, 'cancel' each waiting key to cancel. A job
        -- already waiting at the same time stays as it is, unless `p_replace_all`; a reminder
        -- whose time has passed is not scheduled; a deadline check whose time has passed is,
        -- to fire at once. Every other waiting job is cancelled.
        CREATE FUNCTION hourglass.schedule_changes_v1(
            p_task task, p_waiting_keys text[], p_waiting_times timestamptz[], p_now timestamptz,
            p_replace_all boolean
        ) RETURNS TABLE (action text, job_key text, kind text, fire_at timestamptz, parameters jsonb)
        LANGUAGE sql STABLE AS $$
            WITH waiting AS (
                SELECT * FROM unnest(p_waiting_keys, p_waiting_times) AS w(job_key, fire_at)
            ), planned AS (
                SELECT * FROM hourglass.planned_jobs_v1(p_task)
            ), kept AS (
                SELECT p.job_key FROM planned AS p JOIN waiting AS w USING (job_key)
                WHERE NOT p_replace_all AND w.fire_at = p.fire_at
            ), scheduled AS (
                SELECT p.* FROM planned AS p
                WHERE p.job_key NOT IN (SELECT job_key FROM kept)
                  AND (p.fire_at > p_now OR p.kind = 'DEADLINE_CHECK')
            )
            SELECT 'schedule', s.job_key, s.kind, s.fire_at, s.parameters FROM scheduled AS s
            UNION ALL
            SELECT 'cancel', w.job_key, NULL, w.fire_at, NULL FROM waiting AS w
            WHERE w.job_key NOT IN (SELECT job_key FROM kept)
              AND w.job_key NOT IN (SELECT job_key FROM scheduled)
        $$;

        -- Make the task's waiting jobs what its state calls for (schedule_changes_v1), in the
        -- caller's transaction. Scheduling a key again replaces it (a new version, whatever
        -- state the old one reached) with a new timer due at its time; the timers of
        -- cancelled and replaced versions leave the queue with them (a timer a worker holds
        -- already finds its version stale).
        CREATE FUNCTION hourglass.move_schedule_v1(
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

            PERFORM hourglass.enqueue_v1(
                'notify_fire', 'fire_scheduled_job', v_moved.args, v_moved.message_ids, v_moved.delays_ms);
            IF cardinality(v_moved.obsolete) > 0 THEN
                DELETE FROM dramatiq.queue WHERE message_id = ANY(v_moved.obsolete) AND "state" = 'queued';
            END IF;
        END
        $$;

        -- The database's now(), or the caller's if it lies within 7 days of it (a backfill).
        CREATE FUNCTION hourglass.service_now_v1(p_now timestamptz) RETURNS timestamptz
        LANGUAGE sql STABLE AS $$
            SELECT CASE WHEN p_now IS NULL THEN now()
                   ELSE hourglass.time_within_v1('now', p_now, now(), interval '7 days', interval '7 days')
                   END
        $$;

        -- A deadline or due time lies from 30 days before to 366 days after the service's now:
        -- a past one still fires its check at once, a year away is the longest plan.
        CREATE FUNCTION hourglass.task_time_v1(p_name text, p_value timestamptz, p_now timestamptz)
        RETURNS timestamptz LANGUAGE sql STABLE AS $$
            SELECT hourglass.time_within_v1(p_name, p_value, p_now, interval '30 days', interval '366 days')
        $$;

        -- The task, locked: every state change and every firing of its jobs takes this lock
        -- first, so they apply one after the other (it is also its jobs' lock).
        CREATE FUNCTION hourglass.locked_task_v1(p_task_id bigint) RETURNS task
        LANGUAGE plpgsql AS $$
        DECLARE
            v_task task;
        BEGIN
            PERFORM hourglass.positive_id_v1('task_id', p_task_id);
            SELECT * INTO v_task FROM task WHERE id = p_task_id FOR NO KEY UPDATE;
            IF NOT FOUND THEN
                PERFORM hourglass.refuse_v1('23503', format('task %s does not exist', p_task_id));
            END IF;
            RETURN v_task;
        END
        $$;

        -- A finished task's state no longer changes.
        CREATE FUNCTION hourglass.open_task_v1(p_task task) RETURNS task
        LANGUAGE plpgsql AS $$
        BEGIN
            IF p_task.status IN ('COMPLETED', 'CANCELLED') THEN
                PERFORM hourglass.refuse_v1('23514', format(
                    'task %s is %s: its state no longer changes', p_task.id, p_task.status));
            END IF;
            RETURN p_task;
        END
        $$;

        -- A task (SELECTED; MATCHED when a teacher is given) and its schedule; returns its id.
        CREATE FUNCTION hourglass.create_task_v1(
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
            PERFORM hourglass.move_schedule_v1(v_task, v_now, 'created', false);
            RETURN v_task.id;
        END
        $$;

        -- COMPLETED: every waiting job is cancelled. Completing twice changes nothing.
        CREATE FUNCTION hourglass.complete_task_v1(p_task_id bigint, p_now timestamptz)
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
            PERFORM hourglass.move_schedule_v1(v_task, v_now, 'completed', false);
        END
        $$;

        -- Move the task to `status`: the old status's jobs are cancelled, the new one's
        -- scheduled. COMPLETED is complete_task; CANCELLED cancels everything.
        CREATE FUNCTION hourglass.change_task_status_v1(p_task_id bigint, p_status text, p_now timestamptz)
        RETURNS void LANGUAGE plpgsql AS $$
        DECLARE
            v_now timestamptz;
            v_task task;
        BEGIN
            PERFORM hourglass.one_of_v1('status', p_status, ARRAY[
                'SELECTED', 'PENDING_TEACHER_REVIEW', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED']);
            IF p_status = 'COMPLETED' THEN
                PERFORM hourglass.complete_task_v1(p_task_id, p_now);
                RETURN;
            END IF;
            v_now := hourglass.service_now_v1(p_now);
            v_task := hourglass.open_task_v1(hourglass.locked_task_v1(p_task_id));
            IF v_task.status = p_status THEN
                RETURN;
            END IF;
            UPDATE task SET status = p_status, status_entered_at = v_now, updated_at = now()
            WHERE id = p_task_id RETURNING * INTO v_task;
            PERFORM hourglass.move_schedule_v1(v_task, v_now, 'status_changed', false);
        END
        $$;

        -- Hand the task to a teacher (SELECTED again, MATCHED), with a new deadline if given:
        -- every waiting job is cancelled and the whole schedule computed afresh.
        CREATE FUNCTION hourglass.reassign_task_v1(
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
            PERFORM hourglass.move_schedule_v1(v_task, v_now, 'reassigned', true);
        END
        $$;

        -- Refund: the matching is cancelled, and with it the deadline check and every reminder.
        CREATE FUNCTION hourglass.refund_task_v1(p_task_id bigint, p_now timestamptz)
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
            PERFORM hourglass.move_schedule_v1(v_task, v_now, 'refunded', false);
        END
        $$;

        -- Progress on the task: its deadline moves to at least now + the progress extension
        -- (never earlier), and the deadline check and reminder move with it.
        CREATE FUNCTION hourglass.record_progress_activity_v1(
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
            PERFORM hourglass.move_schedule_v1(v_task, v_now, 'deadline_extended', false);
        END
        $$;

        CREATE FUNCTION hourglass.create_task(
            student_id bigint, teacher_id bigint, deadline_at timestamptz, due_at timestamptz DEFAULT NULL
        ) RETURNS bigint LANGUAGE sql AS $$
            SELECT hourglass.create_task_v1(student_id, teacher_id, deadline_at, due_at, NULL)
        $$;
        CREATE FUNCTION hourglass.change_task_status(task_id bigint, status text)
        RETURNS void LANGUAGE sql AS $$ SELECT hourglass.change_task_status_v1(task_id, status, NULL) $$;
        CREATE FUNCTION hourglass.complete_task(task_id bigint)
        RETURNS void LANGUAGE sql AS $$ SELECT hourglass.complete_task_v1(task_id, NULL) $$;
        CREATE FUNCTION hourglass.reassign_task(
            task_id bigint, teacher_id bigint, deadline_at timestamptz DEFAULT NULL
        ) RETURNS void LANGUAGE sql AS $$
            SELECT hourglass.reassign_task_v1(task_id, teacher_id, deadline_at, NULL)
        $$;
        CREATE FUNCTION hourglass.refund_task(task_id bigint)
        RETURNS void LANGUAGE sql AS $$ SELECT hourglass.refund_task_v1(task_id, NULL) $$;
        CREATE FUNCTION hourglass.record_progress_activity(task_id bigint)
        RETURNS void LANGUAGE sql AS $$
            SELECT hourglass.record_progress_activity_v1(
                task_id, NULL, hourglass.setting_v1('notification_progress_extension', interval '72 hours'))
        $$;
