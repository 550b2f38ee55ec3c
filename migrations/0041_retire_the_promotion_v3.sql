-- Contract (docs/architecture.md, "Migrations: expand, flip, contract"): version 3 of the
-- wheel's promotion (migration 0036), which the previous release (a721ba0) no longer calls:
-- its waker calls version 4 (migration 0039).
DROP FUNCTION hourglass.promote_waiting_v3(int);
