"""The task service and the firing on a real PostgreSQL (actors called in-process): the
schedule moves with the task in one transaction, and only the live version of a job fires."""

import json
import threading
import time
from datetime import timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar

import dramatiq
import pytest

import actors  # noqa: F401  (the broker)
from actors.notifications import (
    change_task_status,
    complete_task,
    create_task,
    deliver_notification,
    fire_scheduled_job,
    reassign_task,
    record_progress_activity,
    refund_task,
    resend_lost_deliveries,
    resend_lost_timers,
)
from hourglass.core import settings as settings_module
from hourglass.core.errors import InvalidInput
from models import db
from models.notifications import NotificationRequest, ScheduledJob, status_counts
from tests.harness import lose_messages, scalar

H = timedelta(hours=1)


def schedule_of(task_id):
    """(key, version, status, fire_at, message_id) of every job of the task."""
    return db.execute_sql(
        "SELECT job_key, version, status, fire_at, message_id FROM scheduled_job WHERE task_id = %s ORDER BY job_key",
        (task_id,),
    ).fetchall()


def timer_rows():
    return db.execute_sql(
        "SELECT message_id, queue_name, available_at FROM hourglass.message"
        " WHERE queue_name LIKE 'notify_fire%%' ORDER BY 1"
    ).fetchall()


def job(task_id, key_prefix):
    return ScheduledJob.get(
        (ScheduledJob.task == task_id) & ScheduledJob.job_key.startswith(key_prefix)
    )


def new_task(**overrides):
    now = db.now()
    values = {"student_id": 1, "teacher_id": 2, "deadline_at": now + 72 * H, "due_at": now + 50 * H}
    return create_task(**{**values, **overrides})


def test_creating_a_task_schedules_its_jobs_with_one_timer_each_due_at_its_time():
    task_id = new_task()
    jobs = schedule_of(task_id)
    assert len(jobs) == 9
    assert {status for _, _, status, _, _ in jobs} == {"SCHEDULED"}
    timers = {message_id: (queue, available_at) for message_id, queue, available_at in timer_rows()}
    for _, _, _, fire_at, message_id in jobs:
        queue, available_at = timers[message_id]
        assert queue == "notify_fire"
        assert abs((available_at - fire_at).total_seconds()) < 0.002


def test_a_rolled_back_state_change_leaves_the_old_schedule_untouched():
    task_id = new_task()
    before, timers_before = schedule_of(task_id), timer_rows()
    for change in (
        lambda: change_task_status(task_id, "IN_PROGRESS"),
        lambda: complete_task(task_id),
        lambda: reassign_task(task_id, 3, db.now() + 96 * H),
        lambda: refund_task(task_id),
        lambda: record_progress_activity(task_id, now=db.now() + 70 * H),
    ):
        with db.atomic() as transaction:
            change()
            assert schedule_of(task_id) != before
            transaction.rollback()
        assert schedule_of(task_id) == before
        assert timer_rows() == timers_before


def test_scheduling_the_same_key_again_leaves_one_live_job_and_one_timer():
    task_id = new_task()
    record_progress_activity(task_id, now=db.now() + 70 * H)
    record_progress_activity(task_id, now=db.now() + 80 * H)
    check = job(task_id, "DEADLINE_CHECK")
    assert check.version == 3
    assert scalar("SELECT count(*) FROM scheduled_job WHERE job_key = %s", (check.job_key,)) == 1
    live_timers = {message_id for message_id, _, _ in timer_rows()}
    assert len(live_timers) == 9
    assert check.message_id in set(live_timers)


def test_a_status_change_cancels_the_old_status_jobs_and_their_timers():
    task_id = new_task()
    selected_check = job(task_id, f"DEADLINE_CHECK:{task_id}:SELECTED")
    change_task_status(task_id, "PENDING_TEACHER_REVIEW")
    selected_check = ScheduledJob.get_by_id(selected_check.id)
    assert (selected_check.status, selected_check.reason) == ("CANCELLED", "status_changed")
    assert selected_check.message_id not in {m for m, _, _ in timer_rows()}
    assert job(task_id, f"DEADLINE_CHECK:{task_id}:PENDING_TEACHER_REVIEW").status == "SCHEDULED"
    assert len(timer_rows()) == 9


def test_a_cancelled_job_never_notifies_even_if_its_message_arrives():
    task_id = new_task()
    check = job(task_id, "DEADLINE_CHECK")
    complete_task(task_id)
    assert timer_rows() == []
    fire_scheduled_job(check.id, check.version)
    assert ScheduledJob.get_by_id(check.id).status == "CANCELLED"
    assert NotificationRequest.select().count() == 0


def test_a_replaced_version_never_notifies_and_the_live_one_fires_once():
    task_id = new_task(deadline_at=db.now() - H)
    old = job(task_id, "DEADLINE_CHECK")
    reassign_task(task_id, 3)
    live = job(task_id, "DEADLINE_CHECK")
    assert live.version == old.version + 1
    fire_scheduled_job(old.id, old.version)
    assert NotificationRequest.select().count() == 0
    fire_scheduled_job(live.id, live.version)
    fire_scheduled_job(live.id, live.version)
    (request,) = NotificationRequest.select()
    assert (request.job_version, request.purpose, request.recipient) == (
        live.version,
        "TASK_OVERDUE",
        "TEACHER:3",
    )
    live = ScheduledJob.get_by_id(live.id)
    assert (live.status, live.notification_request_id) == ("FIRED", request.id)
    assert (
        scalar(
            "SELECT count(*) FROM hourglass.message WHERE message_id = %s", (request.message_id,)
        )
        == 1
    )


def test_a_message_arriving_before_its_job_is_due_only_puts_the_timer_back():
    task_id = new_task()
    check = job(task_id, "DEADLINE_CHECK")
    fire_scheduled_job(check.id, check.version)
    again = ScheduledJob.get_by_id(check.id)
    assert (again.status, again.version) == ("SCHEDULED", check.version)
    assert again.message_id != check.message_id
    (available_at,) = db.execute_sql(
        "SELECT available_at FROM hourglass.message WHERE message_id = %s", (again.message_id,)
    ).fetchone()
    assert abs((available_at - check.fire_at).total_seconds()) < 0.002
    assert NotificationRequest.select().count() == 0


def test_a_past_deadline_check_fires_at_once_and_past_reminders_are_not_scheduled():
    now = db.now()
    task_id = new_task(deadline_at=now - H, due_at=now + 2 * H)
    keys = {key for key, *_ in schedule_of(task_id)}
    assert keys == {
        f"DEADLINE_CHECK:{task_id}:SELECTED",
        f"TEACHER_REMINDER:{task_id}:SELECTED",
        f"DUE_AT_REMINDER:{task_id}:1",
    }
    check = job(task_id, "DEADLINE_CHECK")
    (queue, due_now) = db.execute_sql(
        "SELECT queue_name, available_at <= now() FROM hourglass.message WHERE message_id = %s",
        (check.message_id,),
    ).fetchone()
    assert (queue, due_now) == ("notify_fire", True)


def test_in_progress_overdue_is_notified_only_once_across_deadline_extensions():
    db_now = db.now()
    task_id = new_task(deadline_at=db_now - 2 * H)
    change_task_status(task_id, "IN_PROGRESS")
    first = job(task_id, f"DEADLINE_CHECK:{task_id}:IN_PROGRESS")
    fire_scheduled_job(first.id, first.version)
    assert ScheduledJob.get_by_id(first.id).status == "FIRED"
    # Progress recorded 73 hours ago moves the deadline to one hour ago: the new version of
    # the check is due at once.
    record_progress_activity(task_id, now=db_now - 73 * H)
    second = job(task_id, f"DEADLINE_CHECK:{task_id}:IN_PROGRESS")
    assert second.version == first.version + 1
    fire_scheduled_job(second.id, second.version)
    second = ScheduledJob.get_by_id(second.id)
    assert (second.status, second.reason) == ("SKIPPED", "already_notified")
    assert NotificationRequest.select().count() == 1


def test_a_reminder_beyond_its_allowed_lateness_is_recorded_missed_with_its_lateness():
    db_now = db.now()
    # The task was created "three hours ago" (as the service saw it), its due time is in
    # ten minutes: the one-hour reminder was due fifty minutes ago.
    task_id = new_task(due_at=db_now + timedelta(minutes=10), now=db_now - 3 * H)
    reminder = job(task_id, f"DUE_AT_REMINDER:{task_id}:1")
    fire_scheduled_job(reminder.id, reminder.version)
    reminder = ScheduledJob.get_by_id(reminder.id)
    assert (reminder.status, reminder.reason) == ("MISSED", "too_late")
    assert 50 * 60_000 <= reminder.lateness_ms < 55 * 60_000
    assert NotificationRequest.select().count() == 0


def test_the_sweep_resends_a_lost_timer_of_a_past_due_job_and_leaves_live_ones_alone():
    task_id = new_task(deadline_at=db.now() - 5 * H)
    check = job(task_id, "DEADLINE_CHECK")
    assert resend_lost_timers() == 0
    lose_messages("message_id = %s", (check.message_id,))
    assert resend_lost_timers() == 1
    resent = ScheduledJob.get_by_id(check.id)
    assert resent.message_id != check.message_id
    assert (
        scalar("SELECT count(*) FROM hourglass.message WHERE message_id = %s", (resent.message_id,))
        == 1
    )
    assert resend_lost_timers() == 0


def test_a_fired_request_without_a_service_url_is_recorded_skipped_and_a_lost_one_is_resent():
    task_id = new_task(deadline_at=db.now() - 5 * H)
    check = job(task_id, "DEADLINE_CHECK")
    fire_scheduled_job(check.id, check.version)
    (request,) = NotificationRequest.select()
    lose_messages("message_id = %s", (request.message_id,))
    db.execute_sql("UPDATE notification_request SET created_at = now() - interval '1 hour'")
    assert resend_lost_deliveries() == 1
    deliver_notification(str(request.id))
    request = NotificationRequest.get_by_id(request.id)
    assert (request.status, request.last_error, request.attempts) == ("SKIPPED", "no_url", 0)


class ReceiverAnswering(BaseHTTPRequestHandler):
    status = 200
    delay_s = 0
    seen: ClassVar[list] = []

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).seen.append((self.headers["Idempotency-Key"], body))
        time.sleep(self.delay_s)
        self.send_response(self.status)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


@pytest.fixture
def receiver(monkeypatch):
    handler = type("Receiver", (ReceiverAnswering,), {"seen": []})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    monkeypatch.setenv(
        "HOURGLASS_NOTIFICATION_URL", f"http://127.0.0.1:{server.server_port}/notifications"
    )
    settings_module.reread()
    yield handler
    server.shutdown()
    server.server_close()
    monkeypatch.delenv("HOURGLASS_NOTIFICATION_URL")
    settings_module.reread()


def test_a_4xx_answer_is_final_and_a_2xx_answer_is_sent_with_the_request_id_as_idempotency_key(
    receiver,
):
    task_id = new_task(deadline_at=db.now() - H)
    check = job(task_id, "DEADLINE_CHECK")
    fire_scheduled_job(check.id, check.version)
    (request,) = NotificationRequest.select()
    receiver.status = 422
    deliver_notification(str(request.id))
    deliver_notification(str(request.id))
    request = NotificationRequest.get_by_id(request.id)
    assert (request.status, request.last_error, request.attempts) == ("FAILED", "http_422", 1)
    assert len(receiver.seen) == 1

    change_task_status(task_id, "PENDING_TEACHER_REVIEW")
    check = job(task_id, f"DEADLINE_CHECK:{task_id}:PENDING")
    fire_scheduled_job(check.id, check.version)
    sent = NotificationRequest.get(NotificationRequest.scheduled_job == check.id)
    receiver.status = 200
    deliver_notification(str(sent.id))
    assert NotificationRequest.get_by_id(sent.id).status == "SENT"
    key, body = receiver.seen[-1]
    assert key == body["notificationId"] == str(sent.id)
    assert body["channel"] == "WEB_PUSH" and body["purpose"] == "TASK_OVERDUE"
    assert body["recipient"] == {"role": "TEACHER", "id": 2}


def test_a_timeout_is_retried_until_the_retries_are_spent_then_failed(receiver, monkeypatch):
    monkeypatch.setenv("HOURGLASS_NOTIFICATION_TIMEOUT", "0.2")
    monkeypatch.setenv("HOURGLASS_NOTIFICATION_MAX_RETRIES", "1")
    settings_module.reread()
    receiver.delay_s = 1
    task_id = new_task(deadline_at=db.now() - H)
    check = job(task_id, "DEADLINE_CHECK")
    fire_scheduled_job(check.id, check.version)
    (request,) = NotificationRequest.select()
    with pytest.raises(dramatiq.Retry):
        deliver_notification(str(request.id))
    assert NotificationRequest.get_by_id(request.id).status == "PENDING"
    deliver_notification(str(request.id))
    request = NotificationRequest.get_by_id(request.id)
    assert (request.status, request.last_error, request.attempts) == ("FAILED", "timeout", 2)


def test_bad_input_is_refused_and_nothing_is_written():
    now = db.now()
    with pytest.raises(InvalidInput):
        create_task(1, 2, now.replace(tzinfo=None))
    with pytest.raises(InvalidInput):
        create_task(0, 2, now)
    task_id = new_task()
    with pytest.raises(InvalidInput):
        change_task_status(task_id, "DONE")
    complete_task(task_id)
    with pytest.raises(InvalidInput):
        change_task_status(task_id, "IN_PROGRESS")
    with pytest.raises(InvalidInput):
        reassign_task(task_id + 1, 3)
    assert scalar("SELECT count(*) FROM task") == 1
    assert scalar("SELECT count(*) FROM scheduled_job WHERE status = 'SCHEDULED'") == 0


def test_status_counts_show_jobs_due_within_the_hour_by_kind_and_todays_outcomes():
    now = db.now()
    new_task(deadline_at=now + 48 * H + timedelta(minutes=30), due_at=None)
    task_id = new_task(deadline_at=now - H, due_at=None)
    check = job(task_id, "DEADLINE_CHECK")
    fire_scheduled_job(check.id, check.version)
    counts = status_counts()
    assert counts["jobs_due_next_hour"]["DEADLINE_REMINDER"] == 1
    assert counts["jobs_today"] == {"FIRED": 1, "SKIPPED": 0, "MISSED": 0}
    assert counts["deliveries_today"]["PENDING"] == 1
