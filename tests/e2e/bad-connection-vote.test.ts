import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validCpf } from '../factories/voters';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { breakProcedure, NEVER_SHOWN, overlaps, sonnerChunk, toastWith, visibleTextAndLabels, type Fault } from './network-faults';
import { fillVoterForm, pollCard } from './voter-steps';

const ctx = useSiteAndBrowser();
/**
 * A first visit: no service worker has cached the app's chunks yet, so a blocked request really fails
 * (a returning visitor's worker would serve them, and Playwright's routes do not see those requests).
 */
const FIRST_VISIT = { serviceWorkers: 'block' as const };

/** `SHOTS=1` keeps screenshots of the failure states in /tmp for a human look. */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/bad-connection-${name}.png` });
};

let cpfSeq = 610_000_000;
const nextCpf = () => validCpf(++cpfSeq);

async function openVoteForm(page: Page, design = 'Mito Clássico') {
  await page.goto('/?enquete=1');
  await pollCard(page, design).getByRole('button', { name: 'Votar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirme seu voto' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Confirmar voto' }).waitFor();
  return dialog;
}

/** What the fan typed is still in the form. */
async function typedDataKept(page: Page, cpf: string) {
  expect(await page.getByLabel('Nome completo').inputValue()).toBe('Maria Aparecida');
  expect((await page.getByLabel('CPF').inputValue()).replace(/\D/g, '')).toBe(cpf);
  expect(await page.getByLabel('WhatsApp').inputValue()).toBe('+55 (11) 98765-4321');
  expect(await page.getByLabel('E-mail').inputValue()).toBe('maria@exemplo.com.br');
}

/** The focused field is where the fan can see it: nothing (sticky bar, toast) sits over its middle. */
const focusedFieldInSight = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el.tagName !== 'INPUT') return false;
    const box = el.getBoundingClientRect();
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === el;
  });

async function boxOf(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  if (!box) throw new Error('element not on screen');
  return box;
}

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('conexão ruim no formulário de voto (%s)', (label, viewport) => {
  it('sem internet e sem o código dos avisos, CONFIRMAR VOTO mantém o diálogo, os dados e o cabeçalho, e mostra o aviso do site', async () => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport, FIRST_VISIT);
    // The toast library's chunk cannot be fetched at all: the page must show its own toast.
    await page.route(`**${sonnerChunk()}`, (route) => route.abort('internetdisconnected'));
    const dialog = await openVoteForm(page);
    const cpf = nextCpf();
    await fillVoterForm(page, cpf);

    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Confirmar voto' }).click();

    await toastWith(page, 'Erro ao votar. Tente novamente.').waitFor();
    await dialog.locator('form').getByRole('alert').filter({ hasText: 'Erro ao votar. Tente novamente.' }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await typedDataKept(page, cpf);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await visibleTextAndLabels(page)).not.toMatch(NEVER_SHOWN);

    // Its screen-reader labels are Portuguese too, and it keeps clear of the dialog's title and close button.
    const toastBox = await boxOf(page, toastWith(page, 'Erro ao votar'));
    expect(overlaps(toastBox, await boxOf(page, dialog.getByRole('heading', { name: 'Confirme seu voto' })))).toBe(false);
    expect(overlaps(toastBox, await boxOf(page, dialog.getByRole('button', { name: 'Fechar', exact: true })))).toBe(false);
    expect(overlaps(toastBox, await boxOf(page, dialog.getByRole('button', { name: 'Confirmar voto' })))).toBe(false);
    await page.getByRole('region', { name: 'Notificações' }).getByRole('button', { name: 'Fechar aviso' }).first().waitFor();
    await shot(page, `vote-offline-${label}`);

    // Back online, the same form votes.
    await context.setOffline(false);
    await page.unroute(`**${sonnerChunk()}`);
    await dialog.getByRole('button', { name: 'Confirmar voto' }).click();
    await page.getByRole('dialog', { name: 'Voto confirmado!' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('cada falha da chamada de voto mostra a mensagem do site, nunca o texto da biblioteca', () => {
  it('502 em HTML, página HTML, 500 sem formato, conexão caída e resposta que nunca chega', async () => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE, FIRST_VISIT);
    await page.clock.install();
    const dialog = await openVoteForm(page, 'Bonde do Mito');
    const cpf = nextCpf();
    await fillVoterForm(page, cpf);

    const faults: Fault[] = ['proxy-502', 'html-200', 'json-500', 'abort', 'hang'];
    for (const fault of faults) {
      const broken = await breakProcedure(page, 'poll.vote', fault);
      await dialog.getByRole('button', { name: 'Confirmar voto' }).click();
      await expect.poll(broken.hits).toBeGreaterThan(0);
      // A request that hangs is given up by the page after its timeout (15 s on the page's clock).
      if (fault === 'hang') await page.clock.fastForward(16_000);
      await toastWith(page, 'Erro ao votar. Tente novamente.').first().waitFor();
      expect(await visibleTextAndLabels(page), fault).not.toMatch(NEVER_SHOWN);
      await typedDataKept(page, cpf);
      if (fault === 'proxy-502') await shot(page, 'vote-502-celular');
      await broken.stop();
      await page.evaluate(() =>
        document.querySelectorAll('[data-sonner-toast] button[aria-label="Fechar aviso"]').forEach((b) => (b as HTMLButtonElement).click()),
      );
      await expect.poll(() => toastWith(page, 'Erro ao votar').count()).toBe(0);
    }
    expect(await dialog.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('formulários depois de uma falha', () => {
  it('o foco vai para o campo que o aviso nomeia, não para o CPF', async () => {
    const { page, context } = await newPage(ctx.browser, ctx.site.url, MOBILE, FIRST_VISIT);
    const dialog = await openVoteForm(page);
    await page.getByLabel('Nome completo').fill('Jo');
    await page.getByLabel('CPF').pressSequentially('11111111111');
    await dialog.getByRole('button', { name: 'Confirmar voto' }).click();
    await toastWith(page, 'Nome deve ter pelo menos 3 caracteres').waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');
    await expect.poll(() => focusedFieldInSight(page)).toBe(true);
    await context.close();
  });

  it('a oferta já vem com nome, e-mail e WhatsApp do voto nesta aba (nunca o CPF), guarda as camisetas ao fechar e foca o campo do aviso', async () => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE, FIRST_VISIT);
    const dialog = await openVoteForm(page, 'Favela Venceu');
    const cpf = nextCpf();
    await fillVoterForm(page, cpf);
    await dialog.getByRole('button', { name: 'Confirmar voto' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    const offer = page.getByRole('dialog', { name: 'Camiseta oficial do clube' });
    await offer.waitFor();

    await offer.getByText('Camiseta Oficial — Mito Clássico').click();
    await offer.getByLabel('Tamanho de Camiseta Oficial — Mito Clássico').selectOption('GG');
    expect(await offer.getByLabel('Nome completo').inputValue()).toBe('Maria Aparecida');
    expect(await offer.getByLabel('E-mail').inputValue()).toBe('maria@exemplo.com.br');
    expect(await offer.getByLabel('WhatsApp').inputValue()).toBe('+55 (11) 98765-4321');
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(cpf);
    expect(stored).not.toContain(cpf.slice(0, 3) + '.' + cpf.slice(3, 6));

    // Closing and reopening keeps the chosen shirt, its size and what was typed.
    await offer.getByRole('button', { name: 'Fechar', exact: true }).click();
    await offer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Quero a camiseta do clube' }).click();
    await offer.waitFor();
    expect(await offer.getByRole('checkbox', { name: /Camiseta Oficial — Mito Clássico/ }).isChecked()).toBe(true);
    expect(await offer.getByLabel('Tamanho de Camiseta Oficial — Mito Clássico').inputValue()).toBe('GG');

    // A bad name: the toast names it and focus goes there, not to the CEP.
    await offer.getByLabel('Nome completo').fill('Jo');
    await offer.getByRole('button', { name: /Garantir com 20% OFF/ }).click();
    await toastWith(page, 'Nome deve ter pelo menos 3 caracteres').waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');
    await shot(page, 'offer-focus-celular');
    await expect.poll(() => focusedFieldInSight(page)).toBe(true);

    // Another tab of the same browser starts clean: the pre-fill belongs to the tab it was typed in.
    const other = await context.newPage();
    await other.goto('/');
    expect(await other.evaluate(() => sessionStorage.getItem('mito_contact_prefill'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('as outras chamadas da enquete e da oferta também falam a língua do site', () => {
  it('mudar o voto, carregar camisetas e buscar o CEP com o servidor fora do ar', async () => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE, FIRST_VISIT);
    const dialog = await openVoteForm(page, 'Chora Piranha');
    await fillVoterForm(page, nextCpf());
    await dialog.getByRole('button', { name: 'Confirmar voto' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    const offer = page.getByRole('dialog', { name: 'Camiseta oficial do clube' });
    await offer.getByText('Camiseta Chora Piranha').click();

    // CEP look-up behind a proxy that answers HTML.
    const cep = await breakProcedure(page, 'shop.lookupCep', 'proxy-502');
    await offer.getByLabel('CEP').fill('01001000');
    await toastWith(page, 'Erro ao buscar CEP').waitFor();
    expect(await visibleTextAndLabels(page)).not.toMatch(NEVER_SHOWN);
    await cep.stop();
    await offer.getByRole('button', { name: 'Fechar', exact: true }).click();

    // Changing the vote with the connection gone: the question stays open to try again.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await pollCard(page, 'Favela Venceu').getByRole('button', { name: /Mudar/ }).click();
    const change = page.getByRole('dialog', { name: 'Mudar seu voto?' });
    await change.getByRole('button', { name: 'Confirmar mudança' }).click();
    await toastWith(page, 'Erro ao alterar voto. Tente novamente.').waitFor();
    expect(await change.isVisible()).toBe(true);
    expect(await visibleTextAndLabels(page)).not.toMatch(NEVER_SHOWN);
    await context.setOffline(false);
    await change.getByRole('button', { name: 'Confirmar mudança' }).click();
    await change.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a lista de camisetas que não carrega mostra "Erro ao carregar produtos" e deixa tentar de novo', async () => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE, FIRST_VISIT);
    const products = await breakProcedure(page, 'shop.clubProducts', 'html-200');
    await page.goto('/?enquete=1');
    await page.getByRole('button', { name: 'Quero a camiseta do clube' }).click();
    const offer = page.getByRole('dialog', { name: 'Camiseta oficial do clube' });
    await toastWith(page, 'Erro ao carregar produtos').waitFor();
    await offer.getByRole('button', { name: 'Tentar novamente' }).waitFor();
    expect(await visibleTextAndLabels(page)).not.toMatch(NEVER_SHOWN);
    await products.stop();
    await offer.getByRole('button', { name: 'Tentar novamente' }).click();
    await offer.getByText('Camiseta Bonde do Mito').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('o código de um diálogo que não chega', () => {
  it('tocar em Votar sem sinal mantém a página e avisa; com sinal de volta, o formulário abre', async () => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE, FIRST_VISIT);
    await page.goto('/?enquete=1');
    await pollCard(page, 'Mito Clássico').getByRole('button', { name: 'Votar' }).waitFor();
    const blocked = (url: URL) => /\/assets\/vote-dialog-/.test(url.pathname);
    await page.route(blocked, (route) => route.abort('internetdisconnected'));
    await pollCard(page, 'Mito Clássico').getByRole('button', { name: 'Votar' }).click();
    await toastWith(page, 'Não foi possível carregar. Verifique sua conexão e tente novamente.').waitFor();
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await pollCard(page, 'Mito Clássico').isVisible()).toBe(true);
    expect(await visibleTextAndLabels(page)).not.toMatch(NEVER_SHOWN);
    await shot(page, 'vote-chunk-celular');

    await page.unroute(blocked);
    await pollCard(page, 'Mito Clássico').getByRole('button', { name: 'Votar' }).click();
    await page.getByRole('dialog', { name: 'Confirme seu voto' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
