import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validCpf } from '../factories/voters';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();

/** axe-core with the WCAG 2.x A/AA rules; the serious and critical findings, readable in a failure. */
async function seriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

describe.each([
  ['celular', MOBILE],
  ['desktop', DESKTOP],
] as const)('acessibilidade (axe-core) no %s', (_label, viewport) => {
  it.each([
    '/',
    '/loja',
    '/galeria',
    '/minha-historia',
    '/meu-cupom',
    '/privacidade',
    '/regras',
    '/auth',
    '/esqueci-senha',
    '/redefinir-senha?token=abc',
  ])('%s não tem violação séria nem crítica', async (path) => {
    const { context, page } = await newPage(ctx.browser, ctx.site.url, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    // Wait for what loads after the first paint (the poll, lazy pictures) so it is checked too.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('acessibilidade (axe-core) nos diálogos e no checkout', () => {
  it('visualizador da galeria, diálogos da enquete, oferta do clube e checkout', async () => {
    const { context, page } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await page.goto('/galeria');
    await page.getByRole('button', { name: 'Ver em tela cheia: Palco lotado' }).click();
    await page.getByRole('dialog', { name: 'Foto: Palco lotado' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/?enquete=1');
    await page.getByRole('button', { name: 'Votar' }).first().click();
    const vote = page.getByRole('dialog', { name: 'Confirme seu voto' });
    await vote.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Focus stays in the modal: a dozen Tabs never reach the page behind it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('dialog'))).toBe(true);
    }

    await vote.getByLabel('Nome completo').fill('Ana Funkeira');
    await vote.getByLabel('CPF').fill(validCpf(424_242_424));
    await vote.getByLabel('WhatsApp').fill('11999998888');
    await vote.getByLabel('E-mail').fill('ana@teste.local');
    await vote.getByLabel(/Aceito ser contatado/).check();
    await vote.getByRole('button', { name: 'Confirmar voto' }).click();
    await page.getByRole('button', { name: 'Continuar' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continuar' }).click();

    const offer = page.getByRole('dialog', { name: 'Camiseta oficial do clube' });
    await offer.waitFor();
    await expect.poll(() => offer.getByText(/Restam \d+ unidades do primeiro lote/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await offer.getByText('Camiseta Oficial — Mito Clássico').click();
    await offer.getByLabel('Nome completo').fill('Ana Funkeira');
    await offer.getByLabel('E-mail').fill('ana@teste.local');
    await offer.getByLabel('WhatsApp').pressSequentially('11999998888');
    await offer.getByLabel('CEP').fill('01001000');
    await expect.poll(() => offer.getByLabel('Rua / Logradouro').inputValue()).toBe('Praça da Sé');
    await offer.getByLabel('Número').fill('100');
    await offer.getByRole('button', { name: /Garantir com 20% OFF/ }).click();
    await page.waitForURL(/\/checkout\?order=ord_/);
    await page.getByRole('heading', { name: 'Finalizar pedido' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
