"""The broker's schema, named once: dramatiq-postgres 1.4's queue and worker tables (created
by migration 0001), the NOTIFY channel a queue's consumers listen on, and the paths into a
message's JSON. Every query of ours that reads or writes the broker's rows is built from
these names, so a change of the broker's schema is made here (and in the broker's SQL
function `hourglass.enqueue_v1`, and in the two older pipeline functions that still name the
table, see docs/architecture.md). Only the broker's
modules use them; a pipeline's statement embeds what hourglass.core.broker_claims builds.
"""

#: One row per message: its queue, its state ('queued', 'consumed' or 'rejected', a dead
#: letter), the message as JSON and when it becomes claimable (`available_at`).
QUEUE_TABLE = "dramatiq.queue"

#: One row per live worker process, with its last heartbeat.
WORKER_TABLE = "dramatiq.worker"

#: The hot lane's ring (migration 0022): SLOTS partitions of each of its tables, each the
#: one written for SLOT_SECONDS in turn; a queue's messages dealt to STRIPES stripes by id.
#: The migrations' SQL writes the same numbers (tests/integration/test_schema.py holds them
#: equal to what the database has).
SLOTS = 8
SLOT_SECONDS = 15
STRIPES = 4

#: Queues an operator paused (hourglass.core.queue_pauses): nothing of them is claimed.
PAUSE_TABLE = "queue_pause"


def not_paused(queue_parameter: str) -> str:
    """A claim's condition that its queue, the statement's parameter `queue_parameter`, is
    not paused. It names the parameter, never the row's column: PostgreSQL then checks it
    once per statement (a one-time filter) and the claim keeps its plan by the queue's index
    in claim order. Written on the column (`queue_name <> ALL(...)`), the planner guessed
    one due row, and with one queue holding most of the table scanned and sorted every due
    message: 144 ms a claim at 100,000 due, against 0.6 ms (issue 30)."""
    return f"NOT EXISTS (SELECT 1 FROM {PAUSE_TABLE} WHERE queue_name = {queue_parameter})"


#: A recursive CTE `queues(queue_name)`: the queues with queued rows, found by skipping
#: through the (queue_name, available_at) index of queued rows (one probe per queue, not a
#: scan of the table); its last row is NULL.
QUEUES_WITH_QUEUED_ROWS = f"""queues AS (
    (SELECT queue_name FROM {QUEUE_TABLE} WHERE "state" = 'queued' ORDER BY queue_name LIMIT 1)
    UNION ALL
    SELECT (SELECT queue_name FROM {QUEUE_TABLE}
            WHERE "state" = 'queued' AND queue_name > queues.queue_name ORDER BY queue_name LIMIT 1)
    FROM queues WHERE queues.queue_name IS NOT NULL
)"""

#: Wakes the consumers of a row's queue: dramatiq-postgres listens on
#: `dramatiq.<queue>.enqueue` (a channel name is at most 63 bytes: keep queue names short).
NOTIFY_ENQUEUE = "pg_notify('dramatiq.' || queue_name || '.enqueue', '')"


def enqueue_channel(queue_name: str) -> str:
    """The channel NOTIFY_ENQUEUE sends on for `queue_name`."""
    return f"dramatiq.{queue_name}.enqueue"


# Paths into the message JSON (dramatiq's `Message.asdict()`).
#: The actor the message runs.
MESSAGE_ACTOR = "message->>'actor_name'"
#: The attempts already made (0 before the first retry).
MESSAGE_RETRIES = "coalesce((message->'options'->>'retries')::int, 0)"
#: The last error's one-line summary (hourglass.core.dead_letters.RecordLastError).
MESSAGE_LAST_ERROR = "message->'options'->>'last_error'"
#: The last error's traceback, as dramatiq's Retries middleware keeps it.
MESSAGE_TRACEBACK = "message->'options'->>'traceback'"
#: The message as a fresh attempt: no retry count, error or eta left in its options.
MESSAGE_AS_FRESH_ATTEMPT = (
    "message #- '{options,retries}' #- '{options,traceback}' #- '{options,requeue_timestamp}'"
    " #- '{options,eta}' #- '{options,last_error}'"
)
