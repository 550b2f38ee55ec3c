"""What the platform needs of the Collection pipeline: declared once, here."""

from pathlib import Path

from actors.collection import commands, dashboard, settings
from actors.collection.demo import JobBoard
from actors.collection.sources import rerun_failed_cycle
from hourglass.core.pipelines import Commands, Lookup, Override, Page, Pipeline, PruneTarget
from models import collection

PIPELINE = Pipeline(
    name="collection",
    read_settings=settings.from_environment,
    status_counts=dashboard.status_counts,
    # In order: a cycle's seen rows before the cycle, a snapshot's rows before the snapshot.
    retention=(
        PruneTarget(
            "collection seen postings",
            lambda: settings.load().prune_cycles_after,
            collection.prune_seen_postings,
            collection.count_prunable_seen_postings,
        ),
        PruneTarget(
            "collection cycles",
            lambda: settings.load().prune_cycles_after,
            collection.prune_finished_cycles,
            collection.count_prunable_cycles,
        ),
        PruneTarget(
            "sla snapshot cycles",
            lambda: settings.load().prune_sla_snapshots_after,
            collection.prune_snapshot_cycles,
            collection.count_prunable_snapshot_cycles,
        ),
        PruneTarget(
            "sla snapshots",
            lambda: settings.load().prune_sla_snapshots_after,
            collection.prune_snapshots,
            collection.count_prunable_snapshots,
        ),
    ),
    commands=Commands(
        commands.add_commands,
        {"sources": commands.sources_command, "flags": commands.flags_command},
    ),
    overrides=(
        Override(
            "rerun",
            "cycle",
            "SOURCE",
            str,
            "collect again today's FAILED cycle of a source",
            rerun_failed_cycle,
        ),
    ),
    # A source's name is any text: what no other kind claims in the search box.
    lookups=(Lookup("source", "acme", str.strip, collection.source_history, takes_any_text=True),),
    demo=JobBoard,
    page=Page("Collection", Path(__file__).parent / "templates", dashboard.figures),
    metrics=dashboard.metrics,
)
