"""The broker's schema, named once: dramatiq-postgres 1.4's queue and worker tables (created
by migration 0001), the NOTIFY channel a queue's consumers listen on, and the paths into a
message's JSON. Every query of ours that reads or writes the broker's rows is built from
these names, so a change of the broker's schema is made here (and in migration 0012's
function, which settles a refresh's claim in SQL of its own).
"""

from typing import NamedTuple

#: One row per message: its queue, its state ('queued', 'consumed' or 'rejected', a dead
#: letter), the message as JSON and when it becomes claimable (`available_at`).
QUEUE_TABLE = "dramatiq.queue"

#: One row per live worker process, with its last heartbeat.
WORKER_TABLE = "dramatiq.worker"

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
#: The last error's one-line summary (hourglass.dead_letters.RecordLastError).
MESSAGE_LAST_ERROR = "message->'options'->>'last_error'"
#: The last error's traceback, as dramatiq's Retries middleware keeps it.
MESSAGE_TRACEBACK = "message->'options'->>'traceback'"
#: The message as a fresh attempt: no retry count, error or eta left in its options.
MESSAGE_AS_FRESH_ATTEMPT = (
    "message #- '{options,retries}' #- '{options,traceback}' #- '{options,requeue_timestamp}'"
    " #- '{options,eta}' #- '{options,last_error}'"
)


class Claim(NamedTuple):
    """A queue row a worker process holds ('consumed' under its `worker_id`): what an
    actor's own statement needs to settle the message with its effect, as the broker's
    acks do (that process's claim only)."""

    message_id: str
    queue_name: str
    worker_id: str
