import { eq } from 'drizzle-orm';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { makePost } from '../factories/feed';
import { makeMember } from '../factories/sessions';
import { validCpf } from '../factories/voters';
import { DESKTOP, MOBILE, addSessionCookie, newPage, useSiteAndBrowser } from './harness';
import { fillVoterForm, pollCard } from './voter-steps';

const ctx = useSiteAndBrowser();
let cpfSeq = 640_000_000;
const SHOTS = process.env.SHARE_SHOTS_DIR;
const shot = async (page: Page, name: string) => SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png` }));

type Shared = { title?: string; text?: string; url?: string };

/** A phone's share sheet: `navigator.share` recorded, as if the person picked WhatsApp. */
const withWebShare = (context: BrowserContext) =>
  context.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __shared: unknown[] }).__shared = calls;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: unknown) => (calls.push(data), Promise.resolve()),
    });
  });
/** A desktop browser without a share sheet. */
const withoutWebShare = (context: BrowserContext) =>
  context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
  });
const lastShared = async (page: Page) => {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared.length)).toBeGreaterThan(0);
  return page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared.at(-1)!);
};
const clearShared = (page: Page) => page.evaluate(() => ((window as unknown as { __shared: Shared[] }).__shared.length = 0));

/** Without a share sheet: the menu's WhatsApp link carries the text and the link; 'Copiar link' copies it ('Link copiado!'). */
async function viaMenu(page: Page, button: Locator, url: string, name: string) {
  await button.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await shot(page, name);
  const href = await menu.getByRole('menuitem', { name: 'WhatsApp' }).getAttribute('href');
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent(href!.slice('https://wa.me/?text='.length))).toContain(url);
  await menu.getByRole('menuitem', { name: 'Copiar link' }).click();
  await page.getByText('Link copiado!').first().waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await menu.waitFor({ state: 'detached' });
  return decodeURIComponent(href!.slice('https://wa.me/?text='.length));
}

describe.each([
  ['celular', MOBILE, true],
  ['computador', DESKTOP, false],
  ['celular sem Web Share', MOBILE, false],
  ['computador com Web Share', DESKTOP, true],
] as const)('compartilhar, no %s', (label, viewport, webShare) => {
  it('um post, um perfil, a votação, um design e o cupom saem com o link certo, e o post conta quem compartilhou', async () => {
    const { deps, url: site } = ctx.site;
    const author = await makeMember(deps);
    const fan = await makeMember(deps);
    const postId = await makePost(deps, author.userId, { content: `Partiu baile no ${label}!` });
    const { context, page, errors } = await newPage(ctx.browser, site, viewport);
    await (webShare ? withWebShare(context) : withoutWebShare(context));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
    await addSessionCookie(context, site, fan.cookie);
    const slug = label.replaceAll(' ', '-');

    // A post in the feed: 'Compartilhar (0)' → the post's public link; the count becomes 1.
    await page.goto(`/feed?post=${postId}`);
    const card = page.getByRole('article', { name: `Post de ${author.username}` }).first();
    const postUrl = `${site}/post/${postId}`;
    const share = card.getByRole('button', { name: 'Compartilhar (0)' });
    if (webShare) {
      await share.click();
      expect(await lastShared(page)).toMatchObject({ url: postUrl, text: `Partiu baile no ${label}!` });
    } else await viaMenu(page, share, postUrl, `post-menu-${slug}`);
    await card.getByRole('button', { name: 'Compartilhar (1)' }).waitFor();

    // A profile.
    await page.goto(`/membro/${author.username}`);
    const profileButton = page.getByRole('button', { name: 'Compartilhar perfil' });
    await profileButton.waitFor();
    await shot(page, `perfil-${slug}`);
    if (webShare) {
      await profileButton.click();
      expect((await lastShared(page)).url).toBe(`${site}/membro/${author.username}`);
    } else await viaMenu(page, profileButton, `${site}/membro/${author.username}`, `perfil-menu-${slug}`);

    // The poll, and one design.
    await page.goto('/?enquete=1');
    const design = pollCard(page, 'Chora Piranha').getByRole('button', { name: 'Compartilhar a camiseta Chora Piranha' });
    await design.waitFor();
    if (webShare) {
      await clearShared(page);
      await page.getByRole('button', { name: 'Compartilhar a votação' }).click();
      expect((await lastShared(page)).url).toBe(`${site}/?enquete=1`);
      await clearShared(page);
      await design.click();
      expect(await lastShared(page)).toMatchObject({ url: `${site}/camiseta/design4`, title: 'Camiseta Chora Piranha — MC Mito' });
    } else await viaMenu(page, design, `${site}/camiseta/design4`, `design-menu-${slug}`);

    // After the vote, the coupon card calls friends: the design and its link, nothing of the voter.
    const cpf = validCpf(++cpfSeq);
    await pollCard(page, 'Chora Piranha').getByRole('button', { name: 'Votar' }).click();
    await fillVoterForm(page, cpf, `galera-${slug}@exemplo.com.br`);
    await page.getByRole('button', { name: 'Confirmar voto' }).click();
    const coupon = page.getByRole('dialog', { name: 'Voto confirmado!' });
    await coupon.waitFor();
    const code = (await coupon.getByTestId('cupom-sorteio').textContent())!.trim();
    const invite = coupon.getByRole('button', { name: 'Chamar a galera' });
    await shot(page, `cupom-${slug}`);
    let sent: string;
    if (webShare) {
      await clearShared(page);
      await invite.click();
      const shared = await lastShared(page);
      expect(shared).toMatchObject({ text: 'Votei na camiseta Chora Piranha do MC Mito! Vote também:', url: `${site}/camiseta/design4` });
      sent = JSON.stringify(shared);
    } else sent = await viaMenu(page, invite, `${site}/camiseta/design4`, `cupom-menu-${slug}`);
    expect(sent).toContain('Votei na camiseta Chora Piranha do MC Mito! Vote também:');
    for (const secret of [code, cpf, (await page.evaluate(() => localStorage.getItem('mito_voter_token'))) ?? 'sem-token'])
      expect(sent).not.toContain(secret);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('o link compartilhado, lido sem JavaScript', () => {
  it('nomeia o post e mostra a foto dele; o link de um post exclusivo não mostra nada dele', async () => {
    const { deps, url: site } = ctx.site;
    const author = await makeMember(deps);
    const postId = await makePost(deps, author.userId, { content: 'Show confirmado no sábado, bora!' });
    const html = await (await fetch(`${site}/post/${postId}`)).text();
    expect(html).toContain('Show confirmado no sábado, bora!');
    expect(html).toContain(`@${author.username}`);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    const picture = await fetch(image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');

    const secret = await makePost(deps, author.userId, { content: 'Letra inédita só para Ouro' });
    await deps.db.update(posts).set({ visibility: 'ouro' }).where(eq(posts.id, secret));
    const teaser = await (await fetch(`${site}/post/${secret}`)).text();
    expect(teaser).not.toContain('Letra inédita');
    expect(teaser).toContain('Post exclusivo de');

    // A visitor's browser: the post read-only, and the way in.
    const { context, page } = await newPage(ctx.browser, site, MOBILE);
    await page.goto(`/post/${postId}`);
    await page.getByText('Show confirmado no sábado, bora!').waitFor();
    await page.getByRole('link', { name: 'Entrar para comentar' }).waitFor();
    await shot(page, 'post-visitante');
    await context.close();
  });
});
