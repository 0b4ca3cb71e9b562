import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client, InStatement } from '@libsql/client';
import { quietLogger } from '../worker/lib/logger';
import { buildNodeDeps } from '../worker/node/build-deps';
import { toggleReaction } from '../worker/services/feed/toggle-reaction';
import { makeMember } from '../tests/factories/sessions';
import { startChildServer } from './lib/child-server';
import { load, type LoadResult } from './lib/load';
import { processTreeCpuMs } from './lib/process-cpu';
import { atMost, report } from './lib/report';

/**
 * What one reaction toggle costs the server, in CPU, against a no-op member mutation on the same
 * server (bench/servers/feed.ts: the same session check and body path, no database): the
 * target is a ratio ≤ 8. CPU per request, read from /proc for the server's process, holds on a
 * shared machine where requests per second do not. The two sides alternate in short rounds; the
 * figure is the median of the rounds' ratios, with their spread. Also: the statements one toggle
 * sends (the early reads beside the session, and the batch), counted at the database client.
 * The feed is seeded as bench/feed.bench.ts seeds it, smaller (BENCH_REACT_POSTS …): a toggle's
 * statements are keyed look-ups, whose cost hardly depends on the table sizes.
 */
const POSTS = Number(process.env.BENCH_REACT_POSTS ?? 20_000);
const MEMBERS = Number(process.env.BENCH_REACT_MEMBERS ?? 2_000);
const PER_MEMBER = Number(process.env.BENCH_REACT_PER_MEMBER ?? 50);
const ROUNDS = Number(process.env.BENCH_REACT_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const TARGET = 8;
const DAY = 86_400_000;
const load1 = () => loadavg()[0]!;

const ENTRY = '../worker/entry.node.ts';
const { loadNodeConfig } = (await import(ENTRY)) as typeof import('../worker/entry.node');
const dataDir = mkdtempSync(join(tmpdir(), 'mito-bench-react-'));
const { config } = await loadNodeConfig({ APP_ENV: 'test', DATA_DIR: dataDir, POSTAL_LOOKUP: 'offline', SEED_DEMO: 'false' });
const local = await buildNodeDeps({ config, dataDir, seedDemo: false, logger: quietLogger });
const { deps } = local;
const { db } = deps;
const now = deps.clock.now().getTime();

process.stderr.write(`reaction bench: seeding ${MEMBERS} members, ${POSTS} posts, ${MEMBERS * PER_MEMBER} reactions…\n`);
const series = (n: number) => sql.raw(`WITH RECURSIVE s(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM s WHERE n + 1 < ${n})`);
await db.run(
  sql`${series(MEMBERS)} INSERT INTO users (id, email, password_hash, created_at) SELECT printf('u%06d', n), printf('fa%06d@bench.local', n), 'x', ${now - 200 * DAY} FROM s`,
);
await db.run(
  sql`${series(MEMBERS)} INSERT INTO profiles (id, user_id, username, display_name, created_at) SELECT printf('pr%06d', n), printf('u%06d', n), printf('fa%06d', n), printf('Fã %d', n), ${now - 200 * DAY} FROM s`,
);
await db.run(
  sql`${series(POSTS)} INSERT INTO posts (id, user_id, content, created_at) SELECT printf('p%07d', n), printf('u%06d', n % ${MEMBERS}), 'Post de bench ' || n, ${now} - (${POSTS} - n) * 60000 FROM s`,
);
await db.run(sql`${series(MEMBERS * PER_MEMBER)}
  INSERT OR IGNORE INTO reactions (user_id, target_id, target_type, reaction_type, created_at)
  SELECT printf('u%06d', n % ${MEMBERS}), printf('p%07d', ((n % ${MEMBERS}) * 13 + (n / ${MEMBERS}) * 1009) % ${POSTS}), 'post',
    CASE n % 3 WHEN 0 THEN 'heart' WHEN 1 THEN 'fire' ELSE 'mind_blown' END, ${now} FROM s`);
// The denormalised counts, equal to the rows (as the toggle batch keeps them).
await db.run(sql`UPDATE posts SET likes_count = c.heart, fire_count = c.fire, mind_blown_count = c.mind
  FROM (SELECT target_id, sum(reaction_type = 'heart') AS heart, sum(reaction_type = 'fire') AS fire, sum(reaction_type = 'mind_blown') AS mind
        FROM reactions WHERE target_type = 'post' GROUP BY target_id) AS c
  WHERE posts.id = c.target_id`);
await db.run(sql`ANALYZE`);

// Statements per toggle, counted at the client: a first reaction, its removal, another type (all three paths).
const client = (db as unknown as { $client: Client }).$client;
let statements = 0;
const execute = client.execute.bind(client);
const batch = client.batch.bind(client);
client.execute = ((stmt: InStatement) => (statements++, execute(stmt))) as Client['execute'];
client.batch = ((stmts: InStatement[], mode) => ((statements += stmts.length), batch(stmts, mode))) as Client['batch'];
const counter = await makeMember(deps);
for (const type of ['fire', 'fire', 'heart'] as const)
  await toggleReaction(deps, { userId: counter.userId, react: { postId: 'p0000001', type } });
await new Promise((r) => setTimeout(r, 50)); // the deferred publishes' reads are not the toggle's
statements = 0;
await toggleReaction(deps, { userId: counter.userId, react: { postId: 'p0000002', type: 'fire' } });
const perToggle = statements;
client.execute = execute;
client.batch = batch;
await new Promise((r) => setTimeout(r, 50));
local.close();

const server = await startChildServer('feed.ts', { BENCH_FEED_DATA_DIR: dataDir });
const cookie = server.extra!;
const post = { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie };
// One member toggles 'fire' on 5 000 posts in turn: a first reaction, then its removal, then a reaction given again.
const reactBodies = Array.from({ length: 5000 }, (_, i) =>
  JSON.stringify({ postId: `p${String((i * 37) % POSTS).padStart(7, '0')}`, type: 'fire' }),
);
const probe = await fetch(`${server.url}/trpc/feed.react`, { method: 'POST', headers: post, body: reactBodies[0] });
if (!probe.ok) throw new Error(`feed.react over HTTP: ${probe.status} ${await probe.text()}`);
const noopProbe = await fetch(`${server.url}/bench-trpc/noop`, { method: 'POST', headers: post, body: '{}' });
if (!noopProbe.ok) throw new Error(`no-op mutation over HTTP: ${noopProbe.status} ${await noopProbe.text()}`);

const loadBefore = load1();
const react = (seconds: number) =>
  load({
    url: server.url,
    method: 'POST',
    path: '/trpc/feed.react',
    headers: post,
    bodies: reactBodies,
    connections: 10,
    seconds,
    warmupSeconds: 0,
  });
const noop = (seconds: number) =>
  load({
    url: server.url,
    method: 'POST',
    path: '/bench-trpc/noop',
    headers: post,
    bodies: ['{}'],
    connections: 10,
    seconds,
    warmupSeconds: 0,
  });
/** Server CPU (ms) per answered request of one run. */
const perRequest = async (run: () => Promise<LoadResult>) => {
  const before = processTreeCpuMs(server.pid);
  const r = await run();
  return { cpu: (processTreeCpuMs(server.pid) - before) / (r.ok + r.errors), errors: r.errors };
};
// Warm-up (JIT, connections), not measured.
await react(1);
await noop(1);
const rounds: { react: number; noop: number }[] = [];
let errors = 0;
for (let i = 0; i < ROUNDS; i++) {
  const r = await perRequest(() => react(SECONDS / ROUNDS));
  const n = await perRequest(() => noop(SECONDS / ROUNDS));
  rounds.push({ react: r.cpu, noop: n.cpu });
  errors += r.errors + n.errors;
}
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ratios = rounds.map((r) => r.react / r.noop);
const ratio = median(ratios);
report([
  {
    metric: 'reaction toggle ÷ no-op member mutation, server CPU (median of rounds)',
    value: ratio,
    unit: `× (rounds ${Math.min(...ratios).toFixed(1)}–${Math.max(...ratios).toFixed(1)})`,
    ...atMost(ratio, TARGET),
  },
  { metric: 'server CPU per reaction toggle (median)', value: median(rounds.map((r) => r.react)), unit: 'ms' },
  { metric: 'server CPU per no-op member mutation (median)', value: median(rounds.map((r) => r.noop)), unit: 'ms' },
  { metric: 'statements per reaction toggle (early reads + batch)', value: perToggle, unit: 'count' },
  { metric: 'toggle/no-op non-2xx/errors', value: errors, unit: 'count', ...atMost(errors, 0) },
  { metric: 'load average (1 min) before / after', value: loadBefore, unit: `/ ${load1().toFixed(2)}` },
]);
