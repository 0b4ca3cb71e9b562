import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { makePost } from '../factories/feed';
import { makeMember } from '../factories/sessions';
import { addSessionCookie, DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.NOTIFY_SHOTS_DIR;

const signIn = (context: BrowserContext, cookie: string) => addSessionCookie(context, ctx.site.url, cookie);

const shot = async (page: Page, name: string) => SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png` }));
const bell = (page: Page) => page.getByRole('button', { name: 'Notificações' });
const badge = (page: Page) => page.getByTestId('notification-badge');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notificações' });

/** axe-core's serious and critical findings (WCAG 2.x A/AA) inside `include`. */
async function seriousViolations(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include(include)
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

// The bell is the desktop header's; on a phone 'Notificações' is a tab of the bar and a screen of its own (below).
describe.each([['computador', DESKTOP]] as const)('sino de notificações no %s', (label, viewport) => {
  it('Léo reage e comenta no post da Ana; Ana vê o aviso e o número no sino sem recarregar', async () => {
    const ana = await makeMember(ctx.site.deps);
    const leo = await makeMember(ctx.site.deps);
    const text = `Bora pro baile (${label} ${Date.now()})`;
    await makePost(ctx.site.deps, ana.userId, { content: text });

    const a = await newPage(ctx.browser, ctx.site.url, viewport);
    await signIn(a.context, ana.cookie);
    await a.page.goto('/feed');
    await bell(a.page).waitFor();
    expect(await badge(a.page).count()).toBe(0);
    await bell(a.page).click();
    await panel(a.page).getByText('Nenhuma notificação').waitFor();
    await a.page.keyboard.press('Escape');
    await expect.poll(() => panel(a.page).count()).toBe(0);
    expect(await bell(a.page).evaluate((el) => el === document.activeElement)).toBe(true);

    const l = await newPage(ctx.browser, ctx.site.url, viewport);
    await signIn(l.context, leo.cookie);
    await l.page.goto('/feed');
    const card = l.page.getByRole('article').filter({ hasText: text });
    await card.getByRole('button', { name: 'Fogo' }).click();
    await expect.poll(() => card.getByTestId('count-fire').textContent()).toBe('1');
    // Live: the toast and the badge, without a reload.
    await a.page.getByText(`${leo.username} reagiu ao seu post`).first().waitFor();
    await expect.poll(() => badge(a.page).textContent()).toMatch(/^1/);
    await card.getByRole('button', { name: 'Comentários' }).click();
    await card.getByLabel('Escreva um comentário').fill('Tô dentro!');
    await card.getByRole('button', { name: 'Enviar' }).click();
    // The comment is saved (on Léo's screen) before Ana's badge is read.
    await card.getByText('Tô dentro!').waitFor();
    await expect.poll(() => badge(a.page).textContent()).toMatch(/^2/);
    await shot(a.page, `sino-fechado-${label}`);
    expect(await seriousViolations(a.page, 'nav[aria-label="Atalhos do membro"]')).toEqual([]);

    await bell(a.page).click();
    const rows = panel(a.page).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain(`${leo.username} comentou no seu post`);
    expect(await rows.nth(0).textContent()).toContain('(não lida)');
    await shot(a.page, `sino-aberto-${label}`);
    // The notification opens its post above the feed, comments open; the panel closes.
    await rows.nth(0).getByRole('button').click();
    await a.page.waitForURL(/\/feed\?post=/);
    await expect.poll(() => panel(a.page).count()).toBe(0);
    const opened = a.page.getByRole('region', { name: 'Post da notificação' });
    await opened.getByRole('article').filter({ hasText: text }).waitFor();
    await opened.getByText('Tô dentro!').waitFor();
    expect(await opened.getByRole('button', { name: 'Comentários (1)' }).getAttribute('aria-expanded')).toBe('true');
    // The same post in the list below shows the same counts.
    const listed = a.page.getByRole('article').filter({ hasText: text }).last();
    await expect.poll(() => listed.getByTestId('count-fire').textContent()).toBe('1');
    await shot(a.page, `post-aberto-${label}`);
    await expect.poll(() => badge(a.page).textContent()).toMatch(/^1/);
    await bell(a.page).click();
    await expect.poll(() => rows.nth(0).textContent()).not.toContain('(não lida)');
    await panel(a.page).getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect.poll(() => badge(a.page).count()).toBe(0);
    // A click outside closes the panel.
    await a.page.mouse.click(5, viewport.height - 5);
    await expect.poll(() => panel(a.page).count()).toBe(0);
    // 'Fechar' goes back to the list alone.
    await opened.getByRole('link', { name: 'Fechar' }).click();
    await a.page.waitForURL((url) => url.pathname === '/feed' && !url.search.includes('post='));
    await expect.poll(() => opened.count()).toBe(0);

    expect([...a.errors, ...l.errors]).toEqual([]);
    await a.context.close();
    await l.context.close();
  });

  it("mais de 9 não lidas aparecem como '9+' no painel", async () => {
    const bia = await makeMember(ctx.site.deps);
    const now = ctx.site.deps.clock.now().getTime();
    await ctx.site.deps.db.insert(notifications).values(
      Array.from({ length: 12 }, (_, i) => ({
        id: `n_${bia.userId}_${i}`,
        userId: bia.userId,
        type: 'comment' as const,
        title: 'Novo comentário',
        message: `Fã ${i} comentou no seu post`,
        createdAt: new Date(now - i * 60_000),
      })),
    );
    const b = await newPage(ctx.browser, ctx.site.url, viewport);
    await signIn(b.context, bia.cookie);
    await b.page.goto('/dashboard');
    await expect.poll(() => badge(b.page).textContent()).toBe('9+ não lidas');
    await bell(b.page).click();
    await panel(b.page).getByText('Fã 0 comentou no seu post').waitFor();
    await shot(b.page, `sino-painel-${label}`);
    expect(await seriousViolations(b.page, '[role="dialog"]')).toEqual([]);
    // The same bell in the messages header.
    await b.page.goto('/messages');
    await expect.poll(() => badge(b.page).textContent()).toBe('9+ não lidas');
    await bell(b.page).click();
    await panel(b.page).getByText('Fã 0 comentou no seu post').waitFor();
    await shot(b.page, `sino-mensagens-${label}`);
    expect(b.errors).toEqual([]);
    await b.context.close();
  });
});

describe('aba Notificações no celular', () => {
  it('o número aparece na aba sem recarregar; a tela lista, abre o post e Voltar retorna à lista', async () => {
    const ana = await makeMember(ctx.site.deps);
    const leo = await makeMember(ctx.site.deps);
    const text = `Bora pro baile (aba ${Date.now()})`;
    await makePost(ctx.site.deps, ana.userId, { content: text });

    const a = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await signIn(a.context, ana.cookie);
    await a.page.goto('/feed');
    const tab = a.page.getByRole('navigation', { name: 'Navegação do membro' }).getByRole('link', { name: /Notificações/ });
    await tab.waitFor();
    expect(await a.page.getByTestId('tab-notification-badge').count()).toBe(0);

    const l = await newPage(ctx.browser, ctx.site.url, DESKTOP);
    await signIn(l.context, leo.cookie);
    await l.page.goto('/feed');
    const card = l.page.getByRole('article').filter({ hasText: text });
    await card.getByRole('button', { name: 'Fogo' }).click();
    await expect.poll(() => a.page.getByTestId('tab-notification-badge').textContent()).toBe('1 não lidas');

    await tab.click();
    await a.page.waitForURL(/\/notificacoes$/);
    expect(await tab.getAttribute('aria-current')).toBe('page');
    const screen = a.page.getByRole('region', { name: 'Notificações' });
    await screen.getByRole('button', { name: new RegExp(`${leo.username} reagiu ao seu post`) }).click();
    await a.page.waitForURL(/\/feed\?post=/);
    await a.page.getByRole('region', { name: 'Post da notificação' }).getByRole('article').filter({ hasText: text }).waitFor();
    await a.page.goBack();
    await a.page.waitForURL(/\/notificacoes$/);
    await expect.poll(() => a.page.getByTestId('tab-notification-badge').count()).toBe(0);
    await a.context.close();
    await l.context.close();
  });
});
