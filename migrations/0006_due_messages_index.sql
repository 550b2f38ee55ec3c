CREATE INDEX queue_due_at ON dramatiq.queue (available_at) WHERE "state" = 'queued';
