"""`hourglass sources`, `hourglass flags` and the collection part of `hourglass status`, run
in this process against the real database; bad values print one line, exit 2, write nothing."""

import json

import pytest

from actors.collection import prepare_daily_cycles
from hourglass.operator.cli import main
from models.collection import Company, FeatureFlag, JobSource
from tests.harness import scalar

LEVER = [
    "sources",
    "add",
    "acme-careers",
    "--format",
    "lever",
    "--url",
    "https://api.lever.co",
    "--board",
    "acme",
    "--company",
    "Acme",
]


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_sources_add_list_disable_and_enable(capsys):
    assert run(capsys, *LEVER)[0] == 0
    assert (
        run(
            capsys,
            "sources",
            "add",
            "jobs-feed",
            "--format",
            "feed",
            "--url",
            "https://feed.example.com/v1",
            "--throttle",
            "2.5",
            "--disabled",
        )[0]
        == 0
    )

    code, out, _ = run(capsys, "sources", "list")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("acme-careers") and "enabled" in lines[0] and "Acme" in lines[0]
    assert (
        lines[1].startswith("jobs-feed")
        and "disabled" in lines[1]
        and "throttle=2500ms" in lines[1]
    )

    assert run(capsys, "sources", "enable", "jobs-feed")[0] == 0
    assert run(capsys, "sources", "disable", "acme-careers")[0] == 0
    assert {s.name: s.enabled for s in JobSource.select()} == {
        "jobs-feed": True,
        "acme-careers": False,
    }
    assert JobSource.get(JobSource.name == "jobs-feed").kind == "AGGREGATOR"


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ["sources", "add", "x", "--format", "rss", "--url", "https://a.example"],
            "invalid choice",
        ),
        (
            [
                "sources",
                "add",
                "x",
                "--format",
                "lever",
                "--url",
                "https://a.example",
                "--board",
                "b",
            ],
            "needs the name of its company",
        ),
        ([*LEVER, "--throttle", "soon"], "invalid float value"),
        ([*LEVER, "--page-size", "0"], "page size"),
        ([*LEVER[:6], "not a url", *LEVER[7:]], "http:// or https://"),
        (["sources", "enable", "nobody"], "no source named 'nobody'"),
        (["flags", "set", "posting.collection-dispatch-v2", "maybe"], "invalid choice"),
        (["flags", "set", "posting.collection-dispatch-v3", "on"], "unknown flag"),
    ],
)
def test_bad_arguments_print_one_line_exit_2_and_write_nothing(capsys, args, message):
    assert exit_code(args) == 2
    _, err = capsys.readouterr()
    assert len(err.strip().splitlines()) == 1 and message in err
    assert (JobSource.select().count(), Company.select().count(), FeatureFlag.select().count()) == (
        0,
        0,
        0,
    )


def exit_code(args):
    """What the process would exit with: argparse errors exit, the others return."""
    try:
        return main(args)
    except SystemExit as exc:
        return exc.code


def test_adding_a_taken_name_writes_nothing_not_even_its_company(capsys):
    run(capsys, *LEVER)
    code, _, err = run(
        capsys, *LEVER[:6], "https://other.example", "--board", "x", "--company", "Other Inc"
    )
    assert code == 2 and "already exists" in err
    assert [c.name for c in Company.select()] == ["Acme"]


def test_flags_set_and_list(capsys):
    code, out, _ = run(capsys, "flags", "list")
    assert (
        code == 0
        and "posting.collection-dispatch-v2" in out
        and "off" in out
        and "never set" in out
    )

    assert run(capsys, "flags", "set", "posting.collection-dispatch-v2", "on")[0] == 0
    _, out, _ = run(capsys, "flags", "list")
    assert " on " in out
    assert (
        scalar("SELECT enabled FROM feature_flag WHERE name = 'posting.collection-dispatch-v2'")
        is True
    )


def test_status_shows_todays_cycles_by_status(capsys):
    run(capsys, *LEVER)
    prepare_daily_cycles()

    code, out, _ = run(capsys, "status", "--json")
    collection = json.loads(out)["pipelines"]["collection"]
    assert code == 0
    assert collection["cycles"] == {"READY": 1, "RUNNING": 0, "SUCCEEDED": 0, "FAILED": 0}
    assert collection["dispatch_flag"] == "off" and collection["sla_snapshot"] == "not captured"
    _, text, _ = run(capsys, "status")
    assert "cycles: READY=1 RUNNING=0 SUCCEEDED=0 FAILED=0" in text
