"""Find one thing: everything hourglass did for a member, a notification task, a job
source, an item type or a message, newest first (`hourglass show KIND ID`, and the
dashboard's search box). Each pipeline's models module reads its own rows, by their keys'
indexes; a message is read from the broker's queue table by its id."""

import uuid
from collections.abc import Callable
from typing import Any

from hourglass.core.broker_schema import (
    MESSAGE_ACTOR,
    MESSAGE_LAST_ERROR,
    MESSAGE_RETRIES,
    QUEUE_TABLE,
)
from hourglass.core.errors import InvalidInput
from hourglass.core.validation import positive_id
from models import (
    Event,
    History,
    collection,
    db,
    newest_first,
    notifications,
    recommendation,
    reviews,
)

#: Rows of each kind shown at most (tasks of a member, jobs of a task, cycles of a source).
HISTORY_LIMIT = 50

MESSAGE_ROW = f"""
SELECT queue_name, "state"::text, {MESSAGE_ACTOR}, message->'args', {MESSAGE_RETRIES},
       {MESSAGE_LAST_ERROR}, available_at, consumed_at, mtime
FROM {QUEUE_TABLE} WHERE message_id = %s
"""


def message_history(message_id: str, limit: int) -> History | None:
    """The message's row while the queue table has it: its attempts, last error and state
    (a finished message's row is deleted by its ack)."""
    row = db.execute_sql(MESSAGE_ROW, (message_id,)).fetchone()
    if row is None:
        return None
    queue, state, actor, args, retries, error, available_at, consumed_at, changed_at = row
    facts = {"message": message_id, "queue": queue, "actor": actor, "args": args, "state": state}
    events = [Event(available_at, "due", f"attempt {retries + 1}")]
    if consumed_at is not None:
        events.append(Event(consumed_at, "claimed by a worker"))
    if error:
        events.append(Event(changed_at, f"attempt {retries} failed", error))
    if state == "rejected":
        events.append(Event(changed_at, "dead-lettered", error or ""))
    return History(facts, newest_first(events))


def _item_type(text: str) -> str:
    return text.strip().upper().replace("-", "_")


def _message_id(text: str) -> str:
    try:
        return str(uuid.UUID(text.strip()))
    except ValueError:
        raise InvalidInput(f"{text!r} is not a message id (a UUID)") from None


def _id(text: str) -> int:
    try:
        return positive_id("id", int(text))
    except ValueError:
        raise InvalidInput(f"{text!r} is not an id (a positive integer)") from None


#: Kind → (the key from its text, the history of that key).
KINDS: dict[str, tuple[Callable[[str], Any], Callable[[Any, int], History | None]]] = {
    "member": (_id, recommendation.member_history),
    "task": (_id, notifications.task_history),
    "source": (str.strip, collection.source_history),
    # An item type has one signal and one statistics row: no limit to apply.
    "item-type": (_item_type, lambda item_type, limit: reviews.item_type_history(item_type)),
    "message": (_message_id, message_history),
}


def find(kind: str, text: str) -> tuple[Any, History]:
    """The key `text` names and its history; InvalidInput for an unknown kind, a malformed
    key or nothing found."""
    if kind not in KINDS:
        raise InvalidInput(f"unknown kind {kind!r} (kinds: {', '.join(KINDS)})")
    parse, history_of = KINDS[kind]
    key = parse(text)
    history = history_of(key, HISTORY_LIMIT)
    if history is None:
        raise InvalidInput(f"no {kind} {key} found")
    return key, history


def parse_search(text: str) -> tuple[str, str]:
    """What the search box means: `KIND ID` (`member 42`, `source acme`), or a bare UUID (a
    message), a bare item type, a bare number (a member)."""
    words = text.strip().split(maxsplit=1)
    if not words:
        raise InvalidInput(
            "type what to find: member 42, task 7, source acme, SOUP or a message id"
        )
    if len(words) == 2 and words[0].lower() in KINDS:
        return words[0].lower(), words[1]
    bare = words[0] if len(words) == 1 else text.strip()
    if _item_type(bare) in reviews.ITEM_TYPES:
        return "item-type", bare
    if bare.isdigit():
        return "member", bare
    try:
        return "message", _message_id(bare)
    except InvalidInput:
        return "source", bare


def render(kind: str, key: Any, history: History) -> str:
    """`hourglass show`'s text: the facts, then one line per event, newest first."""
    lines = [f"{kind} {key}"]
    lines += [f"  {name}: {value}" for name, value in history.facts.items()]
    lines.append("")
    lines += [
        f"{f'{event.at:%Y-%m-%d %H:%M:%S}' if event.at else '-':<19}  {event.what}"
        + (f"  ({event.detail})" if event.detail else "")
        for event in history.events
    ] or ["(nothing yet)"]
    return "\n".join(lines)
