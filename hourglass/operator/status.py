"""What `hourglass status` reports: queue depth per queue and state, and the counts of each
pipeline it is given (its declared `status_counts()`). A count over very many rows is the
planner's estimate (`Estimate`): listed under "estimated", shown as `~N`."""

from collections.abc import Iterable, Iterator

from hourglass.core import flow_limits
from hourglass.core.pipelines import Pipeline
from hourglass.core.queue_pauses import paused_queues
from hourglass.core.rows import Estimate, figure
from hourglass.core.store import reads


def collect_status(db, pipelines: Iterable[Pipeline]) -> dict:
    counts = {p.name: p.status_counts() for p in pipelines if p.status_counts is not None}
    return {
        "database_now": db.now().isoformat(),
        "live_workers": live_workers(db),
        "queues": queue_report(db),
        "flow_limits": [
            u.as_json() for u in flow_limits.limits_in_use() if u.effective.limits_anything
        ],
        "pipelines": counts,
        "estimated": estimated_figures(counts, "pipelines"),
    }


def queue_depth(db) -> dict:
    """{queue: {state: messages}}, states 'queued' (ready now), 'waiting', 'consumed', 'rejected'."""
    queues: dict[str, dict[str, int]] = {}
    for queue_name, state, count in reads.queue_depth(db):
        queues.setdefault(queue_name, {})[state] = count
    return queues


def queue_report(db) -> dict:
    """`queue_depth` and `"paused": true/false` per queue, a paused queue listed even empty."""
    paused = paused_queues()
    depth = queue_depth(db)
    return {
        name: {**depth.get(name, {}), "paused": name in paused}
        for name in sorted(set(depth) | paused)
    }


def live_workers(db) -> int:
    """Worker processes whose heartbeat is less than a minute old."""
    return reads.live_workers(db)


def estimated_figures(counts, path) -> list[str]:
    """The dotted paths of every estimated count in `counts`."""
    found = []
    for key, value in counts.items():
        if isinstance(value, dict):
            found.extend(estimated_figures(value, f"{path}.{key}"))
        elif isinstance(value, Estimate):
            found.append(f"{path}.{key}")
    return found


def render_status(report) -> str:
    lines = [
        f"database time {report['database_now']}, live workers {report['live_workers']}",
        "",
        "queues:",
    ]
    if not report["queues"]:
        lines.append("  (empty)")
    for queue_name, states in sorted(report["queues"].items()):
        counts = " ".join(
            f"{state}={count}" for state, count in sorted(states.items()) if state != "paused"
        )
        lines.append(f"  {queue_name:<28} {'PAUSED ' if states['paused'] else ''}{counts}")
    if report["flow_limits"]:
        lines += ["", "flow limits:"]
        for u in report["flow_limits"]:
            oldest = u["oldest_wait_seconds"]
            lines.append(
                f"  {u['actor']:<28} {u['limit']}: running={u['running']}"
                f" started_last_minute={u['started_last_minute']} waiting={u['waiting']}"
                + (f" oldest_wait={oldest:.0f}s" if oldest is not None else "")
            )
    for name, counts in report["pipelines"].items():
        lines.append("")
        lines.append(f"{name}:")
        lines.extend(_render_counts(counts, indent="  "))
    if report["estimated"]:
        lines += ["", "~: estimated from the planner's statistics (too many rows to count)"]
    return "\n".join(lines)


def _render_counts(counts, indent) -> Iterator[str]:
    for key, value in counts.items():
        if isinstance(value, dict):
            yield f"{indent}{key}: " + (
                " ".join(f"{k}={figure(v)}" for k, v in value.items()) or "-"
            )
        else:
            yield f"{indent}{key}: {figure(value)}"
