"""Every actor of hourglass: `dramatiq actors` imports this package and finds them all.

The broker is set up first (hourglass.broker), then each pipeline's module registers its
actors on it.
"""

import hourglass.broker  # noqa: F401  (sets the broker before any actor is declared)
from actors import recommendation  # noqa: F401
from actors import collection  # noqa: F401
from actors import notifications  # noqa: F401
from actors import review_stats  # noqa: F401
from actors import retention  # noqa: F401
