-- Contract (docs/architecture.md, "Migrations: expand, flip, contract"):
-- - version 2 of the wheel's promotion (migration 0034), which the previous release
--   (a956a55) no longer calls: its waker calls version 3;
-- - hourglass.enqueue_v1 (migration 0015), deprecated from the release of migration 0035
--   (b7af97d) for enqueue_v2, which neither release calls (docs/decisions/0009).
DROP FUNCTION hourglass.promote_waiting_v2(int);
DROP FUNCTION hourglass.enqueue_v1(text, text, jsonb[], uuid[], double precision[]);
