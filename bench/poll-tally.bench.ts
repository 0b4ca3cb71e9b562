import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer } from './lib/child-server';
import { load } from './lib/load';
import { atLeast, report } from './lib/report';

/**
 * The cached tally GET against a static file of the same bytes served by the
 * same process (the embedded default's static handler), 50 connections each.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const dist = mkdtempSync(join(tmpdir(), 'mito-bench-static-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>bench</title>');

const server = await startChildServer('embedded.ts', { BENCH_DIST_DIR: dist });
const tallyRes = await fetch(`${server.url}/api/poll/tally`);
const cacheControl = tallyRes.headers.get('cache-control') ?? '';
writeFileSync(join(dist, 'tally-copy.json'), await tallyRes.text());

const tally = await load({ url: server.url, path: '/api/poll/tally', connections: 50, seconds: SECONDS });
const file = await load({ url: server.url, path: '/tally-copy.json', connections: 50, seconds: SECONDS });
await server.stop();
rmSync(dist, { recursive: true, force: true });

const ratio = tally.rps / file.rps;
report([
  { metric: 'cached tally GET rps', value: tally.rps, unit: 'req/s' },
  { metric: 'static file (same bytes) rps', value: file.rps, unit: 'req/s' },
  { metric: 'tally rps ÷ static file rps', value: ratio, unit: '×', ...atLeast(ratio, 0.8) },
  { metric: 'tally p99 latency', value: tally.p99, unit: 'ms' },
  { metric: 'tally Cache-Control has s-maxage', value: /public/.test(cacheControl) && /s-maxage=\d+/.test(cacheControl) ? 1 : 0, unit: 'bool', ...atLeast(/s-maxage=\d+/.test(cacheControl) ? 1 : 0, 1) },
  { metric: 'tally non-2xx/errors', value: tally.errors, unit: 'count' },
]);
