"""For bench/stored_results.py only: the process's broker without the results' middleware
(dramatiq's Results, GroupCallbacks and the TTL check at send), as it was built before
issue 47, to measure what they cost a worker whose actors store nothing."""

from dramatiq.middleware import GroupCallbacks
from dramatiq.results import Results

from hourglass.core.broker import get_broker
from hourglass.core.results import ResultTtlsAtSend

_broker = get_broker()
_broker.middleware[:] = [
    m for m in _broker.middleware if not isinstance(m, Results | GroupCallbacks | ResultTtlsAtSend)
]
