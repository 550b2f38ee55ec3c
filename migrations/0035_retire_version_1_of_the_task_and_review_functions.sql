-- The task service's functions of migration 0016, callers before what they call (PL/pgSQL
-- records no dependency between them; the order is for the reader).
DROP FUNCTION hourglass.create_task_v1(bigint, bigint, timestamptz, timestamptz, timestamptz);
DROP FUNCTION hourglass.change_task_status_v1(bigint, text, timestamptz);
DROP FUNCTION hourglass.complete_task_v1(bigint, timestamptz);
DROP FUNCTION hourglass.reassign_task_v1(bigint, bigint, timestamptz, timestamptz);
DROP FUNCTION hourglass.refund_task_v1(bigint, timestamptz);
DROP FUNCTION hourglass.record_progress_activity_v1(bigint, timestamptz, interval);
DROP FUNCTION hourglass.move_schedule_v1(task, timestamptz, text, boolean);

-- The review functions of migration 0017.
DROP FUNCTION hourglass.create_review_v1(text, bigint, bigint, int, text, text, text);
DROP FUNCTION hourglass.update_review_v1(text, bigint, bigint, int, text, text, text);
DROP FUNCTION hourglass.change_review_visibility_v1(text, bigint, bigint);
DROP FUNCTION hourglass.signal_review_change_v1(text, text);
