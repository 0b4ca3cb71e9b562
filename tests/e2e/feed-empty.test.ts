import { describe, expect, it } from 'vitest';
import { makePost } from '../factories/feed';
import { makeMember, makeSubscriber } from '../factories/sessions';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';

// No demo posts: the feed starts empty.
const ctx = useSiteAndBrowser({ SEED_DEMO: 'false' });

describe('feed vazio', () => {
  it("mostra o convite e 'Criar primeiro post' leva ao compositor", async () => {
    const ana = await makeSubscriber(ctx.site.deps, 'tier_prata');
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, DESKTOP);
    const [name, value] = ana.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: ctx.site.url, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto('/feed');
    await page.getByText('Nenhum post ainda. Seja o primeiro a compartilhar algo!').waitFor();
    await page.getByRole('button', { name: 'Criar primeiro post' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('post-content');
    await page.keyboard.type('Primeiro post da comunidade!');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByRole('article').filter({ hasText: 'Primeiro post da comunidade!' }).waitFor();
    expect(await page.getByText('Nenhum post ainda.').count()).toBe(0);
    // 'Post vazio' is said before anything is sent.
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByText('Post vazio').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('carrega mais posts ao rolar até o fim (páginas de 20)', async () => {
    const author = await makeMember(ctx.site.deps);
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 25; i++)
      await makePost(ctx.site.deps, author.userId, { content: `Rolagem ${i}`, createdAt: new Date(base + i * 1000) });
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    const [name, value] = author.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: ctx.site.url, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto('/feed');
    const scrolled = page.getByRole('article').filter({ hasText: 'Rolagem ' });
    await page.getByRole('article').filter({ hasText: 'Rolagem 24' }).waitFor();
    // The first page: the newest 20 (plus nothing older yet).
    expect(await page.getByRole('article').filter({ hasText: 'Rolagem 0' }).count()).toBe(0);
    await page.getByRole('article').last().scrollIntoViewIfNeeded();
    await page.getByRole('article').filter({ hasText: 'Rolagem 0' }).waitFor();
    expect(await scrolled.count()).toBe(25);
    expect(errors).toEqual([]);
    await context.close();
  });
});
