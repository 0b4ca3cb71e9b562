import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditLog, polls } from '../../db/schema';
import { voterForm } from '../factories/voters';
import { TEST_ARTIST_PASSWORD, TEST_ARTIST_PASSWORD_HASH } from '../setup/test-config';
import { confirmCouponByMail } from './coupon-steps';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { voteThroughApi } from './voter-steps';

const ctx = useSiteAndBrowser({ ARTIST_PASSWORD_HASH: TEST_ARTIST_PASSWORD_HASH });
const SHOTS = process.env.ARTIST_SHOTS_DIR;
const SEED = 'Loteria Federal 05923: 12345';

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** axe-core's serious and critical findings inside the open dialog. */
async function dialogViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('dialog[open]')
    .analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

async function vote(optionId: string) {
  const form = voterForm();
  await voteThroughApi(ctx.site.url, form, optionId);
  return form.email;
}

type Status = { state: string; couponsSha256: string; couponCount: number; draw: { seed: string } | null };
const status = async () => ((await (await fetch(`${ctx.site.url}/trpc/raffle.status`)).json()) as { result: { data: Status } }).result.data;

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

/** The seed, then the check: the dialog with what the draw will use and the second seed. */
async function openCheck(page: Page) {
  await page.getByLabel('Semente pública anunciada').fill(SEED);
  await page.getByRole('button', { name: 'Conferir e sortear' }).click();
  return page.getByRole('dialog', { name: 'Confira antes de sortear' });
}

async function expectPreview(dialog: Locator, frozen: Status) {
  await dialog.getByTestId('previa-hash').getByText(frozen.couponsSha256).waitFor();
  expect((await dialog.getByTestId('previa-semente').textContent())!.trim()).toBe(SEED);
  expect((await dialog.getByTestId('previa-cupons').textContent())!.trim()).toBe(String(frozen.couponCount));
}

const audits = async (action: string) =>
  (await ctx.site.deps.db.select({ action: auditLog.action }).from(auditLog)).filter((a) => a.action === action).length;

/** 'Marcar como resgatado' on a card, confirmed; then 'Desfazer', confirmed: the card is back as it was. */
async function claimThenUndo(page: Page, card: Locator, tag: string) {
  const claims = await audits('claim_prize');
  const undos = await audits('unclaim_prize');
  await card.getByRole('button', { name: 'Marcar como resgatado' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar resgate' });
  await confirm.getByText('Você pode desfazer enquanto a rodada seguinte não for sorteada.').waitFor();
  // Cancel first: nothing is marked.
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await card.getByText('Resgatado', { exact: true }).count()).toBe(0);
  expect(await audits('claim_prize')).toBe(claims);

  await card.getByRole('button', { name: 'Marcar como resgatado' }).click();
  // The prize goes only to the CPF holder: without the document checked, nothing can be confirmed.
  const confirmButton = confirm.getByRole('button', { name: 'Confirmar resgate' });
  expect(await confirmButton.isDisabled()).toBe(true);
  await confirm.getByLabel('Documento do titular do CPF conferido').check();
  await shot(page, `confirmar-resgate-${tag}`);
  await confirmButton.click();
  await page
    .getByText(/Prêmio resgatado!/)
    .first()
    .waitFor();
  await card.getByText('Resgatado', { exact: true }).waitFor();
  expect(await audits('claim_prize')).toBe(claims + 1);

  await card.getByRole('button', { name: 'Desfazer' }).click();
  const undo = page.getByRole('dialog', { name: 'Desfazer o resgate?' });
  await undo.getByText(/o mês grátis do plano Bronze/).waitFor();
  await shot(page, `desfazer-resgate-${tag}`);
  expect(await dialogViolations(page)).toEqual([]);
  await undo.getByRole('button', { name: 'Desfazer resgate' }).click();
  await page.getByText('Resgate desfeito.').first().waitFor();
  await card.getByRole('button', { name: 'Marcar como resgatado' }).waitFor();
  expect(await card.getByText('Resgatado', { exact: true }).count()).toBe(0);
  expect(await audits('unclaim_prize')).toBe(undos + 1);
}

describe('sorteio confirmado: a semente duas vezes antes de sortear; resgate com confirmação e desfazer', () => {
  let frozen: Status;

  it('390×844: a prévia mostra semente, hash e número de cupons; com a segunda semente diferente, Sortear fica desligado', async () => {
    const emails = [];
    for (let i = 0; i < 6; i++) emails.push(await vote(`opt_design${(i % 5) + 1}`));
    await Promise.all(emails.map((e) => confirmCouponByMail(ctx.site, e)));
    await ctx.site.deps.db.update(polls).set({ closesAt: new Date(Date.now() - 1) });

    const m = await openPanel(MOBILE);
    await m.page.getByRole('button', { name: 'Congelar lista de cupons agora' }).click();
    await m.page.getByText('Lista de cupons congelada!').waitFor();
    frozen = await status();
    expect(frozen).toMatchObject({ state: 'frozen', couponCount: 6 });
    const check = await openCheck(m.page);
    await expectPreview(check, frozen);
    const draw = check.getByRole('button', { name: 'Sortear', exact: true });
    expect(await draw.isDisabled()).toBe(true);
    await check.getByLabel('Digite a semente de novo').fill('Loteria Federal 05923: 12354');
    await check.getByText('As duas sementes não conferem.').waitFor();
    expect(await draw.isDisabled()).toBe(true);
    await shot(m.page, 'sorteio-conferir-mobile');
    expect(await dialogViolations(m.page)).toEqual([]);
    expect(await m.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await check.getByRole('button', { name: 'Cancelar' }).click();
    expect(await status()).toMatchObject({ state: 'frozen', draw: null });
    expect(m.errors).toEqual([]);
    await m.context.close();
  });

  it('1280×800: uma semente diferente deixa Sortear desligado, a mesma sorteia; resgate confirmado e desfeito', async () => {
    const d = await openPanel(DESKTOP);
    const check = await openCheck(d.page);
    await expectPreview(check, frozen);
    const draw = check.getByRole('button', { name: 'Sortear', exact: true });
    await check.getByLabel('Digite a semente de novo').fill(`${SEED}6`);
    await check.getByText('As duas sementes não conferem.').waitFor();
    expect(await draw.isDisabled()).toBe(true);
    await check.getByLabel('Digite a semente de novo').fill(SEED);
    await check.getByText('As duas sementes conferem.').waitFor();
    await shot(d.page, 'sorteio-conferir-desktop');
    await draw.click();
    await d.page.getByText('Sorteio realizado!').waitFor();
    await d.page.getByText(`Sorteado com a semente “${SEED}”`).waitFor();
    // What the dialog showed is what /sorteio publishes.
    expect(await status()).toMatchObject({ state: 'drawn', couponsSha256: frozen.couponsSha256, couponCount: 6, draw: { seed: SEED } });

    const cards = d.page.getByTestId('ganhador');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(6);
    await claimThenUndo(d.page, cards.first(), 'desktop');
    await d.page.getByText('Registro de acessos a dados pessoais').click();
    await d.page.getByText('Desfez o resgate do prêmio').first().waitFor();
    expect(d.errors).toEqual([]);
    await d.context.close();
  });

  it('390×844: o resgate de outro ganhador, confirmado e desfeito', async () => {
    const m = await openPanel(MOBILE);
    const cards = m.page.getByTestId('ganhador');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(6);
    await claimThenUndo(m.page, cards.nth(1), 'mobile');
    expect(await m.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(m.errors).toEqual([]);
    await m.context.close();
  });
});
