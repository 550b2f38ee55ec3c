"""Only the queue store names the queue's tables: every statement on messages is made in
hourglass/core/store/, and a pipeline's statement embeds the fragments the store gives
(hourglass.core.store.fragments), so a change of the queue's storage is made in one package
(and in migrations). Read from the source, so a new file that breaks it fails here by name."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
STORE = ROOT / "hourglass" / "core" / "store"

#: The queue's tables: the cold lane's, the workers', dramatiq-postgres's results' (unused),
#: the hot lane's ring, the waiting messages' wheel with its promotions, and the results' ring.
QUEUE_TABLES = re.compile(
    r"\bdramatiq\.(?:queue|worker|result)\b|\bqueue_(?:ring|waiting)_[a-z_0-9]+"
    r"|\bqueue_promotion\b|\bresult_ring\b"
)

MODULES = sorted(
    path.relative_to(ROOT).as_posix()
    for folder in ("hourglass", "models", "actors")
    for path in (ROOT / folder).rglob("*.py")
    if STORE not in path.parents
)


def test_the_modules_outside_the_store_are_found():
    assert {"models/recommendation.py", "hourglass/core/broker.py"} <= set(MODULES)


def test_the_store_names_the_queue_tables():
    assert QUEUE_TABLES.search((STORE / "cold_lane.py").read_text())
    assert QUEUE_TABLES.search((STORE / "hot_lane.py").read_text())
    assert QUEUE_TABLES.search((STORE / "results.py").read_text())


@pytest.mark.parametrize("module", MODULES)
def test_a_module_outside_the_store_names_no_queue_table(module):
    named = [
        f"{number}: {line.strip()}"
        for number, line in enumerate((ROOT / module).read_text().splitlines(), 1)
        if QUEUE_TABLES.search(line)
    ]
    assert named == []
