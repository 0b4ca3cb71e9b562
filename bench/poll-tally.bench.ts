import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer } from './lib/child-server';
import { load, type LoadResult } from './lib/load';
import { atLeast, meanLoad, repeated, report } from './lib/report';

/**
 * The cached tally GET against a static file of the same bytes served by the same process (the
 * embedded default's static handler), 50 connections each, the server on its own core and the
 * load generator on the other (lib/cores.ts). Loaded in turns (tally, file, tally …) for three
 * rounds; each round gives a ratio, the table shows their median and spread. The target stays an
 * rps ratio; the server's CPU per request beside it says the same without the scheduler's say.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const dist = mkdtempSync(join(tmpdir(), 'mito-bench-static-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>bench</title>');

const server = await startChildServer('embedded.ts', { BENCH_DIST_DIR: dist });
const tallyRes = await fetch(`${server.url}/api/poll/tally`);
const cacheControl = tallyRes.headers.get('cache-control') ?? '';
writeFileSync(join(dist, 'tally-copy.json'), await tallyRes.text());

const run = (path: string, warmupSeconds: number) =>
  load({ url: server.url, path, connections: 50, seconds: SECONDS / 2, warmupSeconds, cpuOf: server.pid });
const tallies: LoadResult[] = [];
const files: LoadResult[] = [];
for (let i = 0; i < ROUNDS; i++) {
  tallies.push(await run('/api/poll/tally', i === 0 ? 2 : 0.5));
  files.push(await run('/tally-copy.json', i === 0 ? 2 : 0.5));
}
await server.stop();
rmSync(dist, { recursive: true, force: true });

const ratio = repeated(tallies.map((t, i) => t.rps / files[i]!.rps));
const cpuRatio = repeated(tallies.map((t, i) => t.cpuMsPerRequest / files[i]!.cpuMsPerRequest));
const loadavg = meanLoad([...tallies, ...files]);
const hasSMaxAge = /public/.test(cacheControl) && /s-maxage=\d+/.test(cacheControl) ? 1 : 0;
report([
  { metric: 'tally rps ÷ static file rps (per round)', ...ratio, unit: '×', ...atLeast(ratio.value, 0.8), loadavg },
  { metric: 'cached tally GET rps', ...repeated(tallies.map((r) => r.rps)), unit: 'req/s', loadavg },
  { metric: 'static file (same bytes) rps', ...repeated(files.map((r) => r.rps)), unit: 'req/s', loadavg },
  { metric: 'context: tally CPU ÷ static file CPU (server CPU per request)', ...cpuRatio, unit: '×', loadavg },
  { metric: 'context: server CPU per tally GET', ...repeated(tallies.map((r) => r.cpuMsPerRequest * 1000)), unit: 'µs', loadavg },
  { metric: 'tally p99 latency (saturated)', ...repeated(tallies.map((r) => r.p99)), unit: 'ms', loadavg },
  { metric: 'tally Cache-Control has s-maxage', value: hasSMaxAge, unit: 'bool', ...atLeast(hasSMaxAge, 1) },
  { metric: 'tally non-2xx/errors', value: tallies.reduce((n, r) => n + r.errors, 0), unit: 'count' },
]);
