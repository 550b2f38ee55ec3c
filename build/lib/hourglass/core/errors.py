"""Errors a user or operator can meet; each prints as one clear line in the CLI."""


class HourglassError(Exception):
    """Base of every expected failure: the CLI prints it as one line and exits non-zero."""


class ConfigurationError(HourglassError):
    """A setting has a value hourglass cannot use."""


class DatabaseUnavailable(HourglassError):
    """The database cannot be reached or started."""


class InvalidInput(HourglassError, ValueError):
    """A caller passed a value the domain rejects; nothing was written."""


def first_line(exception: BaseException) -> str:
    """The first line of an exception's text (a driver's DETAIL lines may hold row data),
    or its type's name when it has none."""
    text = str(exception).strip()
    return text.splitlines()[0] if text else type(exception).__name__


#: What an actor raises for a message that can never succeed as it is (arguments of the
#: wrong type, count or range): listed in its `throws`, the message is dead-lettered at
#: once instead of retried for minutes.
MALFORMED_MESSAGE = (InvalidInput, TypeError)


#: SQLSTATEs of a database error that passes by itself: the server ended the session (an
#: operator, a crash, a restart or failover: 57P01-57P03), the connection failed (class
#: 08), the server had no connection slot free (53300), or the transaction lost a race
#: with another (serialization failure, deadlock). Anything else is a defect to look at.
TRANSIENT_SQLSTATES = frozenset({"57P01", "57P02", "57P03", "53300", "40001", "40P01"})


def transient_database_error(exception: BaseException) -> bool:
    """Whether `exception` (a psycopg error, or one raised because of one: Peewee's wrapper,
    dramatiq's BrokerConnectionError) is a blip that the same work, tried again a moment
    later, gets past. The one place that decides which database errors are retried."""
    import psycopg
    from dramatiq.errors import BrokerConnectionError

    for cause in _causes(exception):
        if isinstance(cause, BrokerConnectionError | psycopg.InterfaceError):
            return True
        if isinstance(cause, psycopg.Error):
            sqlstate = cause.sqlstate
            if sqlstate is None:  # no answer from a server: refused, lost, timed out
                return isinstance(cause, psycopg.OperationalError)
            return sqlstate in TRANSIENT_SQLSTATES or sqlstate.startswith("08")
    return False


def _causes(exception: BaseException) -> list[BaseException]:
    """`exception` and the errors it was raised from: its `__cause__`, or the driver's
    error Peewee's wrapper re-raised as its own (`orig`)."""
    chain: list[BaseException] = []
    current: BaseException | None = exception
    while current is not None and current not in chain:
        chain.append(current)
        current = current.__cause__ or getattr(current, "orig", None)
    return chain
