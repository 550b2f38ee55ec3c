"""The documentation keeps up with the code: every setting is documented, every documented
setting exists, and every page under docs/ is reachable from the README."""

import re

from hourglass.testing import PROJECT_ROOT

DOCS = PROJECT_ROOT / "docs"


def settings_read() -> set[str]:
    """The environment variables hourglass/settings.py names: HOURGLASS_*, DATABASE_URL, PORT."""
    source = (PROJECT_ROOT / "hourglass" / "settings.py").read_text()
    return set(re.findall(r'"(HOURGLASS_[A-Z0-9_]+|DATABASE_URL|PORT)"', source))


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
    assert documented - read == set(), "documented settings hourglass/settings.py does not read"


def test_every_docs_page_is_linked_from_the_readme_and_every_link_resolves():
    readme = PROJECT_ROOT / "README.md"
    linked = {(PROJECT_ROOT / target).resolve() for target in links(readme)}
    assert {page.resolve() for page in DOCS.glob("*.md")} <= linked
    for page in [readme, *DOCS.glob("*.md")]:
        for target in links(page):
            assert (page.parent / target).exists(), f"{page.name} links to a missing {target}"
