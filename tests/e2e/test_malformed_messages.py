"""A per-entity message whose arguments can never be right (wrong type, range or count) is
dead-lettered at once by a real worker, with its reason, instead of retried for minutes."""

import time

import actors  # noqa: F401  (the broker)
from actors.notifications import deliver_notification, fire_scheduled_job
from actors.recommendation import member_visited, refresh_member_recommendations
from actors.review_stats import recompute_item_type_stats
from hourglass.core.dead_letters import list_dead_letters
from hourglass.core.sending import send_in_transaction
from models import db
from tests.harness import start_worker, wait_until

MALFORMED = [
    (fire_scheduled_job, ("job-1", 1)),
    (fire_scheduled_job, (2**63, 1)),
    (fire_scheduled_job, (1,)),
    (deliver_notification, ("not-a-uuid",)),
    (refresh_member_recommendations, (-4,)),
    (recompute_item_type_stats, ("SOUP", "not-a-ticket")),
    (member_visited, (7, "yesterday")),
]


def test_malformed_messages_are_dead_lettered_at_once_without_retries():
    with db.atomic():
        for actor, arguments in MALFORMED:
            send_in_transaction(actor, *arguments)
    started = time.monotonic()
    worker = start_worker(threads=2)
    try:
        letters = wait_until(
            lambda: (found := list_dead_letters()) and len(found) == len(MALFORMED) and found,
            timeout=30,
            message="every malformed message dead-lettered",
        )
    finally:
        worker.stop()
    assert time.monotonic() - started < 20
    assert {letter.retries for letter in letters} == {0}
    errors = sorted(letter.error.split(":")[0] for letter in letters)
    assert errors == ["InvalidInput"] * 6 + ["TypeError"], [letter.error for letter in letters]
