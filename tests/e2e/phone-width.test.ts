import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startConversation } from '../../worker/services/messages/start-conversation';
import { sendMessage } from '../../worker/services/messages/send-message';
import { makePost } from '../factories/feed';
import { makeSubscriber } from '../factories/sessions';
import { openChat, signedIn } from './chat-steps';
import { MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.SHOTS;

/** How far the page reaches past the screen's right edge, and the widest elements doing it. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && getComputedStyle(el).position !== 'fixed')
      .slice(-3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    return { over: document.documentElement.scrollWidth - width, culprits };
  });
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const PUBLIC = [
  '/',
  '/?enquete=1',
  '/loja',
  '/galeria',
  '/minha-historia',
  '/votacao',
  '/sorteio',
  '/pricing',
  '/privacidade',
  '/regras',
  '/auth',
  '/auth?tab=signup',
  '/esqueci-senha',
  '/redefinir-senha',
  '/confirmar-email',
  '/confirmar-cupom',
  '/meu-cupom',
  '/meus-dados',
  '/admin/painel-artista',
];
const MEMBER = [
  '/feed',
  '/feed?aba=em-alta',
  '/feed?aba=seguindo',
  '/feed?busca=palavra',
  '/buscar',
  '/notificacoes',
  '/feed?tag=funk',
  '/messages',
  '/dashboard',
  '/configuracoes',
  '/meu-plano',
  '/pricing',
];

describe('nenhuma página mais larga que um celular de 390 px', () => {
  it('páginas públicas', async () => {
    const { page, context } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    const wide: string[] = [];
    for (const path of PUBLIC) {
      await settle(page, path);
      const { over, culprits } = await overflow(page);
      if (over > 0) wide.push(`${path}: +${over}px (${culprits.join(', ')})`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });

  it('páginas de membro, e uma conversa aberta', async () => {
    const a = await makeSubscriber(ctx.site.deps, 'tier_ouro');
    const b = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    await makePost(ctx.site.deps, a.userId, {
      content: `Um post com uma palavra enorme ${'a'.repeat(80)} e um link https://exemplo.com.br/${'b'.repeat(80)}`,
    });
    const chat = await startConversation(ctx.site.deps, { userId: a.userId, usernames: [b.username] });
    await sendMessage(ctx.site.deps, { userId: b.userId, conversationId: chat.id, content: `Mensagem comprida ${'x'.repeat(120)}` });
    const { page, context } = await signedIn(ctx, a.token, MOBILE);
    const wide: string[] = [];
    for (const path of [...MEMBER, `/membro/${a.username}`, `/membro/${b.username}`, `/membro/${b.username}?lista=seguidores`]) {
      await settle(page, path);
      const { over, culprits } = await overflow(page);
      if (over > 0) wide.push(`${path}: +${over}px (${culprits.join(', ')})`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/width-${path.replace(/\W+/g, '_')}.png` });
    }
    await openChat(page, b.username);
    const { over, culprits } = await overflow(page);
    if (over > 0) wide.push(`conversa aberta: +${over}px (${culprits.join(', ')})`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/width-chat.png` });
    expect(wide).toEqual([]);
    await context.close();
  });
});
