"""Dead letters: messages of any actor that exhausted their retries (or raised an exception
their actor `throws`), which the queue store keeps (hourglass.core.store.dead_letters). This
module lists, replays and purges them for `hourglass dlq`, and records a one-line error
summary in each failed message so that a dead letter says why it died.
"""

import re
import uuid
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta

from dramatiq.middleware import Middleware

from hourglass.core.database import db
from hourglass.core.errors import InvalidInput, first_line
from hourglass.core.store import dead_letters as stored

#: Longest error summary kept and shown: enough for the exception and its first line.
ERROR_SUMMARY_LENGTH = 200

#: `hourglass dlq list` shows at most this many dead letters unless told otherwise.
DEFAULT_LIST_LIMIT = 100

AGE_PATTERN = re.compile(r"^(\d+(?:\.\d+)?)([smhd]?)$")
AGE_UNITS = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}


@dataclass(frozen=True)
class DeadLetter:
    message_id: str
    queue_name: str
    actor_name: str
    rejected_at: datetime
    retries: int
    error: str | None

    def as_json(self) -> dict:
        return {**asdict(self), "rejected_at": self.rejected_at.isoformat()}


@dataclass(frozen=True)
class DeadLetterRow:
    """A dead letter as the store gives it (hourglass.core.store.dead_letters)."""

    message_id: str
    queue_name: str
    actor_name: str
    rejected_at: datetime
    retries: int
    last_error: str | None
    traceback: str | None

    def dead_letter(self) -> DeadLetter:
        """What is shown: the error is the recorded summary, else the traceback's last line."""
        error = self.last_error or traceback_summary(self.traceback)
        return DeadLetter(
            self.message_id, self.queue_name, self.actor_name, self.rejected_at, self.retries, error
        )


class RecordLastError(Middleware):
    """Keeps a one-line summary of a message's latest exception in its options: the
    rejected row then says why, even when Retries recorded no traceback (`throws`)."""

    def after_process_message(self, broker, message, *, result=None, exception=None) -> None:
        if exception is not None:
            message.options["last_error"] = exception_summary(exception)


def exception_summary(exception) -> str:
    """`Type: first line of the message`, cut short (a DETAIL line may hold row data)."""
    if not str(exception).strip():
        return type(exception).__name__
    return f"{type(exception).__name__}: {first_line(exception)}"[:ERROR_SUMMARY_LENGTH]


def traceback_summary(traceback_text) -> str | None:
    """The exception line of a formatted traceback: the first line after the last frame."""
    lines = [line for line in (traceback_text or "").rstrip().splitlines() if line.strip()]
    frame_lines = [i for i, line in enumerate(lines) if line.startswith(" ")]
    after_frames = frame_lines[-1] + 1 if frame_lines else 0
    if after_frames >= len(lines):
        return None
    return lines[after_frames][:ERROR_SUMMARY_LENGTH]


def parse_age(text) -> timedelta:
    """`90`, `90s`, `15m`, `12h` or `7d` as a duration."""
    match = AGE_PATTERN.match(str(text).strip())
    if not match:
        raise InvalidInput(f"age {text!r} is not a number of seconds or like 30s, 15m, 12h, 7d")
    return timedelta(seconds=float(match.group(1)) * AGE_UNITS[match.group(2)])


def list_dead_letters(queue=None, limit=DEFAULT_LIST_LIMIT) -> list[DeadLetter]:
    return [DeadLetterRow(*row).dead_letter() for row in stored.listed(db, queue, limit)]


def dead_letter_detail(message_id: str) -> tuple[DeadLetter, list[str]] | None:
    """One dead letter and the frames of its last traceback (`File …, line …, in …`
    lines only: an exception's own text may hold row data), or None."""
    found = stored.detail(db, _message_id(message_id))
    if found is None:
        return None
    row = DeadLetterRow(*found)
    frames = [
        line.strip() for line in (row.traceback or "").splitlines() if line.startswith("  File ")
    ]
    return row.dead_letter(), frames


def replay_dead_letters(
    message_ids=(), replay_all=False, queue=None, actor=None, older_than=None
) -> list[str]:
    """Put the named dead letters (or all of them, of `queue`, `actor` and rejected at
    least `older_than` ago where given) back on their queues. Every named id must be a
    dead letter, else nothing is replayed."""
    if not replay_all and not message_ids:
        raise InvalidInput("name the dead letters to replay, or replay all of them")
    wanted = [_message_id(text) for text in message_ids]
    with db.atomic():
        replayed = stored.replay(db, wanted, replay_all, queue, actor, older_than)
        missing = sorted(set(wanted) - set(replayed))
        if missing:  # raised inside the block: the replays above roll back
            raise InvalidInput(f"not a dead letter: {', '.join(missing)} (nothing replayed)")
    return replayed


def purge_dead_letters(older_than=None, queue=None, actor=None) -> int:
    """Delete dead letters (of `queue`, `actor` and rejected at least `older_than` ago where
    given); returns how many."""
    with db.atomic():
        return stored.purge(db, queue, actor, older_than)


def prune_dead_letters(older_than, limit) -> int:
    """Delete up to `limit` dead letters rejected more than `older_than` ago."""
    return stored.prune(db, older_than, limit)


def count_prunable_dead_letters(older_than) -> int:
    return stored.count_prunable(db, older_than)


def _message_id(text) -> str:
    try:
        return str(uuid.UUID(str(text)))
    except ValueError:
        raise InvalidInput(f"{text!r} is not a message id (a UUID)") from None


def render(letters) -> str:
    """One line per dead letter, for `hourglass dlq list`."""
    if not letters:
        return "no dead letters"
    lines = [
        f"{'ID':<36}  {'QUEUE':<20}  {'ACTOR':<32}  {'REJECTED AT (UTC)':<19}  RETRIES  LAST ERROR"
    ]
    for letter in letters:
        lines.append(
            f"{letter.message_id:<36}  {letter.queue_name:<20}  {letter.actor_name or '-':<32}  "
            f"{letter.rejected_at.strftime('%Y-%m-%d %H:%M:%S'):<19}  {letter.retries:>7}  {letter.error or '-'}"
        )
    return "\n".join(lines)


def bulk_action(verb, operator, queue=None, actor=None, older_than=None) -> int:
    """An operator's bulk `replay` or `purge` of the dead letters of `queue`, `actor` and
    rejected at least `older_than` (text: 90s, 15m, 12h, 7d) ago, where given, audited
    (a bad age is a refusal); returns how many."""
    from hourglass.core import audit

    filters = {"queue": queue, "actor": actor, "older than": older_than}
    target = ", ".join(f"{k} {v}" for k, v in filters.items() if v) or "all dead letters"
    with audit.acting(operator, f"dlq.{verb}", target) as outcome:
        age = parse_age(older_than) if older_than else None
        if verb == "replay":
            count = len(
                replay_dead_letters(replay_all=True, queue=queue, actor=actor, older_than=age)
            )
        else:
            count = purge_dead_letters(older_than=age, queue=queue, actor=actor)
        outcome.text = f"{'replayed' if verb == 'replay' else 'purged'} {count}"
    return count
