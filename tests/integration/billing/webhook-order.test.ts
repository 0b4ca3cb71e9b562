import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvents } from '../../../db/schema';
import { signStripePayload } from '../../../worker/adapters/payments/verify-event';
import { makeBillingMember, profileTier, subscriptionRow } from '../../factories/billing';
import { TEST_WEBHOOK_SECRET } from '../../setup/test-config';
import { testApp } from '../../setup/test-app';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const app = testApp(t, { clientIp: () => '127.0.0.1' });

const DAY = 86_400;
let seq = 0;
const now = () => Math.floor(t.clock.now().getTime() / 1000);

/** A Stripe event around one object (signed when delivered). */
const stripeEvent = <T extends object>(type: string, created: number, object: T) => ({
  id: `evt_test_${++seq}_${Math.random().toString(36).slice(2)}`,
  object: 'event',
  type,
  created,
  data: { object },
});

function subscriptionEvent(
  type: string,
  o: {
    sub: string;
    userId: string;
    tier?: string;
    status: string;
    created: number;
    periodEnd: number;
    trialEnd?: number | null;
    cancel?: boolean;
  },
) {
  return stripeEvent(type, o.created, {
    id: o.sub,
    object: 'subscription',
    customer: `cus_${o.userId}`,
    status: o.status,
    trial_end: o.trialEnd ?? null,
    cancel_at_period_end: o.cancel ?? false,
    metadata: { user_id: o.userId, tier_id: o.tier ?? 'tier_prata' },
    items: { object: 'list', data: [{ id: 'si_1', price: { id: 'price_x' }, current_period_end: o.periodEnd }] },
  });
}
function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  o: { sub: string; created: number; amountPaid: number; periodEnd: number },
) {
  return stripeEvent(type, o.created, {
    id: `in_${seq}`,
    object: 'invoice',
    amount_paid: o.amountPaid,
    parent: { type: 'subscription_details', subscription_details: { subscription: o.sub } },
    lines: { data: [{ period: { start: o.created, end: o.periodEnd } }] },
  });
}

async function deliver(event: object): Promise<{ status: number; outcome: string }> {
  const payload = JSON.stringify(event);
  const res = await app.request('http://localhost/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': await signStripePayload(payload, TEST_WEBHOOK_SECRET, now()) },
    body: payload,
  });
  return { status: res.status, outcome: ((await res.json()) as { outcome?: string }).outcome ?? '' };
}

describe('subscription webhooks: each event once, never backwards', () => {
  it('the same event delivered three times is applied once', async () => {
    const m = await makeBillingMember(t);
    const t0 = now();
    const created = subscriptionEvent('customer.subscription.created', {
      sub: `sub_r_${seq}`,
      userId: m.userId,
      status: 'trialing',
      created: t0,
      periodEnd: t0 + 30 * DAY,
      trialEnd: t0 + 30 * DAY,
    });
    expect(await deliver(created)).toEqual({ status: 200, outcome: 'applied' });
    expect(await deliver(created)).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await deliver(created)).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, created.id))).toHaveLength(1);
    expect(await subscriptionRow(t, m.userId)).toMatchObject({ status: 'trialing', tierId: 'tier_prata' });

    // A replayed payment failure after the member paid again changes nothing either.
    const failed = invoiceEvent('invoice.payment_failed', {
      sub: created.data.object.id,
      created: t0 + 10,
      amountPaid: 0,
      periodEnd: t0 + 60 * DAY,
    });
    expect((await deliver(failed)).outcome).toBe('applied');
    const paid = invoiceEvent('invoice.paid', {
      sub: created.data.object.id,
      created: t0 + 20,
      amountPaid: 3990,
      periodEnd: t0 + 60 * DAY,
    });
    expect((await deliver(paid)).outcome).toBe('applied');
    expect((await deliver(failed)).outcome).toBe('duplicate');
    expect(await subscriptionRow(t, m.userId)).toMatchObject({ status: 'active' });
  });

  it('an older event that arrives late does not move the subscription backwards', async () => {
    const m = await makeBillingMember(t);
    const sub = `sub_o_${seq}`;
    const t0 = now();
    const base = { sub, userId: m.userId };
    const trialing = subscriptionEvent('customer.subscription.created', {
      ...base,
      status: 'trialing',
      created: t0,
      periodEnd: t0 + 30 * DAY,
      trialEnd: t0 + 30 * DAY,
    });
    const pastDue = subscriptionEvent('customer.subscription.updated', {
      ...base,
      status: 'past_due',
      created: t0 + 100,
      periodEnd: t0 + 60 * DAY,
      trialEnd: t0 + 30 * DAY,
    });
    const active = subscriptionEvent('customer.subscription.updated', {
      ...base,
      tier: 'tier_ouro',
      status: 'active',
      created: t0 + 200,
      periodEnd: t0 + 60 * DAY,
      trialEnd: t0 + 30 * DAY,
    });
    const deleted = subscriptionEvent('customer.subscription.deleted', {
      ...base,
      tier: 'tier_ouro',
      status: 'canceled',
      created: t0 + 400,
      periodEnd: t0 + 60 * DAY,
    });

    // Delivered newest first.
    expect((await deliver(active)).outcome).toBe('applied');
    expect((await deliver(pastDue)).outcome).toBe('stale');
    expect((await deliver(trialing)).outcome).toBe('stale');
    expect(await subscriptionRow(t, m.userId)).toMatchObject({ status: 'active', tierId: 'tier_ouro' });
    expect((await subscriptionRow(t, m.userId))!.currentPeriodEnd!.getTime()).toBe((t0 + 60 * DAY) * 1000);
    expect(await profileTier(t, m.userId)).toBe('tier_ouro');
    // An invoice failure older than the last applied event is stale too.
    expect(
      (await deliver(invoiceEvent('invoice.payment_failed', { sub, created: t0 + 150, amountPaid: 0, periodEnd: t0 + 60 * DAY }))).outcome,
    ).toBe('stale');

    expect((await deliver(deleted)).outcome).toBe('applied');
    // Once deleted, even a newer-looking update of the same subscription cannot revive it.
    const late = subscriptionEvent('customer.subscription.updated', {
      ...base,
      status: 'active',
      created: t0 + 500,
      periodEnd: t0 + 90 * DAY,
    });
    expect((await deliver(late)).outcome).toBe('stale');
    expect(await subscriptionRow(t, m.userId)).toMatchObject({ status: 'canceled' });
    expect(await profileTier(t, m.userId)).toBeNull();
  });

  it('within one second, the event with the earlier period is the older one', async () => {
    const m = await makeBillingMember(t);
    const sub = `sub_s_${seq}`;
    const t0 = now();
    const renewed = subscriptionEvent('customer.subscription.updated', {
      sub,
      userId: m.userId,
      status: 'active',
      created: t0,
      periodEnd: t0 + 60 * DAY,
    });
    const before = subscriptionEvent('customer.subscription.updated', {
      sub,
      userId: m.userId,
      status: 'past_due',
      created: t0,
      periodEnd: t0 + 30 * DAY,
    });
    expect((await deliver(renewed)).outcome).toBe('applied');
    expect((await deliver(before)).outcome).toBe('stale');
    expect(await subscriptionRow(t, m.userId)).toMatchObject({ status: 'active' });
  });

  it("news about an old subscription never touches the member's new one", async () => {
    const m = await makeBillingMember(t);
    const t0 = now();
    const old = `sub_old_${seq}`;
    const fresh = `sub_new_${seq}`;
    await deliver(
      subscriptionEvent('customer.subscription.created', {
        sub: old,
        userId: m.userId,
        status: 'active',
        created: t0,
        periodEnd: t0 + 30 * DAY,
      }),
    );
    await deliver(
      subscriptionEvent('customer.subscription.deleted', {
        sub: old,
        userId: m.userId,
        status: 'canceled',
        created: t0 + 10,
        periodEnd: t0 + 30 * DAY,
      }),
    );
    expect(
      (
        await deliver(
          subscriptionEvent('customer.subscription.created', {
            sub: fresh,
            userId: m.userId,
            tier: 'tier_bronze',
            status: 'active',
            created: t0 + 20,
            periodEnd: t0 + 30 * DAY,
          }),
        )
      ).outcome,
    ).toBe('applied');
    expect(
      (
        await deliver(
          subscriptionEvent('customer.subscription.updated', {
            sub: old,
            userId: m.userId,
            status: 'past_due',
            created: t0 + 30,
            periodEnd: t0 + 30 * DAY,
          }),
        )
      ).outcome,
    ).toBe('stale');
    expect(await subscriptionRow(t, m.userId)).toMatchObject({ providerSubscriptionId: fresh, status: 'active', tierId: 'tier_bronze' });
  });

  it('an event for an unknown member or subscription is recorded and ignored, never a 500', async () => {
    const t0 = now();
    expect(
      await deliver(
        subscriptionEvent('customer.subscription.created', {
          sub: 'sub_ghost',
          userId: 'user_ghost',
          status: 'active',
          created: t0,
          periodEnd: t0 + DAY,
        }),
      ),
    ).toEqual({ status: 200, outcome: 'ignored' });
    expect(await deliver(invoiceEvent('invoice.paid', { sub: 'sub_ghost', created: t0, amountPaid: 100, periodEnd: t0 + DAY }))).toEqual({
      status: 200,
      outcome: 'ignored',
    });
  });
});
