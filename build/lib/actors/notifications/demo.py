"""Task notifications in `hourglass demo`: a task every few ticks, its deadline check and
its due-at reminder firing within seconds, POSTed to a stand-in notification service."""

import random
from datetime import timedelta

from actors.notifications import create_task
from actors.notifications.stand_in import NotificationReceiver
from hourglass.core.rows import figure
from models import db
from models.notifications import status_counts

#: A new task every this many ticks.
TASK_EVERY_TICKS = 15
#: A demo task's deadline check, and its due-at reminder one hour before `due_at`, fire
#: this many seconds after it is created.
TASK_FIRES_AFTER_SECONDS = (5, 15)
#: Teachers the demo's tasks are given to.
TEACHERS = 10


class TaskReminders:
    def __init__(self) -> None:
        self.receiver = NotificationReceiver()

    def start(self) -> dict[str, str]:
        self.receiver.start()
        return {"HOURGLASS_NOTIFICATION_URL": self.receiver.url}

    def seed(self) -> list[str]:
        return [f"notifications go to {self.receiver.url}"]

    def play(self, tick: int, members: int) -> None:
        if tick % TASK_EVERY_TICKS:
            return
        now = db.now()
        deadline_at = now + timedelta(seconds=random.uniform(*TASK_FIRES_AFTER_SECONDS))
        due_at = now + timedelta(hours=1, seconds=random.uniform(*TASK_FIRES_AFTER_SECONDS))
        create_task(random.randint(1, members), random.randint(1, TEACHERS), deadline_at, due_at)

    def report(self) -> str:
        counts = status_counts()
        return (
            f"notifications: fired {figure(counts['jobs_today']['FIRED'])},"
            f" sent {figure(counts['deliveries_today']['SENT'])},"
            f" received {self.receiver.count()}"
        )

    def stop(self) -> None:
        self.receiver.stop()
