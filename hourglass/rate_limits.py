"""dramatiq's rate limiters, where products import them, on hourglass's database:

    from hourglass.rate_limits import ConcurrentRateLimiter, PostgresBackend

    RECOMMENDER = ConcurrentRateLimiter(PostgresBackend(), "recommender", limit=5)
    with RECOMMENDER.acquire():
        ...

The backend is `hourglass.core.rate_limits`'s, on the process's broker's pool (made when
first used); the limiters are dramatiq's own."""

from typing import Any

from dramatiq.rate_limits import (
    Barrier,
    BucketRateLimiter,
    ConcurrentRateLimiter,
    RateLimitExceeded,
    WindowRateLimiter,
)

from hourglass.core import rate_limits


class PostgresBackend(rate_limits.PostgresBackend):
    """dramatiq's rate limiters' backend on hourglass's database, on the broker's pool
    unless given one (docs/flow-control.md)."""

    def default_pool(self) -> Any:
        # Imported when first used: importing this module builds no broker.
        from hourglass.core.broker import get_broker

        return get_broker().pool


__all__ = [
    "Barrier",
    "BucketRateLimiter",
    "ConcurrentRateLimiter",
    "PostgresBackend",
    "RateLimitExceeded",
    "WindowRateLimiter",
]
