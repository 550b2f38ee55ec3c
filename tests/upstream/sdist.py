"""dramatiq's own tests, from its sdist on the package registry: the version installed (the
one pyproject's range resolved to), fetched with pip into the virtualenv once and unpacked
beside it, then imported as they are. A test module of ours takes their test functions
(`functions_of`), and this folder's conftest supplies the fixtures they ask for, on hourglass's
broker and backends."""

import fcntl
import importlib.metadata
import importlib.util
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.harness import PROJECT_ROOT

VERSION = importlib.metadata.version("dramatiq")
#: Where the sdist's tests are kept between runs (`make clean` removes them with the venv).
CACHE = PROJECT_ROOT / ".venv" / "upstream" / f"dramatiq-{VERSION}"
#: The modules of its tests that run here.
MODULES = ("test_results", "test_composition")
#: The sdist alone, as the registry has it (no wheel, no dependency).
PIP_DOWNLOAD = (
    sys.executable,
    "-m",
    "pip",
    "download",
    "--quiet",
    "--no-binary",
    ":all:",
    "--no-deps",
)


def fetched() -> Path:
    """The folder of the sdist's tests, fetched first if it is not there yet (one pytest
    process at a time: the others wait for it)."""
    if all((CACHE / f"{name}.py").exists() for name in MODULES):
        return CACHE
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    with open(CACHE.parent / ".fetch.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not all((CACHE / f"{name}.py").exists() for name in MODULES):
            _fetch()
    return CACHE


def _fetch() -> None:
    with tempfile.TemporaryDirectory(dir=CACHE.parent) as folder:
        done = subprocess.run(
            [*PIP_DOWNLOAD, "--dest", folder, f"dramatiq=={VERSION}"],
            capture_output=True,
            text=True,
            timeout=300,
        )
        archives = list(Path(folder).glob("dramatiq-*.tar.gz"))
        if done.returncode != 0 or not archives:
            reason = (done.stderr.strip().splitlines() or ["pip found no sdist"])[-1]
            raise RuntimeError(reason)
        unpacked = Path(folder) / "tests"
        unpacked.mkdir()
        with tarfile.open(archives[0]) as sdist:
            for member in sdist.getmembers():
                parts = Path(member.name).parts
                if len(parts) == 3 and parts[1] == "tests" and member.name.endswith(".py"):
                    member.name = parts[2]
                    sdist.extract(member, unpacked, filter="data")
        shutil.rmtree(CACHE, ignore_errors=True)
        unpacked.rename(CACHE)


def module(name: str) -> ModuleType:
    """One of dramatiq's test modules, imported from the fetched folder as it is."""
    failure: str | None = None
    try:
        folder = fetched()
    except Exception as exc:
        failure = str(exc)
    if failure is not None:  # failed outside the handler: one line, no chained traceback
        pytest.fail(
            f"cannot fetch dramatiq {VERSION}'s sdist for its own tests (pip download"
            f" dramatiq=={VERSION} --no-binary :all:): {failure}",
            pytrace=False,
        )
    spec = importlib.util.spec_from_file_location(
        f"dramatiq_upstream.{name}", folder / f"{name}.py"
    )
    assert spec is not None and spec.loader is not None
    loaded = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loaded)
    return loaded


def functions_of(name: str) -> dict[str, Any]:
    """The test functions of dramatiq's module `name`, for a test module's namespace."""
    return {key: value for key, value in vars(module(name)).items() if key.startswith("test_")}
