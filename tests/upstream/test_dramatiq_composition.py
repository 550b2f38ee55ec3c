"""dramatiq's own tests/test_composition.py (its sdist's, unmodified) on hourglass's broker,
result backend and rate limiter backend: the fixtures are this folder's conftest's, the
exclusions listed there."""

from tests.upstream import sdist

globals().update(sdist.functions_of("test_composition"))
