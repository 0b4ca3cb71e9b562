import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../../db/schema';
import { unconfiguredPayments } from '../../../worker/adapters/payments/unconfigured';
import { FIRST_BATCH_MAX_PER_BUYER } from '../../../worker/contracts/shop';
import { MAX_HOLD_RENEWALS, ORDER_HOLD_MS } from '../../../worker/services/orders/first-batch-reservation';
import { applyPaymentEvent } from '../../../worker/services/payments/apply-payment-event';
import { fillFirstBatch, freshBuyer, makeOrder, makePayableOrder, nextIp, orderInput, PRODUCT } from '../../factories/orders';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { createTestDeps, type TestDeps } from '../../setup/test-deps';

let t: TestDeps;
beforeEach(async () => {
  t = await createTestDeps();
});
afterEach(() => t.cleanup());

const CAP = FIRST_BATCH_MAX_PER_BUYER;
const remaining = async () => (await t.caller().shop.firstBatch()).remaining;
const row = async (id: string) => (await t.deps.db.select().from(orders).where(eq(orders.id, id)).get())!;
const view = (orderId: string) => t.caller().orders.checkout({ orderId });
const startPayment = (orderId: string) => t.caller({ ip: nextIp() }).orders.startPayment({ orderId });
const minutes = (n: number) => n * 60_000;
const SIZES = ['PP', 'P', 'M', 'G', 'GG', '3G', '4G'] as const;

describe('one buyer cannot take the first 100 units', () => {
  it('ten lines of the same shirt × 10 are one line of 100: refused with the 1–10 rule, nothing reserved', async () => {
    const hoard = Array.from({ length: 10 }, () => ({ productId: PRODUCT.design1, size: 'M' as const, quantity: 10 }));
    const refused = t.caller({ ip: nextIp() }).orders.create(orderInput(hoard));
    await expect(refused).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(refused).rejects.toThrow('A quantidade máxima é 10 por camiseta e tamanho');
    expect(await remaining()).toBe(100);
    expect(await t.deps.db.get<{ n: number }>(sql`select count(*) as n from orders`)).toEqual({ n: 0 });
  });

  it('duplicate product/size lines are merged into one line', async () => {
    const created = await makePayableOrder(t, [
      { productId: PRODUCT.design1, size: 'M', quantity: 2 },
      { productId: PRODUCT.bonde, size: 'G', quantity: 1 },
      { productId: PRODUCT.design1, size: 'M', quantity: 1 },
    ]);
    const lines = await t.deps.db.select().from(orderItems).where(eq(orderItems.orderId, created.orderId));
    expect(lines.map((l) => [l.productId, l.size, l.quantity]).sort()).toEqual([
      [PRODUCT.bonde, 'G', 1],
      [PRODUCT.design1, 'M', 3],
    ]);
    expect(created.units).toBe(4);
    expect(await remaining()).toBe(96);
  });

  it('an order of ten different lines × 10 is accepted, outside the first batch, and says why', async () => {
    const big = SIZES.slice(0, 5).flatMap((size) => [
      { productId: PRODUCT.design1, size, quantity: 10 },
      { productId: PRODUCT.design2, size, quantity: 10 },
    ]);
    const created = await t.caller({ ip: nextIp() }).orders.create(orderInput(big));
    expect(created).toMatchObject({ units: 100, firstBatch: 'order_cap' });
    await startPayment(created.orderId);
    expect(await remaining()).toBe(100);
    expect(await view(created.orderId)).toMatchObject({ isFirstBatch: false, firstBatch: 'order_cap' });
  });

  it(`one buyer holds at most ${CAP} units, across orders, by e-mail (any case or +tag), WhatsApp (with or without +55) or vote`, async () => {
    const buyer = freshBuyer();
    const first = await makePayableOrder(t, [{ productId: PRODUCT.design1, size: 'M', quantity: 3 }], buyer);
    const second = await makePayableOrder(t, [{ productId: PRODUCT.design2, size: 'G', quantity: 2 }], {
      ...freshBuyer(),
      email: buyer.email.toUpperCase(),
    });
    expect([first.isFirstBatch, second.isFirstBatch]).toEqual([true, true]);
    expect(await remaining()).toBe(100 - CAP);

    const [local, domain] = buyer.email.split('@');
    const byTag = await makePayableOrder(t, undefined, { ...freshBuyer(), email: `${local}+promo@${domain}` });
    // Shares only the WhatsApp with the first order (3 units): 3 more would pass the cap.
    const byPhone = await makePayableOrder(t, [{ productId: PRODUCT.bonde, size: 'P', quantity: 3 }], {
      ...freshBuyer(),
      whatsapp: buyer.whatsapp.replace('+55 ', ''),
    });
    for (const o of [byTag, byPhone]) {
      expect(o.isFirstBatch).toBe(false);
      expect(await view(o.orderId)).toMatchObject({ firstBatch: 'buyer_cap' });
    }
    // Someone else is not affected.
    expect((await makePayableOrder(t)).isFirstBatch).toBe(true);

    const { voterToken } = await t.caller({ ip: nextVoterIp() }).poll.vote({ ...voterForm(), optionId: 'opt_design1' });
    const voterCap = await t.caller({ ip: nextIp() }).orders.create({ ...orderInput(capOf()), voterToken });
    await startPayment(voterCap.orderId);
    expect(await view(voterCap.orderId)).toMatchObject({ isFirstBatch: true });
    const sameVote = await t.caller({ ip: nextIp() }).orders.create({ ...orderInput(), voterToken });
    expect(sameVote.firstBatch).toBe('buyer_cap');
    await startPayment(sameVote.orderId);
    expect(await view(sameVote.orderId)).toMatchObject({ firstBatch: 'buyer_cap' });
  });

  it('concurrent orders of one buyer never exceed the cap', async () => {
    const buyer = freshBuyer();
    const created = await Promise.all(
      Array.from({ length: 12 }, () => t.caller({ ip: nextIp() }).orders.create(orderInput(undefined, buyer))),
    );
    await Promise.all(created.map((o) => startPayment(o.orderId)));
    const held = await Promise.all(created.map((o) => view(o.orderId)));
    expect(held.filter((r) => r.isFirstBatch)).toHaveLength(CAP);
    expect(await remaining()).toBe(100 - CAP);
  });

  it("a buyer's lapsed orders stop counting: they may order again", async () => {
    const buyer = freshBuyer();
    await makePayableOrder(t, capOf(), buyer);
    expect((await makePayableOrder(t, undefined, buyer)).isFirstBatch).toBe(false);
    t.clock.advance(ORDER_HOLD_MS + 1000);
    expect((await makePayableOrder(t, undefined, buyer)).isFirstBatch).toBe(true);
  });
});

function capOf() {
  return [{ productId: PRODUCT.design1, size: 'M' as const, quantity: CAP }];
}

describe('a hold is renewed only while units are free, and a bounded number of times', () => {
  it('starting payment over and over cannot hold units forever without paying', async () => {
    const created = await makePayableOrder(t, capOf());
    const createdAt = t.clock.now().getTime();
    let heldUntil = (await row(created.orderId)).reservationExpiresAt.getTime();
    // Each time the hosted page has expired (30 min), the hoarder opens a new one.
    for (let i = 1; i <= MAX_HOLD_RENEWALS; i++) {
      t.clock.advance(minutes(31));
      await startPayment(created.orderId);
      const r = await row(created.orderId);
      expect(r).toMatchObject({ paymentStatus: 'pending', holdRenewals: i, firstBatchUnits: CAP });
      expect(r.reservationExpiresAt.getTime()).toBeGreaterThan(heldUntil);
      heldUntil = r.reservationExpiresAt.getTime();
    }
    // Renewals used up: the next start opens a payment page but does not extend the hold …
    t.clock.advance(minutes(31));
    await startPayment(created.orderId);
    expect((await row(created.orderId)).reservationExpiresAt.getTime()).toBe(heldUntil);
    expect(await remaining()).toBe(100 - CAP);
    // … which lapses, and starting again takes nothing back.
    t.clock.advance(minutes(31));
    expect(await view(created.orderId)).toMatchObject({ status: 'expired', isFirstBatch: false, firstBatch: 'hold_limit' });
    await startPayment(created.orderId);
    expect(await row(created.orderId)).toMatchObject({
      paymentStatus: 'pending',
      firstBatchUnits: 0,
      isFirstBatch: false,
      holdRenewals: MAX_HOLD_RENEWALS,
    });
    expect(await remaining()).toBe(100);
    expect(heldUntil - createdAt).toBeLessThanOrEqual(ORDER_HOLD_MS + MAX_HOLD_RENEWALS * minutes(31 + 35));
  });

  it('paying after the renewals ran out still takes units that are free (money is real)', async () => {
    const created = await makePayableOrder(t);
    await t.deps.db.update(orders).set({ holdRenewals: MAX_HOLD_RENEWALS }).where(eq(orders.id, created.orderId));
    t.clock.advance(ORDER_HOLD_MS + 1000);
    const { url } = await startPayment(created.orderId);
    expect((await row(created.orderId)).firstBatchUnits).toBe(0);
    const session = t.simulator.sessions.get(url.split('/').pop()!)!;
    session.paymentStatus = 'paid';
    const event = {
      kind: 'checkout' as const,
      id: 'evt_paid_late',
      type: 'checkout.session.completed' as const,
      checkoutSessionId: session.sessionId,
      orderId: created.orderId,
      paymentStatus: 'paid',
      paymentMethod: 'card',
    };
    expect(await applyPaymentEvent(t.deps, event)).toBe('paid');
    expect(await row(created.orderId)).toMatchObject({ paymentStatus: 'paid', isFirstBatch: true, firstBatchUnits: 1 });
  });

  it('each Boleto wait is a renewal too: choosing Boleto again and again is bounded', async () => {
    const created = await makeOrder(t, capOf());
    for (let i = 0; i < MAX_HOLD_RENEWALS + 1; i++) {
      const { url } = await startPayment(created.orderId);
      const sessionId = url.split('/').pop()!;
      await applyPaymentEvent(t.deps, {
        kind: 'checkout',
        id: `evt_boleto_${i}`,
        type: 'checkout.session.completed',
        checkoutSessionId: sessionId,
        orderId: created.orderId,
        paymentStatus: 'unpaid',
        paymentMethod: 'boleto',
      });
      t.clock.advance(5 * 86_400_000); // the boleto is never paid and lapses
    }
    const r = await row(created.orderId);
    expect(r.holdRenewals).toBe(MAX_HOLD_RENEWALS);
    expect(await remaining()).toBe(100);
    expect(await view(created.orderId)).toMatchObject({ isFirstBatch: false, firstBatch: 'hold_limit' });
  });

  it('a lapsed hold is taken again only while the units are free', async () => {
    const lapsed = await makePayableOrder(t, capOf());
    t.clock.advance(ORDER_HOLD_MS + 1000);
    await fillFirstBatch(t, 100);
    expect(await view(lapsed.orderId)).toMatchObject({ status: 'expired', firstBatch: 'sold_out' });
    await startPayment(lapsed.orderId);
    expect(await row(lapsed.orderId)).toMatchObject({
      paymentStatus: 'pending',
      firstBatchUnits: 0,
      holdRenewals: 0,
      holdAddressHash: null,
    });
    expect(await remaining()).toBe(0);
  });
});

describe('a payment start that fails', () => {
  it('does not take back a lapsed hold (the payments port throws)', async () => {
    const created = await makePayableOrder(t, capOf());
    t.clock.advance(ORDER_HOLD_MS + 1000);
    t.deps.payments = unconfiguredPayments();
    for (let i = 0; i < 5; i++) {
      await expect(startPayment(created.orderId)).rejects.toMatchObject({
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Erro ao processar pagamento',
      });
    }
    expect(await row(created.orderId)).toMatchObject({
      paymentStatus: 'expired',
      firstBatchUnits: 0,
      holdRenewals: 0,
      checkoutSessionId: created.sessionId,
    });
    expect(await remaining()).toBe(100);
    // The units are still free, and the page says so.
    expect(await view(created.orderId)).toMatchObject({ status: 'expired', firstBatch: 'available' });
  });

  it('does not extend a live hold', async () => {
    const created = await makePayableOrder(t, capOf());
    const before = await row(created.orderId);
    t.deps.payments = {
      ...t.simulator.payments,
      createCheckout: async () => {
        throw new Error('provider down');
      },
    };
    // The hosted page (30 min) has expired; the hold (35 min) is still live.
    t.clock.advance(minutes(31));
    await expect(startPayment(created.orderId)).rejects.toMatchObject({ message: 'Erro ao processar pagamento' });
    expect(await row(created.orderId)).toMatchObject({ reservationExpiresAt: before.reservationExpiresAt, holdRenewals: 0 });
    t.clock.advance(minutes(5));
    expect(await remaining()).toBe(100);
  });
});
