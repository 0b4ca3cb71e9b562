import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { makePost } from '../factories/feed';
import { makeMember } from '../factories/sessions';
import { DESKTOP, MOBILE, newMemberPage, useSiteAndBrowser } from './harness';
import { notificationBadge, openNotifications } from './notification-steps';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.SOCIAL_SHOTS_DIR;
const shot = async (page: Page, name: string) => SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false }));
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** axe-core's serious and critical WCAG 2.x A/AA findings on the profile (the post cards have their own checks), readable in a failure. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('article')
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Members joined on a date the test sets, so 'Membro desde …' never depends on today's calendar. */
const JOINED = new Date('2025-03-15T15:00:00Z');
/** The profile's own formatter for 'Membro desde …' (web/features/feed/profile-summary.tsx). */
const SINCE = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', month: 'long', year: 'numeric' });

async function named(displayName: string) {
  const m = await makeMember(ctx.site.deps);
  await ctx.site.deps.db.update(profiles).set({ displayName }).where(eq(profiles.userId, m.userId));
  await ctx.site.deps.db.update(users).set({ createdAt: JOINED }).where(eq(users.id, m.userId));
  return m;
}

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('membros se encontram, no %s', (label, viewport) => {
  it("perfil → Seguir → a aba 'Seguindo' mostra o post → quem foi seguido vê a notificação e abre o perfil de quem seguiu", async () => {
    const { deps } = ctx.site;
    const run = `${label}-${Date.now()}`;
    const [ana, bia] = [await named(`Ana ${label}`), await named(`Bia ${label}`)];
    const stranger = await makeMember(deps);
    await makePost(deps, stranger.userId, { content: `Post de quem Bia não segue (${run})` });
    await makePost(deps, ana.userId, { content: `Post da Ana (${run})` });

    const b = await newMemberPage(ctx.browser, ctx.site.url, viewport, bia.cookie);
    // Before following anyone, 'Seguindo' says how to find people.
    await b.page.goto('/feed?aba=seguindo');
    await b.page.getByText('Nada por aqui ainda.').waitFor();
    await shot(b.page, `seguindo-vazio-${label}`);
    await b.page.getByRole('link', { name: 'Encontrar pessoas' }).click();
    const card = b.page.getByRole('article', { name: `Post de Ana ${label}` });
    await card.waitFor();

    // The author's name is a link, reached and followed by keyboard.
    const nameLink = card.getByRole('link', { name: `Ana ${label}` });
    await nameLink.focus();
    await b.page.keyboard.press('Enter');
    await expect.poll(() => new URL(b.page.url()).pathname).toBe(`/membro/${ana.username}`);
    await b.page.getByRole('heading', { name: `Ana ${label}`, level: 1 }).waitFor();
    await b.page.getByText(`Membro desde ${SINCE.format(JOINED)}`).waitFor();
    await b.page.getByText('(Nível Novato)').waitFor();
    await b.page
      .getByRole('article', { name: `Post de Ana ${label}` })
      .getByText(`Post da Ana (${run})`)
      .waitFor();
    expect(await b.page.getByTestId('count-seguidores').textContent()).toBe('0');

    const follow = b.page.getByRole('button', { name: 'Seguir' });
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    const following = b.page.getByRole('button', { name: 'Seguindo' });
    await expect.poll(() => following.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => b.page.getByTestId('count-seguidores').textContent()).toBe('1');
    expect(await noSidewaysScroll(b.page)).toBe(true);
    await shot(b.page, `perfil-seguindo-${label}`);

    // The followers list names Bia, linking to her profile.
    await b.page.getByRole('link', { name: /Seguidores/ }).click();
    await b.page
      .getByRole('region', { name: `Seguidores de Ana ${label}` })
      .getByRole('link', { name: `Bia ${label}` })
      .waitFor();
    await shot(b.page, `perfil-seguidores-${label}`);
    expect(await seriousViolations(b.page)).toEqual([]);

    await b.page.getByRole('link', { name: 'Voltar ao feed' }).click();
    await b.page.getByRole('navigation', { name: 'Abas do feed' }).getByRole('link', { name: 'Seguindo' }).click();
    await expect.poll(() => new URL(b.page.url()).searchParams.get('aba')).toBe('seguindo');
    await expect.poll(() => b.page.getByRole('article').first().textContent()).toContain(`Post da Ana (${run})`);
    expect(await b.page.getByText(`Post de quem Bia não segue (${run})`).count()).toBe(0);
    expect(await noSidewaysScroll(b.page)).toBe(true);
    await shot(b.page, `aba-seguindo-${label}`);

    const a = await newMemberPage(ctx.browser, ctx.site.url, viewport, ana.cookie);
    await a.page.goto('/feed');
    await expect.poll(() => notificationBadge(a.page).textContent()).toContain('1');
    const panel = await openNotifications(a.page);
    await panel.getByText(`Bia ${label} começou a seguir você`).waitFor();
    await shot(a.page, `notificacao-seguidor-${label}`);
    await panel.getByRole('button', { name: /Novo seguidor/ }).click();
    await expect.poll(() => new URL(a.page.url()).pathname).toBe(`/membro/${bia.username}`);
    await a.page.getByRole('heading', { name: `Bia ${label}`, level: 1 }).waitFor();
    await a.page.getByRole('button', { name: 'Seguir' }).waitFor();
    expect(b.errors.concat(a.errors)).toEqual([]);
    await b.context.close();
    await a.context.close();
  });

  it("um @ que não existe mostra 'Membro não encontrado'; o próprio perfil oferece 'Editar perfil'", async () => {
    const me = await named(`Caio ${label}`);
    const p = await newMemberPage(ctx.browser, ctx.site.url, viewport, me.cookie);
    await p.page.goto('/membro/ninguem_com_esse_nome');
    await p.page.getByRole('heading', { name: 'Membro não encontrado' }).waitFor();
    expect(await noSidewaysScroll(p.page)).toBe(true);
    await shot(p.page, `membro-nao-encontrado-${label}`);
    await p.page.goto(`/membro/${me.username}`);
    await p.page.getByRole('link', { name: 'Editar perfil' }).waitFor();
    expect(await p.page.getByRole('button', { name: 'Seguir' }).count()).toBe(0);
    await shot(p.page, `meu-perfil-${label}`);
    await p.context.close();
  });
});
