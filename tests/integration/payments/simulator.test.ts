import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import type { CreateOrderInput } from '../../../worker/contracts/orders';
import { makeOrder, nextIp, PRODUCT } from '../../factories/orders';
import { testApp } from '../../setup/test-app';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
// The simulator is the file's own (t.simulator), which exists once the hooks have made the deps.
let app: ReturnType<typeof testApp>;
beforeAll(() => {
  app = testApp(t, { clientIp: () => '127.0.0.1', mounts: { paymentSimulator: { ...t.simulator, boletoConfirmDelayMs: 50 } } });
});
const ORIGIN = 'http://localhost:3000';

async function openCheckout(items: CreateOrderInput['items'] = [{ productId: PRODUCT.design1, size: 'G', quantity: 2 }]) {
  const order = await makeOrder(t, items);
  const { url } = await t.caller({ ip: nextIp() }).orders.startPayment({ orderId: order.orderId });
  const row = (await t.deps.db.select().from(orders).where(eq(orders.id, order.orderId)).get())!;
  return { order, url, row };
}
const press = (url: string, action: string) =>
  app.request(`${ORIGIN}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: `action=${action}`,
  });
const status = async (id: string) => (await t.deps.db.select().from(orders).where(eq(orders.id, id)).get())!.paymentStatus;

describe('local payment simulator (hosted checkout of the embedded default)', () => {
  it('shows the order lines, the total and the five choices, without any script', async () => {
    const { url, row } = await openCheckout();
    const res = await app.request(`${ORIGIN}${url}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(row.orderCode);
    expect(html).toContain('R$ 143,84');
    for (const label of ['Pagar com cartão', 'Pix (pago)', 'Boleto (pendente → pago)', 'Recusar pagamento', 'Deixar expirar'])
      expect(html).toContain(label);
    expect(html).not.toMatch(/<script/i);
    expect((await app.request(`${ORIGIN}/api/payment-simulator/cs_local_nope`)).status).toBe(404);
  });

  it('card: signed event through the webhook → paid → redirect to the confirmation page', async () => {
    const { order, url, row } = await openCheckout();
    const res = await press(url, 'card');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/pedido/confirmacao/${row.orderCode}`);
    expect(await status(order.orderId)).toBe('paid');
    // The session is spent: pressing again changes nothing.
    expect((await press(url, 'card')).headers.get('location')).toContain('aviso=sessao-encerrada');
  });

  it('Pix (pago): completed unpaid, then async success', async () => {
    const { order, url } = await openCheckout();
    expect((await press(url, 'pix')).status).toBe(303);
    expect(await t.deps.db.select().from(orders).where(eq(orders.id, order.orderId)).get()).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'pix',
    });
  });

  it('Boleto: pending first (Aguardando pagamento), paid when the bank confirms', async () => {
    const { order, url, row } = await openCheckout();
    const res = await press(url, 'boleto');
    expect(res.headers.get('location')).toBe(`${ORIGIN}/pedido/confirmacao/${row.orderCode}`);
    expect(await status(order.orderId)).toBe('pending');
    expect((await t.caller().orders.confirmation({ orderCode: row.orderCode })).status).toBe('pending');
    await expect.poll(() => status(order.orderId), { timeout: 5_000, interval: 20 }).toBe('paid');
  });

  it('Recusar pagamento → failed, back to the checkout page; paying again opens a new session', async () => {
    const { order, url } = await openCheckout();
    const res = await press(url, 'decline');
    expect(res.headers.get('location')).toBe(`${ORIGIN}/checkout?order=${order.orderId}`);
    expect(await status(order.orderId)).toBe('failed');
    const retry = await t.caller({ ip: nextIp() }).orders.startPayment({ orderId: order.orderId });
    expect(retry.url).not.toBe(url);
    expect(await status(order.orderId)).toBe('pending');
    await press(retry.url, 'card');
    expect(await status(order.orderId)).toBe('paid');
    await expect(t.caller({ ip: nextIp() }).orders.startPayment({ orderId: order.orderId })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('Deixar expirar → expired and the units return to the pool', async () => {
    const { order, url } = await openCheckout([{ productId: PRODUCT.bonde, size: 'M', quantity: 5 }]);
    const before = (await t.caller().shop.firstBatch()).remaining;
    const res = await press(url, 'expire');
    expect(res.headers.get('location')).toBe(`${ORIGIN}/checkout?order=${order.orderId}`);
    expect(await status(order.orderId)).toBe('expired');
    expect((await t.caller().shop.firstBatch()).remaining).toBe(before + 5);
  });

  it('an unknown action is refused politely, not with a 500', async () => {
    const { url } = await openCheckout();
    const res = await press(url, 'hack');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('aviso=acao-invalida');
  });
});
