"""A product's own periodic actor on a real worker: a tick that waited behind a backlog for
minutes still runs (periodiq's middleware would skip one older than 30 s)."""

from datetime import timedelta

from hourglass.core.sending import enqueue_in_transaction
from models import db
from tests.faults import product_schedule
from tests.harness import scalar, start_worker, wait_until


def test_a_tick_that_waited_ten_minutes_behind_a_backlog_still_runs(processes):
    db.execute_sql(product_schedule.CREATE_TABLE)
    tick = (db.now() - timedelta(minutes=10)).isoformat()
    with db.atomic():
        enqueue_in_transaction(
            [product_schedule.product_minute.message_with_options(scheduled_at=tick)]
        )
    processes.append(start_worker("tests.faults.product_schedule", queues=["product"]))
    wait_until(
        lambda: scalar("SELECT count(*) FROM product_minute_run WHERE tick = %s", (tick,)) == 1,
        message="the late tick to run",
    )


def test_a_fired_tick_that_fails_runs_again_as_a_retry(processes):
    from hourglass.core.scheduler import fire_tick
    from tests.e2e import flaky_periodic

    db.execute_sql(flaky_periodic.CREATE_TABLE)
    tick = db.now().replace(second=0, microsecond=0)
    assert fire_tick(flaky_periodic.flaky_yearly, tick)
    processes.append(start_worker("tests.e2e.flaky_periodic", queues=["product"]))
    wait_until(
        lambda: scalar("SELECT array_agg(retries ORDER BY id) FROM flaky_attempt") == [0, 1],
        message="the failed attempt and its retry",
    )
    assert scalar("SELECT count(DISTINCT tick) FROM flaky_attempt") == 1
