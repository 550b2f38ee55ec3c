"""The documentation keeps up with the code: every setting is documented, every documented
setting exists, and every page under docs/ is reachable from the README."""

import argparse
import re

from tests.harness import PROJECT_ROOT

DOCS = PROJECT_ROOT / "docs"


def settings_read() -> set[str]:
    """The environment variables the platform's and the pipelines' settings name:
    HOURGLASS_*, DATABASE_URL, PORT."""
    sources = [PROJECT_ROOT / "hourglass" / "core" / "settings.py"]
    sources += (PROJECT_ROOT / "actors").glob("**/settings.py")
    return {
        name
        for source in sources
        for name in re.findall(r'"(HOURGLASS_[A-Z0-9_]+|DATABASE_URL|PORT)"', source.read_text())
    }


def settings_documented() -> set[str]:
    """The variables of the table in docs/configuration.md (a row starts with the name)."""
    text = (DOCS / "configuration.md").read_text()
    return set(re.findall(r"^\| `([A-Z][A-Z0-9_]*)` \|", text, flags=re.MULTILINE))


def links(page) -> set[str]:
    """Relative Markdown links of a page, without their #anchor."""
    return {
        target.split("#")[0]
        for target in re.findall(r"\]\(([^)#:]+\.md)(?:#[^)]*)?\)", page.read_text())
    }


def test_every_setting_is_documented_and_every_documented_setting_exists():
    read, documented = settings_read(), settings_documented()
    assert len(read) > 40  # the pattern still finds the settings
    assert read - documented == set(), "settings missing from docs/configuration.md"
    assert documented - read == set(), "documented settings no settings module reads"


def test_every_docs_page_is_linked_from_the_readme_and_every_link_resolves():
    readme = PROJECT_ROOT / "README.md"
    linked = {(PROJECT_ROOT / target).resolve() for target in links(readme)}
    assert {page.resolve() for page in DOCS.glob("*.md")} <= linked
    for page in [readme, *DOCS.glob("*.md")]:
        for target in links(page):
            assert (page.parent / target).exists(), f"{page.name} links to a missing {target}"


def code_blocks(page) -> list[str]:
    return re.findall(r"^```\n(.*?)^```$", page.read_text(), flags=re.MULTILINE | re.DOTALL)


def command_paths() -> list[tuple[str, ...]]:
    """Every command of the CLI, with its subcommands: ("db", "url"), ("migrate",), ..."""
    from actors import PIPELINES
    from hourglass.operator.cli import build_parser

    def walk(parser, path):
        actions = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        if not actions:
            return [path]
        return [p for name, sub in actions[0].choices.items() for p in walk(sub, (*path, name))]

    return walk(build_parser(PIPELINES), ())


def documented_commands() -> set[tuple[str, ...]]:
    """The commands of running.md's code blocks: `hourglass db url` gives ("db", "url"),
    `hourglass dlq list|replay|purge` three such pairs, `hourglass status [--json]` ("status",)."""
    documented: set[tuple[str, ...]] = set()
    for block in code_blocks(DOCS / "running.md"):
        for line in block.splitlines():
            words = line.split()
            if len(words) < 2 or words[0] != "hourglass":
                continue
            documented.add((words[1],))
            if len(words) > 2 and re.fullmatch(r"[a-z]+(\|[a-z]+)*", words[2]):
                documented.update((words[1], sub) for sub in words[2].split("|"))
    return documented


def test_every_command_of_the_cli_is_in_the_command_list_of_running_md():
    paths = command_paths()
    assert len(paths) > 15  # the walk still finds the subcommands
    documented = documented_commands()
    missing = [" ".join(path) for path in paths if path not in documented]
    assert missing == [], "commands missing from the command list of docs/running.md"


def test_every_procfile_line_is_in_the_procfile_block_of_running_md():
    documented = {
        " ".join(line.split("#")[0].split())
        for block in code_blocks(DOCS / "running.md")
        for line in block.splitlines()
    }
    procfile = (PROJECT_ROOT / "Procfile").read_text().splitlines()
    assert [line for line in procfile if " ".join(line.split()) not in documented] == []
