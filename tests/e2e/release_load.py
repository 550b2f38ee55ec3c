"""A product's steady traffic during a rolling upgrade (tests/e2e/test_rolling_upgrade.py),
run as a process of either release (its PYTHONPATH picks whose code): each round a member
visit due for a refresh and a scan, a task whose deadline check falls due seconds later
(every fourth completed a round later, cancelling its check), a review and every third
round a review change. Only calls both releases have. Runs until SIGTERM ends its round.

Usage: python release_load.py FIRST_ID (member, task and user ids count up from it)
"""

import signal
import sys
import threading
import time
from datetime import timedelta

from actors.notifications import complete_task, create_task
from actors.recommendation import record_member_visit, scan_due_triggers
from actors.review_stats import create_item, shop_create_review, shop_update_review
from models import db

#: The item types the reviews go to, one item each.
ITEM_TYPES = ("SOUP", "SNACK", "TODDLER_MEAL")

#: Pause between rounds, in seconds.
ROUND_PAUSE_S = 0.1

#: A load its test lost track of stops by itself after this many seconds.
LONGEST_RUN_S = 180


class Traffic:
    """The product's side: its items, and the tasks and reviews it made so far."""

    def __init__(self, first_id: int) -> None:
        self.first_id = first_id
        self.items = [create_item(item_type, f"item {first_id}") for item_type in ITEM_TYPES]
        self.task_ids: list[int] = []
        self.reviews: list[tuple[int, int]] = []  # (user, review)

    def play_round(self, n: int) -> None:
        serial = self.first_id + n
        now = db.now()
        # Visited two hours ago: the first refresh is due at once, the next one hours away.
        record_member_visit(serial, now - timedelta(hours=2))
        scan_due_triggers.send()
        self.task_ids.append(
            create_task(serial, serial, deadline_at=now + timedelta(seconds=1 + n % 3))
        )
        if n % 4 == 1:
            complete_task(self.task_ids[-2])
        item_id = self.items[n % len(self.items)]
        self.reviews.append(
            (serial, shop_create_review(serial, item_id, 1 + n % 5, "SMALL", "THICK", "LARGE"))
        )
        if n % 3 == 2:
            user_id, review_id = self.reviews[n // 2]
            shop_update_review(user_id, review_id, rating=1 + n % 4, capacity="PLENTY")


def main(first_id: int) -> None:
    stopping = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopping.set())
    traffic = Traffic(first_id)
    ends_at = time.monotonic() + LONGEST_RUN_S
    rounds = 0
    while not stopping.wait(ROUND_PAUSE_S) and time.monotonic() < ends_at:
        traffic.play_round(rounds)
        rounds += 1
    print(f"rounds={rounds}", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]))
