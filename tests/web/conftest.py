"""The web tests' harness: a real `hourglass web` process on a free loopback port, and a
headless Debian Chromium driven by Playwright. Without Chromium the browser tests are left
out with one line at the end of the run saying what is missing, except under CI=true,
where they fail."""

import os
import shutil
import socket
from pathlib import Path

import httpx
import pytest

from tests.harness import BIN, PROJECT_ROOT, ManagedProcess, wait_until

CHROMIUM = os.environ.get("HOURGLASS_TEST_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

#: Screenshots of each page land here (not committed: .hourglass/ is ignored).
ARTIFACTS = Path(
    os.environ.get("HOURGLASS_TEST_ARTIFACTS", PROJECT_ROOT / ".hourglass" / "artifacts" / "web")
)

USER = "operator"
PASSWORD = "correct-horse-battery"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class WebProcess:
    """`hourglass web` on 127.0.0.1 with a password, ready when /healthz answers."""

    def __init__(self, env=None):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        environment = {
            "HOURGLASS_WEB_HOST": "127.0.0.1",
            "PORT": str(self.port),
            "HOURGLASS_WEB_USER": USER,
            "HOURGLASS_WEB_PASSWORD": PASSWORD,
            **(env or {}),
        }
        self.process = ManagedProcess(
            [str(BIN / "hourglass"), "web"], env=environment, log_name="web"
        )
        try:
            wait_until(self._healthy, timeout=30, message="hourglass web answering /healthz")
        except BaseException:
            self.process.stop()
            raise

    def _healthy(self):
        assert self.process.popen.poll() is None, self.process.output()
        try:
            return httpx.get(f"{self.url}/healthz", timeout=1).status_code == 200
        except httpx.TransportError:
            return False

    def get(self, path, auth=(USER, PASSWORD), **kwargs):
        return httpx.get(f"{self.url}{path}", auth=auth, timeout=10, **kwargs)

    def stop(self):
        self.process.stop()


@pytest.fixture(scope="module")
def web():
    process = WebProcess()
    yield process
    process.stop()


def pytest_collection_modifyitems(config, items):
    browser_tests = [item for item in items if "browser" in getattr(item, "fixturenames", ())]
    missing = _browser_missing() if browser_tests else None
    if missing is None or os.environ.get("CI") == "true":
        return
    config.hook.pytest_deselected(items=browser_tests)
    items[:] = [item for item in items if item not in browser_tests]
    config.hourglass_browser_missing = f"{len(browser_tests)} browser tests not run: {missing}"


def pytest_terminal_summary(terminalreporter, config):
    missing = getattr(config, "hourglass_browser_missing", None)
    if missing:
        terminalreporter.write_line(missing, yellow=True, bold=True)


# Per module, not per session: while Playwright's sync API is open, an event loop runs in
# the main thread, and Django refuses its ORM there ("SynchronousOnlyOperation"): a Django
# producer test that a parallel run put after a browser test in the same process failed.
@pytest.fixture(scope="module")
def browser():
    missing = _browser_missing()
    if missing:
        pytest.fail(f"browser tests need {missing}", pytrace=False)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


def _browser_missing() -> str | None:
    if not (Path(CHROMIUM).exists() or shutil.which(CHROMIUM)):
        return f"{CHROMIUM} is not installed (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is not installed (make install)"
    return None


class Tab:
    """A browser page logged in (as the operator unless `credentials` say who, None: as
    nobody), recording console errors and page errors."""

    def __init__(self, browser, base_url, credentials=(USER, PASSWORD)):
        options = (
            {"http_credentials": {"username": credentials[0], "password": credentials[1]}}
            if credentials
            else {}
        )
        self.context = browser.new_context(
            base_url=base_url, viewport={"width": 1280, "height": 900}, **options
        )
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.dialogs: list[str] = []
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("dialog", self._dialog)

    def _console(self, message):
        if message.type == "error":
            self.errors.append(message.text)

    def _dialog(self, dialog):
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def figure(self, key) -> str:
        return self.page.locator(f'[data-figure="{key}"]').inner_text().strip()

    def screenshot(self, name):
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)

    def close(self):
        self.context.close()


@pytest.fixture
def tab(browser, web):
    opened = Tab(browser, web.url)
    yield opened
    opened.close()
