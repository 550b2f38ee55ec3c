"""A pipeline declared in test code only (tests/web/tide_gauge) is run, shown, counted and
pruned by the platform once it is handed over beside `actors.PIPELINES`: its periodic
actor fires from its periodiq option and runs on a real worker, `hourglass status` counts
its rows, the dashboard (served by uvicorn in this process) lists and renders its page, `/metrics` carries
its metric, and retention deletes its old rows."""

import contextlib
import re
import threading
from collections.abc import Iterator

import httpx
import pytest
import uvicorn
from prometheus_client.parser import text_string_to_metric_families

from actors import PIPELINES
from hourglass.core import retention
from hourglass.core.scheduler import fire_due_ticks
from hourglass.operator.status import collect_status
from hourglass.operator.web.app import create_app
from models import db
from tests.harness import scalar, start_worker, wait_until
from tests.web import tide_gauge
from tests.web.conftest import free_port

WITH_TIDE_GAUGE = [*PIPELINES, tide_gauge.PIPELINE]


@pytest.fixture
def tide_table():
    db.execute_sql(tide_gauge.CREATE_TABLE)
    yield
    db.execute_sql(tide_gauge.DROP_TABLE)


@contextlib.contextmanager
def serving(app) -> Iterator[httpx.Client]:
    """`app` served by uvicorn in this process (a thread) on a free loopback port, and a
    client of it; the test's database and declarations are the app's."""
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_config=None))
    thread = threading.Thread(target=server.run, name="test-web", daemon=True)
    thread.start()
    try:
        wait_until(lambda: server.started or not thread.is_alive(), message="uvicorn serving")
        assert server.started, "uvicorn did not start"
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=10) as client:
            yield client
    finally:
        server.should_exit = True
        thread.join(timeout=10)


def readings() -> int:
    return scalar(tide_gauge.READINGS)


def add_old_reading() -> None:
    db.execute_sql(
        "INSERT INTO tide_reading (read_at) VALUES (now() - %s)",
        (tide_gauge.KEEP_READINGS_FOR * 2,),
    )


def figure(html: str, key: str) -> str:
    found = re.search(rf'data-figure="{key}">([^<]*)<', html)
    assert found, html
    return found.group(1).strip()


def test_the_fifth_pipelines_periodic_actor_fires_from_its_periodiq_option_and_runs_on_a_worker(
    tide_table,
):
    fired = fire_due_ticks(tide_gauge.TIMETABLE, db.now())
    assert [actor for actor, _ in fired] == ["read_tide_gauge"]
    worker = start_worker("tests.web.tide_gauge", queues=["tide_gauge"])
    try:
        wait_until(lambda: readings() == 1, message="the tide reading recorded")
    finally:
        worker.stop()


def test_status_counts_the_fifth_pipelines_rows(tide_table):
    add_old_reading()
    report = collect_status(db, WITH_TIDE_GAUGE)
    assert report["pipelines"]["tide_gauge"] == {"readings": 1}
    assert set(report["pipelines"]) == {p.name for p in WITH_TIDE_GAUGE}


def test_the_dashboard_lists_and_renders_the_fifth_page_and_metrics_carry_its_metric(tide_table):
    add_old_reading()
    add_old_reading()
    with serving(create_app(pipelines=WITH_TIDE_GAUGE)) as client:
        overview = client.get("/")
        assert overview.status_code == 200, overview.text
        navigation = re.findall(r'<a href="(/[^"]*)"[^>]*>([^<]*)</a>', overview.text)
        assert navigation[:6] == [
            ("/", "Overview"),
            ("/recommendation", "Recommendation"),
            ("/collection", "Collection"),
            ("/notifications", "Notifications"),
            ("/review-stats", "Review statistics"),
            ("/tide-gauge", "Tide gauge"),
        ]

        page = client.get("/tide-gauge")
        assert page.status_code == 200, page.text
        assert "<h1>Tide gauge</h1>" in page.text
        assert figure(page.text, "readings") == "2"
        live = client.get("/tide-gauge", params={"fragment": "1"})
        assert figure(live.text, "readings") == "2"
        assert "<nav>" not in live.text

        metrics = client.get("/metrics")
        assert metrics.status_code == 200, metrics.text
    samples = {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(metrics.text)
        for sample in family.samples
    }
    assert samples[("hourglass_tide_gauge_readings", ())] == 2
    assert samples[("hourglass_retention_prunable_rows", (("rows", "tide readings"),))] == 2
    assert samples[("hourglass_recommendation_tasks", (("status", "PENDING"),))] == 0


def test_the_dashboard_without_the_fifth_pipeline_has_no_fifth_page(tide_table):
    with serving(create_app()) as client:
        assert "/tide-gauge" not in client.get("/").text
        assert client.get("/tide-gauge").status_code == 404
        assert "hourglass_tide_gauge_readings" not in client.get("/metrics").text


def test_retention_prunes_the_fifth_pipelines_old_rows_and_keeps_the_recent_ones(tide_table):
    add_old_reading()
    db.execute_sql("INSERT INTO tide_reading DEFAULT VALUES")
    deleted = retention.prune(retention.targets(WITH_TIDE_GAUGE))
    assert deleted["tide readings"] == 1
    assert readings() == 1
    assert scalar("SELECT count(*) FROM tide_reading WHERE read_at > now() - interval '1 day'") == 1
