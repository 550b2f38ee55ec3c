"""Faults on real schedulers: a PostgreSQL restart, their connections terminated, the leader
killed, a skewed clock.

The restart runs against a server of this module's own (a restart of the suite's shared
server would break every other test's connections). No scheduler exits; one leads again
within seconds; the next tick fires within two ticks; no tick fires twice.
"""

import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest

from tests.faults.conftest import restart_server
from tests.harness import scalar, start_scheduler, wait_until

#: Both are every-minute actors of periodic.py.
MINUTE_ACTORS = ("collection_tick", "scan_due_triggers")

# Fired messages per actor and tick (a tick is the `scheduled_at` the scheduler gives it).
FIRED_TICKS = """
SELECT message->>'actor_name', message->'options'->>'scheduled_at', count(*)
FROM dramatiq.queue GROUP BY 1, 2
"""


def terminate_client_connections(url):
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()"
        )


def fired_ticks(url) -> dict:
    """(actor, tick) → how many messages were sent for it; an unreachable server reads as none."""
    try:
        with psycopg.connect(url, autocommit=True, connect_timeout=2) as conn:
            return {
                (actor, tick): count for actor, tick, count in conn.execute(FIRED_TICKS).fetchall()
            }
    except psycopg.OperationalError:
        return {}


def leader_count(schedulers) -> int:
    return sum(s.output().count("event=scheduler_leader ") for s in schedulers)


def leads(scheduler) -> bool:
    """Whether the scheduler's latest leadership event is taking the lock."""
    events = (
        "event=scheduler_leader ",
        "event=scheduler_standby",
        "event=scheduler_leadership_lost",
    )
    output = scheduler.output()
    return max(events, key=output.rfind) == events[0]


def the_leader(schedulers):
    """The one scheduler whose log says it leads, if only one does (a former leader notices
    its lost lock at its next poll)."""
    leaders = [s for s in schedulers if leads(s)]
    return leaders[0] if len(leaders) == 1 else None


def lead_again(schedulers, leaderships_before, fault, started) -> float:
    """Seconds from `started` (the fault) until a scheduler took the lock again."""
    wait_until(
        lambda: leader_count(schedulers) > leaderships_before,
        timeout=20,
        message=f"a leader after {fault}",
    )
    return time.monotonic() - started


def test_two_schedulers_survive_a_restart_terminated_connections_and_a_killed_leader_firing_each_tick_once(
    dedicated_server,
):
    url = dedicated_server.get_uri()
    schedulers = [start_scheduler(env={"DATABASE_URL": url}) for _ in range(2)]
    try:
        wait_until(lambda: leader_count(schedulers) == 1, message="one scheduler to lead")
        wait_until(
            lambda: {actor for actor, _ in fired_ticks(url)} >= set(MINUTE_ACTORS),
            message="the first ticks",
        )

        first_blip = datetime.now(UTC)
        leaderships = leader_count(schedulers)
        blip_started = time.monotonic()
        restart_server(dedicated_server)
        restart_took = time.monotonic() - blip_started
        after_restart = lead_again(schedulers, leaderships, "the restart", blip_started)

        leaderships = leader_count(schedulers)
        blip_started = time.monotonic()
        terminate_client_connections(url)
        after_termination = lead_again(
            schedulers, leaderships, "the terminated connections", blip_started
        )

        leader = wait_until(lambda: the_leader(schedulers), message="one leader in the logs")
        (survivor,) = [s for s in schedulers if s is not leader]
        leaderships = leader_count([survivor])
        blip_started = time.monotonic()
        leader.kill()
        takeover = lead_again([survivor], leaderships, "the leader was killed", blip_started)

        next_minute = first_blip.replace(second=0, microsecond=0) + timedelta(minutes=1)
        wait_until(
            lambda: all(
                any(
                    a == actor and datetime.fromisoformat(tick) >= next_minute
                    for a, tick in fired_ticks(url)
                )
                for actor in MINUTE_ACTORS
            ),
            timeout=(next_minute + timedelta(minutes=1) - datetime.now(UTC)).total_seconds() + 5,
            message="the next tick within two ticks of the blip",
        )
        assert survivor.popen.poll() is None, survivor.output()
        fired = fired_ticks(url)
        assert all(count == 1 for count in fired.values()), fired
        assert "Traceback" not in "".join(s.output() for s in schedulers)
    finally:
        for scheduler in schedulers:
            scheduler.stop()
    assert survivor.popen.returncode == 0
    print(
        f"\nleading again {after_restart:.2f}s after the start of a restart that took {restart_took:.2f}s, "
        f"{after_termination:.2f}s after the connections were terminated, {takeover:.2f}s after a kill -9 of the leader"
    )
    assert after_restart < 10 and after_termination < 10 and takeover < 3


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
    assert (
        "event=scheduler_connection_lost error=OperationalError reason='connection failed" in output
    )
    assert "canary-pw-3141" not in output
    assert "Traceback" not in output
