import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCpf } from '../factories/voters';
import { fanVotesAndChangesVote } from './fan-journey';
import { DESKTOP, releaseBrowser, workerBrowser, newPage } from './harness';
import { signedInCookie, spawnScript } from './spawned-site';
import { rawPost } from '../setup/raw-post';
import { expectLandingCarriesTally } from './landing-tally-steps';

/**
 * The README's commands, started as a developer starts them (`npm run dev`,
 * `npm start`) on a free port with a fresh DATA_DIR, and the fan's journey in
 * Chromium against each. Under `npm run dev` the browser talks to Vite, which
 * proxies the API: every mutation crosses that proxy with Vite's Origin.
 */
const DIST_DIR = process.env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname;
const STARTUP_MS = 150_000;
const JOURNEY_MS = 120_000;

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => releaseBrowser(browser));

describe('npm run dev (Vite with HMR proxying the API)', () => {
  let site: Awaited<ReturnType<typeof spawnScript>>;
  beforeAll(async () => {
    site = await spawnScript('dev');
    // Vite compiles modules on first request; one visit first, so the journey does not race the first compile.
    const warm = await browser.newPage();
    await warm.goto(`${site.url}/?enquete=1`);
    await warm.getByRole('button', { name: 'Votar' }).first().waitFor({ timeout: STARTUP_MS });
    await warm.goto(`${site.url}/meu-cupom`);
    await warm.getByRole('button', { name: 'Consultar cupom' }).waitFor({ timeout: STARTUP_MS });
    await warm.close();
  }, STARTUP_MS * 2);
  afterAll(() => site?.close());

  it('a fan votes, gets the coupon, reloads, sees "Seu Voto" and changes the vote', { timeout: JOURNEY_MS }, async () => {
    await fanVotesAndChangesVote(browser, site.url, validCpf(700_100_200));
  });

  it('the API behind Vite accepts only the address people open, not its own port nor a rebound host', async () => {
    const apiPort = Number(/API interna na porta (\d+)/.exec(site.output())?.[1]);
    expect(apiPort).toBeGreaterThan(0);
    expect(await rawPost(apiPort, '/api/nada', { origin: site.url })).toBe(404);
    expect(await rawPost(apiPort, '/api/nada', { origin: site.url.replace('127.0.0.1', 'localhost') })).toBe(404);
    expect(await rawPost(apiPort, '/api/nada', { origin: `http://127.0.0.1:${apiPort}` })).toBe(403);
    expect(await rawPost(apiPort, '/api/nada', { origin: 'http://evil.example', host: 'evil.example' })).toBe(403);
  });

  it("the realtime hub's socket crosses Vite's proxy: two demo members see each other 'Online'", { timeout: JOURNEY_MS }, async () => {
    const open = async (email: string) => {
      const opened = await newPage(browser, site.url, DESKTOP);
      await opened.context.addCookies([await signedInCookie(site.url, email, 'mito1234')]);
      await opened.page.goto('/messages');
      await opened.page.locator('[data-realtime="live"]').waitFor({ timeout: 60_000 });
      await opened.page.getByRole('button', { name: /Bora! Já comprei a camiseta/ }).click();
      return opened;
    };
    const ana = await open('ana@demo.local');
    const leo = await open('leo@demo.local');
    for (const { page } of [ana, leo]) await page.getByTestId('presence').filter({ hasText: 'Online' }).waitFor();
    await ana.context.close();
    await leo.context.close();
  });

  it('stopping it stops every process it started (Vite, tsx watch, the API)', async () => {
    await site.close();
    expect(site.running()).toBe(false);
    expect(site.started()).toEqual(expect.arrayContaining([expect.stringContaining('vite'), expect.stringContaining('entry.node.ts')]));
  });
});

describe('npm start (the built site from one Node process)', () => {
  let site: Awaited<ReturnType<typeof spawnScript>>;
  beforeAll(async () => {
    site = await spawnScript('start', { WEB_DIST_DIR: DIST_DIR });
  }, STARTUP_MS);
  afterAll(() => site?.close());

  it('a fan votes, gets the coupon, reloads, sees "Seu Voto" and changes the vote', { timeout: JOURNEY_MS }, async () => {
    await fanVotesAndChangesVote(browser, site.url, validCpf(700_100_300));
  });

  it('/ carries the last tally', async () => {
    await expectLandingCarriesTally(site.url);
  });

  it('refuses a rebound host on its own port', async () => {
    expect(await rawPost(site.port, '/api/nada', { origin: `http://evil.example:${site.port}`, host: `evil.example:${site.port}` })).toBe(
      403,
    );
    expect(await rawPost(site.port, '/api/nada', { origin: site.url })).toBe(404);
  });

  it('stopping it stops the server', async () => {
    await site.close();
    expect(site.running()).toBe(false);
  });
});
