"""Flow limits with real workers: two worker processes of eight threads each call a service
on 127.0.0.1 that counts the calls in flight and their arrival times; the limits hold
fleet-wide (rates by the starts the database recorded), every message runs once, none is
dead-lettered, and the limit is used."""

import getpass
import json
import os
import signal
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from hourglass.core.database import db
from hourglass.core.flow_limits import RATE_WINDOW_S
from tests.harness import run_hourglass, scalar, start_worker, wait_until

MODULE = "tests.e2e.limited_calls"
CALL_SECONDS = 0.3


class ServiceServer(ThreadingHTTPServer):
    """Python's threading server with room for every worker thread's call at once: at its
    default backlog of 5, sixteen threads calling together while the suite loaded the machine
    got a connection reset (a clean-clone run), and a message that calls once was dead."""

    request_queue_size = 64


class CountingService:
    """Answers each POST after `CALL_SECONDS` (or when `released`, for paths `held`),
    counting the calls in flight per path and recording every arrival."""

    def __init__(self, held=()):
        self.lock = threading.Lock()
        self.in_flight: dict[str, int] = {}
        self.most_in_flight: dict[str, int] = {}
        self.arrivals: list[tuple[float, str, int]] = []
        self.total_in_flight = 0
        self.most_in_total = 0
        self.held = set(held)
        self.released = threading.Event()
        service = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                number = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                service.arrive(self.path, number)
                try:
                    if self.path in service.held:
                        service.released.wait()
                    else:
                        time.sleep(CALL_SECONDS if self.path != "/ten-a-second" else 0)
                    self.send_response(200)
                    self.end_headers()
                finally:
                    service.leave(self.path)

            def log_message(self, *args):
                pass

        self.server = ServiceServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def arrive(self, path, number):
        with self.lock:
            self.arrivals.append((time.monotonic(), path, number))
            self.in_flight[path] = self.in_flight.get(path, 0) + 1
            self.most_in_flight[path] = max(self.most_in_flight.get(path, 0), self.in_flight[path])
            if path.startswith("/host/"):
                self.total_in_flight += 1
                self.most_in_total = max(self.most_in_total, self.total_in_flight)

    def leave(self, path):
        with self.lock:
            self.in_flight[path] -= 1
            if path.startswith("/host/"):
                self.total_in_flight -= 1

    def numbers(self, path) -> list[int]:
        with self.lock:
            return sorted(number for _, p, number in self.arrivals if p == path)

    def times(self, path) -> list[float]:
        with self.lock:
            return [at for at, p, _ in self.arrivals if p == path]

    def close(self):
        self.released.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def service():
    service = CountingService(held={"/held"})
    os.environ["FLOW_SERVICE_URL"] = service.url
    yield service
    del os.environ["FLOW_SERVICE_URL"]
    service.close()


def new_heartbeats(count):
    """A condition: the worker table's latest heartbeat took `count` new values since now."""
    latest = "SELECT max(heartbeat_at) FROM dramatiq.worker"
    before, seen = scalar(latest), set()

    def condition() -> bool:
        seen.add(scalar(latest))
        return len(seen - {before}) >= count

    return condition


def starts_of(actor_name) -> list[float]:
    """When the actor's messages started, as the rate limit recorded them (seconds)."""
    rows = db.execute_sql(
        "SELECT extract(epoch FROM started_at)::float FROM flow_start WHERE actor_name = %s",
        (actor_name,),
    )
    return [started for (started,) in rows.fetchall()]


def most_in_any_window(times, seconds) -> int:
    return max(sum(1 for t in times if start <= t < start + seconds) for start in times)


def test_the_limits_hold_across_two_worker_processes_and_are_used(service):
    from tests.e2e import limited_calls

    for number in range(24):
        limited_calls.call_three_at_once.send(number)
        limited_calls.call_freely.send(number)
    for number in range(30):
        limited_calls.call_ten_a_second.send(number)
    for host in ("a", "b", "c"):
        for number in range(8):
            limited_calls.call_host.send_with_options(args=(host, number), flow_key=host)

    worker = start_worker(MODULE, processes=2, threads=8, queues=["limited", "rated", "keyed"])
    try:
        wait_until(
            lambda: scalar("SELECT count(*) FROM hourglass.message") == 0,
            timeout=60,
            message="every message settled",
        )
    finally:
        worker.stop()

    # Every message ran once; none was dead-lettered (a failed one would stay, 'rejected').
    for path, count in (("/three-at-once", 24), ("/freely", 24), ("/ten-a-second", 30)):
        assert service.numbers(path) == list(range(count)), path
    for host in ("a", "b", "c"):
        assert service.numbers(f"/host/{host}") == list(range(8))

    # At most N at once, and N were used: 24 calls of 0.3 s, three at once, take 2.4 s.
    assert service.most_in_flight["/three-at-once"] == 3
    times = service.times("/three-at-once")
    assert 7 * CALL_SECONDS <= max(times) - min(times) <= 2 * 8 * CALL_SECONDS
    # The unlimited actor of the same queue was not held behind them.
    assert service.most_in_flight["/freely"] > 3

    # At most R started in any window, and R used: 30 calls take three windows. The starts
    # are the database's record of what the limit granted; a call's arrival at the service
    # trails its start by as long as the worker's machine takes to send it.
    starts = starts_of("call_ten_a_second")
    assert len(starts) == 30
    assert most_in_any_window(starts, RATE_WINDOW_S) <= 10
    times = service.times("/ten-a-second")
    assert 1.9 <= max(times) - min(times) <= 2 * 3 * 1.1

    # Per key: two at once for each host, the hosts side by side.
    for host in ("a", "b", "c"):
        assert service.most_in_flight[f"/host/{host}"] == 2
    assert service.most_in_total > 2


def test_a_worker_killed_holding_slots_gives_them_back_after_its_heartbeat_ttl(service):
    from tests.e2e import limited_calls

    service.held = {"/three-at-once"}
    for number in range(6):
        limited_calls.call_three_at_once.send(number)
    first = start_worker(MODULE, processes=1, threads=8, queues=["limited"])
    try:
        wait_until(lambda: len(service.numbers("/three-at-once")) == 3, message="3 calls in flight")
        # The consumer heartbeats at the start of an iteration and then claims: once two
        # heartbeats came after the three calls, a claim ran in between. It took nothing.
        wait_until(new_heartbeats(2), message="a claim after the three calls")
        assert len(service.numbers("/three-at-once")) == 3
        os.killpg(first.popen.pid, signal.SIGKILL)
        killed_at = time.monotonic()
        first.popen.wait()
    finally:
        first.stop()
    service.held = set()
    service.released.set()
    second = start_worker(MODULE, processes=1, threads=8, queues=["limited"])
    try:
        wait_until(
            lambda: scalar("SELECT count(*) FROM hourglass.message") == 0,
            timeout=30,
            message="every message settled",
        )
    finally:
        second.stop()
    later = [at for at in service.times("/three-at-once") if at > killed_at]
    ttl = float(os.environ["HOURGLASS_WORKER_HEARTBEAT_TTL"])
    interval = float(os.environ["HOURGLASS_WORKER_HEARTBEAT_INTERVAL"])
    # The killed worker's three slots were held until its heartbeat went stale, then freed.
    assert ttl - interval <= min(later) - killed_at <= ttl + 10
    # The three it held ran again (at least once), the other three once; never more than 3.
    assert sorted(set(service.numbers("/three-at-once"))) == list(range(6))
    assert service.most_in_flight["/three-at-once"] == 3


def test_an_operator_lists_and_changes_limits_from_the_cli():
    db.execute_sql(
        "INSERT INTO flow_limit (actor_name, queue_name, declared_concurrency)"
        " VALUES ('call_three_at_once', 'limited', 3)"
    )
    changed = run_hourglass("limits", "set", "call_three_at_once", "--per-second", "5")
    assert changed.returncode == 0, changed.stderr
    assert changed.stdout == "call_three_at_once: 3 at once and 5/s\n"
    listed = run_hourglass("limits")
    assert listed.returncode == 0, listed.stderr
    (line,) = [line for line in listed.stdout.splitlines() if line.startswith("call_three")]
    assert line.split()[1:7] == ["3", "at", "once", "and", "5/s", "0"]
    assert f"  {getpass.getuser()} at " in line  # who set it, and when
    status = json.loads(run_hourglass("status", "--json").stdout)
    assert [u["limit"] for u in status["flow_limits"]] == ["3 at once and 5/s"]

    for args, error in (
        (["--concurrency", "many"], "'many' is not a number of at least 1, none or declared"),
        ([], "limits set: give --concurrency, --per-second or both"),
    ):
        refused = run_hourglass("limits", "set", "call_three_at_once", *args)
        assert refused.returncode == 2
        assert error in refused.stderr and len(refused.stderr.splitlines()) == 1
    unknown = run_hourglass("limits", "set", "nobody", "--concurrency", "1")
    assert (unknown.returncode, unknown.stderr) == (
        2,
        "hourglass: no limit is declared for actor 'nobody' (limits: call_three_at_once)\n",
    )
    assert db.execute_sql("SELECT concurrency, per_second FROM flow_limit").fetchall() == [
        (None, 5)
    ]


def test_the_seeds_calls_keep_the_limits_their_settings_set(service):
    from tests.faults.workload import seed_backlog, wait_for_the_backlog

    seed_backlog(firings=20, refreshes=12)
    env = {
        "HOURGLASS_RECOMMENDER": "tests.e2e.recommenders:call_counting_service",
        "HOURGLASS_RECOMMENDER_CONCURRENCY": "2",
        "HOURGLASS_NOTIFICATION_URL": f"{service.url}/notify",
        "HOURGLASS_NOTIFICATION_RATE": "5",
    }
    worker = start_worker(processes=2, threads=8, env=env)
    try:
        wait_for_the_backlog(60, "every refresh and notification done")
    finally:
        worker.stop()
    # Recommender calls: 12, two at once at most, and two used.
    assert len(service.times("/recommender")) == 12
    assert service.most_in_flight["/recommender"] == 2
    # Notification POSTs: 20, five started in any window at most; four windows of 1.1 s used.
    times = service.times("/notify")
    assert len(times) == 20
    assert most_in_any_window(starts_of("deliver_notification"), RATE_WINDOW_S) <= 5
    assert 3 * 1.0 <= max(times) - min(times) <= 2 * 4 * 1.1
    assert scalar("SELECT count(*) FROM hourglass.message WHERE \"state\" = 'rejected'") == 0
