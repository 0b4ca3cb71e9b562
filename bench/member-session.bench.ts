import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeMember } from '../tests/factories/sessions';
import { quietLogger } from '../worker/lib/logger';
import { hashPassword, verifyPassword } from '../worker/lib/password';
import { buildNodeDeps } from '../worker/node/build-deps';
import { evictSession } from '../worker/services/auth/internal/session-cache';
import { sessionIdOf } from '../worker/services/auth/internal/session-tokens';
import { validateSession } from '../worker/services/auth/validate-session';
import { startChildServer } from './lib/child-server';
import { load } from './lib/load';
import { atMost, report } from './lib/report';

/**
 * What a member session costs. (1) One scrypt password hash (N=16384, r=8, p=1), the price
 * of every sign-up, sign-in and password change. (2) A member procedure against a public
 * procedure of the same size on the same server, 50 connections each, alternated: the gap
 * is session validation (one primary-key read memoised for a few seconds, session-cache.ts;
 * a write only when the sliding renewal is due). One session is hammered here, so this is
 * the memo's hit path; the first call of a burst pays the read, which the
 * 'uncached session read' figure shows on its own.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);

const ROUNDS = 10;
const hash = await hashPassword('bench-password-123');
const t0 = performance.now();
for (let i = 0; i < ROUNDS; i++) await hashPassword('bench-password-123');
const hashMs = (performance.now() - t0) / ROUNDS;
const v0 = performance.now();
for (let i = 0; i < ROUNDS; i++) await verifyPassword('bench-password-123', hash);
const verifyMs = (performance.now() - v0) / ROUNDS;

// One validation in this process, with and without the memo (µs per call, sequential).
const ENTRY = '../worker/entry.node.ts';
const { loadNodeConfig } = (await import(ENTRY)) as typeof import('../worker/entry.node');
const dataDir = mkdtempSync(join(tmpdir(), 'mito-bench-validate-'));
const { config } = await loadNodeConfig({ APP_ENV: 'test', DATA_DIR: dataDir, POSTAL_LOOKUP: 'offline' });
const local = await buildNodeDeps({ config, dataDir, seedDemo: false, logger: quietLogger });
const someone = await makeMember(local.deps);
const perCall = async (before: () => void) => {
  for (let i = 0; i < 200; i++) await validateSession(local.deps, { token: someone.token });
  const start = performance.now();
  for (let i = 0; i < 2000; i++) {
    before();
    await validateSession(local.deps, { token: someone.token });
  }
  return ((performance.now() - start) / 2000) * 1000;
};
const uncachedUs = await perCall(() => evictSession(local.deps.db, sessionIdOf(someone.token)));
const cachedUs = await perCall(() => {});
local.close();
rmSync(dataDir, { recursive: true, force: true });

const server = await startChildServer('member-session.ts');
const cookie = server.extra!;
const check = await fetch(`${server.url}/bench-trpc/mem`, { headers: { cookie } });
if (!check.ok) throw new Error(`member procedure refused the bench session (${check.status})`);

// Alternated in short rounds, so a burst of load from elsewhere on the machine hits both sides alike.
const ROUNDS_LOAD = 4;
const pubRuns = [];
const memRuns = [];
for (let i = 0; i < ROUNDS_LOAD; i++) {
  pubRuns.push(await load({ url: server.url, path: '/bench-trpc/pub', connections: 50, seconds: SECONDS / ROUNDS_LOAD }));
  memRuns.push(await load({ url: server.url, path: '/bench-trpc/mem', headers: { cookie }, connections: 50, seconds: SECONDS / ROUNDS_LOAD }));
}
await server.stop();

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const pubRps = mean(pubRuns.map((r) => r.rps));
const memRps = mean(memRuns.map((r) => r.rps));
const errors = [...pubRuns, ...memRuns].reduce((n, r) => n + r.errors, 0);
const cost = pubRps / memRps;
report([
  { metric: 'scrypt password hash (N=16384,r=8,p=1)', value: hashMs, unit: 'ms' },
  { metric: 'scrypt password verify', value: verifyMs, unit: 'ms' },
  { metric: 'session validation, uncached (DB read)', value: uncachedUs, unit: 'µs' },
  { metric: 'session validation, memo hit', value: cachedUs, unit: 'µs' },
  { metric: 'public procedure rps', value: pubRps, unit: 'req/s' },
  { metric: 'member procedure rps (same payload)', value: memRps, unit: 'req/s' },
  { metric: 'member cost ÷ public cost (rps ratio)', value: cost, unit: '×', ...atMost(cost, 1.3) },
  { metric: 'member p99 latency', value: Math.max(...memRuns.map((r) => r.p99)), unit: 'ms' },
  { metric: 'non-2xx/errors', value: errors, unit: 'count', ...atMost(errors, 0) },
]);
