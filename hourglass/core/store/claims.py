"""What a worker process holds: a claim, on either lane, and where a hot lane's message sits
in the ring. The broker's consumer makes claims, an actor's own statement may settle them
(hourglass.core.settlement), and the store's statements take them back."""

from typing import NamedTuple

import dramatiq
from dramatiq.broker import MessageProxy

#: The option a message claimed from the hot lane carries while it runs: its position in
#: the ring, (slot, id).
RING_POSITION = "ring_position"


class Position(NamedTuple):
    """A hot lane's message: its row in the ring."""

    slot: int
    id: int


class Claim(NamedTuple):
    """A message a worker process holds: a cold lane's row ('consumed' under its
    `worker_id`), or a hot lane's (`ring_position`). What an actor's own statement needs to
    settle the message with its effect, as the broker's acks do (that process's claim
    only)."""

    message_id: str
    queue_name: str
    worker_id: str
    ring_position: Position | None = None


class Claimed(NamedTuple):
    """A message a claim returned: its row's id, the message as stored (JSON text), and its
    position when it came from the hot lane."""

    message_id: str
    payload: str
    ring_position: Position | None = None


def ring_position_of(message: dramatiq.Message | MessageProxy) -> Position | None:
    """Where in the ring the message being run was claimed; None for the cold lane's."""
    position = message.options.get(RING_POSITION)
    return None if position is None else Position(*position)
