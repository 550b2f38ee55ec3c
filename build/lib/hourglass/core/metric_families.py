"""Building Prometheus metric families from figures already read: the platform's `/metrics`
and each pipeline's declared `metrics(figures)` use these."""

from collections.abc import Iterable, Sequence

from prometheus_client.core import GaugeMetricFamily


def gauge(
    name: str, documentation: str, labels: Sequence[str] = (), samples: Iterable[tuple] = ()
) -> GaugeMetricFamily:
    """A gauge family of (label values, value) samples."""
    family = GaugeMetricFamily(name, documentation, labels=list(labels))
    for label_values, value in samples:
        family.add_metric(list(label_values), float(value))
    return family
