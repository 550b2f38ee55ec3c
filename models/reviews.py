"""Tables of the review statistics, and the queries that change, signal and recompute them.

Every review change bumps its item type's `review_stats_signal` in the same transaction
(migration 0017's functions);
the recompute aggregates the visible reviews of one item type into `review_stats`, and the
signal row says which changes those figures include and whether a recompute is owed.
"""

from dataclasses import dataclass

import peewee

from hourglass.core.producers import Producer, ProducerFunction
from models import (
    BaseModel,
    DateTimeTZField,
    Event,
    History,
    count_rows,
    db,
    fetch_one_as,
    newest_first,
)

ITEM_TYPES = (
    "EARLY_WEANING",
    "MIDDLE_WEANING",
    "LATE_WEANING",
    "COMPLETE_WEANING",
    "TODDLER_MEAL",
    "SIDE_DISH",
    "SOUP",
    "SNACK",
    "BEVERAGE",
)
CAPACITIES = ("SMALL", "ENOUGH", "PLENTY")
DENSITIES = ("WATERY", "SMOOTH", "THICK")
PARTICLES = ("SMALL", "MEDIUM", "LARGE")

#: The nine answers, in the order of the aggregate's conditional counts: (question, answer).
ANSWERS = (
    *(("capacity", answer) for answer in CAPACITIES),
    *(("density", answer) for answer in DENSITIES),
    *(("particle", answer) for answer in PARTICLES),
)


class Item(BaseModel):
    id = peewee.BigAutoField()
    item_type = peewee.TextField(index=True)
    name = peewee.TextField()
    created_at = DateTimeTZField()


class Review(BaseModel):
    id = peewee.BigAutoField()
    item = peewee.ForeignKeyField(Item, column_name="item_id", backref="reviews")
    user_id = peewee.BigIntegerField()
    rating = peewee.SmallIntegerField()
    capacity = peewee.TextField()
    density = peewee.TextField()
    particle = peewee.TextField()
    hidden_at = DateTimeTZField(null=True)
    deleted_at = DateTimeTZField(null=True)
    created_at = DateTimeTZField()
    updated_at = DateTimeTZField()


class ReviewStats(BaseModel):
    item_type = peewee.TextField(primary_key=True)
    review_count = peewee.BigIntegerField(default=0)
    rating_sum = peewee.BigIntegerField(default=0)
    rating_average = peewee.DoubleField(default=0.0)
    capacity_small_count = peewee.BigIntegerField(default=0)
    capacity_enough_count = peewee.BigIntegerField(default=0)
    capacity_plenty_count = peewee.BigIntegerField(default=0)
    density_watery_count = peewee.BigIntegerField(default=0)
    density_smooth_count = peewee.BigIntegerField(default=0)
    density_thick_count = peewee.BigIntegerField(default=0)
    particle_small_count = peewee.BigIntegerField(default=0)
    particle_medium_count = peewee.BigIntegerField(default=0)
    particle_large_count = peewee.BigIntegerField(default=0)
    capacity_small_ratio = peewee.DoubleField(default=0.0)
    capacity_enough_ratio = peewee.DoubleField(default=0.0)
    capacity_plenty_ratio = peewee.DoubleField(default=0.0)
    density_watery_ratio = peewee.DoubleField(default=0.0)
    density_smooth_ratio = peewee.DoubleField(default=0.0)
    density_thick_ratio = peewee.DoubleField(default=0.0)
    particle_small_ratio = peewee.DoubleField(default=0.0)
    particle_medium_ratio = peewee.DoubleField(default=0.0)
    particle_large_ratio = peewee.DoubleField(default=0.0)
    source_version = peewee.BigIntegerField(default=0)
    created_by = peewee.TextField(null=True)
    updated_by = peewee.TextField(null=True)
    created_at = DateTimeTZField(null=True)
    updated_at = DateTimeTZField(null=True)


class ReviewStatsSignal(BaseModel):
    item_type = peewee.TextField(primary_key=True)
    dirty_version = peewee.BigIntegerField(default=0)
    recomputed_version = peewee.BigIntegerField(default=0)
    pending_ticket = peewee.UUIDField(null=True)
    sent_at = DateTimeTZField(null=True)
    signalled_at = DateTimeTZField(null=True)
    last_changed_by = peewee.TextField(null=True)
    recomputed_at = DateTimeTZField(null=True)
    recomputes = peewee.BigIntegerField(default=0)


#: review_stats columns the recompute writes, in the order of `save_stats`'s values.
STATS_COLUMNS = (
    "review_count",
    "rating_sum",
    "rating_average",
    *(f"{question}_{answer.lower()}_count" for question, answer in ANSWERS),
    *(f"{question}_{answer.lower()}_ratio" for question, answer in ANSWERS),
)

# One pass over the visible reviews of one item type. The signal's version is read in the
# same statement, hence the same snapshot: it says exactly which changes the counts include.
AGGREGATE_VISIBLE_REVIEWS = """
SELECT
    coalesce((SELECT dirty_version FROM review_stats_signal WHERE item_type = %(item_type)s), 0),
    (SELECT last_changed_by FROM review_stats_signal WHERE item_type = %(item_type)s),
    count(*),
    coalesce(sum(r.rating), 0),
    count(*) FILTER (WHERE r.capacity = 'SMALL'),
    count(*) FILTER (WHERE r.capacity = 'ENOUGH'),
    count(*) FILTER (WHERE r.capacity = 'PLENTY'),
    count(*) FILTER (WHERE r.density = 'WATERY'),
    count(*) FILTER (WHERE r.density = 'SMOOTH'),
    count(*) FILTER (WHERE r.density = 'THICK'),
    count(*) FILTER (WHERE r.particle = 'SMALL'),
    count(*) FILTER (WHERE r.particle = 'MEDIUM'),
    count(*) FILTER (WHERE r.particle = 'LARGE')
FROM review AS r
JOIN item AS i ON i.id = r.item_id
WHERE i.item_type = %(item_type)s
  AND r.hidden_at IS NULL
  AND r.deleted_at IS NULL
"""

# Figures from an older snapshot never overwrite newer ones: two recomputes of one item
# type may commit in either order. Equal versions rewrite, so a repair fixes a hand edit.
SAVE_STATS = f"""
INSERT INTO review_stats AS s (item_type, {", ".join(STATS_COLUMNS)}, source_version, created_by, updated_by)
VALUES (%s, {", ".join(["%s"] * len(STATS_COLUMNS))}, %s, %s, %s)
ON CONFLICT (item_type) DO UPDATE
SET {", ".join(f"{column} = EXCLUDED.{column}" for column in STATS_COLUMNS)},
    source_version = EXCLUDED.source_version,
    updated_by = EXCLUDED.updated_by,
    updated_at = now()
WHERE s.source_version <= EXCLUDED.source_version
RETURNING item_type
"""

# What the recompute's hand-over decides on, read under the signal row's lock (so a change
# in flight is waited for and none slips in before FINISH_RECOMPUTE): whether this message
# holds the pending ticket, changes committed after its snapshot, and the changes and
# seconds since the previous recompute (the item type's recent rate of change).
HAND_OVER_STATE = """
SELECT pending_ticket = %(ticket)s::uuid,
       dirty_version - %(version)s,
       dirty_version - recomputed_version,
       extract(epoch FROM clock_timestamp() - recomputed_at)::float8
FROM review_stats_signal
WHERE item_type = %(item_type)s
FOR NO KEY UPDATE
"""

# The recompute that holds the pending ticket hands over: to a follow-up under a fresh
# ticket (whose message it sends in this transaction) or, next ticket NULL, to nobody. Any
# other recompute (a duplicate, a repair) leaves the pending signal to its owner.
FINISH_RECOMPUTE = """
INSERT INTO review_stats_signal AS s (item_type, recomputed_version, recomputed_at, recomputes)
VALUES (%(item_type)s, %(version)s, now(), 1)
ON CONFLICT (item_type) DO UPDATE
SET recomputed_version = greatest(s.recomputed_version, %(version)s),
    recomputed_at = now(),
    recomputes = s.recomputes + 1,
    pending_ticket = CASE WHEN s.pending_ticket = %(ticket)s::uuid THEN %(next_ticket)s::uuid ELSE s.pending_ticket END,
    sent_at = CASE
        WHEN s.pending_ticket = %(ticket)s::uuid AND %(next_ticket)s::uuid IS NOT NULL THEN now()
        ELSE s.sent_at END
"""

# Pending signals whose message should have run by now (lost, stuck, or in the dead
# letters) get a fresh ticket; SKIP LOCKED leaves a row a change is writing to the next run.
REISSUE_STALE_SIGNALS = """
UPDATE review_stats_signal AS s
SET pending_ticket = gen_random_uuid(), sent_at = now()
WHERE s.item_type IN (
    SELECT item_type FROM review_stats_signal
    WHERE pending_ticket IS NOT NULL AND sent_at < now() - %s
    ORDER BY item_type
    FOR NO KEY UPDATE SKIP LOCKED
)
RETURNING s.item_type, s.pending_ticket::text
"""

SIGNAL_COUNTS = """
SELECT count(*) FILTER (WHERE pending_ticket IS NOT NULL) AS pending,
       count(*) FILTER (WHERE pending_ticket IS NOT NULL AND sent_at < now() - %s) AS stale,
       coalesce(sum(dirty_version), 0) AS changes,
       coalesce(sum(recomputes), 0) AS recomputes
FROM review_stats_signal
"""

VISIBLE_REVIEWS = "SELECT 1 FROM review WHERE hidden_at IS NULL AND deleted_at IS NULL"


def aggregate_visible_reviews(item_type) -> tuple[int, str | None, tuple[int, ...]]:
    """(version, last changed by, (count, rating sum, nine answer counts))."""
    version, changed_by, *counts = db.execute_sql(
        AGGREGATE_VISIBLE_REVIEWS, {"item_type": item_type}
    ).fetchone()
    return version, changed_by, tuple(counts)


def save_stats(item_type, figures, version, changed_by) -> bool:
    """Upsert the figures (a dict by STATS_COLUMNS); False when newer ones are there already."""
    params = (
        item_type,
        *(figures[column] for column in STATS_COLUMNS),
        version,
        changed_by,
        changed_by,
    )
    return db.execute_sql(SAVE_STATS, params).fetchone() is not None


def hand_over_state(item_type, version, ticket) -> tuple[bool, int, int, float | None] | None:
    """Lock the signal row; (holds the pending ticket, changes after `version`, changes
    since the previous recompute, seconds since it (None: never)), or None without a row."""
    params = {"item_type": item_type, "version": version, "ticket": ticket}
    row = db.execute_sql(HAND_OVER_STATE, params).fetchone()
    return None if row is None else (bool(row[0]), *row[1:])


def finish_recompute(item_type, version, ticket, next_ticket) -> None:
    """Record the recompute; the pending `ticket` passes to `next_ticket` (None: cleared)."""
    params = {
        "item_type": item_type,
        "version": version,
        "ticket": ticket,
        "next_ticket": next_ticket,
    }
    db.execute_sql(FINISH_RECOMPUTE, params)


def reissue_stale_signals(stale_after) -> list[tuple[str, str]]:
    """(item_type, new ticket) of each pending signal sent longer than `stale_after` ago."""
    return db.execute_sql(REISSUE_STALE_SIGNALS, (stale_after,)).fetchall()


def stats_of(item_type) -> ReviewStats | None:
    return ReviewStats.get_or_none(ReviewStats.item_type == item_type)


@dataclass(frozen=True)
class SignalCounts:
    """Item types with a recompute pending, of those the stale ones, and the changes and
    recomputes counted over all item types (SIGNAL_COUNTS)."""

    pending: int
    stale: int
    changes: int
    recomputes: int


def item_type_history(item_type) -> History | None:
    """The item type's signal (changes seen, recomputed, pending) and its statistics, or None
    for a name that is not an item type."""
    if item_type not in ITEM_TYPES:
        return None
    signal = ReviewStatsSignal.get_or_none(ReviewStatsSignal.item_type == item_type)
    stats = stats_of(item_type)
    facts: dict = {"item type": item_type}
    events = []
    if signal is not None:
        facts.update(
            changes_seen=signal.dirty_version,
            changes_recomputed=signal.recomputed_version,
            recomputes=signal.recomputes,
            recompute_pending=signal.pending_ticket is not None,
        )
        events.append(
            Event(signal.signalled_at, "change signalled", f"by {signal.last_changed_by or '-'}")
        )
        if signal.sent_at is not None:
            events.append(
                Event(signal.sent_at, "recompute sent", f"ticket {signal.pending_ticket}")
            )
        events.append(
            Event(signal.recomputed_at, "recomputed", f"up to change {signal.recomputed_version}")
        )
    if stats is not None:
        facts.update(reviews=stats.review_count, rating_average=round(stats.rating_average, 3))
    return History(facts, newest_first([e for e in events if e.at is not None]))


def status_counts(stale_after) -> dict:
    signals = fetch_one_as(SignalCounts, SIGNAL_COUNTS, (stale_after,))
    assert signals is not None  # an aggregate without GROUP BY returns one row
    return {
        "visible_reviews": count_rows(VISIBLE_REVIEWS),
        "item_types_pending": signals.pending,
        "item_types_stale": signals.stale,
        "changes": int(signals.changes),
        "recomputes": int(signals.recomputes),
    }


# --- the seven change paths' producer functions (migration 0017) ----------------------

#: A review's four answers, as every review function takes them.
ANSWER_ARGUMENTS = ("rating int", "capacity text", "density text", "particle text")

CREATE_ITEM = ProducerFunction("create_item", ("item_type text", "name text"))
SHOP_CREATE_REVIEW = ProducerFunction(
    "shop_create_review", ("user_id bigint", "item_id bigint", *ANSWER_ARGUMENTS)
)
ADMIN_CREATE_REVIEW = ProducerFunction(
    "admin_create_review",
    ("admin_id bigint", "item_id bigint", "user_id bigint", *ANSWER_ARGUMENTS),
)
SHOP_UPDATE_REVIEW = ProducerFunction(
    "shop_update_review", ("user_id bigint", "review_id bigint", *ANSWER_ARGUMENTS)
)
ADMIN_UPDATE_REVIEW = ProducerFunction(
    "admin_update_review", ("admin_id bigint", "review_id bigint", *ANSWER_ARGUMENTS)
)
ADMIN_DELETE_REVIEW = ProducerFunction(
    "admin_delete_review", ("admin_id bigint", "review_id bigint")
)
ADMIN_HIDE_REVIEW = ProducerFunction("admin_hide_review", ("admin_id bigint", "review_id bigint"))
ADMIN_UNHIDE_REVIEW = ProducerFunction(
    "admin_unhide_review", ("admin_id bigint", "review_id bigint")
)
PRODUCER_FUNCTIONS = (
    CREATE_ITEM,
    SHOP_CREATE_REVIEW,
    ADMIN_CREATE_REVIEW,
    SHOP_UPDATE_REVIEW,
    ADMIN_UPDATE_REVIEW,
    ADMIN_DELETE_REVIEW,
    ADMIN_HIDE_REVIEW,
    ADMIN_UNHIDE_REVIEW,
)


# The dashboard's row per item type (nine): its figures and its signal.
ITEM_TYPE_FIGURES = """
SELECT t.item_type, s.review_count, s.rating_average, s.source_version, s.updated_at,
       g.dirty_version, g.pending_ticket IS NOT NULL, g.sent_at, g.recomputed_at,
       extract(epoch FROM now() - s.updated_at)
FROM unnest(%s::text[]) AS t(item_type)
LEFT JOIN review_stats AS s ON s.item_type = t.item_type
LEFT JOIN review_stats_signal AS g ON g.item_type = t.item_type
ORDER BY t.item_type
"""


def item_type_figures() -> list[dict]:
    """Every item type's figures and signal, a type never recomputed at zero."""
    item_types = []
    for row in db.execute_sql(ITEM_TYPE_FIGURES, (list(ITEM_TYPES),)).fetchall():
        (
            item_type,
            reviews,
            average,
            source_version,
            updated_at,
            dirty_version,
            pending,
            sent_at,
            recomputed_at,
            age,
        ) = row
        item_types.append(
            {
                "item_type": item_type,
                "reviews": reviews or 0,
                "rating_average": average or 0.0,
                "source_version": source_version or 0,
                "dirty_version": dirty_version or 0,
                "changes_behind": max((dirty_version or 0) - (source_version or 0), 0),
                "pending": bool(pending),
                "sent_at": sent_at,
                "recomputed_at": recomputed_at or updated_at,
                "age_seconds": None if age is None else float(age),
            }
        )
    return item_types


class ReviewProducer(Producer):
    """The seven change paths on a product's own connection (`Producer`), in its transaction."""

    def create_item(self, item_type, name) -> int:
        return self.call(CREATE_ITEM, item_type, name)

    def shop_create_review(self, user_id, item_id, rating, capacity, density, particle) -> int:
        return self.call(SHOP_CREATE_REVIEW, user_id, item_id, rating, capacity, density, particle)

    def admin_create_review(
        self, admin_id, item_id, user_id, rating, capacity, density, particle
    ) -> int:
        return self.call(
            ADMIN_CREATE_REVIEW,
            admin_id,
            item_id,
            user_id,
            rating,
            capacity,
            density,
            particle,
        )

    def shop_update_review(
        self, user_id, review_id, rating=None, capacity=None, density=None, particle=None
    ) -> None:
        self.call(SHOP_UPDATE_REVIEW, user_id, review_id, rating, capacity, density, particle)

    def admin_update_review(
        self, admin_id, review_id, rating=None, capacity=None, density=None, particle=None
    ) -> None:
        self.call(ADMIN_UPDATE_REVIEW, admin_id, review_id, rating, capacity, density, particle)

    def admin_delete_review(self, admin_id, review_id) -> bool:
        return self.call(ADMIN_DELETE_REVIEW, admin_id, review_id)

    def admin_hide_review(self, admin_id, review_id) -> bool:
        return self.call(ADMIN_HIDE_REVIEW, admin_id, review_id)

    def admin_unhide_review(self, admin_id, review_id) -> bool:
        return self.call(ADMIN_UNHIDE_REVIEW, admin_id, review_id)
