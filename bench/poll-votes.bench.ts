import { nthCpf } from './lib/cpf';
import { startChildServer } from './lib/child-server';
import { load } from './lib/load';
import { atLeast, atMost, report } from './lib/report';

/**
 * Votes/s through the real tRPC vote endpoint (validation, rate limit, CPF
 * HMAC + AES-GCM, group commit) against a bare Hono route doing one libSQL
 * insert per request, both measured here, 50 connections, distinct CPFs.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const start = Math.floor(Math.random() * 1e8);
// Enough distinct voters that none repeats within a run (a repeat would be a duplicate, not a vote).
const voteBodies = Array.from({ length: 150_000 }, (_, i) => {
  const n = start + i;
  return JSON.stringify({
    name: `Fã ${n}`,
    cpf: nthCpf(n),
    whatsapp: `+55 (11) 9${String(n % 1e4).padStart(4, '0')}-${String((n * 7) % 1e4).padStart(4, '0')}`,
    email: `fa${n}@exemplo.com.br`,
    optionId: `opt_design${(n % 5) + 1}`,
  });
});

const real = await startChildServer('embedded.ts');
const votes = await load({ url: real.url, method: 'POST', path: '/trpc/poll.vote', connections: CONNECTIONS, seconds: SECONDS, bodies: voteBodies });
await real.stop();

const naive = await startChildServer('naive-insert.ts');
const baseline = await load({ url: naive.url, method: 'POST', path: '/vote', connections: CONNECTIONS, seconds: SECONDS, bodies: voteBodies });
await naive.stop();

// Context: what a do-nothing tRPC endpoint with the same contract and serving path reaches with this load generator on this machine.
const noop = await startChildServer('noop-trpc.ts');
const ceiling = await load({ url: noop.url, method: 'POST', path: '/trpc/poll.vote', connections: CONNECTIONS, seconds: SECONDS, bodies: voteBodies });
await noop.stop();

// Context: the naive server without its insert — only HTTP and JSON on the same adapter.
const empty = await startChildServer('empty-json.ts');
const httpOnly = await load({ url: empty.url, method: 'POST', path: '/vote', connections: CONNECTIONS, seconds: SECONDS, bodies: voteBodies });
await empty.stop();

const ratio = votes.rps / baseline.rps;
report([
  { metric: 'vote endpoint votes/s (50 conn)', value: votes.rps, unit: 'req/s' },
  { metric: 'naive 1-insert-per-request rps', value: baseline.rps, unit: 'req/s' },
  { metric: 'votes/s ÷ naive baseline', value: ratio, unit: '×', ...atLeast(ratio, 2.5) },
  { metric: 'vote p99 latency', value: votes.p99, unit: 'ms', ...atMost(votes.p99, 20) },
  { metric: 'vote p50 latency', value: votes.p50, unit: 'ms' },
  { metric: 'vote non-2xx/errors', value: votes.errors, unit: 'count', ...atMost(votes.errors, 0) },
  { metric: 'context: no-op tRPC mutation rps', value: ceiling.rps, unit: 'req/s' },
  { metric: 'context: no-op tRPC ÷ naive baseline', value: ceiling.rps / baseline.rps, unit: '×' },
  { metric: 'context: no-op tRPC p99', value: ceiling.p99, unit: 'ms' },
  { metric: 'context: naive route minus its insert (JSON only) rps', value: httpOnly.rps, unit: 'req/s' },
  { metric: 'context: JSON only ÷ naive baseline', value: httpOnly.rps / baseline.rps, unit: '×' },
]);
