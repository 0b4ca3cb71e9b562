import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { readOutbox } from '../factories/mailbox';
import { voterForm } from '../factories/voters';
import { TEST_ARTIST_PASSWORD, TEST_ARTIST_PASSWORD_HASH } from '../setup/test-config';
import { confirmCouponByMail } from './coupon-steps';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { voteThroughApi } from './voter-steps';

const ctx = useSiteAndBrowser({ ARTIST_PASSWORD_HASH: TEST_ARTIST_PASSWORD_HASH });
const SHOTS = process.env.ARTIST_SHOTS_DIR;
const REASON = 'CPFs gerados em série, da mesma rede, com e-mails de um domínio sem dono conhecido';

/** The whole page, or only `part` (the panel is long: the section is what is looked at). */
async function shot(page: Page, name: string, part?: Locator) {
  if (!SHOTS) return;
  if (part) await part.screenshot({ path: `${SHOTS}/${name}.png` });
  else await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function openPanel(viewport: typeof MOBILE) {
  const opened = await newPage(ctx.browser, ctx.site.url, viewport);
  const { page } = opened;
  await page.goto('/admin/painel-artista');
  await page.getByLabel('Senha').fill(TEST_ARTIST_PASSWORD);
  await page.getByLabel(/Li e concordo/).check();
  await page.getByRole('button', { name: 'Entrar no painel' }).click();
  await page.waitForURL('**/admin/painel-artista/dashboard');
  return opened;
}

describe('integridade do sorteio: um grupo fabricado é encontrado, anulado com motivo, avisado e publicado', () => {
  const farm: string[] = [];

  it('390×844: seis cupons da mesma rede em minutos, CPFs válidos gerados e um domínio pega-tudo, anulados no painel', async () => {
    // Every vote of this site comes from one address (the test's own): one network, one confirming address.
    for (let i = 0; i < 6; i++) {
      const form = voterForm({ email: `cupom${i}@fazenda-cupons.com.br` });
      await voteThroughApi(ctx.site.url, form, `opt_design${(i % 5) + 1}`);
      farm.push(form.email);
    }
    await Promise.all(farm.map((e) => confirmCouponByMail(ctx.site, e)));

    const m = await openPanel(MOBILE);
    const panel = m.page.getByRole('region', { name: 'Integridade do sorteio' });
    await panel.getByRole('button', { name: 'Verificar cupons' }).click();
    const group = panel.getByTestId('grupo-suspeito').filter({ hasText: 'Muitos cupons da mesma rede em poucos minutos' });
    await group.getByText('6 cupons').waitFor();
    await group.getByText('6 confirmados').waitFor();
    expect(await group.getByText(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/).count()).toBe(3);
    expect(await group.getByText(/^c\*\*\*@fazenda-cupons\.com\.br$/).count()).toBe(3);
    await panel.getByTestId('grupo-suspeito').filter({ hasText: 'Um mesmo domínio de e-mail' }).waitFor();
    await shot(m.page, 'integridade-grupos-mobile', panel);
    expect(await m.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await group.getByRole('button', { name: 'Anular cupons' }).click();
    const dialog = m.page.getByRole('dialog', { name: 'Anular cupons?' });
    await dialog.getByText('6 cupons · Muitos cupons da mesma rede em poucos minutos').waitFor();
    // A reason that says nothing is refused by the same rule the server applies.
    await dialog.getByLabel('Motivo').fill('fraude');
    await dialog.getByRole('button', { name: 'Anular cupons' }).click();
    await dialog.getByText('Explique o motivo em pelo menos 10 caracteres').waitFor();
    await dialog.getByLabel('Motivo').fill(REASON);
    await shot(m.page, 'integridade-anular-mobile', dialog);
    await dialog.getByRole('button', { name: 'Anular cupons' }).click();
    await m.page.getByText('6 cupons anulados. Cada votante foi avisado por e-mail.').first().waitFor();
    await panel.getByText('Nenhum grupo suspeito encontrado.').waitFor();
    await panel.getByText(REASON, { exact: false }).waitFor();
    await shot(m.page, 'integridade-anulado-mobile', panel);
    expect(m.errors).toEqual([]);
    await m.context.close();

    // Each voter of the group is told, in their own inbox.
    await expect.poll(() => readOutbox(ctx.site.dataDir).filter((x) => x.kind === 'coupon_voided').length, { timeout: 15_000 }).toBe(6);
    const voided = readOutbox(ctx.site.dataDir).filter((x) => x.kind === 'coupon_voided');
    expect(voided.map((x) => x.to).sort()).toEqual([...farm].sort());
    expect(voided[0]!.subject).toBe('Seu cupom do sorteio foi anulado');
    const audits = await ctx.site.deps.db.select().from(auditLog);
    expect(audits.filter((a) => a.action === 'raffle_void').map((a) => a.target)).toEqual([
      `6 cupons anulados (Muitos cupons da mesma rede em poucos minutos). Motivo: ${REASON}`,
    ]);
  });

  it('1280×800: /sorteio diz quantos cupons foram anulados e por quê, sem dados pessoais; o registro mostra a anulação', async () => {
    const d = await newPage(ctx.browser, ctx.site.url, DESKTOP);
    await d.page.goto('/sorteio');
    const voids = d.page.getByRole('region', { name: 'Cupons anulados' });
    await voids.getByText('6 cupons anulados', { exact: true }).first().waitFor();
    await voids.getByText('Muitos cupons da mesma rede em poucos minutos').waitFor();
    await voids.getByText(REASON).waitFor();
    const text = (await voids.textContent())!;
    expect(text).not.toMatch(/fazenda-cupons|\*\*\*|@/);
    await shot(d.page, 'sorteio-anulados-desktop');
    expect(d.errors).toEqual([]);
    await d.context.close();

    const p = await openPanel(DESKTOP);
    await p.page.getByText('Registro de acessos a dados pessoais').click();
    await p.page.getByText('Anulou cupons do sorteio').first().waitFor();
    const panel = p.page.getByRole('region', { name: 'Integridade do sorteio' });
    await panel.getByRole('button', { name: 'Verificar cupons' }).click();
    await panel.getByText('Nenhum grupo suspeito encontrado.').waitFor();
    await panel.getByText(REASON, { exact: false }).waitFor();
    await shot(p.page, 'integridade-painel-desktop', panel);
    expect(p.errors).toEqual([]);
    await p.context.close();
  });
});
