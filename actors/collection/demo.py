"""The collection dispatcher in `hourglass demo`: a stand-in job board with three boards
(a company on greenhouse, one on lever, a feed of three pages) and a fourth source whose
board does not exist (it fails, HTTP_4XX); a dispatch tick is asked for at once."""

from actors.collection import dispatch_tick_job
from actors.collection.dashboard import status_counts
from actors.collection.sources import add_source, list_sources, set_flag, set_source_enabled
from actors.collection.stand_in import FakeSources
from hourglass.core.rows import figure
from models.collection import DISPATCH_FLAG

#: Demo job sources are named with this prefix; earlier runs' ones (their board gone) are
#: disabled when a demo starts.
SOURCE_PREFIX = "demo-"


class JobBoard:
    def __init__(self) -> None:
        self.boards = FakeSources()

    def start(self) -> dict[str, str]:
        self.boards.start()
        return {"HOURGLASS_COLLECTION_ALLOW_PRIVATE_ADDRESSES": "true"}

    def seed(self) -> list[str]:
        """The boards and their sources; earlier runs' sources disabled; the dispatch flag on."""
        boards = self.boards
        for source in list_sources():
            if source["name"].startswith(SOURCE_PREFIX) and source["enabled"]:
                set_source_enabled(source["name"], False)
        boards.greenhouse("hanbit", range(1, 6))
        boards.lever("dalnim", range(1, 4))
        boards.feed("jobs", [(i, f"Company {i % 4}") for i in range(12)], page_size=4)
        port = boards.url.rsplit(":", 1)[1]
        gh, prefix = f"{boards.url}/gh", f"{SOURCE_PREFIX}{port}"
        sources: dict[str, dict] = {
            f"{prefix}-hanbit": {
                "format": "greenhouse",
                "base_url": gh,
                "board": "hanbit",
                "company": "Hanbit",
            },
            f"{prefix}-dalnim": {
                "format": "lever",
                "base_url": f"{boards.url}/lever",
                "board": "dalnim",
                "company": "Dalnim",
            },
            f"{prefix}-jobs": {"format": "feed", "base_url": f"{boards.url}/feed/jobs"},
            f"{prefix}-closed": {
                "format": "greenhouse",
                "base_url": gh,
                "board": "closed",
                "company": "Closed",
            },
        }
        for name, values in sources.items():
            add_source(name, throttle_seconds=0.2, page_size=4, **values)
        set_flag(DISPATCH_FLAG, True)
        return [f"job board {boards.url}, sources {', '.join(sources)} (one fails)"]

    def play(self, tick: int, members: int) -> None:
        if tick == 0:
            dispatch_tick_job.send()

    def report(self) -> str:
        cycles = status_counts()["cycles"]
        return (
            f"collection today: {figure(cycles['SUCCEEDED'])} done,"
            f" {figure(cycles['FAILED'])} failed,"
            f" {figure(cycles['READY'] + cycles['RUNNING'])} to go"
        )

    def stop(self) -> None:
        self.boards.stop()
