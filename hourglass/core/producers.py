"""The producer machinery on the connection a product holds (psycopg, SQLAlchemy, Django;
`actors` on `models.db`): each call is one `SELECT hourglass.<function>(...)` in that
connection's transaction. The rules are the SQL functions' (each pipeline's migrations); a
pipeline declares its functions' arguments (`ProducerFunction`), and this module adapts
Python values to them and turns their refusals into InvalidInput.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import psycopg

from hourglass.core import settings as settings_module
from hourglass.core import tracing
from hourglass.core.database import one_value
from hourglass.core.errors import InvalidInput
from hourglass.core.validation import MAX_ID, aware_datetime

#: A caller's trace context for the messages its producer calls write, until its commit.
SET_TRACEPARENT = "SELECT set_config('hourglass.traceparent', %s, true)"


@dataclass(frozen=True)
class ProducerFunction:
    """A SQL producer function, `hourglass.<name>(...)`, with its arguments named and typed
    as the SQL function has them (`"member_id bigint"`). Each pipeline's models module
    declares its own, public and versioned (`_v1`, which the Python API passes its settings
    to)."""

    name: str
    arguments: tuple[str, ...]

    @property
    def sql(self) -> str:
        """The statement that calls it with one typed placeholder per argument."""
        types = (argument.split()[1] for argument in self.arguments)
        return f"SELECT hourglass.{self.name}({', '.join(f'%s::{t}' for t in types)})"


def adapted(arguments: Sequence[str], args: Sequence[Any]) -> list[Any]:
    """The arguments as the SQL types can carry them: a value no SQL argument of its type
    can hold (an id past bigint, a bool for an integer, a naive time, a NUL byte in text)
    is refused here, in the functions' words; every bound is the functions' to check."""
    for argument, value in zip(arguments, args, strict=True):
        name, sql_type = argument.split()
        if value is None or sql_type == "interval":
            continue
        if sql_type == "bigint" and not _fits_bigint(value):
            raise InvalidInput(
                f"{name} must be a positive integer (at most 2**63-1), got {value!r:.80}"
            )
        if sql_type == "int" and (isinstance(value, bool) or not isinstance(value, int)):
            raise InvalidInput(f"{name} must be an integer, got {value!r}")
        elif sql_type == "timestamptz":
            aware_datetime(name, value)
        elif sql_type == "text" and (not isinstance(value, str) or "\x00" in value):
            raise InvalidInput(f"{name} must be a string with no NUL byte, got {value!r:.80}")
    return list(args)


def _fits_bigint(value: Any) -> bool:
    return not isinstance(value, bool) and isinstance(value, int) and -MAX_ID - 1 <= value <= MAX_ID


def refusal(exc: BaseException) -> InvalidInput | None:
    """The InvalidInput a producer function's refusal stands for (its one-line message), or
    None when `exc` is another error. Drivers and ORMs wrap psycopg's error: it is found
    as their cause, context, `.orig` or first argument."""
    seen: set[int] = set()
    pending: list[Any] = [exc]
    while pending:
        candidate = pending.pop()
        if candidate is None or id(candidate) in seen:
            continue
        seen.add(id(candidate))
        if isinstance(candidate, psycopg.Error):
            if candidate.diag.schema_name == "hourglass" and candidate.diag.message_primary:
                return InvalidInput(candidate.diag.message_primary)
            return None
        if isinstance(candidate, BaseException):
            pending += [
                candidate.__cause__,
                candidate.__context__,
                getattr(candidate, "orig", None),
            ]
            pending += [a for a in candidate.args[:1] if isinstance(a, BaseException)]
    return None


def call_on_db(function: ProducerFunction, *args: Any) -> Any:
    """The Python API's own path: `function` (a public one, or a `_v1` the API passes its
    settings to) on `models.db`, in a savepoint of the caller's transaction, so that a
    refusal (InvalidInput) leaves the caller's other work as it was."""
    from hourglass.core.database import db

    params = adapted(function.arguments, args)
    try:
        with db.atomic():
            if settings_module.load().traces:
                # The messages the function writes carry this trace (hourglass.enqueue_v1).
                traceparent = tracing.current_traceparent() or ""
                db.execute_sql(SET_TRACEPARENT, (traceparent,))
            return one_value(db.execute_sql(function.sql, params))
    except Exception as exc:
        if (refused := refusal(exc)) is not None:
            raise refused from None
        raise


class Producer:
    """The producer functions on a product's connection: a psycopg `Connection`, a
    SQLAlchemy `Session` or `Connection`, or a Django connection (`django.db.connection`).
    Each call runs in the connection's current transaction and never commits: the
    product's commit or rollback decides for its writes and these together. A refusal
    raises InvalidInput; the transaction is then aborted, as after any failed statement
    (roll back, or use a savepoint, to go on). Each pipeline's producer (e.g.
    `models.notifications.NotificationProducer`) names its functions as methods."""

    def __init__(self, connection: Any) -> None:
        self._execute = _executor(connection)

    def call(self, function: ProducerFunction, *args: Any) -> Any:
        try:
            return self._execute(function.sql, adapted(function.arguments, args))
        except Exception as exc:
            if (refused := refusal(exc)) is not None:
                raise refused from exc
            raise


def _executor(connection: Any) -> Callable[[str, list[Any]], Any]:
    """How to run one statement on `connection` and read its one value. SQLAlchemy and
    Django are recognised by their methods, so neither is imported unless a product uses it."""
    if isinstance(connection, psycopg.Connection):
        return lambda sql, params: one_value(connection.execute(sql, params))
    if hasattr(connection, "exec_driver_sql"):  # a SQLAlchemy Connection
        return lambda sql, params: connection.exec_driver_sql(sql, tuple(params)).scalar()
    if hasattr(connection, "get_bind") and hasattr(connection, "connection"):  # a Session
        return lambda sql, params: (
            connection.connection().exec_driver_sql(sql, tuple(params)).scalar()
        )
    if hasattr(connection, "cursor") and hasattr(connection, "vendor"):  # a Django connection
        if connection.vendor != "postgresql":
            raise InvalidInput(f"hourglass producers need PostgreSQL, not {connection.vendor}")

        def on_django(sql: str, params: list[Any]) -> Any:
            with connection.cursor() as cursor:
                cursor.execute(sql, params)
                return one_value(cursor)

        return on_django
    raise TypeError(
        f"a producer needs a psycopg, SQLAlchemy or Django connection, got {type(connection)!r}"
    )


__all__ = ["Producer", "ProducerFunction", "call_on_db"]
