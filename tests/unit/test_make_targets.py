"""The two commands install what each needs: `make run` the runtime dependencies only,
`make test` and `make lint` the test extra too (read from make's dry run)."""

import subprocess

from tests.harness import PROJECT_ROOT


def installs(target, tmp_path) -> list[str]:
    """The pip installs `make TARGET` would run on a fresh clone (no venv yet)."""
    dry_run = subprocess.run(
        ["make", "-n", target, f"VENV={tmp_path / 'venv'}"],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return [line for line in dry_run.stdout.splitlines() if "pip install" in line]


def test_make_run_installs_the_runtime_dependencies_without_the_test_extra(tmp_path):
    commands = installs("run", tmp_path)
    assert any(line.endswith("install --quiet -e .") for line in commands), commands
    assert not any("[test]" in line for line in commands), commands


def test_make_test_and_make_lint_install_the_test_extra(tmp_path):
    for target in ("test", "lint"):
        assert any('-e ".[test]"' in line for line in installs(target, tmp_path)), target
