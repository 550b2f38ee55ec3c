"""The store's sequences that order its rows: each must stay past every row it numbered.

A claim reads a stripe's newest cursor, and a promotion the wheel's last position, by the
highest `seq`; a message's id is its stripe and, with its slot or bucket, its key. A sequence
set back behind its table (a restore that copied rows but not sequences, as logical
replication does, or a hand's `setval`) makes the newest row look old: the claims of a
stripe re-read what they claimed already, fail on its key, and crash their consumer again
and again (seen 6 Dec, issue 46). `hourglass migrate` moves such a sequence past its rows.
"""

#: (sequence, table, column) of each sequence whose order the store relies on.
ORDER_BEARING = (
    ("queue_ring_cursor_seq", "queue_ring_cursor", "seq"),
    ("queue_promotion_seq", "queue_promotion", "seq"),
    ("queue_ring_message_id", "queue_ring_message", "id"),
    ("queue_waiting_message_id", "queue_waiting_message", "id"),
    ("result_ring_id", "result_ring", "id"),
)


def _past_its_rows(sequence: str, table: str, column: str) -> str:
    """The statement that sets `sequence` to its table's highest `column` when it is not past
    it already (so that its next value follows every row), returning the sequence's name when
    it did. A sequence that is past its rows, as every one is while the queue runs, is left
    alone: a worker's `nextval` meanwhile is never undone."""
    return f"""SELECT setval('{sequence}', highest.value), '{sequence}'
FROM (SELECT max({column}) AS value FROM {table}) AS highest, {sequence} AS s
WHERE highest.value > s.last_value OR (highest.value = s.last_value AND NOT s.is_called)"""


def catch_up(cursor) -> list[str]:
    """Move every order-bearing sequence that fell behind its rows past them; the names of
    those moved."""
    moved = []
    for sequence, table, column in ORDER_BEARING:
        cursor.execute(_past_its_rows(sequence, table, column))
        moved += [name for _, name in cursor.fetchall()]
    return moved
