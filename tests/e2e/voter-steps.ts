import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { voterForm } from '../factories/voters';

/** A design's card in the poll, found by its name as the fan reads it. */
export const pollCard = (page: Page, name: string) => page.getByRole('listitem', { name });

/** Fills the open vote form the way a fan types it (CPF and WhatsApp key by key, through the masks) and accepts to be contacted about the vote. */
export async function fillVoterForm(page: Page, cpfDigits: string, email = 'maria@exemplo.com.br') {
  // The quick form shows first while the full one loads (vote-dialog-shell.tsx): type into the full one.
  await page.getByRole('button', { name: 'Confirmar voto' }).waitFor();
  await page.getByLabel('Nome completo').fill('Maria Aparecida');
  await page.getByLabel('CPF').pressSequentially(cpfDigits);
  await page.getByLabel('WhatsApp').pressSequentially('11987654321');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/Aceito ser contatado/).check();
}

/** On the poll, a fan votes for `design` with this CPF: Votar on its card, the form filled, Confirmar voto. */
export async function voteFor(page: Page, design: string, cpfDigits: string, email?: string) {
  await page.goto('/?enquete=1');
  await pollCard(page, design).getByRole('button', { name: 'Votar' }).click();
  await fillVoterForm(page, cpfDigits, email);
  await page.getByRole('button', { name: 'Confirmar voto' }).click();
}

/** A vote through the site's API, as the voter's browser sends it: the answer's coupon and voter token. */
export async function voteThroughApi(siteUrl: string, form: ReturnType<typeof voterForm>, optionId: string) {
  const res = await fetch(`${siteUrl}/trpc/poll.vote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ ...form, optionId }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { data: { coupon: string; voterToken: string } } }).result.data;
}
