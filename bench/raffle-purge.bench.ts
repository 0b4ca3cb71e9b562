import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase } from '../db/migrate';
import { seedCatalogue } from '../db/seed/seed-catalogue';
import { manualClock } from '../worker/adapters/clock/port';
import { nodeDatabase } from '../worker/adapters/db/node';
import { cryptoRandom } from '../worker/adapters/random/port';
import { PURGE_BUDGET, purgeRaffleVoters } from '../worker/services/raffle/internal/purge-raffle-voters';
import { nextPurgeIds, purgeVoterChunk } from '../worker/services/raffle/internal/purge-voter-chunk';
import { settledRaffle, TOKENS_PER_VOTER } from '../tests/factories/settled-raffle';
import { atMost, report } from './lib/report';
import { benchConfig } from './lib/bench-config';
import { quantile } from './lib/sample';
import { CLUB_TSHIRTS } from '../worker/contracts/club-tshirts';

/**
 * The raffle's retention purge at 50k voters (51 search-index rows each, 2.55M in
 * all) on a local libSQL file. The baseline, measured in the same run on its own
 * copy: the whole purge as one transaction (one chunk holding every voter, which
 * is what the purge did before it went in chunks). Then the chunked purge, run by
 * run until done, with the time of each chunk's commit (how long it holds the
 * single writer).
 */
const VOTERS = Number(process.env.BENCH_VOTERS ?? 50_000);
const config = benchConfig('scrypt$16384$8$1$pxcwlvpNLAnAvkFO7p3E2A==$gTC744mOw0RQteX0sf6xfEazeDCx/DaI/jQAD6Hmf2Y=');

async function settled(dir: string, name: string) {
  const { db, close } = nodeDatabase(`file:${join(dir, name)}`);
  await db.run(sql`PRAGMA journal_mode = WAL`);
  await migrateDatabase(db);
  const clock = manualClock(new Date());
  await seedCatalogue(db, { now: clock.now(), pollDurationDays: 7, tshirts: CLUB_TSHIRTS });
  const t0 = performance.now();
  const deps = { db, config, clock, random: cryptoRandom };
  const { pollId, winners } = await settledRaffle({ deps, clock }, VOTERS);
  process.stderr.write(`raffle purge bench: ${VOTERS} voters seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  return { deps, close, scope: { pollId, winners } };
}

const dir = mkdtempSync(join(tmpdir(), 'mito-bench-purge-'));

// Before: one transaction for everything.
const one = await settled(dir, 'one.db');
const all = await nextPurgeIds(one.deps, one.scope, '', VOTERS);
const t1 = performance.now();
await purgeVoterChunk(one.deps, all, { auditId: 'bench', purgedBefore: 0, stamp: one.deps.clock.now().getTime() });
const oneTx = performance.now() - t1;
one.close();

// After: chunks, each its own commit, runs until done.
const chunked = await settled(dir, 'chunked.db');
const commits: number[] = [];
const timedDb = new Proxy(chunked.deps.db, {
  get: (target, key) =>
    key === 'batch'
      ? async (...args: Parameters<typeof target.batch>) => {
          const t = performance.now();
          const r = await target.batch(...args);
          commits.push(performance.now() - t);
          return r;
        }
      : Reflect.get(target, key),
});
const t2 = performance.now();
let runs = 0;
for (let done = false; !done; runs++) done = (await purgeRaffleVoters({ ...chunked.deps, db: timedDb })).done;
const chunkedTotal = performance.now() - t2;
chunked.close();
rmSync(dir, { recursive: true, force: true });

commits.sort((a, b) => a - b);
const worst = commits[commits.length - 1] ?? NaN;
report([
  { metric: `purge ${VOTERS} voters (${VOTERS * TOKENS_PER_VOTER} index rows) as one transaction (before)`, value: oneTx, unit: 'ms' },
  { metric: `chunked purge: chunks of ${PURGE_BUDGET.chunkVoters} voters`, value: commits.length, unit: 'chunks' },
  { metric: `chunked purge: cron runs needed (≤ ${PURGE_BUDGET.maxChunks} chunks each)`, value: runs, unit: 'runs' },
  { metric: 'chunked purge: one chunk holds the writer p50', value: quantile(commits, 0.5), unit: 'ms' },
  { metric: 'chunked purge: one chunk holds the writer, worst', value: worst, unit: 'ms', ...atMost(worst, 1_000) },
  { metric: 'chunked purge: total across runs', value: chunkedTotal, unit: 'ms' },
]);
