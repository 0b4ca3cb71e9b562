import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { maskedCpf, validCpf, voterForm } from '../factories/voters';
import { TEST_ARTIST_PASSWORD, TEST_ARTIST_PASSWORD_HASH } from '../setup/test-config';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { voteThroughApi } from './voter-steps';

const ctx = useSiteAndBrowser({ ARTIST_PASSWORD_HASH: TEST_ARTIST_PASSWORD_HASH });
const SHOTS = process.env.ARTIST_SHOTS_DIR;

/** A vote through the public API, as the voter's browser sends it. */
const vote = (form: ReturnType<typeof voterForm>, optionId: string) => voteThroughApi(ctx.site.url, form, optionId);

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function logIn(page: Page, tag: string) {
  await page.goto('/admin/painel-artista');
  const submit = page.getByRole('button', { name: 'Entrar no painel' });
  await page.getByLabel('Senha').fill(TEST_ARTIST_PASSWORD);
  await page.getByText('Você precisa concordar com os termos LGPD para continuar').waitFor();
  expect(await submit.isDisabled()).toBe(true);
  await shot(page, `${tag}-login`);
  await page.getByLabel(/Li e concordo/).check();
  expect(await submit.isDisabled()).toBe(false);
  await submit.click();
  await page.waitForURL('**/admin/painel-artista/dashboard');
  await page.getByRole('heading', { name: 'Votos por design' }).waitFor();
}

describe('painel do artista — login com consentimento, busca por CPF, contato, exportação', () => {
  for (const [tag, viewport, n] of [
    ['desktop', DESKTOP, 1],
    ['mobile', MOBILE, 2],
  ] as const) {
    it(`${tag} ${viewport.width}×${viewport.height}: a senha errada é recusada; entra; acha pelo CPF; revela; marca "Mandou WhatsApp"; vê o histórico; exporta`, async () => {
      const cpf = validCpf(555_000_100 + n);
      const name = n === 1 ? 'Joana Desktop Teixeira' : 'Marcos Celular Prado';
      await vote(voterForm({ name, cpf: maskedCpf(cpf) }), 'opt_design2');
      for (let i = 0; i < 3; i++) await vote(voterForm(), `opt_design${(i % 5) + 1}`);

      const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
      // The search text is personal (CPF digits): it travels in a POST body, never in a URL that logs keep.
      const apiUrls: string[] = [];
      page.on('request', (r) => void (r.url().includes('/trpc/') && apiUrls.push(r.url())));
      // Without a session the dashboard sends back to the login.
      await page.goto('/admin/painel-artista/dashboard');
      await page.waitForURL('**/admin/painel-artista');

      await page.getByLabel('Senha').fill('senha-errada');
      await page.getByLabel(/Li e concordo/).check();
      await page.getByRole('button', { name: 'Entrar no painel' }).click();
      await page.getByText('Senha incorreta').first().waitFor();

      await logIn(page, tag);
      // The wrong password just tried (one per journey so far) is on the dashboard.
      await page.getByText(`Tentativas de acesso recusadas nas últimas 24 h: ${n}`).waitFor();
      expect(await page.evaluate(() => document.cookie)).not.toContain('mito_artist');
      expect(Date.parse((await page.evaluate(() => localStorage.getItem('mito_artist_expires_at')))!)).toBeGreaterThan(Date.now());

      // Search by the CPF's middle digits, as the masked list shows them.
      // The placeholder fits the box, on a phone too (measured in the input's own font).
      const search = page.getByRole('searchbox', { name: 'Buscar votantes' });
      const room = await search.evaluate((el: HTMLInputElement) => {
        const s = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        return el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - ctx.measureText(el.placeholder).width;
      });
      expect(room).toBeGreaterThan(0);
      await search.fill(cpf.slice(3, 9));
      const row = page.getByRole('row').filter({ hasText: name });
      // The header row and this voter only, once the search has answered.
      await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
      await row.waitFor();
      expect(await row.textContent()).toContain(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
      expect(apiUrls.some((u) => u.includes('artist.voters'))).toBe(true);
      expect(apiUrls.filter((u) => u.includes(cpf.slice(3, 9)))).toEqual([]);
      await shot(page, `${tag}-dashboard`);

      const openings = async () =>
        (await ctx.site.deps.db.select({ action: auditLog.action }).from(auditLog)).filter((r) => r.action === 'view_voter').length;
      const openedBefore = await openings();
      await row.getByRole('button', { name }).click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.getByRole('button', { name: 'Revelar CPF' }).click();
      await dialog.getByText(maskedCpf(cpf)).waitFor();
      expect(await dialog.getByRole('link', { name: 'WhatsApp', exact: true }).getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/55\d{10,11}$/,
      );
      expect(await dialog.getByRole('link', { name: 'Ligar' }).getAttribute('href')).toMatch(/^tel:\+55\d{10,11}$/);

      await dialog.getByLabel('Mandou WhatsApp').check();
      await dialog.getByLabel('Anotações').fill('Mandei o link da live de sábado');
      await dialog.getByRole('button', { name: 'Salvar contato' }).click();
      await page.getByText('Atualizado!').waitFor();
      await page.getByText('Status de contato atualizado com sucesso.').waitFor();
      const history = dialog.getByRole('list', { name: 'Histórico de contato' });
      await history.getByText('Mandei o link da live de sábado').waitFor();
      expect(await history.getByText('Mandou WhatsApp').count()).toBe(1);
      await shot(page, `${tag}-dialog`);
      await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
      await row.getByText('Mandou WhatsApp').waitFor();
      // One opening of the dialog is one entry: the save does not read the voter again.
      expect(await openings()).toBe(openedBefore + 1);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('votantes.csv');
      const csv = readFileSync((await file.path())!, 'utf8');
      expect(csv).toContain(`"${name}"`);
      expect(csv).toContain('"Mandou WhatsApp";"Mandei o link da live de sábado"');
      expect(csv.trim().split('\r\n')).toHaveLength(2);

      // The audit log shows the reveal and the export.
      await page.getByText('Registro de acessos a dados pessoais').click();
      await page.getByText('Revelou o CPF').first().waitFor();
      await page.getByText('Exportou CSV').first().waitFor();
      await page.getByText('Senha do painel recusada').first().waitFor();

      await page.getByRole('button', { name: 'Sair' }).click();
      await page.waitForURL('**/admin/painel-artista');
      expect(await page.evaluate(() => localStorage.getItem('mito_artist_expires_at'))).toBeNull();
      await page.goto('/admin/painel-artista/dashboard');
      await page.waitForURL('**/admin/painel-artista');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
