import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What `wrangler deploy` would upload, built for real (dry run, offline).
const NODE_ONLY = [
  /^worker\/node\//,
  /^worker\/adapters\/realtime\/local-hub\.ts$/,
  /^worker\/adapters\/media\/folder\.ts$/,
  /^worker\/adapters\/db\/node\.ts$/,
  /^scripts\//,
  /node_modules\/@libsql\/client\/lib-esm\/(node|sqlite3)\.js$/,
  /node_modules\/libsql\//,
  /node_modules\/ws\//,
  /node_modules\/@hono\/node-(server|ws)\//,
];
const MAX_GZIP_KIB = 600;

let dir: string;
let inputs: string[];
let bundle: Buffer;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mito-bundle-'));
  const assets = mkdtempSync(join(dir, 'assets-'));
  execFileSync(
    'node_modules/.bin/wrangler',
    ['deploy', '--dry-run', '--outdir', join(dir, 'out'), '--metafile', join(dir, 'meta.json'), '--assets', assets],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }, stdio: 'pipe' },
  );
  const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as { inputs: Record<string, unknown> };
  inputs = Object.keys(meta.inputs);
  bundle = readFileSync(join(dir, 'out', 'entry.workers.js'));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the Workers bundle', () => {
  it('holds the Workers adapters and none of the Node-only code', () => {
    expect(inputs).toEqual(
      expect.arrayContaining(['worker/entry.workers.ts', 'worker/adapters/db/web.ts', 'worker/adapters/realtime/ably.ts']),
    );
    expect(inputs.filter((path) => NODE_ONLY.some((re) => re.test(path)))).toEqual([]);
  });

  it(`stays under ${MAX_GZIP_KIB} KiB gzipped`, () => {
    expect(gzipSync(bundle).length / 1024).toBeLessThan(MAX_GZIP_KIB);
  });
});
