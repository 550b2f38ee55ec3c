"""The operator acts where she looks, in a real browser (headless Chromium): pause and
resume a queue from its row, find a member, a task or a source with the search box and
retry, resend, cancel or re-run from its page, replay dead letters in bulk; each click acts
once (a repeated POST changes nothing more) and is in the audit log under her name. A
viewer sees every page, no button, and her POSTs are refused."""

import uuid
from datetime import timedelta

import httpx
import pytest

import actors  # noqa: F401  (the broker)
from actors import notifications
from actors.collection import dispatcher, sources
from hourglass.operator.web.app import REFRESH_SECONDS
from models import db
from models.recommendation import RecommendationTask
from tests.harness import scalar, wait_until
from tests.web.conftest import PASSWORD, USER, Tab, WebProcess

VIEWER, VIEWER_PASSWORD = "viewer", "just-looking-please"


@pytest.fixture(scope="module")
def web():
    process = WebProcess(env={"HOURGLASS_WEB_VIEWER_PASSWORD": VIEWER_PASSWORD})
    yield process
    process.stop()


@pytest.fixture
def tab(browser, web):
    opened = Tab(browser, web.url)
    yield opened
    opened.close()


def audit_log():
    return db.execute_sql(
        "SELECT operator, via, action, target, outcome FROM operator_action ORDER BY id"
    ).fetchall()


def csrf_token(tab) -> str:
    return next(c["value"] for c in tab.context.cookies() if c["name"] == "hourglass_csrf")


def confirm_and_click(tab, button_id):
    tab.page.check(f'[id="{button_id}-confirm"]')
    tab.page.click(f'[id="{button_id}"]')


def test_pausing_and_resuming_a_queue_from_its_row(tab, web):
    tab.page.goto("/")
    assert tab.figure("queue.notify_fire.paused") == "running"
    assert "MISSED" in tab.page.inner_text("form[action='/queues/notify_fire/pause']")
    tab.page.click("#pause-notify_send")  # unconfirmed: the browser sends nothing
    assert scalar("SELECT count(*) FROM queue_pause") == 0

    confirm_and_click(tab, "pause-notify_send")
    tab.page.wait_for_url(f"{web.url}/")
    assert tab.figure("queue.notify_send.paused") == "paused"
    assert scalar("SELECT queue_name FROM queue_pause") == "notify_send"
    assert 'hourglass_queue_paused{queue="notify_send"} 1.0' in web.get("/metrics").text

    confirm_and_click(tab, "resume-notify_send")
    tab.page.wait_for_url(f"{web.url}/")
    assert tab.figure("queue.notify_send.paused") == "running"
    assert scalar("SELECT count(*) FROM queue_pause") == 0
    assert audit_log() == [
        (USER, "web", "queue.pause", "notify_send", "paused"),
        (USER, "web", "queue.resume", "notify_send", "resumed"),
    ]
    tab.page.goto("/audit")
    assert tab.page.inner_text('[data-audit="0.action"]') == "queue.resume"
    assert tab.errors == []


#: Holds the page's next fetch of its figures until the test lets it go: `window.__held`
#: says it was sent, `window.__release()` lets it finish, `window.__arrived` says it did. A
#: function, which `evaluate` calls and which returns nothing (an expression that evaluates
#: to a function is called too, and `evaluate` then waited for the held fetch itself).
HOLD_THE_NEXT_FETCH = """() => {
    const send = window.fetch;
    window.fetch = (...args) => {
        window.fetch = send;
        window.__held = true;
        return new Promise((release) => { window.__release = release; })
            .then(() => send.call(window, ...args))
            .then((response) => { window.__arrived = true; return response; });
    };
}"""


def test_a_value_typed_while_the_figures_are_on_their_way_survives_their_arrival(tab, web):
    db.execute_sql(
        "INSERT INTO flow_limit (actor_name, queue_name) VALUES ('refresh_member_recommendations', 'recommendation')"
    )
    tab.page.goto("/")
    tab.page.evaluate(HOLD_THE_NEXT_FETCH)
    tab.page.wait_for_function(
        "() => window.__held === true", timeout=(2 * REFRESH_SECONDS + 5) * 1000
    )
    tab.page.fill('[id="limit-refresh_member_recommendations-concurrency"]', "7")
    tab.page.evaluate("() => window.__release()")
    tab.page.wait_for_function("() => window.__arrived === true")
    # Said as the figures are read, not at the next refresh.
    tab.page.locator("#refresh-state", has_text="paused while a form is filled in").wait_for(
        timeout=REFRESH_SECONDS * 1000
    )
    assert tab.page.input_value('[id="limit-refresh_member_recommendations-concurrency"]') == "7"
    assert tab.errors == []


def test_changing_a_flow_limit_from_the_overview(tab, web):
    # As a worker declares it: the recommender's limit, unset by its setting.
    db.execute_sql(
        "INSERT INTO flow_limit (actor_name, queue_name) VALUES ('refresh_member_recommendations', 'recommendation')"
    )
    tab.page.goto("/")
    assert tab.figure("limit.refresh_member_recommendations") == "no limit"
    tab.page.fill('[id="limit-refresh_member_recommendations-concurrency"]', "2")
    confirm_and_click(tab, "limit-refresh_member_recommendations")
    tab.page.wait_for_url(f"{web.url}/")
    assert tab.figure("limit.refresh_member_recommendations") == "2 at once"
    assert scalar("SELECT concurrency FROM flow_limit") == 2
    wait_until(  # /metrics reads the database at most every 5 s
        lambda: (
            'hourglass_flow_limit{actor="refresh_member_recommendations",kind="concurrency"} 2.0'
            in web.get("/metrics").text
        ),
        timeout=10,
        message="the limit in /metrics",
    )

    tab.page.fill('[id="limit-refresh_member_recommendations-concurrency"]', "many")
    # A value being typed survives the live refresh, which says it waits for the form (a
    # deadline of three refreshes: on a loaded CI machine one took over 8 s).
    tab.page.locator("#refresh-state", has_text="paused while a form is filled in").wait_for(
        timeout=(3 * REFRESH_SECONDS + 10) * 1000
    )
    assert tab.page.input_value('[id="limit-refresh_member_recommendations-concurrency"]') == "many"
    confirm_and_click(tab, "limit-refresh_member_recommendations")
    assert "'many' is not a number of at least 1, none or declared" in tab.page.inner_text("main")
    # The refusal's page is a 409, which the browser logs; nothing else may be.
    assert [e for e in tab.errors if "409 (Conflict)" not in e] == []
    tab.errors.clear()
    assert scalar("SELECT concurrency FROM flow_limit") == 2
    assert audit_log() == [
        (
            USER,
            "web",
            "limit.set",
            "refresh_member_recommendations",
            "concurrency 2, per second declared",
        )
    ]
    assert tab.errors == []


def test_a_failed_task_found_by_the_search_box_is_retried_once(tab, web):
    task = RecommendationTask.create(
        member_id=42, candidate_generation_type="G2", status="FAILED", error="recommender down"
    )
    tab.page.goto("/")
    tab.page.fill("#search", "member 42")
    tab.page.press("#search", "Enter")
    tab.page.wait_for_url("**/show/member/42")
    assert "recommender down" in tab.page.inner_text("main")
    tab.screenshot("member_history")

    confirm_and_click(tab, f"retry-{task.id}")
    tab.page.wait_for_url("**/show/member/42")
    assert RecommendationTask.get_by_id(task.id).status == "PENDING"
    assert tab.page.locator(f'[id="retry-{task.id}"]').count() == 0  # PENDING: no retry left

    # The same POST again (a double click, a browser resend) is refused and changes nothing.
    again = tab.page.request.post(
        f"/act/retry/{task.id}",
        form={"csrf_token": csrf_token(tab), "confirm": "yes", "back": "/show/member/42"},
        max_redirects=0,
    )
    assert again.status == 409
    assert "is PENDING, not FAILED" in again.text()
    assert (
        scalar(
            "SELECT count(*) FROM hourglass.message WHERE message->>'actor_name' = 'refresh_member_recommendations'"
        )
        == 1
    )
    assert [row[4] for row in audit_log()] == [
        "PENDING again, refresh sent",
        f"refused: recommendation task {task.id} is PENDING, not FAILED",
    ]
    assert tab.errors == []


def test_a_task_page_resends_a_failed_delivery_and_cancels_a_waiting_job(tab, web):
    now = db.now()
    task_id = notifications.create_task(5, 6, deadline_at=now + timedelta(days=2))
    job_id = scalar("SELECT min(id) FROM scheduled_job WHERE task_id = %s", (task_id,))
    request_id = str(uuid.uuid4())
    db.execute_sql(
        """INSERT INTO notification_request (id, scheduled_job_id, job_version, task_id, purpose,
               recipient, payload, status, attempts, last_error)
           VALUES (%s, %s, 1, %s, 'DEADLINE_CHECK', 'student:5', '{}', 'FAILED', 9, 'HTTP 503')""",
        (request_id, job_id, task_id),
    )
    tab.page.goto(f"/show/task/{task_id}")
    confirm_and_click(tab, f"resend-{request_id}")
    tab.page.wait_for_url(f"**/show/task/{task_id}")
    confirm_and_click(tab, f"cancel-{job_id}")
    tab.page.wait_for_url(f"**/show/task/{task_id}")

    assert (
        scalar("SELECT status FROM notification_request WHERE id = %s", (request_id,)) == "PENDING"
    )
    assert scalar("SELECT status FROM scheduled_job WHERE id = %s", (job_id,)) == "CANCELLED"
    assert [row[2] for row in audit_log()] == ["delivery.resend", "job.cancel"]
    assert tab.errors == []


def test_a_failed_cycle_is_rerun_from_the_collection_page(tab, web):
    sources.add_source("board-fixed", "feed", "http://127.0.0.1:9/fixed")
    dispatcher.prepare_daily_cycles()
    db.execute_sql(
        "UPDATE collection_cycle SET status = 'FAILED', failure_kind = 'HTTP_5XX',"
        " failure_detail = 'HTTP 503', finished_at = now()"
    )
    tab.page.goto("/collection")
    confirm_and_click(tab, "rerun-board-fixed")
    tab.page.wait_for_url("**/collection")
    assert db.execute_sql("SELECT status, failure_kind FROM collection_cycle").fetchone() == (
        "READY",
        None,
    )
    today = scalar("SELECT business_date FROM collection_cycle")
    assert audit_log()[-1][2:] == (
        "cycle.rerun",
        "source board-fixed",
        f"{today} cycle READY again",
    )
    assert tab.errors == []


def test_dead_letters_are_replayed_in_bulk_by_actor(tab, web):
    for actor_name in ("deliver_notification", "deliver_notification", "member_visited"):
        db.execute_sql(
            """INSERT INTO dramatiq.queue (queue_name, message_id, "state", message)
               VALUES ('notify_send', %s, 'rejected', jsonb_build_object('actor_name', %s::text,
                   'args', '[]'::jsonb, 'options', '{}'::jsonb))""",
            (str(uuid.uuid4()), actor_name),
        )
    tab.page.goto("/dead-letters")
    tab.page.fill("form[action='/dead-letters-replay'] input[name=actor]", "deliver_notification")
    confirm_and_click(tab, "replay-all")
    tab.page.wait_for_url("**/dead-letters")
    assert db.execute_sql(
        """SELECT message->>'actor_name', "state" FROM hourglass.message ORDER BY 1, 2"""
    ).fetchall() == [
        ("deliver_notification", "queued"),
        ("deliver_notification", "queued"),
        ("member_visited", "rejected"),
    ]
    assert audit_log()[-1][2:] == ("dlq.replay", "actor deliver_notification", "replayed 2")
    assert tab.errors == []


def test_a_viewer_sees_every_page_but_no_button_and_her_posts_are_refused(browser, web):
    RecommendationTask.create(member_id=9, candidate_generation_type="G0", status="FAILED")
    viewer = Tab(browser, web.url, credentials=(VIEWER, VIEWER_PASSWORD))
    try:
        for path in ("/", "/collection", "/dead-letters", "/audit", "/show/member/9"):
            viewer.page.goto(path)
            assert viewer.page.locator("main form[method=post]").count() == 0, path
        assert viewer.page.inner_text("#who") == "viewer (viewer)"
        token = csrf_token(viewer)
        for action in (
            "/queues/scans/pause",
            "/act/retry/1",
            "/dead-letters-purge",
            "/limits/refresh_member_recommendations",
        ):
            response = httpx.post(
                f"{web.url}{action}",
                auth=(VIEWER, VIEWER_PASSWORD),
                cookies={"hourglass_csrf": token},
                data={"csrf_token": token, "confirm": "yes"},
                timeout=10,
            )
            assert response.status_code == 403, action
        assert viewer.errors == []
    finally:
        viewer.close()
    assert scalar("SELECT count(*) FROM queue_pause") == 0
    assert audit_log() == []
    assert httpx.get(f"{web.url}/", auth=(VIEWER, "wrong"), timeout=10).status_code == 401
    assert httpx.get(f"{web.url}/", auth=(USER, PASSWORD), timeout=10).status_code == 200
