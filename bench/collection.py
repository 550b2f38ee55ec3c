"""Collection benchmark: 500 sources x 5 pages against a local fake server that answers
each request after 50 ms, on `dramatiq actors -p 2 -t 8`; sources collected per minute and
the database connections in use meanwhile (sampled from pg_stat_activity by state). Then
ten times the sources (5,000 x 5 pages) on the same worker: `collection_10x_*`."""

import threading
import time

import psycopg

from bench.results import record
from tests.harness import scalar, start_worker, wait_until

SOURCES = 500
PAGES = 5
LATENCY_S = 0.05
WORKER = {"processes": 2, "threads": 8}
#: The whole run must stay within a few minutes on 2 cores.
TIME_BUDGET_S = 200
TENX_SOURCES = 5000
TENX_TIME_BUDGET_S = 1200
SAMPLE_EVERY_S = 0.05

# Connections of this database by application and state, the sampler's own left out.
CONNECTIONS_BY_STATE = """
SELECT application_name, state, count(*) FROM pg_stat_activity
WHERE datname = current_database() AND pid <> pg_backend_pid() AND state IS NOT NULL
GROUP BY 1, 2
"""


def run():
    import actors  # noqa: F401  (the broker)
    from actors.collection.sources import set_flag
    from models.collection import DISPATCH_FLAG

    set_flag(DISPATCH_FLAG, True)
    today_sources = _serve_sources("s", SOURCES)
    # The fake sources listen on 127.0.0.1.
    worker = start_worker(env={"HOURGLASS_COLLECTION_ALLOW_PRIVATE_ADDRESSES": "true"}, **WORKER)
    try:
        today = _collect(today_sources, SOURCES, TIME_BUDGET_S)
        tenx = _collect(_serve_sources("t", TENX_SOURCES), TENX_SOURCES, TENX_TIME_BUDGET_S)
    finally:
        worker.stop()
    record(
        {
            "collection_sources_per_min": round(today["succeeded"] / today["elapsed"] * 60, 1),
            "collection_pages_per_s": round(today["succeeded"] * PAGES / today["elapsed"], 1),
            "collection_seconds_500x5": round(today["elapsed"], 1),
            "collection_sources_succeeded": today["succeeded"],
            "collection_http_requests_in_flight_peak": today["in_flight_peak"],
            **today["peaks"],
            "collection_10x_seconds": round(tenx["elapsed"], 1),
            "collection_10x_pages_per_s": round(tenx["succeeded"] * PAGES / tenx["elapsed"], 1),
            "collection_10x_sources_succeeded": tenx["succeeded"],
            "collection_10x_max_connections": tenx["peaks"]["collection_db_connections_peak"],
            "collection_10x_http_requests_in_flight_peak": tenx["in_flight_peak"],
        }
    )


def _serve_sources(prefix, sources):
    """A fake server with `sources` feeds of PAGES one-posting pages, each added as a source."""
    from actors.collection.sources import add_source
    from actors.collection.stand_in import FakeSources

    server = FakeSources(latency=LATENCY_S).start()
    for n in range(sources):
        name = f"{prefix}{n}"
        server.feed(name, [(f"{name}-{i}", f"Company {n % 50}") for i in range(PAGES)], page_size=1)
        add_source(f"source-{name}", "feed", f"{server.url}/feed/{name}")
    return server


def _collect(server, sources, time_budget_s) -> dict:
    """One tick starts the day; the slices hand over until every new source's cycle ended."""
    import os

    from actors.collection import dispatch_tick

    finished_before, succeeded_before = _finished(), _succeeded()
    sampler = ConnectionSampler(os.environ["DATABASE_URL"])
    try:
        sampler.start()
        started = time.perf_counter()
        dispatch_tick()
        wait_until(
            lambda: _finished() - finished_before == sources,
            timeout=time_budget_s,
            interval=0.2,
            message="every source collected",
        )
        elapsed = time.perf_counter() - started
    finally:
        sampler.stop()
        server.stop()
    return {
        "elapsed": elapsed,
        "succeeded": _succeeded() - succeeded_before,
        "in_flight_peak": server.peak_in_flight,
        "peaks": sampler.peaks(),
    }


def _finished():
    return scalar("SELECT count(*) FROM collection_cycle WHERE status IN ('SUCCEEDED', 'FAILED')")


def _succeeded():
    return scalar("SELECT count(*) FROM collection_cycle WHERE status = 'SUCCEEDED'")


class ConnectionSampler:
    """Samples pg_stat_activity on its own connection; keeps the peak count per state of
    the worker's Peewee connections (`hourglass`) and of the broker's (`dramatiq-postgres`)."""

    def __init__(self, url):
        self.conn = psycopg.connect(url, autocommit=True)
        self.peak = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def start(self):
        self._thread.start()

    def stop(self):
        self._stop.set()
        self._thread.join()
        self.conn.close()

    def _sample(self):
        while not self._stop.wait(SAMPLE_EVERY_S):
            counts = {}
            for application, state, count in self.conn.execute(CONNECTIONS_BY_STATE):
                counts[(application, state)] = count
            in_use = sum(c for (a, s), c in counts.items() if a == "hourglass" and s != "idle")
            counts[("hourglass", "in use")] = in_use
            counts[("any", "any")] = sum(counts.values()) - in_use
            for key, count in counts.items():
                self.peak[key] = max(self.peak.get(key, 0), count)

    def peaks(self) -> dict:
        def peak(application, state):
            return self.peak.get((application, state), 0)

        return {
            "collection_db_peewee_active_peak": peak("hourglass", "active"),
            "collection_db_peewee_idle_peak": peak("hourglass", "idle"),
            "collection_db_peewee_idle_in_transaction_peak": peak(
                "hourglass", "idle in transaction"
            ),
            "collection_db_peewee_in_use_peak": peak("hourglass", "in use"),
            "collection_db_broker_active_peak": peak("dramatiq-postgres", "active"),
            "collection_db_broker_idle_peak": peak("dramatiq-postgres", "idle"),
            "collection_db_connections_peak": peak("any", "any"),
        }
