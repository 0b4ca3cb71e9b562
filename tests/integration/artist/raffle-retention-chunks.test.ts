import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../../worker/adapters/deps';
import { PURGE_BUDGET, purgeRaffleVoters } from '../../../worker/services/raffle/internal/purge-raffle-voters';
import { settledRaffle, TOKENS_PER_VOTER } from '../../factories/settled-raffle';
import { createTestDeps, type TestDeps } from '../../setup/test-deps';

// Each test purges a raffle of its own.
let t: TestDeps;
beforeEach(async () => {
  t = await createTestDeps();
});
afterEach(() => t.cleanup());
const VOTERS = 5_000;
const PRIZES = 10;

/** The same database, with something done around each `db.batch` (a failure, a slow commit). */
function aroundBatch(db: AppDeps['db'], before: (n: number) => void): AppDeps['db'] {
  let n = 0;
  return new Proxy(db, {
    get: (target, key) =>
      key === 'batch' ? (...args: Parameters<typeof db.batch>) => (before(++n), target.batch(...args)) : Reflect.get(target, key),
  });
}

const count = async (q: ReturnType<typeof sql>) => (await t.deps.db.all<{ n: number }>(q))[0]!.n;

/** Purged votes keep nothing in the artist's copies; unpurged ones keep all of theirs; the audit says how many. */
async function expectConsistent(purged: number) {
  expect(await t.deps.db.$count(tshirtPollVotes, isNotNull(tshirtPollVotes.purgedAt))).toBe(purged);
  const unpurged = VOTERS - purged;
  expect(
    await count(
      sql`SELECT count(*) AS n FROM artist_voter_tokens t JOIN tshirt_poll_votes v ON v.id = t.vote_id WHERE v.purged_at IS NOT NULL`,
    ),
  ).toBe(0);
  expect(await count(sql`SELECT count(*) AS n FROM artist_voter_tokens`)).toBe(unpurged * TOKENS_PER_VOTER);
  expect(await count(sql`SELECT count(*) AS n FROM artist_voter_index`)).toBe(unpurged);
  expect(
    await count(
      sql`SELECT count(*) AS n FROM artist_contact_tracking t JOIN tshirt_poll_votes v ON v.id = t.vote_id WHERE v.purged_at IS NOT NULL`,
    ),
  ).toBe(0);
  expect(
    await count(
      sql`SELECT count(*) AS n FROM contact_history h LEFT JOIN artist_contact_tracking t ON t.id = h.tracking_id WHERE t.id IS NULL`,
    ),
  ).toBe(0);
  expect(
    await count(
      sql`SELECT count(*) AS n FROM tshirt_poll_votes WHERE purged_at IS NOT NULL AND (cpf_encrypted <> '' OR email_encrypted <> '' OR participant_name <> '')`,
    ),
  ).toBe(0);
}

describe(`raffle retention in chunks (${VOTERS} voters, ${TOKENS_PER_VOTER} index rows each)`, () => {
  it('stops at its chunk budget with every chunk committed, and the next run finishes; a third changes nothing', async () => {
    const { winners } = await settledRaffle(t, VOTERS);
    const first = await purgeRaffleVoters(t.deps, { ...PURGE_BUDGET, maxChunks: 4 });
    expect(first).toEqual({ purged: 4 * PURGE_BUDGET.chunkVoters, chunks: 4, done: false });
    await expectConsistent(2_000);

    const rest = VOTERS - PRIZES - 2_000;
    const second = await purgeRaffleVoters(t.deps);
    expect(second).toEqual({ purged: rest, chunks: Math.ceil(rest / PURGE_BUDGET.chunkVoters), done: true });
    await expectConsistent(VOTERS - PRIZES);

    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'retention_purge')).orderBy(auditLog.target);
    expect(audits.map((a) => a.target).sort()).toEqual(['2000 votantes', `${rest} votantes`].sort());

    expect(await purgeRaffleVoters(t.deps)).toEqual({ purged: 0, chunks: 0, done: true });
    expect(await t.deps.db.$count(auditLog, eq(auditLog.action, 'retention_purge'))).toBe(2);
    const kept = await t.deps.db
      .select({ coupon: tshirtPollVotes.raffleCoupon })
      .from(tshirtPollVotes)
      .where(isNull(tshirtPollVotes.purgedAt));
    expect(kept.map((k) => k.coupon).sort()).toEqual([...winners].sort());
  });

  it('a run that dies after two chunks keeps those two whole, and the next run continues from there', async () => {
    await settledRaffle(t, VOTERS);
    const dying = aroundBatch(t.deps.db, (n) => {
      if (n === 3) throw new Error('conexão perdida');
    });
    await expect(purgeRaffleVoters({ ...t.deps, db: dying })).rejects.toThrow('conexão perdida');
    await expectConsistent(2 * PURGE_BUDGET.chunkVoters);
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'retention_purge'));
    expect(audit?.target).toBe('1000 votantes');

    expect((await purgeRaffleVoters(t.deps)).done).toBe(true);
    await expectConsistent(VOTERS - PRIZES);
  });

  it('stops once its time budget is spent, counting time on the clock between chunks', async () => {
    await settledRaffle(t, VOTERS);
    // Each commit takes 8 s of the (manual) clock: a 20 s budget allows three chunks.
    const slow = aroundBatch(t.deps.db, () => t.clock.advance(8_000));
    expect(await purgeRaffleVoters({ ...t.deps, db: slow }, { ...PURGE_BUDGET, budgetMs: 20_000 })).toEqual({
      purged: 1_500,
      chunks: 3,
      done: false,
    });
    await expectConsistent(1_500);
  });
});
