"""URLs as people may see them: printed, logged or put in an error, never with their secrets.

`DATABASE_URL` may carry a password, `HOURGLASS_NOTIFICATION_URL` a token in its userinfo or
query string. `displayed_url` keeps what tells an operator where a URL points and masks the
rest; `without_url_secrets` cleans a message (a driver's error) that may quote the URL.
`hourglass db url` is the one place that prints a URL whole: it exists to hand it on.
"""

from urllib.parse import unquote

MASK = "***"


def displayed_url(url: str) -> str:
    """`url` with its password (the whole userinfo of a non-database URL, where a token is
    often the user name), every query value and any fragment masked; the scheme, user of a
    database URL, host, port, path and query keys kept. A value that is not `scheme://…`
    is shown as the mask alone: it cannot be told what part of it is secret."""
    scheme, separator, rest = url.partition("://")
    if not separator:
        return MASK
    rest, hash_mark, _ = rest.partition("#")
    rest, question_mark, query = rest.partition("?")
    authority, slash, path = rest.partition("/")
    userinfo, at, host = authority.rpartition("@")
    if at:
        user, colon, _ = userinfo.partition(":")
        database_user = f"{user}:{MASK}" if colon else user
        userinfo = database_user if _is_database(scheme) else MASK
    shown = f"{scheme}://{userinfo}{at}{host}{slash}{path}"
    if question_mark:
        shown += "?" + "&".join(f"{pair.partition('=')[0]}={MASK}" for pair in query.split("&"))
    if hash_mark:
        shown += "#" + MASK
    return shown


def without_url_secrets(text: str, url: str | None) -> str:
    """`text` with every appearance of `url`, of its password and of its query values
    (as written and percent-decoded) replaced by their masked form."""
    if not url:
        return text
    text = text.replace(url, displayed_url(url))
    for secret in _secrets_of(url):
        text = text.replace(secret, MASK)
    return text


def _secrets_of(url: str) -> list[str]:
    scheme, _, rest = url.partition("://")
    rest, _, fragment = rest.partition("#")
    rest, _, query = rest.partition("?")
    userinfo, at, _ = rest.partition("/")[0].rpartition("@")
    found = []
    if at:
        found.append(userinfo.partition(":")[2] if _is_database(scheme) else userinfo)
    found += [pair.partition("=")[2] for pair in query.split("&")] + [fragment]
    # Longest first, so a secret that contains another is masked whole.
    return sorted(
        {form for secret in found if secret for form in (secret, unquote(secret))},
        key=len,
        reverse=True,
    )


def _is_database(scheme: str) -> bool:
    return scheme.lower() in ("postgres", "postgresql")
