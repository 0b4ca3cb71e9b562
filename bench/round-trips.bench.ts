import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makePost } from '../tests/factories/feed';
import { makeMember, makeSubscriber } from '../tests/factories/sessions';
import { validCpf } from '../tests/factories/voters';
import { roundTripApp } from '../tests/setup/round-trips';
import { quietLogger } from '../worker/lib/logger';
import { buildNodeDeps } from '../worker/node/build-deps';
import { evictSession } from '../worker/services/auth/session-cache';
import { sessionIdOf } from '../worker/services/auth/session-tokens';
import { atMost, report, type BenchRow } from './lib/report';

/**
 * Round trips to the database per procedure, the way Workers reaches Turso: drizzle over
 * `@libsql/client/web`, HTTP to the dev Hrana endpoint (scripts/hrana-server.ts) over a migrated,
 * seeded libSQL file (tests/setup/round-trips.ts counts). Each trip crosses from the visitor's colo
 * to the primary, so for a member request the figure that matters is the sequential depth: a
 * request that starts when no earlier one is still in flight is one more level (one more crossing
 * to wait for). Every call is the cold case: the session memo is evicted and no response cache
 * answers. Requests of deferred work (waitUntil) are counted apart. Counts, not times: the same on
 * any machine. BENCH_TRACE=1 prints each request's statements and level (stderr).
 */
const TRACE = process.env.BENCH_TRACE === '1';
const ENTRY = '../worker/entry.node.ts';
const { loadNodeConfig } = (await import(ENTRY)) as typeof import('../worker/entry.node');
const dataDir = mkdtempSync(join(tmpdir(), 'mito-bench-round-trips-'));
const { config } = await loadNodeConfig({ APP_ENV: 'test', DATA_DIR: dataDir, POSTAL_LOOKUP: 'offline', SEED_DEMO: 'false' });
// The node deps migrate and seed the file (catalogue, poll, tiers); the app then gets the database over Hrana.
const local = await buildNodeDeps({ config, dataDir, seedDemo: false, logger: quietLogger });
const onRequest = TRACE
  ? (level: number, body: string) => process.stderr.write(`  L${level} ${body.replace(/"(sql|type)":/g, '').slice(0, 600)}\n`)
  : undefined;
const site = await roundTripApp({ deps: local.deps, background: local.background, file: join(dataDir, 'dev.db'), onRequest });
const { deps } = site;

let cpf = 410_000_000;
const fan = await makeSubscriber(deps, 'tier_ouro');
const friend = await makeMember(deps);
const post = await makePost(deps, friend.userId, { content: 'Post para o bench de idas ao banco' });

// The client's first request also asks the server's Hrana version: paid once per isolate, not per call.
await site.call('billing.tiers');
const { id: conversationId } = (await site.call('messages.start', {
  cookie: fan.cookie,
  mutation: true,
  input: { usernames: [friend.username] },
})) as { id: string };
await site.call('messages.send', { cookie: friend.cookie, mutation: true, input: { conversationId, content: 'Oi, tudo certo?' } });

type Opts = { cookie?: string; input?: unknown; mutation?: boolean };
const asFan =
  (input?: unknown, mutation = false) =>
  (): Opts => {
    evictSession(site.db, sessionIdOf(fan.token));
    return { cookie: fan.cookie, input, mutation };
  };
const cases: Array<[procedure: string, member: boolean, opts: () => Opts]> = [
  ['poll.current', false, () => ({})],
  ['billing.tiers', false, () => ({})],
  ['shop.firstBatch', false, () => ({})],
  [
    'poll.vote',
    false,
    () => ({
      mutation: true,
      input: {
        name: 'Fã do Bench',
        cpf: validCpf(cpf++),
        whatsapp: '+55 (11) 98765-4321',
        email: 'fa@exemplo.com',
        contactConsent: true,
        optionId: 'opt_design1',
      },
    }),
  ],
  ['auth.me', true, asFan()],
  ['feed.list', true, asFan({ tab: 'recentes' })],
  ['feed.post', true, asFan({ postId: post })],
  ['messages.conversations', true, asFan()],
  ['messages.list', true, asFan({ conversationId })],
  ['notifications.unreadCount', true, asFan()],
  ['notifications.list', true, asFan()],
  ['feed.react', true, asFan({ postId: post, type: 'fire' }, true)],
  ['feed.comment', true, asFan({ postId: post, content: 'Que massa!' }, true)],
  ['messages.send', true, asFan({ conversationId, content: 'Bora no show?' }, true)],
  ['feed.create', true, asFan({ content: 'Post novo do bench' }, true)],
];

const rows: BenchRow[] = [];
for (const [procedure, isMember, opts] of cases) {
  const m = await site.measure(procedure, opts());
  process.stderr.write(`${procedure}: ${m.requests} requests, ${m.levels} levels, ${m.deferred} deferred\n`);
  rows.push({ metric: `round trips ${procedure}`, value: m.requests, unit: 'requests' });
  rows.push({
    metric: `sequential ${procedure}`,
    value: m.levels,
    unit: 'levels',
    ...(isMember ? { ...atMost(m.levels, 2), target: '≤ 2 sequential' } : {}),
  });
  if (m.deferred > 0) rows.push({ metric: `after the answer ${procedure} (deferred)`, value: m.deferred, unit: 'requests' });
}
report(rows);
await site.close();
local.close();
rmSync(dataDir, { recursive: true, force: true });
