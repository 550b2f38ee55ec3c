"""dramatiq's rate limiters, where products import them, on hourglass's database:

    from hourglass.rate_limits import ConcurrentRateLimiter, PostgresBackend

    RECOMMENDER = ConcurrentRateLimiter(PostgresBackend(), "recommender", limit=5)
    with RECOMMENDER.acquire():
        ...

The backend is `hourglass.core.rate_limits`'s; the limiters are dramatiq's own."""

from dramatiq.rate_limits import (
    Barrier,
    BucketRateLimiter,
    ConcurrentRateLimiter,
    RateLimitExceeded,
    WindowRateLimiter,
)

from hourglass.core.rate_limits import PostgresBackend

__all__ = [
    "Barrier",
    "BucketRateLimiter",
    "ConcurrentRateLimiter",
    "PostgresBackend",
    "RateLimitExceeded",
    "WindowRateLimiter",
]
