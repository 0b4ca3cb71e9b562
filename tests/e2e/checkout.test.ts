import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { validCpf } from '../factories/voters';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { breakProcedure } from './network-faults';

const ctx = useSiteAndBrowser();

/** `SHOTS=1` keeps screenshots of each step in /tmp for a human look. */
const shot = async (page: Page, name: string, fullPage = true) => {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/e2e-${name}.png`, fullPage });
};

let cpfSeq = 100_000_000;
/** A fresh CPF with valid check digits. */
const nextCpf = () => validCpf(++cpfSeq);

async function voteAndOpenOffer(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Votar' }).first().click();
  // The quick form shows first while the full one loads (vote-dialog-shell.tsx): type into the full one.
  await page.getByRole('button', { name: 'Confirmar voto' }).waitFor();
  await page.getByLabel('Nome completo').fill('Ana Funkeira');
  await page.getByLabel('CPF').fill(nextCpf());
  await page.getByLabel('WhatsApp').fill('11999998888');
  await page.getByLabel('E-mail').fill('ana@teste.local');
  await page.getByLabel(/Aceito ser contatado/).check();
  await page.getByRole('button', { name: 'Confirmar voto' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('dialog', { name: 'Camiseta oficial do clube' }).waitFor();
}

const offer = (page: Page) => page.getByRole('dialog', { name: 'Camiseta oficial do clube' });

async function fillBuyerAndAddress(page: Page, email = 'ana@teste.local') {
  const dialog = offer(page);
  await dialog.getByLabel('Nome completo').fill('Ana Funkeira');
  await dialog.getByLabel('E-mail').fill(email);
  // The offer pre-fills the vote's WhatsApp in this tab; a buyer who wants another number clears it first.
  await dialog.getByLabel('WhatsApp').fill('');
  await dialog.getByLabel('WhatsApp').pressSequentially('11999998888');
  await dialog.getByLabel('CEP').fill('01001000');
  // The server looks the CEP up and fills the rest of the address.
  await expect.poll(() => dialog.getByLabel('Rua / Logradouro').inputValue()).toBe('Praça da Sé');
  expect(await dialog.getByLabel('Bairro').inputValue()).toBe('Sé');
  expect(await dialog.getByLabel('Cidade').inputValue()).toBe('São Paulo');
  expect(await dialog.getByLabel('Estado').inputValue()).toBe('SP');
  await dialog.getByLabel('Número').fill('100');
}

describe('club offer → checkout → payment → confirmation', () => {
  it('a fan votes, picks two shirts and sizes, pays by card and sees the confirmed order (phone)', async () => {
    const { page, errors, context } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    // The order's id is its bearer secret and the CEP is the buyer's: both travel in POST bodies, never in URLs.
    const apiUrls: string[] = [];
    page.on('request', (r) => void (r.url().includes('/trpc/') && apiUrls.push(r.url())));
    await voteAndOpenOffer(page);
    const dialog = offer(page);
    await expect.poll(() => dialog.getByText(/Restam \d+ unidades do primeiro lote/).count()).toBe(1);
    await shot(page, 'offer-open', false);

    // Buy without a shirt: 'Selecione pelo menos uma camiseta'.
    await dialog.getByRole('button', { name: /Garantir com 20% OFF/ }).click();
    await dialog.getByText('Selecione pelo menos uma camiseta').waitFor();

    await dialog.getByText('Camiseta Oficial — Mito Clássico').click();
    await dialog.getByText('Camiseta Estampa Total').click();
    await dialog.getByLabel('Tamanho de Camiseta Oficial — Mito Clássico').selectOption('G');
    await dialog.getByLabel('Tamanho de Camiseta Estampa Total').selectOption('GG');
    await dialog.getByRole('button', { name: 'Aumentar quantidade de Camiseta Oficial — Mito Clássico' }).click();
    await shot(page, 'offer-picked', false);
    await fillBuyerAndAddress(page);
    await shot(page, 'offer-filled', false);
    await dialog.getByRole('button', { name: /Garantir com 20% OFF/ }).click();

    await page.waitForURL(/\/checkout\?order=ord_/);
    await page.getByRole('heading', { name: 'Finalizar pedido' }).waitFor();
    const orderId = new URL(page.url()).searchParams.get('order')!;
    expect(apiUrls.some((u) => u.includes('orders.checkout'))).toBe(true);
    expect(apiUrls.filter((u) => u.includes(orderId) || u.includes('01001000'))).toEqual([]);
    await page
      .getByText('Ainda há unidades livres do primeiro lote: ao finalizar o pagamento, as suas ficam reservadas enquanto você paga.')
      .waitFor();
    const body = async () => (await page.locator('main').textContent()) ?? '';
    expect(await body()).toContain('Prazo de Entrega: 30 dias para o primeiro lote');
    expect(await body()).toContain('Frete incluso no valor');
    expect(await body()).toContain('R$ 239,76');
    expect(await body()).toMatch(/Tamanho: G\s·\sQuantidade: 2/);
    // Before paying, the buyer checks what they typed, in full.
    expect(await body()).toContain('ana@teste.local');
    expect(await body()).toContain('+55 (11) 99999-8888');
    expect(await body()).toContain('Praça da Sé, 100');
    await shot(page, 'checkout');

    await page.getByRole('button', { name: 'Finalizar Pagamento' }).click();
    await page.waitForURL(/\/api\/payment-simulator\/cs_local_/);
    await shot(page, 'simulator');
    await page.getByRole('button', { name: /Pagar com cartão/ }).click();

    await page.waitForURL(/\/pedido\/confirmacao\/MITO-/);
    await page.getByRole('heading', { name: 'Pedido Confirmado' }).waitFor();
    expect(await body()).toContain('Total Pago');
    expect(await body()).toContain('R$ 239,76');
    expect(await body()).toContain('Primeiro lote garantido');
    // The confirmation shows the buyer's details masked only.
    expect(await body()).toContain('a***@teste.local');
    expect(await body()).toContain('+55 (**) *****-8888');
    expect(await body()).toContain('Pra*** · São Paulo/SP · CEP 01001-***');
    for (const clear of ['ana@teste.local', 'Ana Funkeira', '99999-8888', 'Praça da Sé']) expect(await body()).not.toContain(clear);
    await shot(page, 'confirmed');

    const code = page.url().split('/').pop()!;
    const row = await ctx.site.deps.db.select().from(orders).where(eq(orders.orderCode, code)).get();
    expect(row).toMatchObject({ paymentStatus: 'paid', totalAmount: 23976, isFirstBatch: true });
    // The order is linked to the vote made in this browser.
    expect(row!.voteId).not.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('boleto: the confirmation waits honestly, then refreshes itself to confirmed (desktop)', async () => {
    const { page, errors, context } = await newPage(ctx.browser, ctx.site.url, DESKTOP);
    await page.goto('/');
    await page.getByRole('button', { name: 'Quero a camiseta do clube' }).click();
    const dialog = offer(page);
    await dialog.getByText('Camiseta Bonde do Mito').click();
    // A CEP that does not exist: the toast, and the fields stay editable by hand.
    await dialog.getByLabel('CEP').fill('99999999');
    await dialog.getByText('CEP não encontrado').waitFor();
    await dialog.getByLabel('Nome completo').fill('Léo da Quebrada');
    await dialog.getByLabel('E-mail').fill('leo@teste.local');
    await dialog.getByLabel('WhatsApp').pressSequentially('21988887777');
    await dialog.getByLabel('Rua / Logradouro').fill('Rua do Baile');
    await dialog.getByLabel('Número').fill('7');
    await dialog.getByLabel('Bairro').fill('Centro');
    await dialog.getByLabel('Cidade').fill('Rio de Janeiro');
    await dialog.getByLabel('Estado').fill('rj');
    await shot(page, 'offer-desktop', false);
    await dialog.getByRole('button', { name: /Garantir com 20% OFF/ }).click();

    await page.getByRole('button', { name: 'Finalizar Pagamento' }).waitFor();
    await shot(page, 'checkout-desktop');
    await page.getByRole('button', { name: 'Finalizar Pagamento' }).click();
    await page.getByRole('button', { name: /Boleto/ }).click();
    await page.getByRole('heading', { name: 'Aguardando pagamento' }).waitFor();
    await shot(page, 'confirmation-pending');
    await page.getByRole('heading', { name: 'Pedido Confirmado' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('main').textContent()).toContain('R$ 75,92');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a declined payment returns to the checkout page, which lets the fan try again', async () => {
    const { page, context } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Quero a camiseta do clube' }).click();
    await offer(page).getByText('Camiseta Chora Piranha').click();
    await fillBuyerAndAddress(page);
    await offer(page)
      .getByRole('button', { name: /Garantir com 20% OFF/ })
      .click();
    await page.getByRole('button', { name: 'Finalizar Pagamento' }).click();
    await page.getByRole('button', { name: /Recusar pagamento/ }).click();
    await page.waitForURL(/\/checkout\?order=/);
    await page.getByText('O pagamento não foi aprovado. Você pode tentar novamente.').waitFor();
    await page.getByRole('button', { name: 'Finalizar Pagamento' }).click();
    await page.getByRole('button', { name: /Pagar com cartão/ }).click();
    await page.getByRole('heading', { name: 'Pedido Confirmado' }).waitFor();
    await context.close();
  });

  it('after a refused and an expired payment both pages say what is true: units still free, try again; paid, it is masked (phone)', async () => {
    const { page, errors, context } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    const body = async () => (await page.locator('main').textContent()) ?? '';
    await page.goto('/');
    await page.getByRole('button', { name: 'Quero a camiseta do clube' }).click();
    await offer(page).getByText('Camiseta Bonde do Mito').click();
    await fillBuyerAndAddress(page, 'bia@teste.local');
    await offer(page)
      .getByRole('button', { name: /Garantir com 20% OFF/ })
      .click();
    await page
      .getByText('Ainda há unidades livres do primeiro lote: ao finalizar o pagamento, as suas ficam reservadas enquanto você paga.')
      .waitFor();
    const orderId = new URL(page.url()).searchParams.get('order')!;
    const code = (await ctx.site.deps.db.select().from(orders).where(eq(orders.id, orderId)).get())!.orderCode;

    await page.getByRole('button', { name: 'Finalizar Pagamento' }).click();
    await page.getByRole('button', { name: /Recusar pagamento/ }).click();
    await page.waitForURL(/\/checkout\?order=/);
    await page.getByText('O pagamento não foi aprovado. Você pode tentar novamente.').waitFor();
    await page
      .getByText('Ainda há unidades livres do primeiro lote: ao finalizar o pagamento, as suas ficam reservadas enquanto você paga.')
      .waitFor();
    expect(await body()).not.toContain('Este pedido ficou fora das 100 primeiras unidades');
    await shot(page, 'checkout-refused');

    // This tab saw the checkout: its confirmation page says the same and leads back to it.
    await page.goto(`/pedido/confirmacao/${code}`);
    await page.getByRole('heading', { name: 'Pagamento não concluído' }).waitFor();
    await page.getByText('O pagamento não foi aprovado e nada foi cobrado. Você pode tentar novamente.').waitFor();
    expect(await body()).not.toContain('novo pedido');
    expect(await body()).toContain('b***@teste.local');
    expect(await body()).not.toContain('bia@teste.local');
    await shot(page, 'confirmation-refused');

    // Someone with only the code (another phone) cannot reopen that order, and is told what they can do.
    const other = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await other.page.goto(`/pedido/confirmacao/${code}`);
    await other.page
      .getByText('O pagamento não foi aprovado e nada foi cobrado. Você pode fazer um novo pedido pela página inicial.')
      .waitFor();
    expect(await other.page.getByRole('link', { name: 'Tentar novamente' }).count()).toBe(0);
    await other.context.close();

    await page.getByRole('link', { name: 'Tentar novamente' }).click();
    await page.waitForURL(/\/checkout\?order=/);
    await page.getByRole('button', { name: 'Finalizar Pagamento' }).click();
    await page.getByRole('button', { name: /Deixar expirar/ }).click();
    await page.waitForURL(/\/checkout\?order=/);
    await page.getByText('O prazo para pagar este pedido expirou e a reserva foi liberada. Você pode tentar novamente.').waitFor();
    await page.getByText(/Ainda há unidades livres do primeiro lote/).waitFor();
    expect(await body()).not.toContain('Este pedido ficou fora das 100 primeiras unidades');

    await page.getByRole('button', { name: 'Finalizar Pagamento' }).click();
    await page.getByRole('button', { name: /Pagar com cartão/ }).click();
    await page.getByRole('heading', { name: 'Pedido Confirmado' }).waitFor();
    expect(await body()).toContain('Primeiro lote garantido');
    expect(await body()).toContain('b***@teste.local');

    // Paid: the order link shows the details masked too.
    await page.goto(`/checkout?order=${orderId}`);
    await page.getByText('Este pedido já está pago.').waitFor();
    expect(await body()).toContain('b***@teste.local');
    expect(await body()).toContain('+55 (**) *****-8888');
    for (const clear of ['bia@teste.local', 'Ana Funkeira', '99999-8888', 'Praça da Sé']) expect(await body()).not.toContain(clear);
    await shot(page, 'checkout-paid-masked');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("unknown order code: 'Pedido não encontrado' with the code and both buttons; /checkout without an order goes home", async () => {
    const { page, context } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await page.goto('/pedido/confirmacao/MITO-NAOEXISTE00');
    await page.getByRole('heading', { name: 'Pedido não encontrado' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('MITO-NAOEXISTE00');
    await page.getByRole('button', { name: 'Tentar Novamente' }).waitFor();
    await page.getByRole('link', { name: 'Voltar para Home' }).waitFor();
    await shot(page, 'not-found');

    // A confirmation that never answers stops loading after 8 s and offers a retry.
    const stalled = await breakProcedure(page, 'orders.confirmation', 'hang');
    await page.goto('/pedido/confirmacao/MITO-DEMORADO0000');
    await page.getByText('Carregando pedido…').waitFor();
    await page.getByRole('heading', { name: 'Erro ao carregar pedido' }).waitFor({ timeout: 12_000 });
    await page.getByRole('button', { name: 'Tentar Novamente' }).waitFor();
    await stalled.stop();

    await page.goto('/checkout');
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/checkout?order=ord_nao_existe');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByText('Erro ao carregar pedido').waitFor();
    await context.close();
  });
});
