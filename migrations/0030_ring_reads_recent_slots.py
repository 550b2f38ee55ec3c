"""The hot lane's claims read only the slots that can hold what they look for (issue 28).

The ring's tables are eight partitions, one a slot of 15 seconds, and a claim read all
eight twice: its stripe's latest cursor, and the messages of transactions begun after the
range's lower snapshot. PostgreSQL sets up an index scan of every partition a plan reads
before running it, whether or not it has a row there: most of what a hot-lane take cost
beyond the cold lane's (docs/decisions/0002).

`queue_ring_cursor` gets three times, all nullable:

- `written_at`, by default when the row is written (so the previous release's cursors carry
  it too). A stripe's claims take turns, so a cursor written since the previous slot's turn
  began has every later one in the current or the previous slot: a claim reads those two
  first, and all eight only when it found none so recent (a stripe idle for 15 seconds, a
  cursor of before this migration). The current slot's partition may still hold rows of
  the ring's previous turn (a rotation passes a slot by while a reader holds it): the time,
  not the partition, says whether the row found is the latest;
- `lower_snapshot_at`, `upper_snapshot_at`: a time taken before each snapshot of the
  range. A message of a transaction begun after the lower snapshot was written after it,
  in a slot from that time's on: the pick reads those slots, from a second before it (a
  message's slot is taken as its row is built, a moment before its transaction gets its
  id). NULL, a cursor of before this migration, reads every slot. Were a message ever
  written longer than that second before its transaction's id, the pick would pass it by
  and the rotation of its slot would move it to the cold lane, as it moves every message
  not claimed: later, never lost.

`hourglass.claim_ring_stripe_v4` is migration 0029's `claim_ring_stripe_v3` with those two
reads pruned and the times written; `claim_ring_v4` (the consumer's claim) and
`take_ring_v3` (a pipeline's take-along) are 0029's over it. Only columns and functions
are added: the previous release's workers keep calling `claim_ring_v3` and `take_ring_v2`
on the same cursors and turns, and read every slot."""

# The times of migration 0022's ring.
SLOT_SECONDS = 15
SLOTS = 8
#: How far before the lower snapshot's time the pick looks for its messages' slots.
SLOT_MARGIN = "1 second"

# The slots a read looks in, as eight variables (`v_slot_1` the current, each next the one
# before, the oldest repeated), so that the generic plan prunes the partitions of the others
# as it starts: an array parameter would not be pruned.
SLOT_LIST = ", ".join(f"v_slot_{n}" for n in range(1, SLOTS + 1))

UNCLAIMED = """
      AND NOT EXISTS (SELECT 1 FROM queue_ring_claim AS c WHERE c.slot = m.slot AND c.id = m.id)
      AND NOT EXISTS (SELECT 1 FROM queue_ring_receipt AS t WHERE t.slot = m.slot AND t.id = m.id)"""

# Migration 0029's pick without the branch of transactions in progress at the lower
# snapshot, in the slots `{slots}` (every slot for a range read from the start).
PICK_AFTER_LOWER = """
WITH picked AS MATERIALIZED (
    SELECT m.slot, m.id, m.txid, m.message_id, m.message FROM queue_ring_message AS m
    WHERE {slots}m.queue_name = p_queue AND m.id % 4 = p_stripe
      AND (m.txid, m.id) > (v_start_txid, v_start_id)
      AND m.txid < pg_snapshot_xmax(v_upper)
      AND pg_visible_in_snapshot(m.txid, v_upper){unclaimed}
    ORDER BY m.txid, m.id LIMIT p_limit
),{appended}"""

# Migration 0029's pick with both branches; the transactions in progress at the lower
# snapshot may have written in any slot.
PICK_WITH_RUNNING = """
WITH picked AS MATERIALIZED (
    SELECT * FROM (
        (SELECT m.slot, m.id, m.txid, m.message_id, m.message
         FROM unnest(v_running) AS running(txid)
         CROSS JOIN LATERAL (
             SELECT r.slot, r.id, r.txid, r.message_id, r.message FROM queue_ring_message AS r
             WHERE r.queue_name = p_queue AND r.id % 4 = p_stripe
               AND r.txid = running.txid
               AND r.id > CASE WHEN running.txid = v_after_txid THEN v_after_id ELSE 0 END
               AND pg_visible_in_snapshot(r.txid, v_upper)
             ORDER BY r.id LIMIT p_limit) AS m
         ORDER BY m.txid, m.id LIMIT p_limit)
        UNION ALL
        (SELECT m.slot, m.id, m.txid, m.message_id, m.message FROM queue_ring_message AS m
         WHERE m.slot IN ({slots}) AND m.queue_name = p_queue AND m.id % 4 = p_stripe
           AND (m.txid, m.id) > (v_start_txid, v_start_id)
           AND m.txid < pg_snapshot_xmax(v_upper)
           AND pg_visible_in_snapshot(m.txid, v_upper)
         ORDER BY m.txid, m.id LIMIT p_limit)
    ) AS branches
    ORDER BY branches.txid, branches.id LIMIT p_limit
),{appended}"""

# What every pick appends and returns, as in migration 0029, the cursor with its times.
APPENDED = """ last_picked AS (
    SELECT p.txid, p.id FROM picked AS p ORDER BY p.txid DESC, p.id DESC LIMIT 1
), advanced AS (
    INSERT INTO queue_ring_cursor
        (queue_name, stripe, lower_snapshot, upper_snapshot, after_txid, after_id, complete,
         lower_snapshot_at, upper_snapshot_at)
    SELECT p_queue, p_stripe, v_lower, v_upper,
           coalesce((SELECT l.txid FROM last_picked AS l), v_after_txid),
           coalesce((SELECT l.id FROM last_picked AS l), v_after_id),
           (SELECT count(*) FROM picked) < p_limit,
           v_lower_at, v_upper_at
    -- A claim that found nothing after a complete range leaves the cursor where it was:
    -- the next one reads from there to its own now.
    WHERE v_fresh OR NOT coalesce(v_last_complete, true) OR EXISTS (SELECT 1 FROM picked)
), claimed AS (
    INSERT INTO queue_ring_claim (slot, id, worker_id)
    SELECT p.slot, p.id, p_worker FROM picked AS p
)
SELECT p.slot, p.id, p.message_id::text, p.message FROM picked AS p
ORDER BY p.txid, p.id
"""

LATEST_CURSOR = """
            SELECT c.lower_snapshot, c.upper_snapshot, c.after_txid, c.after_id, c.complete,
                   c.lower_snapshot_at, c.upper_snapshot_at, c.written_at
            INTO v_last_lower, v_last_upper, v_last_after_txid, v_last_after_id, v_last_complete,
                 v_last_lower_at, v_last_upper_at, v_last_written_at
            FROM queue_ring_cursor AS c
            WHERE {slots}c.queue_name = p_queue AND c.stripe = p_stripe
            ORDER BY c.seq DESC LIMIT 1;"""

# A stripe's turns, from p_first_stripe on, as in migration 0029, over claim_ring_stripe_v4.
STRIPES = """
            IF EXISTS (SELECT 1 FROM queue_pause WHERE queue_name = p_queue) THEN
                RETURN;
            END IF;
            FOR n IN 0..3 LOOP
                v_stripe := (p_first_stripe + n) % 4;
                CONTINUE WHEN NOT pg_try_advisory_xact_lock(
                    hashtext('hourglass.ring.' || p_queue || '.' || v_stripe)
                );
                {took}
                RETURN QUERY SELECT {row} FROM hourglass.claim_ring_stripe_v4(
                    p_queue, v_stripe, p_worker, p_limit - v_claimed
                ) AS s;
                GET DIAGNOSTICS v_rows = ROW_COUNT;
                v_claimed := v_claimed + v_rows;
                EXIT WHEN v_claimed >= p_limit;
            END LOOP;"""

DECLARED = """
        DECLARE
            v_stripe int;
            v_claimed int := 0;
            v_rows int;"""


def _slot_variables(first_oldest: str) -> str:
    """Statements that set v_slot_1..8 to the current slot and those before it, back to the
    slot of the time `first_oldest` (an expression, NULL for every slot), the oldest
    repeated."""
    back = (
        f"least({SLOTS - 1}, coalesce(floor(extract(epoch FROM v_now) / {SLOT_SECONDS})::bigint"
        f" - floor(extract(epoch FROM {first_oldest}) / {SLOT_SECONDS})::bigint, {SLOTS - 1}))"
    )
    lines = [f"v_back := greatest(0, {back});"]
    lines += [
        f"v_slot_{n} := ((v_current - least({n - 1}, v_back)) % {SLOTS} + {SLOTS}) % {SLOTS};"
        for n in range(1, SLOTS + 1)
    ]
    return "\n            ".join(lines)


def up(migrator, db):
    consumer_row = "s.ring_slot, s.ring_id, s.ring_message_id, s.ring_message::text"
    take_row = "s.ring_slot, s.ring_id, s.ring_message_id, s.ring_message"
    declared_slots = "\n".join(f"            v_slot_{n} smallint;" for n in range(1, SLOTS + 1))
    pick_slots = f"m.slot IN ({SLOT_LIST}) AND "
    # Sent without parameters, so that the driver reads no `%` as a placeholder.
    db.connection().execute(
        f"""
        ALTER TABLE queue_ring_cursor
            ADD COLUMN written_at timestamptz,
            ADD COLUMN lower_snapshot_at timestamptz,
            ADD COLUMN upper_snapshot_at timestamptz;
        -- Set apart from the column's addition, so that no row is rewritten: the rows of
        -- before stay NULL (every slot), those written from now on, by either release,
        -- carry it.
        ALTER TABLE queue_ring_cursor ALTER COLUMN written_at SET DEFAULT clock_timestamp();

        -- As hourglass.claim_ring_stripe_v3 (migration 0029), its reads pruned to the
        -- slots that can hold what they look for, its cursor written with its times.
        CREATE FUNCTION hourglass.claim_ring_stripe_v4(
            p_queue text, p_stripe int, p_worker uuid, p_limit int
        ) RETURNS TABLE (ring_slot smallint, ring_id bigint, ring_message_id text, ring_message jsonb)
        LANGUAGE plpgsql VOLATILE
        SET enable_sort = off SET enable_bitmapscan = off SET plan_cache_mode = force_generic_plan
        SET jit = off
        AS $$
        DECLARE
            -- Taken after the stripe's turn and before any snapshot of this claim.
            v_now timestamptz := clock_timestamp();
            v_current smallint := queue_ring_slot(v_now);
            v_back int;
{declared_slots}
            v_last_lower pg_snapshot;
            v_last_upper pg_snapshot;
            v_last_after_txid xid8;
            v_last_after_id bigint;
            v_last_complete boolean;
            v_last_lower_at timestamptz;
            v_last_upper_at timestamptz;
            v_last_written_at timestamptz;
            v_fresh boolean;
            v_lower pg_snapshot;
            v_upper pg_snapshot;
            v_lower_at timestamptz;
            v_upper_at timestamptz;
            v_after_txid xid8;
            v_after_id bigint;
            v_start_txid xid8;
            v_start_id bigint;
            v_running xid8[];
        BEGIN
            -- The current and the previous slot first: a cursor written since the previous
            -- slot's turn began is the latest (every later one would be there too).
            v_slot_1 := v_current;
            v_slot_2 := (v_current + {SLOTS - 1}) % {SLOTS};
            {LATEST_CURSOR.format(slots="c.slot IN (v_slot_1, v_slot_2) AND ")}
            IF NOT FOUND OR v_last_written_at IS NULL OR v_last_written_at
                < to_timestamp((floor(extract(epoch FROM v_now) / {SLOT_SECONDS}) - 1) * {SLOT_SECONDS}) THEN
                {LATEST_CURSOR.format(slots="")}
            END IF;
            v_fresh := v_last_upper IS NULL;
            IF v_fresh THEN
                v_lower := NULL;
            ELSIF v_last_complete THEN
                v_lower := v_last_upper;
                v_lower_at := v_last_upper_at;
            ELSE
                v_lower := v_last_lower;
                v_lower_at := v_last_lower_at;
            END IF;
            IF v_last_complete IS FALSE THEN
                v_upper := v_last_upper;
                v_upper_at := v_last_upper_at;
                v_after_txid := v_last_after_txid;
                v_after_id := v_last_after_id;
            ELSE
                v_upper_at := v_now;
                v_upper := pg_current_snapshot();
                v_after_txid := '0'::xid8;
                v_after_id := 0;
            END IF;
            v_start_txid := greatest(v_after_txid, pg_snapshot_xmax(v_lower));
            v_start_id := CASE WHEN v_after_txid < pg_snapshot_xmax(v_lower) THEN 0 ELSE v_after_id END;
            -- (those of the range a claim has not passed yet; none without a lower snapshot)
            v_running := ARRAY(
                SELECT txid FROM pg_snapshot_xip(v_lower) AS running(txid) WHERE txid >= v_after_txid
            );
            {_slot_variables(f"v_lower_at - interval '{SLOT_MARGIN}'")}
            IF v_lower IS NULL THEN
                RETURN QUERY {PICK_AFTER_LOWER.format(slots="", unclaimed=UNCLAIMED, appended=APPENDED)};
            ELSIF cardinality(v_running) = 0 THEN
                RETURN QUERY {PICK_AFTER_LOWER.format(slots=pick_slots, unclaimed="", appended=APPENDED)};
            ELSE
                RETURN QUERY {PICK_WITH_RUNNING.format(slots=SLOT_LIST, appended=APPENDED)};
            END IF;
        END
        $$;

        -- As hourglass.claim_ring_v3 (migration 0029), over claim_ring_stripe_v4.
        CREATE FUNCTION hourglass.claim_ring_v4(
            p_queue text, p_worker uuid, p_limit int, p_first_stripe int
        ) RETURNS TABLE (ring_slot smallint, ring_id bigint, ring_message_id text, ring_message text)
        LANGUAGE plpgsql VOLATILE AS $$
        {DECLARED}
            v_took_a_turn boolean := false;
        BEGIN
            {STRIPES.format(row=consumer_row, took="v_took_a_turn := true;")}
            IF NOT v_took_a_turn THEN
                PERFORM pg_advisory_xact_lock(hashtext('hourglass.ring.' || p_queue || '.' || p_first_stripe));
                RETURN QUERY SELECT {consumer_row} FROM hourglass.claim_ring_stripe_v4(
                    p_queue, p_first_stripe, p_worker, p_limit
                ) AS s;
            END IF;
        END
        $$;

        -- As hourglass.take_ring_v2 (migration 0029), over claim_ring_stripe_v4.
        CREATE FUNCTION hourglass.take_ring_v3(
            p_queue text, p_worker uuid, p_limit int, p_first_stripe int
        ) RETURNS TABLE (ring_slot smallint, ring_id bigint, ring_message_id text, ring_message jsonb)
        LANGUAGE plpgsql VOLATILE AS $$
        {DECLARED}
        BEGIN
            {STRIPES.format(row=take_row, took="")}
        END
        $$;
        """
    )
