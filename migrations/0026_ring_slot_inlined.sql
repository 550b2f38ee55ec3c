ALTER FUNCTION queue_ring_slot(timestamptz) STABLE;
