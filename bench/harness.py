"""What every benchmark stands on: a fresh database and real worker processes."""

import os
from contextlib import contextmanager

from tests.harness import FAST_HEARTBEAT_ENVIRONMENT, fresh_database


@contextmanager
def benchmark_database():
    for key, value in FAST_HEARTBEAT_ENVIRONMENT.items():
        os.environ.setdefault(key, value)
    with fresh_database("hourglass_bench") as name:
        yield name
