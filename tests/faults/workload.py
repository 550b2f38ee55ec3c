"""The backlog the worker fault tests put under a fault, and the check that every effect
of it happened exactly once: notification firings with their HTTP deliveries to a fake
notification service, and recommendation refreshes."""

import json
import threading
import time
from datetime import timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from actors.notifications import create_task
from actors.recommendation import fire_due_triggers, record_member_visit
from models import db
from tests.harness import nonzero_counts, scalar, wait_until

#: The recommender of the fault tests (tests/e2e/recommenders.py): it answers with the pid
#: of the process that ran it, after RECOMMENDER_SECONDS.
SLOW_RECOMMENDER = "tests.e2e.recommenders:answer_with_pid"


class Receiver:
    """The notification service on 127.0.0.1: records the Idempotency-Key of every POST
    and answers 200 after `delay` seconds (a backlog of deliveries lasts a while); with
    `fail_every` N, every Nth POST is answered 503 instead, its key not recorded (the
    service did not take it)."""

    def __init__(self, delay=0.0, fail_every=0):
        self.delay = delay
        self.fail_every = fail_every
        self.keys: list = []
        self.refused = 0
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                time.sleep(receiver.delay)
                with receiver.lock:
                    posts = len(receiver.keys) + receiver.refused + 1
                    refuse = receiver.fail_every and posts % receiver.fail_every == 0
                    if refuse:
                        receiver.refused += 1
                    else:
                        receiver.keys.append(self.headers["Idempotency-Key"])
                self.send_response(503 if refuse else 200)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/v1/notifications"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()

    def received(self) -> list:
        with self.lock:
            return list(self.keys)


def seed_backlog(firings=0, refreshes=0):
    """`firings` tasks whose deadline check is due at once (one notification each) and
    `refreshes` recommendation refresh tasks, all queued before any worker starts."""
    deadline_at = db.now()
    for n in range(1, firings + 1):
        create_task(n, 10_000 + n, deadline_at=deadline_at)
    for member_id in range(1, refreshes + 1):
        record_member_visit(member_id, deadline_at - timedelta(hours=2))
    if refreshes:
        assert fire_due_triggers(limit=refreshes) == refreshes


def effects_done() -> int:
    """Firings delivered plus refreshes finished, so far."""
    return scalar("SELECT count(*) FROM notification_request WHERE status = 'SENT'") + scalar(
        "SELECT count(*) FROM recommendation_task WHERE status IN ('SUCCEEDED', 'FAILED')"
    )


#: What the backlog still owes, by name (all 0 once settled).
OWED = {
    "pending requests": "SELECT count(*) FROM notification_request WHERE status = 'PENDING'",
    "waiting deadline checks": "SELECT count(*) FROM scheduled_job"
    " WHERE kind = 'DEADLINE_CHECK' AND status = 'SCHEDULED'",
    "unfinished refreshes": "SELECT count(*) FROM recommendation_task"
    " WHERE status IN ('PENDING', 'RUNNING')",
    "messages due": "SELECT count(*) FROM hourglass.message WHERE available_at <= now()",
}

#: The messages due, as the timeout's message shows them.
MESSAGES_DUE = """
SELECT lane, queue_name, state, message->>'actor_name', available_at, worker_id
FROM hourglass.message WHERE available_at <= now() ORDER BY available_at LIMIT 10
"""


def wait_for_the_backlog(timeout: float, message: str = "the whole backlog") -> None:
    """Wait until nothing is owed (no pending request or unfinished refresh, no due message
    left); at `timeout`, fail naming what is still owed and the messages due."""
    try:
        wait_until(lambda: not nonzero_counts(OWED), timeout=timeout, message=message)
    except AssertionError as exc:
        try:
            due = db.execute_sql(MESSAGES_DUE).fetchall()
            shown = f"owed {nonzero_counts(OWED)}, messages due {due}"
        except Exception as error:  # the test's own connection cut by the fault
            shown = f"not read: {type(error).__name__}"
        raise AssertionError(f"{exc}: {shown}") from None


def assert_each_effect_once(receiver, firings, refreshes, refreshed_by=None):
    """0 lost, 0 doubled: each deadline check fired once into one request, each request
    SENT and POSTed under its own key only (a repeat keeps the key), each refresh task
    SUCCEEDED once and its member's list written (by a process in `refreshed_by`, if
    given); no dead letter. Returns how many POSTs were repeats."""
    fired = db.execute_sql(
        "SELECT status, count(*) FROM scheduled_job WHERE kind = 'DEADLINE_CHECK' GROUP BY status"
    ).fetchall()
    assert dict(fired) == ({"FIRED": firings} if firings else {}), fired
    requests = db.execute_sql(
        "SELECT id::text, scheduled_job_id, status FROM notification_request"
    ).fetchall()
    assert len(requests) == firings
    assert len({job_id for _, job_id, _ in requests}) == firings
    assert {status for _, _, status in requests} <= {"SENT"}
    keys = receiver.received() if receiver is not None else []
    assert set(keys) == {request_id for request_id, _, _ in requests}

    tasks = db.execute_sql("SELECT member_id, status FROM recommendation_task").fetchall()
    assert len(tasks) == refreshes and len({member for member, _ in tasks}) == refreshes
    assert {status for _, status in tasks} <= {"SUCCEEDED"}
    lists = dict(
        db.execute_sql(
            "SELECT member_id, array_agg(product_id) FROM recommended_product GROUP BY 1"
        ).fetchall()
    )
    assert set(lists) == {member for member, _ in tasks}
    assert all(len(products) == 1 for products in lists.values()), lists
    if refreshed_by is not None:
        assert {products[0] for products in lists.values()} <= set(refreshed_by), lists
    assert scalar("""SELECT count(*) FROM hourglass.message WHERE "state" = 'rejected'""") == 0
    return len(keys) - len(set(keys))
