"""Transactional send, where products and tools import it (`hourglass.broker`): a message
written in the caller's transaction on `models.db`, sent at its commit, gone with its
rollback. The broker itself, and its queue table, are `hourglass.core.broker`'s."""

from hourglass.core.broker import enqueue_in_transaction, send_in_transaction

__all__ = ["enqueue_in_transaction", "send_in_transaction"]
