-- The hot lane's claims and takes of migrations 0023-0027, callers before what they call
-- (PL/pgSQL records no dependency between them; the order is for the reader).
DROP FUNCTION hourglass.claim_ring_v1(text, uuid, int, int);
DROP FUNCTION hourglass.claim_ring_v2(text, uuid, int, int);
DROP FUNCTION hourglass.take_ring_v1(text, uuid, int, int);
DROP FUNCTION hourglass.claim_ring_stripe_v1(text, int, uuid, int);
DROP FUNCTION hourglass.claim_ring_stripe_v2(text, int, uuid, int);

-- A refresh's finish of migrations 0012 and 0013 (version 1 of
-- succeed_recommendation_task_v2).
DROP FUNCTION succeed_recommendation_task(bigint, int, text, bigint[], uuid, text, uuid);
