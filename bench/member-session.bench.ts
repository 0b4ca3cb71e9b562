import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeMember } from '../tests/factories/sessions';
import { quietLogger } from '../worker/lib/logger';
import { hashPassword, verifyPassword } from '../worker/lib/password';
import { buildNodeDeps } from '../worker/node/build-deps';
import { evictSession } from '../worker/services/auth/session-cache';
import { sessionIdOf } from '../worker/services/auth/session-tokens';
import { validateSession } from '../worker/services/auth/validate-session';
import { startChildServer } from './lib/child-server';
import { cpuRatio } from './lib/cpu-ratio';
import { atMost, repeated, report } from './lib/report';

/**
 * What a member session costs. (1) One scrypt password hash (N=16384, r=8, p=1), the price
 * of every sign-up, sign-in and password change. (2) A member procedure against a public
 * procedure of the same size on the same server, 50 connections each, alternated, compared by the
 * server's CPU per request (the server on core 0, the load generator on core 1; requests per
 * second are context). The gap is session validation (one primary-key read
 * memoised for a few seconds, session-cache.ts; a write only when the sliding renewal is due).
 * One session is hammered here, so this is the memo's hit path; the first call of a burst pays
 * the read, which the 'uncached session read' figure shows on its own.
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

// Alternated in rounds (member, public, member …), the server on its own core (lib/cpu-ratio.ts).
const cpu = await cpuRatio(
  { url: server.url, pid: server.pid, path: '/bench-trpc/mem', headers: { cookie } },
  { url: server.url, pid: server.pid, path: '/bench-trpc/pub' },
  { seconds: SECONDS / 2 },
);
await server.stop();
const { a: memRuns, b: pubRuns } = cpu.runs;
const { loadavg } = cpu;
report([
  { metric: 'scrypt password hash (N=16384,r=8,p=1)', value: hashMs, unit: 'ms' },
  { metric: 'scrypt password verify', value: verifyMs, unit: 'ms' },
  { metric: 'session validation, uncached (DB read)', value: uncachedUs, unit: 'µs' },
  { metric: 'session validation, memo hit', value: cachedUs, unit: 'µs' },
  {
    metric: 'member CPU ÷ public CPU (server CPU per request, 50 conn, 3 rounds)',
    ...cpu.ratio,
    unit: '×',
    ...atMost(cpu.ratio.value, 1.3),
    loadavg,
  },
  { metric: 'server CPU per member procedure request', ...cpu.aMicros, unit: 'µs', loadavg },
  { metric: 'server CPU per public procedure request', ...cpu.bMicros, unit: 'µs', loadavg },
  { metric: 'context: public procedure rps', ...repeated(pubRuns.map((r) => r.rps)), unit: 'req/s', loadavg },
  { metric: 'context: member procedure rps (same payload)', ...repeated(memRuns.map((r) => r.rps)), unit: 'req/s', loadavg },
  { metric: 'context: public rps ÷ member rps', ...repeated(memRuns.map((m, i) => pubRuns[i]!.rps / m.rps)), unit: '×', loadavg },
  { metric: 'member p99 latency (saturated)', ...repeated(memRuns.map((r) => r.p99)), unit: 'ms', loadavg },
  { metric: 'non-2xx/errors', value: cpu.errors, unit: 'count', ...atMost(cpu.errors, 0) },
]);
