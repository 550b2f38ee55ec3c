"""The two lanes side by side (docs/queue-ring.md): a backlog of no-op messages, and one of
recommendation refreshes (no-op recommender), committed at once to a fresh 2x8 worker,
drained through the cold lane (dramatiq.queue) and through the hot lane
(HOURGLASS_RING_QUEUES), rounds interleaved. Prints each lane's median rate and the hot
lane's ratio to the cold lane's.

    python -m bench lanes
"""

import statistics
import time

from bench.recommendation import WORKER, noop_recommender, refresh_enqueue
from bench.results import record
from hourglass.core.broker import enqueue_in_transaction, get_broker
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
            rates.setdefault(f"noop_{lane}", []).append(_noop_rate(db, lane))
            rates.setdefault(f"refresh_{lane}", []).append(_refresh_rate(db, lane))
    figures = {f"lanes_{name}_per_s": round(statistics.median(r), 1) for name, r in rates.items()}
    for drained in ("noop", "refresh"):
        figures[f"lanes_{drained}_ring_to_cold"] = round(
            figures[f"lanes_{drained}_ring_per_s"] / figures[f"lanes_{drained}_cold_per_s"], 2
        )
    record(figures)


def _noop_rate(db, lane) -> float:
    from bench.noop_actors import bench_noop

    return _drain(
        db,
        lane,
        NOOP_QUEUE,
        lambda: enqueue_in_transaction([bench_noop.message(n) for n in range(MESSAGES)]),
        lambda: scalar(UNSETTLED) == 0,
        start=lambda env: start_worker("bench.noop_actors", queues=[NOOP_QUEUE], env=env, **WORKER),
    )


def _refresh_rate(db, lane) -> float:
    succeeded = "SELECT count(*) FROM recommendation_task WHERE status = 'SUCCEEDED'"
    recommender = f"bench.recommendation:{noop_recommender.__name__}"
    try:
        return _drain(
            db,
            lane,
            REFRESH_QUEUE,
            lambda: refresh_enqueue(db, MESSAGES),
            lambda: scalar(succeeded) == MESSAGES and scalar(UNSETTLED) == 0,
            start=lambda env: start_worker(
                env={"HOURGLASS_RECOMMENDER": recommender, **env}, **WORKER
            ),
        )
    finally:
        db.execute_sql("TRUNCATE recommendation_task, recommended_product")


def _drain(db, lane, queue_name, enqueue, finished, start) -> float:
    """MESSAGES sent on `lane` in one transaction to a fresh worker: finished per second."""
    on_ring = frozenset({queue_name}) if lane == "ring" else frozenset()
    get_broker().ring_queues = on_ring
    worker = start({"HOURGLASS_RING_QUEUES": ",".join(on_ring)})
    try:
        with db.atomic():
            enqueue()
        started = time.perf_counter()
        wait_until(finished, timeout=600, interval=0.1, message=f"the {lane} lane's backlog")
        return MESSAGES / (time.perf_counter() - started)
    finally:
        worker.stop()
        get_broker().ring_queues = frozenset()
