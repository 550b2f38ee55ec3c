"""A secrets canary: a password in DATABASE_URL and a token in HOURGLASS_NOTIFICATION_URL
(its userinfo and its query string) never show in what the worker, the scheduler and the
CLI print or log, at DEBUG, through a delivery and a dead letter."""

import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import actors  # noqa: F401  (the broker)
from actors.notifications import create_task, fire_scheduled_job
from actors.notifications.stand_in import NotificationReceiver
from hourglass.core.sending import send_in_transaction
from models import db
from tests.harness import BIN, PROJECT_ROOT, scalar, start_scheduler, start_worker, wait_until

PASSWORD = "pw-canary-7f3a"
TOKEN = "tok-canary-91c2"
USER_TOKEN = "user-canary-55d0"


def test_no_process_shows_a_url_secret():
    # The embedded server trusts local connections: the password is carried, never needed.
    url = os.environ["DATABASE_URL"]
    assert url.startswith("postgresql://postgres:@")
    receiver = NotificationReceiver().start()
    env = {
        "DATABASE_URL": url.replace("postgres:@", f"postgres:{PASSWORD}@", 1),
        "HOURGLASS_NOTIFICATION_URL": receiver.url.replace("http://", f"http://{USER_TOKEN}@")
        + f"?token={TOKEN}",
        "HOURGLASS_LOG_LEVEL": "DEBUG",
    }
    worker = start_worker(threads=2, env=env)
    scheduler = start_scheduler(env=env)
    try:
        create_task(1, 2, deadline_at=db.now() + timedelta(seconds=1))
        with db.atomic():
            send_in_transaction(fire_scheduled_job, "not-a-job", 1)
        wait_until(
            lambda: receiver.count() == 1, timeout=30, message="the deadline check delivered"
        )
        wait_until(
            lambda: scalar("SELECT count(*) FROM hourglass.message WHERE state = 'rejected'") == 1,
            timeout=30,
        )
        with ThreadPoolExecutor(3) as pool:
            cli = list(
                pool.map(
                    lambda args: subprocess.run(
                        [str(BIN / "hourglass"), *args],
                        cwd=PROJECT_ROOT,
                        env={**os.environ, **env},
                        capture_output=True,
                        text=True,
                        timeout=60,
                    ),
                    [("status",), ("dlq", "list"), ("health",)],
                )
            )
    finally:
        worker.stop()
        scheduler.stop()
        receiver.stop()
    ((key, _),) = receiver.received
    assert key  # the delivery went out, with its idempotency key
    shown = (
        worker.log_path.read_text()
        + scheduler.log_path.read_text()
        + "".join(run.stdout + run.stderr for run in cli)
    )
    assert "fire_scheduled_job" in shown  # the logs are there, at DEBUG
    for secret in (PASSWORD, TOKEN, USER_TOKEN):
        assert secret not in shown
