"""An older release's benchmark beside this tree's, on the same machine, back to back:

    python -m bench.compare <release-ref> [bench-name] [--runs N]

checks <release-ref> out into a temporary `git worktree`, then runs its `python -m bench
<name>` and this tree's in pairs, N times each: the older first in odd pairs, this tree
first in even ones (on a machine drifting within a session, the tree that always ran second
looked 1.15x slower, 7 Dec). Each run is alone on a fresh embedded PostgreSQL of its own (a
new HOURGLASS_DATA_DIR, no DATABASE_URL); the figures the runs printed are shown side by
side, with the medians; every run's figures also go to
bench/results/compare.json. The older release runs its own code (cwd and PYTHONPATH its
tree) on this venv's dependencies.

HOURGLASS_BENCH_NOTIFICATION_SCALES=1x (bench/notifications.py) measures only the 10,000 a
minute case, in a release whose notification bench ignores the variable too.
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from bench.notifications import SCALES_VARIABLE
from bench.results import LATEST

PROJECT_ROOT = Path(__file__).resolve().parent.parent
RESULTS = LATEST.parent / "compare.json"
#: A figure as bench/results.py's `record` prints it: two spaces, its name, its value.
FIGURE = re.compile(r"^  ([a-z0-9_]+) +(\S+)$")

#: `python -m bench NAME...` for a release whose bench/notifications.py knows no
#: SCALES_VARIABLE: its 10x measure is left out when only 1x is asked for.
ONE_X_ONLY = """
import sys
import bench.notifications as notifications
from bench.__main__ import main
measure = notifications._measure
notifications._measure = lambda db, prefix, *rest: (
    {} if prefix.endswith("_10x") else measure(db, prefix, *rest)
)
main(sys.argv[1:])
"""


@contextmanager
def release_tree(ref: str) -> Iterator[Path]:
    """A temporary detached `git worktree` of `ref`, removed after."""
    tree = Path(tempfile.mkdtemp(prefix="hourglass-release-")) / "tree"
    git = ["git", "-C", str(PROJECT_ROOT)]
    subprocess.run([*git, "worktree", "add", "--detach", str(tree), ref], check=True)
    try:
        yield tree
    finally:
        subprocess.run([*git, "worktree", "remove", "--force", str(tree)], check=False)
        shutil.rmtree(tree.parent, ignore_errors=True)


def tree_environment(tree: Path, data_dir: Path) -> dict[str, str]:
    """The environment of a run of `tree`'s code on its own embedded server in `data_dir`."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DATABASE_URL", "HOURGLASS_DIRECT_DATABASE_URL")
    }
    env["HOURGLASS_DATA_DIR"] = str(data_dir)
    env["PYTHONUNBUFFERED"] = "1"  # its lines show as they are printed
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(tree), env.get("PYTHONPATH")]))
    return env


def check_runs_own_code(tree: Path) -> None:
    """The venv holds one tree in editable mode: a run of `tree` must import its packages."""
    shown = subprocess.run(
        [sys.executable, "-c", "import actors, hourglass, models\nprint(hourglass.__file__)"],
        cwd=tree,
        env=tree_environment(tree, Path(tempfile.gettempdir())),
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    if not Path(shown).is_relative_to(tree):
        raise SystemExit(f"{tree} would run {shown}, not its own code")


def bench_command(tree: Path, name: str) -> list[str]:
    """`python -m bench NAME` in `tree`, or ONE_X_ONLY where its bench would run 10x unasked."""
    scales = os.environ.get(SCALES_VARIABLE, "1x,10x")
    notifications = (tree / "bench" / "notifications.py").read_text()
    if name == "notifications" and "10x" not in scales and SCALES_VARIABLE not in notifications:
        return [sys.executable, "-c", ONE_X_ONLY, name]
    return [sys.executable, "-m", "bench", name]


def run_bench(label: str, tree: Path, name: str) -> dict[str, float | str]:
    """One run of `tree`'s bench alone on a fresh embedded server; the figures it printed."""
    data_dir = Path(tempfile.mkdtemp(prefix="hourglass-compare-"))
    figures: dict[str, float | str] = {}
    try:
        with subprocess.Popen(
            bench_command(tree, name),
            cwd=tree,
            env=tree_environment(tree, data_dir),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        ) as process:
            assert process.stdout is not None
            for line in process.stdout:
                print(f"[{label}] {line}", end="", flush=True)
                match = FIGURE.match(line.rstrip("\n"))
                if match:
                    figures[match[1]] = _number(match[2])
        if process.returncode != 0:
            raise SystemExit(f"[{label}] python -m bench {name} exited {process.returncode}")
    finally:
        stop_server(data_dir)
        shutil.rmtree(data_dir, ignore_errors=True)
    return figures


def stop_server(data_dir: Path) -> None:
    """Stop the run's embedded server if the run left it up (its last user stops it)."""
    import pgserver

    pgdata = data_dir / "pgdata"
    if (pgdata / "postmaster.pid").exists():
        user = "pgserver" if os.geteuid() == 0 else None
        pgserver.pg_ctl(["-w", "-m", "fast", "stop"], pgdata=pgdata, user=user, timeout=60)


def _number(text: str) -> float | str:
    try:
        return float(text)
    except ValueError:
        return text


def side_by_side(ref: str, runs: dict[str, list[dict[str, float | str]]]) -> str:
    """Each figure: the older release's runs and median, this tree's, and this / older."""
    older, this = runs[ref], runs["this"]
    names = list(dict.fromkeys(name for run in older + this for name in run))
    header = f"{'figure':<42} {ref + ' runs':<28} {'median':>9}   {'this runs':<28} {'median':>9}"
    lines = [f"{header}  this/older"]
    for name in names:
        row = []
        for figures in (older, this):
            values = [run.get(name) for run in figures]
            numbers = [v for v in values if isinstance(v, float)]
            row.append(" ".join(_shown(v) for v in values))
            row.append(_shown(statistics.median(numbers)) if numbers else "-")
        ratio = _ratio(row[1], row[3])
        lines.append(f"{name:<42} {row[0]:<28} {row[1]:>9}   {row[2]:<28} {row[3]:>9}  {ratio}")
    return "\n".join(lines)


def _shown(value: object) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    return "-" if value is None else str(value)


def _ratio(older: str, this: str) -> str:
    try:
        return f"x{float(this) / float(older):.2f}"
    except (ValueError, ZeroDivisionError):
        return ""


def main() -> None:
    parser = argparse.ArgumentParser(
        prog="python -m bench.compare",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("ref", help="the older release (a commit, tag or branch)")
    parser.add_argument("name", nargs="?", default="notifications", help="the bench to run")
    parser.add_argument("--runs", type=int, default=3, help="runs of each tree (default 3)")
    args = parser.parse_args()
    runs: dict[str, list[dict[str, float | str]]] = {args.ref: [], "this": []}
    with release_tree(args.ref) as older:
        check_runs_own_code(older)
        check_runs_own_code(PROJECT_ROOT)
        for number in range(1, args.runs + 1):
            pair = [(args.ref, older), ("this", PROJECT_ROOT)]
            for label, tree in pair if number % 2 else reversed(pair):
                print(f"== {label} run {number} of {args.runs}: python -m bench {args.name}")
                runs[label].append(run_bench(f"{label} {number}", tree, args.name))
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps({"bench": args.name, "runs": runs}, indent=2) + "\n")
    print(side_by_side(args.ref, runs))


if __name__ == "__main__":
    main()
