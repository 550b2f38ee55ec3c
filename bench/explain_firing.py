"""The statements of a notification firing, explained, with DUE timers due at once (default
100,000; the 10x bench's rows: four jobs a task, so as many timers again later):

    cd <tree> && PYTHONPATH=<tree> python <this file> [DUE] > plans.txt

runs with the code of the tree it is started in (this one, or an older release's), on a
fresh database of the configured (or embedded) server. It builds the rows as the 10x bench
does, ANALYZEs them, then runs FIRINGS firings as a worker's first attempt would (its
claim, then `fire_scheduled_job`, its batch take included) and, in the last one, before
each statement runs, EXPLAIN (ANALYZE, BUFFERS) it in a savepoint rolled back: with its
values (a custom plan), and prepared with `plan_cache_mode = force_generic_plan` (the plan a
connection that prepared it may end up with). Then the consumer's claim of 16, the same way.
Prints the statements a firing ran and their mean time, then the plans.
"""

import itertools
import re
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import hourglass

# Where the tree keeps them, by its folders: the venv's editable install of this tree would
# supply hourglass.core to an older tree that has none.
if (Path(hourglass.__file__).parent / "core" / "store").is_dir():
    from hourglass.core import broker as broker_module
    from hourglass.core.store import cold_lane as statements
    from tests.harness import fresh_database
elif (Path(hourglass.__file__).parent / "core").is_dir():  # before the queue store
    from hourglass.core import broker as broker_module
    from hourglass.core import broker as statements  # type: ignore[no-redef]
    from tests.harness import fresh_database
else:  # 36f13ec and earlier
    from hourglass import broker as broker_module  # type: ignore[no-redef]
    from hourglass import broker as statements  # type: ignore[no-redef]
    from hourglass.testing import (  # type: ignore[import-not-found,no-redef]
        fresh_database,
    )

DUE = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
#: Firings before the explained one: psycopg prepares a statement at its 5th run, and the
#: server may switch a prepared statement to its generic plan after 5 more.
FIRINGS = 12
CLAIM_LIMIT = 16  # a worker's prefetch, 2 x 8 threads
PLACEHOLDER = re.compile(r"%(\(\w+\))?[sb]")
_prepared = itertools.count(1)


def claim_parameters(worker_id, limit) -> dict | tuple:
    """The claim's parameters in the tree's style: named since issue 30, positional before."""
    if "%(worker_id)s" in statements.CLAIM:
        return {"worker_id": worker_id, "queue_name": "notify_fire", "limit": limit}
    return (worker_id, "notify_fire", limit)


def main() -> None:
    from dramatiq.message import Message
    from dramatiq.middleware import CurrentMessage

    import actors  # noqa: F401  (the broker)
    from actors.notifications.firing import fire_scheduled_job
    from bench.notifications import _build_tasks_in_bulk
    from models import db
    from models import notifications as store

    names = {v: k for k, v in vars(store).items() if k.isupper() and isinstance(v, str)}
    names.update({v: k for k, v in vars(statements).items() if k.isupper() and isinstance(v, str)})
    broker = broker_module.get_broker()
    with fresh_database("hourglass_explain"):
        _, took = _build_tasks_in_bulk(db, DUE, timedelta(seconds=-120))
        for table in ("dramatiq.queue", "scheduled_job", "task"):
            db.execute_sql(f"ANALYZE {table}")
        print(f"built {DUE} due timers ({DUE * 4} queue rows) in {took:.1f} s; analyzed")
        real = db.execute_sql
        timings: dict[str, list[float]] = defaultdict(list)
        plans: list[str] = []
        for firing in range(FIRINGS + 1):
            explain = firing == FIRINGS
            with db.atomic():
                message_id, payload = real(
                    statements.CLAIM, claim_parameters(broker.worker_id, 1)
                ).fetchone()
            message = Message.decode(payload.encode()).copy(
                message_id=message_id, queue_name="notify_fire"
            )

            def traced(sql, params=None, *args, explain=explain, **kwargs) -> Any:
                if explain and sql.split(None, 1)[0].upper() in (
                    "SELECT",
                    "WITH",
                    "DELETE",
                    "UPDATE",
                    "INSERT",
                ):
                    plans.append(explained(real, names.get(sql, sql[:60]), sql, params))
                started = time.perf_counter()
                cursor = real(sql, params, *args, **kwargs)
                timings[names.get(sql, " ".join(sql.split())[:60])].append(
                    (time.perf_counter() - started) * 1000
                )
                return cursor

            CurrentMessage._MESSAGE.set(message)
            db.execute_sql = traced
            started = time.perf_counter()
            try:
                fire_scheduled_job.fn(*message.args)
            finally:
                db.execute_sql = real
                CurrentMessage._MESSAGE.set(None)
            timings["(the whole firing)"].append((time.perf_counter() - started) * 1000)
        with db.atomic():
            plans.append(
                explained(
                    real,
                    "CLAIM",
                    statements.CLAIM,
                    claim_parameters(broker.worker_id, CLAIM_LIMIT),
                )
            )
        fired = real("SELECT count(*) FROM scheduled_job WHERE status = 'FIRED'").fetchone()[0]
        print(f"{FIRINGS + 1} firings fired {fired} jobs; statements run, mean ms (runs):")
        for name, ms in timings.items():
            print(f"  {name:<40} {statistics.mean(ms):8.2f} ({len(ms)})")
        print("\n".join(plans))


def explained(execute: Callable[..., Any], name: str, sql: str, params: Any) -> str:
    """EXPLAIN (ANALYZE, BUFFERS) of `sql` with its values, then prepared and generic, each
    in a savepoint rolled back."""
    text = [f"\n===== {name}: custom plan (its values)"]
    text += _in_savepoint(
        execute, lambda: execute(f"EXPLAIN (ANALYZE, BUFFERS) {sql}", params).fetchall()
    )
    tokens: list[str] = []

    def numbered(match: re.Match) -> str:
        token = match[0]
        if not match[1] or token not in tokens:
            tokens.append(token)
        return f"${tokens.index(token) + 1 if match[1] else len(tokens)}"

    converted = PLACEHOLDER.sub(numbered, sql.replace("%%", "\x00")).replace("\x00", "%")

    prepared = f"explained_{next(_prepared)}"  # left for the session's end: PREPARE is not
    # transactional, and a DEALLOCATE after a failed EXECUTE could not run

    def generic() -> list[tuple]:
        import psycopg

        from models import db

        execute("SET LOCAL plan_cache_mode = force_generic_plan")
        # By the simple protocol: through the extended one, $1 would be the protocol's.
        result = db.connection().pgconn.exec_(f"PREPARE {prepared} AS {converted}".encode())
        if result.error_message:
            raise RuntimeError(result.error_message.decode().strip())
        (types,) = execute(
            "SELECT parameter_types::text[] FROM pg_prepared_statements WHERE name = %s",
            (prepared,),
        ).fetchone()
        # EXPLAIN EXECUTE takes no protocol parameters: the values go as literals.
        arguments = ", ".join(
            f"{t.replace('%b', '%s')}::{pg_type}" for t, pg_type in zip(tokens, types, strict=True)
        )
        with psycopg.ClientCursor(db.connection()) as cursor:
            cursor.execute(f"EXPLAIN (ANALYZE, BUFFERS) EXECUTE {prepared}({arguments})", params)
            return cursor.fetchall()

    text.append(f"----- {name}: generic plan (prepared)")
    text += _in_savepoint(execute, generic)
    return "\n".join(text)


def _in_savepoint(execute: Callable[..., Any], run: Callable[[], list[tuple]]) -> list[str]:
    execute("SAVEPOINT explaining")
    try:
        return [row[0] for row in run()]
    except Exception as exc:  # a plan we could not get is said, not fatal
        return [f"(not explained: {type(exc).__name__}: {str(exc).splitlines()[0]})"]
    finally:
        execute("ROLLBACK TO SAVEPOINT explaining")
        execute("RELEASE SAVEPOINT explaining")


if __name__ == "__main__":
    main()
