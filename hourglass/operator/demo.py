"""`hourglass demo` (what `make run` runs): the system on its database, with traffic for every
pipeline, a line of their figures every few seconds.

It starts each pipeline's demo (`Pipeline.demo`: its stand-ins of outside services on
127.0.0.1, the settings its processes need), migrates, lets each seed its rows, starts the
Procfile's worker, scheduler and web under honcho, and plays each pipeline's traffic every
tick. The pipelines shorten only what a demo must (a schedule hour, the wait for the next
scan); the rules are the production ones. SIGINT, SIGTERM or SIGHUP stops it all, after the
tick it came in (`StopRequest`).
"""

import contextlib
import logging
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from types import FrameType
from typing import IO

import psutil

from hourglass.core import settings as settings_module
from hourglass.core.database import HourglassDatabase, database_url, open_in_data_dir
from hourglass.core.migrate import apply_migrations
from hourglass.core.pipelines import DemoTraffic
from hourglass.core.redaction import displayed_url
from hourglass.operator.status import queue_depth

REPORT_EVERY_SECONDS = 5
#: Each pipeline's traffic plays once a tick.
TICK_SECONDS = 0.2
#: How long the web process gets to listen before the demo says it did not start.
WEB_START_SECONDS = 30
#: How long honcho gets to stop its processes (it kills them after 5 s itself).
STOP_TIMEOUT_SECONDS = 15
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


class StopRequest:
    """SIGINT, SIGTERM and SIGHUP (a closed terminal) ask the demo to stop: it stops after the
    tick the signal came in, so no signal cuts a statement short (an exception raised in the
    middle of one can leave its connection unusable for the rollback, and the demo would exit
    on a database error). A second signal before the stop has begun stops at once, for a tick
    stuck on its database; signals during the stop are ignored."""

    def __init__(self) -> None:
        self.signum: int | None = None
        for name in STOP_SIGNALS:
            signal.signal(name, self._received)

    def _received(self, signum: int, frame: FrameType | None) -> None:
        if self.signum is None:
            self.signum = signum
            return
        self.ignore_signals()
        raise SystemExit(128 + self.signum)

    @staticmethod
    def ignore_signals() -> None:
        for name in STOP_SIGNALS:
            signal.signal(name, signal.SIG_IGN)


def run_demo(db: HourglassDatabase, members: int, seconds: float | None) -> None:
    """Run the demo until `seconds` have passed or a signal asks it to stop; then end what it
    started (honcho and its processes, the stand-ins) and, after a signal, exit 128 + its
    number."""
    stop = StopRequest()
    data_dir = settings_module.load().data_dir
    # Opened first: an unusable data folder stops the demo before it writes anything.
    with open_in_data_dir(data_dir, "demo.log", "a") as log:
        _run(db, members, seconds, log, stop)
    if stop.signum is not None:
        raise SystemExit(128 + stop.signum)


def _run(
    db: HourglassDatabase, members: int, seconds: float | None, log: IO[str], stop: StopRequest
) -> None:
    from actors import PIPELINES

    traffic = [pipeline.demo() for pipeline in PIPELINES if pipeline.demo is not None]
    started: list[DemoTraffic] = []
    honcho = None
    try:
        # The demo process produces traffic too: it shares these settings with its children.
        for part in traffic:
            os.environ.update(part.start())
            started.append(part)
        settings_module.reread()
        applied = apply_migrations(db)
        print(f"database: {displayed_url(database_url())} ({len(applied)} migration(s) applied)")
        seeded = [line for part in traffic for line in part.seed()]
        if stop.signum is not None:  # asked to stop while it started: nothing more to start
            return
        web_port = _free_port()
        web_password = os.environ.get("HOURGLASS_WEB_PASSWORD") or secrets.token_urlsafe(12)
        honcho = _start_processes(log, web_port, web_password)
        print(f"worker, scheduler and web started (honcho over the Procfile), logs in {log.name}")
        user = settings_module.load().web_user
        if _answers(web_port, honcho, stop):
            print(f"dashboard: http://127.0.0.1:{web_port}/ (user {user}, password {web_password})")
        elif stop.signum is None:
            print(f"dashboard: the web process did not start, see {log.name}")
        print("\n".join(seeded))
        print("Ctrl-C stops.\n", flush=True)
        _play(db, members, seconds, traffic, stop)
    finally:
        stop.ignore_signals()
        if honcho is not None:
            _stop(honcho)
        for part in started:
            part.stop()


def _play(
    db: HourglassDatabase,
    members: int,
    seconds: float | None,
    traffic: list[DemoTraffic],
    stop: StopRequest,
) -> None:
    # The status lines say what the producers did; their own log lines would drown them.
    logging.getLogger("actors").setLevel(logging.WARNING)
    started = time.monotonic()
    next_report = started
    tick = 0
    while stop.signum is None and (seconds is None or time.monotonic() - started < seconds):
        for part in traffic:
            part.play(tick, members)
        if time.monotonic() >= next_report:
            _report(db, time.monotonic() - started, traffic)
            next_report += REPORT_EVERY_SECONDS
        tick += 1
        time.sleep(TICK_SECONDS)


def _report(db: HourglassDatabase, elapsed: float, traffic: list[DemoTraffic]) -> None:
    ready = sum(states.get("queued", 0) for states in queue_depth(db).values())
    parts = [part.report() for part in traffic]
    print(f"[{elapsed:4.0f}s] {' | '.join(parts)} | ready messages {ready}", flush=True)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _answers(port: int, honcho: subprocess.Popen, stop: StopRequest) -> bool:
    """Whether the web process accepts connections on `port` within WEB_START_SECONDS (the
    printed link is then the one served); a stop request ends the wait."""
    deadline = time.monotonic() + WEB_START_SECONDS
    while time.monotonic() < deadline and honcho.poll() is None and stop.signum is None:
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 1):
            return True
        time.sleep(0.1)
    return False


def _start_processes(log: IO[str], web_port: int, web_password: str) -> subprocess.Popen:
    bin_dir = Path(sys.executable).parent
    env = {
        **os.environ,
        "DATABASE_URL": database_url(),
        "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
        "HOURGLASS_WEB_PORT": str(web_port),
        "HOURGLASS_WEB_HOST": "127.0.0.1",
        "HOURGLASS_WEB_PASSWORD": web_password,
    }
    procfile = str(settings_module.PROJECT_ROOT / "Procfile")
    return subprocess.Popen(
        [str(bin_dir / "honcho"), "start", "-f", procfile, "worker", "scheduler", "web"],
        cwd=settings_module.PROJECT_ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )


def _stop(honcho: subprocess.Popen) -> None:
    """honcho stops its processes on SIGTERM (each runs in a session of its own, so they are
    found by ancestry, not process group); any left when honcho is gone are killed."""
    try:
        family = psutil.Process(honcho.pid).children(recursive=True)
    except psutil.NoSuchProcess:
        family = []
    if honcho.poll() is None:
        honcho.terminate()
        try:
            honcho.wait(timeout=STOP_TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            honcho.kill()
            honcho.wait()
    _, survivors = psutil.wait_procs(family, timeout=1)
    for process in survivors:
        with contextlib.suppress(psutil.NoSuchProcess):
            process.kill()
    psutil.wait_procs(survivors, timeout=5)
