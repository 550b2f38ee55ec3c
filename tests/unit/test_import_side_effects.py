"""Importing hourglass's modules reaches no database: the broker is built when `actors`
declares its actors, and its pool connects on first use."""

import subprocess
import sys

from tests.harness import PROJECT_ROOT

IMPORT_EVERYTHING = """
import hourglass.core.broker as broker_module
assert broker_module._broker is None, "importing hourglass.core.broker built the broker"
import actors, periodic, hourglass.operator.cli, hourglass.operator.web.app
import hourglass.core.database as database
assert database._embedded_server is None, "an import started the embedded PostgreSQL"
assert broker_module._broker is not None and broker_module._broker.pool._pool is None
"""


def test_importing_every_module_starts_no_database_and_builds_the_broker_only_for_the_actors(
    tmp_path,
):
    data_dir = tmp_path / "data"
    env = {"PATH": "/usr/bin:/bin", "HOURGLASS_DATA_DIR": str(data_dir)}
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_EVERYTHING],
        cwd=PROJECT_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert not data_dir.exists()


def test_a_worker_imports_every_pipeline_without_prometheus_client():
    """dramatiq's Prometheus middleware needs prometheus_client imported only after a worker
    process boots: importing `actors` and `periodic` (what a worker and the scheduler load)
    must not import it."""
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, actors, periodic\n"
            "assert 'prometheus_client' not in sys.modules, 'prometheus_client imported'",
        ],
        cwd=PROJECT_ROOT,
        env={"PATH": "/usr/bin:/bin", "HOURGLASS_DATA_DIR": "/nonexistent/hourglass"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
