CREATE INDEX notification_request_created_at ON notification_request (created_at);
