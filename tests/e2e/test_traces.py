"""Traces, opt in, against a real OTLP/HTTP receiver on 127.0.0.1 (opentelemetry-proto
decoding the exports): a product's state change, the worker's firing, the delivery and its
POST in one trace, parent to child; the scheduler's tick, the scan, the refresh and the
recommender in another; a collection run's source requests under it; with OTEL_* unset, no
message carries a trace context."""

import os
import subprocess
from datetime import timedelta

import psycopg
import pytest

import actors  # noqa: F401  (the broker)
from actors import recommendation
from actors.collection import dispatch_tick
from actors.collection.sources import add_source, set_flag
from actors.collection.stand_in import FakeSources
from actors.notifications import create_task
from actors.notifications.stand_in import NotificationReceiver
from hourglass.core.sending import enqueue_in_transaction
from models import db
from models import recommendation as store
from models.collection import DISPATCH_FLAG
from tests.e2e.traced_product import PRODUCT_SPAN
from tests.harness import BIN, PROJECT_ROOT, scalar, start_scheduler, start_worker, wait_until
from tests.trace_receiver import ReceivedSpan, TraceReceiver


@pytest.fixture
def traces():
    receiver = TraceReceiver().start()
    yield receiver
    receiver.stop()


@pytest.fixture
def notification_service():
    service = NotificationReceiver().start()
    yield service
    service.stop()


def traced(receiver, service) -> dict:
    return {
        "OTEL_EXPORTER_OTLP_ENDPOINT": receiver.endpoint,
        "OTEL_SERVICE_NAME": service,
        # Exported a tenth of a second after they end, not after the SDK's 5 s.
        "OTEL_BSP_SCHEDULE_DELAY": "100",
    }


def chain(spans: list[ReceivedSpan], names: list[str]) -> list[ReceivedSpan]:
    """The spans named `names`, each the parent of the next, all in one trace (the first
    such chain found); [] when there is none."""
    by_parent: dict[str, list[ReceivedSpan]] = {}
    for span in spans:
        by_parent.setdefault(span.parent_span_id, []).append(span)

    def follow(span, rest):
        if not rest:
            return [span]
        for child in by_parent.get(span.span_id, ()):
            if child.name == rest[0] and (found := follow(child, rest[1:])):
                return [span, *found]
        return []

    for span in spans:
        if span.name == names[0] and (found := follow(span, names[1:])):
            return found
    return []


#: A token in the notification URL's query: no span may carry it.
SECRET = "s3cret-token"

TIMERS_WAITING = "SELECT count(*) FROM hourglass.message WHERE queue_name = 'notify_fire'"

#: The notifications chain: the product's change sends the timer; its run fires the job and,
#: in the firing's transaction, sends the delivery; the delivery's run POSTs.
NOTIFICATION_CHAIN = [
    PRODUCT_SPAN,
    "notify_fire process fire_scheduled_job",
    "db fire_jobs",
    "notify_send process deliver_notification",
    "POST",
]


def test_one_trace_follows_a_state_change_to_its_firing_its_delivery_and_the_post(
    traces, notification_service
):
    worker = start_worker(
        queues=["notify_fire", "notify_send"],
        env={
            **traced(traces, "hourglass-worker"),
            "HOURGLASS_NOTIFICATION_URL": f"{notification_service.url}?token={SECRET}",
        },
    )
    try:
        product = subprocess.run(
            [str(BIN / "python"), "-m", "tests.e2e.traced_product"],
            cwd=PROJECT_ROOT,
            env={**os.environ, **traced(traces, "product")},
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert product.returncode == 0, product.stderr
        wait_until(
            lambda: chain(traces.received(), NOTIFICATION_CHAIN),
            timeout=30,
            message="the firing and the delivery exported",
        )
    finally:
        worker.stop()
    product_span, fire, _firing, deliver, post = chain(traces.received(), NOTIFICATION_CHAIN)
    assert product_span.trace_id == product.stdout.strip()
    assert product_span.service == "product" and product_span.parent_span_id == ""
    assert {fire.service, deliver.service, post.service} == {"hourglass-worker"}
    assert fire.attributes["messaging.destination.name"] == "notify_fire"
    assert fire.attributes["hourglass.actor"] == "fire_scheduled_job"
    assert fire.attributes["hourglass.attempt"] == 1
    assert fire.attributes["hourglass.outcome"] == "succeeded"
    assert fire.attributes["messaging.message.id"] == scalar(
        "SELECT message_id::text FROM scheduled_job WHERE kind = 'DEADLINE_CHECK'"
    )
    assert deliver.attributes["hourglass.outcome"] == "succeeded"
    assert post.attributes["http.method"] == "POST"
    assert post.attributes["http.status_code"] == 200
    assert post.attributes["http.url"] == f"{notification_service.url}?token=***"
    assert not [s for s in traces.received() if SECRET in repr(s)]
    assert notification_service.count() == 1
    # The reminders still waiting carry the product's context too.
    assert scalar(TIMERS_WAITING) > 0
    assert scalar(TIMERS_WAITING) == scalar(
        TIMERS_WAITING + " AND message->'options'->>'traceparent' LIKE %s",
        (f"00-{product_span.trace_id}-{product_span.span_id}-%",),
    )


def test_a_sql_caller_that_sets_its_traceparent_gets_the_firing_in_its_trace(traces):
    # A JVM or Django product: its own trace, handed over with SET LOCAL, no hourglass code.
    trace_id, span_id = "4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7"
    worker = start_worker(queues=["notify_fire"], env=traced(traces, "hourglass-worker"))
    try:
        with psycopg.connect(os.environ["DATABASE_URL"]) as product:
            traceparent = f"00-{trace_id}-{span_id}-01"
            product.execute("SELECT set_config('hourglass.traceparent', %s, true)", (traceparent,))
            product.execute(
                "SELECT hourglass.create_task(3, 4, now() + interval '1 hour', now() + interval '1 hour 1 second')"
            )
        fire = wait_until(
            lambda: [
                span
                for span in traces.received()
                if span.name == "notify_fire process fire_scheduled_job"
            ],
            timeout=30,
            message="the firing exported",
        )[0]
    finally:
        worker.stop()
    assert (fire.trace_id, fire.parent_span_id) == (trace_id, span_id)


#: The recommendation chain: the scheduler's tick sends the scan; the scan's batch sends the
#: refreshes in its transaction; a refresh calls the recommender.
RECOMMENDATION_CHAIN = [
    "tick scan_due_triggers",
    "scans process scan_due_triggers",
    "db fire_due_triggers",
    "recommendation process refresh_member_recommendations",
    "recommender",
]


def test_one_trace_follows_a_tick_to_its_scan_the_refresh_and_the_recommender(traces):
    recommendation.record_member_visit(7, visited_at=db.now() - timedelta(hours=3))
    worker = start_worker(
        queues=["scans", "recommendation"], env=traced(traces, "hourglass-worker")
    )
    scheduler = start_scheduler(env=traced(traces, "hourglass-scheduler"))
    try:
        wait_until(
            lambda: chain(traces.received(), RECOMMENDATION_CHAIN),
            timeout=60,
            message="the tick, the scan and the refresh exported",
        )
    finally:
        scheduler.stop()
        worker.stop()
    tick, scan, batch, refresh, recommender = chain(traces.received(), RECOMMENDATION_CHAIN)
    assert tick.service == "hourglass-scheduler" and tick.parent_span_id == ""
    assert {scan.service, refresh.service} == {"hourglass-worker"}
    assert batch.attributes["db.system.name"] == "postgresql"
    assert refresh.attributes["hourglass.outcome"] == "succeeded"
    assert recommender.attributes["hourglass.member_id"] == 7
    assert recommender.attributes["hourglass.generation_type"] == "G2"
    assert scalar("SELECT status FROM recommendation_task WHERE member_id = 7") == "SUCCEEDED"


def test_a_failure_shows_as_an_error_with_its_type_and_without_its_text(traces):
    """fail_some raises `no recommendation for member 7`; a malformed message is
    dead-lettered: each span says which error, none carries an exception's text."""
    worker = start_worker(
        queues=["recommendation"],
        env={
            **traced(traces, "hourglass-worker"),
            "HOURGLASS_RECOMMENDER": "tests.e2e.recommenders:fail_some",
        },
    )
    try:
        with db.atomic():
            tasks = store.insert_tasks([(7, "G2")])
            enqueue_in_transaction(recommendation.refresh_messages(tasks))
        recommendation.refresh_member_recommendations.send("not-an-id")

        def failures():
            return [s for s in traces.received() if s.attributes.get("error.type")]

        wait_until(lambda: len(failures()) == 2, message="both failures exported")
    finally:
        worker.stop()
    by_name = {s.name: s for s in failures()}
    assert by_name["recommender"].attributes["error.type"] == "RuntimeError"
    assert by_name["recommender"].status_message == "RuntimeError"
    assert by_name["recommender"].events == []
    run = by_name["recommendation process refresh_member_recommendations"]
    assert run.attributes["hourglass.outcome"] == "dead_lettered"
    assert run.attributes["error.type"] == "InvalidInput"
    assert not [s for s in traces.received() if "member 7" in repr(s) or "not-an-id" in repr(s)]
    assert scalar("SELECT status FROM recommendation_task WHERE member_id = 7") == "FAILED"


def test_each_source_request_of_a_collection_run_is_a_child_span_of_that_run(traces):
    sources = FakeSources().start()
    worker = start_worker(queues=["collection"], env=traced(traces, "hourglass-worker"))
    try:
        sources.feed("feed-1", [(f"1-{i}", "Company") for i in range(3)], page_size=1)
        add_source("feed-1", "feed", f"{sources.url}/feed/feed-1", throttle_seconds=0)
        set_flag(DISPATCH_FLAG, True)
        assert dispatch_tick() == 1

        def source_requests():
            spans = traces.received()
            runs = {s.span_id for s in spans if s.name.startswith("collection process ")}
            return [s for s in spans if s.name == "GET" and s.parent_span_id in runs]

        wait_until(lambda: len(source_requests()) == 3, message="three pages fetched")
    finally:
        worker.stop()
        sources.stop()
    assert all(s.attributes["http.status_code"] == 200 for s in source_requests())
    assert {s.attributes["http.url"].split("?")[0] for s in source_requests()} == {
        f"{sources.url}/feed/feed-1"
    }


def test_without_an_otlp_endpoint_no_message_carries_a_trace_context(notification_service):
    worker = start_worker(
        queues=["notify_fire", "notify_send"],
        env={"HOURGLASS_NOTIFICATION_URL": notification_service.url},
    )
    try:
        create_task(101, 202, deadline_at=db.now() + timedelta(seconds=1))
        wait_until(lambda: notification_service.count() == 1, message="the delivery")
    finally:
        worker.stop()
    # The task's reminders, not due yet, wait in the queue: none carries a context.
    assert scalar(TIMERS_WAITING) > 0
    assert scalar(TIMERS_WAITING + " AND message->'options' ? 'traceparent'") == 0
