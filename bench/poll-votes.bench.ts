import { maskedCpf, validCpf } from '../tests/factories/voters';
import { startChildServer } from './lib/child-server';
import { bodySource, load } from './lib/load';
import { cpuRatio } from './lib/cpu-ratio';
import { pacedLoad, type PacedResult } from './lib/paced-load';
import { atMost, meanLoad, repeated, report } from './lib/report';

/**
 * The vote against the floor of its own serving path: the server CPU per request of the real tRPC
 * vote endpoint (validation, rate limit, CPF HMAC + AES-GCM, voter token, coupon, group commit) ÷
 * that of a no-op tRPC mutation with the same input contract on the same Node HTTP server, same
 * load (50 connections, distinct CPFs), loaded in turns for three rounds (lib/cpu-ratio.ts). CPU
 * per request is the figure: it holds when neighbours take the machine, where requests/s (context
 * here) follow the scheduler. The servers run on core 0, the load generator on core 1
 * (lib/cores.ts). Then the vote's p99 at a steady 500/s (saturated, p99 is only queueing): the
 * median of three paced runs.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const FIXED_RATE = 500;

const start = Math.floor(Math.random() * 1e8);
// Enough distinct voters that none repeats within a run (a repeat would be a duplicate, not a vote).
const voteBodies = Array.from({ length: 200_000 }, (_, i) => {
  const n = start + i;
  return JSON.stringify({
    name: `Fã ${n}`,
    cpf: maskedCpf(validCpf(n)),
    whatsapp: `+55 (11) 9${String(n % 1e4).padStart(4, '0')}-${String((n * 7) % 1e4).padStart(4, '0')}`,
    email: `fa${n}@exemplo.com.br`,
    contactConsent: true,
    optionId: `opt_design${(n % 5) + 1}`,
  });
});
// The vote server must never see a body twice; the no-op server does not care.
const voteSource = bodySource(voteBodies);

const real = await startChildServer('embedded.ts');
const noop = await startChildServer('noop-trpc.ts');
const post = (url: string) => ({ url, path: '/trpc/poll.vote', headers: { origin: url } });
const cpu = await cpuRatio(
  { ...post(real.url), pid: real.pid, bodies: voteSource },
  { ...post(noop.url), pid: noop.pid, bodies: bodySource(voteBodies) },
  { seconds: SECONDS, connections: CONNECTIONS },
);
const { a: votes, b: noops } = cpu.runs;
// A steady 500 votes/s (paced-load.ts), three times; autocannon's overallRate sends each second's budget as one burst (context below).
const paced: PacedResult[] = [];
for (let i = 0; i < 3; i++)
  paced.push(
    await pacedLoad({
      url: real.url,
      path: '/trpc/poll.vote',
      headers: { origin: real.url },
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: 1,
      bodies: voteSource,
      rate: FIXED_RATE,
      cpuOf: real.pid,
    }),
  );
const fixed = await load({
  ...post(real.url),
  method: 'POST',
  connections: CONNECTIONS,
  seconds: SECONDS,
  warmupSeconds: 1,
  bodies: voteSource,
  overallRate: FIXED_RATE,
});
await real.stop();
await noop.stop();

const p99 = repeated(paced.map((r) => r.p99));
const errors = [fixed, ...paced].reduce((s, r) => s + r.errors, 0) + cpu.errors;
const steady = meanLoad(paced);
const us = (rs: Array<{ cpuMsPerRequest: number }>) => repeated(rs.map((r) => r.cpuMsPerRequest * 1000));
report([
  {
    metric: `vote CPU ÷ no-op CPU (server CPU per request, ${CONNECTIONS} conn, 3 rounds)`,
    ...cpu.ratio,
    unit: '×',
    ...atMost(cpu.ratio.value, 3),
    loadavg: cpu.loadavg,
  },
  { metric: 'server CPU per vote', ...cpu.aMicros, unit: 'µs', loadavg: cpu.loadavg },
  { metric: 'server CPU per no-op request', ...cpu.bMicros, unit: 'µs', loadavg: cpu.loadavg },
  {
    metric: `vote p99 at a steady ${FIXED_RATE} votes/s (median of 3 runs)`,
    ...p99,
    unit: 'ms',
    ...atMost(p99.value, 15),
    loadavg: steady,
  },
  { metric: `vote p50 at a steady ${FIXED_RATE} votes/s`, ...repeated(paced.map((r) => r.p50)), unit: 'ms', loadavg: steady },
  { metric: `server CPU per vote at a steady ${FIXED_RATE} votes/s`, ...us(paced), unit: 'µs', loadavg: steady },
  {
    metric: 'context: share of those runs the server waited for a CPU (neighbours)',
    ...repeated(paced.map((r) => r.waitShare * 100)),
    unit: '%',
    loadavg: steady,
  },
  {
    metric: `votes answered 2xx / sent at a steady ${FIXED_RATE}/s (3 runs)`,
    value: paced.reduce((n, r) => n + r.ok, 0),
    unit: `of ${paced.reduce((n, r) => n + r.sent, 0)}`,
    loadavg: steady,
  },
  { metric: 'vote non-2xx/errors', value: errors, unit: 'count', ...atMost(errors, 0) },
  {
    metric: `context: vote endpoint votes/s (${CONNECTIONS} conn)`,
    ...repeated(votes.map((r) => r.rps)),
    unit: 'req/s',
    loadavg: cpu.loadavg,
  },
  {
    metric: `context: no-op tRPC mutation rps (${CONNECTIONS} conn)`,
    ...repeated(noops.map((r) => r.rps)),
    unit: 'req/s',
    loadavg: cpu.loadavg,
  },
  { metric: 'context: votes/s ÷ no-op rps', ...cpu.rpsRatio, unit: '×', loadavg: cpu.loadavg },
  { metric: 'context: vote p99 saturated (queueing)', ...repeated(votes.map((r) => r.p99)), unit: 'ms', loadavg: cpu.loadavg },
  { metric: 'context: no-op p99 saturated', ...repeated(noops.map((r) => r.p99)), unit: 'ms', loadavg: cpu.loadavg },
  {
    metric: `context: vote p99 / p50 when ${FIXED_RATE} votes/s come as one burst a second (autocannon)`,
    value: fixed.p99,
    unit: `ms / ${Math.round(fixed.p50)} ms`,
    loadavg: fixed.loadavg,
  },
]);
