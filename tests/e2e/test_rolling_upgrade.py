"""A Heroku-style release under load: the previous landed release's worker, scheduler and
product traffic (its code from git, on this venv) run while this tree's `hourglass migrate`
applies the new migrations; then this tree's processes start beside them and the old ones
get SIGTERM. Nothing may fail, be lost or be done twice across the two releases."""

import os
import re
import signal
import subprocess
import sys
import time
import tomllib
from collections import Counter
from pathlib import Path
from typing import NoReturn

import pytest

from models import db
from tests.e2e.release_load import ITEM_TYPES as LOADED_ITEM_TYPES
from tests.e2e.test_review_stats_e2e import stats_match_recount
from tests.faults.workload import Receiver
from tests.harness import (
    PROJECT_ROOT,
    ManagedProcess,
    lacking,
    nonzero_counts,
    run_hourglass,
    scalar,
    scratch_database,
    start_scheduler,
    start_worker,
    use_database,
    wait_until,
)

#: The previous landed release: the commit whose workers and scheduler the new migrations
#: must not break while they run. Each release moves it to the release before it.
PREVIOUS_RELEASE = "15dc7a81854a613d7ca061a4675c7f9a2baaf9f2"

LOAD = Path(__file__).with_name("release_load.py")
#: Both releases send every message through the hot lane and the wheel by default
#: (docs/queue-ring.md). The previous release runs either so, its claims and take-alongs
#: sharing the stripes, cursors and the wheel's promotions with the new release's, or with
#: every queue's Python sends kept on the cold lane (its escape hatch), where what it left
#: in dramatiq.queue must still be done once. Either way, what the old worker hands back at
#: SIGTERM (to the cold lane) must be done once.
OLD_COLD_LANE_ENVIRONMENT = {
    "HOURGLASS_COLD_LANE_QUEUES": "recommendation,collection,review_stats,scans,notify_fire,notify_send"
}

#: Member, task and user ids of the new release's traffic start here, clear of the old's.
NEW_LOAD_FIRST_ID = 1_000_000

#: How long a refresh's recommender takes.
RECOMMENDER_SECONDS = "0.5"

#: Refreshes each release's worker must have done before the test moves on.
REFRESHES_PER_STEP = 15

#: A worker's graceful stop, handing back what it claimed but had not started.
HANDED_BACK = re.compile(r"event=worker_handed_back pid=\d+ messages=(\d+)")

#: A line of a process's log that says something went wrong.
FAILURE = re.compile(r"Traceback|event=\w*failed|\bERROR\b|\bCRITICAL\b")


def unavailable(reason: str) -> NoReturn:
    """CI runs in a git clone, where the previous release must be at hand; elsewhere
    (an exported tree) the test cannot run."""
    lacking(
        f"previous release {PREVIOUS_RELEASE[:8]} unavailable ({reason}):"
        " the test needs a git clone that holds it"
    )


@pytest.fixture
def previous_release(tmp_path) -> Path:
    """The previous release's tree, from git, in a temporary folder."""
    tree = tmp_path / "previous-release"
    tree.mkdir()
    try:
        archive = subprocess.run(
            ["git", "archive", PREVIOUS_RELEASE], cwd=PROJECT_ROOT, capture_output=True, timeout=60
        )
    except OSError as exc:
        unavailable(f"no git ({exc.strerror})")
    if archive.returncode != 0:
        unavailable(archive.stderr.decode().strip().splitlines()[-1])
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive.stdout, check=True, timeout=60)
    return tree


@pytest.fixture
def unmigrated_database():
    """A database of the test's own on the suite's server, with no migration applied (the
    previous release's `hourglass migrate` makes it), dropped after."""
    suite_url = os.environ["DATABASE_URL"]
    with scratch_database("hourglass_rolling") as url:
        use_database(url)
        try:
            yield
        finally:
            use_database(suite_url)


@pytest.fixture
def receiver():
    receiver = Receiver(delay=0.02)
    yield receiver
    receiver.close()


def previous_release_environment(tree: Path) -> dict:
    return {"PYTHONPATH": os.pathsep.join(filter(None, [str(tree), os.environ.get("PYTHONPATH")]))}


def previous_release_hourglass(tree: Path) -> list[str]:
    """The previous release's `hourglass` command: its own console script's entry point (this
    venv's script names this tree's, which may have moved)."""
    scripts = tomllib.loads((tree / "pyproject.toml").read_text())["project"]["scripts"]
    module, _, function = scripts["hourglass"].partition(":")
    return [
        sys.executable,
        "-c",
        f"import sys; from {module} import {function}; sys.exit({function}())",
    ]


def assert_runs_the_code_of(tree: Path, env: dict) -> None:
    """The venv holds this tree in editable mode: the previous release's processes must
    import its packages, not this tree's."""
    shown = subprocess.run(
        [
            sys.executable,
            "-c",
            "import actors, hourglass, models, periodic\n"
            "print(actors.__file__, hourglass.__file__, models.__file__, periodic.__file__)",
        ],
        cwd=tree,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert shown.returncode == 0, shown.stderr
    for path in shown.stdout.split():
        assert Path(path).is_relative_to(tree), shown.stdout


def process_group(process: ManagedProcess) -> set[int]:
    """The pids of the process and its children (a dramatiq worker's forked processes)."""
    pids = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if os.getpgid(int(entry.name)) == process.pid:
                    pids.add(int(entry.name))
            except ProcessLookupError:
                pass
    return pids


def refreshes_by(pids: set[int]) -> int:
    """Members whose list a process of `pids` saved (the recommender answers its pid)."""
    return scalar(
        "SELECT count(*) FROM recommended_product WHERE product_id = ANY(%s)", (sorted(pids),)
    )


def wait_for_refreshes(pids: set[int], at_least: int, processes, what: str) -> None:
    try:
        wait_until(lambda: refreshes_by(pids) >= at_least, timeout=45, interval=0.2, message=what)
    except AssertionError as exc:
        raise AssertionError(f"{exc}\n{logs_of(processes)}") from None


def stop_together(release: list[ManagedProcess]) -> None:
    """SIGTERM to every process of the previous release at once; each must end by itself,
    gracefully. To each main process, which dramatiq forwards to its children: the platform
    signals the whole group, and the previous release's worker took that signal and the
    forwarded one, coming together, for two stops once, and the second for "kill now" (exit
    1, its work handed back; fixed since, tests/integration/test_graceful_stop_signals.py).
    tests/faults/test_worker_stop.py signals this release's workers both ways."""
    for process in release:
        os.kill(process.pid, signal.SIGTERM)
    for process in release:
        try:
            code = process.popen.wait(timeout=30)
        except subprocess.TimeoutExpired:
            code = None  # still running 30 s after SIGTERM: its log says where it waits
        assert code == 0, f"exit code {code}\n{logs_of([process])}"
        process.stop()


def failures_in(process: ManagedProcess) -> list[str]:
    """Each passage of the process's log that says something went wrong: a failing line and
    the 40 after it (a traceback's frames)."""
    lines = process.output().splitlines()
    passages, shown_until = [], 0
    for at, line in enumerate(lines):
        if at >= shown_until and FAILURE.search(line):
            shown_until = at + 41
            passages.append("\n".join(lines[at:shown_until]))
    return passages


def logs_of(processes) -> str:
    return "\n".join(f"--- {p.popen.args}\n{p.output()[-3000:]}" for p in processes)


#: Work owed or held, by what it is: all 0 once both releases' work is done.
OWED = {
    "unfinished refreshes": "SELECT count(*) FROM recommendation_task"
    " WHERE status IN ('PENDING', 'RUNNING')",
    "due triggers": "SELECT count(*) FROM member_visit_trigger WHERE trigger_at <= now()",
    "waiting deadline checks": "SELECT count(*) FROM scheduled_job"
    " WHERE kind = 'DEADLINE_CHECK' AND status = 'SCHEDULED'",
    "undelivered requests": "SELECT count(*) FROM notification_request WHERE status = 'PENDING'",
    "stale review stats": "SELECT count(*) FROM review_stats_signal AS s"
    " LEFT JOIN review_stats AS r USING (item_type)"
    " WHERE s.pending_ticket IS NOT NULL OR r.source_version IS DISTINCT FROM s.dirty_version",
    "messages due or held": """SELECT count(*) FROM hourglass.message
    WHERE "state" = 'consumed' OR ("state" = 'queued' AND available_at <= now())""",
    "hot-lane messages not settled": """SELECT count(*) FROM queue_ring_message AS m
    WHERE NOT EXISTS (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = m.slot AND t.id = m.id)""",
}


def owed() -> dict:
    return nonzero_counts(OWED)


def wait_for_the_work_to_settle(processes) -> None:
    try:
        wait_until(lambda: not owed(), timeout=45, interval=0.2, message="the work to settle")
    except AssertionError as exc:
        raise AssertionError(f"{exc}: {owed()}\n{logs_of(processes)}") from None


def assert_each_refresh_done_once(old_pids: set[int], new_pids: set[int]) -> None:
    """Every visited member: one task, SUCCEEDED at its first attempt, its list saved by a
    worker of either release."""
    visited = scalar("SELECT count(*) FROM member_visit_trigger")
    tasks = db.execute_sql(
        "SELECT member_id, status, attempts FROM recommendation_task ORDER BY member_id"
    ).fetchall()
    assert len(tasks) == visited == len({member for member, _, _ in tasks})
    assert {(status, attempts) for _, status, attempts in tasks} == {("SUCCEEDED", 1)}, [
        task for task in tasks if task[1:] != ("SUCCEEDED", 1)
    ]
    assert scalar("SELECT count(*) FROM recommended_product") == visited
    assert refreshes_by(old_pids) + refreshes_by(new_pids) == visited


def assert_each_due_check_fired_once(receiver) -> None:
    """Every deadline check fired into one request, or was cancelled by its task's
    completion; each request SENT and POSTed once under its own key."""
    checks = dict(
        db.execute_sql(
            "SELECT status, count(*) FROM scheduled_job WHERE kind = 'DEADLINE_CHECK' GROUP BY 1"
        ).fetchall()
    )
    assert set(checks) <= {"FIRED", "CANCELLED"} and checks.get("FIRED"), checks
    requests = db.execute_sql(
        "SELECT id::text, scheduled_job_id, status FROM notification_request"
    ).fetchall()
    fired_checks = scalar(
        "SELECT count(*) FROM scheduled_job WHERE kind = 'DEADLINE_CHECK' AND status = 'FIRED'"
        " AND notification_request_id IS NOT NULL"
    )
    assert len(requests) == len({job for _, job, _ in requests}) == fired_checks == checks["FIRED"]
    assert {status for _, _, status in requests} == {"SENT"}
    assert sorted(receiver.received()) == sorted(request for request, _, _ in requests)


def assert_queue_holds_only_waiting_timers() -> None:
    """No dead letter; every message left is the timer of a job still waiting (a reminder
    hours away), and every waiting job has its timer."""
    assert scalar("""SELECT count(*) FROM hourglass.message WHERE "state" = 'rejected'""") == 0
    unmatched = db.execute_sql(
        """
        SELECT q.message->>'actor_name', j.kind
        FROM hourglass.message AS q
        FULL JOIN (SELECT * FROM scheduled_job WHERE status = 'SCHEDULED') AS j
          ON j.message_id = q.message_id
        WHERE q.message_id IS NULL OR j.id IS NULL
        """
    ).fetchall()
    assert unmatched == []


def assert_review_stats_match_a_recount() -> None:
    """Every item type the load reviewed was signalled and holds its recount. Others may be
    signalled too: the daily recompute of every item type (18:00 UTC) signals them all when
    the test runs across it."""
    changed = {t for (t,) in db.execute_sql("SELECT item_type FROM review_stats_signal")}
    assert set(LOADED_ITEM_TYPES) <= changed
    for item_type in LOADED_ITEM_TYPES:
        assert stats_match_recount(item_type), item_type


TICK_FIRED = re.compile(r"event=tick_fired actor=(\S+) tick=(\S+)")


def assert_each_tick_fired_once(schedulers) -> None:
    """Old and new schedulers together fired no (actor, tick) twice."""
    fired = Counter(match.groups() for s in schedulers for match in TICK_FIRED.finditer(s.output()))
    assert fired and max(fired.values()) == 1, fired


@pytest.mark.waits(80)
@pytest.mark.parametrize(
    "old_lanes",
    [{}, OLD_COLD_LANE_ENVIRONMENT],
    ids=["old-release-defaults", "old-release-cold-lane"],
)
def test_a_release_migrates_and_replaces_the_previous_ones_processes_under_load_losing_or_doubling_nothing(
    old_lanes, previous_release, unmigrated_database, receiver, processes
):
    old = {**previous_release_environment(previous_release), **old_lanes}
    assert_runs_the_code_of(previous_release, old)
    worker_env = {
        "HOURGLASS_NOTIFICATION_URL": receiver.url,
        "HOURGLASS_RECOMMENDER": "tests.e2e.recommenders:answer_with_pid",
        # Refreshes take a while: the old worker holds some when it gets SIGTERM.
        "RECOMMENDER_SECONDS": RECOMMENDER_SECONDS,
    }

    # The previous release runs: migrated by its own code, its worker, scheduler and traffic.
    migrated = subprocess.run(
        [*previous_release_hourglass(previous_release), "migrate"],
        cwd=previous_release,
        env={**os.environ, **old},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert migrated.returncode == 0, migrated.stderr
    old_worker = start_worker(env={**worker_env, **old}, cwd=previous_release)
    processes.append(old_worker)
    old_pids = process_group(old_worker)
    old_scheduler = ManagedProcess(
        [*previous_release_hourglass(previous_release), "scheduler"],
        env=old,
        log_name="scheduler",
        cwd=previous_release,
    )
    processes.append(old_scheduler)
    wait_until(
        lambda: "event=tick_fired actor=collection_tick" in old_scheduler.output(),
        timeout=75,
        message="the previous release's scheduler to fire a tick",
    )
    old_load = ManagedProcess(
        [sys.executable, str(LOAD), "1"], env=old, log_name="load", cwd=previous_release
    )
    processes.append(old_load)
    wait_for_refreshes(old_pids, REFRESHES_PER_STEP, processes, "the previous release's refreshes")

    # The release phase: this tree's migrations while the old processes take work.
    new_migrations = sorted(
        {p.stem for p in (PROJECT_ROOT / "migrations").glob("[0-9]*.py")}
        - {p.stem for p in (previous_release / "migrations").glob("[0-9]*.py")}
    )
    migrate_started = time.monotonic()
    migrated = run_hourglass("migrate")
    migrate_s = time.monotonic() - migrate_started
    assert migrated.returncode == 0, migrated.stderr
    for name in new_migrations:
        assert name in migrated.stdout, migrated.stdout
    migrated_at = refreshes_by(old_pids)
    wait_for_refreshes(
        old_pids,
        migrated_at + REFRESHES_PER_STEP,
        processes,
        "the previous release's refreshes on the new schema",
    )

    # The new release starts beside the old one; then the old gets SIGTERM.
    new_worker = start_worker(env=worker_env)
    processes.append(new_worker)
    new_pids = process_group(new_worker)
    new_scheduler = start_scheduler(env={"HOURGLASS_LOG_LEVEL": "DEBUG"})
    processes.append(new_scheduler)
    new_load = ManagedProcess([sys.executable, str(LOAD), str(NEW_LOAD_FIRST_ID)], log_name="load")
    processes.append(new_load)
    wait_for_refreshes(new_pids, REFRESHES_PER_STEP, processes, "the new release's refreshes")
    # The new periodiq evaluates the minute the old scheduler fired already: it fires nothing.
    wait_until(
        lambda: "event=tick_already_fired actor=collection_tick" in new_scheduler.output(),
        timeout=20,
        message="the new scheduler to find the old one's tick fired",
    )
    stop_together([old_load, old_worker, old_scheduler])
    old_stopped_at = scalar("SELECT now()")
    stopped_at = refreshes_by(new_pids)
    wait_for_refreshes(
        new_pids, stopped_at + REFRESHES_PER_STEP, processes, "the new release's refreshes alone"
    )
    # The new release alone sends through the hot lane (the slot written now is not rotated yet).
    hot = scalar("SELECT count(*) FROM queue_ring_message WHERE sent_at > %s", (old_stopped_at,))
    assert hot > 0
    # The switch-over is done: the new release's first tick, up to a minute away, needs no
    # traffic beside it (with the load on until then, both cases took 103 CPU-seconds alone;
    # without, 75-80).
    new_load.stop()
    assert new_load.popen.returncode == 0, new_load.output()
    wait_until(
        lambda: "event=tick_fired actor=collection_tick" in new_scheduler.output(),
        timeout=75,
        message="the new scheduler's first tick",
    )
    assert_each_tick_fired_once([old_scheduler, new_scheduler])

    wait_for_the_work_to_settle(processes)
    assert_each_refresh_done_once(old_pids, new_pids)
    assert_each_due_check_fired_once(receiver)
    assert_queue_holds_only_waiting_timers()
    assert_review_stats_match_a_recount()
    for process in processes:
        failures = failures_in(process)
        assert failures == [], f"--- {process.popen.args}\n" + "\n".join(failures)
    print(
        f"\nrolling upgrade: {len(new_migrations)} migrations in {migrate_s:.1f}s under the old"
        f" release's load; refreshes {refreshes_by(old_pids)} old, {refreshes_by(new_pids)} new;"
        f" {len(receiver.received())} notifications; {hot} sent to the hot lane by the new alone;"
        f" the old worker handed back"
        f" {sum(map(int, HANDED_BACK.findall(old_worker.output())))} messages at SIGTERM"
    )
