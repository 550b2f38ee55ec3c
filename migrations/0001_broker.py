"""The broker's tables (dramatiq-postgres schema `dramatiq`: queue, worker, result)."""

from dramatiq_postgres import init


def up(migrator, db):
    init(db.cursor())
