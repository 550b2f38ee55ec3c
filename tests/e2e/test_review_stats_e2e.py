"""Review statistics with real processes: a producer killed right after its commit, a
burst against a real worker, and a failing recompute through retries, the dead letters
and `hourglass dlq replay`."""

import subprocess
import sys
import time

import pytest

import actors  # noqa: F401  (the broker)
from actors.review_stats import (
    admin_hide_review,
    admin_update_review,
    create_item,
    get_item_type_stats,
    recount,
    shop_create_review,
    shop_update_review,
)
from models import db
from models.reviews import STATS_COLUMNS, Item, Review, ReviewStatsSignal
from tests.harness import BIN, PROJECT_ROOT, scalar, start_worker, wait_until

SOUP = "SOUP"

#: The burst's longest coalescing window, in seconds, reached from 10 changes a second on
#: (the burst changes one item type far faster, even on a busy machine).
COALESCING = {
    "HOURGLASS_REVIEW_STATS_COALESCE_WINDOW": "1.0",
    "HOURGLASS_REVIEW_STATS_COALESCE_FULL_RATE": "10",
}
WINDOW_S = 1.0

#: Retries in milliseconds, not seconds, so a failing recompute dead-letters at once.
FAST_RETRIES = {
    "HOURGLASS_REVIEW_STATS_MAX_RETRIES": "2",
    "HOURGLASS_REVIEW_STATS_MIN_BACKOFF": "0.05",
    "HOURGLASS_REVIEW_STATS_MAX_BACKOFF": "0.2",
}

# A producer that commits one review change and dies at once, before anything else runs.
KILLED_PRODUCER = """
import os, signal, sys
from actors.review_stats import shop_create_review
shop_create_review(1, int(sys.argv[1]), 5, "SMALL", "THICK", "LARGE")
os.kill(os.getpid(), signal.SIGKILL)
"""


@pytest.fixture
def workers():
    started = []

    def start(**options):
        started.append(start_worker(**options))
        return started[-1]

    yield start
    for worker in started:
        worker.stop()


@pytest.fixture
def broken_stats_table():
    """A real database condition that makes every recompute fail until it is lifted."""
    db.execute_sql(
        "ALTER TABLE review_stats ADD CONSTRAINT injected_failure CHECK (review_count < 0) NOT VALID"
    )
    yield lambda: db.execute_sql(
        "ALTER TABLE review_stats DROP CONSTRAINT IF EXISTS injected_failure"
    )
    db.execute_sql("ALTER TABLE review_stats DROP CONSTRAINT IF EXISTS injected_failure")


def stats_match_recount(item_type):
    rows = (
        Review.select(Review.rating, Review.capacity, Review.density, Review.particle)
        .join(Item)
        .where(Item.item_type == item_type, Review.hidden_at.is_null(), Review.deleted_at.is_null())
        .tuples()
    )
    stats = get_item_type_stats(item_type)
    return {c: getattr(stats, c) for c in STATS_COLUMNS} == pytest.approx(recount(list(rows)))


def settled(item_type):
    """No recompute owed or queued, and the figures include every change."""
    signal = ReviewStatsSignal.get(ReviewStatsSignal.item_type == item_type)
    return (
        signal.pending_ticket is None
        and get_item_type_stats(item_type).source_version == signal.dirty_version
        and scalar("SELECT count(*) FROM hourglass.message") == 0
    )


def hourglass(*args):
    return subprocess.run(
        [str(BIN / "hourglass"), *args],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_a_producer_killed_right_after_its_commit_still_gets_its_stats_updated(workers):
    item = create_item(SOUP, "broth")
    producer = subprocess.run(
        [sys.executable, "-c", KILLED_PRODUCER, str(item)],
        cwd=PROJECT_ROOT,
        capture_output=True,
        timeout=60,
    )
    assert producer.returncode == -9, producer.stderr
    assert Review.select().count() == 1
    assert (
        scalar(
            "SELECT count(*) FROM hourglass.message WHERE message->>'actor_name' = 'recompute_item_type_stats'"
        )
        == 1
    )

    workers()
    wait_until(lambda: settled(SOUP), message="the worker to recompute the committed change")
    assert get_item_type_stats(SOUP).review_count == 1


def test_a_burst_of_a_thousand_changes_costs_far_fewer_recomputes_and_a_change_after_it_goes_at_once(
    workers,
):
    workers(threads=8, env=COALESCING)
    items = [create_item(SOUP, f"broth {i}") for i in range(5)]
    review_ids, hides_that_changed_nothing = [], 0
    started = time.monotonic()
    for n in range(1000):
        if n % 5 in (0, 1, 2):
            review_ids.append(
                shop_create_review(n % 50 + 1, items[n % 5], n % 5 + 1, "SMALL", "SMOOTH", "LARGE")
            )
        elif n % 5 == 3:
            review_id = review_ids[n // 7 % len(review_ids)]
            shop_update_review(
                Review.get_by_id(review_id).user_id,
                review_id,
                rating=(n % 4) + 1,
                capacity="PLENTY",
            )
        elif n % 10 == 4:
            hides_that_changed_nothing += not admin_hide_review(
                9, review_ids[n // 3 % len(review_ids)]
            )
        else:
            admin_update_review(9, review_ids[n // 11 % len(review_ids)], density="THICK")

    burst_s = time.monotonic() - started
    assert 1000 / burst_s > 10, "the burst must change the item type faster than the full rate"
    wait_until(lambda: settled(SOUP), timeout=60, message="the burst to settle")
    signal = ReviewStatsSignal.get(ReviewStatsSignal.item_type == SOUP)
    assert signal.dirty_version == 1000 - hides_that_changed_nothing
    # The first change is recomputed at once, its follow-up too (no rate known yet), then
    # at most one follow-up per window, and one after the burst's last window.
    assert signal.recomputes <= min(100, burst_s / WINDOW_S + 4), (
        signal.recomputes,
        round(burst_s, 1),
    )
    assert stats_match_recount(SOUP)

    # The burst is over: the item type is quiet, and one change is recomputed at once.
    changed_at = time.monotonic()
    shop_update_review(1, review_ids[0], rating=5)
    wait_until(lambda: settled(SOUP), timeout=60, message="the quiet change to show")
    assert time.monotonic() - changed_at < WINDOW_S
    assert stats_match_recount(SOUP)


def test_a_failing_recompute_is_retried_dead_lettered_and_replayed_by_the_cli(
    workers, broken_stats_table
):
    workers(env=FAST_RETRIES)
    shop_create_review(1, create_item(SOUP, "broth"), 4, "ENOUGH", "SMOOTH", "MEDIUM")
    wait_until(
        lambda: scalar("SELECT count(*) FROM hourglass.message WHERE state = 'rejected'") == 1,
        message="the recompute to exhaust its retries",
    )
    message_id, retries, ticket = db.execute_sql(
        "SELECT message_id::text, message->'options'->>'retries', message->'args'->>1 FROM hourglass.message"
    ).fetchone()
    assert retries == "3"  # the first attempt and two retries failed
    assert get_item_type_stats(SOUP).source_version == 0

    listed = hourglass("dlq", "list")
    assert listed.returncode == 0, listed.stderr
    [line] = [line for line in listed.stdout.splitlines() if message_id in line]
    assert "review_stats" in line and "recompute_item_type_stats" in line
    assert "IntegrityError" in line and "injected_failure" in line
    assert ticket not in listed.stdout  # message arguments are never shown

    broken_stats_table()  # the operator fixes the cause
    replayed = hourglass("dlq", "replay", message_id)
    assert (replayed.returncode, replayed.stdout.strip()) == (0, "replayed 1 dead letter(s)"), (
        replayed.stderr
    )
    wait_until(lambda: settled(SOUP), message="the replayed recompute to succeed")
    assert get_item_type_stats(SOUP).review_count == 1
    assert hourglass("dlq", "list").stdout.strip() == "no dead letters"
