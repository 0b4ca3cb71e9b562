import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { createApp } from '../../../worker/app';
import { FIRST_BATCH_MAX_PER_BUYER } from '../../../worker/contracts/shop';
import { fillFirstBatch, makeOrder, makePayableOrder, nextIp, orderInput, PRODUCT } from '../../factories/orders';
import { createTestDeps, type TestDeps } from '../../setup/test-deps';

let t: TestDeps;
beforeEach(async () => {
  t = await createTestDeps();
});
afterEach(() => t.cleanup());

const remaining = async () => (await t.caller().shop.firstBatch()).remaining;
const takenUnits = async () =>
  Number(
    (await t.deps.db.get<{ n: number }>(
      sql`select coalesce(sum(first_batch_units), 0) as n from orders where payment_status = 'paid' or (payment_status = 'pending' and reservation_expires_at > ${t.clock.now().getTime()})`,
    ))!.n,
  );
/** As many units as one buyer may take from the first batch. */
const capOf = (productId: string = PRODUCT.design1) => [{ productId, size: 'M' as const, quantity: FIRST_BATCH_MAX_PER_BUYER }];
const fillBatch = (units: number) => fillFirstBatch(t, units);

describe('first 100 units: enforced, not just displayed', () => {
  it('an order holds its units once its payment starts, not when created', async () => {
    expect(await remaining()).toBe(100);
    const created = await makeOrder(t, [
      { productId: PRODUCT.design1, size: 'M', quantity: 3 },
      { productId: PRODUCT.bonde, size: 'G', quantity: 2 },
    ]);
    expect(created.firstBatch).toBe('available');
    expect(await remaining()).toBe(100);
    await t.caller({ ip: nextIp() }).orders.startPayment({ orderId: created.orderId });
    expect(await remaining()).toBe(95);
  });

  it('beyond 100 the order is accepted but honestly not first-batch (all or nothing)', async () => {
    await fillBatch(98);
    const tooBig = await makePayableOrder(t, [{ productId: PRODUCT.design1, size: 'M', quantity: 3 }]);
    expect(tooBig.isFirstBatch).toBe(false);
    expect(await remaining()).toBe(2);
    const fits = await makePayableOrder(t, [{ productId: PRODUCT.design1, size: 'M', quantity: 2 }]);
    expect(fits.isFirstBatch).toBe(true);
    expect(await remaining()).toBe(0);
    const late = await makePayableOrder(t);
    expect(late.isFirstBatch).toBe(false);
    const view = await t.caller().orders.checkout({ orderId: late.orderId });
    expect(view.isFirstBatch).toBe(false);
    expect(await takenUnits()).toBe(100);
  });

  it('an unpaid reservation expires and its units return to the pool', async () => {
    const first = await makePayableOrder(t, capOf());
    expect(await remaining()).toBe(100 - FIRST_BATCH_MAX_PER_BUYER);
    t.clock.advance(36 * 60_000);
    expect(await remaining()).toBe(100);
    const view = await t.caller().orders.checkout({ orderId: first.orderId });
    expect(view).toMatchObject({ status: 'expired', isFirstBatch: false });
    const row = await t.deps.db.select().from(orders).where(eq(orders.id, first.orderId)).get();
    expect(row).toMatchObject({ paymentStatus: 'expired', firstBatchUnits: 0 });
  });

  it('101 concurrent buyers for the last unit: exactly one gets it, never more than 100', async () => {
    await fillBatch(99);
    const created = await Promise.all(Array.from({ length: 101 }, () => t.caller({ ip: nextIp() }).orders.create(orderInput())));
    await Promise.all(created.map((o) => t.caller({ ip: nextIp() }).orders.startPayment({ orderId: o.orderId })));
    const held = await Promise.all(created.map((o) => t.caller({ ip: nextIp() }).orders.checkout({ orderId: o.orderId })));
    expect(held.filter((r) => r.isFirstBatch)).toHaveLength(1);
    expect(await takenUnits()).toBe(100);
    expect(await remaining()).toBe(0);
  });

  it('101 concurrent buyers of 1 to 3 units from an empty pool never exceed 100', async () => {
    const created = await Promise.all(
      Array.from({ length: 101 }, (_, i) =>
        t.caller({ ip: nextIp() }).orders.create(orderInput([{ productId: PRODUCT.design2, size: 'GG', quantity: 1 + (i % 3) }])),
      ),
    );
    await Promise.all(created.map((o) => t.caller({ ip: nextIp() }).orders.startPayment({ orderId: o.orderId })));
    const held = await Promise.all(
      created.map(async (o) => ({ ...o, ...(await t.caller({ ip: nextIp() }).orders.checkout({ orderId: o.orderId })) })),
    );
    const firstBatchUnits = held.filter((r) => r.isFirstBatch).reduce((n, r) => n + r.units, 0);
    expect(firstBatchUnits).toBeLessThanOrEqual(100);
    expect(firstBatchUnits).toBeGreaterThanOrEqual(98);
    expect(await takenUnits()).toBe(firstBatchUnits);
    expect(held).toHaveLength(101);
  });

  it('starting payment on a lapsed order takes its units again only if they still fit', async () => {
    const lapsed = await makePayableOrder(t, capOf());
    t.clock.advance(40 * 60_000);
    await fillBatch(100);
    const { url } = await t.caller({ ip: nextIp() }).orders.startPayment({ orderId: lapsed.orderId });
    expect(url).toMatch(/^\/api\/payment-simulator\/cs_local_/);
    const view = await t.caller().orders.checkout({ orderId: lapsed.orderId });
    expect(view).toMatchObject({ status: 'pending', isFirstBatch: false });
    expect(await takenUnits()).toBe(100);
  });

  it('starting payment twice reuses the open session and keeps the reservation', async () => {
    const a = await makePayableOrder(t, capOf());
    t.clock.advance(10 * 60_000);
    const again = await t.caller({ ip: nextIp() }).orders.startPayment({ orderId: a.orderId });
    expect(again.url).toBe(a.url);
    expect(await remaining()).toBe(100 - FIRST_BATCH_MAX_PER_BUYER);
  });
});

describe('GET /api/shop/first-batch', () => {
  it('is a public, edge-cacheable count', async () => {
    const app = createApp(t.deps, { clientIp: () => '127.0.0.1' });
    const res = await app.request('http://localhost/api/shop/first-batch');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=5');
    expect(await res.json()).toEqual({ remaining: 100, limit: 100 });
    await makePayableOrder(t, capOf());
    // Served from the cache for 2 s (then stale while it refreshes), then fresh.
    expect(await (await app.request('http://localhost/api/shop/first-batch?x=1')).json()).toMatchObject({ remaining: 100 });
    t.clock.advance(6000);
    expect(await (await app.request('http://localhost/api/shop/first-batch')).json()).toMatchObject({
      remaining: 100 - FIRST_BATCH_MAX_PER_BUYER,
    });
  });
});

describe("the checkout page's 'Restam N unidades' counts the fan's own actions at once", () => {
  it('fresh right after the hold and after a refused payment releases it, while the public copy may be older', async () => {
    const ip = nextIp();
    const created = await makeOrder(t, [{ productId: PRODUCT.design1, size: 'M', quantity: 3 }]);
    const view = () => t.caller({ ip }).orders.checkout({ orderId: created.orderId });
    expect((await view()).firstBatchRemaining).toBe(100);
    // The public counter is read (and kept by the edge) before the hold.
    const app = createApp(t.deps, { clientIp: () => ip, mounts: { paymentSimulator: t.simulator } });
    const publicCount = async () =>
      ((await (await app.request('http://localhost:3000/api/shop/first-batch')).json()) as { remaining: number }).remaining;
    expect(await publicCount()).toBe(100);

    const { url } = await t.caller({ ip }).orders.startPayment({ orderId: created.orderId });
    expect(await publicCount()).toBe(100);
    expect((await view()).firstBatchRemaining).toBe(97);

    // 'Recusar pagamento' on the payment page: the order fails and its units go back.
    const declined = await app.request(`http://localhost:3000${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      body: 'action=decline',
    });
    expect(declined.status).toBe(303);
    expect((await view()).firstBatchRemaining).toBe(100);
  });
});
