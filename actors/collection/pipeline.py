"""What the platform needs of the Collection pipeline: declared once, here."""

from actors.collection import settings
from hourglass.core.pipelines import Pipeline, PruneTarget
from models import collection

PIPELINE = Pipeline(
    name="collection",
    read_settings=settings.from_environment,
    status_counts=collection.status_counts,
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
)
