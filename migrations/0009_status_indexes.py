"""Status on a year of data: "deliveries today" reads today's requests by creation time
instead of every request ever made."""


def up(migrator, db):
    db.execute_sql(
        "CREATE INDEX notification_request_created_at ON notification_request (created_at)"
    )
