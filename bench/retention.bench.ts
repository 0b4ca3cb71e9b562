import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase } from '../db/migrate';
import { manualClock } from '../worker/adapters/clock/port';
import { buildKeys } from '../worker/adapters/deps';
import { nodeDatabase } from '../worker/adapters/db/node';
import { parseConfig } from '../worker/env';
import { silentLogger } from '../worker/lib/logger';
import { RETENTION_BUDGET, runRetention } from '../worker/services/retention/run-retention';
import { atMost, report } from './lib/report';
import { quantile } from './lib/sample';

/**
 * The retention job on a local libSQL file with SESSIONS member sessions, half of them expired.
 * Baseline, measured in the same run on its own copy: deleting every expired session in one
 * statement (how long that holds the single writer). Then the job's chunks, run by run until
 * done, with each chunk's time; and a run with nothing due (what every hourly run costs after).
 */
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100_000);
const config = parseConfig({
  APP_ENV: 'test',
  APP_URL: 'http://localhost:3000',
  CPF_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
  CPF_HMAC_KEY: Buffer.alloc(32, 5).toString('base64'),
  SESSION_SECRET: 'bench-session-secret-bench-session-secret',
  ARTIST_PASSWORD_HASH: 'scrypt$16384$8$1$pxcwlvpNLAnAvkFO7p3E2A==$gTC744mOw0RQteX0sf6xfEazeDCx/DaI/jQAD6Hmf2Y=',
  POSTAL_LOOKUP: 'offline',
});
const NOW = Date.UTC(2026, 10, 27, 12);

async function seeded(dir: string, name: string) {
  const { db, close } = nodeDatabase(`file:${join(dir, name)}`);
  await db.run(sql`PRAGMA journal_mode = WAL`);
  await migrateDatabase(db);
  await db.run(sql`INSERT INTO users (id, email, password_hash, created_at) VALUES ('u1', 'u1@bench.local', 'x', ${NOW})`);
  // Even rows expired an hour ago, odd rows valid for a day.
  await db.run(sql`
    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${SESSIONS - 1})
    INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at, created_at)
    SELECT printf('s%08d', i), 'u1', CASE WHEN i % 2 = 0 THEN ${NOW - 3_600_000} ELSE ${NOW + 86_400_000} END, ${NOW + 86_400_000}, ${NOW - 86_400_000} FROM n`);
  const deps = {
    db,
    clock: manualClock(new Date(NOW)),
    keys: await buildKeys(config),
    logger: silentLogger,
    afterErasure: async () => undefined,
  };
  return { deps, close };
}

const dir = mkdtempSync(join(tmpdir(), 'mito-bench-retention-'));

// Before: one statement for everything due.
const one = await seeded(dir, 'one.db');
const t1 = performance.now();
await one.deps.db.run(sql`DELETE FROM sessions WHERE expires_at <= ${NOW} OR absolute_expires_at <= ${NOW}`);
const oneStatement = performance.now() - t1;
one.close();

// After: the job's chunks, each its own statement and commit.
const chunked = await seeded(dir, 'chunked.db');
const chunks: number[] = [];
const timedDb = new Proxy(chunked.deps.db, {
  get: (target, key) =>
    key === 'run'
      ? (...args: Parameters<typeof target.run>) => {
          const t = performance.now();
          const q = target.run(...args);
          return Promise.resolve(q).then((r) => {
            chunks.push(performance.now() - t);
            return r;
          });
        }
      : Reflect.get(target, key),
});
let runs = 0;
for (let done = false; !done; runs++) done = (await runRetention({ ...chunked.deps, db: timedDb })).done;
const t2 = performance.now();
await runRetention(chunked.deps);
const idleRun = performance.now() - t2;
chunked.close();
rmSync(dir, { recursive: true, force: true });

process.stderr.write(
  `retention bench: slowest statements ${[...chunks]
    .map((c, i) => [i, Math.round(c)])
    .sort((a, b) => b[1]! - a[1]!)
    .slice(0, 5)
    .map(([i, c]) => `#${i} ${c} ms`)
    .join(', ')}\n`,
);
chunks.sort((a, b) => a - b);
const worst = chunks[chunks.length - 1] ?? NaN;
report([
  {
    metric: `retention: delete ${SESSIONS / 2} expired of ${SESSIONS} sessions in one statement (before)`,
    value: oneStatement,
    unit: 'ms',
  },
  { metric: `retention: statements of ≤ ${RETENTION_BUDGET.chunkRows} rows`, value: chunks.length, unit: 'statements' },
  { metric: `retention: cron runs needed (≤ ${RETENTION_BUDGET.maxChunks} chunks each)`, value: runs, unit: 'runs' },
  { metric: 'retention: one chunk holds the writer p50', value: quantile(chunks, 0.5), unit: 'ms' },
  { metric: 'retention: one chunk holds the writer, worst', value: worst, unit: 'ms', ...atMost(worst, 1_000) },
  { metric: 'retention: a run with nothing due', value: idleRun, unit: 'ms' },
]);
