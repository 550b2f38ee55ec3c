"""The store's sequences that order its rows: each must stay past every row it numbered.

A claim reads a stripe's newest cursor, and a promotion the wheel's last position, by the
highest `seq`; a message's id is its stripe and, with its slot or bucket, its key. A sequence
set back behind its table (by hand: `setval`, `ALTER SEQUENCE ... RESTART`, or a cleaning
that restarted it and kept rows) makes the newest row look old: sends collide with a
message's key, and the claims of a stripe re-read what they claimed already, fail on its key,
and crash their consumer again and again (seen 6 Dec, issue 46). `hourglass migrate` moves
such a sequence past its rows.
"""

#: (sequence, table, column) of each sequence whose order the store relies on.
ORDER_BEARING = (
    ("queue_ring_cursor_seq", "queue_ring_cursor", "seq"),
    ("queue_promotion_seq", "queue_promotion", "seq"),
    ("queue_ring_message_id", "queue_ring_message", "id"),
    ("queue_waiting_message_id", "queue_waiting_message", "id"),
    ("queue_outer_message_id", "queue_outer_message", "id"),
    ("result_ring_id", "result_ring", "id"),
)


def _behind(sequence: str, table: str, column: str) -> str:
    """Whether `sequence`'s next value would not follow every committed row of `table` (NULL
    when the table is empty)."""
    return f"""SELECT highest.value > s.last_value OR (highest.value = s.last_value AND NOT s.is_called)
FROM (SELECT max({column}) AS value FROM {table}) AS highest, {sequence} AS s"""


def _moved_past(sequence: str, table: str, column: str) -> str:
    """`sequence` set past `table`'s highest `column` and its own value, whichever is higher:
    run holding a lock that lets no row in meanwhile, so that none it misses is numbered
    higher."""
    return f"""SELECT setval('{sequence}', greatest(
    (SELECT max({column}) FROM {table}), (SELECT last_value FROM {sequence})))"""


def catch_up(db) -> list[str]:
    """Move every order-bearing sequence that fell behind its rows past them, each in a
    transaction of its own; the names of those moved. A sequence past its rows, as every one
    is while the queue runs, is only read: a worker's `nextval` is never undone."""
    moved = []
    for sequence, table, column in ORDER_BEARING:
        (behind,) = db.execute_sql(_behind(sequence, table, column)).fetchone()
        if not behind:
            continue
        with db.atomic():
            # Sends wait while it runs: a row committed after the lock cannot be missed.
            db.execute_sql(f"LOCK TABLE {table} IN SHARE MODE")
            db.execute_sql(_moved_past(sequence, table, column))
        moved.append(sequence)
    return moved
