import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as schema from '../db/schema';
import { startHranaServer } from '../scripts/hrana-server';
import { makePost } from '../tests/factories/feed';
import { makeMember, makeSubscriber } from '../tests/factories/sessions';
import { validCpf } from '../tests/factories/voters';
import type { Db } from '../worker/adapters/db/port';
import type { AppDeps } from '../worker/adapters/deps';
import type { ResponseCache } from '../worker/adapters/http-cache/port';
import { perRequestVoteWriter } from '../worker/adapters/vote-writer/per-request';
import { createApp } from '../worker/app';
import { quietLogger } from '../worker/lib/logger';
import { buildNodeDeps } from '../worker/node/build-deps';
import { evictSession } from '../worker/services/auth/internal/session-cache';
import { sessionIdOf } from '../worker/services/auth/internal/session-tokens';
import { atMost, report, type BenchRow } from './lib/report';

/**
 * Round trips to the database per procedure, the way Workers reaches Turso: drizzle over
 * `@libsql/client/web`, HTTP to the dev Hrana endpoint (scripts/hrana-server.ts) over a migrated,
 * seeded libSQL file. Each trip crosses from the visitor's colo to the primary, so for a member
 * request the figure that matters is the sequential depth: a request that starts when no earlier
 * one is still in flight is one more level (one more crossing to wait for). Every call is the
 * cold case: the session memo is evicted and no response cache answers. Requests the answer does
 * not wait for (deferred work) are counted apart. Counts, not times: the same on any machine.
 */
const ENTRY = '../worker/entry.node.ts';
const { loadNodeConfig } = (await import(ENTRY)) as typeof import('../worker/entry.node');
const dataDir = mkdtempSync(join(tmpdir(), 'mito-bench-round-trips-'));
const { config } = await loadNodeConfig({ APP_ENV: 'test', DATA_DIR: dataDir, POSTAL_LOOKUP: 'offline', SEED_DEMO: 'false' });
// The node deps migrate and seed the file (catalogue, poll, tiers); the app then gets the database over Hrana.
const local = await buildNodeDeps({ config, dataDir, seedDemo: false, logger: quietLogger });
const hrana = await startHranaServer({ file: join(dataDir, 'dev.db') });

/** Nothing is ever cached: every public read reaches its handler. */
const noResponseCache: ResponseCache = { match: () => Promise.resolve(undefined), put: () => Promise.resolve() };

/** BENCH_TRACE=1 prints each request's statements and level (stderr), to see which await opens a level. */
const TRACE = process.env.BENCH_TRACE === '1';

interface Trip {
  level: number;
}
const trips: Trip[] = [];
let inFlight = 0;
let deferred = 0;
/** Set inside deferred work (waitUntil on Workers): its requests run after or beside the answer, not before it. */
const deferredWork = new AsyncLocalStorage<true>();
let levels = 0;
/** The libSQL web client's fetch: a request that starts with none in flight opens a new level. */
const countingFetch = async (input: Request | string | URL, init?: RequestInit) => {
  if (deferredWork.getStore()) {
    deferred++;
    return fetch(input, init);
  }
  if (inFlight === 0) levels++;
  inFlight++;
  trips.push({ level: levels });
  if (TRACE) process.stderr.write(`  L${levels} ${(input instanceof Request ? await input.clone().text() : String(init?.body)).replace(/"(sql|type)":/g, '').slice(0, 600)}\n`);
  try {
    const res = await fetch(input, init);
    const body = await res.arrayBuffer();
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  } finally {
    inFlight--;
  }
};
const db = drizzle(createClient({ url: hrana.url, fetch: countingFetch }), { schema }) as unknown as Db;
const defer: AppDeps['defer'] = (task) => local.background.defer(() => deferredWork.run(true, task));
const deps: AppDeps = {
  ...local.deps,
  db,
  voteWriter: perRequestVoteWriter(db),
  responseCache: noResponseCache,
  background: { ...local.background, forRequest: () => defer },
  defer,
};
const ORIGIN = 'http://localhost:3000';
const app = createApp(deps, { clientIp: () => '203.0.113.7', startedOn: () => ORIGIN });

let cpf = 410_000_000;
const fan = await makeSubscriber(deps, 'tier_ouro');
const friend = await makeMember(deps);
const creator = await makeSubscriber(deps, 'tier_ouro');
const post = await makePost(deps, friend.userId, { content: 'Post para o bench de idas ao banco' });

async function call(path: string, opts: { cookie?: string; input?: unknown; mutation?: boolean; token?: string } = {}) {
  if (opts.token) evictSession(db, sessionIdOf(opts.token));
  const url = opts.mutation || opts.input === undefined ? `${ORIGIN}/trpc/${path}` : `${ORIGIN}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(opts.input))}`;
  const headers: Record<string, string> = { origin: ORIGIN };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.mutation) headers['content-type'] = 'application/json';
  const res = await app.request(url, { method: opts.mutation ? 'POST' : 'GET', headers, body: opts.mutation ? JSON.stringify(opts.input ?? {}) : undefined });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
  return JSON.parse(text) as { result: { data: unknown } };
}

/** One call, counted: requests and levels before the answer, and what deferred work sent after it. */
async function measure(path: string, opts: Parameters<typeof call>[1] = {}) {
  await local.background.idle();
  trips.length = 0;
  levels = 0;
  deferred = 0;
  await call(path, opts);
  await local.background.idle();
  return { requests: trips.length, levels, deferred };
}

// The client's first request also asks the server's Hrana version: paid once per isolate, not per call.
await call('billing.tiers');
const started = (await call('messages.start', { cookie: fan.cookie, mutation: true, input: { usernames: [friend.username] } })).result.data as { id: string };
const conversationId = started.id;
await call('messages.send', { cookie: friend.cookie, mutation: true, input: { conversationId, content: 'Oi, tudo certo?' } });

type Case = [procedure: string, member: boolean, opts: () => Parameters<typeof call>[1]];
const member = (input?: unknown, mutation = false, who = fan) => () => ({ cookie: who.cookie, token: who.token, input, mutation });
const cases: Case[] = [
  ['poll.current', false, () => ({})],
  ['billing.tiers', false, () => ({})],
  ['shop.firstBatch', false, () => ({})],
  [
    'poll.vote',
    false,
    () => ({
      mutation: true,
      input: { name: 'Fã do Bench', cpf: validCpf(cpf++), whatsapp: '+55 (11) 98765-4321', email: 'fa@exemplo.com', optionId: 'opt_design1' },
    }),
  ],
  ['auth.me', true, member()],
  ['feed.list', true, member({ tab: 'recentes' })],
  ['feed.post', true, member({ postId: post })],
  ['messages.conversations', true, member()],
  ['messages.list', true, member({ conversationId })],
  ['notifications.unreadCount', true, member()],
  ['notifications.list', true, member()],
  ['feed.react', true, member({ postId: post, type: 'fire' }, true)],
  ['feed.comment', true, member({ postId: post, content: 'Que massa!' }, true)],
  ['messages.send', true, member({ conversationId, content: 'Bora no show?' }, true)],
  ['feed.create', true, member({ content: 'Post novo do bench' }, true, creator)],
];

const rows: BenchRow[] = [];
for (const [procedure, isMember, opts] of cases) {
  const m = await measure(procedure, opts());
  process.stderr.write(`${procedure}: ${m.requests} requests, ${m.levels} levels, ${m.deferred} deferred\n`);
  rows.push({ metric: `round trips ${procedure}`, value: m.requests, unit: 'requests' });
  rows.push({ metric: `sequential ${procedure}`, value: m.levels, unit: 'levels', ...(isMember ? { ...atMost(m.levels, 2), target: '≤ 2 sequential' } : {}) });
  if (m.deferred > 0) rows.push({ metric: `after the answer ${procedure} (deferred)`, value: m.deferred, unit: 'requests' });
}
report(rows);
await hrana.close();
local.close();
rmSync(dataDir, { recursive: true, force: true });
