import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseBrowser, workerBrowser, MOBILE, newPage, startSite } from './harness';

/**
 * A new version of the site is picked up with no one clearing anything. Version A is the build in
 * web/dist; version B is the same build with every script renamed (new hashes, as a new build
 * has) and a mark in its entry, plus a service worker with another build id. One address (a small
 * proxy) serves A, then B, the way a deploy swaps what is behind the domain.
 */
const DIST = process.env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname;
const TEXT = /\.(html|js|css|json|webmanifest|txt|xml)$/;

function makeVersionB(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mito-build-b-'));
  cpSync(DIST, dir, { recursive: true });
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]));
  // Precompressed copies would still hold version A's text: B is served uncompressed.
  for (const f of walk(dir)) if (/\.(br|gz)$/.test(f)) rmSync(f);
  const scripts = readdirSync(join(dir, 'assets'))
    .filter((n) => n.endsWith('.js'))
    .sort((a, b) => b.length - a.length);
  const renamed = new Map(scripts.map((n) => [n, n.replace(/\.js$/, 'vB.js')]));
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(readFileSync(join(dir, 'index.html'), 'utf8'))![1]!;
  for (const f of walk(dir).filter((p) => TEXT.test(p))) {
    let text = readFileSync(f, 'utf8');
    for (const [from, to] of renamed) text = text.replaceAll(from, to);
    if (f.endsWith(`/${entry}`)) text += '\ndocument.documentElement.dataset.version = "B";\n';
    if (f.endsWith('/sw.js')) text = text.replace(/const BUILD = '([^']+)'/, "const BUILD = '$1-b'");
    writeFileSync(f, text);
  }
  for (const [from, to] of renamed) cpSync(join(dir, 'assets', from), join(dir, 'assets', to));
  for (const from of renamed.keys()) rmSync(join(dir, 'assets', from));
  return dir;
}

let siteA: Awaited<ReturnType<typeof startSite>>;
let siteB: Awaited<ReturnType<typeof startSite>>;
let dirB: string;
let proxy: Server;
let origin: string;
let upstream: string;
let browser: Browser;

beforeAll(async () => {
  dirB = makeVersionB();
  [siteA, siteB] = await Promise.all([startSite(), startSite({ WEB_DIST_DIR: dirB })]);
  upstream = siteA.url;
  proxy = createServer((req, res) => {
    const target = new URL(req.url ?? '/', upstream);
    const out = request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
  browser = await workerBrowser();
});

afterAll(async () => {
  await releaseBrowser(browser);
  await new Promise<void>((r) => (proxy ? proxy.close(() => r()) : r()));
  await Promise.all([siteA?.close(), siteB?.close()]);
  if (dirB) rmSync(dirB, { recursive: true, force: true });
});

const version = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.dataset.version ?? 'A');
const cacheNames = (page: import('playwright-core').Page) => page.evaluate(() => caches.keys());

describe('PWA: nova versão do site', () => {
  it('uma aba aberta passa para a nova versão sozinha: o novo service worker assume, apaga a versão antiga e a próxima página já é a nova', async () => {
    upstream = siteA.url;
    const { context, page, errors } = await newPage(browser, origin, MOBILE);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Chora Piranha' }).first().waitFor();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await version(page)).toBe('A');
    const cachesA = await cacheNames(page);
    expect(cachesA).toHaveLength(1);
    // The fan has scrolled the landing: its lower sections' code (routes/index.tsx) comes in.
    const lowerSections = page.waitForResponse((r) => /\/assets\/below-fold-[^/]+\.js$/.test(r.url()));
    await page.getByRole('navigation', { name: 'Rodapé' }).scrollIntoViewIfNeeded();
    await lowerSections;

    // The deploy: the same address now serves B. The open tab still runs A; the browser finds the
    // new worker (here when the page asks, as it does by itself on the next navigation).
    upstream = siteB.url;
    const takenOver = page.evaluate(
      () => new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve())),
    );
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await takenOver;
    await expect.poll(() => cacheNames(page), { timeout: 20_000 }).toEqual([`${cachesA[0]}-b`]);
    expect(await version(page)).toBe('A');

    // The next page change in that tab loads version B in full (A's chunks are gone from the cache
    // and from the server): no request for a file of A that no longer exists.
    const missing: string[] = [];
    page.on('response', (r) => r.status() === 404 && missing.push(new URL(r.url()).pathname));
    await page.getByRole('navigation', { name: 'Rodapé' }).getByRole('link', { name: 'Loja' }).click();
    await page.getByRole('heading', { level: 1, name: 'Loja oficial' }).waitFor();
    await expect.poll(() => version(page)).toBe('B');
    // And B keeps working as an app: an in-app navigation loads B's own route chunks.
    await page.getByRole('navigation', { name: 'Rodapé' }).getByRole('link', { name: 'Galeria' }).click();
    await page.getByRole('heading', { level: 1, name: 'Galeria' }).waitFor();
    expect(await version(page)).toBe('B');
    expect(missing).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('quem volta depois do deploy recebe a nova versão ao recarregar, sem limpar nada, e o cache nunca guarda respostas da API', async () => {
    upstream = siteA.url;
    const { context, page, errors } = await newPage(browser, origin, MOBILE);
    await page.goto('/galeria');
    await page.getByRole('heading', { level: 1, name: 'Galeria' }).waitFor();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Galeria' }).waitFor();
    expect(await version(page)).toBe('A');

    upstream = siteB.url;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Galeria' }).waitFor();
    await expect.poll(() => version(page)).toBe('B');
    await expect
      .poll(() => cacheNames(page), { timeout: 20_000 })
      .toSatisfy((names: string[]) => names.length === 1 && names[0]!.endsWith('-b'));
    // The landing asks the API (the poll's tally) through the worker-controlled page.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Chora Piranha' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached.some((u) => u.startsWith('/assets/') && u.endsWith('vB.js'))).toBe(true);
    expect(cached.filter((u) => /^\/(trpc|api|health)(\/|$)/.test(u))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
