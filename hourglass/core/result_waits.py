"""The threads of a process waiting for a result (`get_result(block=True)`), by the result's
key. The process's listener (hourglass.core.due_wakeup.QueueListener), once asked to, hears
the results' channel on its session connection and wakes the waiters of the key each
NOTIFY names; it wakes them all whenever it has listened again, on a new session or on the
same one after a new subscription (an UNLISTEN of all, then every LISTEN), since a NOTIFY
sent while it did not listen is lost (a woken waiter reads the table again)."""

import threading
from collections.abc import Iterator
from contextlib import contextmanager


class ResultWaits:
    """Who waits for which key, and whether the listener's LISTEN on the results' channel
    is in effect."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.waiting: dict[str, set[threading.Event]] = {}
        #: Set while the listener's session LISTENs on the results' channel: a result
        #: committed from then on wakes its waiters.
        self.listening = threading.Event()

    @contextmanager
    def waiting_for(self, key: str) -> Iterator[threading.Event]:
        """An event set when a result of `key` may have been stored, while the block runs."""
        event = threading.Event()
        with self.lock:
            self.waiting.setdefault(key, set()).add(event)
        try:
            yield event
        finally:
            with self.lock:
                events = self.waiting.get(key)
                if events is not None:
                    events.discard(event)
                    if not events:
                        del self.waiting[key]

    def heard(self, key: str) -> None:
        """A result of `key` committed (the listener's thread)."""
        with self.lock:
            events = list(self.waiting.get(key, ()))
        for event in events:
            event.set()

    def listened(self) -> None:
        """The listener LISTENs again: what was committed meanwhile was not heard, so every
        waiter looks again."""
        self.listening.set()
        with self.lock:
            events = [event for events in self.waiting.values() for event in events]
        for event in events:
            event.set()

    def dropped(self) -> None:
        """The listener's session is gone; until it listens again, nothing is heard."""
        self.listening.clear()
