import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { quietLogger } from '../worker/lib/logger';
import { buildNodeDeps } from '../worker/node/build-deps';
import { listPosts } from '../worker/services/feed/list-posts';
import { getMemberProfile } from '../worker/services/social/get-member-profile';
import { atMost, report, type BenchRow } from './lib/report';
import { timeRuns } from './lib/sample';

/**
 * The feed's 'Seguindo' tab and a profile at 100k posts by 10k members, in process (p95), beside
 * Recentes on the same database. Viewers follow 50 members (10 posts each), 500 members, and 50
 * members plus one who wrote 20 000 posts (the tab reads each followed member's posts by
 * posts_user_created_idx and sorts them: the prolific one is its worst case). A profile: the
 * prolific member's page of posts and their header with its counts (10 000 followers).
 */
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const PROLIFIC = 20_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const DAY = 86_400_000;

const ENTRY = '../worker/entry.node.ts';
const { loadNodeConfig } = (await import(ENTRY)) as typeof import('../worker/entry.node');
const dataDir = mkdtempSync(join(tmpdir(), 'mito-bench-following-'));
const { config } = await loadNodeConfig({ APP_ENV: 'test', DATA_DIR: dataDir, POSTAL_LOOKUP: 'offline', SEED_DEMO: 'false' });
const local = await buildNodeDeps({ config, dataDir, seedDemo: false, logger: quietLogger });
const { db } = local.deps;
const now = local.deps.clock.now().getTime();

process.stderr.write(`following bench: seeding ${MEMBERS} members, ${POSTS + PROLIFIC} posts, follows…\n`);
const series = (n: number) => sql.raw(`WITH RECURSIVE s(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM s WHERE n + 1 < ${n})`);
await db.run(
  sql`${series(MEMBERS)} INSERT INTO users (id, email, password_hash, created_at) SELECT printf('u%06d', n), printf('fa%06d@bench.local', n), 'x', ${now - 200 * DAY} FROM s`,
);
await db.run(
  sql`${series(MEMBERS)} INSERT INTO profiles (id, user_id, username, display_name, created_at) SELECT printf('pr%06d', n), printf('u%06d', n), printf('fa%06d', n), printf('Fã %d', n), ${now - 200 * DAY} FROM s`,
);
await db.run(
  sql`${series(POSTS)} INSERT INTO posts (id, user_id, content, created_at) SELECT printf('p%07d', n), printf('u%06d', n % ${MEMBERS}), 'Post ' || n, ${now} - (${POSTS} - n) * ${Math.floor((100 * DAY) / POSTS)} FROM s`,
);
// u000000 is the prolific one: 20 000 more posts over the same 100 days.
await db.run(
  sql`${series(PROLIFIC)} INSERT INTO posts (id, user_id, content, created_at) SELECT printf('q%07d', n), 'u000000', 'Post ' || n, ${now} - (${PROLIFIC} - n) * ${Math.floor((100 * DAY) / PROLIFIC)} - 7 FROM s`,
);
// Viewers: u009999 follows u000001..u000050; u009998 follows u000001..u000500; u009997 follows u000000..u000050. Everyone follows u000000.
await db.run(
  sql`${series(50)} INSERT INTO follows (follower_id, followee_id, created_at) SELECT 'u009999', printf('u%06d', n + 1), ${now} FROM s`,
);
await db.run(
  sql`${series(500)} INSERT INTO follows (follower_id, followee_id, created_at) SELECT 'u009998', printf('u%06d', n + 1), ${now} FROM s`,
);
await db.run(
  sql`${series(51)} INSERT INTO follows (follower_id, followee_id, created_at) SELECT 'u009997', printf('u%06d', n), ${now} FROM s`,
);
await db.run(
  sql`${series(MEMBERS - 1)} INSERT OR IGNORE INTO follows (follower_id, followee_id, created_at) SELECT printf('u%06d', n + 1), 'u000000', ${now} FROM s`,
);
await db.run(sql`ANALYZE`);

const rows: BenchRow[] = [];
const p95 = async (fn: () => Promise<unknown>) => (await timeRuns(fn, RUNS, 20)).p95;
const deps = local.deps;
rows.push({
  metric: 'Recentes: first page p95 (same database)',
  value: await p95(() => listPosts(deps, { viewerId: 'u009999', tab: 'recentes' })),
  unit: 'ms',
});
for (const [viewer, who] of [
  ['u009999', '50 members'],
  ['u009998', '500 members'],
  ['u009997', '50 members + one with 20k posts'],
] as const) {
  const first = await p95(() => listPosts(deps, { viewerId: viewer, tab: 'seguindo' }));
  // 500 followed members with 10 posts each is 5 000 candidates to sort: reported, with no target.
  rows.push({ metric: `Seguindo (${who}): first page p95`, value: first, unit: 'ms', ...(viewer === 'u009998' ? {} : atMost(first, 30)) });
}
const page = await listPosts(deps, { viewerId: 'u009997', tab: 'seguindo' });
rows.push({
  metric: 'Seguindo (50 + prolific): second page p95',
  value: await p95(() => listPosts(deps, { viewerId: 'u009997', tab: 'seguindo', cursor: page.nextCursor })),
  unit: 'ms',
});
rows.push({
  metric: 'profile posts of the 20k-post member: first page p95',
  value: await p95(() => listPosts(deps, { viewerId: 'u009999', author: 'fa000000' })),
  unit: 'ms',
});
rows.push({
  metric: 'profile header with counts (10k followers) p95',
  value: await p95(() => getMemberProfile(deps, { viewerId: 'u009999', username: 'fa000000' })),
  unit: 'ms',
});
rows.push({ metric: 'load average (1 min) at the end', value: loadavg()[0]!, unit: '' });
report(rows);
local.close();
rmSync(dataDir, { recursive: true, force: true });
