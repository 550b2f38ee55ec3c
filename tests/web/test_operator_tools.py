"""What operators plug into hourglass: the shipped alert rules (deploy/prometheus) through
Debian's promtool — checked, unit-tested, every rule with its runbook section — and the
Grafana dashboard (deploy/grafana), every expression of both on a metric that a live
`/metrics` exports, which itself passes `promtool check metrics`."""

import json
import re
import shutil
import subprocess

import pytest
import yaml

from actors import PIPELINES
from hourglass.core import retention
from models import db
from tests.harness import PROJECT_ROOT, lacking, take_messages, wait_until
from tests.web.test_dashboard_browser import known_workload
from tests.web.test_metrics_and_health import scrape

RULES = PROJECT_ROOT / "deploy" / "prometheus" / "hourglass-alerts.yml"
RULE_TESTS = PROJECT_ROOT / "deploy" / "prometheus" / "hourglass-alerts.test.yml"
DASHBOARD = PROJECT_ROOT / "deploy" / "grafana" / "hourglass.json"
RUNBOOK = PROJECT_ROOT / "docs" / "runbook.md"

METRIC_NAME = re.compile(r"\bhourglass_[a-z0-9_]+\b")


@pytest.fixture(scope="module")
def promtool():
    """Debian's promtool (package `prometheus`); missing, the tests that need it are skipped
    with one line saying so, except under CI=true, where they fail."""
    path = shutil.which("promtool")
    if path is None:
        lacking("promtool is not installed (apt-get install prometheus; .ci/run does)")
    return path


def run(command, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, timeout=60, **kwargs)


def alert_rules() -> list[dict]:
    groups = yaml.safe_load(RULES.read_text())["groups"]
    return [rule for group in groups for rule in group["rules"]]


def dashboard_expressions() -> list[str]:
    panels = json.loads(DASHBOARD.read_text())["panels"]
    return [target["expr"] for panel in panels for target in panel.get("targets", ())]


def exported_names(text) -> set[str]:
    """The sample names a /metrics text can carry, from its TYPE lines (a family without a
    sample today still counts: its figures are real, just zero or empty). A counter's TYPE
    line already names it with `_total`."""
    names: set[str] = set()
    for name, kind in re.findall(r"^# TYPE (\S+) (\S+)$", text, flags=re.MULTILINE):
        suffixes = ("_bucket", "_sum", "_count") if kind == "histogram" else ("",)
        names.update(name + suffix for suffix in suffixes)
    return names


def test_the_alert_rules_pass_promtool_check_and_each_fires_and_resolves_in_its_unit_test(
    promtool,
):
    checked = run([promtool, "check", "rules", str(RULES)])
    assert checked.returncode == 0, checked.stdout + checked.stderr
    tested = run([promtool, "test", "rules", RULE_TESTS.name], cwd=RULE_TESTS.parent)
    assert tested.returncode == 0, tested.stdout + tested.stderr
    # Every alert appears in the unit tests both firing and with no alert expected.
    cases = [
        case
        for test in yaml.safe_load(RULE_TESTS.read_text())["tests"]
        for case in test["alert_rule_test"]
    ]
    for rule in alert_rules():
        own = [case for case in cases if case["alertname"] == rule["alert"]]
        assert any(case["exp_alerts"] for case in own), f"{rule['alert']} never fires"
        assert any(not case["exp_alerts"] for case in own), f"{rule['alert']} never resolves"


def test_every_alert_links_a_runbook_section_that_exists():
    anchors = {
        re.sub(r"[^a-z0-9-]", "", heading.strip().lower().replace(" ", "-"))
        for heading in re.findall(r"^## (.+)$", RUNBOOK.read_text(), flags=re.MULTILINE)
    }
    for rule in alert_rules():
        url = rule["annotations"]["runbook_url"]
        assert url.startswith("docs/runbook.md#"), url
        assert url.split("#", 1)[1] in anchors, f"{rule['alert']}: no section {url}"


def test_live_metrics_pass_promtool_check_metrics(promtool, web):
    known_workload()
    text = web.get("/metrics").text
    checked = run([promtool, "check", "metrics"], input=text)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_every_metric_the_alerts_and_the_dashboard_read_is_exported_by_live_metrics(web):
    known_workload()
    exported = exported_names(web.get("/metrics").text)
    expressions = [rule["expr"] for rule in alert_rules()] + dashboard_expressions()
    assert len(dashboard_expressions()) >= 15
    for expression in expressions:
        names = set(METRIC_NAME.findall(expression))
        assert names, f"no hourglass metric in {expression!r}"
        assert names <= exported, f"{expression!r} reads {sorted(names - exported)}"


def test_prunable_rows_show_rows_past_retention_until_a_prune_deletes_them(web):
    known_workload()
    prunable = ("hourglass_retention_prunable_rows", (("rows", "recommendation tasks"),))
    wait_until(
        lambda: scrape(web).get(prunable) == 0, timeout=15, interval=1, message="none prunable"
    )
    db.execute_sql(
        "UPDATE recommendation_task SET finished_at = now() - interval '8 days'"
        " WHERE status = 'SUCCEEDED'"
    )
    wait_until(
        lambda: scrape(web).get(prunable) == 1, timeout=15, interval=1, message="one prunable"
    )
    assert retention.prune(retention.targets(PIPELINES))["recommendation tasks"] == 1
    wait_until(lambda: scrape(web).get(prunable) == 0, timeout=15, interval=1, message="pruned")


def test_the_queue_rows_deleted_counter_counts_the_messages_settled(web):
    deleted = ("hourglass_queue_rows_deleted_total", ())
    before = scrape(web)[deleted]
    known_workload()
    assert len(take_messages("recommendation", 10)) == 5
    wait_until(
        lambda: scrape(web)[deleted] >= before + 5,
        timeout=30,
        interval=1,
        message="five deleted rows counted",
    )
