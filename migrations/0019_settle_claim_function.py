"""The broker's settle of one claim in SQL, for a pipeline's server-side function that
settles its message with its effect: the message's row deleted while the worker process
that claimed it still holds it, as the broker's ack does (hourglass.core.broker,
ACK_OWN_CLAIM), so that no pipeline's SQL names the broker's queue table. The state is
compared as text for the ack's reason (CONSUMED): only the primary key finds the row."""


def up(migrator, db):
    db.execute_sql(
        """
        CREATE FUNCTION hourglass.settle_claim_v1(
            p_message_id uuid, p_queue_name text, p_worker_id uuid
        ) RETURNS void LANGUAGE plpgsql AS $$
        BEGIN
            DELETE FROM dramatiq.queue
            WHERE message_id = p_message_id AND queue_name = p_queue_name
              AND "state"::text = 'consumed' AND worker_id = p_worker_id;
        END
        $$
        """
    )
