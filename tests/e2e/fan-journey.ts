import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { maskedCpf } from '../factories/voters';
import { MOBILE, newPage } from './harness';
import { fillVoterForm, pollCard } from './voter-steps';

export const DESIGNS = ['Mito Clássico', 'Favela Venceu', 'Bonde do Mito', 'Chora Piranha', 'Estampa Total'];
export const COUPON = /^MITO-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/;

/**
 * The fan's journey of the README's main command: lands on `/?enquete=1`, votes,
 * gets the coupon, reloads and sees 'Seu Voto', changes the vote and keeps the
 * coupon. Run against every way of starting the site (tests/e2e/poll.test.ts,
 * tests/e2e/run-modes.test.ts). Returns the coupon.
 */
export async function fanVotesAndChangesVote(browser: Browser, baseURL: string, cpf: string): Promise<string> {
  const { page, context, errors } = await newPage(browser, baseURL, MOBILE);
  await page.goto('/?enquete=1');
  for (const name of DESIGNS) await pollCard(page, name).getByRole('heading', { name }).waitFor();
  expect(await page.getByText('Encerra em 7 dias').isVisible()).toBe(true);
  expect(await pollCard(page, 'Favela Venceu').getByText('431 votos').isVisible()).toBe(true);

  await pollCard(page, 'Favela Venceu').getByRole('button', { name: 'Votar' }).click();
  const form = page.getByRole('dialog', { name: 'Confirme seu voto' });
  await form.waitFor();
  await form.getByRole('button', { name: 'Confirmar voto' }).waitFor();
  await fillVoterForm(page, cpf);
  expect(await page.getByLabel('CPF').inputValue()).toBe(maskedCpf(cpf));
  expect(await page.getByLabel('WhatsApp').inputValue()).toBe('+55 (11) 98765-4321');
  await form.getByRole('button', { name: 'Confirmar voto' }).click();

  const done = page.getByRole('dialog', { name: 'Voto confirmado!' });
  await done.waitFor();
  const coupon = (await done.getByTestId('cupom-sorteio').textContent())?.trim() ?? '';
  expect(coupon).toMatch(COUPON);
  expect(await page.evaluate(() => localStorage.getItem('mito_voter_token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(cpf);
  await done.getByRole('button', { name: 'Continuar' }).click();
  await done.waitFor({ state: 'hidden' });

  await page.reload();
  await pollCard(page, 'Favela Venceu').getByText('Seu Voto', { exact: true }).waitFor();
  expect(await page.getByTestId('meu-cupom').textContent()).toBe(coupon);
  expect(
    await pollCard(page, 'Favela Venceu')
      .getByText(/^\d{1,2},\d%$/)
      .isVisible(),
  ).toBe(true);
  expect(await pollCard(page, 'Mito Clássico').getByText('Seu Voto', { exact: true }).count()).toBe(0);

  await pollCard(page, 'Chora Piranha').getByRole('button', { name: 'Mudar voto' }).click();
  const change = page.getByRole('dialog', { name: 'Mudar seu voto?' });
  await change.waitFor();
  expect(await change.getByText(coupon).isVisible()).toBe(true);
  await change.getByRole('button', { name: 'Confirmar mudança' }).click();
  await pollCard(page, 'Chora Piranha').getByText('Seu Voto', { exact: true }).waitFor();

  await page.reload();
  await pollCard(page, 'Chora Piranha').getByText('Seu Voto', { exact: true }).waitFor();
  expect(await pollCard(page, 'Favela Venceu').getByText('Seu Voto', { exact: true }).count()).toBe(0);
  expect(await page.getByTestId('meu-cupom').textContent()).toBe(coupon);

  await page.goto('/meu-cupom');
  await page.getByText('Sorteio aberto').waitFor();
  expect(await page.getByText(coupon).first().isVisible()).toBe(true);
  expect(await page.getByText('Chora Piranha').first().isVisible()).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
  return coupon;
}
