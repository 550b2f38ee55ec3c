"""The checks actors and the collection sources apply to their arguments before anything is
written (the producer functions of the other pipelines check theirs in SQL).

One helper per kind of value (ids, times, text, message ids); each returns the value as
it will be stored or raises `InvalidInput` naming the argument and the rule. The bounds
themselves are named constants next to each API.
"""

import uuid
from datetime import datetime
from typing import Any

from hourglass.core.errors import InvalidInput

#: The largest value of PostgreSQL's bigint, the type of every id column.
MAX_ID = 2**63 - 1


def positive_id(name: str, value: Any) -> int:
    """An integer id from 1 to `MAX_ID` (a bool is not one)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= MAX_ID:
        raise InvalidInput(
            f"{name} must be a positive integer (at most 2**63-1), got {_shown(value)}"
        )
    return value


def aware_datetime(name: str, value: Any) -> datetime:
    """A timezone-aware datetime."""
    if not isinstance(value, datetime) or value.tzinfo is None or value.utcoffset() is None:
        raise InvalidInput(f"{name} must be a timezone-aware datetime, got {_shown(value)}")
    return value


def iso_datetime(name: str, value: Any) -> datetime:
    """A timezone-aware datetime written in ISO 8601 (as a message carries one)."""
    try:
        parsed = datetime.fromisoformat(value)
    except (TypeError, ValueError):
        raise InvalidInput(
            f"{name} must be an ISO 8601 date and time, got {_shown(value)}"
        ) from None
    return aware_datetime(name, parsed)


def text(name: str, value: Any, max_length: int) -> str:
    """A string of 1 to `max_length` printable characters once stripped (no NUL byte, no
    control character: PostgreSQL refuses the first, screens garble the others)."""
    if not isinstance(value, str):
        raise InvalidInput(f"{name} must be a string, got {_shown(value)}")
    stripped = value.strip()
    if not 0 < len(stripped) <= max_length or not stripped.isprintable():
        raise InvalidInput(
            f"{name} must be 1 to {max_length} printable characters, got {_shown(value)}"
        )
    return stripped


def message_uuid(name: str, value: Any) -> str:
    """A UUID as a message carries it (a string)."""
    try:
        return str(uuid.UUID(value))
    except (TypeError, ValueError, AttributeError):
        raise InvalidInput(f"{name} must be a UUID, got {_shown(value)}") from None


def _shown(value: Any) -> str:
    """The value as an error may quote it: never more than a line's worth."""
    shown = repr(value)
    return shown if len(shown) <= 80 else f"{shown[:60]}... ({len(shown)} characters)"


def id_in(text: str) -> int:
    """The positive integer id an operator typed (`hourglass show task 7`, a search box)."""
    try:
        return positive_id("id", int(text))
    except ValueError:
        raise InvalidInput(f"{text!r} is not an id (a positive integer)") from None
