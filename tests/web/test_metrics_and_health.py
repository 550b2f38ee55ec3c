"""`/metrics` parsed with prometheus_client's own parser after a known workload, its
bearer token and its cache; `/healthz`, `/readyz` and `hourglass health`; `hourglass web`
refusing to listen beyond loopback without a password."""

import os
import subprocess

import pytest
from prometheus_client.parser import text_string_to_metric_families

from models import db
from tests.harness import BIN, PROJECT_ROOT, ManagedProcess, scalar, wait_until
from tests.web.conftest import WebProcess
from tests.web.probe_actors import web_probe_until_allowed
from tests.web.test_dashboard_browser import known_workload

TOKEN = "scrape-token-123"


@pytest.fixture(scope="module")
def web():
    process = WebProcess(env={"HOURGLASS_METRICS_TOKEN": TOKEN})
    yield process
    process.stop()


def scrape(web, **kwargs) -> dict:
    response = web.get("/metrics", **kwargs)
    assert response.status_code == 200, response.text
    samples = {}
    for family in text_string_to_metric_families(response.text):
        for sample in family.samples:
            samples[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return samples


def test_metrics_equal_the_database_after_a_known_workload_and_are_read_at_most_every_few_seconds(
    web,
):
    known_workload()
    samples = scrape(web, auth=None, headers={"Authorization": f"Bearer {TOKEN}"})

    def value(name, **labels):
        return samples[(name, tuple(sorted(labels.items())))]

    assert value("hourglass_queue_messages", queue="recommendation", state="ready") == 5
    assert value("hourglass_queue_messages", queue="notify_fire", state="waiting") == scalar(
        "SELECT count(*) FROM hourglass.message"
        " WHERE queue_name = 'notify_fire' AND available_at > now()"
    )
    assert value("hourglass_queue_oldest_ready_age_seconds", queue="recommendation") >= 0
    assert value("hourglass_recommendation_triggers", state="waiting") == 5
    assert value("hourglass_recommendation_tasks", status="PENDING") == 4
    assert value("hourglass_recommendation_tasks_finished_24h", status="SUCCEEDED") == 1
    assert value("hourglass_collection_cycles_today", status="FAILED") == 1
    assert value("hourglass_collection_failures_today", kind="HTTP_5XX") == 1
    assert value("hourglass_notification_jobs_due_next_hour", kind="DEADLINE_CHECK") == 1
    assert value("hourglass_notification_lateness_seconds_count") == 0
    assert value("hourglass_review_stats_changes_behind", item_type="SOUP") == 0
    assert value("hourglass_live_workers") == 0

    # Within the cache's few seconds a new message does not show; after them it does.
    web_probe_until_allowed.send("metrics")
    assert ("hourglass_queue_messages", (("queue", "web_probe"), ("state", "ready"))) not in scrape(
        web
    )
    wait_until(
        lambda: (
            scrape(web).get(
                ("hourglass_queue_messages", (("queue", "web_probe"), ("state", "ready")))
            )
            == 1
        ),
        timeout=15,
        interval=1,
        message="the cached figures renewed",
    )


def test_metrics_take_the_bearer_token_or_the_password_and_nothing_else(web):
    assert web.get("/metrics", auth=None).status_code == 401
    assert (
        web.get("/metrics", auth=None, headers={"Authorization": "Bearer wrong"}).status_code == 401
    )
    assert (
        web.get("/metrics", auth=None, headers={"Authorization": f"Bearer {TOKEN}"}).status_code
        == 200
    )
    assert web.get("/metrics").status_code == 200


def health(**env):
    return subprocess.run(
        [str(BIN / "hourglass"), "health"],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, **env},
        timeout=60,
    )


def test_readiness_needs_a_ticking_scheduler_and_no_old_ready_message(web):
    assert web.get("/healthz", auth=None).json() == {"status": "ok"}
    response = web.get("/readyz", auth=None)
    assert response.status_code == 503
    checks = {check["name"]: check for check in response.json()["checks"]}
    assert [checks[n]["ok"] for n in ("database", "migrations", "scheduler", "queues")] == [
        True,
        True,
        False,
        True,
    ]
    not_ready = health()
    assert not_ready.returncode == 1 and "scheduler   FAIL" in not_ready.stdout

    # `hourglass scheduler`, as an older Procfile names it: periodiq's process all the same.
    scheduler = ManagedProcess([str(BIN / "hourglass"), "scheduler"], log_name="scheduler")
    try:
        wait_until(
            lambda: web.get("/readyz", auth=None).status_code == 200, timeout=30, message="ready"
        )
        assert "Registered periodic actors" in scheduler.output()
        assert health().returncode == 0

        web_probe_until_allowed.send("waits")  # nobody consumes web_probe here
        stale = wait_until(
            lambda: (
                (r := health(HOURGLASS_READY_MAX_QUEUE_AGE="1")).returncode == 1
                and "web_probe" in r.stdout
                and r
            ),
            timeout=20,
            interval=0.5,
            message="the old ready message noticed",
        )
        assert "queues      FAIL  oldest ready message older than 1s:" in stale.stdout
    finally:
        scheduler.stop()


def test_a_deployment_whose_schedulers_fire_no_tick_is_not_ready():
    silent = health()
    assert silent.returncode == 1
    assert "no scheduler is ticking: no tick fired yet (limit 180s)" in silent.stdout
    db.execute_sql(
        "INSERT INTO scheduler_tick VALUES ('collection_tick', now() - interval '10 minutes')"
    )
    stale = health().stdout
    assert "scheduler   FAIL  no scheduler is ticking: last tick fired 6" in stale
    db.execute_sql("UPDATE scheduler_tick SET last_tick_at = now()")
    assert "scheduler   ok" in health().stdout


def test_web_without_a_password_refuses_to_listen_beyond_loopback():
    result = subprocess.run(
        [str(BIN / "hourglass"), "web"],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "HOURGLASS_WEB_HOST": "0.0.0.0", "HOURGLASS_WEB_PASSWORD": ""},
    )
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "hourglass: HOURGLASS_WEB_PASSWORD is not set: refusing to listen on 0.0.0.0 "
        "(set a password, or HOURGLASS_WEB_HOST=127.0.0.1)"
    ]


def test_readyz_says_the_database_is_unreachable():
    unreachable = WebProcess(env={"DATABASE_URL": "postgresql://nobody@127.0.0.1:9/none"})
    try:
        assert unreachable.get("/healthz", auth=None).status_code == 200
        response = unreachable.get("/readyz", auth=None)
        assert response.status_code == 503
        (check,) = response.json()["checks"]
        assert check["name"] == "database" and not check["ok"] and "unreachable" in check["detail"]
    finally:
        unreachable.stop()
