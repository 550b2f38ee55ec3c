"""A PostgreSQL server of a test's own on 127.0.0.1 that asks for a password (scram), as a
managed service does: the binaries of the pgserver wheel, a fresh cluster in a temporary
folder, stopped and removed after."""

import os
import pwd
import shutil
import tempfile
from pathlib import Path

from pgserver import initdb, pg_ctl

from tests.pgbouncer_support import free_port

#: The system user pgserver runs PostgreSQL as when the tests run as root.
SYSTEM_USER = "pgserver" if os.geteuid() == 0 else None


class PasswordServer:
    """`start()` runs it; `url(scheme)` names its database `postgres` with user and password."""

    user = "hourglass_owner"
    password = "s3cret/pw"  # a slash: percent-encoded in the URL, as a real one may be

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="hourglass-tcp-"))
        self.pgdata = self.folder / "pgdata"
        self.port = free_port()

    def start(self) -> "PasswordServer":
        password_file = self.folder / "password"
        password_file.write_text(self.password)
        if SYSTEM_USER is not None:
            account = pwd.getpwnam(SYSTEM_USER)
            os.chown(self.folder, account.pw_uid, account.pw_gid)
            os.chown(password_file, account.pw_uid, account.pw_gid)
        initdb(
            [
                "--auth-host=scram-sha-256",
                "--auth-local=scram-sha-256",
                "--encoding=utf8",
                "-U",
                self.user,
                f"--pwfile={password_file}",
            ],
            pgdata=self.pgdata,
            user=SYSTEM_USER,
        )
        pg_ctl(
            [
                "-w",
                "-o",
                f"-h 127.0.0.1 -p {self.port} -k {self.folder}",
                "-l",
                str(self.folder / "log"),
                "start",
            ],
            pgdata=self.pgdata,
            user=SYSTEM_USER,
            timeout=30,
        )
        return self

    def url(self, scheme="postgresql") -> str:
        return f"{scheme}://{self.user}:s3cret%2Fpw@127.0.0.1:{self.port}/postgres"

    def stop(self) -> None:
        pg_ctl(["-w", "-m", "immediate", "stop"], pgdata=self.pgdata, user=SYSTEM_USER, timeout=30)
        shutil.rmtree(self.folder, ignore_errors=True)
