-- Contract (docs/architecture.md, "Migrations: expand, flip, contract"): functions the
-- previous release (15dc7a8) no longer calls. Its consumers claim with version 4 of the
-- claim (migration 0043), its pipelines take along with version 3 of the take (0040) and
-- its waker promotes with version 5 of the promotion (0042).
DROP FUNCTION hourglass.claim_ring_v3(text, uuid, int, int);
DROP FUNCTION hourglass.take_ring_v2(text, uuid, int, int);
DROP FUNCTION hourglass.promote_waiting_v4(int);
