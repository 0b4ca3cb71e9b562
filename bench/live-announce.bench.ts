import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase } from '../db/migrate';
import { seedCatalogue } from '../db/seed/seed-catalogue';
import { manualClock } from '../worker/adapters/clock/port';
import { nodeDatabase } from '../worker/adapters/db/node';
import { noPush } from '../worker/adapters/push/port';
import { silentLogger } from '../worker/lib/logger';
import { announceDueLives } from '../worker/services/lives/announce-lives';
import { atMost, report } from './lib/report';
import { CLUB_TSHIRTS } from '../worker/contracts/club-tshirts';

/**
 * A live's start announced to MEMBERS members on a local libSQL file, a quarter each free, Bronze,
 * Prata and Ouro (so half of them get the notification). Baseline, in the same run on its own copy:
 * the same notifications written one INSERT per member in one batch (how a loop over the audience
 * would hold the single writer). Then the job's one INSERT … SELECT with the claim, and the job's
 * every-minute run with nothing due, which is what almost every run costs.
 */
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000);
const NOW = Date.UTC(2026, 10, 27, 23);
const TIERS = ['NULL', "'tier_bronze'", "'tier_prata'", "'tier_ouro'"];

async function seeded(dir: string, name: string) {
  const { db, close } = nodeDatabase(`file:${join(dir, name)}`);
  await db.run(sql`PRAGMA journal_mode = WAL`);
  await migrateDatabase(db);
  await seedCatalogue(db, { now: new Date(NOW), pollDurationDays: 30, tshirts: CLUB_TSHIRTS });
  const n = sql.raw(String(MEMBERS - 1));
  const tier = sql.raw(`CASE i % 4 ${TIERS.map((t, k) => `WHEN ${k} THEN ${t}`).join(' ')} END`);
  await db.run(sql`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})
    INSERT INTO users (id, email, password_hash, created_at) SELECT printf('u%06d', i), printf('u%06d@bench.local', i), 'x', ${NOW} FROM n`);
  await db.run(sql`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})
    INSERT INTO profiles (id, user_id, username, subscription_tier_id, created_at) SELECT printf('p%06d', i), printf('u%06d', i), printf('fa%06d', i), ${tier}, ${NOW} FROM n`);
  await db.run(sql`INSERT INTO subscriptions (id, user_id, tier_id, status, current_period_end, created_at)
    SELECT 's' || user_id, user_id, subscription_tier_id, 'active', ${NOW + 20 * 86_400_000}, ${NOW} FROM profiles WHERE subscription_tier_id IS NOT NULL`);
  await db.run(
    sql`INSERT INTO lives (id, title, starts_at, url, created_at) VALUES ('live1', 'Live de lançamento', ${NOW - 1000}, 'https://youtu.be/x', ${NOW - 86_400_000})`,
  );
  const deps = {
    db,
    clock: manualClock(new Date(NOW)),
    logger: silentLogger,
    defer: () => undefined,
    realtime: {
      publish: async () => undefined,
      grant: async () => ({ kind: 'local' as const, socketPath: '', token: '', expiresAt: 0 }),
      presence: async () => [],
      revoke: async () => undefined,
    },
    // The announcement's own cost: the deferred publishes (and pushes) are not run here.
    push: noPush(),
  };
  return { deps, close };
}

const dir = mkdtempSync(join(tmpdir(), 'mito-bench-lives-'));

// Before: one INSERT per member in the audience, in one batch.
const loop = await seeded(dir, 'loop.db');
const audience = await loop.deps.db.all<{ user_id: string }>(
  sql`SELECT p.user_id FROM profiles p JOIN subscription_tiers t ON t.id = p.subscription_tier_id WHERE t.can_access_lives = 1`,
);
const t1 = performance.now();
await loop.deps.db.batch(
  audience.map((a) =>
    loop.deps.db.run(
      sql`INSERT INTO notifications (id, user_id, type, title, message, created_at, group_key) VALUES (${`live_live1_${a.user_id}`}, ${a.user_id}, 'live', 'A live começou!', 'Live', ${NOW}, 'live:live1')`,
    ),
  ) as [never, ...never[]],
);
const perMember = performance.now() - t1;
loop.close();

// After: the job.
const job = await seeded(dir, 'job.db');
const t2 = performance.now();
const { announced } = await announceDueLives(job.deps);
const announce = performance.now() - t2;
const written = (await job.deps.db.get<{ n: number }>(sql`SELECT count(*) AS n FROM notifications WHERE type = 'live'`))?.n ?? 0;
const t3 = performance.now();
await announceDueLives(job.deps);
const idle = performance.now() - t3;
job.close();
rmSync(dir, { recursive: true, force: true });

if (announced.length !== 1 || written !== audience.length)
  throw new Error(`announced ${announced.length} live(s), ${written} notifications for ${audience.length} members`);
report([
  { metric: `lives: ${audience.length} notifications, one INSERT per member in a batch (before)`, value: perMember, unit: 'ms' },
  {
    metric: `lives: ${audience.length} notifications, the job's INSERT … SELECT with the claim`,
    value: announce,
    unit: 'ms',
    ...atMost(announce, 2_000),
  },
  { metric: 'lives: a minute run with nothing due', value: idle, unit: 'ms', ...atMost(idle, 50) },
]);
