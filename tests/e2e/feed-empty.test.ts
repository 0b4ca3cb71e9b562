import { describe, expect, it } from 'vitest';
import { makeSubscriber } from '../factories/feed';
import { DESKTOP, newPage, useSiteAndBrowser } from './harness';

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
});
