"""What a flow limit costs (docs/flow-control.md): the same no-op job drained by one worker
of 2 processes x 8 threads, unlimited, under a claim-time concurrency limit and a claim-time
rate that never bind (the claim's lock, counts and start rows, not waiting), and inside
dramatiq's ConcurrentRateLimiter on PostgresBackend (an acquire and a release a job).
Prints each drain rate and its ratio to the unlimited one, measured in the same run."""

import time

from bench.results import record
from tests.harness import scalar, start_worker, wait_until

JOBS = 5_000
WORKER = {"processes": 2, "threads": 8}


def run():
    from bench import flow_limit_actors as jobs
    from hourglass.core.sending import enqueue_in_transaction
    from models import db

    cases = {
        "unlimited": jobs.bench_flow_unlimited,
        "claim_concurrency": jobs.bench_flow_claim_limited,
        "claim_rate": jobs.bench_flow_rate_limited,
        "dramatiq_limiter": jobs.bench_flow_dramatiq_limited,
    }
    rates = {}
    for name, actor in cases.items():
        worker = start_worker("bench.flow_limit_actors", queues=[actor.queue_name], **WORKER)
        try:
            with db.atomic():
                enqueue_in_transaction([actor.message(n) for n in range(JOBS)])
            started = time.monotonic()
            wait_until(
                lambda queue=actor.queue_name: (
                    scalar("SELECT count(*) FROM dramatiq.queue WHERE queue_name = %s", (queue,))
                    == 0
                ),
                timeout=300,
                interval=0.02,
                message=f"{name} drained",
            )
            rates[name] = JOBS / (time.monotonic() - started)
        finally:
            worker.stop()
    figures = {f"flow_{name}_jobs_per_s": round(rate, 1) for name, rate in rates.items()}
    figures |= {
        f"flow_{name}_to_unlimited": round(rate / rates["unlimited"], 3)
        for name, rate in rates.items()
        if name != "unlimited"
    }
    record(figures)
