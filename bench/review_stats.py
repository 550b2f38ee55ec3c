"""Review statistics benchmark: 200 review changes a second over the nine item types for
30 s against a real `dramatiq actors -p 2 -t 8`, first with coalescing, then the seed's
way (one recompute message per change, no coalescing) as a baseline in the same run; then
ten times the load (2,000 changes a second, producers in processes of their own).

Freshness of a change is the time from its commit until `review_stats` of its item type
shows a `source_version` that includes it, watched by a poller every few milliseconds.
"""

import bisect
import multiprocessing
import random
import threading
import time
import uuid

from bench.results import record
from tests.harness import scalar, start_worker, wait_until

CHANGES_PER_S = 200
SECONDS = 30
PRODUCERS = 4
ITEMS_PER_TYPE = 20
#: Reviews already there, per item type, so each recompute aggregates a realistic set.
EXISTING_REVIEWS_PER_TYPE = 5000
POLL_INTERVAL_S = 0.005
#: Ten times the load: more producers than one process's interpreter lock can drive.
TENX_CHANGES_PER_S = 2000
TENX_PRODUCER_PROCESSES = 4
TENX_PRODUCERS_PER_PROCESS = 8
WORKER = {"processes": 2, "threads": 8}

# The baseline keeps every item type's signal pending under a ticket no message holds, so
# the change paths send nothing and only the per-change messages recompute.
BASELINE_TICKET = str(uuid.UUID(int=0))

SEED_REVIEWS = """
INSERT INTO review (item_id, user_id, rating, capacity, density, particle)
SELECT i.id, n, 1 + mod(n, 5), (ARRAY['SMALL', 'ENOUGH', 'PLENTY'])[1 + mod(n, 3)],
       (ARRAY['WATERY', 'SMOOTH', 'THICK'])[1 + mod(n, 3)], (ARRAY['SMALL', 'MEDIUM', 'LARGE'])[1 + mod(n, 3)]
FROM item AS i, generate_series(1, %s) AS n
"""


def run():
    import actors  # noqa: F401  (the broker)
    from actors.review_stats import create_item
    from models import db
    from models.reviews import ITEM_TYPES

    items = {
        t: [create_item(t, f"{t.lower()} {n}") for n in range(ITEMS_PER_TYPE)] for t in ITEM_TYPES
    }
    db.execute_sql(SEED_REVIEWS, (EXISTING_REVIEWS_PER_TYPE // ITEMS_PER_TYPE,))
    db.execute_sql("VACUUM ANALYZE item, review")  # as autovacuum would have, long before
    worker = start_worker(**WORKER)
    try:
        coalesced = _phase(db, items, baseline=False)
        db.execute_sql("UPDATE review_stats_signal SET pending_ticket = %s", (BASELINE_TICKET,))
        baseline = _phase(db, items, baseline=True)
        db.execute_sql(
            "UPDATE review_stats_signal SET pending_ticket = NULL WHERE pending_ticket = %s",
            (BASELINE_TICKET,),
        )
        tenx = _phase(
            db,
            items,
            baseline=False,
            changes_per_s=TENX_CHANGES_PER_S,
            processes=TENX_PRODUCER_PROCESSES,
        )
    finally:
        worker.stop()
    record(
        {
            "stats_changes_per_s": coalesced["changes_per_s"],
            "stats_freshness_p50_ms": coalesced["p50"],
            "stats_freshness_p95_ms": coalesced["p95"],
            "stats_freshness_max_ms": coalesced["max"],
            "stats_recomputes_per_change": coalesced["recomputes_per_change"],
            "stats_baseline_changes_per_s": baseline["changes_per_s"],
            "stats_baseline_freshness_p95_ms": baseline["p95"],
            "stats_baseline_recomputes_per_change": baseline["recomputes_per_change"],
            "stats_baseline_vs_coalesced_recompute_ratio": round(
                baseline["recomputes_per_change"] / coalesced["recomputes_per_change"], 1
            ),
            "stats_baseline_vs_coalesced_freshness_p95_ratio": round(
                baseline["p95"] / coalesced["p95"], 1
            ),
            "stats_10x_changes_per_s": tenx["changes_per_s"],
            "stats_10x_freshness_p50_ms": tenx["p50"],
            "stats_10x_freshness_p95_ms": tenx["p95"],
            "stats_10x_freshness_max_ms": tenx["max"],
            "stats_10x_recomputes_per_change": tenx["recomputes_per_change"],
        }
    )


def _phase(db, items, baseline, changes_per_s=CHANGES_PER_S, processes=0, seconds=SECONDS) -> dict:
    """Produce the load (in `processes` producer processes, or threads of this one), wait
    until every change shows, and measure."""
    recomputes_before = _recomputes()
    poller = StatsPoller(db)
    poller.start()
    if processes:
        commits, elapsed = _produce_in_processes(items, changes_per_s, processes, seconds)
    else:
        commits, elapsed = _produce(db, items, baseline, changes_per_s, seconds)
    wait_until(
        lambda: _settled(db), timeout=240, interval=0.1, message="every change to show in the stats"
    )
    poller.stop()
    recomputes = _recomputes() - recomputes_before
    lags = sorted(
        poller.shown_at(item_type, version) - committed_at
        for item_type, version, committed_at in commits
    )
    figures = {
        "changes_per_s": round(len(commits) / elapsed, 1),
        "p50": _ms(lags[len(lags) // 2]),
        "p95": _ms(lags[int(len(lags) * 0.95)]),
        "max": _ms(lags[-1]),
        "recomputes_per_change": round(recomputes / len(commits), 3),
    }
    name = "baseline" if baseline else f"coalesced at {changes_per_s}/s"
    print(f"  {name}: {len(commits)} changes, {recomputes} recomputes, {figures}")
    return figures


def _recomputes() -> int:
    return int(scalar("SELECT coalesce(sum(recomputes), 0) FROM review_stats_signal"))


def _ms(seconds) -> float:
    return round(seconds * 1000, 1)


def _settled(db) -> bool:
    """Every change shows in the stats and no recompute is queued."""
    behind = scalar(
        """SELECT count(*) FROM review_stats_signal AS s LEFT JOIN review_stats AS r USING (item_type)
           WHERE coalesce(r.source_version, 0) < s.dirty_version"""
    )
    queued = scalar("SELECT count(*) FROM dramatiq.queue WHERE queue_name LIKE 'review_stats%%'")
    return behind == 0 and queued == 0


def _produce(db, items, baseline, changes_per_s, seconds, started=None, seeds=range(PRODUCERS)):
    """A thread per seed, each on its own connection and schedule, for `seconds`."""
    commits: list = []
    threads = []
    started = started or time.monotonic()
    interval = len(seeds) / changes_per_s
    for seed in seeds:
        producer = Producer(
            db, items, baseline, random.Random(seed), started, interval, started + seconds
        )
        threads.append(threading.Thread(target=producer.run, args=(commits,)))
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return commits, time.monotonic() - started


def _produce_in_processes(items, changes_per_s, processes, seconds):
    """`processes` spawned producer processes of TENX_PRODUCERS_PER_PROCESS threads each,
    all on one schedule (the monotonic clock is the machine's, shared by processes)."""
    started = time.monotonic() + 5  # time for the processes to start
    per_process = changes_per_s / processes
    seeds = [
        range(n * TENX_PRODUCERS_PER_PROCESS, (n + 1) * TENX_PRODUCERS_PER_PROCESS)
        for n in range(processes)
    ]
    with multiprocessing.get_context("spawn").Pool(processes) as pool:
        results = pool.starmap(
            _producer_process, [(items, per_process, seconds, started, s) for s in seeds]
        )
    return [commit for commits in results for commit in commits], time.monotonic() - started


def _producer_process(items, changes_per_s, seconds, started, seeds):
    import actors  # noqa: F401  (the broker)
    from models import db

    commits, _ = _produce(db, items, False, changes_per_s, seconds, started, seeds)
    return commits


class Producer:
    """A stream of the seven change paths, each committed alone, recording its version."""

    def __init__(self, db, items, baseline, rng, started, interval, until):
        self.db, self.items, self.baseline, self.rng, self.started = (
            db,
            items,
            baseline,
            rng,
            started,
        )
        self.interval, self.until = interval, until
        self.reviews = []  # (review_id, user_id, item_type, hidden)

    def run(self, commits):
        interval = self.interval
        due = self.started + self.rng.random() * interval
        mine = []
        while due < self.until and time.monotonic() < self.until:
            time.sleep(max(0.0, due - time.monotonic()))
            change = self.change()
            if change is not None:
                mine.append((*change, time.monotonic()))
            due += interval
        self.db.close()
        commits.extend(mine)

    def change(self):
        from actors.review_stats import recompute_item_type_stats
        from hourglass.core.sending import send_in_transaction

        with self.db.atomic():
            item_type = self.apply_one()
            if item_type is None:
                return None
            if self.baseline:
                send_in_transaction(recompute_item_type_stats, item_type)
            version = scalar(
                "SELECT dirty_version FROM review_stats_signal WHERE item_type = %s", (item_type,)
            )
        return item_type, version

    def apply_one(self):
        from actors import review_stats as paths

        roll = self.rng.random()
        if roll < 0.55 or len(self.reviews) < 10:
            item_type = self.rng.choice(list(self.items))
            user_id = self.rng.randint(1, 100_000)
            answers = (
                self.rng.randint(1, 5),
                self.rng.choice(("SMALL", "ENOUGH", "PLENTY")),
                self.rng.choice(("WATERY", "SMOOTH", "THICK")),
                self.rng.choice(("SMALL", "MEDIUM", "LARGE")),
            )
            item_id = self.rng.choice(self.items[item_type])
            if roll < 0.05:
                review_id = paths.admin_create_review(9, item_id, user_id, *answers)
            else:
                review_id = paths.shop_create_review(user_id, item_id, *answers)
            self.reviews.append([review_id, user_id, item_type, False])
            return item_type
        review = self.rng.choice(self.reviews)
        review_id, user_id, item_type, hidden = review
        if roll < 0.75:
            paths.shop_update_review(user_id, review_id, rating=self.rng.randint(1, 5))
        elif roll < 0.85:
            paths.admin_update_review(
                9, review_id, density=self.rng.choice(("WATERY", "SMOOTH", "THICK"))
            )
        elif roll < 0.95:
            (paths.admin_unhide_review if hidden else paths.admin_hide_review)(9, review_id)
            review[3] = not hidden
        else:
            paths.admin_delete_review(9, review_id)
            self.reviews.remove(review)
        return item_type


class StatsPoller(threading.Thread):
    """Watches review_stats' versions; remembers when each new version first showed."""

    def __init__(self, db):
        super().__init__(daemon=True)
        self.db = db
        self.seen = {}  # item_type -> ([versions], [monotonic times])
        self.stopping = threading.Event()

    def run(self):
        while not self.stopping.is_set():
            rows = self.db.execute_sql(
                "SELECT item_type, source_version FROM review_stats"
            ).fetchall()
            now = time.monotonic()
            for item_type, version in rows:
                versions, times = self.seen.setdefault(item_type, ([], []))
                if not versions or version > versions[-1]:
                    versions.append(version)
                    times.append(now)
            time.sleep(POLL_INTERVAL_S)
        self.db.close()

    def stop(self):
        self.stopping.set()
        self.join()

    def shown_at(self, item_type, version) -> float:
        versions, times = self.seen[item_type]
        return times[bisect.bisect_left(versions, version)]
