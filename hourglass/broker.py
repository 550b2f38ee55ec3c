"""Transactional send, where products and tools import it (`hourglass.broker`): a message
written in the caller's transaction on `models.db`, sent at its commit, gone with its
rollback. The broker itself is `hourglass.core.broker`'s, the queue's tables the store's (`hourglass.core.store`)."""

from hourglass.core.sending import enqueue_in_transaction, send_in_transaction

__all__ = ["enqueue_in_transaction", "send_in_transaction"]
