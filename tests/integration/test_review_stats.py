"""Review statistics on a real PostgreSQL: the seven change paths, the outbox, coalescing,
the recompute's hand-over under a concurrent change, and the reconciliation.

Recompute messages are delivered in-process here (the actor called with the queued
message's arguments), in whatever order and as often as a test wants.
"""

import json
import random
import threading
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import actors  # noqa: F401  (the broker)
from actors.review_stats import (
    admin_create_review,
    admin_delete_review,
    admin_hide_review,
    admin_unhide_review,
    admin_update_review,
    create_item,
    get_item_type_stats,
    recompute_all_item_type_stats,
    recompute_item_type_stats,
    recount,
    reissue_stale_signals,
    shop_create_review,
    shop_update_review,
)
from actors.review_stats import settings as review_stats_settings
from hourglass.core.errors import InvalidInput
from models import db
from models import reviews as store
from models.reviews import (
    CAPACITIES,
    DENSITIES,
    ITEM_TYPES,
    PARTICLES,
    STATS_COLUMNS,
    Review,
    ReviewStatsSignal,
)
from tests.harness import lose_messages, scalar, wait_until

SOUP, SNACK = "SOUP", "SNACK"


# --- helpers ----------------------------------------------------------------------------


def queued_recomputes():
    """(message_id, args) of every queued recompute message, oldest first."""
    rows = db.execute_sql(
        """
        SELECT message_id::text, message->'args' FROM hourglass.message
        WHERE message->>'actor_name' = 'recompute_item_type_stats' AND "state" = 'queued'
        ORDER BY available_at, (message->>'message_timestamp')::bigint, message_id
        """
    ).fetchall()
    return [
        (message_id, args if isinstance(args, list) else json.loads(args))
        for message_id, args in rows
    ]


def queue_rows():
    return db.execute_sql(
        "SELECT queue_name, available_at > now() FROM hourglass.message WHERE \"state\" = 'queued'"
        " ORDER BY available_at, (message->>'message_timestamp')::bigint, message_id"
    ).fetchall()


def deliver(message_id, args, keep=False):
    """Run one queued recompute message in-process, as a worker would; then ack it."""
    recompute_item_type_stats(*args)
    if not keep:
        lose_messages("message_id = %s", (message_id,))


def drain():
    """Deliver queued recomputes until none is left; returns how many ran."""
    ran = 0
    while queued := queued_recomputes():
        deliver(*queued[0])
        ran += 1
        assert ran < 1000, "recomputes keep sending recomputes"
    return ran


def recounted(item_type):
    """The figures counted from scratch, one visible review at a time."""
    rows = (
        Review.select(Review.rating, Review.capacity, Review.density, Review.particle)
        .join(store.Item)
        .where(
            store.Item.item_type == item_type,
            Review.hidden_at.is_null(),
            Review.deleted_at.is_null(),
        )
        .tuples()
    )
    return recount(list(rows))


def saved_figures(item_type):
    stats = get_item_type_stats(item_type)
    return {column: getattr(stats, column) for column in STATS_COLUMNS}


def assert_stats_match_recount(item_type):
    expected, saved = recounted(item_type), saved_figures(item_type)
    assert {c: saved[c] for c in STATS_COLUMNS} == pytest.approx(expected), item_type


def signal(item_type):
    return ReviewStatsSignal.get_or_none(ReviewStatsSignal.item_type == item_type)


def review(
    user_id=1, item_id=None, rating=4, capacity="ENOUGH", density="SMOOTH", particle="MEDIUM"
):
    return shop_create_review(
        user_id, item_id or create_item(SOUP, "broth"), rating, capacity, density, particle
    )


# --- the seven change paths -------------------------------------------------------------


def test_every_change_path_commits_its_change_and_the_stats_follow():
    soup = create_item(SOUP, "beef broth")
    first = shop_create_review(1, soup, 5, "PLENTY", "THICK", "LARGE")
    drain()
    second = admin_create_review(9, soup, 2, 3, "SMALL", "WATERY", "SMALL")
    shop_update_review(1, first, rating=4)
    admin_update_review(9, second, capacity="ENOUGH", particle="MEDIUM")
    assert admin_hide_review(9, first) is True
    drain()
    stats = get_item_type_stats(SOUP)
    assert (stats.review_count, stats.rating_sum, stats.rating_average) == (1, 3, 3.0)
    assert (
        stats.capacity_enough_count,
        stats.density_watery_count,
        stats.particle_medium_count,
    ) == (1, 1, 1)
    assert stats.capacity_enough_ratio == 1.0 and stats.capacity_plenty_ratio == 0.0
    assert (stats.created_by, stats.updated_by) == ("user:1", "admin:9")

    assert admin_unhide_review(9, first) is True
    assert admin_delete_review(9, second) is True
    drain()
    stats = get_item_type_stats(SOUP)
    assert (stats.review_count, stats.rating_sum, stats.particle_large_count) == (1, 4, 1)
    assert_stats_match_recount(SOUP)


def test_an_item_type_without_reviews_has_zero_figures_and_no_division_by_zero():
    item = create_item(SNACK, "rice puff")
    review_id = shop_create_review(1, item, 2, "SMALL", "THICK", "SMALL")
    admin_delete_review(3, review_id)
    drain()
    stats = get_item_type_stats(SNACK)
    assert (
        stats.review_count == 0
        and stats.rating_average == 0.0
        and stats.particle_small_ratio == 0.0
    )
    assert stats.source_version == 2


def test_stats_of_an_item_type_never_recomputed_read_as_zero():
    stats = get_item_type_stats("BEVERAGE")
    assert (stats.item_type, stats.review_count, stats.rating_average, stats.source_version) == (
        "BEVERAGE",
        0,
        0.0,
        0,
    )


def test_hiding_twice_unhiding_a_visible_review_and_deleting_twice_change_nothing():
    review_id = review()
    assert admin_hide_review(9, review_id) is True
    assert admin_hide_review(9, review_id) is False
    assert admin_unhide_review(9, review_id) is True
    assert admin_unhide_review(9, review_id) is False
    assert admin_delete_review(9, review_id) is True
    assert admin_delete_review(9, review_id) is False
    assert signal(SOUP).dirty_version == 4


def test_a_deleted_review_can_be_neither_updated_nor_hidden():
    review_id = review()
    admin_delete_review(9, review_id)
    for change in (
        lambda: shop_update_review(1, review_id, rating=2),
        lambda: admin_update_review(9, review_id, rating=2),
        lambda: admin_hide_review(9, review_id),
        lambda: admin_unhide_review(9, review_id),
    ):
        with pytest.raises(InvalidInput, match="unknown review"):
            change()
    assert signal(SOUP).dirty_version == 2


def test_the_shop_may_update_only_its_own_users_review():
    review_id = review(user_id=1)
    with pytest.raises(InvalidInput, match=f"unknown review {review_id} of user 2"):
        shop_update_review(2, review_id, rating=1)
    assert Review.get_by_id(review_id).rating == 4


# --- bad input: a clear error, nothing written ------------------------------------------


@pytest.mark.parametrize(
    "bad",
    [
        {"rating": 0},
        {"rating": 6},
        {"rating": 4.5},
        {"rating": True},
        {"rating": "5"},
        {"capacity": "HUGE"},
        {"capacity": "small"},
        {"density": None},
        {"particle": "FINE"},
        {"user_id": 0},
        {"item_id": -1},
        {"item_id": 2**63},
    ],
)
def test_a_bad_create_is_rejected_and_nothing_is_written(bad):
    item = create_item(SOUP, "broth")
    arguments = {
        "user_id": 1,
        "item_id": item,
        "rating": 4,
        "capacity": "SMALL",
        "density": "THICK",
        "particle": "LARGE",
    }
    with pytest.raises(InvalidInput):
        shop_create_review(**{**arguments, **bad})
    assert Review.select().count() == 0 and signal(SOUP) is None and queued_recomputes() == []


def test_a_review_of_an_unknown_item_is_rejected_and_nothing_is_written():
    with pytest.raises(InvalidInput, match="unknown item 4242"):
        admin_create_review(9, 4242, 1, 5, "SMALL", "SMOOTH", "SMALL")
    assert Review.select().count() == 0 and ReviewStatsSignal.select().count() == 0


@pytest.mark.parametrize(
    "change",
    [
        lambda r: shop_update_review(1, r),
        lambda r: shop_update_review(1, r, rating=9),
        lambda r: admin_update_review(9, r, density="GLUEY"),
        lambda r: admin_update_review(9, r + 1000, rating=3),
        lambda r: admin_hide_review(9, r + 1000),
        lambda r: admin_unhide_review(0, r),
        lambda r: admin_delete_review(9, r + 1000),
        lambda r: admin_delete_review(9, str(r)),
    ],
)
def test_a_bad_change_is_rejected_and_nothing_is_written(change):
    review_id = review()
    before = Review.get_by_id(review_id)
    version = signal(SOUP).dirty_version
    with pytest.raises(InvalidInput):
        change(review_id)
    after = Review.get_by_id(review_id)
    assert (after.rating, after.density, after.hidden_at, after.deleted_at) == (
        before.rating,
        before.density,
        None,
        None,
    )
    assert signal(SOUP).dirty_version == version


@pytest.mark.parametrize("bad", ["soup", "PORRIDGE", None, 3])
def test_an_unknown_item_type_is_rejected(bad):
    with pytest.raises(InvalidInput, match="item_type must be one of"):
        get_item_type_stats(bad)
    with pytest.raises(InvalidInput):
        create_item(bad, "x")


def test_a_rejected_change_inside_the_callers_transaction_leaves_the_callers_work_alone():
    item = create_item(SOUP, "broth")
    with db.atomic():
        kept = shop_create_review(1, item, 4, "SMALL", "THICK", "LARGE")
        with pytest.raises(InvalidInput):
            shop_create_review(1, item, 7, "SMALL", "THICK", "LARGE")
    assert [r.id for r in Review.select()] == [kept]
    assert signal(SOUP).dirty_version == 1


# --- the outbox -------------------------------------------------------------------------


def test_a_rolled_back_change_leaves_no_review_no_signal_and_no_message():
    item = create_item(SOUP, "broth")
    with db.atomic() as transaction:
        shop_create_review(1, item, 4, "SMALL", "THICK", "LARGE")
        assert len(queued_recomputes()) == 1
        transaction.rollback()
    assert Review.select().count() == 0 and signal(SOUP) is None and queued_recomputes() == []


def test_the_first_change_sends_one_message_and_changes_while_it_is_pending_send_none():
    item = create_item(SOUP, "broth")
    for rating in (1, 2, 3, 4, 5):
        shop_create_review(1, item, rating, "SMALL", "THICK", "LARGE")
    queued = queued_recomputes()
    assert [args for _, args in queued] == [[SOUP, str(signal(SOUP).pending_ticket)]]
    assert signal(SOUP).dirty_version == 5
    assert drain() == 1
    assert get_item_type_stats(SOUP).review_count == 5
    assert signal(SOUP).pending_ticket is None and signal(SOUP).recomputed_version == 5


def test_item_types_are_signalled_separately():
    shop_create_review(1, create_item(SOUP, "broth"), 4, "SMALL", "THICK", "LARGE")
    shop_create_review(1, create_item(SNACK, "puff"), 2, "SMALL", "THICK", "LARGE")
    assert sorted(args[0] for _, args in queued_recomputes()) == [SNACK, SOUP]
    drain()
    assert (get_item_type_stats(SOUP).rating_sum, get_item_type_stats(SNACK).rating_sum) == (4, 2)


def test_a_change_after_the_recompute_sends_a_new_message():
    review_id = review()
    drain()
    shop_update_review(1, review_id, rating=1)
    assert len(queued_recomputes()) == 1
    drain()
    assert get_item_type_stats(SOUP).rating_sum == 1


def follow_up_wait_s():
    """How long after its recompute the queued follow-up comes due."""
    return scalar(
        """SELECT extract(epoch FROM q.available_at - s.recomputed_at)::float8
           FROM hourglass.message AS q, review_stats_signal AS s WHERE q.state = 'queued'"""
    )


def test_a_busy_item_types_next_recompute_waits_a_window_and_a_quiet_ones_goes_at_once():
    review_id = review()
    assert queue_rows() == [("review_stats", False)]  # the first change ever: at once
    drain()
    assert signal(SOUP).pending_ticket is None  # quiet: nothing more owed or scheduled
    for rating in (1, 2, 3, 4, 5) * 6:
        shop_update_review(1, review_id, rating=rating)
    # 30 changes in the half second since the previous recompute: 60 a second, past the full rate.
    db.execute_sql(
        "UPDATE review_stats_signal SET recomputed_at = clock_timestamp() - interval '0.5 seconds'"
    )
    [pending] = queued_recomputes()
    deliver(*pending)
    assert get_item_type_stats(SOUP).source_version == 31
    # Busy: the next recompute waits a window after this one (counted from the recompute, not
    # from now: the window is 0.2 s, which a loaded machine passed before a look at now()).
    assert [queue for queue, _ in queue_rows()] == ["review_stats"]
    longest = review_stats_settings.load().coalesce_window.total_seconds()
    assert follow_up_wait_s() == pytest.approx(longest, abs=0.002)  # ..._COALESCE_WINDOW
    shop_update_review(1, review_id, rating=2)
    assert len(queued_recomputes()) == 1  # a change meanwhile joins it

    # The follow-up runs a minute after the recompute before it: one change in that minute.
    db.execute_sql(
        "UPDATE review_stats_signal SET recomputed_at = clock_timestamp() - interval '1 minute'"
    )
    drain()
    assert get_item_type_stats(SOUP).rating_sum == 2 and signal(SOUP).pending_ticket is None
    shop_update_review(1, review_id, rating=3)
    assert queue_rows() == [("review_stats", False)]  # quiet again: at once


# --- duplicates, reordering, hand-over ------------------------------------------------


def test_duplicate_and_reordered_signals_change_nothing():
    soup_review = review()
    shop_create_review(2, create_item(SNACK, "puff"), 3, "PLENTY", "WATERY", "SMALL")
    first_round = queued_recomputes()
    for message_id, args in reversed(first_round):
        deliver(message_id, args, keep=True)
    shop_update_review(1, soup_review, rating=2)
    second_round = queued_recomputes()[len(first_round) :]
    for message_id, args in second_round:
        deliver(message_id, args)
    settled = {t: saved_figures(t) for t in (SOUP, SNACK)}

    # The first round again, twice, out of order, and a ticketless repair: all late.
    for message_id, args in first_round + first_round[::-1]:
        deliver(message_id, args, keep=True)
    recompute_item_type_stats(SOUP)
    assert {t: saved_figures(t) for t in (SOUP, SNACK)} == settled
    assert get_item_type_stats(SOUP).rating_sum == 2
    assert signal(SOUP).pending_ticket is None and signal(SNACK).pending_ticket is None


def test_figures_of_an_older_snapshot_never_overwrite_newer_ones():
    review()
    drain()
    stale = dict(saved_figures(SOUP), review_count=999)
    assert store.save_stats(SOUP, stale, version=0, changed_by="user:1") is False
    assert get_item_type_stats(SOUP).review_count == 1


def test_a_change_that_lands_during_a_recompute_causes_one_more_recompute():
    item = create_item(SOUP, "broth")
    shop_create_review(1, item, 5, "SMALL", "THICK", "LARGE")
    [(message_id, args)] = queued_recomputes()
    changed, release = threading.Event(), threading.Event()

    def change_held_open():
        with db.atomic():
            shop_create_review(2, item, 1, "SMALL", "THICK", "LARGE")
            changed.set()
            release.wait(10)
        db.close()

    def recompute():
        deliver(message_id, args)
        db.close()

    changer = threading.Thread(target=change_held_open)
    changer.start()
    assert changed.wait(10)
    # The change is written, not committed: it is invisible to the recompute's snapshot,
    # and the recompute's hand-over waits for its lock on the signal row.
    recomputer = threading.Thread(target=recompute)
    recomputer.start()
    wait_until(
        lambda: scalar(
            "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()"
        ),
        message="the recompute to wait for the change's lock",
    )
    release.set()
    changer.join(10)
    recomputer.join(10)

    assert get_item_type_stats(SOUP).review_count == 1
    [(_, follow_up)] = queued_recomputes()
    assert follow_up == [SOUP, str(signal(SOUP).pending_ticket)] and follow_up != args
    assert drain() == 1
    assert get_item_type_stats(SOUP).review_count == 2 and signal(SOUP).pending_ticket is None


def test_a_recompute_that_fails_keeps_its_signal_pending_for_its_retry():
    review()
    [(message_id, args)] = queued_recomputes()
    db.execute_sql(
        "ALTER TABLE review_stats ADD CONSTRAINT injected_failure CHECK (review_count < 0) NOT VALID"
    )
    try:
        with pytest.raises(Exception, match="injected_failure"):
            deliver(message_id, args, keep=True)
    finally:
        db.execute_sql("ALTER TABLE review_stats DROP CONSTRAINT injected_failure")
    assert str(signal(SOUP).pending_ticket) == args[1] and signal(SOUP).recomputes == 0
    deliver(message_id, args)
    assert get_item_type_stats(SOUP).review_count == 1 and signal(SOUP).pending_ticket is None


# --- reconciliation ---------------------------------------------------------------------


def test_a_lost_signal_is_reissued_once_it_is_stale_and_heals():
    review()
    lose_messages()  # the broker lost the message
    assert reissue_stale_signals(stale_after=timedelta(hours=1)) == 0
    assert reissue_stale_signals(stale_after=timedelta(0)) == 1
    [(_, args)] = queued_recomputes()
    assert args == [SOUP, str(signal(SOUP).pending_ticket)]
    drain()
    assert get_item_type_stats(SOUP).review_count == 1 and signal(SOUP).pending_ticket is None
    assert reissue_stale_signals(stale_after=timedelta(0)) == 0


def test_the_daily_repair_recomputes_all_nine_item_types_and_fixes_a_hand_edit():
    review()
    drain()
    db.execute_sql("UPDATE review SET rating = 1")  # behind the change paths' back
    recompute_all_item_type_stats()
    assert sorted(args[0] for _, args in queued_recomputes()) == sorted(ITEM_TYPES)
    drain()
    assert get_item_type_stats(SOUP).rating_sum == 1
    assert store.ReviewStats.select().count() == 9


def test_status_counts_pending_and_stale_item_types():
    review()
    assert store.status_counts(stale_after=timedelta(hours=1)) == {
        "visible_reviews": 1,
        "item_types_pending": 1,
        "item_types_stale": 0,
        "changes": 1,
        "recomputes": 0,
    }
    assert store.status_counts(stale_after=timedelta(0))["item_types_stale"] == 1


# --- the property: stats equal a recount after any sequence --------------------------------

OPERATIONS = st.lists(
    st.one_of(
        st.tuples(
            st.just("shop_create"),
            st.integers(0, 3),
            st.integers(1, 5),
            st.sampled_from(CAPACITIES),
            st.sampled_from(DENSITIES),
            st.sampled_from(PARTICLES),
        ),
        st.tuples(
            st.just("admin_create"),
            st.integers(0, 3),
            st.integers(1, 5),
            st.sampled_from(CAPACITIES),
            st.sampled_from(DENSITIES),
            st.sampled_from(PARTICLES),
        ),
        st.tuples(
            st.just("shop_update"),
            st.integers(0, 50),
            st.none() | st.integers(1, 5),
            st.none() | st.sampled_from(CAPACITIES),
        ),
        st.tuples(
            st.just("admin_update"),
            st.integers(0, 50),
            st.none() | st.sampled_from(DENSITIES),
            st.sampled_from(PARTICLES),
        ),
        st.tuples(st.just("admin_delete"), st.integers(0, 50)),
        st.tuples(st.just("admin_hide"), st.integers(0, 50)),
        st.tuples(st.just("admin_unhide"), st.integers(0, 50)),
        st.tuples(st.just("deliver"), st.integers(0, 50), st.booleans()),
    ),
    max_size=40,
)


def apply(operation, items, review_ids):
    """One operation of a generated sequence; a change to a gone review must be refused."""
    kind, *values = operation
    if kind in ("shop_create", "admin_create"):
        item = items[values[0]]
        if kind == "shop_create":
            review_ids.append(shop_create_review(7, item, *values[1:]))
        else:
            review_ids.append(admin_create_review(9, item, 7, *values[1:]))
        return
    if kind == "deliver":
        queued = queued_recomputes()
        if queued:
            message_id, args = queued[values[0] % len(queued)]
            deliver(message_id, args, keep=values[1])  # keep: delivered again later
        return
    if not review_ids:
        return
    review_id = review_ids[values[0] % len(review_ids)]
    changes = {
        "shop_update": lambda: shop_update_review(
            7, review_id, rating=values[1], capacity=values[2] or "SMALL"
        ),
        "admin_update": lambda: admin_update_review(
            9, review_id, density=values[1], particle=values[2]
        ),
        "admin_delete": lambda: admin_delete_review(9, review_id),
        "admin_hide": lambda: admin_hide_review(9, review_id),
        "admin_unhide": lambda: admin_unhide_review(9, review_id),
    }
    deleted = scalar("SELECT deleted_at IS NOT NULL FROM review WHERE id = %s", (review_id,))
    gone = deleted and kind != "admin_delete"
    if gone:
        with pytest.raises(InvalidInput):
            changes[kind]()
    else:
        changes[kind]()


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(operations=OPERATIONS, seed=st.integers(0, 2**16))
def test_stats_equal_a_recount_after_any_sequence_of_changes_and_deliveries(operations, seed):
    db.execute_sql("TRUNCATE review, item, review_stats, review_stats_signal RESTART IDENTITY")
    lose_messages()
    items = [create_item(t, t.lower()) for t in (SOUP, SOUP, SNACK, "BEVERAGE")]
    review_ids: list[int] = []
    for operation in operations:
        apply(operation, items, review_ids)
    # Whatever is still queued runs, in a random order, until nothing is left.
    rng = random.Random(seed)
    while queued := queued_recomputes():
        deliver(*rng.choice(queued))
    for item_type in (SOUP, SNACK, "BEVERAGE"):
        sig = signal(item_type)
        if sig is not None:
            assert sig.pending_ticket is None
            assert get_item_type_stats(item_type).source_version == sig.dirty_version
            assert_stats_match_recount(item_type)
