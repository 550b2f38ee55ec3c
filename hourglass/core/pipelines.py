"""What a pipeline declares once for the platform to show and keep it: its settings, its
retention targets, its status counts, its dashboard page and metrics, its CLI commands, its
overrides and look-ups, and its demo. The platform iterates the declarations it is handed
(the one list is `actors.PIPELINES`) and names no pipeline.

A declaration says what the platform needs to show and keep a pipeline, never how its work
runs: the work is its Dramatiq actors, and when they run is their periodiq option.
"""

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any, Protocol

from hourglass.core.rows import History


@dataclass(frozen=True)
class PruneTarget:
    """Finished, old rows of a pipeline that retention deletes, oldest first, in batches."""

    rows: str  # what they are, as the logs, `hourglass prune` and /metrics name them
    keep_for: Callable[[], timedelta]  # how long they are kept (0: forever), read per run
    prune: Callable[[timedelta, int], int]  # (older_than, limit) -> rows deleted
    count: Callable[[timedelta], int]  # (older_than) -> rows that would go


@dataclass(frozen=True)
class Page:
    """The pipeline's dashboard page at `/<slug>`: `<name>.html` (the page, extending the
    dashboard's `base.html`) and `<name>_live.html` (what a live refresh replaces) in the
    folder `templates`, rendered with what `figures()` returns as `data`."""

    title: str
    templates: Path
    figures: Callable[[], dict]


@dataclass(frozen=True)
class Override:
    """An operator's override of one of the pipeline's rules: `hourglass VERB KIND ID` and
    a dashboard button call `run`, which acts once and writes its audit row."""

    verb: str
    kind: str  # what it acts on, as the CLI names it
    metavar: str
    parse: Callable[[str], Any]
    help: str
    run: Callable[[Any, Any], None]  # (key, operator)


@dataclass(frozen=True)
class Lookup:
    """A kind of thing `hourglass show KIND ID` and the dashboard's search find."""

    kind: str
    example: str  # a key as an operator types it, for the search box's hint
    parse: Callable[[str], Any]
    history: Callable[[Any, int], History | None]  # (key, limit) -> its history, or None
    #: Whether a bare search text (no kind named) means this kind; asked in the order the
    #: pipelines are registered, after a message id.
    claims_bare: Callable[[str], bool] = lambda text: False
    #: The kind a bare text no kind claims is taken for (one kind of all, a name).
    takes_any_text: bool = False


@dataclass(frozen=True)
class Commands:
    """CLI commands of the pipeline: `add(subparsers)` adds its parsers, and each command
    name it adds is run by `run[name](args)`."""

    add: Callable[[Any], None]
    run: Mapping[str, Callable[[Any], None]]


class DemoTraffic(Protocol):
    """The pipeline in `hourglass demo`, one object per run, in this order: `start()` starts
    its stand-ins and returns the settings its processes need (the demo hands them on);
    `seed()`, once migrated, makes its rows and returns lines saying what it set up; `play()`
    makes each tick's traffic; `report()` is its part of the figures line; `stop()` ends its
    stand-ins."""

    def start(self) -> dict[str, str]: ...

    def seed(self) -> list[str]: ...

    def play(self, tick: int, members: int) -> None: ...

    def report(self) -> str: ...

    def stop(self) -> None: ...


@dataclass(frozen=True)
class Pipeline:
    #: Its name in `hourglass status`, /metrics labels and the dashboard's path (`/<slug>`).
    name: str
    #: Reads and checks the pipeline's settings from the environment (raises
    #: ConfigurationError); every process calls it at start, so a bad value stops it there.
    read_settings: Callable[[Mapping[str, str]], Any] | None = None
    status_counts: Callable[[], dict] | None = None
    retention: tuple[PruneTarget, ...] = ()
    page: Page | None = None
    #: Prometheus metric families (prometheus_client's Metric) from what the page's
    #: `figures()` returned: a pipeline with metrics has a page.
    metrics: Callable[[dict], Iterable[Any]] | None = None
    commands: Commands | None = None
    overrides: tuple[Override, ...] = ()
    lookups: tuple[Lookup, ...] = ()
    demo: Callable[[], DemoTraffic] | None = None
    #: Queues whose pause the dashboard warns about, with what the pause costs.
    pause_warnings: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.metrics is not None and self.page is None:
            raise ValueError(f"pipeline {self.name}: its metrics are read from its page's figures")

    @property
    def slug(self) -> str:
        return self.name.replace("_", "-")


def check_settings(pipelines: Iterable[Pipeline], env: Mapping[str, str]) -> None:
    """Reads the settings of every pipeline from `env`: a bad value raises its
    ConfigurationError, which names the variable."""
    for pipeline in pipelines:
        if pipeline.read_settings is not None:
            pipeline.read_settings(env)
