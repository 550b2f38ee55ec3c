"""The baseline: a no-op actor, to measure the broker alone."""

import dramatiq


@dramatiq.actor(actor_name="bench_noop", queue_name="benchnoop", max_retries=0)
def bench_noop(number):
    return None
