import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toggleReaction } from '../../worker/services/feed/toggle-reaction';
import { makePost } from '../factories/feed';
import { makeMember, makeSubscriber } from '../factories/sessions';
import { addSessionCookie, DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';

// Reads the whole feed's order (newest first, hottest first): a site of its own, with no other file's posts in it.
const ctx = useSiteAndBrowser({}, { ownSite: true });
const SHOTS = process.env.FEED_SHOTS_DIR;
const MINUTE = 60_000;

const signIn = (context: BrowserContext, cookie: string) => addSessionCookie(context, ctx.site.url, cookie);

const shot = async (page: Page, name: string) => SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false }));
const articles = (page: Page) => page.getByRole('article');

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('abas do feed no %s', (label, viewport) => {
  it('Recentes rola sem fim de 20 em 20; Em Alta põe o post quente no topo e fica na URL', async () => {
    const { deps } = ctx.site;
    const author = await makeMember(deps);
    const run = `${label}-${Date.now()}`;
    const now = Date.now();
    for (let i = 0; i < 45; i++)
      await makePost(deps, author.userId, { content: `Post ${i} (${run})`, createdAt: new Date(now - (i + 1) * MINUTE) });
    // Six hours old, but six members reacted: it leads Em Alta and sits below the first page of Recentes.
    const hot = await makePost(deps, author.userId, { content: `Post quente (${run})`, createdAt: new Date(now - 6 * 60 * MINUTE) });
    for (let i = 0; i < 6; i++) {
      const fan = await makeMember(deps);
      await toggleReaction(deps, { userId: fan.userId, react: { postId: hot, type: 'fire' } });
    }

    const viewer = await makeMember(deps);
    const v = await newPage(ctx.browser, ctx.site.url, viewport);
    await signIn(v.context, viewer.cookie);
    await v.page.goto('/feed');
    await v.page.getByText(`Post 0 (${run})`).waitFor();
    const tabs = v.page.getByRole('navigation', { name: 'Abas do feed' });
    expect(await tabs.getByRole('link', { name: 'Recentes' }).getAttribute('aria-current')).toBe('page');
    expect(await articles(v.page).count()).toBe(20);
    await v.page.getByRole('button', { name: 'Carregar mais' }).waitFor();
    await shot(v.page, `recentes-${label}`);

    // Scrolling to the end loads the next pages by themselves (no click), each post once.
    await articles(v.page).last().scrollIntoViewIfNeeded();
    await expect.poll(() => articles(v.page).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(40);
    await expect
      .poll(
        async () => {
          await articles(v.page).last().scrollIntoViewIfNeeded();
          return v.page.getByText(`Post quente (${run})`).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const texts = await articles(v.page).evaluateAll((els) => els.map((e) => e.textContent));
    expect(new Set(texts).size).toBe(texts.length);
    await v.page.evaluate(() => window.scrollTo(0, 0));

    await tabs.getByRole('link', { name: 'Em Alta' }).click();
    await expect.poll(() => new URL(v.page.url()).searchParams.get('aba')).toBe('em-alta');
    await expect.poll(() => articles(v.page).first().textContent()).toContain(`Post quente (${run})`);
    expect(await tabs.getByRole('link', { name: 'Em Alta' }).getAttribute('aria-current')).toBe('page');
    if (viewport === DESKTOP) {
      await v.page.getByRole('heading', { name: 'Tendências' }).waitFor();
      await v.page.getByRole('heading', { name: 'Sugestões' }).waitFor();
      await v.page.getByText('MitoCoins').waitFor();
      await v.page.getByRole('heading', { name: 'Estatísticas' }).waitFor();
    }
    await shot(v.page, `em-alta-${label}`);

    // The tab survives a reload, and Recentes comes back with the link.
    await v.page.reload();
    await expect.poll(() => articles(v.page).first().textContent()).toContain(`Post quente (${run})`);
    await tabs.getByRole('link', { name: 'Recentes' }).click();
    await expect.poll(() => new URL(v.page.url()).searchParams.get('aba')).toBeNull();
    await expect.poll(() => articles(v.page).first().textContent()).toContain(`Post 0 (${run})`);
    if (viewport === DESKTOP) await v.page.getByRole('heading', { name: 'Tags Populares' }).waitFor();

    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it.runIf(viewport === DESKTOP)("'Sugestões': Conversar abre a conversa em /messages", async () => {
    const { deps } = ctx.site;
    const busy = await makeMember(deps, { username: `ativo${Date.now() % 1e6}` });
    for (let i = 0; i < 30; i++) await makePost(deps, busy.userId, { content: `Bora! ${i}` });
    // Someone active to suggest; the list is cached for a minute, so the test takes whoever comes first.
    const viewer = await makeSubscriber(deps, 'tier_ouro');
    const v = await newPage(ctx.browser, ctx.site.url, viewport);
    await signIn(v.context, viewer.cookie);
    await v.page.goto('/feed');
    const talk = v.page.getByRole('button', { name: /^Conversar com / }).first();
    await talk.waitFor();
    const name = (await talk.getAttribute('aria-label'))!.replace('Conversar com ', '');
    await talk.click();
    await expect.poll(() => new URL(v.page.url()).pathname).toBe('/messages');
    expect(new URL(v.page.url()).searchParams.get('conversa')).toBeTruthy();
    await v.page.getByRole('region', { name: `Conversa com ${name}` }).waitFor();
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it("sem IntersectionObserver, 'Carregar mais' traz a próxima página", async () => {
    const viewer = await makeMember(ctx.site.deps);
    const v = await newPage(ctx.browser, ctx.site.url, viewport);
    await v.context.addInitScript(() => {
      // @ts-expect-error: an old browser without the API.
      delete window.IntersectionObserver;
    });
    await signIn(v.context, viewer.cookie);
    await v.page.goto('/feed');
    await articles(v.page).first().waitFor();
    await expect.poll(() => articles(v.page).count(), { timeout: 10_000 }).toBe(20);
    await articles(v.page).last().scrollIntoViewIfNeeded();
    await v.page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect.poll(() => articles(v.page).count(), { timeout: 15_000 }).toBe(40);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });
});
