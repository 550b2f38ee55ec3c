"""Review statistics (SPEC §4): per-item-type figures recomputed from the reviews themselves.

The seven change paths commit a review change and its item type's recompute signal in one
transaction (the outbox); the recompute aggregates the visible reviews of one item type;
signals coalesce while a recompute is pending; a periodic reconciliation heals lost ones.
"""

import logging
import uuid

import dramatiq

from actors.review_stats import settings as settings_module
from hourglass.core.errors import MALFORMED_MESSAGE, InvalidInput
from hourglass.core.producers import call_on_db
from hourglass.core.scheduler import cron
from hourglass.core.sending import enqueue_in_transaction, send_in_transaction
from hourglass.core.settlement import settle_current_message_in_transaction
from hourglass.core.validation import message_uuid
from models import db
from models import reviews as store
from models.reviews import (
    ANSWERS,
    ITEM_TYPES,
    STATS_COLUMNS,
    ReviewStats,
)

logger = logging.getLogger(__name__)


# --- rules (pure) ---------------------------------------------------------------------


def statistics_from_counts(counts) -> dict:
    """Figures of `review_stats` from (count, rating sum, nine answer counts): average
    rating and each answer's share of the reviews, all 0 for an item type with none."""
    review_count, rating_sum, *answer_counts = counts
    average = rating_sum / review_count if review_count else 0.0
    ratios = [count / review_count if review_count else 0.0 for count in answer_counts]
    return dict(
        zip(
            STATS_COLUMNS, (review_count, rating_sum, average, *answer_counts, *ratios), strict=True
        )
    )


def recount(reviews) -> dict:
    """The same figures counted one review at a time, from (rating, capacity, density,
    particle) of the visible reviews: the definition the aggregate query must match."""
    answers_given = [
        dict(zip(("capacity", "density", "particle"), review[1:], strict=True))
        for review in reviews
    ]
    counts = [
        sum(1 for given in answers_given if given[question] == answer)
        for question, answer in ANSWERS
    ]
    return statistics_from_counts((len(reviews), sum(review[0] for review in reviews), *counts))


def follow_up_delay(
    changes_pending: int,
    changes_since_previous: int,
    seconds_since_previous: float | None,
    longest: float,
    full_rate: float,
) -> float | None:
    """Seconds the follow-up of a finished recompute waits, or None for no follow-up.

    The window grows with the item type's changes a second since its previous recompute,
    reaching `longest` at `full_rate`: a quiet item type is recomputed at once, a busy one
    about once a window. Changes committed after the recompute's snapshot are always
    followed up. Without any, a follow-up still goes when its window is expected to gather
    a change (rate x window >= 1, and more than one change seen: one is no rate), so that a
    busy item type's next change waits the window out instead of being recomputed at once.
    """
    rate = changes_since_previous / seconds_since_previous if seconds_since_previous else 0.0
    window = longest * min(1.0, rate / full_rate)
    if changes_pending > 0 or (changes_since_previous > 1 and rate * window >= 1):
        return window
    return None


# --- validation -----------------------------------------------------------------------


def _item_type(value) -> str:
    """An item type a read or a recompute message names (a change's is checked in SQL)."""
    if value not in ITEM_TYPES:
        raise InvalidInput(f"item_type must be one of {', '.join(ITEM_TYPES)}, got {value!r}")
    return value


# --- producer API: the seven change paths ---------------------------------------------
# Each is its SQL function (migration 0017), which checks the arguments, makes the change
# and signals its item type in the caller's transaction (the outbox).


def create_item(item_type, name) -> int:
    """A new item of one of the nine item types; returns its id."""
    return call_on_db(store.CREATE_ITEM, item_type, name)


def shop_create_review(user_id, item_id, rating, capacity, density, particle) -> int:
    """A customer reviews an item; returns the review id."""
    return call_on_db(
        store.SHOP_CREATE_REVIEW, user_id, item_id, rating, capacity, density, particle
    )


def admin_create_review(admin_id, item_id, user_id, rating, capacity, density, particle) -> int:
    """An administrator enters a review on a user's behalf; returns the review id."""
    return call_on_db(
        store.ADMIN_CREATE_REVIEW, admin_id, item_id, user_id, rating, capacity, density, particle
    )


def shop_update_review(
    user_id, review_id, rating=None, capacity=None, density=None, particle=None
) -> None:
    """A customer changes answers of their own review (None keeps an answer)."""
    call_on_db(store.SHOP_UPDATE_REVIEW, user_id, review_id, rating, capacity, density, particle)


def admin_update_review(
    admin_id, review_id, rating=None, capacity=None, density=None, particle=None
) -> None:
    """An administrator changes answers of any live review (None keeps an answer)."""
    call_on_db(store.ADMIN_UPDATE_REVIEW, admin_id, review_id, rating, capacity, density, particle)


def admin_delete_review(admin_id, review_id) -> bool:
    """Soft-delete a review; False when it was deleted already."""
    return call_on_db(store.ADMIN_DELETE_REVIEW, admin_id, review_id)


def admin_hide_review(admin_id, review_id) -> bool:
    """Hide a live review; False when it was hidden already."""
    return call_on_db(store.ADMIN_HIDE_REVIEW, admin_id, review_id)


def admin_unhide_review(admin_id, review_id) -> bool:
    """Show a hidden review again; False when it was not hidden."""
    return call_on_db(store.ADMIN_UNHIDE_REVIEW, admin_id, review_id)


# --- read -----------------------------------------------------------------------------


def get_item_type_stats(item_type) -> ReviewStats:
    """The statistics of an item type (all zero, unsaved, before its first recompute)."""
    item_type = _item_type(item_type)
    return store.stats_of(item_type) or ReviewStats(item_type=item_type)


# --- actors ---------------------------------------------------------------------------


def _take_retry_options(actor, platform_settings) -> None:
    """The recompute's retries come from the pipeline's settings, read when a worker boots."""
    settings = settings_module.load()
    actor.options.update(
        max_retries=settings.max_retries,
        min_backoff=int(settings.min_backoff.total_seconds() * 1000),
        max_backoff=int(settings.max_backoff.total_seconds() * 1000),
    )


@dramatiq.actor(
    actor_name="recompute_item_type_stats",
    queue_name="review_stats",
    throws=MALFORMED_MESSAGE,
    at_boot=_take_retry_options,
)
def recompute_item_type_stats(item_type, ticket=None) -> None:
    """Recompute one item type's figures from its visible reviews, in one transaction.

    The message holding the item type's pending `ticket` also hands the signal over: to a
    follow-up under a fresh ticket, due after a window that widens with the item type's
    rate of change (`follow_up_delay`), or to nobody when the item type is quiet. Without
    the ticket (a duplicate, a repair) it only recomputes.
    """
    item_type = _item_type(item_type)
    if ticket is not None:
        message_uuid("ticket", ticket)
    with db.atomic():
        settle_current_message_in_transaction()
        version, changed_by, counts = store.aggregate_visible_reviews(item_type)
        saved = store.save_stats(item_type, statistics_from_counts(counts), version, changed_by)
        delay = _hand_over(item_type, version, ticket)
    logger.info(
        "event=review_stats_recomputed item_type=%s version=%s reviews=%s saved=%s follow_up_s=%s",
        item_type,
        version,
        counts[0],
        saved,
        None if delay is None else round(delay, 3),
    )


def _hand_over(item_type, version, ticket) -> float | None:
    """Record the recompute and, when it holds the pending ticket, send the follow-up the
    window rule asks for; returns the follow-up's delay in seconds (None: none)."""
    state = store.hand_over_state(item_type, version, ticket)
    delay: float | None = None
    if state is not None and state[0]:
        settings = settings_module.load()
        longest = settings.coalesce_window.total_seconds()
        delay = follow_up_delay(*state[1:], longest, settings.coalesce_full_rate)
    if delay is None:
        store.finish_recompute(item_type, version, ticket, None)
        return None
    next_ticket = str(uuid.uuid4())
    store.finish_recompute(item_type, version, ticket, next_ticket)
    delay_ms = round(delay * 1000) or None
    send_in_transaction(recompute_item_type_stats, item_type, next_ticket, delay_ms=delay_ms)
    return delay


@dramatiq.actor(
    actor_name="reconcile_review_stats",
    queue_name="scans",
    max_retries=0,
    periodic=cron("* * * * *"),
)
def reconcile_review_stats() -> None:
    """Periodic: item types whose pending signal is older than it should be recompute."""
    reissue_stale_signals()


def reissue_stale_signals(stale_after=None) -> int:
    """Give every pending signal sent more than `stale_after` ago (its message lost, stuck
    or dead-lettered) a fresh ticket and message. Returns how many item types."""
    if stale_after is None:
        stale_after = settings_module.load().stale_after
    with db.atomic():
        reissued = store.reissue_stale_signals(stale_after)
        enqueue_in_transaction(
            [recompute_item_type_stats.message(item_type, ticket) for item_type, ticket in reissued]
        )
    if reissued:
        logger.warning(
            "event=review_stats_signals_reissued item_types=%s", ",".join(t for t, _ in reissued)
        )
    return len(reissued)


# 18:00 UTC is 03:00 in Korea, the quietest hour of the shop.
@dramatiq.actor(
    actor_name="recompute_all_item_type_stats",
    queue_name="scans",
    max_retries=0,
    periodic=cron("0 18 * * *"),
)
def recompute_all_item_type_stats() -> None:
    """Periodic (daily): every item type recomputes, whatever its signal says, so figures
    drift from nothing (a hand edit, a bug) for longer than a day."""
    with db.atomic():
        enqueue_in_transaction(
            [recompute_item_type_stats.message(item_type) for item_type in ITEM_TYPES]
        )
    logger.info("event=review_stats_daily_recompute item_types=%d", len(ITEM_TYPES))
