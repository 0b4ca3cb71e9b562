import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makePost } from '../factories/feed';
import { makeSubscriber } from '../factories/sessions';
import { DESKTOP, MOBILE, newMemberPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();

/** 'Seus limites' as the member sees it: beside the feed on a computer, inside the composer (opened by a tap) on a phone. */
async function limitsPanel(page: Page, phone: boolean) {
  if (phone) await page.getByLabel('O que você quer compartilhar?').click();
  const panel = page.getByRole('region', { name: /Seus limites/ }).filter({ visible: true });
  await panel.waitFor();
  return panel;
}

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('o painel de limites mostra o limite mais perto, no %s', (label, viewport) => {
  const phone = viewport === MOBILE;

  it('Prata com 20 posts nos últimos 10 minutos: o limite de 25 em 10 minutos, mais perto que o do dia', async () => {
    const prata = await makeSubscriber(ctx.site.deps, 'tier_prata');
    for (let i = 0; i < 20; i++) await makePost(ctx.site.deps, prata.userId, { content: `Seguidinho ${i} (${label})` });
    const { page, context, errors } = await newMemberPage(ctx.browser, ctx.site.url, viewport, prata.cookie);
    await page.goto('/feed');
    const panel = await limitsPanel(page, phone);
    await expect.poll(() => panel.getByTestId('usage-posts').textContent()).toBe('20 de 50');
    expect(await panel.getByTestId('usage-burst').textContent()).toBe('20 de 25');
    expect(await panel.getByText('Últimos 10 minutos').count()).toBe(1);
    const bar = panel.locator('progress');
    expect(await bar.getAttribute('aria-label')).toBe('Posts nos últimos 10 minutos: 20 de 25 (80%)');
    expect(await bar.getAttribute('data-tone')).toBe('warn');
    await panel.getByText('Você está perto do limite de 25 posts em 10 minutos.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Bronze no limite do dia lê 'Limite diário de posts atingido. Faça upgrade para postar mais!'", async () => {
    const bronze = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    for (let i = 0; i < 10; i++) await makePost(ctx.site.deps, bronze.userId, { content: `Post do dia ${i} (${label})` });
    const { page, context, errors } = await newMemberPage(ctx.browser, ctx.site.url, viewport, bronze.cookie);
    await page.goto('/feed');
    const panel = await limitsPanel(page, phone);
    await expect.poll(() => panel.getByTestId('usage-posts').textContent()).toBe('10 de 10');
    // Bronze's burst is its whole day: the day's limit is the one that counts.
    expect(await panel.getByTestId('usage-burst').count()).toBe(0);
    const hint = panel.getByText(/^Limite diário de posts atingido/);
    expect(await hint.textContent()).toBe('Limite diário de posts atingido. Faça upgrade para postar mais!');
    expect(await hint.getByRole('link', { name: 'Faça upgrade' }).getAttribute('href')).toBe('/pricing');
    expect(errors).toEqual([]);
    await context.close();
  });
});
