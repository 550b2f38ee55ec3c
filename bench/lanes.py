"""The two lanes side by side (docs/queue-ring.md): a backlog of no-op messages, and one of
recommendation refreshes (no-op recommender), committed at once to a 2x8 worker, drained
through the cold lane (dramatiq.queue, HOURGLASS_COLD_LANE_QUEUES) and through the hot lane,
rounds interleaved. Each worker drains two backlogs: the first as started (`fresh`: each of
its database connections plans its statements as it first runs them, more of them on the
hot lane's 32 partitions), the second once it has run a while (`warm`). Prints each lane's
median rate of both and the hot lane's ratio to the cold lane's.

    python -m bench lanes
"""

import statistics
import time

from bench.recommendation import WORKER, noop_recommender, refresh_enqueue
from bench.results import record
from hourglass.core.broker import get_broker
from hourglass.core.sending import enqueue_in_transaction
from tests.harness import scalar, start_worker, wait_until

MESSAGES = 10_000
ROUNDS = 3
NOOP_QUEUE = "benchnoop"
REFRESH_QUEUE = "recommendation"
#: Unsettled messages of either lane: a ring message is settled by its one receipt. Three
#: counts, polled every 100 ms: the operator's count of the ring's unsettled messages
#: (ring.UNSETTLED) reads each message's claim and receipt, 23 ms at 10,000 messages, a fifth
#: of a core taken from the hot lane's drain alone.
UNSETTLED = """
SELECT (SELECT count(*) FROM dramatiq.queue)
     + (SELECT count(*) FROM queue_ring_message) - (SELECT count(*) FROM queue_ring_receipt)
"""


def run():
    import actors  # noqa: F401  (the broker)
    from models import db

    rates: dict[str, list[float]] = {}
    for _ in range(ROUNDS):
        for lane in ("cold", "ring"):
            for drained, drain in (("noop", _noop_rates), ("refresh", _refresh_rates)):
                fresh, warm = drain(db, lane)
                rates.setdefault(f"{drained}_{lane}", []).append(fresh)
                rates.setdefault(f"{drained}_{lane}_warm", []).append(warm)
    figures = {f"lanes_{name}_per_s": round(statistics.median(r), 1) for name, r in rates.items()}
    for drained in ("noop", "refresh"):
        for worker in ("", "_warm"):
            figures[f"lanes_{drained}{worker}_ring_to_cold"] = round(
                figures[f"lanes_{drained}_ring{worker}_per_s"]
                / figures[f"lanes_{drained}_cold{worker}_per_s"],
                2,
            )
    record(figures)


def _noop_rates(db, lane) -> tuple[float, float]:
    from bench.noop_actors import bench_noop

    return _drains(
        db,
        lane,
        NOOP_QUEUE,
        lambda: enqueue_in_transaction([bench_noop.message(n) for n in range(MESSAGES)]),
        lambda: scalar(UNSETTLED) == 0,
        start=lambda env: start_worker("bench.noop_actors", queues=[NOOP_QUEUE], env=env, **WORKER),
    )


def _refresh_rates(db, lane) -> tuple[float, float]:
    succeeded = "SELECT count(*) FROM recommendation_task WHERE status = 'SUCCEEDED'"
    recommender = f"bench.recommendation:{noop_recommender.__name__}"

    def forget_the_tasks():
        db.execute_sql("TRUNCATE recommendation_task, recommended_product")

    try:
        return _drains(
            db,
            lane,
            REFRESH_QUEUE,
            lambda: refresh_enqueue(db, MESSAGES),
            lambda: scalar(succeeded) == MESSAGES and scalar(UNSETTLED) == 0,
            start=lambda env: start_worker(
                env={"HOURGLASS_RECOMMENDER": recommender, **env}, **WORKER
            ),
            between=forget_the_tasks,
        )
    finally:
        forget_the_tasks()


def _drains(db, lane, queue_name, enqueue, finished, start, between=None) -> tuple[float, float]:
    """MESSAGES sent on `lane` in one transaction to a worker just started, then MESSAGES
    more once it has drained those (`between` first): finished per second, each."""
    cold = frozenset() if lane == "ring" else frozenset({queue_name})
    get_broker().store.cold_lane_queues = cold
    worker = start({"HOURGLASS_COLD_LANE_QUEUES": ",".join(cold)})
    try:
        fresh = _drain(db, lane, enqueue, finished)
        if between:
            between()
        return fresh, _drain(db, lane, enqueue, finished)
    finally:
        worker.stop()
        get_broker().store.cold_lane_queues = frozenset()


def _drain(db, lane, enqueue, finished) -> float:
    with db.atomic():
        enqueue()
    started = time.perf_counter()
    wait_until(finished, timeout=600, interval=0.1, message=f"the {lane} lane's backlog")
    return MESSAGES / (time.perf_counter() - started)
