import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startConversation } from '../../worker/services/messages/start-conversation';
import { makePost } from '../factories/feed';
import { artistMember } from '../factories/artist-member';
import { makeMember, makeSubscriber } from '../factories/sessions';
import { signedIn } from './chat-steps';
import { MOBILE, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.SHOTS;

const bar = (page: Page) => page.getByRole('navigation', { name: 'Navegação do membro' });

/** The bar's box and position, and the names of its tabs marked current. */
const barState = (page: Page) =>
  page.evaluate(() => {
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Navegação do membro"]')!;
    const box = nav.getBoundingClientRect();
    return {
      position: getComputedStyle(nav).position,
      bottom: Math.round(box.bottom),
      screen: window.innerHeight,
      current: [...nav.querySelectorAll('[aria-current="page"]')].map((a) =>
        a.textContent?.replace(/\d+\+?|não lidas?|conversas?/g, '').trim(),
      ),
    };
  });

describe('a área do membro no celular é um app: barra de abas e Voltar', () => {
  it('cada página de membro tem a barra fixa embaixo, com a aba atual marcada', async () => {
    const ana = await makeSubscriber(ctx.site.deps, 'tier_prata');
    const bia = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const { page, context } = await signedIn(ctx, ana.token, MOBILE);
    const pages: [string, string][] = [
      ['/feed', 'Feed'],
      ['/feed?aba=em-alta', 'Feed'],
      ['/buscar', 'Buscar'],
      ['/feed?busca=baile', 'Buscar'],
      ['/messages', 'Mensagens'],
      ['/notificacoes', 'Notificações'],
      ['/dashboard', 'Perfil'],
      ['/configuracoes', 'Perfil'],
      ['/meu-plano', 'Perfil'],
      [`/membro/${ana.username}`, 'Perfil'],
      [`/membro/${bia.username}`, 'Feed'],
    ];
    for (const [path, tab] of pages) {
      await page.goto(path);
      await bar(page).waitFor();
      // The slim header: logo and plan badge; what the bar has is not repeated above.
      await page.getByText('Plano Prata', { exact: true }).first().waitFor();
      await expect
        .poll(() => barState(page), { message: path })
        .toEqual({ position: 'fixed', bottom: MOBILE.height, screen: MOBILE.height, current: [tab] });
      await page.mouse.wheel(0, 600);
      expect((await barState(page)).bottom, path).toBe(MOBILE.height);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/shell-${path.replace(/\W+/g, '_')}.png` });
    }
    // The dashboard's header on a phone: no story, no bell (the bar has the notifications).
    await page.goto('/dashboard');
    const shortcuts = page.getByRole('navigation', { name: 'Atalhos do membro' });
    await shortcuts.getByRole('link', { name: 'Meu Plano' }).waitFor();
    expect(await shortcuts.getByRole('link', { name: 'Minha História' }).count()).toBe(0);
    expect(await shortcuts.getByRole('button', { name: 'Notificações' }).count()).toBe(0);
    await context.close();
  });

  it("a barra sai enquanto o membro digita e volta depois: o toque em 'Salvar alterações' abaixo do campo chega ao botão", async () => {
    const ana = await makeSubscriber(ctx.site.deps, 'tier_prata');
    const { page, context } = await signedIn(ctx, ana.token, MOBILE);
    await page.goto('/configuracoes');
    await page.getByLabel('Nome de exibição').fill('Ana do Baile');
    // Stepped aside it is out of the accessibility tree too: read the element itself.
    const nav = page.locator('nav[aria-label="Navegação do membro"]');
    await expect.poll(() => nav.getAttribute('data-tab-bar')).toBe('hidden');
    // The tap ends the typing: the bar must not rise under the finger before it lifts.
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Dados atualizados!').waitFor();
    await expect.poll(() => nav.getAttribute('data-tab-bar')).toBe('shown');
    await bar(page).waitFor();
    await context.close();
  });

  it('Voltar fecha o que abriu: o compositor, as notificações, uma conversa, um perfil e um diálogo', async () => {
    const ana = await makeSubscriber(ctx.site.deps, 'tier_ouro');
    const bia = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    await makePost(ctx.site.deps, bia.userId, { content: `Bora pro baile? (${Date.now()})` });
    await startConversation(ctx.site.deps, { userId: ana.userId, usernames: [bia.username] });
    const { page, context } = await signedIn(ctx, ana.token, MOBILE);
    await page.goto('/feed');

    // The composer: one line, then full-screen with its own history entry.
    const composer = page.getByRole('heading', { name: 'Criar post' });
    await page.getByLabel('O que você quer compartilhar?').click();
    await composer.waitFor();
    await page.waitForURL(/postar=1/);
    await page.getByLabel('O que você quer compartilhar?').fill('Rascunho guardado');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shell-composer.png` });
    await page.goBack();
    await composer.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('O que você quer compartilhar?').inputValue()).toBe('Rascunho guardado');

    // The notifications tab.
    await bar(page)
      .getByRole('link', { name: /Notificações/ })
      .click();
    await page.getByRole('heading', { name: 'Notificações' }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/feed$/);

    // A profile, from the post's author.
    await page.getByRole('article').filter({ hasText: 'Bora pro baile?' }).getByRole('link', { name: bia.username }).first().click();
    await page.waitForURL(new RegExp(`/membro/${bia.username}`));
    await page.goBack();
    await page.waitForURL(/\/feed$/);

    // A chat, then a dialog on /messages.
    await bar(page)
      .getByRole('link', { name: /Mensagens/ })
      .click();
    await page
      .getByRole('button', { name: new RegExp(bia.username) })
      .first()
      .click();
    await page.getByRole('heading', { name: bia.username }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: bia.username }).waitFor({ state: 'hidden' });
    await bar(page).waitFor();
    await page.getByRole('button', { name: 'Nova conversa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova conversa' });
    await dialog.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/messages');
    await context.close();
  });

  it('no feed, o post de outro membro começa na primeira tela (acima de 700 px) em cada plano', async () => {
    const author = await makeSubscriber(ctx.site.deps, 'tier_prata');
    const text = `Primeira tela para todo mundo (${Date.now()})`;
    await makePost(ctx.site.deps, author.userId, { content: text });
    const readers = {
      Gratuito: await makeMember(ctx.site.deps),
      Bronze: await makeSubscriber(ctx.site.deps, 'tier_bronze'),
      Prata: await makeSubscriber(ctx.site.deps, 'tier_prata'),
      Ouro: await makeSubscriber(ctx.site.deps, 'tier_ouro'),
      artista: await artistMember(ctx.site.deps),
    };
    const tops: Record<string, number> = {};
    for (const [plan, reader] of Object.entries(readers)) {
      const { page, context } = await signedIn(ctx, reader.token, MOBILE);
      await page.goto('/feed');
      const post = page.getByRole('article').filter({ hasText: text });
      await post.waitFor();
      // Everything above the list has arrived (the live strip, the composer's line, the plan badge).
      await page.waitForLoadState('networkidle');
      tops[plan] = Math.round((await post.boundingBox())!.y);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/feed-first-${plan}.png` });
      await context.close();
    }
    for (const [plan, top] of Object.entries(tops)) expect(top, `${plan}: ${JSON.stringify(tops)}`).toBeLessThan(700);
  });
});
