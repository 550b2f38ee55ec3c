"""HOURGLASS_WORKER_PROMETHEUS=true: a worker serves dramatiq's own per-actor metrics on
its exposition port (dramatiq_prom_port), scraped like any Prometheus target."""

import httpx
from prometheus_client.parser import text_string_to_metric_families

from tests.harness import start_worker, wait_until
from tests.web.conftest import free_port
from tests.web.probe_actors import log_probe_work


def test_a_worker_exposes_per_actor_counters_and_durations(tmp_path):
    port = free_port()
    env = {
        "HOURGLASS_WORKER_PROMETHEUS": "true",
        "dramatiq_prom_host": "127.0.0.1",
        "dramatiq_prom_port": str(port),
        "dramatiq_prom_db": str(tmp_path / "prometheus"),
    }
    worker = start_worker("tests.web.probe_actors", queues=["log_probe"], env=env)
    try:
        for _ in range(3):
            log_probe_work.send("x")
        wait_until(
            lambda: _sample(port, "dramatiq_messages_total", actor_name="log_probe_work") == 3,
            timeout=30,
            interval=0.5,
            message="three messages counted",
        )
        assert (
            _sample(
                port, "dramatiq_message_duration_milliseconds_count", actor_name="log_probe_work"
            )
            == 3
        )
    finally:
        worker.stop()


def _sample(port, name, **labels):
    try:
        text = httpx.get(f"http://127.0.0.1:{port}/", timeout=2).text
    except httpx.TransportError:
        return None
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name == name and all(sample.labels.get(k) == v for k, v in labels.items()):
                return sample.value
    return None
