import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { BUYER_DETAILS_CLEAR_MS } from '../../../worker/services/orders/get-checkout-order';
import { openBuyer } from '../../../worker/services/orders/buyer-details';
import { applyPaymentEvent } from '../../../worker/services/payments/apply-payment-event';
import { BUYER, makePayableOrder, nextIp } from '../../factories/orders';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

/** Everything the buyer typed that must never sit in the database or reach a stranger in clear. */
const CLEAR = [BUYER.name, 'Funkeira', BUYER.email, 'ana@', '99999', '999998888', 'Praça da Sé', 'apto 12', '01001000', '01001-000'];
const expectNoClear = (text: string) => {
  for (const secret of CLEAR) expect(text, secret).not.toContain(secret);
};

const MASKED = {
  shown: 'masked',
  name: 'Ana F.',
  email: 'a***@teste.local',
  whatsapp: '+55 (**) *****-8888',
  address: 'Pra*** · São Paulo/SP · CEP 01001-***',
};

async function paidOrder() {
  const o = await makePayableOrder(t, undefined, BUYER);
  const outcome = await applyPaymentEvent(t.deps, {
    kind: 'checkout',
    id: `evt_${o.sessionId}`,
    type: 'checkout.session.completed',
    checkoutSessionId: o.sessionId,
    orderId: o.orderId,
    paymentStatus: 'paid',
    paymentMethod: 'card',
  });
  expect(outcome).toBe('paid');
  return o;
}

describe("buyers' personal data at rest", () => {
  it('the raw row holds no clear name, e-mail, WhatsApp or address: one sealed document and keyed hashes', async () => {
    const o = await makePayableOrder(t, undefined, BUYER);
    const raw = await t.deps.db.get<Record<string, unknown>>(sql`select * from orders where id = ${o.orderId}`);
    expect(raw).toBeTruthy();
    expectNoClear(JSON.stringify(raw));
    expect(Object.keys(raw!)).not.toEqual(expect.arrayContaining(['customer_email']));
    // Keyed: not the plain SHA-256 anyone could compute from a list of e-mails.
    expect(raw!.email_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(raw!.email_hash).not.toBe(createHash('sha256').update(BUYER.email).digest('hex'));
    // The server, and only with the key, opens it.
    expect(await openBuyer(t.deps, { sealed: String(raw!.buyer_sealed) })).toMatchObject({
      name: BUYER.name,
      email: BUYER.email,
      whatsapp: '5511999998888',
      logradouro: 'Praça da Sé',
    });
    // The same buyer sealed twice gives two different ciphertexts (random IV), one e-mail hash.
    const again = await makePayableOrder(t, undefined, BUYER);
    const raw2 = (await t.deps.db.select().from(orders).where(eq(orders.id, again.orderId)).get())!;
    expect(raw2.buyerSealed).not.toBe(raw!.buyer_sealed);
    expect(raw2.emailHash).toBe(raw!.email_hash);
  });
});

describe('what the order pages show', () => {
  it('after payment, whoever holds the order id or code gets the details masked only', async () => {
    const o = await paidOrder();
    const checkout = await t.caller({ ip: nextIp() }).orders.checkout({ orderId: o.orderId });
    expect(checkout.status).toBe('paid');
    expect(checkout.buyer).toEqual(MASKED);
    expectNoClear(JSON.stringify(checkout));

    const code = (await t.deps.db.select().from(orders).where(eq(orders.id, o.orderId)).get())!.orderCode;
    const confirmation = await t.caller({ ip: nextIp() }).orders.confirmation({ orderCode: code });
    expect(confirmation.buyer).toEqual(MASKED);
    expectNoClear(JSON.stringify(confirmation));
  });

  it('the confirmation is masked even before payment', async () => {
    const o = await makePayableOrder(t, undefined, BUYER);
    const code = (await t.deps.db.select().from(orders).where(eq(orders.id, o.orderId)).get())!.orderCode;
    const confirmation = await t.caller().orders.confirmation({ orderCode: code });
    expect(confirmation).toMatchObject({ status: 'pending', buyer: MASKED });
    expectNoClear(JSON.stringify(confirmation));
  });

  it('an unpaid checkout shows the details in full for a short while after the order, then masked', async () => {
    const o = await makePayableOrder(t, undefined, BUYER);
    expect((await t.caller().orders.checkout({ orderId: o.orderId })).buyer).toMatchObject({ shown: 'full', email: BUYER.email });
    t.clock.advance(BUYER_DETAILS_CLEAR_MS + 1000);
    const later = await t.caller().orders.checkout({ orderId: o.orderId });
    expect(later.status).toBe('expired');
    expect(later.buyer).toEqual(MASKED);
    expectNoClear(JSON.stringify(later));
  });
});
