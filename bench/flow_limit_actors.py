"""The flow-limit benchmark's jobs (bench/flow_limits.py): the same no-op, unlimited, under a
claim-time limit that never binds, and inside dramatiq's concurrent limiter on PostgreSQL."""

import dramatiq

import actors  # noqa: F401  (the broker, declared before these actors)
from hourglass.core.flow_limits import FlowLimit
from hourglass.rate_limits import ConcurrentRateLimiter, PostgresBackend

#: Far above the 16 threads that run them: the limit's cost, never its waiting.
NEVER_BINDING = 10_000

LIMITER = ConcurrentRateLimiter(PostgresBackend(), "bench-flow", limit=NEVER_BINDING)


@dramatiq.actor(actor_name="bench_flow_unlimited", queue_name="benchflow_free", max_retries=0)
def bench_flow_unlimited(number):
    return None


@dramatiq.actor(
    actor_name="bench_flow_claim_limited",
    queue_name="benchflow_claim",
    max_retries=0,
    flow_limit=FlowLimit(concurrency=NEVER_BINDING),
)
def bench_flow_claim_limited(number):
    return None


@dramatiq.actor(
    actor_name="bench_flow_rate_limited",
    queue_name="benchflow_rate",
    max_retries=0,
    flow_limit=FlowLimit(per_second=NEVER_BINDING),
)
def bench_flow_rate_limited(number):
    return None


@dramatiq.actor(
    actor_name="bench_flow_dramatiq_limited", queue_name="benchflow_dramatiq", max_retries=0
)
def bench_flow_dramatiq_limited(number):
    with LIMITER.acquire():
        return None
