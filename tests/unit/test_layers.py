"""One pipeline, one place: the platform (hourglass/) imports no pipeline's modules and names
no pipeline's tables, and the core imports neither the operator face nor any pipeline
(test_queue_store_owner.py holds the other way round: only the queue store names the
queue's tables). The platform's imports make no cycle, the queue store is the core's bottom
layer, and no module of the core grows past CORE_MODULE_LINES. Read from the source, so a
new file that breaks a layer fails here by name."""

import ast
import re
from pathlib import Path

from tests.harness import PROJECT_ROOT

PLATFORM = PROJECT_ROOT / "hourglass"
CORE = PLATFORM / "core"
#: The platform's own tables (the scheduler's ticks, queue pauses, the audit log).
PLATFORM_TABLES = {
    "scheduler_tick",
    "queue_pause",
    "operator_action",
    "rate_limit",
    "flow_limit",
    "flow_start",
    "queue_ring_message",
    "queue_ring_claim",
    "queue_ring_receipt",
    "queue_ring_cursor",
    "queue_waiting_message",
    "queue_waiting_cancel",
    "queue_promotion",
    "queue_outer_message",
    "queue_outer_cancel",
    "queue_outer_carry",
    "result_ring",
}


def python_files(folder: Path) -> list[Path]:
    return sorted(path for path in folder.rglob("*.py") if "__pycache__" not in path.parts)


def imported_modules(path: Path) -> set[str]:
    """Every module the file imports, at its top or inside a function."""
    modules: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules.add(node.module)
            modules.update(f"{node.module}.{alias.name}" for alias in node.names)
    return modules


def pipeline_tables() -> set[str]:
    created = set()
    # A migration's SQL is in the .sql file beside its script.
    for migration in (PROJECT_ROOT / "migrations").glob("[0-9]*.sql"):
        created |= set(re.findall(r"CREATE TABLE (?:IF NOT EXISTS )?(\w+)", migration.read_text()))
    return created - PLATFORM_TABLES


def names_table(source: str, table: str) -> bool:
    """Whether SQL in `source` names `table` (after FROM, JOIN, INTO, UPDATE or TABLE)."""
    return re.search(rf"\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+{table}\b", source) is not None


def relative(path: Path) -> str:
    return str(path.relative_to(PROJECT_ROOT))


def test_the_platform_imports_no_pipeline_module_but_the_one_list():
    outside_imports = {
        relative(path): sorted(
            module
            for module in imported_modules(path)
            if module.startswith(("actors.", "models"))
            and module not in ("actors.PIPELINES", "models")
        )
        for path in python_files(PLATFORM)
    }
    assert {path: found for path, found in outside_imports.items() if found} == {}


def test_the_core_imports_neither_the_operator_face_nor_the_pipelines_nor_their_list():
    found = {
        relative(path): sorted(
            module
            for module in imported_modules(path)
            if module.split(".")[0] in ("actors", "models", "periodic")
            or module.startswith("hourglass.operator")
        )
        for path in python_files(CORE)
    }
    assert {path: modules for path, modules in found.items() if modules} == {}


def test_the_platform_names_no_pipeline_table():
    tables = pipeline_tables()
    assert {"recommendation_task", "collection_cycle", "scheduled_job", "review"} <= tables
    naming = {
        relative(path): sorted(t for t in tables if names_table(path.read_text(), t))
        for path in python_files(PLATFORM)
    }
    assert {path: found for path, found in naming.items() if found} == {}


#: The longest a module of the core may be: past it, a module holds more than one concept.
CORE_MODULE_LINES = 600


def module_name(path: Path) -> str:
    parts = path.relative_to(PROJECT_ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def platform_imports() -> dict[str, set[str]]:
    """Each module of the platform and the platform's modules it imports (at its top or
    inside a function: either makes a cycle when the other imports it back)."""
    names = {module_name(path): path for path in python_files(PLATFORM)}
    graph: dict[str, set[str]] = {}
    for name, path in names.items():
        imported = {module for module in imported_modules(path) if module in names}
        graph[name] = imported - {name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for successor in sorted(graph[node]):
            if successor not in index:
                visit(successor)
                low[node] = min(low[node], low[successor])
            elif successor in stack:
                low[node] = min(low[node], index[successor])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_import_graph_is_read():
    graph = platform_imports()
    assert "hourglass.core.store.lanes" in graph["hourglass.core.broker"]
    assert "hourglass.core.broker" in graph["hourglass.core.sending"]


def test_no_module_of_the_platform_imports_itself_back():
    assert cycles(platform_imports()) == []


def test_a_cycle_is_found():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_the_queue_store_imports_nothing_of_the_platform_above_it():
    """The store is the core's bottom layer: what runs statements on messages calls it, never
    the other way round."""
    graph = platform_imports()
    above = {
        name: sorted(m for m in imported if not m.startswith("hourglass.core.store"))
        for name, imported in graph.items()
        if name.startswith("hourglass.core.store")
    }
    assert {name: found for name, found in above.items() if found} == {}


def test_no_module_of_the_core_is_over_its_length():
    long = {
        relative(path): lines
        for path in python_files(CORE)
        if (lines := len(path.read_text().splitlines())) > CORE_MODULE_LINES
    }
    assert long == {}
