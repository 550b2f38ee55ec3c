"""Visit-driven recommendation refresh (SPEC §1): when a member's lists are rebuilt.

A visit schedules refreshes at fixed offsets after it; a scan turns due triggers into
tasks and refresh messages in one transaction; a refresh runs the recommender with no
transaction open and saves its list.
"""

import functools
import importlib
import logging
import time
from collections.abc import Callable, Iterable
from datetime import datetime, timedelta

import dramatiq

from actors.recommendation import settings as settings_module
from hourglass.core import audit, tracing
from hourglass.core.broker import get_broker
from hourglass.core.errors import MALFORMED_MESSAGE, ConfigurationError, InvalidInput
from hourglass.core.flow_limits import FlowLimit
from hourglass.core.producers import call_on_db
from hourglass.core.scheduler import cron
from hourglass.core.sending import enqueue_in_transaction
from hourglass.core.settlement import (
    claim_settled,
    claiming_beside,
    current_claim,
    first_attempt_of_a_message,
    hand_back,
    holding,
    settle_in_transaction,
    settle_later,
)
from hourglass.core.validation import iso_datetime, positive_id
from models import db
from models import recommendation as store

logger = logging.getLogger(__name__)

#: Refreshes after a visit, in schedule hours after `last_visited_at`; then nothing. The
#: first is the visit's own (migration 0015's `record_member_visit_v1`).
OFFSET_HOURS = (1, 4, 12, 24, 36, 48, 60, 72, 96, 120, 144, 168)

#: Firings up to this far after the visit use fresh co-views (G2), then categories (G1).
G2_UP_TO_HOURS = 72
G1_UP_TO_HOURS = 168

#: How many unfinished tasks one sweep re-sends at most.
SWEEP_BATCH = 1000


# --- rules (pure) ---------------------------------------------------------------------


def next_trigger_at(
    last_visited_at: datetime, fired_at: datetime, hour=timedelta(hours=1)
) -> datetime | None:
    """The first offset after `last_visited_at` that lies after `fired_at`, or None.

    A late scan never writes a past time, and a trigger overdue by several offsets fires
    once, not once per missed offset.
    """
    for offset in OFFSET_HOURS:
        candidate = last_visited_at + offset * hour
        if candidate > fired_at:
            return candidate
    return None


def candidate_generation_type(
    trigger_at: datetime, last_visited_at: datetime, hour=timedelta(hours=1)
) -> str:
    """G2 up to 3 days after the visit, G1 up to 7 days, G0 later — by the scheduled time,
    not the scan time, so a late scan does not change the type."""
    elapsed = trigger_at - last_visited_at
    if elapsed <= G2_UP_TO_HOURS * hour:
        return "G2"
    if elapsed <= G1_UP_TO_HOURS * hour:
        return "G1"
    return "G0"


# --- producer API ---------------------------------------------------------------------


def record_member_visit(member_id, visited_at=None) -> bool:
    """Record a visit in the caller's transaction (if any); True when it (re)started the
    member's refresh schedule. A visit that rolls back schedules nothing. The visit session
    and the bounds of `visited_at` are `hourglass.record_member_visit_v1`'s (migration 0015)."""
    hour = settings_module.load().hour
    return call_on_db(store.RECORD_MEMBER_VISIT_V1, member_id, visited_at, hour)


def fire_due_triggers(now=None, limit=None) -> int:
    """One scan batch: turn up to `limit` due triggers into tasks and refresh messages and
    advance each trigger, all in one transaction. Returns the number of triggers fired."""
    settings = settings_module.load()
    limit = limit or settings.scan_batch
    hour = settings.hour
    with tracing.statement("fire_due_triggers"), db.atomic():
        now = now or db.now()
        due = store.claim_due_triggers(now, limit)
        moves, finished, generation_types = [], [], {}
        for member_id, last_visited_at, trigger_at in due:
            generation_types[member_id] = candidate_generation_type(
                trigger_at, last_visited_at, hour
            )
            next_at = next_trigger_at(last_visited_at, now, hour)
            if next_at is None:
                finished.append((member_id, last_visited_at, trigger_at))
            else:
                moves.append((member_id, last_visited_at, trigger_at, next_at))
        fired = store.advance_triggers(moves) | store.delete_finished_triggers(finished)
        tasks = store.insert_tasks([(m, generation_types[m]) for m in sorted(fired)])
        enqueue_in_transaction(refresh_messages(tasks))
    if tasks:
        logger.info("event=triggers_fired count=%d", len(tasks))
    return len(tasks)


# --- actors ---------------------------------------------------------------------------


@dramatiq.actor(
    actor_name="member_visited",
    queue_name="recommendation",
    max_retries=5,
    throws=MALFORMED_MESSAGE,
)
def member_visited(member_id, visited_at=None) -> None:
    """For producers that hold only a broker: the same as `record_member_visit` (`visited_at`
    in ISO 8601)."""
    record_member_visit(member_id, iso_datetime("visited_at", visited_at) if visited_at else None)


@dramatiq.actor(
    actor_name="scan_due_triggers",
    queue_name="scans",
    max_retries=0,
    time_limit=10 * 60_000,
    periodic=cron("* * * * *"),
)
def scan_due_triggers() -> None:
    """Fire batches until nothing is due; past the time budget, hand over to a new message
    at once instead of leaving the rest for the next minute."""
    settings = settings_module.load()
    deadline = time.monotonic() + settings.scan_budget.total_seconds()
    batch = settings.scan_batch
    while fire_due_triggers(limit=batch) == batch:
        if time.monotonic() >= deadline:
            scan_due_triggers.send()
            return
    resend_unfinished_tasks()


def resend_unfinished_tasks() -> int:
    """Re-send the message of tasks left PENDING or RUNNING too long with no message in
    the queue: the table is the truth, and a message the broker lost must not strand a task."""
    stuck_after = settings_module.load().stuck_after
    with db.atomic():
        stranded = store.stranded_tasks(stuck_after, SWEEP_BATCH)
        enqueue_in_transaction(refresh_messages(stranded))
    if stranded:
        logger.warning("event=tasks_resent count=%d", len(stranded))
    return len(stranded)


def refresh_messages(tasks) -> list[dramatiq.Message]:
    """The refresh message of each (task id, message id), sent under the id the task keeps."""
    return [
        refresh_member_recommendations.message(task_id).copy(message_id=message_id)
        for task_id, message_id in tasks
    ]


def retry_failed_task(task_id, operator: audit.Operator) -> None:
    """An operator's retry of a FAILED task: PENDING, and its refresh message sent, in one
    transaction with the audit row; a task that is not FAILED is refused, unchanged."""
    positive_id("task_id", task_id)
    with audit.acting(operator, "task.retry", f"recommendation task {task_id}") as outcome:
        retried = store.retry_failed_task(task_id)
        if retried is None:
            status = store.task_status(task_id)
            if status is None:
                raise InvalidInput(f"recommendation task {task_id} does not exist")
            raise InvalidInput(f"recommendation task {task_id} is {status}, not FAILED")
        enqueue_in_transaction(refresh_messages([retried]))
        outcome.text = "PENDING again, refresh sent"


def _check_recommender(actor, platform_settings) -> None:
    """A recommender that cannot be imported stops a worker (or a command running the
    actors) at start, instead of failing every refresh task later."""
    recommender()


# A refresh fails only on a database error (a recommender's error is recorded as FAILED),
# which a cut connection or a restart clears within seconds: retry after about a second,
# not after dramatiq's default 15-30 s. A malformed message is dead-lettered at once.
@dramatiq.actor(
    actor_name="refresh_member_recommendations",
    queue_name="recommendation",
    max_retries=3,
    min_backoff=1000,
    throws=MALFORMED_MESSAGE,
    at_boot=_check_recommender,
    flow_limit=lambda: FlowLimit(concurrency=settings_module.load().recommender_concurrency),
)
def refresh_member_recommendations(task_id) -> None:
    """PENDING → RUNNING → SUCCEEDED (or FAILED with the error), once per task: two commits,
    the start and the finish, each one statement; the finish settles the message too.

    Run by a worker, a refresh also runs other waiting refreshes (RecommenderPace says how
    many): their messages are claimed, and their tasks started and finished, in its own
    two statements, so that a quick recommender does not pay a message's cost per task."""
    positive_id("task_id", task_id)
    own_claim = current_claim()
    # A retry runs alone: a task whose finish keeps failing does not take others down with it.
    # Under a concurrency limit each call is a message the claim counts.
    limited = get_broker().flow_limits.limit_of(refresh_member_recommendations) is not None
    others = pace.others_to_take() if first_attempt_of_a_message() and not limited else 0
    with claiming_beside(own_claim):
        with tracing.statement("start_tasks"):
            runs, unstarted, unseen = store.start_tasks(
                task_id,
                own_claim,
                others,
                refresh_member_recommendations.actor_name,
            )
        for task in unstarted:
            logger.info("event=task_skipped task_id=%s reason=finished", task.task_id)
        settle_later(
            [t.claim for t in unstarted if t.claim is not None and t.claim is not own_claim]
        )
        taken = [run.claim for run in runs if run.claim is not None and run.claim is not own_claim]
        with holding(taken + unseen):
            hand_back(unseen)
            successes = []
            for run in runs:
                if (product_ids := _recommend(run)) is not None:
                    successes.append(store.TaskSuccess(run, product_ids))
            _save(successes, own_claim)


class RecommenderPace:
    """How long the recommender took lately in this process (a moving average), and so how
    many waiting refreshes a refresh takes with it: as many as would run, one after the
    other, within RUN_BUDGET_S, up to MAX_RUNS in all. A recommender that answers at once
    (microseconds) gets batches of MAX_RUNS; a slow one (an HTTP call) one task per message,
    the tasks running in parallel on the worker's threads."""

    #: How long a refresh may spend on the recommender calls of the tasks it takes.
    RUN_BUDGET_S = 0.02
    #: Tasks a refresh runs at most, its own included. 16 until 5 Dec: a drain of quick
    #: refreshes then paid a start, a finish and a message's run for every 16 tasks, and
    #: went 1.37x faster on the hot lane with 32 (docs/recommendation.md).
    MAX_RUNS = 32
    #: Weight of the latest call in the average.
    WEIGHT = 0.2

    def __init__(self) -> None:
        self.seconds: float | None = None

    def record(self, seconds: float) -> None:
        previous = self.seconds
        self.seconds = (
            seconds if previous is None else previous + self.WEIGHT * (seconds - previous)
        )

    def others_to_take(self) -> int:
        if self.seconds is None:
            return 0  # no call timed yet
        fitting = int(self.RUN_BUDGET_S / max(self.seconds, 1e-6))
        return max(0, min(self.MAX_RUNS, fitting) - 1)


pace = RecommenderPace()


def _recommend(run: store.Run) -> list[int] | None:
    """The recommender's list for a started task; None when it failed, the task then
    FAILED with the error and its message settled, in one transaction."""
    limit = settings_module.load().list_size
    started = time.perf_counter()
    try:
        with tracing.span(
            "recommender",
            **{
                "hourglass.task_id": run.task_id,
                "hourglass.member_id": run.member_id,
                "hourglass.generation_type": run.generation_type,
            },
        ):
            found = recommender()(run.member_id, run.generation_type, limit)
        # An id the list's column cannot hold fails this task, not the others' shared finish.
        return [positive_id("product id", int(p)) for p in found][:limit]
    except Exception as exc:
        with db.atomic():
            if run.claim is not None:
                settle_in_transaction(run.claim)
            error = f"{type(exc).__name__}: {exc}"[:2000]
            store.finish_task(run.task_id, run.attempt, "FAILED", error)
        logger.warning(
            "event=task_failed task_id=%s member_id=%s error=%s",
            run.task_id,
            run.member_id,
            type(exc).__name__,
        )
        return None
    finally:
        pace.record(time.perf_counter() - started)


def _save(successes: list[store.TaskSuccess], own_claim) -> None:
    """The lists of the tasks whose recommender answered, in one statement and commit."""
    if not successes:
        return
    with tracing.statement("succeed_tasks", **{"hourglass.tasks": len(successes)}):
        saved = store.succeed_tasks(successes)
    claim_settled(own_claim if any(s.run.claim is own_claim for s in successes) else None)
    succeeded = []
    for (run, _), kept in zip(successes, saved, strict=True):
        if kept:
            succeeded.append(str(run.task_id))
        else:
            logger.info(
                "event=task_result_discarded task_id=%s attempt=%s reason=taken_over",
                run.task_id,
                run.attempt,
            )
    if succeeded:
        # One line a finish, not one a task: in a drain a line a task cost the worker
        # processes 29% of their CPU (docs/recommendation.md, "Logs").
        logger.info(
            "event=tasks_succeeded count=%d task_ids=%s", len(succeeded), ",".join(succeeded)
        )


# --- recommenders ---------------------------------------------------------------------


def recommend_from_catalog(member_id, generation_type, limit) -> list[int]:
    """The default recommender: SQL over the project's own product views."""
    return store.candidate_products(member_id, generation_type, limit)


@functools.cache
def recommender() -> Callable[[int, str, int], Iterable[int]]:
    """The configured recommender, `module:function` (or `module.function`)."""
    path = settings_module.load().recommender
    module_name, _, attribute = path.rpartition(":") if ":" in path else path.rpartition(".")
    try:
        function = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError, ValueError) as exc:
        raise ConfigurationError(
            f"HOURGLASS_RECOMMENDER={path!r} cannot be imported: {exc}"
        ) from exc
    if not callable(function):
        raise ConfigurationError(f"HOURGLASS_RECOMMENDER={path!r} is not callable")
    return function
