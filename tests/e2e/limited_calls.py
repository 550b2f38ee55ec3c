"""A product's actors under flow limits: each message makes one call to the counting
service of tests/e2e/test_flow_limits.py (FLOW_SERVICE_URL), on 127.0.0.1."""

import os

import dramatiq
import httpx

import actors  # noqa: F401  (the broker, declared before these actors)
from hourglass.core.flow_limits import FlowLimit

#: One client per process, as a product keeps one: its connections are reused.
CLIENT = httpx.Client(timeout=60)


def _call(path: str, number: int) -> None:
    response = CLIENT.post(f"{os.environ['FLOW_SERVICE_URL']}{path}", json=number)
    response.raise_for_status()


@dramatiq.actor(
    actor_name="call_three_at_once",
    queue_name="limited",
    max_retries=0,
    flow_limit=FlowLimit(concurrency=3),
)
def call_three_at_once(number: int) -> None:
    _call("/three-at-once", number)


@dramatiq.actor(actor_name="call_freely", queue_name="limited", max_retries=0)
def call_freely(number: int) -> None:
    _call("/freely", number)


@dramatiq.actor(
    actor_name="call_ten_a_second",
    queue_name="rated",
    max_retries=0,
    flow_limit=FlowLimit(per_second=10),
)
def call_ten_a_second(number: int) -> None:
    _call("/ten-a-second", number)


@dramatiq.actor(
    actor_name="call_host",
    queue_name="keyed",
    max_retries=0,
    flow_limit=FlowLimit(concurrency=2, per_key=True),
)
def call_host(host: str, number: int) -> None:
    _call(f"/host/{host}", number)
