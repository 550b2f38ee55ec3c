"""The notification service's HTTP client: one POST per delivery attempt, its outcome
read from the status code alone.
"""

import functools
import logging
from datetime import timedelta

import httpx

# httpx logs each request's full URL at INFO, and the notification URL may carry a token in
# its query string; our own lines say what a delivery did without it.
logging.getLogger("httpx").setLevel(logging.WARNING)


def post_notification(url, request_id, payload, timeout: timedelta) -> tuple[str, str]:
    """One POST: ("SENT" | "FAILED" | "RETRY", detail). The response body is never read."""
    headers = {"Idempotency-Key": str(request_id)}
    try:
        with http_client(timeout.total_seconds()).stream(
            "POST", url, json=payload, headers=headers
        ) as response:
            code = response.status_code
    except httpx.TimeoutException:
        return "RETRY", "timeout"
    except httpx.TransportError as exc:
        return "RETRY", f"transport_error:{type(exc).__name__}"
    if 200 <= code < 300:
        return "SENT", f"http_{code}"
    if code >= 500:
        return "RETRY", f"http_{code}"
    return "FAILED", f"http_{code}"


@functools.cache
def http_client(timeout_seconds: float) -> httpx.Client:
    """One client per process (connections reused): explicit timeouts, no proxy or netrc
    from the environment, no redirects."""
    timeout = httpx.Timeout(
        connect=timeout_seconds, read=timeout_seconds, write=timeout_seconds, pool=timeout_seconds
    )
    return httpx.Client(timeout=timeout, trust_env=False, follow_redirects=False)
