"""Faults on real schedulers (`periodiq` processes over hourglass's broker): two of them, a
PostgreSQL restart, their connections terminated, one killed -9, a skewed clock, no
database at all.

The restart runs against a server of this module's own (a restart of the suite's shared
server would break every other test's connections). No scheduler exits; a product's own
per-minute actor runs exactly once every minute, whichever scheduler survives.
"""

from datetime import datetime, timedelta
from pathlib import Path

import psycopg
import pytest

from models import db
from tests.faults import product_schedule
from tests.faults.conftest import restart_server
from tests.harness import scalar, start_scheduler, start_worker, wait_until

PRODUCT_MODULE = "tests.faults.product_schedule"

# Fired messages per actor and tick (a tick is the `scheduled_at` the scheduler gives it).
FIRED_TICKS = """
SELECT message->>'actor_name', message->'options'->>'scheduled_at', count(*)
FROM hourglass.message GROUP BY 1, 2
"""

#: Every tick of the product's actor that ran, with how many times.
PRODUCT_RUNS = "SELECT tick, count(*) FROM product_minute_run GROUP BY tick ORDER BY tick"


def terminate_client_connections(url):
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()"
        )


def on_server(url, sql) -> list:
    """The rows of `sql`; an unreachable server (restarting) reads as none."""
    try:
        with psycopg.connect(url, autocommit=True, connect_timeout=2) as conn:
            return conn.execute(sql).fetchall()
    except psycopg.OperationalError:
        return []


def product_runs(url) -> dict:
    return {datetime.fromisoformat(tick): count for tick, count in on_server(url, PRODUCT_RUNS)}


def ran_through(url, minute) -> dict | None:
    runs = product_runs(url)
    return runs if runs and max(runs) >= minute else None


@pytest.mark.waits(60)
def test_two_periodiqs_one_killed_and_a_restart_between_run_a_products_minutely_actor_once_a_minute(
    dedicated_server, on_dedicated_server
):
    """Both schedulers send the first tick; between it and the next the server restarts, their
    connections are terminated and one of them is killed -9: the survivor sends the next."""
    url = on_dedicated_server
    db.execute_sql(product_schedule.CREATE_TABLE)
    env = {"DATABASE_URL": url}
    worker = start_worker(PRODUCT_MODULE, queues=["product"], env=env)
    schedulers = [start_scheduler(PRODUCT_MODULE, env=env) for _ in range(2)]
    try:
        first = wait_until(lambda: product_runs(url), message="the first tick's run")
        (first_tick,) = first

        restart_server(dedicated_server)
        terminate_client_connections(url)
        killed, survivor = schedulers
        killed.kill()
        last_tick = first_tick + timedelta(minutes=1)
        runs = wait_until(
            lambda: ran_through(url, last_tick),
            timeout=75,
            message="the tick after the restart and the kill",
        )
        assert runs == {first_tick: 1, last_tick: 1}
        fired = on_server(url, FIRED_TICKS)
        assert all(count == 1 for _, _, count in fired), fired
        assert survivor.popen.poll() is None, survivor.output()
        assert "Registered periodic actors" in survivor.output()
        assert "tests.faults.product_schedule:product_minute@product" in survivor.output()
        assert "Traceback" not in "".join(s.output() for s in schedulers)
    finally:
        for scheduler in schedulers:
            scheduler.stop()
        worker.stop()
    assert survivor.popen.returncode == 0


#: libfaketime (Debian package `faketime`) shifts a process's clock without touching the system's.
LIBFAKETIME = Path("/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1")


@pytest.mark.skipif(
    not LIBFAKETIME.exists(), reason="libfaketime is not installed (apt-get install faketime)"
)
def test_a_scheduler_whose_clock_is_an_hour_ahead_fires_ticks_on_the_database_clock():
    scheduler = start_scheduler(env={"LD_PRELOAD": str(LIBFAKETIME), "FAKETIME": "+1h"})
    try:
        wait_until(
            lambda: "event=tick_fired actor=collection_tick" in scheduler.output(),
            message="the first tick",
        )
        assert scalar("SELECT count(*) FROM scheduler_tick WHERE last_tick_at > now()") == 0
        tick = scalar(
            "SELECT last_tick_at FROM scheduler_tick WHERE actor_name = 'collection_tick'"
        )
        assert scalar("SELECT now() - %s", (tick,)) < timedelta(minutes=1, seconds=5)
        assert "Traceback" not in scheduler.output()
    finally:
        scheduler.stop()


def test_a_scheduler_with_no_database_to_reach_keeps_retrying_with_growing_delays_and_no_password_shown():
    scheduler = start_scheduler(
        env={"DATABASE_URL": "postgresql://hourglass:canary-pw-3141@127.0.0.1:1/hourglass"}
    )
    try:
        wait_until(
            lambda: "retry_in=0.8s" in scheduler.output(),
            message="four failed attempts, each waiting twice longer",
        )
        assert scheduler.popen.poll() is None
        output = scheduler.output()
    finally:
        scheduler.stop()
    assert scheduler.popen.returncode == 0
    assert "event=ticks_retry error=OperationalError reason='connection failed" in output
    assert "canary-pw-3141" not in output
    assert "Traceback" not in output
