ALTER FUNCTION hourglass.claim_ring_stripe_v1(text, int, uuid, int) SET jit = off;
