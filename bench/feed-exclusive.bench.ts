import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { quietLogger } from '../worker/lib/logger';
import { buildNodeDeps } from '../worker/node/build-deps';
import { listPosts } from '../worker/services/feed/list-posts';
import { makeMember, makeSubscriber } from '../tests/factories/sessions';
import { atMost, report } from './lib/report';
import { timeRuns } from './lib/sample';

/**
 * What exclusive posts cost the first page of Recentes, in process, at 100k posts: the same page
 * read first with every post for everyone (the baseline, measured in this run), then with 5 of its
 * 20 posts exclusive, for a free, a Prata and an Ouro viewer. The viewer's level is read once per
 * page, beside the page's other reads (services/feed/visibility.ts).
 */
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const DAY = 86_400_000;

const ENTRY = '../worker/entry.node.ts';
const { loadNodeConfig } = (await import(ENTRY)) as typeof import('../worker/entry.node');
const dataDir = mkdtempSync(join(tmpdir(), 'mito-bench-exclusive-'));
const { config } = await loadNodeConfig({ APP_ENV: 'test', DATA_DIR: dataDir, POSTAL_LOOKUP: 'offline', SEED_DEMO: 'false' });
const local = await buildNodeDeps({ config, dataDir, seedDemo: false, logger: quietLogger });
const { deps } = local;
const { db } = deps;
const now = deps.clock.now().getTime();

process.stderr.write(`feed-exclusive bench: seeding ${MEMBERS} members and ${POSTS} posts…\n`);
const series = (n: number) => sql.raw(`WITH RECURSIVE s(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM s WHERE n + 1 < ${n})`);
await db.run(
  sql`${series(MEMBERS)} INSERT INTO users (id, email, password_hash, created_at) SELECT printf('u%06d', n), printf('fa%06d@bench.local', n), 'x', ${now - 200 * DAY} FROM s`,
);
await db.run(
  sql`${series(MEMBERS)} INSERT INTO profiles (id, user_id, username, display_name, created_at) SELECT printf('pr%06d', n), printf('u%06d', n), printf('fa%06d', n), printf('Fã %d', n), ${now - 200 * DAY} FROM s`,
);
await db.run(
  sql`${series(POSTS)} INSERT INTO posts (id, user_id, content, created_at) SELECT printf('p%07d', n), printf('u%06d', n % ${MEMBERS}), 'Post de bench ' || n, ${now} - (${POSTS} - n) * ${Math.floor((100 * DAY) / POSTS)} FROM s`,
);
await db.run(sql`ANALYZE`);

const viewers = {
  free: await makeMember(deps),
  prata: await makeSubscriber(deps, 'tier_prata'),
  ouro: await makeSubscriber(deps, 'tier_ouro'),
};
const firstPage = (viewerId: string) => listPosts(deps, { viewerId, tab: 'recentes' });
const time = (viewerId: string) => timeRuns(() => firstPage(viewerId), RUNS, 20);

const rows = [];
const loadBefore = loadavg()[0]!;
const baseline = await time(viewers.free.userId);
rows.push({ metric: 'baseline: first page, every post for everyone, p95', value: baseline.p95, unit: 'ms' });
rows.push({ metric: 'baseline: same, p50', value: baseline.p50, unit: 'ms' });

// 5 of the 20 newest posts exclusive: 3 'prata', 2 'ouro'.
await db.run(sql`UPDATE posts SET visibility = CASE WHEN id IN (${`p${String(POSTS - 1).padStart(7, '0')}`}, ${`p${String(POSTS - 9).padStart(7, '0')}`}) THEN 'ouro' ELSE 'prata' END
  WHERE id IN (SELECT id FROM posts ORDER BY created_at DESC, id DESC LIMIT 20) AND (CAST(substr(id, 2) AS INTEGER) % 4) = ${(POSTS - 1) % 4}`);
for (const [name, viewer] of Object.entries(viewers)) {
  const page = await firstPage(viewer.userId);
  const exclusive = page.items.filter((p) => p.visibility !== 'all').length;
  if (exclusive !== 5) throw new Error(`the page has ${exclusive} exclusive posts, not 5`);
  const t = await time(viewer.userId);
  rows.push({
    metric: `5 exclusive posts on the page, ${name} viewer (${page.items.filter((p) => p.locked).length} teasers), p95`,
    value: t.p95,
    unit: 'ms',
    ...atMost(t.p95, Math.round(Math.max(5, baseline.p95 * 1.5))),
  });
  rows.push({ metric: `same, ${name} viewer, p50`, value: t.p50, unit: 'ms' });
}
rows.push({ metric: 'context: load average (1 min) before / after', value: loadBefore, unit: `/ ${loadavg()[0]!.toFixed(2)}` });
local.close();
rmSync(dataDir, { recursive: true, force: true });
report(rows);
