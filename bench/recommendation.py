"""Recommendation benchmarks: scan throughput at 50,000 due triggers, refresh throughput
against raw no-op messages measured in the same run, and the rate of a batch send."""

import statistics
import time

from bench.results import record
from tests.harness import scalar, start_worker, wait_until

DUE_TRIGGERS = 50_000
TASKS = 5_000
#: Messages in one batch send, as in the peers benchmark.
BATCH_SEND = 20_000
#: The seed design fired at most 100 triggers a minute.
SEED_FIRE_PER_S = 100 / 60
WORKER = {"processes": 2, "threads": 8}


def noop_recommender(member_id, generation_type, limit):
    return []


def run():
    import actors  # noqa: F401  (the broker)
    from models import db

    figures = {}
    for batch in (100, 1000):
        _insert_due_triggers(db, DUE_TRIGGERS)
        figures[f"trigger_fire_per_s_batch{batch}"] = round(_fire_all(db, batch), 1)
        _reset(db)
    figures["trigger_fire_per_s"] = figures["trigger_fire_per_s_batch100"]
    figures["trigger_fire_vs_seed_ratio"] = round(
        figures["trigger_fire_per_s"] / SEED_FIRE_PER_S, 1
    )

    figures["recommendation_tasks_per_s"] = round(_refresh_throughput(db), 1)
    figures["raw_noop_messages_per_s"] = round(_raw_throughput(db), 1)
    figures["end_to_end_share_of_raw"] = round(
        figures["recommendation_tasks_per_s"] / figures["raw_noop_messages_per_s"], 2
    )
    figures["batch_enqueue_per_s"] = round(_batch_enqueue_rate(db), 1)
    record(figures)


def _insert_due_triggers(db, count):
    db.execute_sql(
        """
        INSERT INTO member_visit_trigger (member_id, last_visited_at, trigger_at)
        SELECT m, now() - interval '2 hours', now() - interval '1 hour' FROM generate_series(1, %s) AS m
        """,
        (count,),
    )


def _fire_all(db, batch) -> float:
    from actors.recommendation import fire_due_triggers

    started = time.perf_counter()
    fired = 0
    while (count := fire_due_triggers(limit=batch)) > 0:
        fired += count
    elapsed = time.perf_counter() - started
    assert fired == DUE_TRIGGERS, fired
    assert scalar("SELECT count(*) FROM dramatiq.queue") == DUE_TRIGGERS
    return fired / elapsed


def _reset(db):
    db.execute_sql(
        "TRUNCATE member_visit_trigger, recommendation_task, recommended_product, dramatiq.queue"
    )


def refresh_enqueue(db, count) -> None:
    """`count` pending refresh tasks and their messages, in the caller's transaction."""
    from actors.recommendation import refresh_member_recommendations
    from hourglass.core.sending import enqueue_in_transaction

    rows = db.execute_sql(
        """
        INSERT INTO recommendation_task (member_id, candidate_generation_type)
        SELECT m, 'G2' FROM generate_series(1, %s) AS m RETURNING id
        """,
        (count,),
    ).fetchall()
    enqueue_in_transaction([refresh_member_recommendations.message(task_id) for (task_id,) in rows])


def _refresh_throughput(db, env=None) -> float:
    """TASKS refreshes (no-op recommender) drained by a fresh worker; `env` adds to its
    environment (bench.traces turns traces on with it)."""
    worker = start_worker(
        env={"HOURGLASS_RECOMMENDER": "bench.recommendation:noop_recommender", **(env or {})},
        **WORKER,
    )
    try:
        succeeded = "SELECT count(*) FROM recommendation_task WHERE status = 'SUCCEEDED'"
        return _drain_rate(
            db, lambda: refresh_enqueue(db, TASKS), lambda: scalar(succeeded) == TASKS
        )
    finally:
        worker.stop()
        _reset(db)


def _raw_throughput(db) -> float:
    from bench.noop_actors import bench_noop
    from hourglass.core.sending import enqueue_in_transaction

    def enqueue():
        enqueue_in_transaction([bench_noop.message(n) for n in range(TASKS)])

    worker = start_worker("bench.noop_actors", queues=["benchnoop"], **WORKER)
    try:
        return _drain_rate(db, enqueue, lambda: scalar("SELECT count(*) FROM dramatiq.queue") == 0)
    finally:
        worker.stop()


def _batch_enqueue_rate(db) -> float:
    """BATCH_SEND messages built and written in one transaction (as the peers benchmark
    times its enqueue): the median rate of three sends."""
    from bench.noop_actors import bench_noop
    from hourglass.core.sending import enqueue_in_transaction

    rates = []
    for _ in range(3):
        started = time.perf_counter()
        with db.atomic():
            enqueue_in_transaction([bench_noop.message(n) for n in range(BATCH_SEND)])
        rates.append(BATCH_SEND / (time.perf_counter() - started))
        db.execute_sql("DELETE FROM dramatiq.queue WHERE queue_name = 'benchnoop'")
    return statistics.median(rates)


def _drain_rate(db, enqueue, finished) -> float:
    """TASKS messages committed at once to a running worker: how many per second it finishes."""
    with db.atomic():
        enqueue()
    started = time.perf_counter()
    wait_until(finished, timeout=600, interval=0.1, message="the backlog to drain")
    return TASKS / (time.perf_counter() - started)
