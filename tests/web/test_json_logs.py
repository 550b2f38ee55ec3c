"""HOURGLASS_LOG_FORMAT=json: every line a worker process writes is one JSON object, the
lines of a message carry its ids, the line that ends it its duration and outcome, and no
line holds a message's arguments."""

import json

from tests.harness import scalar, start_worker, wait_until
from tests.web.probe_actors import log_probe_fail, log_probe_work

SECRET = "s3cret-argument-never-logged"


def test_worker_lines_are_json_with_message_ids_and_no_arguments():
    worker = start_worker(
        "tests.web.probe_actors", queues=["log_probe"], env={"HOURGLASS_LOG_FORMAT": "json"}
    )
    try:
        work = log_probe_work.send(SECRET)
        fail = log_probe_fail.send(SECRET)
        wait_until(
            lambda: _finished_lines(worker.output(), fail.message_id, "dead_lettered"),
            timeout=30,
            message="the failing probe dead-lettered",
        )
        wait_until(
            lambda: _finished_lines(worker.output(), work.message_id, "succeeded"),
            message="probe done",
        )
        wait_until(
            lambda: scalar("SELECT count(*) FROM hourglass.message WHERE state = 'rejected'") == 1,
            message="the dead letter row",
        )
    finally:
        worker.stop()
    output = worker.log_path.read_text()
    assert SECRET not in output
    records = []
    for line in output.splitlines():
        if (
            "[dramatiq.MainProcess]" in line
        ):  # the dramatiq parent logs before any project code runs
            continue
        records.append(json.loads(line))
    assert {"time", "level", "logger", "pid", "message"} <= set(records[0])

    working = [r for r in records if r["message"].startswith("event=log_probe_working")]
    assert [(r["message_id"], r["actor"], r["queue"], r["retries"]) for r in working] == [
        (work.message_id, "log_probe_work", "log_probe", 0)
    ]
    (done,) = _finished_lines(output, work.message_id, "succeeded")
    assert done["duration_ms"] >= 0 and done["actor"] == "log_probe_work"
    first_try, second_try = _finished_lines(output, fail.message_id, None)
    assert (first_try["outcome"], first_try["retries"]) == ("retry_scheduled", 0)
    assert (second_try["outcome"], second_try["retries"], second_try["error"]) == (
        "dead_lettered",
        1,
        "RuntimeError",
    )
    failed = [r for r in records if "unhandled exception" in r["message"]]
    assert failed and all(r["message_id"] == fail.message_id for r in failed)


def _finished_lines(output, message_id, outcome):
    lines = []
    for line in output.splitlines():
        if '"message_finished"' in line:
            record = json.loads(line)
            if record["message_id"] == message_id and outcome in (None, record["outcome"]):
                lines.append(record)
    return lines
