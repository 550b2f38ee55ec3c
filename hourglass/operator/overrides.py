"""The operator's overrides of the pipelines' rules, one verb each, as the pipelines declare
them (`Pipeline.overrides`): the CLI's `hourglass VERB KIND ID` and the dashboard's buttons
call the same pipeline function, which acts once and writes its audit row (a repeat is
refused and changes nothing)."""

from collections.abc import Iterable

from hourglass.core import audit
from hourglass.core.errors import InvalidInput
from hourglass.core.pipelines import Override, Pipeline


def by_verb(pipelines: Iterable[Pipeline]) -> dict[str, Override]:
    """Every declared override, by its verb."""
    return {override.verb: override for pipeline in pipelines for override in pipeline.overrides}


def act(verb: str, text: str, operator: audit.Operator, pipelines: Iterable[Pipeline]) -> None:
    """Run override `verb` of `pipelines` on the thing `text` names; InvalidInput when it
    cannot."""
    overrides = by_verb(pipelines)
    if verb not in overrides:
        raise InvalidInput(f"unknown action {verb!r} (actions: {', '.join(overrides)})")
    override = overrides[verb]
    override.run(override.parse(text), operator)
