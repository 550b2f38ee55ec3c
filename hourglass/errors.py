"""Errors a user or operator can meet; each prints as one clear line in the CLI."""


class HourglassError(Exception):
    """Base of every expected failure: the CLI prints it as one line and exits non-zero."""


class ConfigurationError(HourglassError):
    """A setting has a value hourglass cannot use."""


class DatabaseUnavailable(HourglassError):
    """The database cannot be reached or started."""


class InvalidInput(HourglassError, ValueError):
    """A caller passed a value the domain rejects; nothing was written."""


#: What an actor raises for a message that can never succeed as it is (arguments of the
#: wrong type, count or range): listed in its `throws`, the message is dead-lettered at
#: once instead of retried for minutes.
MALFORMED_MESSAGE = (InvalidInput, TypeError)
