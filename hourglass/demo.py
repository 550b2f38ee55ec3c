"""`hourglass demo` (what `make run` runs): the system on its database, with traffic.

It migrates, starts the Procfile's worker and scheduler under honcho, and plays members
visiting a small shop, printing every few seconds how visits turn into refresh tasks and
recommendation lists. Only the length of a schedule hour is shortened; the rules are not.
"""

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from hourglass import settings as settings_module
from hourglass.database import database_url
from hourglass.migrate import apply_migrations
from hourglass.redaction import displayed_url

#: One schedule hour of the recommendation refresh lasts this many seconds in the demo.
DEMO_HOUR_SECONDS = "2"
#: Products in the demo shop, spread over five categories.
DEMO_PRODUCTS = 40
REPORT_EVERY_SECONDS = 5

DEMO_COUNTS = """
SELECT
    (SELECT count(*) FROM member_visit_trigger),
    (SELECT count(*) FROM recommendation_task),
    (SELECT count(*) FROM recommendation_task WHERE status = 'SUCCEEDED'),
    (SELECT count(DISTINCT member_id) FROM recommended_product),
    (SELECT count(*) FROM dramatiq.queue WHERE "state" = 'queued' AND available_at <= now())
"""


def run_demo(db, members, seconds):
    from actors.recommendation import record_member_visit
    from models.recommendation import Product, ProductView

    # The demo process records visits too: it shares the shortened hour with its children.
    os.environ["HOURGLASS_RECOMMENDATION_HOUR"] = DEMO_HOUR_SECONDS
    settings_module.load.cache_clear()
    applied = apply_migrations(db)
    print(f"database: {displayed_url(database_url())} ({len(applied)} migration(s) applied)")
    if Product.select().count() == 0:
        Product.insert_many(
            [{"id": i, "category": f"category-{i % 5}", "name": f"product {i}"} for i in range(1, DEMO_PRODUCTS + 1)]
        ).execute()
    processes, log_path = _start_processes()
    print(f"worker and scheduler started (honcho over the Procfile), their logs in {log_path}")
    print("a schedule hour lasts 2 s here; periodiq scans on each minute boundary. Ctrl-C stops.\n")
    started = time.monotonic()
    next_report = started
    try:
        while seconds is None or time.monotonic() - started < seconds:
            member_id = random.randint(1, members)
            with db.atomic():
                record_member_visit(member_id)
                ProductView.create(member_id=member_id, product_id=_viewed_product(member_id))
            if time.monotonic() >= next_report:
                _report(db, time.monotonic() - started)
                next_report += REPORT_EVERY_SECONDS
            time.sleep(0.2)
    finally:
        _stop(processes)


def _viewed_product(member_id):
    # Each member has a favourite category, so co-views and categories mean something.
    return random.choice([p for p in range(1, DEMO_PRODUCTS + 1) if p % 5 == member_id % 5 or random.random() < 0.1])


def _report(db, elapsed):
    triggers, tasks, succeeded, members_with_lists, ready = db.execute_sql(DEMO_COUNTS).fetchone()
    print(
        f"[{elapsed:5.0f}s] members waiting for a refresh {triggers:4}  tasks {tasks:5}"
        f"  succeeded {succeeded:5}  members with recommendations {members_with_lists:4}  messages ready {ready}"
    )


def _start_processes():
    settings = settings_module.load()
    log_path = Path(settings.data_dir) / "demo.log"
    log_path.parent.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "DATABASE_URL": database_url()}
    bin_dir = Path(sys.executable).parent
    env["PATH"] = f"{bin_dir}{os.pathsep}{env.get('PATH', '')}"
    log = open(log_path, "a")
    honcho = subprocess.Popen(
        [str(bin_dir / "honcho"), "start", "-f", str(settings_module.PROJECT_ROOT / "Procfile"), "worker", "scheduler"],
        cwd=settings_module.PROJECT_ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    return honcho, log_path


def _stop(honcho):
    if honcho.poll() is None:
        os.killpg(honcho.pid, signal.SIGTERM)
        try:
            honcho.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(honcho.pid, signal.SIGKILL)
