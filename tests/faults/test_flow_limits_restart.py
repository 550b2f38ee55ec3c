"""PostgreSQL restarted (`pg_ctl restart -m fast`) while two worker processes work through
messages under a concurrency limit: the service behind the limit never sees more than the
limit at once, before, during or after, and every message runs."""

import os

import pytest

from hourglass.core.sending import enqueue_in_transaction
from models import db
from tests.e2e.test_flow_limits import MODULE, CountingService
from tests.faults.conftest import restart_server
from tests.harness import scalar, start_worker, wait_until

MESSAGES = 30


@pytest.fixture
def service():
    service = CountingService()
    os.environ["FLOW_SERVICE_URL"] = service.url
    yield service
    del os.environ["FLOW_SERVICE_URL"]
    service.close()


def test_a_database_restart_under_load_never_lets_more_than_the_limit_run(
    dedicated_server, on_dedicated_server, service
):
    from tests.e2e import limited_calls

    # On this test's connection: the broker's pool may be the suite server's.
    with db.atomic():
        enqueue_in_transaction(
            [limited_calls.call_three_at_once.message(n) for n in range(MESSAGES)]
        )
    env = {"DATABASE_URL": on_dedicated_server}
    worker = start_worker(MODULE, processes=2, threads=8, queues=["limited"], env=env)
    try:
        wait_until(lambda: len(service.numbers("/three-at-once")) >= 6, message="6 calls made")
        restart_server(dedicated_server)
        db.close()  # this test's own connection was cut too
        wait_until(
            lambda: scalar("SELECT count(*) FROM hourglass.message") == 0,
            timeout=60,
            message="every message settled",
        )
        assert worker.popen.poll() is None, worker.output()
    finally:
        worker.stop()
    assert sorted(set(service.numbers("/three-at-once"))) == list(range(MESSAGES))
    assert service.most_in_flight["/three-at-once"] == 3
