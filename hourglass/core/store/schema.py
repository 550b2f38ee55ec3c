"""What the store's SQL and Python share: the names of the queue's tables (for the tools that
measure them), the NOTIFY channel a queue's consumers listen on, and the shape of the hot
lane's ring. The migrations' SQL writes the same numbers; tests/integration/test_schema.py
holds them equal to what a migrated database has.
"""

#: The cold lane: one row per message, its state ('queued', 'consumed' or 'rejected', a dead
#: letter), the message as JSON and when it becomes claimable (`available_at`).
QUEUE_TABLE = "dramatiq.queue"

#: One row per live worker process, with its last heartbeat.
WORKER_TABLE = "dramatiq.worker"

#: Queues an operator paused: nothing of them is claimed, on either lane.
PAUSE_TABLE = "queue_pause"

#: The hot lane's ring (migration 0022): SLOTS partitions of each of its tables, each the one
#: written for SLOT_SECONDS in turn; a queue's messages dealt to STRIPES stripes by id.
SLOTS = 8
SLOT_SECONDS = 15
STRIPES = 4

#: The waiting messages' wheel (migration 0032): WAITING_BUCKETS partitions, each holding the
#: messages due in WAITING_BUCKET_SECONDS in turn. A message waits there when it falls due
#: within WAITING_HORIZON_S (any later, in the cold lane): the wheel comes round in 128
#: minutes, so a bucket is empty of its next turn's messages for an hour after its own.
WAITING_BUCKETS = 64
WAITING_BUCKET_SECONDS = 120
WAITING_HORIZON_S = 3600

#: The outer wheel (migration 0046): OUTER_BUCKETS partitions, each holding the messages due
#: in OUTER_BUCKET_SECONDS (a day) in turn. A message due later than WAITING_HORIZON_S and
#: within OUTER_HORIZON_S waits there (any later, in the cold lane) until the rotation carries
#: it into the wheel, CARRY_AHEAD_S before it falls due. The outer wheel comes round in 64
#: days: a bucket is empty of its next turn's messages for 4 days after its own.
OUTER_BUCKETS = 64
OUTER_BUCKET_SECONDS = 86400
OUTER_HORIZON_S = 60 * 86400
CARRY_AHEAD_S = 3000

#: A send NOTIFYs its queue only when one of its messages falls due within this many
#: milliseconds (enqueue_v4 of migration 0046 writes the same number): a later one is found
#: by the waker, which looks at least every second (hourglass.core.due_wakeup), and a
#: transaction that NOTIFYs commits only in turn with every other that does
#: (docs/decisions/0010).
NOTIFY_WITHIN_MS = 5000


def enqueue_channel(queue_name: str) -> str:
    """The channel a send NOTIFYs for `queue_name`, which its consumers listen on (as
    dramatiq-postgres names it; a channel name is at most 63 bytes: keep queue names short)."""
    return f"dramatiq.{queue_name}.enqueue"
