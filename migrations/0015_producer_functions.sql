        CREATE SCHEMA IF NOT EXISTS hourglass;

        -- Every refusal: a data exception (class 22) or a missing or finished row (class 23),
        -- one line naming the argument, tagged with our schema so a client tells it from a
        -- driver's or a constraint's error.
        CREATE FUNCTION hourglass.refuse_v1(p_sqlstate text, p_message text) RETURNS void
        LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION USING ERRCODE = p_sqlstate, MESSAGE = p_message, SCHEMA = 'hourglass';
        END
        $$;

        -- A value as a refusal quotes it: never more than a line's worth (a JSON string, so
        -- a newline or another control character shows escaped).
        CREATE FUNCTION hourglass.shown_v1(p_value text) RETURNS text
        LANGUAGE sql IMMUTABLE AS $$
            SELECT CASE
                WHEN p_value IS NULL THEN 'NULL'
                WHEN length(to_json(p_value)::text) <= 80 THEN to_json(p_value)::text
                ELSE left(to_json(p_value)::text, 60) || '... ('
                     || length(to_json(p_value)::text) || ' characters)'
            END
        $$;

        -- An id is a bigint from 1 (the type holds the upper bound, 2**63-1).
        CREATE FUNCTION hourglass.positive_id_v1(p_name text, p_value bigint) RETURNS bigint
        LANGUAGE plpgsql IMMUTABLE AS $$
        BEGIN
            IF p_value IS NULL OR p_value < 1 THEN
                PERFORM hourglass.refuse_v1(
                    CASE WHEN p_value IS NULL THEN '22004' ELSE '22023' END,
                    p_name || ' must be a positive integer (at most 2**63-1), got '
                    || coalesce(p_value::text, 'NULL'));
            END IF;
            RETURN p_value;
        END
        $$;

        CREATE FUNCTION hourglass.duration_v1(p_interval interval) RETURNS text
        LANGUAGE sql IMMUTABLE AS $$
            SELECT CASE
                WHEN extract(epoch FROM p_interval)::numeric % 86400 = 0
                THEN (extract(epoch FROM p_interval)::numeric / 86400)::bigint || ' day(s)'
                ELSE trim_scale(extract(epoch FROM p_interval)::numeric) || ' s'
            END
        $$;

        -- A time inside a window around `p_now` (the database's clock, or the one a caller
        -- gave within its own bounds): a typo of a year is refused rather than scheduled.
        CREATE FUNCTION hourglass.time_within_v1(
            p_name text, p_value timestamptz, p_now timestamptz, p_before interval, p_after interval
        ) RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
        BEGIN
            IF p_value IS NULL OR NOT p_value BETWEEN p_now - p_before AND p_now + p_after THEN
                PERFORM hourglass.refuse_v1(
                    CASE WHEN p_value IS NULL THEN '22004' ELSE '22008' END,
                    format('%s must be from %s before to %s after now (%s), got %s',
                           p_name, hourglass.duration_v1(p_before), hourglass.duration_v1(p_after),
                           to_char(p_now AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"'),
                           coalesce(to_char(p_value AT TIME ZONE 'UTC',
                                            'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"'), 'NULL')));
            END IF;
            RETURN p_value;
        END
        $$;

        -- Text of 1 to `p_max_length` characters once stripped, no control character (a
        -- newline included: screens garble them). PostgreSQL text never holds a NUL byte.
        CREATE FUNCTION hourglass.text_v1(p_name text, p_value text, p_max_length int) RETURNS text
        LANGUAGE plpgsql IMMUTABLE AS $$
        DECLARE
            v_stripped text := regexp_replace(p_value, '^\s+|\s+$', '', 'g');
        BEGIN
            IF v_stripped IS NULL OR NOT length(v_stripped) BETWEEN 1 AND p_max_length
               OR v_stripped ~ '[[:cntrl:]]' THEN
                PERFORM hourglass.refuse_v1(
                    CASE WHEN p_value IS NULL THEN '22004' ELSE '22023' END,
                    format('%s must be 1 to %s printable characters, got %s',
                           p_name, p_max_length, hourglass.shown_v1(p_value)));
            END IF;
            RETURN v_stripped;
        END
        $$;

        -- One of an enumeration's values.
        CREATE FUNCTION hourglass.one_of_v1(p_name text, p_value text, p_allowed text[]) RETURNS text
        LANGUAGE plpgsql IMMUTABLE AS $$
        BEGIN
            IF p_value IS NULL OR NOT p_value = ANY(p_allowed) THEN
                PERFORM hourglass.refuse_v1(
                    CASE WHEN p_value IS NULL THEN '22004' ELSE '22023' END,
                    format('%s must be one of %s, got %s',
                           p_name, array_to_string(p_allowed, ', '), hourglass.shown_v1(p_value)));
            END IF;
            RETURN p_value;
        END
        $$;

        -- A setting of the producer rules: the Python API passes its own (HOURGLASS_...);
        -- other clients get the database's (`ALTER DATABASE ... SET hourglass.<name>`) or
        -- the default.
        CREATE FUNCTION hourglass.setting_v1(p_name text, p_default interval) RETURNS interval
        LANGUAGE sql STABLE AS $$
            SELECT coalesce(nullif(current_setting('hourglass.' || p_name, true), '')::interval,
                            p_default)
        $$;

        -- Dramatiq messages written as the broker's enqueue writes them
        -- (hourglass.core.broker.ENQUEUE_MANY): the same row, the same JSON (Message.asdict()),
        -- claimable after each one's delay counted from the transaction's now(), and one
        -- NOTIFY per queue, delivered at commit.
        CREATE FUNCTION hourglass.enqueue_v1(
            p_queue_name text, p_actor_name text, p_args jsonb[], p_message_ids uuid[],
            p_delays_ms float8[]
        ) RETURNS void LANGUAGE plpgsql AS $$
        BEGIN
            IF cardinality(p_args) = 0 THEN
                RETURN;
            END IF;
            INSERT INTO dramatiq.queue AS q (queue_name, message_id, "state", message, available_at)
            SELECT p_queue_name, m.message_id, 'queued',
                   jsonb_build_object(
                       'queue_name', p_queue_name, 'actor_name', p_actor_name, 'args', m.args,
                       'kwargs', '{}'::jsonb,
                       -- The caller's trace context, if it set one (SET LOCAL
                       -- hourglass.traceparent): the worker's run joins its trace.
                       'options', jsonb_strip_nulls(jsonb_build_object('traceparent',
                           nullif(current_setting('hourglass.traceparent', true), ''))),
                       'message_id', m.message_id::text,
                       'message_timestamp', floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint),
                   now() + make_interval(secs => m.delay_ms / 1000.0)
            FROM unnest(p_args, p_message_ids, p_delays_ms) AS m(args, message_id, delay_ms)
            ON CONFLICT (message_id) DO UPDATE SET
                "state" = 'queued', message = EXCLUDED.message, queue_name = EXCLUDED.queue_name,
                available_at = EXCLUDED.available_at, worker_id = NULL, consumed_at = NULL,
                mtime = now();
            PERFORM pg_notify('dramatiq.' || p_queue_name || '.enqueue', '');
        END
        $$;

        -- A visit (SPEC section 1): a first visit inserts the member's trigger; one at least a
        -- session after the last restarts the schedule; a revisit inside the session changes
        -- nothing (it must not push the first trigger back). True when it (re)started it.
        CREATE FUNCTION hourglass.record_member_visit_v1(
            p_member_id bigint, p_visited_at timestamptz, p_hour interval
        ) RETURNS boolean LANGUAGE plpgsql AS $$
        DECLARE
            -- Refreshes start an hour after the visit; a session lasts an hour.
            v_first_offset interval := 1 * p_hour;
            v_session_timeout interval := 1 * p_hour;
            v_visited_at timestamptz := coalesce(p_visited_at, now());
        BEGIN
            PERFORM hourglass.positive_id_v1('member_id', p_member_id);
            -- A visit may be recorded up to 30 days late, or a day ahead (a fast client clock).
            PERFORM hourglass.time_within_v1(
                'visited_at', v_visited_at, now(), interval '30 days', interval '1 day');
            INSERT INTO member_visit_trigger AS t (member_id, last_visited_at, trigger_at)
            VALUES (p_member_id, v_visited_at, v_visited_at + v_first_offset)
            ON CONFLICT (member_id) DO UPDATE
                SET last_visited_at = EXCLUDED.last_visited_at,
                    trigger_at = EXCLUDED.trigger_at,
                    updated_at = now()
                WHERE t.last_visited_at <= EXCLUDED.last_visited_at - v_session_timeout;
            RETURN FOUND;
        END
        $$;

        CREATE FUNCTION hourglass.record_member_visit(
            member_id bigint, visited_at timestamptz DEFAULT NULL
        ) RETURNS boolean LANGUAGE sql AS $$
            SELECT hourglass.record_member_visit_v1(
                member_id, visited_at, hourglass.setting_v1('recommendation_hour', interval '1 hour'))
        $$;
