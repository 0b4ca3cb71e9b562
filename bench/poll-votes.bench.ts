import { maskedCpf, validCpf } from '../tests/factories/voters';
import { startChildServer } from './lib/child-server';
import { bodySource, load, type LoadResult } from './lib/load';
import { pacedLoad } from './lib/paced-load';
import { processTreeCpuMs } from './lib/process-cpu';
import { atLeast, atMost, report } from './lib/report';

/**
 * The vote against the floor of its own serving path: votes/s
 * through the real tRPC vote endpoint (validation, rate limit, CPF HMAC +
 * AES-GCM, voter token, coupon, group commit) ÷ a no-op tRPC mutation with the
 * same input contract on the same Node HTTP server, same load (50 connections,
 * distinct CPFs). The two servers run side by side and are loaded in turns
 * (vote, no-op, vote, no-op …) so a change in the machine's load hits both alike.
 * Then the vote's p99 at a fixed offered rate: under saturation p99 is only queueing.
 * Context: each server's CPU time per request (from /proc), which holds when the
 * machine is shared and the scheduler, not the server, sets the requests per second.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
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
const cpu = { vote: 0, noop: 0 };
/** Runs the load and adds the server's CPU time during it: per request, it holds on a shared machine where requests/s do not. */
async function measured(server: 'vote' | 'noop', pid: number, run: () => Promise<LoadResult>) {
  const before = processTreeCpuMs(pid);
  const r = await run();
  cpu[server] += processTreeCpuMs(pid) - before;
  return r;
}
const voteRun = (seconds: number, warmupSeconds: number, overallRate?: number) =>
  load({ url: real.url, method: 'POST', path: '/trpc/poll.vote', headers: { origin: real.url }, connections: CONNECTIONS, seconds, warmupSeconds, bodies: voteSource, overallRate });
const noopRun = (seconds: number, warmupSeconds: number) =>
  load({ url: noop.url, method: 'POST', path: '/trpc/poll.vote', headers: { origin: noop.url }, connections: CONNECTIONS, seconds, warmupSeconds, bodies: voteBodies });

// Warm-up (JIT, caches, connections), not measured.
await voteRun(2, 0);
await noopRun(2, 0);
const votes: LoadResult[] = [];
const noops: LoadResult[] = [];
for (let round = 0; round < ROUNDS; round++) {
  votes.push(await measured('vote', real.pid, () => voteRun(SECONDS, 0)));
  noops.push(await measured('noop', noop.pid, () => noopRun(SECONDS, 0)));
}
// A steady 500 votes/s (paced-load.ts); autocannon's overallRate sends each second's budget as one burst (context below).
const paced = await pacedLoad({ url: real.url, path: '/trpc/poll.vote', connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 1, bodies: voteSource, rate: FIXED_RATE });
const fixed = await voteRun(SECONDS, 1, FIXED_RATE);
await real.stop();
await noop.stop();

const rate = (rs: LoadResult[]) => rs.reduce((s, r) => s + r.ok, 0) / (rs.length * SECONDS);
const voteRps = rate(votes);
const noopRps = rate(noops);
const ratio = voteRps / noopRps;
const answered = (rs: LoadResult[]) => rs.reduce((s, r) => s + r.ok + r.errors, 0);
const cpuPerVote = (cpu.vote * 1000) / answered(votes);
const cpuPerNoop = (cpu.noop * 1000) / answered(noops);
const errors = [...votes, fixed].reduce((s, r) => s + r.errors, 0) + paced.errors;
report([
  { metric: `vote endpoint votes/s (${CONNECTIONS} conn)`, value: voteRps, unit: 'req/s' },
  { metric: `no-op tRPC mutation rps (${CONNECTIONS} conn)`, value: noopRps, unit: 'req/s' },
  { metric: 'votes/s ÷ no-op tRPC mutation', value: ratio, unit: '×', ...atLeast(ratio, 0.6) },
  { metric: `vote p99 at a steady ${FIXED_RATE} votes/s`, value: paced.p99, unit: 'ms', ...atMost(paced.p99, 15) },
  { metric: `vote p50 at a steady ${FIXED_RATE} votes/s`, value: paced.p50, unit: 'ms' },
  { metric: `votes answered 2xx / sent at a steady ${FIXED_RATE}/s`, value: paced.ok, unit: `of ${paced.sent}` },
  { metric: `context: vote p99 / p50 when ${FIXED_RATE} votes/s come as one burst a second (autocannon)`, value: fixed.p99, unit: `ms / ${Math.round(fixed.p50)} ms` },
  { metric: 'vote non-2xx/errors', value: errors, unit: 'count', ...atMost(errors, 0) },
  { metric: 'context: vote p99 saturated (queueing)', value: Math.max(...votes.map((r) => r.p99)), unit: 'ms' },
  { metric: 'context: no-op p99 saturated', value: Math.max(...noops.map((r) => r.p99)), unit: 'ms' },
  { metric: 'context: server CPU per vote (saturated runs)', value: cpuPerVote, unit: 'µs' },
  { metric: 'context: server CPU per no-op request', value: cpuPerNoop, unit: 'µs' },
  { metric: 'context: no-op CPU ÷ vote CPU', value: cpuPerNoop / cpuPerVote, unit: '×' },
]);
