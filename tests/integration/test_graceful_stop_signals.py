"""A worker process's stop signal handler (hourglass.core.graceful_stop) when a second stop
signal comes while the first one's handler runs: a platform signals the whole process group
and dramatiq's main process forwards the signal to its children, so the two reach a child
together. Python runs a handler for the second at any bytecode boundary of the first's, and
one run of the suite's rolling upgrade saw both start a stop, the second call dramatiq's
handler again, which takes a repeated signal as "kill now": the worker exited 1."""

import logging
import signal
import sys

import dramatiq
import pytest

from hourglass.core.graceful_stop import GracefulStop
from tests.in_process import own_broker


class DramatiqsHandler:
    """What dramatiq's worker process handler does: the first signal stops the worker, a
    second one kills it."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, signum, frame) -> None:
        self.calls += 1


def run_with_a_second_signal_at_line(handler, line: int) -> bool:
    """Call `handler` as for a SIGTERM, and call it again, nested, just before its own
    `line`th line runs (as a signal that arrives there); whether that line was reached."""
    reached = False
    traced = False

    def trace_calls(frame, event, arg):
        nonlocal traced
        if event != "call" or frame.f_code is not handler.__code__ or traced:
            return None  # the nested call, and whatever the handler calls, untraced
        traced = True
        lines = 0

        def trace_lines(frame, event, arg):
            nonlocal lines, reached
            if event == "line":
                lines += 1
                if lines == line:
                    reached = True
                    handler(signal.SIGTERM, None)
            return trace_lines

        return trace_lines

    sys.settrace(trace_calls)
    try:
        handler(signal.SIGTERM, None)
    finally:
        sys.settrace(None)
    return reached


@pytest.mark.parametrize("line", range(1, 12))
def test_a_second_stop_signal_inside_the_first_ones_handler_starts_no_second_stop(line, caplog):
    with own_broker(with_results=False) as broker:
        worker = dramatiq.Worker(broker, worker_threads=1)  # not started: nothing in flight
        dramatiqs_handler = DramatiqsHandler()
        handler = GracefulStop(grace_seconds=1)._stop_handler(broker, worker, dramatiqs_handler)
        with caplog.at_level(logging.INFO, logger="hourglass.core.graceful_stop"):
            reached = run_with_a_second_signal_at_line(handler, line)
        if not reached:
            pytest.skip(f"the handler has fewer than {line} lines")
        stops = [r for r in caplog.records if "event=worker_stopping" in r.getMessage()]
        repeats = [
            r for r in caplog.records if "event=worker_stop_signal_repeated" in r.getMessage()
        ]
        assert broker.stopping.is_set()
        assert (len(stops), len(repeats), dramatiqs_handler.calls) == (1, 1, 1)
