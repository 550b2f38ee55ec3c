"""The committed schema, migrations/schema.sql: what pg_dump shows of a database with every
migration applied, without what varies with the server's version or user. `make schema`
(python -m tests.schema_dump --write) writes it again after a migration is added;
tests/integration/test_schema.py checks that migrating an empty database gives it."""

import argparse
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pgserver
import psycopg

from tests.harness import PROJECT_ROOT, scratch_database, use_database

SCHEMA_FILE = PROJECT_ROOT / "migrations" / "schema.sql"

#: How to write the file again (the test's failure says it).
REGENERATE = "make schema  (or: .venv/bin/python -m tests.schema_dump --write)"

#: The embedded server's pg_dump: the file is the dump of its version.
PG_DUMP = Path(pgserver.__file__).parent / "pginstall" / "bin" / "pg_dump"

HEADER = """\
-- The schema of a database with every migration of migrations/ applied: pg_dump
-- --schema-only --no-owner --no-privileges of the embedded server's PostgreSQL, its version
-- header and session settings left out (tests/schema_dump.py). Not run by anything: written
-- by `make schema`, and tests/integration/test_schema.py checks that migrating an empty
-- database gives exactly this.
"""

#: pg_dump's lines that say which pg_dump wrote the file, or set up its session to restore
#: it, rather than what the migrations made. Matched as whole lines, so that a line of a
#: function's body is never taken for one.
DUMP_SETUP = re.compile(
    r"-- PostgreSQL database dump( complete)?"
    r"|-- Dumped (from database|by pg_dump) version .*"
    r"|SET (statement_timeout|lock_timeout|idle_in_transaction_session_timeout"
    r"|transaction_timeout|client_encoding|standard_conforming_strings|check_function_bodies"
    r"|xmloption|client_min_messages|row_security|default_tablespace"
    r"|default_table_access_method) = .*;"
    r"|SELECT pg_catalog\.set_config\('search_path', '', false\);"
    r"|\\(un)?restrict .*"
)


def normalised(dump: str) -> str:
    """`dump` without its setup lines, runs of blank lines made one, under HEADER."""
    lines = [line for line in dump.splitlines() if not DUMP_SETUP.fullmatch(line)]
    # pg_dump frames each of its comments in lines of "--": those framed a line taken out.
    kept = [
        line
        for i, line in enumerate(lines)
        if line != "--"
        or any(n.startswith("-- ") for n in lines[max(i - 1, 0) : i] + lines[i + 1 : i + 2])
    ]
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(kept)).strip("\n")
    return f"{HEADER}\n{text}\n"


def pg_dump_major() -> int:
    shown = subprocess.run(
        [str(PG_DUMP), "--version"], capture_output=True, text=True, check=True, timeout=30
    )
    return int(re.search(r"(\d+)\.\d+", shown.stdout).group(1))


def server_major(url: str) -> int:
    with psycopg.connect(url) as connection:
        return connection.info.server_version // 10000


def mismatch(url: str) -> str | None:
    """Why the file cannot be compared with the database of `url`, or None: it is the dump
    of the embedded server's major version, and another's differs in its layout."""
    ours, theirs = pg_dump_major(), server_major(url)
    if ours == theirs:
        return None
    return (
        f"migrations/schema.sql is PostgreSQL {ours}'s dump (the embedded server's);"
        f" the database is PostgreSQL {theirs}"
    )


def dump_schema(url: str) -> str:
    """The normalised schema of the database of `url`."""
    dumped = subprocess.run(
        [str(PG_DUMP), "--schema-only", "--no-owner", "--no-privileges", "--dbname", url],
        capture_output=True,
        text=True,
        timeout=120,
    )
    if dumped.returncode != 0:
        raise RuntimeError(f"pg_dump failed: {dumped.stderr.strip()}")
    return normalised(dumped.stdout)


@contextmanager
def migrated_database(prefix: str) -> Iterator[str]:
    """An empty database of the caller's own, every migration applied by
    hourglass.core.migrate.apply_migrations, its URL yielded; dropped after."""
    from hourglass.core.migrate import apply_migrations
    from models import db

    suite_url = os.environ["DATABASE_URL"]
    with scratch_database(prefix) as url:
        use_database(url)
        try:
            apply_migrations(db)
        finally:
            use_database(suite_url)
        yield url


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.schema_dump",
        description="Migrate an empty database and compare its schema with migrations/schema.sql.",
    )
    parser.add_argument("--write", action="store_true", help="write the file instead")
    arguments = parser.parse_args(argv)

    from hourglass.core.database import database_url
    from models import db

    # The configured server, or the embedded one (started for this process). The project's
    # `db` resolves its URL at its first connect, which tests.harness.use_database expects
    # done (as it is in the suite).
    os.environ["DATABASE_URL"] = database_url()
    db.connect(reuse_if_open=True)
    db.close()
    reason = mismatch(os.environ["DATABASE_URL"])
    if reason is not None:
        print(f"cannot compare: {reason}; unset DATABASE_URL to use the embedded server")
        return 1
    with migrated_database("hourglass_schema_dump") as url:
        dumped = dump_schema(url)
    if arguments.write:
        SCHEMA_FILE.write_text(dumped)
        print(f"wrote {SCHEMA_FILE.relative_to(PROJECT_ROOT)} ({len(dumped.splitlines())} lines)")
        return 0
    if dumped == SCHEMA_FILE.read_text():
        print(f"{SCHEMA_FILE.relative_to(PROJECT_ROOT)} is the migrated schema")
        return 0
    print(f"{SCHEMA_FILE.relative_to(PROJECT_ROOT)} differs from the migrated schema: {REGENERATE}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
