"""A worker process's stop signal handler (hourglass.core.graceful_stop) when a second stop
signal comes while the first one's handler runs: a platform signals the whole process group
and dramatiq's main process forwards the signal to its children, so the two reach a child
together. Python runs a handler for the second at any bytecode boundary of the first's, and
one run of the suite's rolling upgrade saw both start a stop, the second call dramatiq's
handler again, which takes a repeated signal as "kill now": the worker exited 1."""

import itertools
import logging
import signal
import sys

import dramatiq

from hourglass.core.graceful_stop import GracefulStop
from tests.in_process import own_broker


class DramatiqsHandler:
    """What dramatiq's worker process handler does: the first signal stops the worker, a
    second one kills it."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, signum, frame) -> None:
        self.calls += 1


def run_with_a_second_signal_at(handler, step: int) -> bool:
    """Call `handler` as for a SIGTERM, and call it again, nested, just before its own
    `step`th bytecode runs (as a signal that arrives there); whether that step was reached."""
    reached = False
    traced = False

    def trace_calls(frame, event, arg):
        nonlocal traced
        if event != "call" or frame.f_code is not handler.__code__ or traced:
            return None  # the nested call, and whatever the handler calls, untraced
        traced = True
        frame.f_trace_opcodes = True
        steps = 0

        def trace_steps(frame, event, arg):
            nonlocal steps, reached
            if event == "opcode":
                steps += 1
                if steps == step:
                    reached = True
                    handler(signal.SIGTERM, None)
            return trace_steps

        return trace_steps

    tracing = sys.gettrace()
    sys.settrace(trace_calls)
    try:
        handler(signal.SIGTERM, None)
    finally:
        sys.settrace(tracing)
    return reached


def test_a_second_stop_signal_at_any_step_of_the_first_ones_handler_starts_no_second_stop(caplog):
    with own_broker(with_results=False) as broker:
        worker = dramatiq.Worker(broker, worker_threads=1)  # not started: nothing in flight
        for step in itertools.count(1):
            broker.stopping.clear()
            caplog.clear()
            dramatiqs_handler = DramatiqsHandler()
            handler = GracefulStop(grace_seconds=1)._stop_handler(broker, worker, dramatiqs_handler)
            with caplog.at_level(logging.INFO, logger="hourglass.core.graceful_stop"):
                if not run_with_a_second_signal_at(handler, step):
                    break  # past the handler's last step
            messages = [record.getMessage() for record in caplog.records]
            stops = sum("event=worker_stopping" in message for message in messages)
            repeats = sum("event=worker_stop_signal_repeated" in message for message in messages)
            assert broker.stopping.is_set()
            assert (stops, repeats, dramatiqs_handler.calls) == (1, 1, 1), f"at step {step}"
        assert step > 10  # every step of the handler was tried
