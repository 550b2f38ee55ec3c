"""`make bench`: every benchmark of bench/, one after the other, on a fresh database.

Each `bench/<pipeline>.py` has `run()`, which prints and records its figures.
"""

import importlib
import sys

from bench.harness import benchmark_database

#: Benchmarks in the order they run; `python -m bench NAME...` runs only those.
BENCHMARKS = [
    "bench.recommendation",
    "bench.notifications",
    "bench.collection",
    "bench.review_stats",
    "bench.traces",
    "bench.producers",
    "bench.flow_limits",
    "bench.scale",
    "bench.lanes",
]


def main(names):
    selected = [b for b in BENCHMARKS if not names or b.rsplit(".", 1)[1] in names]
    with benchmark_database():
        for module_name in selected:
            print(f"== {module_name}")
            importlib.import_module(module_name).run()


if __name__ == "__main__":
    main(sys.argv[1:])
