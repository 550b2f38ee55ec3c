"""Tables of the recommendation refresh, and the queries that claim and move them.

A member's visit upserts one `member_visit_trigger` (migration 0015's function); scans turn due triggers into
`recommendation_task` rows; refreshes write the member's `recommended_product` list.
"""

from collections.abc import Sequence
from typing import NamedTuple

import peewee

from hourglass.core.producers import Producer, ProducerFunction
from hourglass.core.store.claims import Claim
from hourglass.core.store.fragments import (
    POSITIVE_BIGINT,
    TakeAlong,
    claimed_for_worker,
    claimed_from_hot_lane,
    due_first_attempts,
    in_queue,
    settled_on_hot_lane,
    taken_beside,
)
from models import (
    BaseModel,
    DateTimeTZField,
    Event,
    History,
    array_columns,
    count_rows,
    db,
    newest_first,
)

TASK_STATUSES = ("PENDING", "RUNNING", "SUCCEEDED", "FAILED")


class MemberVisitTrigger(BaseModel):
    member_id = peewee.BigIntegerField(primary_key=True)
    last_visited_at = DateTimeTZField()
    trigger_at = DateTimeTZField(index=True)
    created_at = DateTimeTZField()
    updated_at = DateTimeTZField()


class RecommendationTask(BaseModel):
    id = peewee.BigAutoField()
    member_id = peewee.BigIntegerField(index=True)
    candidate_generation_type = peewee.TextField()
    status = peewee.TextField(default="PENDING")
    created_at = DateTimeTZField()
    picked_at = DateTimeTZField(null=True)
    finished_at = DateTimeTZField(null=True)
    attempts = peewee.IntegerField(default=0)
    error = peewee.TextField(null=True)
    #: The message sent to run the task (the sweep looks for it in the queue by this id).
    message_id = peewee.UUIDField(null=True)


class Product(BaseModel):
    id = peewee.BigIntegerField(primary_key=True)
    category = peewee.TextField()
    name = peewee.TextField()


class ProductView(BaseModel):
    id = peewee.BigAutoField()
    member_id = peewee.BigIntegerField()
    product_id = peewee.BigIntegerField()
    viewed_at = DateTimeTZField()


class RecommendedProduct(BaseModel):
    member_id = peewee.BigIntegerField()
    rank = peewee.IntegerField()
    product_id = peewee.BigIntegerField()
    candidate_generation_type = peewee.TextField()
    generated_at = DateTimeTZField()

    class Meta:
        primary_key = peewee.CompositeKey("member_id", "rank")


# SKIP LOCKED: concurrent scanners each take rows no other scanner holds.
CLAIM_DUE_TRIGGERS = """
SELECT member_id, last_visited_at, trigger_at
FROM member_visit_trigger
WHERE trigger_at <= %s
ORDER BY trigger_at
LIMIT %s
FOR UPDATE SKIP LOCKED
"""

# Compare-and-set on the values the scan read: a visit that moved the row meanwhile wins.
ADVANCE_TRIGGERS = """
UPDATE member_visit_trigger AS t
SET trigger_at = n.next_trigger_at, updated_at = now()
FROM unnest(%s::bigint[], %s::timestamptz[], %s::timestamptz[], %s::timestamptz[])
    AS n(member_id, last_visited_at, trigger_at, next_trigger_at)
WHERE t.member_id = n.member_id
  AND t.last_visited_at = n.last_visited_at
  AND t.trigger_at = n.trigger_at
RETURNING t.member_id
"""

DELETE_FINISHED_TRIGGERS = """
DELETE FROM member_visit_trigger AS t
USING unnest(%s::bigint[], %s::timestamptz[], %s::timestamptz[]) AS n(member_id, last_visited_at, trigger_at)
WHERE t.member_id = n.member_id
  AND t.last_visited_at = n.last_visited_at
  AND t.trigger_at = n.trigger_at
RETURNING t.member_id
"""

# Each task names the message that will run it.
INSERT_TASKS = """
INSERT INTO recommendation_task (member_id, candidate_generation_type, message_id)
SELECT member_id, generation_type, gen_random_uuid()
FROM unnest(%s::bigint[], %s::text[]) AS n(member_id, generation_type)
RETURNING id, message_id::text
"""


# A refresh starts its own task and, in the same statement, the tasks of up to `limit`
# other refresh messages waiting in the queue (first attempts, due now: `due`, which
# hourglass.core.store.fragments.due_first_attempts explains), claimed for its worker as the
# consumer claims (`others`, by fragments.claimed_for_worker); on the hot lane, what
# the cold lane leaves of `limit` from the ring as well (`others_hot`, by
# fragments.claimed_from_hot_lane, which moves the other messages it reads to the cold
# lane). A task found RUNNING has lost its worker (its message was queued again) and is
# taken over; a finished task is never run again. One row per run, its own first;
# `member_id` NULL when its task was not started. Rows are found by primary key whatever
# the statistics say: `= ANY(ARRAY(...))`, however many rows the planner guesses the CTEs
# hold, and the status tested without implying the predicate of the unfinished tasks'
# partial index (migration 0013 says why). `seen`: whether the statement saw the task at
# all (a task sent with its message just as the hot lane's claim read it may not be, see
# claimed_from_hot_lane). Its own transaction, whose commit does not wait for the disk
# (`set_config(..., true)` is SET LOCAL).
def _start_tasks(taken: str, runs_taken: str) -> str:
    return f"""
WITH {due_first_attempts(POSITIVE_BIGINT)},
{claimed_for_worker("others", "SELECT message_id FROM due")},{taken} runs AS (
    SELECT %(task_id)s::bigint AS task_id, NULL::uuid AS message_id,
           NULL::smallint AS ring_slot, NULL::bigint AS ring_id
    UNION ALL
    SELECT (args->>0)::bigint, message_id, NULL, NULL FROM others{runs_taken}
), started AS (
    UPDATE recommendation_task AS t
    SET status = 'RUNNING', picked_at = now(), attempts = t.attempts + 1, error = NULL
    FROM (SELECT set_config('synchronous_commit', 'off', true)) AS commit_without_flush
    WHERE t.id = ANY(ARRAY(SELECT task_id FROM runs)) AND t.status NOT IN ('SUCCEEDED', 'FAILED')
    RETURNING t.id, t.member_id, t.candidate_generation_type, t.attempts
)
SELECT runs.task_id, runs.message_id::text, runs.ring_slot, runs.ring_id,
       EXISTS (SELECT 1 FROM recommendation_task AS t WHERE t.id = runs.task_id) AS seen,
       started.member_id, started.candidate_generation_type, started.attempts
FROM runs LEFT JOIN started ON started.id = runs.task_id
ORDER BY runs.message_id NULLS FIRST
"""


START_TASKS = _start_tasks("", "")
START_TASKS_ON_HOT_LANE = _start_tasks(
    f"\n{claimed_from_hot_lane('others_hot', POSITIVE_BIGINT)},",
    "\n    UNION ALL\n    SELECT (args->>0)::bigint, message_id, ring_slot, ring_id FROM others_hot",
)

# Only the attempt that still owns the task (RUNNING, said as migration 0013 says it) may
# finish it.
FINISH_TASK = """
UPDATE recommendation_task
SET status = %s, finished_at = now(), error = %s
WHERE id = %s AND status NOT IN ('PENDING', 'SUCCEEDED', 'FAILED') AND attempts = %s
RETURNING id
"""

# Tasks stuck PENDING/RUNNING whose message is gone from the queue (lost, or acked by a
# stalled worker), found by the message id the task keeps: a long backlog is not re-sent
# every minute, and a dead letter stays for the operator (`hourglass dlq`), not re-sent
# behind its back. Each takes the id of the message about to be sent for it.
RENAME_STRANDED_TASK_MESSAGES = f"""
UPDATE recommendation_task SET message_id = gen_random_uuid()
WHERE id IN (
    SELECT t.id FROM recommendation_task AS t
    WHERE t.status IN ('PENDING', 'RUNNING')
      AND coalesce(t.picked_at, t.created_at) < now() - %s
      AND NOT {in_queue("t.message_id")}
    ORDER BY t.id
    LIMIT %s
    FOR UPDATE OF t SKIP LOCKED
)
RETURNING id, message_id::text
"""

# Refreshes' finishes (a refresh's own and those of the others it took) in one round trip
# and one commit, each by the function of migration 0028 (0013's, planning no cold-lane ack
# for a hot lane's message): the message's claim settled (its
# row deleted while its worker holds it, as the broker's ack does); the attempt that still owns the task marks it
# SUCCEEDED, upserts the member's list (ranked from 1; rank by rank, so two refreshes of one
# member finishing together wait on each other's rows instead of colliding on the key) and
# trims the ranks past its end, with a snapshot that sees those of a refresh of the same
# member that committed while the upsert waited for its rows. An attempt taken over saves nothing, but its message is
# settled all the same; so are the hot lane's messages (their receipts, `settled`). The
# lists travel as one array, each finish naming its slice.
SUCCEED_TASKS = f"""
WITH {settled_on_hot_lane("settled", "SELECT * FROM unnest(%s::smallint[], %s::bigint[])")}
SELECT succeed_recommendation_task_v2(
    f.task_id, f.attempt, f.generation_type, (%s::bigint[])[f.list_start:f.list_end],
    f.claim_message_id, f.claim_queue_name, f.claim_worker_id
)
FROM unnest(%s::bigint[], %s::int[], %s::text[], %s::int[], %s::int[], %s::uuid[], %s::text[], %s::uuid[])
    WITH ORDINALITY AS f(task_id, attempt, generation_type, list_start, list_end,
                         claim_message_id, claim_queue_name, claim_worker_id, position)
ORDER BY f.position
"""

# An operator's retry of a FAILED task: PENDING again, its error kept until the next finish,
# under the id of the message about to be sent for it (the sweep finds it by that id).
RETRY_FAILED_TASK = """
UPDATE recommendation_task SET status = 'PENDING', finished_at = NULL, message_id = gen_random_uuid()
WHERE id = %s AND status = 'FAILED'
RETURNING id, message_id::text
"""

TASK_STATUS = "SELECT status FROM recommendation_task WHERE id = %s"

# `hourglass show member`: the trigger and the latest refresh tasks, by the member's index.
MEMBER_TRIGGER = """
SELECT last_visited_at, trigger_at FROM member_visit_trigger WHERE member_id = %s
"""
MEMBER_TASKS = """
SELECT id, candidate_generation_type, status, created_at, picked_at, finished_at, attempts, error
FROM recommendation_task WHERE member_id = %s ORDER BY id DESC LIMIT %s
"""

# Status figures: rows counted by `count_rows` (estimated when there are very many).
TASKS_IN_STATUS = "SELECT 1 FROM recommendation_task WHERE status = %s"
TRIGGERS = "SELECT 1 FROM member_visit_trigger"
DUE_TRIGGERS = "SELECT 1 FROM member_visit_trigger WHERE trigger_at <= now()"

# Retention: tasks finished longer ago than the retention (index of migration 0008). A
# PENDING or RUNNING task is owed work and stays; triggers are never pruned (a trigger is
# deleted by its own last firing).
PRUNABLE_TASKS = """
SELECT id FROM recommendation_task
WHERE status IN ('SUCCEEDED', 'FAILED') AND finished_at < now() - %(older_than)s
"""

# Oldest first, a bounded batch per transaction; SKIP LOCKED: a row someone holds waits
# for the next batch.
PRUNE_TASKS = f"""
DELETE FROM recommendation_task WHERE id IN (
    {PRUNABLE_TASKS} ORDER BY finished_at LIMIT %(limit)s FOR UPDATE SKIP LOCKED
)
"""

COUNT_PRUNABLE_TASKS = f"SELECT count(*) FROM ({PRUNABLE_TASKS}) AS prunable"

# Default recommender, one query per generation type; each returns up to %(limit)s ids.
# G2 (fresh visit): products co-viewed with what the member viewed in the last 30 days.
CO_VIEWED_PRODUCTS = """
WITH recent AS (
    SELECT DISTINCT product_id FROM product_view
    WHERE member_id = %(member_id)s AND viewed_at > now() - interval '30 days'
)
SELECT co.product_id
FROM product_view AS seed
JOIN product_view AS co ON co.member_id = seed.member_id
WHERE seed.product_id IN (SELECT product_id FROM recent)
  AND seed.member_id <> %(member_id)s
  AND co.product_id NOT IN (SELECT product_id FROM recent)
GROUP BY co.product_id
ORDER BY count(*) DESC, co.product_id
LIMIT %(limit)s
"""

# G1 (a few days away): popular products of the member's three most viewed categories.
TOP_CATEGORY_PRODUCTS = """
WITH top_category AS (
    SELECT p.category FROM product_view v JOIN product p ON p.id = v.product_id
    WHERE v.member_id = %(member_id)s
    GROUP BY p.category ORDER BY count(*) DESC, p.category LIMIT 3
)
SELECT p.id FROM product p
LEFT JOIN product_view v ON v.product_id = p.id
WHERE p.category IN (SELECT category FROM top_category)
GROUP BY p.id
ORDER BY count(v.id) DESC, p.id
LIMIT %(limit)s
"""

# G0 (long gone) and the fallback of the others: the most viewed products overall.
POPULAR_PRODUCTS = """
SELECT p.id FROM product p
LEFT JOIN product_view v ON v.product_id = p.id
GROUP BY p.id
ORDER BY count(v.id) DESC, p.id
LIMIT %(limit)s
"""

GENERATION_QUERIES = {"G2": CO_VIEWED_PRODUCTS, "G1": TOP_CATEGORY_PRODUCTS, "G0": POPULAR_PRODUCTS}


def claim_due_triggers(now, limit) -> list[tuple]:
    """Lock up to `limit` due triggers no other scanner holds: (member_id, last, trigger_at)."""
    return db.execute_sql(CLAIM_DUE_TRIGGERS, (now, limit)).fetchall()


def advance_triggers(moves) -> set[int]:
    """Compare-and-set each (member_id, last, trigger_at, next_at); returns members moved."""
    if not moves:
        return set()
    return {row[0] for row in db.execute_sql(ADVANCE_TRIGGERS, array_columns(moves)).fetchall()}


def delete_finished_triggers(finished) -> set[int]:
    """Compare-and-delete each (member_id, last, trigger_at); returns members deleted."""
    if not finished:
        return set()
    return {
        row[0]
        for row in db.execute_sql(DELETE_FINISHED_TRIGGERS, array_columns(finished)).fetchall()
    }


def insert_tasks(member_generation_types) -> list[tuple[int, str]]:
    """Insert PENDING tasks for (member_id, generation type) pairs; returns (id, message id)
    of each: the caller sends the task's message under that id."""
    if not member_generation_types:
        return []
    return db.execute_sql(INSERT_TASKS, array_columns(member_generation_types)).fetchall()


class Run(NamedTuple):
    """A task a refresh started: its own, or another whose message it took (`claim`)."""

    task_id: int
    claim: Claim | None
    member_id: int
    generation_type: str
    attempt: int


class Unstarted(NamedTuple):
    """A task a refresh did not start (it was finished), and its message's claim."""

    task_id: int
    claim: Claim | None


def start_tasks(
    task_id: int, own_claim: Claim | None, others: int, actor_name: str
) -> tuple[list[Run], list[Unstarted], list[Claim]]:
    """PENDING or orphaned RUNNING → RUNNING for `task_id`, and for up to `others` waiting
    tasks whose messages (to `actor_name`) are claimed for the same worker as `own_claim`
    (none without one), from the cold lane and then the hot lane, as every claim reads
    them; the tasks started, its own first, those that were not (finished, or gone), and
    the claims of messages taken whose task the statement could not see yet (for the
    caller to hand back: they run again from the cold lane).

    Called with no transaction open: one statement that commits on its own, without
    waiting for the disk: a start lost to a server crash only means the tasks are started
    again (and the messages claimed again), and the finish, which does wait, makes every
    commit before it durable too. A refresh then waits for one flush, not two.
    """
    take_along = TakeAlong(
        queue_name=own_claim and own_claim.queue_name,
        actor_name=actor_name,
        limit=others if own_claim else 0,
        worker_id=own_claim and own_claim.worker_id,
    )
    params = {"task_id": task_id, **take_along.parameters()}
    statement = START_TASKS_ON_HOT_LANE if own_claim else START_TASKS
    runs, unstarted, unseen = [], [], []
    for run_task_id, message_id, ring_slot, ring_id, seen, *started in db.execute_sql(
        statement, params
    ).fetchall():
        claim = own_claim
        if message_id is not None and own_claim is not None:
            claim = taken_beside(own_claim, message_id, ring_slot, ring_id)
            if not seen and claim.ring_position is not None:
                unseen.append(claim)
                continue
        if started[0] is None:
            unstarted.append(Unstarted(run_task_id, claim))
        else:
            runs.append(Run(run_task_id, claim, *started))
    return runs, unstarted, unseen


class TaskSuccess(NamedTuple):
    run: Run
    product_ids: list[int]


def succeed_tasks(successes: Sequence[TaskSuccess]) -> list[bool]:
    """SUCCEEDED with the members' new lists, and the messages' claims settled, in one round
    trip and one commit (called with no transaction open); False for an attempt that no
    longer owns its task (nothing saved). Run by member, then task: two refreshes that
    finish tasks of the same members lock their lists in the same order, and of two tasks
    of one member, the later task's list is the one kept."""
    order = sorted(
        range(len(successes)), key=lambda i: (successes[i].run.member_id, successes[i].run.task_id)
    )
    products: list[int] = []
    rows = []
    ring_positions = []
    for i in order:
        run, product_ids = successes[i]
        list_start = len(products) + 1
        products.extend(product_ids)
        # The function settles a cold lane's row, `settled` a hot lane's.
        claim = run.claim
        if claim is not None and claim.ring_position is not None:
            ring_positions.append(claim.ring_position)
            claim = None
        rows.append(
            (
                run.task_id,
                run.attempt,
                run.generation_type,
                list_start,
                len(products),
                claim and claim.message_id,
                claim and claim.queue_name,
                claim and claim.worker_id,
            )
        )
    saved = db.execute_sql(
        SUCCEED_TASKS,
        (
            [p.slot for p in ring_positions],
            [p.id for p in ring_positions],
            products,
            *array_columns(rows),
        ),
    ).fetchall()
    by_position = dict(zip(order, (row[0] for row in saved), strict=True))
    return [by_position[i] for i in range(len(successes))]


def finish_task(task_id, attempt, status, error=None) -> bool:
    return db.execute_sql(FINISH_TASK, (status, error, task_id, attempt)).fetchone() is not None


def stranded_tasks(older_than, limit) -> list[tuple[int, str]]:
    """Tasks unfinished for longer than `older_than` with no message left to finish them:
    (id, message id) of each, the id under which the caller sends its new message."""
    return sorted(db.execute_sql(RENAME_STRANDED_TASK_MESSAGES, (older_than, limit)).fetchall())


def retry_failed_task(task_id) -> tuple[int, str] | None:
    """A FAILED task made PENDING again: (id, message id to send it under), else None."""
    return db.execute_sql(RETRY_FAILED_TASK, (task_id,)).fetchone()


def task_status(task_id) -> str | None:
    row = db.execute_sql(TASK_STATUS, (task_id,)).fetchone()
    return None if row is None else row[0]


def member_history(member_id, limit) -> History | None:
    """The member's trigger and latest `limit` refresh tasks, or None if there are neither."""
    trigger = db.execute_sql(MEMBER_TRIGGER, (member_id,)).fetchone()
    tasks = db.execute_sql(MEMBER_TASKS, (member_id, limit)).fetchall()
    if trigger is None and not tasks:
        return None
    facts: dict = {"member": member_id, "tasks shown": len(tasks)}
    events = []
    if trigger is not None:
        facts.update(last_visited_at=trigger[0], next_refresh_at=trigger[1])
        events.append(Event(trigger[0], "visit (latest)"))
    for task_id, generation, status, created_at, picked_at, finished_at, attempts, error in tasks:
        detail = f"{generation}, created {created_at:%Y-%m-%d %H:%M:%S}, attempts {attempts}" + (
            f", error: {error}" if error else ""
        )
        retry = ("retry", str(task_id)) if status == "FAILED" else None
        at = finished_at or picked_at or created_at
        events.append(Event(at, f"refresh task {task_id} {status}", detail, retry))
    return History(facts, newest_first(events))


def candidate_products(member_id, generation_type, limit) -> list[int]:
    """Up to `limit` product ids for the member: the type's own query, then popular ones."""
    params = {"member_id": member_id, "limit": limit}
    chosen = [row[0] for row in db.execute_sql(GENERATION_QUERIES[generation_type], params)]
    if len(chosen) < limit and generation_type != "G0":
        for (product_id,) in db.execute_sql(
            POPULAR_PRODUCTS, {"member_id": member_id, "limit": limit * 2}
        ):
            if product_id not in chosen:
                chosen.append(product_id)
            if len(chosen) == limit:
                break
    return chosen


def prune_finished_tasks(older_than, limit) -> int:
    """Delete up to `limit` tasks finished more than `older_than` ago; returns how many."""
    return db.execute_sql(PRUNE_TASKS, {"older_than": older_than, "limit": limit}).rowcount


def count_prunable_tasks(older_than) -> int:
    return db.execute_sql(COUNT_PRUNABLE_TASKS, {"older_than": older_than}).fetchone()[0]


def status_counts() -> dict:
    return {
        "triggers": count_rows(TRIGGERS),
        "triggers_due": count_rows(DUE_TRIGGERS),
        "tasks": {status: count_rows(TASKS_IN_STATUS, (status,)) for status in TASK_STATUSES},
    }


# --- the producer function (migration 0015) ------------------------------------------

RECORD_MEMBER_VISIT = ProducerFunction(
    "record_member_visit", ("member_id bigint", "visited_at timestamptz")
)
#: The Python API's: it passes its schedule hour.
RECORD_MEMBER_VISIT_V1 = ProducerFunction(
    "record_member_visit_v1", (*RECORD_MEMBER_VISIT.arguments, "hour interval")
)
PRODUCER_FUNCTIONS = (RECORD_MEMBER_VISIT,)


# The dashboard's tasks finished in the last 24 h: the status condition lets the planner use
# the partial index of finished tasks.
TASKS_FINISHED_24H = """
SELECT status, count(*) FROM recommendation_task
WHERE status IN ('SUCCEEDED', 'FAILED') AND finished_at >= now() - interval '24 hours'
GROUP BY status
"""


def tasks_finished_24h() -> dict[str, int]:
    """{SUCCEEDED: n, FAILED: n}: the tasks finished in the last 24 hours."""
    finished = dict(db.execute_sql(TASKS_FINISHED_24H).fetchall())
    return {status: finished.get(status, 0) for status in ("SUCCEEDED", "FAILED")}


class RecommendationProducer(Producer):
    """Visits recorded on a product's own connection (`Producer`), in its transaction."""

    def record_member_visit(self, member_id, visited_at=None) -> bool:
        return self.call(RECORD_MEMBER_VISIT, member_id, visited_at)
