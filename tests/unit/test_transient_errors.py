"""Which database errors pass by themselves (retried by every actor) and which are defects
(dead-lettered by the actor's own rule): hourglass.core.errors.transient_database_error."""

import peewee
import psycopg
import pytest
from dramatiq.errors import BrokerConnectionError
from psycopg import errors

from hourglass.core.errors import transient_database_error
from hourglass.core.transient_retries import MAX_BACKOFF_MS, transient_backoff_ms


def raised_through_peewee(exception):
    try:
        with peewee.ExceptionWrapper(peewee.EXCEPTIONS):
            raise exception
    except peewee.PeeweeException as wrapped:
        return wrapped


@pytest.mark.parametrize(
    "exception",
    [
        errors.AdminShutdown("terminating connection due to administrator command"),
        errors.CrashShutdown(),
        errors.CannotConnectNow("the database system is starting up"),
        errors.SerializationFailure(),
        errors.DeadlockDetected(),
        errors.TooManyConnections(),
        psycopg.OperationalError("connection refused"),
        psycopg.InterfaceError("the connection is closed"),
    ],
)
def test_a_passing_fault_is_transient_as_raised_and_through_peewee(exception):
    assert transient_database_error(exception)
    assert transient_database_error(raised_through_peewee(exception))


def test_the_brokers_connection_error_is_transient():
    assert transient_database_error(BrokerConnectionError("server closed the connection"))


@pytest.mark.parametrize(
    "exception",
    [
        errors.UniqueViolation(),
        errors.UndefinedTable(),
        errors.QueryCanceled(),  # a statement timeout: the work is too big, not unlucky
        errors.IdleInTransactionSessionTimeout(),
        peewee.OperationalError("Attempting to close database while transaction is open."),
        ValueError("a bug"),
    ],
)
def test_a_defect_is_not_transient(exception):
    assert not transient_database_error(exception)
    if isinstance(exception, psycopg.Error):
        assert not transient_database_error(raised_through_peewee(exception))


def test_the_transient_backoff_doubles_up_to_its_cap():
    ceilings = [max(transient_backoff_ms(n) for _ in range(50)) for n in range(12)]
    assert ceilings[0] <= 500 and ceilings[1] > 500
    assert all(c <= MAX_BACKOFF_MS for c in ceilings) and ceilings[-1] > MAX_BACKOFF_MS / 2
