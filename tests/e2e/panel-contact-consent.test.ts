import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { voterForm } from '../factories/voters';
import { TEST_ARTIST_PASSWORD, TEST_ARTIST_PASSWORD_HASH } from '../setup/test-config';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser({ ARTIST_PASSWORD_HASH: TEST_ARTIST_PASSWORD_HASH });
const SHOTS = process.env.COUPON_SHOTS_DIR;

async function trpc<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${ctx.site.url}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ctx.site.url },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

async function openVoter(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Buscar votantes' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.waitFor();
  await row.getByRole('button', { name }).click();
  return page.getByRole('dialog', { name });
}

describe('painel do artista — quem retirou a autorização de contato não tem WhatsApp', () => {
  for (const [tag, viewport, n] of [
    ['desktop', DESKTOP, 1],
    ['mobile', MOBILE, 2],
  ] as const) {
    it(`${tag} ${viewport.width}×${viewport.height}: retirou em /meu-cupom → sem WhatsApp, sem Ligar, com o aviso; quem não retirou segue com WhatsApp`, async () => {
      const quiet = `Quitéria Sem Contato ${n}`;
      const open = `Otávio Com Contato ${n}`;
      const voted = await trpc<{ voterToken: string }>('poll.vote', { ...voterForm({ name: quiet }), optionId: 'opt_design2' });
      await trpc('poll.vote', { ...voterForm({ name: open }), optionId: 'opt_design3' });
      await trpc('poll.setConsent', { voterToken: voted.voterToken, purpose: 'contact', granted: false });

      const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
      await page.goto('/admin/painel-artista');
      await page.getByLabel('Senha').fill(TEST_ARTIST_PASSWORD);
      await page.getByLabel(/Li e concordo/).check();
      await page.getByRole('button', { name: 'Entrar no painel' }).click();
      await page.waitForURL('**/admin/painel-artista/dashboard');

      const withdrawn = await openVoter(page, quiet);
      await withdrawn.getByText('Este votante retirou a autorização de contato. Não envie mensagens nem ligue.').waitFor();
      expect(await withdrawn.getByRole('link', { name: 'WhatsApp', exact: true }).count()).toBe(0);
      expect(await withdrawn.getByRole('link', { name: 'Ligar' }).count()).toBe(0);
      expect(await withdrawn.getByRole('link', { name: /Enviar no WhatsApp/ }).count()).toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/painel-sem-contato-${tag}.png` });
      await withdrawn.getByRole('button', { name: 'Fechar', exact: true }).click();

      const allowed = await openVoter(page, open);
      expect(await allowed.getByRole('link', { name: 'WhatsApp', exact: true }).getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/55\d{10,11}$/,
      );
      expect(await allowed.getByText('Este votante retirou a autorização de contato.', { exact: false }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
