"""Find one thing: everything hourglass did for a message, or for a thing of a kind a
pipeline declares (`Pipeline.lookups`: a member, a notification task, a job source, an item
type), newest first (`hourglass show KIND ID`, and the dashboard's search box). Each
pipeline reads its own rows, by their keys' indexes; a message is read from the queue store
by its id, on either lane, with its stored result or error (hourglass.core.results) while it
has not expired."""

import contextlib
import uuid
from collections.abc import Iterable
from typing import Any

from hourglass.core.database import db
from hourglass.core.errors import InvalidInput
from hourglass.core.pipelines import Lookup, Pipeline
from hourglass.core.results import stored_result
from hourglass.core.rows import Event, History, newest_first
from hourglass.core.store import reads

#: Rows of each kind shown at most (tasks of a member, jobs of a task, cycles of a source).
HISTORY_LIMIT = 50


def message_history(message_id: str, limit: int) -> History | None:
    """The message's row while the queue table has it (a finished message's row is deleted
    by its ack), and its result or error while it is stored (its actor's `store_results`)."""
    history = _queued_message_history(message_id)
    result = stored_result(message_id)
    if result is None:
        return history
    facts = history.facts if history is not None else {"message": message_id}
    outcome = "error" if result.failed else "result"
    facts = {**facts, outcome: result.shown, f"{outcome} kept until": result.expires_at}
    stored = Event(
        result.stored_at, f"{outcome} stored", f"kept until {result.expires_at:%H:%M:%S}"
    )
    return History(facts, newest_first([stored, *(history.events if history else [])]))


def _queued_message_history(message_id: str) -> History | None:
    """The message's row while the queue table has it: its attempts, last error and state."""
    row = reads.cold_lane_message(db, message_id)
    if row is None:
        return _ring_message_history(message_id)
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


def _ring_message_history(message_id: str) -> History | None:
    """The message in the hot lane (while its slot is kept), or waiting in either wheel: a
    message waiting there (a retry, say) is shown before its ring's earlier attempt."""
    waiting = reads.waiting_message(db, message_id) or reads.outer_wheel_message(db, message_id)
    if waiting is not None and waiting[1] == "waiting":
        return _waiting_message_history(message_id, waiting)
    row = reads.hot_lane_message(db, message_id)
    if row is None:
        return None if waiting is None else _waiting_message_history(message_id, waiting)
    queue, state, actor, args, sent_at, claimed_at = row
    facts = {"message": message_id, "queue": queue, "actor": actor, "args": args, "state": state}
    events = [Event(sent_at, "due", "attempt 1")]
    if claimed_at is not None:
        events.append(Event(claimed_at, "claimed by a worker"))
    return History(facts, newest_first(events))


def _waiting_message_history(message_id: str, row: tuple) -> History:
    """The message in a wheel: waiting until due, promoted into the ring (carried into the
    wheel, from the outer wheel), or cancelled."""
    queue, state, actor, args, due_at, sent_at = row
    facts = {"message": message_id, "queue": queue, "actor": actor, "args": args, "state": state}
    events = [Event(sent_at, "sent", f"due at {due_at.isoformat()}")]
    if state == "promoted":
        events.append(Event(due_at, "due"))
    return History(facts, newest_first(events))


def _message_id(text: str) -> str:
    try:
        return str(uuid.UUID(text.strip()))
    except ValueError:
        raise InvalidInput(f"{text!r} is not a message id (a UUID)") from None


#: A message, by its id: the broker's, whatever the pipelines.
MESSAGE = Lookup("message", "a message id", lambda text: _message_id(text), message_history)


def kinds(pipelines: Iterable[Pipeline]) -> dict[str, Lookup]:
    """Every kind `find` knows, by name: a message, then the pipelines' kinds."""
    return {"message": MESSAGE} | {
        lookup.kind: lookup for pipeline in pipelines for lookup in pipeline.lookups
    }


def find(kind: str, text: str, pipelines: Iterable[Pipeline]) -> tuple[Any, History]:
    """The key `text` names and its history, among `pipelines`' kinds; InvalidInput for an
    unknown kind, a malformed key or nothing found."""
    known = kinds(pipelines)
    if kind not in known:
        raise InvalidInput(f"unknown kind {kind!r} (kinds: {', '.join(known)})")
    lookup = known[kind]
    key = lookup.parse(text)
    history = lookup.history(key, HISTORY_LIMIT)
    if history is None:
        raise InvalidInput(f"no {kind} {key} found")
    return key, history


def parse_search(text: str, pipelines: Iterable[Pipeline]) -> tuple[str, str]:
    """What the search box means: `KIND ID` (`member 42`, `source acme`), or a bare text: a
    message id (a UUID), else the first kind, in the pipelines' order, that claims it, else
    the kind that takes any text."""
    known = kinds(pipelines)
    words = text.strip().split(maxsplit=1)
    if not words:
        examples = [f"{lookup.kind} {lookup.example}" for lookup in known.values()]
        raise InvalidInput(f"type what to find: {', '.join(examples[1:])} or a message id")
    if len(words) == 2 and words[0].lower() in known:
        return words[0].lower(), words[1]
    bare = words[0] if len(words) == 1 else text.strip()
    with contextlib.suppress(InvalidInput):
        return "message", _message_id(bare)
    for lookup in known.values():
        if lookup.claims_bare(bare):
            return lookup.kind, bare
    for lookup in known.values():
        if lookup.takes_any_text:
            return lookup.kind, bare
    raise InvalidInput(f"nothing is known by {bare!r}: name its kind ({', '.join(known)})")


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
