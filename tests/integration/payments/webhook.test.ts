import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, orders, paymentEvents } from '../../../db/schema';
import { signStripePayload } from '../../../worker/adapters/payments/verify-event';
import { sha256Hex } from '../../../worker/lib/crypto';
import { fillFirstBatch, makePayableOrder, nextIp, PRODUCT } from '../../factories/orders';
import { TEST_WEBHOOK_SECRET } from '../../setup/test-config';
import { testApp } from '../../setup/test-app';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const app = testApp(t, { clientIp: () => '127.0.0.1' });

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
const post = (body: string, signature?: string) =>
  app.request('http://localhost/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body,
  });

const outcome = async (res: Response) => ((await res.json()) as { outcome: string }).outcome;

type Payable = Awaited<ReturnType<typeof makePayableOrder>>;
async function deliver(o: Payable, type: string, method = 'card', paymentStatus: 'paid' | 'unpaid' = 'paid') {
  o.session.paymentStatus = paymentStatus;
  const { payload, signature } = await t.simulator.signedEvent(o.session, type, method);
  return { res: await post(payload, signature), payload, signature };
}
const orderRow = (id: string) => t.deps.db.select().from(orders).where(eq(orders.id, id)).get();
/** `purchase` rows of one order (keyed by a hash of its id: analytics never holds the id or the code). */
const purchases = async (orderId: string) => {
  const tx = (await sha256Hex(orderId)).slice(0, 16);
  return (await t.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'purchase'))).filter(
    (e) => (e.props as { transaction_id?: string }).transaction_id === tx,
  );
};

describe('payment webhook: signature', () => {
  it('accepts a correctly signed event', async () => {
    const o = await makePayableOrder(t);
    const { res } = await deliver(o, 'checkout.session.completed');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, outcome: 'paid' });
  });

  it('refuses a tampered body, a wrong secret, a missing header and garbage with 400', async () => {
    const o = await makePayableOrder(t);
    o.session.paymentStatus = 'paid';
    const { payload, signature } = await t.simulator.signedEvent(o.session, 'checkout.session.completed', 'card');
    expect((await post(payload.replace('"paid"', '"paid" '), signature)).status).toBe(400);
    expect((await post(payload, await signStripePayload(payload, 'whsec_someone_else', nowSeconds()))).status).toBe(400);
    expect((await post(payload)).status).toBe(400);
    expect((await post('not json', 't=1,v1=abc')).status).toBe(400);
    expect((await orderRow(o.orderId))!.paymentStatus).toBe('pending');
  });

  it('refuses a stale signature (older than 5 minutes) with 400', async () => {
    const o = await makePayableOrder(t);
    o.session.paymentStatus = 'paid';
    const { payload } = await t.simulator.signedEvent(o.session, 'checkout.session.completed', 'card');
    const stale = await signStripePayload(payload, TEST_WEBHOOK_SECRET, nowSeconds() - 301);
    expect((await post(payload, stale)).status).toBe(400);
    expect((await orderRow(o.orderId))!.paymentStatus).toBe('pending');
  });
});

describe('payment webhook: correctly signed, but not an event', () => {
  it.each([
    ['an array', '[]'],
    [
      'an object without id',
      JSON.stringify({ object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_1', payment_status: 'paid' } } }),
    ],
    ['an id that is not a string', JSON.stringify({ id: 5, type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } })],
    ['no data.object', JSON.stringify({ id: 'evt_no_data', type: 'checkout.session.completed' })],
    [
      'a session without id',
      JSON.stringify({ id: 'evt_no_session', type: 'checkout.session.completed', data: { object: { payment_status: 'paid' } } }),
    ],
    ['a JSON string', '"evento"'],
    ['an empty object', '{}'],
  ])('refuses %s with a 400 and a Portuguese message, not a 500', async (_label, body) => {
    const res = await post(body, await signStripePayload(body, TEST_WEBHOOK_SECRET, nowSeconds()));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { message: 'Evento de pagamento inválido.', code: 'PAYMENT_EVENT_INVALID' } });
  });

  it('still accepts an event type it does not handle, without touching orders', async () => {
    const body = JSON.stringify({
      id: 'evt_other_unhandled',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_2' } },
    });
    const res = await post(body, await signStripePayload(body, TEST_WEBHOOK_SECRET, nowSeconds()));
    expect(res.status).toBe(200);
  });
});

describe('payment webhook: effects, exactly once', () => {
  it('the same event delivered 5 times pays the order once and records one purchase', async () => {
    const o = await makePayableOrder(t, [{ productId: PRODUCT.estampaTotal, size: 'GG', quantity: 2 }]);
    o.session.paymentStatus = 'paid';
    const { payload, signature } = await t.simulator.signedEvent(o.session, 'checkout.session.completed', 'card');
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await outcome(await post(payload, signature)));
    expect(outcomes).toEqual(['paid', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    const row = await orderRow(o.orderId);
    expect(row).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'card', isFirstBatch: true });
    expect(row!.paidAt).toBeInstanceOf(Date);
    const eventId = JSON.parse(payload).id as string;
    expect(await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId))).toHaveLength(1);
    const bought = await purchases(o.orderId);
    expect(bought).toHaveLength(1);
    const props = bought[0]!.props as Record<string, unknown>;
    expect(props).toMatchObject({ value: o.totalAmount / 100, currency: 'BRL', tax: 0, shipping: 0 });
    expect(JSON.stringify(bought[0])).not.toMatch(new RegExp(`${o.orderId}|ana@|Ana Funkeira|MITO-`));
  });

  it('5 concurrent deliveries of one event still pay once', async () => {
    const o = await makePayableOrder(t, [{ productId: PRODUCT.bonde, size: 'P', quantity: 7 }]);
    o.session.paymentStatus = 'paid';
    const { payload, signature } = await t.simulator.signedEvent(o.session, 'checkout.session.completed', 'card');
    const outcomes = await Promise.all(Array.from({ length: 5 }, async () => await outcome(await post(payload, signature))));
    expect(outcomes.filter((x) => x === 'paid')).toHaveLength(1);
    expect(await purchases(o.orderId)).toHaveLength(1);
  });

  it('Pix: completed unpaid keeps the order pending (held a day), then async success pays it', async () => {
    const o = await makePayableOrder(t);
    expect(await outcome((await deliver(o, 'checkout.session.completed', 'pix', 'unpaid')).res)).toBe('awaiting_async');
    let row = await orderRow(o.orderId);
    expect(row).toMatchObject({ paymentStatus: 'pending', paymentMethod: 'pix', isFirstBatch: true });
    expect(row!.reservationExpiresAt.getTime() - t.clock.now().getTime()).toBeGreaterThan(24 * 3_600_000);
    // Long after a card reservation would have lapsed, the Pix still holds its units.
    t.clock.advance(3 * 3_600_000);
    expect((await t.caller().orders.confirmation({ orderCode: row!.orderCode })).status).toBe('pending');
    expect(await outcome((await deliver(o, 'checkout.session.async_payment_succeeded', 'pix')).res)).toBe('paid');
    row = await orderRow(o.orderId);
    expect(row).toMatchObject({ paymentStatus: 'paid', isFirstBatch: true });
    expect(await purchases(o.orderId)).toHaveLength(1);
  });

  it('Boleto: async failure marks the order failed and frees its units', async () => {
    const o = await makePayableOrder(t, [{ productId: PRODUCT.design2, size: '3G', quantity: 4 }]);
    const before = (await t.caller().shop.firstBatch()).remaining;
    await deliver(o, 'checkout.session.completed', 'boleto', 'unpaid');
    expect(await outcome((await deliver(o, 'checkout.session.async_payment_failed', 'boleto', 'unpaid')).res)).toBe('failed');
    expect(await orderRow(o.orderId)).toMatchObject({ paymentStatus: 'failed', firstBatchUnits: 0, isFirstBatch: false });
    expect((await t.caller().shop.firstBatch()).remaining).toBe(before + 4);
    // A later expiry of the same session changes nothing.
    expect(await outcome((await deliver(o, 'checkout.session.expired', 'boleto', 'unpaid')).res)).toBe('ignored');
    expect((await orderRow(o.orderId))!.paymentStatus).toBe('failed');
  });

  it('checkout.session.expired expires a pending order and releases its units; a paid order is never expired', async () => {
    const o = await makePayableOrder(t, [{ productId: PRODUCT.design1, size: 'M', quantity: 5 }]);
    const before = (await t.caller().shop.firstBatch()).remaining;
    o.session.status = 'expired';
    expect(await outcome((await deliver(o, 'checkout.session.expired', 'card', 'unpaid')).res)).toBe('expired');
    expect(await orderRow(o.orderId)).toMatchObject({ paymentStatus: 'expired', firstBatchUnits: 0 });
    expect((await t.caller().shop.firstBatch()).remaining).toBe(before + 5);

    const paid = await makePayableOrder(t);
    await deliver(paid, 'checkout.session.completed');
    expect(await outcome((await deliver(paid, 'checkout.session.expired', 'card', 'paid')).res)).toBe('ignored');
    expect((await orderRow(paid.orderId))!.paymentStatus).toBe('paid');
  });

  it('a payment after the reservation lapsed is accepted; its first-batch place is kept only if units are still free', async () => {
    const lucky = await makePayableOrder(t);
    t.clock.advance(2 * 3_600_000);
    await t.caller().orders.checkout({ orderId: lucky.orderId }); // read → lazily expired
    expect((await orderRow(lucky.orderId))!.paymentStatus).toBe('expired');
    expect(await outcome((await deliver(lucky, 'checkout.session.completed')).res)).toBe('paid');
    expect(await orderRow(lucky.orderId)).toMatchObject({ paymentStatus: 'paid', isFirstBatch: true, firstBatchUnits: 1 });

    const unlucky = await makePayableOrder(t);
    t.clock.advance(2 * 3_600_000);
    const left = (await t.caller().shop.firstBatch()).remaining;
    await fillFirstBatch(t, left);
    expect((await t.caller().shop.firstBatch()).remaining).toBe(0);
    expect(await outcome((await deliver(unlucky, 'checkout.session.completed')).res)).toBe('paid');
    expect(await orderRow(unlucky.orderId)).toMatchObject({ paymentStatus: 'paid', isFirstBatch: false, firstBatchUnits: 0 });
    expect((await t.caller().shop.firstBatch()).remaining).toBe(0);
  });

  it('an expiry of a session the order has since replaced does not expire the new attempt', async () => {
    const o = await makePayableOrder(t);
    t.clock.advance(40 * 60_000);
    const renewed = await t.caller({ ip: nextIp() }).orders.startPayment({ orderId: o.orderId });
    expect(renewed.url).not.toBe(o.url);
    o.session.status = 'expired';
    expect(await outcome((await deliver(o, 'checkout.session.expired', 'card', 'unpaid')).res)).toBe('ignored');
    expect((await orderRow(o.orderId))!.paymentStatus).toBe('pending');
  });

  it('events of other types or unknown orders are recorded and ignored', async () => {
    const payload = JSON.stringify({
      id: 'evt_other_1',
      object: 'event',
      type: 'customer.created',
      created: nowSeconds(),
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const res = await post(payload, await signStripePayload(payload, TEST_WEBHOOK_SECRET, nowSeconds()));
    expect(res.status).toBe(200);
    expect(await outcome(res)).toBe('ignored');
    expect(
      await t.deps.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.id, 'evt_other_1'))),
    ).toHaveLength(1);
  });
});
