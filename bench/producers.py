"""Producer benchmark: visits and task creations a second from one connection, each call its
own transaction (as a product's change commits), through the SQL functions on a product's
psycopg connection (each pipeline's `Producer`, and the bare `SELECT` a JDBC client
sends) beside the Python API on `models.db`, in the same run, alternating rounds so that
neither path gets the quieter machine.
"""

import os
import time
from datetime import timedelta

import psycopg

from bench.results import record

#: Calls a round, rounds a path (the best round counts: the least disturbed by the others).
CALLS = 1000
ROUNDS = 3


def run():
    import actors  # noqa: F401  (the broker)
    from actors.notifications import create_task
    from actors.recommendation import record_member_visit
    from hourglass.core.database import one_value
    from models import db
    from tests.producers import EveryProducer

    db.connect(reuse_if_open=True)
    with psycopg.connect(os.environ["DATABASE_URL"], autocommit=True) as conn:
        producer = EveryProducer(conn)
        now = one_value(conn.execute("SELECT now()"))
        deadline, due = now + timedelta(days=3), now + timedelta(days=2)
        members = iter(range(1, 10**9))

        def bare(sql):
            return lambda *args: one_value(conn.execute(sql, args))

        paths = {
            "visits_per_s_python_api": lambda: record_member_visit(next(members)),
            "visits_per_s_sql_producer": lambda: producer.record_member_visit(next(members)),
            "visits_per_s_sql_bare": lambda: bare("SELECT hourglass.record_member_visit(%s)")(
                next(members)
            ),
            "task_creations_per_s_python_api": lambda: create_task(1, 2, deadline, due),
            "task_creations_per_s_sql_producer": lambda: producer.create_task(1, 2, deadline, due),
            "task_creations_per_s_sql_bare": lambda: bare(
                "SELECT hourglass.create_task(%s, %s, %s, %s)"
            )(1, 2, deadline, due),
        }
        best = dict.fromkeys(paths, 0.0)
        for _ in range(ROUNDS):
            for name, call in paths.items():
                best[name] = max(best[name], _rate(call))
    figures = {name: round(rate, 1) for name, rate in best.items()}
    for kind in ("visits", "task_creations"):
        figures[f"{kind}_sql_vs_python_ratio"] = round(
            figures[f"{kind}_per_s_sql_producer"] / figures[f"{kind}_per_s_python_api"], 2
        )
    record(figures)


def _rate(call) -> float:
    started = time.perf_counter()
    for _ in range(CALLS):
        call()
    return CALLS / (time.perf_counter() - started)
