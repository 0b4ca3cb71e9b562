import { describe, expect, it } from 'vitest';
import {
  makeBillingMember,
  ORIGIN,
  portal,
  press,
  profileTier,
  useSimulatorApp,
  storedSubscription,
  subscribe,
  subscriptionRow,
} from '../../factories/billing';

const { t, app } = useSimulatorApp();

const stored = storedSubscription;

const DAY = 86_400_000;

describe('subscription lifecycle through signed events (local simulator → webhook)', () => {
  it('trial → active → past_due → canceled, with the tier and dates written only by the events', async () => {
    const m = await makeBillingMember(t);
    expect((await m.caller.billing.myPlan()).subscription).toMatchObject({
      subscribed: false,
      tier: null,
      trialAvailable: true,
      canManage: false,
    });

    const start = t.clock.now().getTime();
    const { location } = await subscribe(app(), m, 'tier_prata');
    expect(location).toBe(`${ORIGIN}/meu-plano?assinatura=ok`);
    let view = await stored(m);
    expect(view).toMatchObject({
      subscribed: true,
      status: 'trialing',
      tier: { id: 'tier_prata', name: 'Prata' },
      trialAvailable: false,
      canManage: true,
    });
    expect(new Date(view.trialEndsAt!).getTime()).toBe(start + 30 * DAY);
    expect(new Date(view.subscriptionEnd!).getTime()).toBe(start + 30 * DAY);
    expect(await profileTier(t, m.userId)).toBe('tier_prata');

    // Thirty days later the trial ends and the first month is paid.
    t.clock.advance(30 * DAY);
    await portal(app(), m, { action: 'advance_paid' });
    view = await stored(m);
    expect(view).toMatchObject({ subscribed: true, status: 'active', tier: { name: 'Prata' } });
    expect(new Date(view.subscriptionEnd!).getTime()).toBe(start + 60 * DAY);

    // The next renewal is refused: past_due, the tier is kept while Stripe retries.
    t.clock.advance(30 * DAY);
    await portal(app(), m, { action: 'advance_failed' });
    expect(await stored(m)).toMatchObject({ subscribed: true, status: 'past_due' });
    expect(await profileTier(t, m.userId)).toBe('tier_prata');

    // The retries fail too: Stripe cancels, the member is back to the free plan.
    t.clock.advance(7 * DAY);
    await portal(app(), m, { action: 'advance_failed' });
    expect(await stored(m)).toMatchObject({ subscribed: false, status: 'canceled', tier: null, trialAvailable: false });
    expect(await profileTier(t, m.userId)).toBeNull();

    // Subscribing again: a new subscription, without a second trial.
    await subscribe(app(), m, 'tier_bronze');
    expect(await stored(m)).toMatchObject({ subscribed: true, status: 'active', tier: { id: 'tier_bronze' }, trialEndsAt: null });
  });

  it('portal: cancel at period end, resume, change plan; the period end cancels for good', async () => {
    const m = await makeBillingMember(t);
    await subscribe(app(), m, 'tier_bronze');

    const cancel = await portal(app(), m, { action: 'cancel' });
    expect(cancel.location).toContain('aviso=ok');
    expect(await stored(m)).toMatchObject({ subscribed: true, status: 'trialing', cancelAtPeriodEnd: true });

    t.clock.advance(60_000);
    await portal(app(), m, { action: 'resume' });
    expect(await stored(m)).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false });

    t.clock.advance(60_000);
    await portal(app(), m, { action: 'change', tier: 'tier_ouro' });
    expect(await stored(m)).toMatchObject({ tier: { id: 'tier_ouro', name: 'Ouro' } });
    expect(await profileTier(t, m.userId)).toBe('tier_ouro');

    t.clock.advance(60_000);
    await portal(app(), m, { action: 'cancel' });
    t.clock.advance(30 * DAY);
    await portal(app(), m, { action: 'advance_paid' });
    expect(await stored(m)).toMatchObject({ subscribed: false, status: 'canceled', tier: null });
    expect(await profileTier(t, m.userId)).toBeNull();
  });

  it('the simulator pages speak Portuguese, run no script and show the trial or its absence', async () => {
    const m = await makeBillingMember(t);
    const { url } = await m.caller.billing.createCheckout({ tierId: 'tier_ouro' });
    const html = await (await app().request(`${ORIGIN}${url}`)).text();
    expect(html).toContain('Assinar Plano Ouro');
    expect(html).toContain('30 dias grátis');
    expect(html).toContain('R$ 79,90/mês');
    expect(html).not.toMatch(/<script/i);
    // 'Voltar sem assinar' goes back to /pricing and nothing is written.
    const res = await press(app(), url, { action: 'leave' });
    expect(res.headers.get('location')).toBe(`${ORIGIN}/pricing`);
    expect(await subscriptionRow(t, m.userId)).toBeUndefined();

    await subscribe(app(), m, 'tier_ouro');
    const { url: portalUrl } = await m.caller.billing.customerPortal();
    const page = await (await app().request(`${ORIGIN}${portalUrl}`)).text();
    for (const label of [
      'Sua assinatura',
      'Mudar para Bronze',
      'Mudar para Prata',
      'Cancelar assinatura',
      'Avançar 30 dias — renovação paga',
      'Avançar 30 dias — renovação recusada',
    ]) {
      expect(page).toContain(label);
    }
    expect(page).not.toMatch(/<script/i);
  });

  it('a member with a running subscription cannot open a second checkout; without one the portal answers clearly', async () => {
    const m = await makeBillingMember(t);
    await expect(m.caller.billing.customerPortal()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await subscribe(app(), m, 'tier_prata');
    await expect(m.caller.billing.createCheckout({ tierId: 'tier_ouro' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(m.caller.billing.createCheckout({ tierId: 'tier_nao_existe' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe("'Atualizar Status' (check-subscription)", () => {
  it('repairs a lost webhook from the provider, through the same dispatcher and its rules', async () => {
    const m = await makeBillingMember(t);
    await subscribe(app(), m, 'tier_prata');
    const sub = t.simulator.subscriptions.subscriptionOf((await subscriptionRow(t, m.userId))!.providerCustomerId!)!;
    // The provider changes the plan, but its events never arrive.
    t.clock.advance(60_000);
    await t.simulator.subscriptions.portalAction(sub, { kind: 'change', tier: { id: 'tier_ouro', name: 'Ouro', priceMonthly: 7990 } });
    expect(await stored(m)).toMatchObject({ tier: { id: 'tier_prata' } });

    expect(await m.caller.billing.checkSubscription()).toMatchObject({ subscribed: true, status: 'trialing', tier: { id: 'tier_ouro' } });
    expect(await profileTier(t, m.userId)).toBe('tier_ouro');
  });

  it('a cancellation that ends the period in the same second as the last news still ends it (the end of a subscription is never older news)', async () => {
    const m = await makeBillingMember(t);
    await subscribe(app(), m, 'tier_prata');
    t.clock.advance(60_000);
    await portal(app(), m, { action: 'cancel' });
    // 'Atualizar Status', then the period's end, all within one second (the clock does not move).
    expect(await m.caller.billing.checkSubscription()).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    await portal(app(), m, { action: 'advance_paid' });
    expect(await subscriptionRow(t, m.userId)).toMatchObject({ status: 'canceled' });
    expect(await m.caller.billing.checkSubscription()).toMatchObject({ subscribed: false, tier: null });
    expect(await profileTier(t, m.userId)).toBeNull();
  });

  it('without a subscription it simply answers the free plan', async () => {
    const m = await makeBillingMember(t);
    expect(await m.caller.billing.checkSubscription()).toMatchObject({ subscribed: false, tier: null, status: null });
  });
});
