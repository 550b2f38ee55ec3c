"""The operator's overrides of the pipelines' rules, one verb each: the CLI's `hourglass
VERB KIND ID` and the dashboard's buttons call the same pipeline function, which acts once
and writes its audit row (a repeat is refused and changes nothing)."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from hourglass.core import audit
from hourglass.core.errors import InvalidInput


@dataclass(frozen=True)
class Override:
    kind: str  # what it acts on, as the CLI names it
    metavar: str
    parse: Callable[[str], Any]
    help: str
    run: Callable[[Any, audit.Operator], None]


def _retry_task(task_id, operator) -> None:
    from actors.recommendation import retry_failed_task

    retry_failed_task(task_id, operator)


def _rerun_cycle(source_name, operator) -> None:
    from actors.collection.sources import rerun_failed_cycle

    rerun_failed_cycle(source_name, operator)


def _resend_delivery(request_id, operator) -> None:
    from actors.notifications.operator_actions import resend_failed_delivery

    resend_failed_delivery(request_id, operator)


def _cancel_job(job_id, operator) -> None:
    from actors.notifications.operator_actions import cancel_scheduled_job

    cancel_scheduled_job(job_id, operator)


def _id(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise InvalidInput(f"{text!r} is not an id (a positive integer)") from None


OVERRIDES = {
    "retry": Override(
        "task",
        "TASK_ID",
        _id,
        "make a FAILED recommendation task PENDING and run it again",
        _retry_task,
    ),
    "rerun": Override(
        "cycle", "SOURCE", str, "collect again today's FAILED cycle of a source", _rerun_cycle
    ),
    "resend": Override(
        "delivery", "REQUEST_ID", str, "POST a FAILED notification request again", _resend_delivery
    ),
    "cancel": Override(
        "job", "JOB_ID", _id, "cancel a SCHEDULED notification job (its timer too)", _cancel_job
    ),
}


def act(verb: str, text: str, operator: audit.Operator) -> None:
    """Run override `verb` on the thing `text` names; InvalidInput when it cannot."""
    if verb not in OVERRIDES:
        raise InvalidInput(f"unknown action {verb!r} (actions: {', '.join(OVERRIDES)})")
    override = OVERRIDES[verb]
    override.run(override.parse(text), operator)
