"""The queue's hot lane (hourglass.core.ring, docs/decisions/0002): messages due now, of the
queues HOURGLASS_RING_QUEUES names, appended to a ring of partitions and never updated or
deleted; their claims, their settlements (receipts) and the consumers' cursor are appended
beside them, and a slot's four partitions are emptied together by TRUNCATE once nothing in
them is in flight. Only tables and a function are added: the previous release's workers
keep `dramatiq.queue`, the cold lane, as it is."""

#: Partitions in the ring, and how long each is the one written.
SLOTS = 8
SLOT_SECONDS = 15
#: A queue's messages are dealt to this many stripes (by id), each claimed in turns of its
#: own, so that as many claims of one queue can run at once.
STRIPES = 4


def up(migrator, db):
    db.execute_sql(
        f"""
        CREATE FUNCTION queue_ring_slot(at timestamptz) RETURNS smallint
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
            $$ SELECT (floor(extract(epoch FROM at) / {SLOT_SECONDS})::bigint %% {SLOTS})::smallint $$;
        CREATE SEQUENCE queue_ring_message_id;
        CREATE SEQUENCE queue_ring_cursor_seq;
        CREATE TABLE queue_ring_message (
            slot       smallint NOT NULL DEFAULT queue_ring_slot(clock_timestamp()),
            id         bigint NOT NULL DEFAULT nextval('queue_ring_message_id'),
            txid       xid8 NOT NULL DEFAULT pg_current_xact_id(),
            queue_name text NOT NULL,
            message_id uuid NOT NULL,
            message    jsonb NOT NULL,
            sent_at    timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (slot, id)
        ) PARTITION BY LIST (slot);
        CREATE INDEX queue_ring_message_in_commit_order
            ON queue_ring_message (queue_name, (id %% {STRIPES}), txid, id);
        CREATE INDEX queue_ring_message_by_message_id ON queue_ring_message (message_id);
        CREATE TABLE queue_ring_claim (
            slot       smallint NOT NULL,
            id         bigint NOT NULL,
            worker_id  uuid NOT NULL,
            claimed_at timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (slot, id)
        ) PARTITION BY LIST (slot);
        CREATE TABLE queue_ring_receipt (
            slot    smallint NOT NULL,
            id      bigint NOT NULL,
            outcome text NOT NULL,
            PRIMARY KEY (slot, id)
        ) PARTITION BY LIST (slot);
        CREATE TABLE queue_ring_cursor (
            slot           smallint NOT NULL DEFAULT queue_ring_slot(clock_timestamp()),
            seq            bigint NOT NULL DEFAULT nextval('queue_ring_cursor_seq'),
            queue_name     text NOT NULL,
            stripe         smallint NOT NULL,
            lower_snapshot pg_snapshot,
            upper_snapshot pg_snapshot NOT NULL,
            after_txid     xid8 NOT NULL,
            after_id       bigint NOT NULL,
            complete       boolean NOT NULL
        ) PARTITION BY LIST (slot);
        CREATE INDEX queue_ring_cursor_latest ON queue_ring_cursor (queue_name, stripe, seq);
        """
    )
    for table in ("message", "claim", "receipt", "cursor"):
        for slot in range(SLOTS):
            db.execute_sql(
                f"CREATE TABLE queue_ring_{table}_{slot} PARTITION OF queue_ring_{table}"
                f" FOR VALUES IN ({slot})"
            )
