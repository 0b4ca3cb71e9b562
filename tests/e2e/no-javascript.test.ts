import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as PATHS from '../../worker/contracts/paths';
import type { PollView } from '../../worker/contracts/poll';
import { formatVotes } from '../../worker/contracts/poll-labels';
import { voterForm } from '../factories/voters';
import { DESKTOP, MOBILE, useSiteAndBrowser } from './harness';
import { pollCard, voteThroughApi } from './voter-steps';

const ctx = useSiteAndBrowser();

async function serverTally(siteUrl: string): Promise<PollView> {
  const res = await fetch(`${siteUrl}${PATHS.pollTally}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PollView;
}

/**
 * One vote before the pages are opened, so their figures are the server's tally of now, not the
 * build's; then the edge's copy (2 s fresh, decision 0006) is waited for until it counts it, so every
 * copy from then on has the same figures.
 */
let settled: Promise<PollView> | undefined;
const tallyWithOneVote = () =>
  (settled ??= (async () => {
    const before = await serverTally(ctx.site.url);
    await voteThroughApi(ctx.site.url, voterForm(), 'opt_design4');
    let now = before;
    await expect
      .poll(async () => (now = await serverTally(ctx.site.url)).totalVotes, { timeout: 20_000, interval: 500 })
      .toBe(before.totalVotes + 1);
    return now;
  })());

/** Design pictures the page received (answered 200 with an image). */
function designPictures(page: Page) {
  const loaded = new Set<string>();
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/images/designs/') && r.status() === 200 && r.headers()['content-type']?.startsWith('image/')) loaded.add(path);
  });
  return loaded;
}

describe.each([
  ['celular', MOBILE],
  ['desktop', DESKTOP],
] as const)('/ sem JavaScript no %s', (label, viewport) => {
  it('mostra os designs com nome, foto e o último placar do servidor, e o aviso estilizado', async () => {
    const tally = await tallyWithOneVote();
    const context = await ctx.browser.newContext({
      baseURL: ctx.site.url,
      viewport,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const pictures = designPictures(page);
    await page.goto('/', { waitUntil: 'load' });

    const section = page.locator('#enquete-oficial');
    expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe(tally.question);
    expect(await section.locator('[data-tally="total"]').textContent()).toBe(formatVotes(tally.totalVotes));
    expect(tally.options).toHaveLength(5);
    for (const o of tally.options) {
      const card = pollCard(page, o.name);
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(o.name);
      expect(await card.getByText(formatVotes(o.votes), { exact: true }).isVisible(), o.name).toBe(true);
      const img = card.getByRole('img', { name: `Design ${o.name}` });
      expect(await img.getAttribute('src')).toBe(o.imageUrl);
      const box = (await img.boundingBox())!;
      expect(box.width).toBeGreaterThan(100);
      expect(Math.abs(box.width - box.height)).toBeLessThan(1);
      // Voting needs JavaScript: no button that would do nothing.
      expect(await card.getByRole('button', { name: 'Votar' }).isVisible()).toBe(false);
    }
    await expect.poll(() => pictures.size).toBe(5);
    expect([...pictures].sort()).toEqual(tally.options.map((o) => o.imageUrl).sort());

    // The notice: at the top, inside the screen, readable (light text on the site's dark panel).
    const notice = page.locator('#sem-javascript');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('O JavaScript está desligado no seu navegador.');
    const nb = (await notice.boundingBox())!;
    expect(nb.y).toBe(0);
    expect(nb.width).toBeLessThanOrEqual(viewport.width);
    expect(nb.height).toBeGreaterThan(40);
    const title = notice.locator('strong');
    expect((await title.boundingBox())!.width).toBeLessThanOrEqual(viewport.width - 32);
    await page.screenshot({ path: `/tmp/nojs-${label}.png`, fullPage: false });
    await page.screenshot({ path: `/tmp/nojs-${label}-full.png`, fullPage: true });
    await context.close();
  });

  it('com JavaScript, o app assume o mesmo placar sem refazer a página nem deslocar nada', async () => {
    const context = await ctx.browser.newContext({ baseURL: ctx.site.url, viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Before the page's own code: the layout shifts, and the first card as the server sent it.
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __card?: Element };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => (w.__card = document.querySelector('#enquete-oficial li') ?? undefined));
    });
    const tally = await tallyWithOneVote();
    const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === PATHS.pollTally && r.status() === 200);
    await page.goto('/');
    await refreshed;
    for (const o of tally.options)
      await expect.poll(() => pollCard(page, o.name).getByText(formatVotes(o.votes), { exact: true }).isVisible()).toBe(true);
    await pollCard(page, tally.options[0]!.name).getByRole('button', { name: 'Votar' }).waitFor();
    await page.waitForTimeout(300);
    // Hydrated in place: the server's first card is still the one on screen.
    expect(await page.evaluate(() => (window as unknown as { __card?: Element }).__card?.isConnected)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    expect(await page.locator('#sem-javascript').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
