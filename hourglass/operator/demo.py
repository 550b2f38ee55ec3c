"""`hourglass demo` (what `make run` runs): the system on its database, with traffic for all
four pipelines, a line of each pipeline's figures every few seconds.

It migrates, starts the Procfile's worker, scheduler and web under honcho, serves a fake
job board and a notification receiver on 127.0.0.1, and plays members visiting a shop,
tasks due within seconds and review changes. Only the length of a schedule hour is
shortened, and a scan and a collection tick are asked for at once instead of at the next
minute; the rules are the production ones. SIGINT, SIGTERM or SIGHUP stops it all.
"""

import contextlib
import logging
import os
import random
import secrets
import signal
import socket
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path
from types import FrameType
from typing import IO

import dramatiq
import psutil

from hourglass.core import settings as settings_module
from hourglass.core.database import HourglassDatabase, database_url, open_in_data_dir
from hourglass.core.migrate import apply_migrations
from hourglass.core.redaction import displayed_url
from hourglass.operator.stand_ins import FakeSources, NotificationReceiver
from hourglass.operator.status import figure, pipeline_counts, queue_depth

#: One schedule hour of the recommendation refresh lasts this many seconds in the demo.
DEMO_HOUR_SECONDS = "2"
#: Products in the demo shop, spread over five categories.
DEMO_PRODUCTS = 40
REPORT_EVERY_SECONDS = 5
#: A visit every tick, a review change every few, a new task every few more.
TICK_SECONDS = 0.2
REVIEW_EVERY_TICKS = 5
TASK_EVERY_TICKS = 15
#: A demo task's deadline check, and its due-at reminder one hour before `due_at`, fire
#: this many seconds after it is created.
TASK_FIRES_AFTER_SECONDS = (5, 15)
#: Item types the demo reviews.
DEMO_ITEM_TYPES = ("SOUP", "SNACK", "TODDLER_MEAL")
#: Demo job sources are named with this prefix; earlier runs' ones (their board gone) are
#: disabled when a demo starts.
SOURCE_PREFIX = "demo-"
#: How long the web process gets to listen before the demo says it did not start.
WEB_START_SECONDS = 30
#: How long honcho gets to stop its processes (it kills them after 5 s itself).
STOP_TIMEOUT_SECONDS = 15


def run_demo(db: HourglassDatabase, members: int, seconds: float | None) -> None:
    _stop_on_signals()
    data_dir = settings_module.load().data_dir
    # Opened first: an unusable data folder stops the demo before it writes anything.
    with open_in_data_dir(data_dir, "demo.log", "a") as log:
        _run(db, members, seconds, log)


def _run(db: HourglassDatabase, members: int, seconds: float | None, log: IO[str]) -> None:
    receiver = NotificationReceiver().start()
    boards = FakeSources().start()
    # The demo process produces traffic too: it shares these settings with its children.
    os.environ.update(
        {
            "HOURGLASS_RECOMMENDATION_HOUR": DEMO_HOUR_SECONDS,
            "HOURGLASS_COLLECTION_ALLOW_PRIVATE_ADDRESSES": "true",
            "HOURGLASS_NOTIFICATION_URL": receiver.url,
        }
    )
    settings_module.load.cache_clear()
    from actors.collection import dispatch_tick_job
    from actors.recommendation import scan_due_triggers

    applied = apply_migrations(db)
    print(f"database: {displayed_url(database_url())} ({len(applied)} migration(s) applied)")
    _stock_shop()
    sources = _open_job_board(boards)
    items = [_create_item(item_type) for item_type in DEMO_ITEM_TYPES]
    web_port = _free_port()
    web_password = os.environ.get("HOURGLASS_WEB_PASSWORD") or secrets.token_urlsafe(12)
    honcho = None
    try:
        honcho = _start_processes(log, web_port, web_password)
        print(f"worker, scheduler and web started (honcho over the Procfile), logs in {log.name}")
        user = settings_module.load().web_user
        if _answers(web_port, honcho):
            print(f"dashboard: http://127.0.0.1:{web_port}/ (user {user}, password {web_password})")
        else:
            print(f"dashboard: the web process did not start, see {log.name}")
        print(f"job board {boards.url}, sources {', '.join(sources)} (one fails)")
        print(f"notifications go to {receiver.url}")
        print(
            "a schedule hour lasts 2 s here; the demo asks for a scan every 5 s. Ctrl-C stops.\n",
            flush=True,
        )
        dispatch_tick_job.send()
        _play(db, members, seconds, items, receiver, scan_due_triggers)
    finally:
        if honcho is not None:
            _stop(honcho)
        boards.stop()
        receiver.stop()


def _stop_on_signals() -> None:
    """SIGINT, SIGTERM and SIGHUP (a closed terminal) end the demo through its `finally`
    blocks and exit handlers: honcho and its processes stopped, the embedded server too
    when the demo was its last user. Signals during that stop are ignored."""

    def stop(signum: int, frame: FrameType | None) -> None:
        for name in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            signal.signal(name, signal.SIG_IGN)
        raise SystemExit(128 + signum)

    for name in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(name, stop)


def _play(
    db: HourglassDatabase,
    members: int,
    seconds: float | None,
    items: list[int],
    receiver: NotificationReceiver,
    scan_due_triggers: dramatiq.Actor,
) -> None:
    from actors.notifications import create_task
    from actors.recommendation import record_member_visit
    from models.recommendation import ProductView

    # The status lines say what the producers did; their own log lines would drown them.
    logging.getLogger("actors").setLevel(logging.WARNING)
    started = time.monotonic()
    next_report = started
    tick = 0
    while seconds is None or time.monotonic() - started < seconds:
        member_id = random.randint(1, members)
        with db.atomic():
            record_member_visit(member_id)
            ProductView.create(member_id=member_id, product_id=_viewed_product(member_id))
        if tick % REVIEW_EVERY_TICKS == 0:
            _review(random.choice(items))
        if tick % TASK_EVERY_TICKS == 0:
            now = db.now()
            deadline_at = now + timedelta(seconds=random.uniform(*TASK_FIRES_AFTER_SECONDS))
            due_at = now + timedelta(hours=1, seconds=random.uniform(*TASK_FIRES_AFTER_SECONDS))
            create_task(random.randint(1, members), random.randint(1, 10), deadline_at, due_at)
        if time.monotonic() >= next_report:
            scan_due_triggers.send()
            _report(db, time.monotonic() - started, receiver)
            next_report += REPORT_EVERY_SECONDS
        tick += 1
        time.sleep(TICK_SECONDS)


def _stock_shop() -> None:
    from models.recommendation import Product

    if Product.select().count() == 0:
        Product.insert_many(
            [
                {"id": i, "category": f"category-{i % 5}", "name": f"product {i}"}
                for i in range(1, DEMO_PRODUCTS + 1)
            ]
        ).execute()


def _open_job_board(boards: FakeSources) -> list[str]:
    """Three boards on the fake job board (a company on greenhouse, one on lever, a feed of
    three pages) and a fourth source whose board does not exist (it fails, HTTP_4XX);
    earlier runs' sources are disabled; the dispatch flag is turned on."""
    from actors.collection.sources import add_source, list_sources, set_flag, set_source_enabled
    from models.collection import DISPATCH_FLAG

    for source in list_sources():
        if source["name"].startswith(SOURCE_PREFIX) and source["enabled"]:
            set_source_enabled(source["name"], False)
    boards.greenhouse("hanbit", range(1, 6))
    boards.lever("dalnim", range(1, 4))
    boards.feed("jobs", [(i, f"Company {i % 4}") for i in range(12)], page_size=4)
    port = boards.url.rsplit(":", 1)[1]
    gh, prefix = f"{boards.url}/gh", f"{SOURCE_PREFIX}{port}"
    sources: dict[str, dict] = {
        f"{prefix}-hanbit": {
            "format": "greenhouse",
            "base_url": gh,
            "board": "hanbit",
            "company": "Hanbit",
        },
        f"{prefix}-dalnim": {
            "format": "lever",
            "base_url": f"{boards.url}/lever",
            "board": "dalnim",
            "company": "Dalnim",
        },
        f"{prefix}-jobs": {"format": "feed", "base_url": f"{boards.url}/feed/jobs"},
        f"{prefix}-closed": {
            "format": "greenhouse",
            "base_url": gh,
            "board": "closed",
            "company": "Closed",
        },
    }
    for name, values in sources.items():
        add_source(name, throttle_seconds=0.2, page_size=4, **values)
    set_flag(DISPATCH_FLAG, True)
    return list(sources)


def _create_item(item_type: str) -> int:
    from actors.review_stats import create_item

    return create_item(item_type, f"demo {item_type.lower().replace('_', ' ')}")


def _review(item_id: int) -> None:
    from actors.review_stats import shop_create_review
    from models.reviews import CAPACITIES, DENSITIES, PARTICLES

    shop_create_review(
        random.randint(1, 1000),
        item_id,
        random.randint(1, 5),
        random.choice(CAPACITIES),
        random.choice(DENSITIES),
        random.choice(PARTICLES),
    )


def _viewed_product(member_id: int) -> int:
    # Each member has a favourite category, so co-views and categories mean something.
    return random.choice(
        [p for p in range(1, DEMO_PRODUCTS + 1) if p % 5 == member_id % 5 or random.random() < 0.1]
    )


def _report(db: HourglassDatabase, elapsed: float, receiver: NotificationReceiver) -> None:
    recommendation = pipeline_counts("recommendation")
    cycles = pipeline_counts("collection")["cycles"]
    notifications = pipeline_counts("notifications")
    reviews = pipeline_counts("review_stats")
    ready = sum(states.get("queued", 0) for states in queue_depth(db).values())
    tasks = recommendation["tasks"]
    done, failed = figure(cycles["SUCCEEDED"]), figure(cycles["FAILED"])
    fired = figure(notifications["jobs_today"]["FIRED"])
    print(
        f"[{elapsed:4.0f}s] recommendation: waiting {figure(recommendation['triggers'])},"
        f" refreshed {figure(tasks['SUCCEEDED'])}/{figure(sum(tasks.values()))}"
        f" | collection today: {done} done, {failed} failed,"
        f" {figure(cycles['READY'] + cycles['RUNNING'])} to go"
        f" | notifications: fired {fired},"
        f" sent {figure(notifications['deliveries_today']['SENT'])}, received {receiver.count()}"
        f" | reviews: {figure(reviews['changes'])} changes,"
        f" {figure(reviews['recomputes'])} recomputes"
        f" | ready messages {ready}",
        flush=True,
    )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _answers(port: int, honcho: subprocess.Popen) -> bool:
    """Whether the web process accepts connections on `port` within WEB_START_SECONDS (the
    printed link is then the one served)."""
    deadline = time.monotonic() + WEB_START_SECONDS
    while time.monotonic() < deadline and honcho.poll() is None:
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
