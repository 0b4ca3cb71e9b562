import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { memoryRateLimiter } from '../../worker/adapters/limits/memory';
import type { startTempSite } from '../setup/temp-site';

/**
 * What the e2e files of one vitest worker share. The e2e project runs with `isolate: false`
 * (vitest.config.ts), so this module lives from the worker's first file to its last: one embedded
 * site per distinct env and one Chromium, started on first use. The worker's module graph (the whole
 * server) is loaded once instead of once per file, which was most of a file's start-up.
 *
 * Files run one after another in a worker, so a file has the site to itself while it runs; each test
 * makes its own members and data with the factories. What a file cannot make its own (the per-address
 * write budgets: every request comes from 127.0.0.1) starts fresh for each file, as it did when each
 * file started its own site.
 */
type Site = Awaited<ReturnType<typeof startTempSite>>;

const sites = new Map<string, Promise<Site>>();
let browser: Promise<Browser> | undefined;
const dataDirs = new Set<string>();

/** The worker's site for `env` (same keys and values, any order), started the first time it is asked for. */
export async function sharedSite(env: Record<string, string>, start: (env: Record<string, string>) => Promise<Site>): Promise<Site> {
  const key = JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));
  let site = sites.get(key);
  if (!site) {
    site = start(env).then((s) => (dataDirs.add(s.dataDir), s));
    // A site that failed to start is asked for again by the next file, not handed out broken.
    site.catch(() => sites.delete(key));
    sites.set(key, site);
  }
  const ready = await site;
  // Every file starts with fresh per-address budgets (sign-in, coupon, fan-data …), as on a site of its own.
  ready.deps.rateLimiter = memoryRateLimiter(ready.deps.clock);
  return ready;
}

/** The worker's Chromium, launched the first time it is asked for (and again if it went away). */
export async function sharedBrowser(launch: () => Promise<Browser>): Promise<Browser> {
  const current = browser ? await browser.catch(() => undefined) : undefined;
  if (current?.isConnected()) return current;
  browser = launch();
  return browser;
}

// Vitest ends a worker with SIGTERM (then SIGKILL half a second later). The data folders are removed and
// the process exits at once; Playwright's own exit handler then kills the Chromium it launched.
const removeDataDirs = () => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  dataDirs.clear();
};
process.once('exit', removeDataDirs);
process.once('SIGTERM', () => process.exit(0));
