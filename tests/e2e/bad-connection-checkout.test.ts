import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUYER, orderInput, PRODUCT } from '../factories/orders';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { breakProcedure, NEVER_SHOWN, toastWith, visibleTextAndLabels, watchRequests } from './network-faults';

const ctx = useSiteAndBrowser();
/**
 * A first visit: no service worker has cached the app's chunks yet, so a blocked request really fails
 * (a returning visitor's worker would serve them, and Playwright's routes do not see those requests).
 */
const FIRST_VISIT = { serviceWorkers: 'block' as const };

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/bad-connection-${name}.png` });
};

let ipSeq = 0;
/** An order made through the site's own HTTP API, as the club offer makes it. */
async function createOrder(): Promise<string> {
  const res = await fetch(`${ctx.site.url}/trpc/orders.create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ctx.site.url, 'x-forwarded-for': `198.51.100.${++ipSeq}` },
    // Each order its own buyer, as real ones are (per-buyer limits never mix tests).
    body: JSON.stringify(
      orderInput([{ productId: PRODUCT.bonde, size: 'G', quantity: 1 }], {
        email: `falha${ipSeq}@teste.local`,
        whatsapp: `+55 (11) 98888-70${String(ipSeq).padStart(2, '0')}`,
      }),
    ),
  });
  const body = (await res.json()) as { result: { data: { orderId: string } } };
  return body.result.data.orderId;
}

/** What react-query hears when the fan switches to another app and back. */
async function leaveAndComeBack(page: Page) {
  await page.evaluate(() => {
    const set = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    };
    set('hidden');
    set('visible');
  });
}

async function openCheckout(page: Page, orderId: string) {
  await page.goto(`/checkout?order=${orderId}`);
  await page.getByRole('heading', { name: 'Finalizar pedido' }).waitFor();
  await page.getByText(BUYER.name).first().waitFor();
}

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('a página de checkout com conexão ruim (%s)', (label, viewport) => {
  it('um piscar da conexão ao voltar para a aba não tira o fã do pedido', async () => {
    const orderId = await createOrder();
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport, FIRST_VISIT);
    await openCheckout(page, orderId);

    const requests = watchRequests(page);
    const broken = await breakProcedure(page, 'orders.checkout', 'abort');
    await leaveAndComeBack(page);
    await expect.poll(broken.hits).toBeGreaterThan(0);
    // Give a wrong redirect every chance to happen before looking.
    await requests.settled();
    expect(new URL(page.url()).search).toBe(`?order=${orderId}`);
    expect(await page.getByRole('button', { name: 'Finalizar Pagamento' }).isVisible()).toBe(true);
    expect(await toastWith(page, 'Erro ao carregar pedido').count()).toBe(0);
    await broken.stop();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Finalizar Pagamento sem internet avisa, volta ao normal e continua no pedido', async () => {
    const orderId = await createOrder();
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport, FIRST_VISIT);
    await openCheckout(page, orderId);

    const requests = watchRequests(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Finalizar Pagamento' }).click();
    await toastWith(page, 'Erro ao processar pagamento').waitFor();
    await page.getByRole('button', { name: 'Finalizar Pagamento' }).waitFor();
    await requests.settled();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/checkout?order=${orderId}`);
    expect(await toastWith(page, 'Erro ao carregar pedido').count()).toBe(0);
    expect(await page.getByText(BUYER.name).first().isVisible()).toBe(true);
    expect(await visibleTextAndLabels(page)).not.toMatch(NEVER_SHOWN);
    await shot(page, `checkout-offline-${label}`);

    // Back online, the same button goes to the payment page.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Finalizar Pagamento' }).click();
    await page.waitForURL(/\/api\/payment-simulator\//);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('o pedido só some quando não existe mesmo', () => {
  it('sem resposta na primeira leitura: mensagem do site, tentar de novo, e o link fica', async () => {
    const orderId = await createOrder();
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE, FIRST_VISIT);
    const broken = await breakProcedure(page, 'orders.checkout', 'proxy-502');
    await page.goto(`/checkout?order=${orderId}`);
    await page.getByRole('heading', { name: 'Erro ao carregar pedido' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?order=${orderId}`);
    expect(await visibleTextAndLabels(page)).not.toMatch(NEVER_SHOWN);
    await shot(page, 'checkout-first-read-502-celular');

    await broken.stop();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByRole('button', { name: 'Finalizar Pagamento' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('um pedido que não existe leva à página inicial com o aviso do site', async () => {
    const { page, context } = await newPage(ctx.browser, ctx.site.url, MOBILE, FIRST_VISIT);
    await page.goto('/checkout?order=ord_nao_existe');
    await page.waitForURL((u) => u.pathname === '/');
    await toastWith(page, 'Erro ao carregar pedido').waitFor();
    await context.close();
  });
});

describe('avisos antigos não seguem o fã depois de um pedido feito', () => {
  it('Estado inválido e Erro ao criar checkout somem ao chegar no checkout', async () => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE, FIRST_VISIT);
    await page.goto('/?enquete=1');
    await page.getByRole('button', { name: 'Quero a camiseta do clube' }).click();
    const offer = page.getByRole('dialog', { name: 'Camiseta oficial do clube' });
    await offer.getByText('Camiseta Bonde do Mito').click();
    await offer.getByLabel('Nome completo').fill(BUYER.name);
    await offer.getByLabel('E-mail').fill(BUYER.email);
    await offer.getByLabel('WhatsApp').pressSequentially('11999998888');
    await offer.getByLabel('CEP').fill('01001000');
    await expect.poll(() => offer.getByLabel('Rua / Logradouro').inputValue()).toBe('Praça da Sé');
    await offer.getByLabel('Número').fill('100');
    await offer.getByLabel('Estado').fill('ZZ');
    await offer.getByRole('button', { name: /Garantir com 20% OFF/ }).click();
    await toastWith(page, 'Estado inválido').waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('estado');

    await offer.getByLabel('Estado').fill('SP');
    const broken = await breakProcedure(page, 'orders.create', 'proxy-502');
    await offer.getByRole('button', { name: /Garantir com 20% OFF/ }).click();
    await toastWith(page, 'Erro ao criar checkout. Tente novamente.').waitFor();
    expect(await visibleTextAndLabels(page)).not.toMatch(NEVER_SHOWN);
    await shot(page, 'offer-create-502-celular');
    await broken.stop();

    await offer.getByRole('button', { name: /Garantir com 20% OFF/ }).click();
    await page.waitForURL(/\/checkout\?order=/);
    await page.getByRole('heading', { name: 'Finalizar pedido' }).waitFor();
    await expect.poll(() => toastWith(page, 'Estado inválido').count()).toBe(0);
    await expect.poll(() => toastWith(page, 'Erro ao criar checkout').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
