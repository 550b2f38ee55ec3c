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
