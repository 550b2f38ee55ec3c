"""The audit log: one `operator_action` row per action an operator takes, from the dashboard
or the CLI, written in the transaction of its effect (so a row says what happened, and an
effect that rolled back left none); `hourglass audit` and the dashboard's audit page list it
newest first, and retention deletes it after HOURGLASS_PRUNE_AUDIT_LOG_AFTER."""

import getpass
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from datetime import datetime

from hourglass.core.database import db
from hourglass.core.errors import InvalidInput
from hourglass.core.rows import fetch_all_as

#: `hourglass audit` and the dashboard's page show at most this many rows unless told otherwise.
DEFAULT_LIST_LIMIT = 100

RECORD_ACTION = """
INSERT INTO operator_action (operator, via, action, target, outcome) VALUES (%s, %s, %s, %s, %s)
"""

RECENT_ACTIONS = """
SELECT id, acted_at, operator, via, action, target, outcome FROM operator_action
ORDER BY acted_at DESC, id DESC LIMIT %s
"""

PRUNE_AUDIT_LOG = """
DELETE FROM operator_action WHERE id = ANY(ARRAY(
    SELECT id FROM operator_action WHERE acted_at < now() - %(older_than)s
    ORDER BY acted_at LIMIT %(limit)s FOR UPDATE SKIP LOCKED
))
"""

COUNT_PRUNABLE_AUDIT_LOG = (
    "SELECT count(*) FROM operator_action WHERE acted_at < now() - %(older_than)s"
)


@dataclass(frozen=True)
class Operator:
    """Who acts: the web's basic-auth user, or the OS user running the CLI."""

    name: str
    via: str  # 'web' or 'cli'

    @classmethod
    def at_the_terminal(cls) -> "Operator":
        return cls(getpass.getuser(), "cli")


@dataclass(frozen=True)
class ActionRow:
    id: int
    acted_at: datetime
    operator: str
    via: str
    action: str
    target: str
    outcome: str

    def as_json(self) -> dict:
        return {**asdict(self), "acted_at": self.acted_at.isoformat()}


@dataclass
class Outcome:
    """What an action did, as the audit log says it; the action sets it."""

    text: str = "done"


def record(operator: Operator, action: str, target: str, outcome: str) -> None:
    """Log an action; call it inside the transaction that makes its effect."""
    db.execute_sql(RECORD_ACTION, (operator.name, operator.via, action, target, outcome))


@contextmanager
def acting(operator: Operator, action: str, target: str) -> Iterator[Outcome]:
    """One operator action: its effect and its audit row in one transaction. An action
    refused (InvalidInput: not in a state to act on, no such row) changes nothing, and the
    refusal is logged in a transaction of its own."""
    outcome = Outcome()
    try:
        with db.atomic():
            yield outcome
            record(operator, action, target, outcome.text)
    except InvalidInput as exc:
        with db.atomic():
            record(operator, action, target, f"refused: {exc}")
        raise


def recent_actions(limit: int = DEFAULT_LIST_LIMIT) -> list[ActionRow]:
    return fetch_all_as(ActionRow, RECENT_ACTIONS, (limit,))


def prune_audit_log(older_than, limit) -> int:
    """Delete up to `limit` audit rows older than `older_than`."""
    return db.execute_sql(PRUNE_AUDIT_LOG, {"older_than": older_than, "limit": limit}).rowcount


def count_prunable_audit_log(older_than) -> int:
    return db.execute_sql(COUNT_PRUNABLE_AUDIT_LOG, {"older_than": older_than}).fetchone()[0]


def render(actions: list[ActionRow]) -> str:
    """One line per action, for `hourglass audit`."""
    if not actions:
        return "no operator action recorded"
    lines = [
        f"{'WHEN (UTC)':<19}  {'WHO':<16}  {'VIA':<3}  {'ACTION':<16}  {'TARGET':<40}  OUTCOME"
    ]
    lines += [
        f"{a.acted_at:%Y-%m-%d %H:%M:%S}  {a.operator:<16}  {a.via:<3}  {a.action:<16}"
        f"  {a.target:<40}  {a.outcome}"
        for a in actions
    ]
    return "\n".join(lines)
