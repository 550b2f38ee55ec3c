"""The producer API on the connection a product holds (psycopg, SQLAlchemy, Django; `actors`
on `models.db`): each call is one `SELECT hourglass.<function>(...)` in that connection's
transaction. The rules are the SQL functions' (migrations 0015-0017); this module names
their arguments, adapts Python values to them and turns their refusals into InvalidInput.
"""

from collections.abc import Callable, Sequence
from typing import Any

import psycopg

from hourglass.core import settings as settings_module
from hourglass.core import tracing
from hourglass.core.database import one_value
from hourglass.core.errors import InvalidInput
from hourglass.core.validation import MAX_ID, aware_datetime

#: A caller's trace context for the messages its producer calls write, until its commit.
SET_TRACEPARENT = "SELECT set_config('hourglass.traceparent', %s, true)"

#: A review's four answers, as every review function takes them.
ANSWERS = ("rating int", "capacity text", "density text", "particle text")

#: Each public function's arguments, named and typed as the SQL function has them
#: (migrations 0015-0017).
SIGNATURES: dict[str, tuple[str, ...]] = {
    "record_member_visit": ("member_id bigint", "visited_at timestamptz"),
    "create_task": (
        "student_id bigint",
        "teacher_id bigint",
        "deadline_at timestamptz",
        "due_at timestamptz",
    ),
    "change_task_status": ("task_id bigint", "status text"),
    "complete_task": ("task_id bigint",),
    "reassign_task": ("task_id bigint", "teacher_id bigint", "deadline_at timestamptz"),
    "refund_task": ("task_id bigint",),
    "record_progress_activity": ("task_id bigint",),
    "create_item": ("item_type text", "name text"),
    "shop_create_review": (
        "user_id bigint",
        "item_id bigint",
        *ANSWERS,
    ),
    "admin_create_review": ("admin_id bigint", "item_id bigint", "user_id bigint", *ANSWERS),
    "shop_update_review": ("user_id bigint", "review_id bigint", *ANSWERS),
    "admin_update_review": ("admin_id bigint", "review_id bigint", *ANSWERS),
    "admin_delete_review": ("admin_id bigint", "review_id bigint"),
    "admin_hide_review": ("admin_id bigint", "review_id bigint"),
    "admin_unhide_review": ("admin_id bigint", "review_id bigint"),
}

#: The versioned functions the Python API calls with its own settings (a given `now`, the
#: recommendation hour, the progress extension), each at the end of its arguments.
INTERNAL_SIGNATURES: dict[str, tuple[str, ...]] = {
    "record_member_visit_v1": (*SIGNATURES["record_member_visit"], "hour interval"),
    "create_task_v1": (*SIGNATURES["create_task"], "now timestamptz"),
    "change_task_status_v1": (*SIGNATURES["change_task_status"], "now timestamptz"),
    "complete_task_v1": (*SIGNATURES["complete_task"], "now timestamptz"),
    "reassign_task_v1": (*SIGNATURES["reassign_task"], "now timestamptz"),
    "refund_task_v1": (*SIGNATURES["refund_task"], "now timestamptz"),
    "record_progress_activity_v1": (
        *SIGNATURES["record_progress_activity"],
        "now timestamptz",
        "extension interval",
    ),
}


def call_sql(function: str, arguments: Sequence[str]) -> str:
    """The statement that calls `hourglass.<function>` with one typed placeholder per argument."""
    types = (argument.split()[1] for argument in arguments)
    return f"SELECT hourglass.{function}({', '.join(f'%s::{t}' for t in types)})"


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


def call_on_db(function: str, *args: Any) -> Any:
    """The Python API's own path: `hourglass.<function>` (a public one, or a `_v1` the API
    passes its settings to) on `models.db`, in a savepoint of the caller's transaction, so
    that a refusal (InvalidInput) leaves the caller's other work as it was."""
    from hourglass.core.database import db

    arguments = SIGNATURES.get(function) or INTERNAL_SIGNATURES[function]
    params = adapted(arguments, args)
    try:
        with db.atomic():
            if settings_module.load().traces:
                # The messages the function writes carry this trace (hourglass.enqueue_v1).
                traceparent = tracing.current_traceparent() or ""
                db.execute_sql(SET_TRACEPARENT, (traceparent,))
            return one_value(db.execute_sql(call_sql(function, arguments), params))
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
    (roll back, or use a savepoint, to go on)."""

    def __init__(self, connection: Any) -> None:
        self._execute = _executor(connection)

    def call(self, function: str, *args: Any) -> Any:
        arguments = SIGNATURES[function]
        try:
            return self._execute(call_sql(function, arguments), adapted(arguments, args))
        except Exception as exc:
            if (refused := refusal(exc)) is not None:
                raise refused from exc
            raise

    def record_member_visit(self, member_id, visited_at=None) -> bool:
        return self.call("record_member_visit", member_id, visited_at)

    def create_task(self, student_id, teacher_id, deadline_at, due_at=None) -> int:
        return self.call("create_task", student_id, teacher_id, deadline_at, due_at)

    def change_task_status(self, task_id, status) -> None:
        self.call("change_task_status", task_id, status)

    def complete_task(self, task_id) -> None:
        self.call("complete_task", task_id)

    def reassign_task(self, task_id, teacher_id, deadline_at=None) -> None:
        self.call("reassign_task", task_id, teacher_id, deadline_at)

    def refund_task(self, task_id) -> None:
        self.call("refund_task", task_id)

    def record_progress_activity(self, task_id) -> None:
        self.call("record_progress_activity", task_id)

    def create_item(self, item_type, name) -> int:
        return self.call("create_item", item_type, name)

    def shop_create_review(self, user_id, item_id, rating, capacity, density, particle) -> int:
        return self.call(
            "shop_create_review", user_id, item_id, rating, capacity, density, particle
        )

    def admin_create_review(
        self, admin_id, item_id, user_id, rating, capacity, density, particle
    ) -> int:
        return self.call(
            "admin_create_review", admin_id, item_id, user_id, rating, capacity, density, particle
        )

    def shop_update_review(
        self, user_id, review_id, rating=None, capacity=None, density=None, particle=None
    ) -> None:
        self.call("shop_update_review", user_id, review_id, rating, capacity, density, particle)

    def admin_update_review(
        self, admin_id, review_id, rating=None, capacity=None, density=None, particle=None
    ) -> None:
        self.call("admin_update_review", admin_id, review_id, rating, capacity, density, particle)

    def admin_delete_review(self, admin_id, review_id) -> bool:
        return self.call("admin_delete_review", admin_id, review_id)

    def admin_hide_review(self, admin_id, review_id) -> bool:
        return self.call("admin_hide_review", admin_id, review_id)

    def admin_unhide_review(self, admin_id, review_id) -> bool:
        return self.call("admin_unhide_review", admin_id, review_id)


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


__all__ = ["SIGNATURES", "Producer", "call_on_db"]
