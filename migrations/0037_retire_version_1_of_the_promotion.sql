-- Contract: version 1 of the wheel's promotion (migration 0032), which neither this release
-- nor the previous one (b7af97d) calls.
DROP FUNCTION hourglass.promote_waiting_v1(int);
