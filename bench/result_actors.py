"""An actor that stores its result, to measure what storing costs (bench/stored_results.py)."""

import time

import dramatiq


@dramatiq.actor(
    actor_name="bench_store", queue_name="benchstore", store_results=True, max_retries=0
)
def bench_store(number, seconds=0.0):
    if seconds:
        time.sleep(seconds)  # the latency's caller waits before the result commits
    return {"number": number}
