import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startChildServer } from './lib/child-server';
import { atMost, report } from './lib/report';

/**
 * The JavaScript a fan's phone downloads for `/?enquete=1` until the poll is
 * on screen, gzip-compressed (level 6, what edges serve at least). Measured in
 * Chromium from the real build, so route splitting and lazy chunks count as
 * they really load. Also checks that no community / panel / Ably / full-zod code is among it.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ownBuild = !process.env.BENCH_DIST_DIR;
const dist = process.env.BENCH_DIST_DIR ?? mkdtempSync(join(tmpdir(), 'mito-bench-dist-'));
if (ownBuild) execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir'], { cwd: ROOT, stdio: 'ignore' });
if (!existsSync(join(dist, 'index.html'))) throw new Error(`no build in ${dist}`);

const server = await startChildServer('embedded.ts', { BENCH_DIST_DIR: dist });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
/** Every script the landing downloads until the poll is on screen and the network is quiet. */
async function landingScripts(voterToken: string | null) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (voterToken) await context.addInitScript((t) => localStorage.setItem('mito_voter_token', t), voterToken);
  const page = await context.newPage();
  const loaded = new Map<string, Buffer>();
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    void res
      .body()
      .then((b) => loaded.set(new URL(res.url()).pathname, b))
      .catch(() => undefined);
  });
  await page.goto(`${server.url}/?enquete=1`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Quero a camiseta do clube' }).waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  return loaded;
}
const gzipKb = (files: Map<string, Buffer>) => [...files.values()].reduce((n, b) => n + gzipSync(b, { level: 6 }).length, 0) / 1024;

const scripts = await landingScripts(null);
// A fan who already voted in this browser: the page also asks for "Seu voto", through the data layer it loads then.
const returning = await landingScripts('bench-voter-token-not-on-the-server');
await browser.close();
await server.stop();

let gzipBytes = 0;
const FORBIDDEN: Array<[string, RegExp]> = [
  ['ably', /ably-realtime|\bAbly\b/],
  ['full zod', /"ZodError"/],
  ['community/panel', /painel-artista\/dashboard"\)|Nenhuma conversa ainda|Criar primeiro post/],
];
const hits: string[] = [];
for (const [path, body] of scripts) {
  gzipBytes += gzipSync(body, { level: 6 }).length;
  if (process.env.BENCH_VERBOSE) console.error(path, (gzipSync(body, { level: 6 }).length / 1024).toFixed(1));
  const text = body.toString('utf8');
  for (const [name, re] of FORBIDDEN) if (re.test(text)) hits.push(`${name} in ${path}`);
}
if (hits.length) console.error(`forbidden code on the landing: ${hits.join(', ')}`);
if (ownBuild) rmSync(dist, { recursive: true, force: true });

const kb = gzipBytes / 1024;
report([
  { metric: 'landing JS (gzip) for /?enquete=1', value: kb, unit: 'KB', ...atMost(kb, 110) },
  { metric: 'landing JS files loaded', value: scripts.size, unit: 'files' },
  { metric: 'landing JS (gzip) for a returning voter (token stored)', value: gzipKb(returning), unit: 'KB' },
  { metric: 'community/panel/Ably/full-zod chunks on landing', value: hits.length, unit: 'count', ...atMost(hits.length, 0) },
]);
