import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backfillAll } from '../../worker/services/search/backfill-search-terms';
import { makeSubscriber } from '../factories/sessions';
import { DESKTOP, MOBILE, newMemberPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.SEARCH_SHOTS_DIR;
const shot = async (page: Page, name: string) => SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false }));

/** Types a search in 'Buscar' (on a phone, the tab bar's 'Buscar' screen unless results are already on screen with their box). */
async function search(page: Page, text: string, phone: boolean) {
  if (phone && !(await page.getByRole('searchbox', { name: 'Buscar' }).isVisible()))
    await page.getByRole('navigation', { name: 'Navegação do membro' }).getByRole('link', { name: 'Buscar' }).click();
  const box = page.getByRole('searchbox', { name: 'Buscar' });
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('busca')).toBe(text);
}

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('busca do feed no %s', (label, viewport) => {
  const phone = viewport === MOBILE;

  it('um membro cria uma tag no post, e a busca acha o post, o membro e a tag; a tag tem sua página', async () => {
    const { deps } = ctx.site;
    const n = `${label === 'celular' ? 'c' : 'd'}${Date.now() % 1e6}`;
    const author = await makeSubscriber(deps, 'tier_ouro', { username: `lia_${n}` });
    // Members made straight in the database, as the demo seed's: the backfill indexes them.
    await backfillAll(deps);
    const { page, errors } = await newMemberPage(ctx.browser, ctx.site.url, viewport, author.cookie);
    await page.goto('/feed');

    await page.getByLabel('O que você quer compartilhar?').fill(`Passinho do baile ${n} na quebrada`);
    await page.getByLabel('Nova tag').fill(`  #Rolê_${n}`);
    await page.getByRole('button', { name: 'Criar tag' }).click();
    await page.getByRole('list', { name: 'Tags novas' }).getByText(`#role_${n}`).waitFor();
    await page.getByLabel('Nova tag').fill('x');
    await page.getByRole('button', { name: 'Criar tag' }).click();
    await page.getByRole('alert').getByText('A tag precisa ter pelo menos 2 caracteres').waitFor();
    await page.getByLabel('Nova tag').fill('');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByText('Post publicado!').waitFor();
    await page
      .getByRole('article')
      .filter({ hasText: `Passinho do baile ${n}` })
      .getByRole('link', { name: `#role_${n}` })
      .waitFor();
    await shot(page, `composer-tag-${label}`);

    // A post by a word, without its accent and by a prefix.
    await search(page, `quebr ${n}`, phone);
    const posts = page.getByRole('region', { name: 'Posts' });
    await posts
      .getByRole('article')
      .filter({ hasText: `Passinho do baile ${n} na quebrada` })
      .waitFor();
    await shot(page, `busca-post-${label}`);

    // A member by @username, linking to the profile.
    await search(page, `@lia_${n}`, phone);
    const member = page.getByRole('region', { name: 'Membros' }).getByRole('link', { name: new RegExp(`@lia_${n}`) });
    await member.waitFor();
    expect(await member.getAttribute('href')).toBe(`/membro/lia_${n}`);
    await shot(page, `busca-membro-${label}`);

    // A tag by its name, and its page.
    await search(page, `role_${n}`, phone);
    await page
      .getByRole('region', { name: 'Tags' })
      .getByRole('link', { name: `#role_${n}` })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tag')).toBe(`role_${n}`);
    await page.getByRole('heading', { name: `#role_${n}` }).waitFor();
    await page
      .getByRole('article')
      .filter({ hasText: `Passinho do baile ${n}` })
      .waitFor();
    await shot(page, `pagina-da-tag-${label}`);

    // The demo seed's post, indexed at start-up, and its tag chip leading to the tag page.
    await search(page, 'chora piranha', phone);
    const demo = page.getByRole('region', { name: 'Posts' }).getByRole('article').filter({ hasText: 'Chora Piranha no repeat' });
    await demo.getByRole('link', { name: '#funk' }).click();
    await page.getByRole('heading', { name: '#funk' }).waitFor();
    await page.getByRole('article').filter({ hasText: 'Chora Piranha no repeat' }).waitFor();

    await search(page, `nadadisso${n}`, phone);
    await page.getByText(`Nenhum resultado para "nadadisso${n}"`).waitFor();
    await shot(page, `busca-vazia-${label}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The search fails (the connection drops): a toast says so, the page stays.
    await page.route(/\/trpc\/[^?]*feed\.search/, (route) => route.abort());
    await search(page, `falha ${n}`, phone);
    await page.getByText('Erro na busca').first().waitFor();
    await page.getByRole('searchbox', { name: 'Buscar' }).waitFor();
    await shot(page, `busca-erro-${label}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
