import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeMember, makeSubscriber } from '../factories/sessions';
import { addSessionCookie, DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.FEED_SHOTS_DIR;

const signIn = (context: BrowserContext, cookie: string) => addSessionCookie(context, ctx.site.url, cookie);

const postOf = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const shot = async (page: Page, name: string) => SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }));

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('feed no %s', (label, viewport) => {
  it('Ana publica, Léo reage com fogo e comenta, Ana vê os números ao recarregar', async () => {
    const ana = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const leo = await makeMember(ctx.site.deps);
    const text = `Quem vai no baile de sexta? (${label} ${Date.now()})`;

    const a = await newPage(ctx.browser, ctx.site.url, viewport);
    await signIn(a.context, ana.cookie);
    await a.page.goto('/feed');
    await a.page.getByText('Plano Bronze', { exact: true }).waitFor();
    await a.page.getByLabel('O que você quer compartilhar?').fill(text);
    await a.page.getByRole('button', { name: 'Publicar' }).click();
    await postOf(a.page, text).waitFor();
    await postOf(a.page, text).getByText('agora').waitFor();
    await shot(a.page, `ana-${label}`);

    const l = await newPage(ctx.browser, ctx.site.url, viewport);
    await signIn(l.context, leo.cookie);
    await l.page.goto('/feed');
    await l.page.getByText('Plano Gratuito', { exact: true }).waitFor();
    // A free member is pointed to the plans instead of a composer.
    await l.page.getByRole('link', { name: 'assine um plano' }).waitFor();
    const card = postOf(l.page, text);
    await card.getByRole('button', { name: 'Fogo' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Fogo' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => card.getByTestId('count-fire').textContent()).toBe('1');
    await card.getByRole('button', { name: 'Comentários' }).click();
    await card.getByLabel('Escreva um comentário').fill('  Tô dentro! 🔥  ');
    await card.getByRole('button', { name: 'Enviar' }).click();
    await l.page.getByText('Comentário adicionado!').waitFor();
    await card.getByRole('listitem').filter({ hasText: 'Tô dentro! 🔥' }).waitFor();
    await expect.poll(() => card.getByTestId('count-comments').textContent()).toBe('1');
    // Leo's own delete button is only on his own posts.
    expect(await card.getByRole('button', { name: 'Apagar post' }).count()).toBe(0);
    await shot(l.page, `leo-${label}`);

    await a.page.reload();
    const mine = postOf(a.page, text);
    await expect.poll(() => mine.getByTestId('count-fire').textContent()).toBe('1');
    expect(await mine.getByTestId('count-comments').textContent()).toBe('1');
    expect(await mine.getByTestId('count-heart').textContent()).toBe('0');

    // Ana deletes her post; it leaves the feed.
    a.page.on('dialog', () => expect.unreachable('a browser dialog opened'));
    await mine.getByRole('button', { name: 'Apagar post' }).click();
    await a.page.getByRole('dialog', { name: 'Apagar este post?' }).getByRole('button', { name: 'Apagar' }).click();
    await expect.poll(() => postOf(a.page, text).count()).toBe(0);

    expect([...a.errors, ...l.errors]).toEqual([]);
    await a.context.close();
    await l.context.close();
  });
});
