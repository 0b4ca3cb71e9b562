import { sql } from 'drizzle-orm';
import {
  artistContactTracking,
  artistVoterIndex,
  artistVoterTokens,
  contactHistory,
  polls,
  raffleClaims,
  raffleFreezes,
  tshirtPollVotes,
} from '../../db/schema';
import type { AppDeps } from '../../worker/adapters/deps';
import type { manualClock } from '../../worker/adapters/clock/port';
import { drawRaffle } from '../../worker/services/raffle/draw-raffle';
import { freezeRaffle } from '../../worker/services/raffle/internal/freeze-raffle';

const DAY = 86_400_000;
/** The artist panel's search index holds about 51 token rows per voter (measured on realistic names and e-mails). */
export const TOKENS_PER_VOTER = 51;
// Small enough that one seeding batch stays well inside the Workers database client's 10 s timeout on a busy machine.
const SEED_STEP = 1_000;

/**
 * `voters` votes with their search-index rows, written straight in SQL so 50k voters take
 * seconds (no sealing, no HMAC: the purge never reads them back). Every 10th voter has a
 * contact status with one history entry. Tokens come from a small shared set, as trigram
 * hashes of real names do. Works over any `Db`: libSQL on Node, the Turso client in workerd.
 */
export async function seedVotersWithIndex(db: AppDeps['db'], pollId: string, voters: number, at: Date) {
  // JS numbers bind as REAL: integers are cast so ids, options and times come out as they would from the app.
  const stamp = sql`CAST(${at.getTime()} AS INTEGER)`;
  for (let start = 0; start < voters; start += SEED_STEP) {
    const end = Math.min(voters, start + SEED_STEP) - 1;
    const range = sql`WITH RECURSIVE n(i) AS (SELECT CAST(${start} AS INTEGER) UNION ALL SELECT i + 1 FROM n WHERE i < ${end})`;
    await db.batch([
      db.run(sql`${range}
        INSERT INTO ${tshirtPollVotes} (id, poll_id, option_id, participant_name, cpf_hash, cpf_encrypted, cpf_last4, whatsapp_encrypted, email_encrypted, raffle_coupon, voter_token_hash, created_at, updated_at, email_confirmed_at, indexed_at)
        SELECT printf('pv%07d', i), ${pollId}, 'opt_design' || (i % 5 + 1), 'Fã ' || i, 'h' || i, 'lacrado', '0000', 'lacrado', 'lacrado', printf('MITO-%07X', i * 7919), 't' || i, ${stamp}, ${stamp}, ${stamp}, ${stamp} FROM n`),
      db.run(sql`${range} INSERT INTO ${artistVoterIndex} (vote_id, sort_key) SELECT printf('pv%07d', i), 'fã ' || i FROM n`),
      db.run(sql`${range}, k(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM k WHERE j < ${TOKENS_PER_VOTER - 1})
        INSERT INTO ${artistVoterTokens} (token, vote_id) SELECT (i * 7 + j * 131) % 20000, printf('pv%07d', i) FROM n, k`),
      db.run(sql`${range} INSERT INTO ${artistContactTracking} (id, vote_id, contact_status, notes, last_contact_at)
        SELECT 'ct' || i, printf('pv%07d', i), 'sent_whatsapp', 'Mandei a oferta', ${stamp} FROM n WHERE i % 10 = 0`),
      db.run(sql`${range} INSERT INTO ${contactHistory} (id, tracking_id, status, notes, created_at)
        SELECT 'ch' || i, 'ct' || i, 'sent_whatsapp', 'Mandei a oferta', ${stamp} FROM n WHERE i % 10 = 0`),
    ]);
  }
}

/**
 * A raffle past its retention period with `voters` voters: the poll closed, the list
 * frozen, the draw made, every prize claimed (nothing left to redraw), and the clock
 * moved `retentionDays` + 1 day past the claim deadline. Returns the winners' coupons.
 */
export async function settledRaffle(
  t: { deps: Pick<AppDeps, 'db' | 'config' | 'clock'>; clock: ReturnType<typeof manualClock> },
  voters: number,
) {
  const { deps, clock } = t;
  const [poll] = await deps.db.select().from(polls).limit(1);
  await seedVotersWithIndex(deps.db, poll!.id, voters, new Date(poll!.closesAt.getTime() - 3_600_000));
  clock.set(new Date(poll!.closesAt.getTime() + 60_000));
  await freezeRaffle(deps);
  const drawn = await drawRaffle(deps, { seed: 'Loteria Federal 05923: 12345' });
  if (drawn.state !== 'drawn' || !drawn.draw) throw new Error('settledRaffle: not drawn');
  const winners = drawn.draw.winners;
  const claimedAt = deps.clock.now();
  for (const coupon of winners) {
    await deps.db
      .insert(raffleClaims)
      .values({ coupon, pollId: poll!.id, round: 1, claimedAt, emailHash: `e-${coupon}`, bronzeUntil: claimedAt });
  }
  const [freeze] = await deps.db.select().from(raffleFreezes).limit(1);
  clock.set(new Date(freeze!.claimDeadline!.getTime() + (deps.config.RAFFLE_RETENTION_DAYS + 1) * DAY));
  return { pollId: poll!.id, winners };
}
