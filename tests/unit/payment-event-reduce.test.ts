import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { reduceStatus, reduceStripeEvent } from '../../worker/adapters/payments/reduce-event';

const event = (type: string, object: Record<string, unknown>, created = 1_800_000_000) =>
  ({ id: 'evt_1', object: 'event', type, created, data: { object } }) as unknown as Stripe.Event;

describe('Stripe events reduced to the payment-event union', () => {
  it('a subscription event, with the period end on the item (current API) or on the subscription (older API)', () => {
    const current = reduceStripeEvent(
      event('customer.subscription.updated', {
        id: 'sub_1',
        customer: { id: 'cus_1' },
        status: 'trialing',
        trial_end: 1_800_100_000,
        cancel_at_period_end: true,
        metadata: { user_id: 'u1', tier_id: 'tier_prata' },
        items: { data: [{ price: { id: 'price_1' }, current_period_end: 1_800_200_000 }] },
      }),
    );
    expect(current).toEqual({
      kind: 'subscription',
      id: 'evt_1',
      type: 'customer.subscription.updated',
      created: 1_800_000_000,
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      userId: 'u1',
      tierId: 'tier_prata',
      priceId: 'price_1',
      status: 'trialing',
      trialEnd: new Date(1_800_100_000_000),
      currentPeriodEnd: new Date(1_800_200_000_000),
      cancelAtPeriodEnd: true,
    });
    const older = reduceStripeEvent(
      event('customer.subscription.deleted', { id: 'sub_1', customer: 'cus_1', status: 'canceled', current_period_end: 1_800_300_000 }),
    );
    expect(older).toMatchObject({
      kind: 'subscription',
      status: 'canceled',
      currentPeriodEnd: new Date(1_800_300_000_000),
      userId: null,
      cancelAtPeriodEnd: false,
    });
  });

  it('an invoice names its subscription through parent.subscription_details (current API) or subscription (older API)', () => {
    expect(
      reduceStripeEvent(
        event('invoice.paid', {
          amount_paid: 3990,
          parent: { subscription_details: { subscription: 'sub_1' } },
          lines: { data: [{ period: { end: 1_800_400_000 } }] },
        }),
      ),
    ).toEqual({
      kind: 'invoice',
      id: 'evt_1',
      type: 'invoice.paid',
      created: 1_800_000_000,
      subscriptionId: 'sub_1',
      amountPaid: 3990,
      periodEnd: new Date(1_800_400_000_000),
    });
    expect(reduceStripeEvent(event('invoice.payment_failed', { subscription: 'sub_2' }))).toMatchObject({
      kind: 'invoice',
      subscriptionId: 'sub_2',
      amountPaid: 0,
      periodEnd: null,
    });
  });

  it('a subscription-mode Checkout session is never read as an order; a payment-mode one is', () => {
    expect(
      reduceStripeEvent(
        event('checkout.session.completed', { id: 'cs_1', mode: 'subscription', client_reference_id: 'u1', payment_status: 'paid' }),
      ),
    ).toMatchObject({
      kind: 'checkout',
      orderId: null,
    });
    expect(
      reduceStripeEvent(
        event('checkout.session.completed', {
          id: 'cs_2',
          mode: 'payment',
          client_reference_id: 'o1',
          payment_status: 'paid',
          payment_method_types: ['pix'],
        }),
      ),
    ).toMatchObject({
      kind: 'checkout',
      orderId: 'o1',
      paymentMethod: 'pix',
    });
    expect(reduceStripeEvent(event('customer.created', { id: 'cus_1' }))).toEqual({ kind: 'other', id: 'evt_1', type: 'other' });
  });

  it("Stripe's eight statuses become the site's four", () => {
    const map = Object.fromEntries(
      ['trialing', 'active', 'past_due', 'unpaid', 'incomplete', 'incomplete_expired', 'paused', 'canceled'].map((s) => [
        s,
        reduceStatus(s),
      ]),
    );
    expect(map).toEqual({
      trialing: 'trialing',
      active: 'active',
      past_due: 'past_due',
      unpaid: 'past_due',
      incomplete: 'past_due',
      incomplete_expired: 'canceled',
      paused: 'canceled',
      canceled: 'canceled',
    });
  });
});
