"""Fixtures the end-to-end tests share."""

import pytest

from tests.harness import ManagedProcess


@pytest.fixture
def processes():
    """The processes a test starts (append each): stopped after it, the last started first."""
    started: list[ManagedProcess] = []
    yield started
    for process in reversed(started):
        process.stop()
