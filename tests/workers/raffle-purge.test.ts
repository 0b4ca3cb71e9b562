import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../worker/adapters/clock/port';
import { buildWorkerDeps } from '../../worker/cloudflare/build-deps';
import { silentLogger } from '../../worker/lib/logger';
import { PURGE_BUDGET, purgeRaffleVoters } from '../../worker/services/raffle/internal/purge-raffle-voters';
import { settledRaffle, TOKENS_PER_VOTER } from '../factories/settled-raffle';

// The retention purge inside workerd over the Turso web client, at the size that once took one
// 15.6 s transaction: 50k voters, 2.55M search-index rows. What must hold is structural: every
// commit carries at most one chunk of voters, and every run at most its chunk budget.
const VOTERS = 50_000;
const PRIZES = 10;

describe('raffle retention purge on Workers at 50k voters', () => {
  it('goes in chunks of at most 500 voters, at most 40 per run, and finishes over a few runs', { timeout: 600_000 }, async () => {
    const { deps } = await buildWorkerDeps(env, silentLogger);
    const clock = manualClock(new Date());
    const t = { deps: { ...deps, clock }, clock };
    await settledRaffle(t, VOTERS);

    const commits: number[] = [];
    const db = new Proxy(deps.db, {
      get: (target, key) =>
        key === 'batch'
          ? async (...args: Parameters<typeof target.batch>) => {
              const started = performance.now();
              const r = await target.batch(...args);
              commits.push(performance.now() - started);
              return r;
            }
          : Reflect.get(target, key),
    });
    const outcomes = [];
    for (let run = 0; run < 10; run++) {
      const o = await purgeRaffleVoters({ ...t.deps, db });
      outcomes.push(o);
      if (o.done) break;
    }
    const toPurge = VOTERS - PRIZES;
    expect(outcomes.map((o) => o.done)).toEqual([false, false, true]);
    for (const o of outcomes) {
      expect(o.chunks).toBeLessThanOrEqual(PURGE_BUDGET.maxChunks);
      expect(o.purged).toBeLessThanOrEqual(o.chunks * PURGE_BUDGET.chunkVoters);
    }
    expect(outcomes.reduce((n, o) => n + o.purged, 0)).toBe(toPurge);
    expect(commits).toHaveLength(Math.ceil(toPurge / PURGE_BUDGET.chunkVoters));
    const left = await deps.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM artist_voter_tokens`);
    expect(left[0]!.n).toBe(PRIZES * TOKENS_PER_VOTER);
    expect(await purgeRaffleVoters({ ...t.deps, db })).toEqual({ purged: 0, chunks: 0, done: true });

    // Figures, not assertions: how long each commit held the writer, as seen from workerd.
    commits.sort((a, b) => a - b);
    console.log(
      `purge in workerd: ${commits.length} chunks, p50 ${commits[commits.length >> 1]!.toFixed(0)} ms, worst ${commits[commits.length - 1]!.toFixed(0)} ms`,
    );
  });
});
