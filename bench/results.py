"""Where benchmark figures go: printed, and merged into bench/results/latest.json."""

import json
from pathlib import Path

LATEST = Path(__file__).resolve().parent / "results" / "latest.json"


def record(figures: dict) -> None:
    """Print `figures` and merge them into latest.json (other benchmarks' figures stay)."""
    for name, value in figures.items():
        print(f"  {name:<40} {value}")
    current = json.loads(LATEST.read_text()) if LATEST.exists() else {}
    current.update(figures)
    LATEST.parent.mkdir(parents=True, exist_ok=True)
    LATEST.write_text(json.dumps(current, indent=2, sort_keys=True) + "\n")
