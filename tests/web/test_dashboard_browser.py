"""The dashboard in a real browser (headless Chromium): every page loads with no console
error and shows the database's figures after a known workload, refreshes itself without a
reload, replays a dead letter from its button, runs nothing planted in outside text, and
refuses a request without the password."""

from datetime import timedelta

import httpx
import pytest

from actors import notifications, recommendation, review_stats
from actors.collection import dispatcher, sources
from models import db
from tests.harness import lose_messages, scalar, start_worker, wait_until
from tests.web.conftest import PASSWORD, USER, Tab
from tests.web.probe_actors import CREATE_TABLES, web_probe_until_allowed

PAGES = {
    "overview": "/",
    "recommendation": "/recommendation",
    "collection": "/collection",
    "notifications": "/notifications",
    "review_stats": "/review-stats",
    "dead_letters": "/dead-letters",
}

SCRIPT_PAYLOAD = "<script>window.__xss = 'script'</script>"
IMG_PAYLOAD = '"><img src=x onerror="window.__xss = \'img\'">'


@pytest.fixture(scope="module")
def worker():
    db.execute_sql(CREATE_TABLES)
    process = start_worker("tests.web.probe_actors", queues=["web_probe"])
    yield process
    process.stop()


def known_workload():
    """Something on every page: visits fired into tasks, a task with reminders, two
    sources with today's cycles (one failed), a reviewed item recomputed."""
    now = db.now()
    for member_id in range(1, 6):
        recommendation.record_member_visit(member_id, visited_at=now - timedelta(hours=3))
    recommendation.fire_due_triggers()
    db.execute_sql(
        "UPDATE recommendation_task SET status = 'SUCCEEDED', finished_at = now()"
        " WHERE id = (SELECT min(id) FROM recommendation_task)"
    )
    notifications.create_task(
        101, 202, deadline_at=now + timedelta(minutes=40), due_at=now + timedelta(minutes=50)
    )
    sources.add_source("board-ok", "feed", "http://127.0.0.1:9/ok")
    sources.add_source("board-broken", "feed", "http://127.0.0.1:9/broken")
    dispatcher.prepare_daily_cycles()
    fail_cycle("board-broken", "HTTP_5XX", "HTTP 503 from the board")
    item_id = review_stats.create_item("SOUP", "carrot soup")
    review_stats.shop_create_review(7, item_id, 4, "ENOUGH", "SMOOTH", "SMALL")
    review_stats.shop_create_review(8, item_id, 2, "SMALL", "THICK", "LARGE")
    review_stats.recompute_item_type_stats("SOUP")


def fail_cycle(source_name, kind, detail):
    db.execute_sql(
        """UPDATE collection_cycle
           SET status = 'FAILED', failure_kind = %s, failure_detail = %s, finished_at = now()
           WHERE source_id = (SELECT id FROM job_source WHERE name = %s)""",
        (kind, detail, source_name),
    )


def test_every_page_shows_the_database_figures_without_console_errors(tab, web):
    known_workload()
    for name, path in PAGES.items():
        response = tab.page.goto(path)
        assert response.status == 200, name
        tab.page.wait_for_load_state("networkidle")
        tab.screenshot(name)
    assert tab.errors == []

    tab.page.goto("/")
    ready = scalar(
        "SELECT count(*) FROM hourglass.message WHERE queue_name = 'recommendation'"
        " AND state = 'queued' AND available_at <= now()"
    )
    waiting = scalar(
        "SELECT count(*) FROM hourglass.message WHERE queue_name = 'notify_fire'"
        " AND state = 'queued' AND available_at > now()"
    )
    assert (ready, waiting) != (0, 0)
    assert tab.figure("queue.recommendation.ready") == str(ready)
    assert tab.figure("queue.notify_fire.waiting") == str(waiting)

    tab.page.goto("/recommendation")
    assert tab.figure("triggers") == str(scalar("SELECT count(*) FROM member_visit_trigger"))
    assert (
        tab.figure("tasks.PENDING")
        == str(scalar("SELECT count(*) FROM recommendation_task WHERE status = 'PENDING'"))
        == "4"
    )
    assert (
        tab.figure("finished_24h.SUCCEEDED")
        == str(
            scalar(
                "SELECT count(*) FROM recommendation_task WHERE finished_at > now() - interval '1d'"
            )
        )
        == "1"
    )

    tab.page.goto("/collection")
    assert tab.figure("cycles.READY") == "1" and tab.figure("cycles.FAILED") == "1"
    assert tab.figure("failures.HTTP_5XX") == "1"
    assert tab.figure("source.board-broken.status") == "FAILED"

    tab.page.goto("/notifications")
    due = scalar(
        "SELECT count(*) FROM scheduled_job WHERE kind = 'DEADLINE_CHECK' AND status = 'SCHEDULED'"
        " AND fire_at < now() + interval '1 hour'"
    )
    assert tab.figure("due.DEADLINE_CHECK") == str(due) == "1"

    tab.page.goto("/review-stats")
    assert tab.figure("reviews.SOUP") == "2"
    assert tab.figure("rating.SOUP") == "3.00"
    assert tab.errors == []


def test_a_page_refreshes_its_figures_without_a_reload(tab, web):
    tab.page.goto("/")
    tab.page.evaluate("window.__loaded_once = true")
    web_probe_until_allowed.send("refresh")  # no worker consumes web_probe in this test
    wait_until(
        lambda: tab.page.locator('[data-figure="queue.web_probe.ready"]').count() == 1,
        timeout=15,
        message="the new queue shown by a live refresh",
    )
    assert tab.figure("queue.web_probe.ready") == "1"
    assert tab.page.evaluate("window.__loaded_once") is True
    assert tab.errors == []
    # Gone before the next test: the module's worker, which the next test starts before its
    # tables are emptied, would run it into a dead letter of its own.
    assert lose_messages("queue_name = 'web_probe'") == 1


def test_replay_button_makes_a_dead_letter_run(tab, web, worker):
    web_probe_until_allowed.send("replay-me")
    wait_until(
        lambda: scalar("SELECT count(*) FROM hourglass.message WHERE state = 'rejected'") == 1,
        message="dead letter",
    )
    (message_id,) = db.execute_sql(
        "SELECT message_id::text FROM hourglass.message WHERE state = 'rejected'"
    ).fetchone()
    db.execute_sql("INSERT INTO web_probe_allowed (token) VALUES ('replay-me')")

    tab.page.goto("/dead-letters")
    tab.page.click(f'a[href="/dead-letters/{message_id}"]')
    assert "RuntimeError: not allowed yet: replay-me" in tab.page.inner_text("#last-error")
    tab.screenshot("dead_letter")
    tab.page.click("#replay")  # the confirmation box is required: nothing is sent without it
    assert tab.page.url.endswith(f"/dead-letters/{message_id}")
    assert scalar("SELECT count(*) FROM hourglass.message WHERE state = 'rejected'") == 1

    tab.page.check('input[name="confirm"]')
    tab.page.click("#replay")
    tab.page.wait_for_url("**/dead-letters")
    wait_until(
        lambda: scalar("SELECT count(*) FROM web_probe_done WHERE token = 'replay-me'") == 1,
        message="the replayed message ran",
    )
    assert scalar("SELECT count(*) FROM hourglass.message WHERE state = 'rejected'") == 0
    assert tab.errors == []


def test_a_form_without_the_csrf_token_changes_nothing(web, worker):
    web_probe_until_allowed.send("csrf")
    wait_until(
        lambda: scalar("SELECT count(*) FROM hourglass.message WHERE state = 'rejected'") == 1,
        message="dead letter",
    )
    response = httpx.post(
        f"{web.url}/dead-letters-purge", auth=(USER, PASSWORD), data={"confirm": "yes"}, timeout=10
    )
    assert response.status_code == 403
    assert scalar("SELECT count(*) FROM hourglass.message WHERE state = 'rejected'") == 1


def test_text_from_outside_is_shown_as_text_and_never_runs(tab, web, worker):
    sources.add_source("board-hostile", "feed", "http://127.0.0.1:9/hostile")
    dispatcher.prepare_daily_cycles()
    fail_cycle("board-hostile", "MALFORMED", SCRIPT_PAYLOAD + IMG_PAYLOAD)
    web_probe_until_allowed.send(SCRIPT_PAYLOAD + IMG_PAYLOAD)
    wait_until(
        lambda: scalar("SELECT count(*) FROM hourglass.message WHERE state = 'rejected'") == 1,
        message="dead letter",
    )
    (message_id,) = db.execute_sql(
        "SELECT message_id::text FROM hourglass.message WHERE state = 'rejected'"
    ).fetchone()

    for path in ("/collection", "/dead-letters", f"/dead-letters/{message_id}"):
        tab.page.goto(path)
        tab.page.wait_for_load_state("networkidle")
        assert SCRIPT_PAYLOAD in tab.page.inner_text("main"), path
        assert IMG_PAYLOAD in tab.page.inner_text("main"), path
        assert tab.page.locator("main img").count() == 0, path
    tab.page.goto("/collection")
    tab.page.wait_for_timeout(
        3500
    )  # one live refresh swaps in the fragment: it must not run either
    assert tab.page.evaluate("window.__xss") is None
    assert tab.dialogs == [] and tab.errors == []


def test_a_request_without_the_password_is_refused(browser, web):
    for path in ("/", "/collection", "/dead-letters", "/metrics", "/static/hourglass.js"):
        assert web.get(path, auth=None).status_code == 401, path
        assert web.get(path, auth=(USER, "wrong")).status_code == 401, path
    assert web.get("/healthz", auth=None).json() == {"status": "ok"}

    from playwright.sync_api import Error

    anonymous = Tab(browser, web.url, credentials=None)
    try:  # headless Chromium cannot prompt for the password: it gives up on the 401
        with pytest.raises(Error, match="ERR_INVALID_AUTH_CREDENTIALS"):
            anonymous.page.goto("/")
    finally:
        anonymous.close()
