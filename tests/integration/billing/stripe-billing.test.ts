import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions, subscriptionTiers, trialUsages } from '../../../db/schema';
import { signStripePayload } from '../../../worker/adapters/payments/verify-event';
import { createApp } from '../../../worker/app';
import * as PATHS from '../../../worker/contracts/paths';
import { trialKeysOf } from '../../../worker/services/billing/internal/trial-keys';
import { makeBillingMember } from '../../factories/billing';
import { useStripeStandIn } from '../../setup/stripe-stand-in';
import { useTestDeps } from '../../setup/test-deps';

const stripe = useStripeStandIn();
const t = useTestDeps();

describe('production payments adapter: Stripe subscriptions and the customer portal', () => {
  it('a first subscription: subscription-mode Checkout, monthly BRL price, 30-day trial, member and tier in the metadata', async () => {
    t.deps.payments = stripe.payments();
    const m = await makeBillingMember(t);
    const { url } = await m.caller.billing.createCheckout({ tierId: 'tier_prata' });
    expect(url).toBe('https://checkout.stripe.com/c/pay/cs_test_standin_1');
    const req = stripe.seen.at(-1)!;
    expect(req.path).toBe('/v1/checkout/sessions');
    expect(req.auth).toBe('Bearer sk_test_local');
    const f = req.form;
    expect(f.get('mode')).toBe('subscription');
    expect(f.get('client_reference_id')).toBe(m.userId);
    expect(f.get('customer_email')).toBe(`${m.username}@teste.local`);
    expect(f.get('line_items[0][price_data][currency]')).toBe('brl');
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe('3990');
    expect(f.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(f.get('line_items[0][price_data][product_data][name]')).toContain('Prata');
    expect(f.get('subscription_data[trial_period_days]')).toBe('30');
    expect(f.get('subscription_data[metadata][user_id]')).toBe(m.userId);
    expect(f.get('subscription_data[metadata][tier_id]')).toBe('tier_prata');
    expect(f.get('success_url')).toBe('http://localhost:3000/meu-plano?assinatura=ok');
    expect(f.get('cancel_url')).toBe('http://localhost:3000/pricing');
  });

  it('a configured Stripe price is used as is; a returning customer is reused and gets no new trial', async () => {
    t.deps.payments = stripe.payments();
    await t.deps.db.update(subscriptionTiers).set({ stripePriceId: 'price_ouro_live' }).where(eq(subscriptionTiers.id, 'tier_ouro'));
    const m = await makeBillingMember(t);
    await t.deps.db.insert(subscriptions).values({
      id: `sub_row_${m.userId}`,
      userId: m.userId,
      tierId: 'tier_bronze',
      status: 'canceled',
      providerCustomerId: 'cus_volta',
      providerSubscriptionId: `sub_old_${m.userId}`,
      trialEndsAt: t.clock.now(),
      createdAt: t.clock.now(),
    });
    // The old trial was recorded by the webhook in real life; here the account's own row stands for it.
    for (const k of await trialKeysOf(t.deps, { userId: m.userId }))
      await t.deps.db.insert(trialUsages).values({ ...k, usedAt: t.clock.now() });

    await m.caller.billing.createCheckout({ tierId: 'tier_ouro' });
    const f = stripe.seen.at(-1)!.form;
    expect(f.get('line_items[0][price]')).toBe('price_ouro_live');
    expect(f.get('line_items[0][price_data][unit_amount]')).toBeNull();
    expect(f.get('customer')).toBe('cus_volta');
    expect(f.get('customer_email')).toBeNull();
    expect(f.get('subscription_data[trial_period_days]')).toBeNull();

    const portal = await m.caller.billing.customerPortal();
    expect(portal.url).toBe('https://billing.stripe.com/p/session/bps_standin_1');
    const p = stripe.seen.at(-1)!;
    expect(p.path).toBe('/v1/billing_portal/sessions');
    expect(p.form.get('customer')).toBe('cus_volta');
    expect(p.form.get('return_url')).toBe('http://localhost:3000/meu-plano');
  });

  it("Stripe failures become 'Erro ao processar pagamento' and 'Erro ao abrir portal'", async () => {
    t.deps.payments = stripe.payments('sk_test_broken');
    const m = await makeBillingMember(t);
    await expect(m.caller.billing.createCheckout({ tierId: 'tier_bronze' })).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Erro ao processar pagamento',
    });
    await t.deps.db.insert(subscriptions).values({
      id: `sub_row_${m.userId}`,
      userId: m.userId,
      tierId: 'tier_bronze',
      status: 'active',
      providerCustomerId: 'cus_x',
      createdAt: t.clock.now(),
    });
    await expect(m.caller.billing.customerPortal()).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Erro ao abrir portal',
    });
  });

  it("'Atualizar Status' reads the subscription from Stripe and applies it through the dispatcher; a failure only logs", async () => {
    t.deps.payments = stripe.payments();
    const m = await makeBillingMember(t);
    const subId = `sub_sync_${m.userId}`;
    await t.deps.db.insert(subscriptions).values({
      id: `sub_row_${m.userId}`,
      userId: m.userId,
      tierId: 'tier_prata',
      status: 'active',
      providerCustomerId: 'cus_sync',
      providerSubscriptionId: subId,
      createdAt: t.clock.now(),
    });
    const view = await m.caller.billing.checkSubscription();
    expect(stripe.seen.at(-1)!.path).toBe(`/v1/subscriptions/${subId}`);
    // Stripe's 'unpaid' still owes money: past_due, on the plan Stripe says.
    expect(view).toMatchObject({
      subscribed: true,
      status: 'past_due',
      tier: { id: 'tier_ouro' },
      subscriptionEnd: new Date(1_900_000_000_000).toISOString(),
    });

    t.deps.payments = stripe.payments('sk_test_broken');
    expect(await m.caller.billing.checkSubscription()).toMatchObject({ status: 'past_due', tier: { id: 'tier_ouro' } });
  });

  it('a duplicate subscription is canceled at once (DELETE); unknown or already canceled is not an error, a failure is', async () => {
    const payments = stripe.payments();
    await payments.cancelSubscription('sub_x');
    expect(stripe.seen.at(-1)).toMatchObject({ method: 'DELETE', path: '/v1/subscriptions/sub_x', auth: 'Bearer sk_test_local' });
    await expect(payments.cancelSubscription('sub_unknown_1')).resolves.toBeUndefined();
    expect(stripe.seen.at(-1)).toMatchObject({ method: 'DELETE', path: '/v1/subscriptions/sub_unknown_1' });
    await expect(payments.cancelSubscription('sub_canceled_1')).resolves.toBeUndefined();
    await expect(stripe.payments('sk_test_broken').cancelSubscription('sub_x')).rejects.toThrow();
  });

  it('a trial already spent is ended now (trial_end=now); a canceled or unknown subscription is not an error', async () => {
    const payments = stripe.payments();
    await payments.endTrial('sub_y');
    const req = stripe.seen.at(-1)!;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_y' });
    expect(req.form.get('trial_end')).toBe('now');
    await expect(payments.endTrial('sub_canceled_2')).resolves.toBeUndefined();
    await expect(payments.endTrial('sub_unknown_2')).resolves.toBeUndefined();
    await expect(stripe.payments('sk_test_broken').endTrial('sub_y')).rejects.toThrow();
  });

  it("Stripe's news of a second live subscription for a member: the webhook cancels that one at Stripe, never the member's", async () => {
    t.deps.payments = stripe.payments();
    const app = createApp(t.deps, { clientIp: () => '127.0.0.1' });
    const m = await makeBillingMember(t);
    const kept = `sub_kept_${m.userId}`;
    await t.deps.db.insert(subscriptions).values({
      id: `sub_row_${m.userId}`,
      userId: m.userId,
      tierId: 'tier_prata',
      status: 'trialing',
      providerCustomerId: 'cus_a',
      providerSubscriptionId: kept,
      createdAt: t.clock.now(),
    });
    const extra = `sub_extra_${m.userId}`;
    const payload = JSON.stringify({
      id: `evt_extra_${m.userId}`,
      object: 'event',
      type: 'customer.subscription.created',
      created: Math.floor(t.clock.now().getTime() / 1000),
      data: {
        object: {
          id: extra,
          object: 'subscription',
          customer: 'cus_b',
          status: 'trialing',
          trial_end: 1_900_000_000,
          metadata: { user_id: m.userId, tier_id: 'tier_ouro' },
          items: { data: [] },
        },
      },
    });
    const post = async () =>
      app.request(`http://localhost${PATHS.paymentWebhook}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': await signStripePayload(payload, 'whsec_x') },
        body: payload,
      });
    const before = stripe.seen.length;
    expect((await post()).status).toBe(200);
    await t.background.idle();
    const calls = stripe.seen.slice(before).map((r) => `${r.method} ${r.path}`);
    // The kept one is read first (still billed at Stripe), then the extra one canceled.
    expect(calls).toEqual([`GET /v1/subscriptions/${encodeURIComponent(kept)}`, `DELETE /v1/subscriptions/${encodeURIComponent(extra)}`]);
    // Redelivered: already handled, no second call.
    expect((await post()).status).toBe(200);
    await t.background.idle();
    expect(stripe.seen.length).toBe(before + 2);
    expect(await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, m.userId)).get()).toMatchObject({
      providerSubscriptionId: kept,
      status: 'trialing',
      tierId: 'tier_prata',
    });
  });
});
