"""Only the broker's modules name its queue table: a pipeline's statement embeds what
hourglass.core.broker_claims builds, so a change of the broker's schema never means
editing a pipeline."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]

#: What a pipeline module must not name: the table, or the broker's schema that names it.
BROKER_TABLE_NAMES = re.compile(r"dramatiq\.queue|QUEUE_TABLE|MESSAGE_ACTOR|broker_schema")

PIPELINE_MODULES = sorted(
    path.relative_to(ROOT).as_posix()
    for folder in ("actors", "models")
    for path in (ROOT / folder).rglob("*.py")
)


def test_the_pipeline_modules_are_found():
    assert {"models/recommendation.py", "models/notifications.py"} <= set(PIPELINE_MODULES)


@pytest.mark.parametrize("module", PIPELINE_MODULES)
def test_a_pipeline_module_names_not_the_brokers_queue_table(module):
    named = [
        f"{number}: {line.strip()}"
        for number, line in enumerate((ROOT / module).read_text().splitlines(), 1)
        if BROKER_TABLE_NAMES.search(line)
    ]
    assert named == []
