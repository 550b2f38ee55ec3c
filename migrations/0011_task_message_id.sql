ALTER TABLE recommendation_task ADD COLUMN message_id uuid;
-- Unfinished tasks take the id of the message already queued for them; a finished
-- task is never swept, and one with no message is stranded and re-sent anyway.
UPDATE recommendation_task AS t SET message_id = q.message_id
FROM dramatiq.queue AS q
WHERE t.status IN ('PENDING', 'RUNNING')
  AND q.message->>'actor_name' = 'refresh_member_recommendations'
  AND (q.message->'args'->>0)::bigint = t.id;
