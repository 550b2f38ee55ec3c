"""`hourglass status` on many rows: a count the planner expects to be dear
(`models.EXACT_COUNT_COST`) is its estimate, marked as such; a cheap one is exact."""

import json

from actors import PIPELINES
from hourglass.operator.cli import main
from hourglass.operator.status import collect_status
from models import Estimate, db


def insert_tasks(count, status):
    db.execute_sql(
        """
        INSERT INTO recommendation_task (member_id, candidate_generation_type, status)
        SELECT n, 'G0', %s FROM generate_series(1, %s) AS n
        """,
        (status, count),
    )


def test_a_large_count_is_the_planners_estimate_and_marked(capsys):
    insert_tasks(300_000, "SUCCEEDED")
    insert_tasks(20, "PENDING")
    db.execute_sql("ANALYZE recommendation_task")

    report = collect_status(db, PIPELINES)

    tasks = report["pipelines"]["recommendation"]["tasks"]
    assert isinstance(tasks["SUCCEEDED"], Estimate) and 270_000 <= tasks["SUCCEEDED"] <= 330_000
    assert tasks["PENDING"] == 20 and not isinstance(tasks["PENDING"], Estimate)
    # FAILED too: none of 300,000 rows, but no index finds them, so counting would read them all.
    assert isinstance(tasks["FAILED"], Estimate) and tasks["FAILED"] < 1000
    assert report["estimated"] == [
        "pipelines.recommendation.tasks.SUCCEEDED",
        "pipelines.recommendation.tasks.FAILED",
    ]

    assert main(["status", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["estimated"] == report["estimated"]
    assert main(["status"]) == 0
    text = capsys.readouterr().out
    assert "SUCCEEDED=~" in text and "PENDING=20" in text and "~: estimated" in text


def test_small_counts_are_exact_and_nothing_is_marked(capsys):
    insert_tasks(3, "FAILED")

    report = collect_status(db, PIPELINES)

    assert report["pipelines"]["recommendation"]["tasks"]["FAILED"] == 3
    assert report["estimated"] == []
