import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { FIRST_BATCH_MAX_PER_ADDRESS, FIRST_BATCH_MAX_PER_BUYER } from '../../../worker/contracts/shop';
import { ORDER_HOLD_MS } from '../../../worker/services/orders/first-batch-reservation';
import { applyPaymentEvent } from '../../../worker/services/payments/apply-payment-event';
import { makePayableOrder, orderInput, PRODUCT } from '../../factories/orders';
import { createTestDeps, type TestDeps } from '../../setup/test-deps';

let t: TestDeps;
beforeEach(async () => {
  t = await createTestDeps();
});
afterEach(() => t.cleanup());

const remaining = async () => (await t.caller().shop.firstBatch()).remaining;
const held = async () => 100 - (await remaining());
const row = async (id: string) => (await t.deps.db.select().from(orders).where(eq(orders.id, id)).get())!;
const capOf = () => [{ productId: PRODUCT.design1, size: 'M' as const, quantity: FIRST_BATCH_MAX_PER_BUYER }];

/**
 * What a script does: from one address, as many orders as the order rate limit
 * lets through (10 in 10 min), each at the per-buyer cap with a buyer made up on
 * the spot, and each one's payment started so its units are held.
 */
async function hoardFrom(ip: string) {
  const ids: string[] = [];
  for (let i = 0; i < 10; i++) {
    const created = await t.caller({ ip }).orders.create(orderInput(capOf()));
    const { url } = await t.caller({ ip }).orders.startPayment({ orderId: created.orderId });
    expect(url).toMatch(/^\/api\/payment-simulator\/cs_local_/);
    ids.push(created.orderId);
  }
  return ids;
}

describe('first-batch holds against invented buyers', () => {
  it('creating orders holds nothing: 30 orders of 5 from three addresses leave all 100 units free', async () => {
    for (const ip of ['10.200.0.1', '10.200.0.2', '10.200.0.3']) {
      for (let i = 0; i < 10; i++) await t.caller({ ip }).orders.create(orderInput(capOf()));
    }
    expect(await remaining()).toBe(100);
  });

  it('three addresses starting 30 payments of 5 units hold at most 20 of the 100 (one order each: 15)', async () => {
    const ips = ['10.201.0.1', '10.201.0.2', '10.201.0.3'];
    const byAddress = [];
    for (const ip of ips) byAddress.push(await hoardFrom(ip));
    expect(await held()).toBeLessThanOrEqual(20);
    expect(await held()).toBe(3 * FIRST_BATCH_MAX_PER_BUYER);
    // Every order could still be paid; the ones past the address cap hold nothing and say why.
    const second = await t.caller({ ip: ips[0] }).orders.checkout({ orderId: byAddress[0]![1]! });
    expect(second).toMatchObject({ status: 'pending', isFirstBatch: false, firstBatch: 'address_cap' });
    // Someone else, on another network, still finds the units free.
    expect((await makePayableOrder(t, capOf())).isFirstBatch).toBe(true);
  });

  it('an expired hold gives its units back, and the address may hold again', async () => {
    const ip = '10.202.0.1';
    const [first, second] = await hoardFrom(ip);
    expect(await held()).toBe(FIRST_BATCH_MAX_PER_BUYER);
    t.clock.advance(ORDER_HOLD_MS + 1000);
    expect(await remaining()).toBe(100);
    expect(await t.caller({ ip }).orders.checkout({ orderId: first! })).toMatchObject({ status: 'expired', isFirstBatch: false });
    // A new payment start from the same address takes units again (the page had expired too).
    await t.caller({ ip }).orders.startPayment({ orderId: second! });
    expect(await row(second!)).toMatchObject({ paymentStatus: 'pending', firstBatchUnits: FIRST_BATCH_MAX_PER_BUYER });
  });

  it(`small orders: one address holds at most ${FIRST_BATCH_MAX_PER_ADDRESS} units at a time`, async () => {
    const ip = '10.203.0.1';
    for (let i = 0; i < 10; i++) {
      const created = await t.caller({ ip }).orders.create(orderInput());
      await t.caller({ ip }).orders.startPayment({ orderId: created.orderId });
    }
    expect(await held()).toBe(FIRST_BATCH_MAX_PER_ADDRESS);
  });

  it('paid units are not held: after a payment the address may hold again', async () => {
    const ip = '10.204.0.1';
    const paid = await makePayableOrder(t, capOf(), {}, ip);
    const waiting = await makePayableOrder(t, capOf(), {}, ip);
    expect([paid.isFirstBatch, waiting.isFirstBatch]).toEqual([true, false]);
    const event = {
      kind: 'checkout' as const,
      id: 'evt_paid_addr',
      type: 'checkout.session.completed' as const,
      checkoutSessionId: paid.sessionId,
      orderId: paid.orderId,
      paymentStatus: 'paid',
      paymentMethod: 'card',
    };
    expect(await applyPaymentEvent(t.deps, event)).toBe('paid');
    expect(await t.caller({ ip }).orders.checkout({ orderId: waiting.orderId })).toMatchObject({ firstBatch: 'available' });
    t.clock.advance(31 * 60_000);
    await t.caller({ ip }).orders.startPayment({ orderId: waiting.orderId });
    expect(await row(waiting.orderId)).toMatchObject({ firstBatchUnits: FIRST_BATCH_MAX_PER_BUYER });
    expect(await held()).toBe(2 * FIRST_BATCH_MAX_PER_BUYER);
  });

  it('a hold moved to another address needs room there', async () => {
    const full = '10.205.0.1';
    await makePayableOrder(t, capOf(), {}, full);
    const elsewhere = await makePayableOrder(t, capOf(), {}, '10.205.0.2');
    t.clock.advance(31 * 60_000);
    // The hosted page expired; the payment is restarted from the address that already holds 5.
    await t.caller({ ip: full }).orders.startPayment({ orderId: elsewhere.orderId });
    expect(await row(elsewhere.orderId)).toMatchObject({ firstBatchUnits: 0, holdAddressHash: null });
    expect(await t.caller({ ip: full }).orders.checkout({ orderId: elsewhere.orderId })).toMatchObject({ firstBatch: 'address_cap' });
  });

  it('stores the address only as a keyed hash, counted by IPv6 /64', async () => {
    const a = await makePayableOrder(t, [{ productId: PRODUCT.design1, size: 'M', quantity: 3 }], {}, '2001:db8:1:2::10');
    const b = await makePayableOrder(t, [{ productId: PRODUCT.design1, size: 'M', quantity: 4 }], {}, '2001:db8:1:2::99');
    const hash = (await row(a.orderId)).holdAddressHash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    // Another address in the same /64 is the same network: 3 + 4 is over the cap.
    expect(b.isFirstBatch).toBe(false);
    const raw = await t.deps.db.get<{ n: number }>(
      sql`select count(*) as n from orders where instr(coalesce(hold_address_hash, ''), ':') > 0`,
    );
    expect(raw).toEqual({ n: 0 });
  });
});
