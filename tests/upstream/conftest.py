"""The fixtures dramatiq's own tests ask for (its tests/conftest.py is not in its sdist), on
hourglass: `stub_broker` is a broker built as every hourglass process builds its own, less
dramatiq's Results and GroupCallbacks middleware, which the tests add themselves (with the
backends below) or test the absence of; `stub_worker` a dramatiq Worker on it in this
process; `result_backend` hourglass's result backend, `rate_limiter_backend` its rate
limiter backend, both on that broker's database. A message left in a queue by one test is
gone before the next (tests/conftest.py empties the tables)."""

import pytest

from hourglass.core.rate_limits import PostgresBackend
from hourglass.core.results import PostgresResultBackend
from tests.in_process import own_broker, running_worker

#: Why dramatiq's two group timing tests are deselected.
WALL_CLOCK_BOUND = (
    "a bound of 0.5 s of wall clock on five 0.1 s messages, whose fresh broker's first sends"
    " open its connections: 280 ms alone, past 0.5 s in clean-clone suite runs beside three"
    " other pytest processes on two cores; tests/integration/test_results.py holds the same"
    " property as a ratio to one message's round trip"
)
#: dramatiq's tests that cannot apply here, each with why; deselected.
EXCLUDED: dict[str, str] = {
    "test_composition.py::test_groups_execute_jobs_in_parallel": WALL_CLOCK_BOUND,
    "test_composition.py::test_groups_execute_inner_groups": WALL_CLOCK_BOUND,
}


@pytest.fixture
def stub_broker():
    with own_broker(with_results=False) as broker:
        yield broker


@pytest.fixture
def stub_worker(stub_broker):
    with running_worker(stub_broker) as worker:
        yield worker


@pytest.fixture
def result_backend(stub_broker):
    return PostgresResultBackend(listener=stub_broker.notifier)


@pytest.fixture
def redis_result_backend(stub_broker):
    """Asked for by one test that calls no method of the backend (the Results middleware's
    nack of a message whose actor is unknown): hourglass's serves."""
    return PostgresResultBackend(listener=stub_broker.notifier)


@pytest.fixture
def rate_limiter_backend(stub_broker):
    return PostgresBackend(pool=stub_broker.pool)


def pytest_collection_modifyitems(config, items):
    excluded = [item for item in items if _name(item) in EXCLUDED]
    if excluded:
        config.hook.pytest_deselected(items=excluded)
        items[:] = [item for item in items if item not in excluded]


def _name(item) -> str:
    """`test_results.py::test_x`: the test as dramatiq's sdist names it."""
    module = getattr(getattr(item, "function", None), "__module__", "") or ""
    return f"{module.rsplit('.', 1)[-1]}.py::{item.name}"
