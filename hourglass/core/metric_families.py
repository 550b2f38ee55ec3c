"""Building Prometheus metric families from figures already read: the platform's `/metrics`
and each pipeline's declared `metrics(figures)` use these.

prometheus_client is imported when a family is built, never when a module is: a worker
imports every pipeline's module, and dramatiq's Prometheus middleware
(HOURGLASS_WORKER_PROMETHEUS) works only if prometheus_client is first imported after the
worker process has booted (it then writes its figures for the exposition process).
"""

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from prometheus_client.core import GaugeMetricFamily


def gauge(
    name: str, documentation: str, labels: Sequence[str] = (), samples: Iterable[tuple] = ()
) -> "GaugeMetricFamily":
    """A gauge family of (label values, value) samples."""
    from prometheus_client.core import GaugeMetricFamily

    family = GaugeMetricFamily(name, documentation, labels=list(labels))
    for label_values, value in samples:
        family.add_metric(list(label_values), float(value))
    return family
