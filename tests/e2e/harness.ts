import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { consoleLogger, silentLogger } from '../../worker/lib/logger';
import { startTempSite } from '../setup/temp-site';
import { captureOnFailure, closeOpenContexts, track } from './evidence';
import { sharedBrowser, sharedSite } from './shared-site';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DIST_DIR = process.env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname;

/** The embedded default on a free port with a fresh DATA_DIR, serving the built SPA. */
export async function startSite(env: Record<string, string> = {}) {
  if (!existsSync(join(DIST_DIR, 'index.html'))) throw new Error('web/dist is missing: run `npm run build` first (npm test does it).');
  return startTempSite(
    { SERVE_WEB: 'dist', SEED_DEMO: 'true', WEB_DIST_DIR: DIST_DIR, ...env },
    process.env.E2E_LOG ? consoleLogger : silentLogger,
  );
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * A fresh browser context (its own storage) at phone or desktop size, with page errors collected.
 * If the test fails while the context is open, its screenshot, console and trace are kept (./evidence.ts).
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = MOBILE,
  opts: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...opts });
  await track(context);
  captureOnFailure();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Signs a browser context in as a member: their session cookie ("name=value", as the factories give it). */
export async function addSessionCookie(context: BrowserContext, siteUrl: string, cookie: string) {
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: siteUrl, httpOnly: true, sameSite: 'Lax' }]);
}

/** `newPage`, already signed in with the member's session cookie. */
export async function newMemberPage(browser: Browser, siteUrl: string, viewport: typeof MOBILE, cookie: string) {
  const opened = await newPage(browser, siteUrl, viewport);
  await addSessionCookie(opened.context, siteUrl, cookie);
  return opened;
}

/**
 * The embedded site (for this `env`) and Chromium of the vitest worker, shared by the worker's files
 * one after another (./shared-site.ts): read `ctx.site` / `ctx.browser` inside tests. Each test makes
 * its own members and data. A file that changes what every visitor sees (closes the poll, draws the
 * raffle, cancels every live) passes `{ ownSite: true }`: a site of its own, closed after the file.
 * The contexts a file leaves open are closed after it.
 */
export function useSiteAndBrowser(env: Record<string, string> = {}, opts: { ownSite?: boolean } = {}) {
  const ctx = {} as { site: Awaited<ReturnType<typeof startSite>>; browser: Browser };
  beforeAll(async () => {
    const site = opts.ownSite ? startSite(env) : sharedSite(env, startSite);
    [ctx.site, ctx.browser] = await Promise.all([site, sharedBrowser(launchBrowser)]);
  });
  // Pages opened in beforeAll are covered too: every test of the file keeps evidence if it fails.
  beforeEach(() => captureOnFailure());
  afterAll(async () => {
    await closeOpenContexts(ctx.browser);
    if (opts.ownSite) await ctx.site?.close();
  });
  return ctx;
}

/** The vitest worker's Chromium, for a file that starts its own servers. Give it back with `releaseBrowser`, not `close`. */
export const workerBrowser = () => sharedBrowser(launchBrowser);

/** Closes the contexts a file left open on the worker's Chromium; the browser stays for the next file. */
export const releaseBrowser = (browser: Browser | undefined) => closeOpenContexts(browser);
