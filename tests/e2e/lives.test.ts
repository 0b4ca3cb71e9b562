import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lives } from '../../db/schema';
import { announceDueLives } from '../../worker/services/lives/announce-lives';
import { makeSubscriber } from '../factories/sessions';
import { TEST_ARTIST_PASSWORD, TEST_ARTIST_PASSWORD_HASH } from '../setup/test-config';
import { seriousViolationsIn } from './axe-region';
import { signedIn } from './chat-steps';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { notificationBadge } from './notification-steps';

// Cancels every live and schedules one that every member sees: a site of its own.
const ctx = useSiteAndBrowser({ ARTIST_PASSWORD_HASH: TEST_ARTIST_PASSWORD_HASH }, { ownSite: true });
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => void (SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })));

async function panelLogIn(page: Page) {
  await page.goto('/admin/painel-artista');
  await page.getByLabel('Senha').fill(TEST_ARTIST_PASSWORD);
  await page.getByLabel(/Li e concordo/).check();
  await page.getByRole('button', { name: 'Entrar no painel' }).click();
  await page.waitForURL('**/admin/painel-artista/dashboard');
}

/** Tomorrow in São Paulo, as the date field takes it. */
function tomorrowInSaoPaulo() {
  const d = new Date(Date.now() - 3 * 3_600_000 + 86_400_000);
  return d.toISOString().slice(0, 10);
}

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('lives no %s', (_label, viewport) => {
  it(
    'o artista agenda uma live no painel; o membro Prata vê a contagem e depois "Assistir" sem recarregar; o Bronze nunca vê o link',
    { timeout: 120_000 },
    async () => {
      await ctx.site.deps.db.update(lives).set({ canceledAt: new Date() });
      const title = `Live de lançamento ${viewport.width}`;
      const url = `https://www.youtube.com/live/segredo${viewport.width}`;

      const artist = await newPage(ctx.browser, ctx.site.url, viewport);
      await panelLogIn(artist.page);
      const form = artist.page.getByRole('region', { name: 'Lives' });
      await form.getByLabel('Título da live').fill(title);
      await form.getByLabel('Data').fill(tomorrowInSaoPaulo());
      await form.getByLabel('Horário (Brasília)').fill('20:00');
      await form.getByLabel('Link da live').fill('http://www.youtube.com/live/x');
      await form.getByRole('button', { name: 'Agendar live' }).click();
      await form.getByText('Informe um link que comece com https:// (YouTube, Instagram ou outro site seguro)').first().waitFor();
      await form.getByLabel('Link da live').fill(url);
      await form.getByRole('button', { name: 'Agendar live' }).click();
      await artist.page.getByText('Live agendada! Os membros Prata e Ouro já veem a contagem regressiva.').waitFor();
      await form.getByRole('list', { name: 'Próximas lives' }).getByText(title).waitFor();
      await shot(artist.page, `lives-panel-${viewport.width}`);
      expect(await seriousViolationsIn(artist.page, 'section[aria-labelledby="lives-title"]')).toEqual([]);

      const prata = await makeSubscriber(ctx.site.deps, 'tier_prata');
      const bronze = await makeSubscriber(ctx.site.deps, 'tier_bronze');
      const pp = await signedIn(ctx, prata.token, viewport);
      const pb = await signedIn(ctx, bronze.token, viewport);
      await pp.page.goto('/dashboard');
      const card = pp.page.getByRole('region', { name: 'Próxima live' });
      await card.getByText(title).waitFor();
      await card.getByText(/Começa em 1 dia|Começa em \d\d:\d\d:\d\d/).waitFor();
      expect(await card.getByRole('link', { name: 'Assistir' }).count()).toBe(0);
      await shot(pp.page, `lives-prata-countdown-${viewport.width}`);

      await pb.page.goto('/dashboard');
      await pb.page.getByText('Lives são um benefício dos planos Prata e Ouro.').waitFor();
      expect(await pb.page.content()).not.toContain(title);
      await shot(pb.page, `lives-bronze-${viewport.width}`);
      expect(await seriousViolationsIn(pb.page, 'section[aria-label="Lives"]')).toEqual([]);

      // The live starts (moved to now) and the minute's job announces it: the open card switches, no reload.
      await ctx.site.deps.db
        .update(lives)
        .set({ startsAt: new Date(Date.now() - 1000) })
        .where(eq(lives.title, title));
      await announceDueLives(ctx.site.deps);
      const watch = card.getByRole('link', { name: 'Assistir' });
      await watch.waitFor({ timeout: 15_000 });
      expect(await watch.getAttribute('href')).toBe(url);
      expect(await watch.getAttribute('rel')).toContain('noopener');
      expect(await watch.getAttribute('target')).toBe('_blank');
      await card.getByText('Ao vivo').waitFor();
      // The 'live' notification arrives live too: a toast that leads to the card, and the bell's badge.
      await pp.page.getByText('A live começou!').waitFor();
      await pp.page.getByRole('button', { name: 'Ver live' }).waitFor();
      await notificationBadge(pp.page).waitFor();
      await shot(pp.page, `lives-prata-live-${viewport.width}`);
      expect(await seriousViolationsIn(pp.page, 'section[aria-label="Próxima live"]')).toEqual([]);

      // The top of the feed too, for Prata; Bronze's feed says whose benefit it is, and no page of theirs holds the link.
      // A browser without a share sheet, as most computers: 'Compartilhar a live' offers WhatsApp and 'Copiar link'.
      await pp.context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined }));
      await pp.page.goto('/feed');
      const onFeed = pp.page.getByRole('region', { name: 'Próxima live' });
      await onFeed.getByRole('link', { name: 'Assistir' }).waitFor();
      // The live's public page and an invitation, never the live's own link.
      await onFeed.getByRole('button', { name: 'Compartilhar a live' }).click();
      const whatsapp = await pp.page.getByRole('menu').getByRole('menuitem', { name: 'WhatsApp' }).getAttribute('href');
      expect(decodeURIComponent(whatsapp!.slice('https://wa.me/?text='.length))).toBe(
        `O MC Mito está ao vivo agora para os membros Prata e Ouro. Vem junto: ${ctx.site.url}/ao-vivo`,
      );
      await pp.page.keyboard.press('Escape');
      await shot(pp.page, `lives-prata-feed-${viewport.width}`);
      await pb.page.goto('/feed');
      await pb.page.getByText('Lives são um benefício dos planos Prata e Ouro.').waitFor();
      await pb.page.goto('/dashboard');
      await pb.page.getByText('Lives são um benefício dos planos Prata e Ouro.').waitFor();
      expect(await pb.page.content()).not.toContain('segredo');

      // Canceled in the panel: gone from the list.
      await artist.page.getByRole('button', { name: `Cancelar a live ${title}` }).click();
      await artist.page.getByText('Live cancelada.').waitFor();
      await form.getByText('Nenhuma live agendada.').waitFor();

      expect([...artist.errors, ...pp.errors, ...pb.errors]).toEqual([]);
      for (const p of [artist, pp, pb]) await p.context.close();
    },
  );
});
