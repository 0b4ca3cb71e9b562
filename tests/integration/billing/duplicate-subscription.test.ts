import { describe, expect, it } from 'vitest';
import type { SignedEvent } from '../../../worker/adapters/payments/local-subscriptions';
import { trialUsages } from '../../../db/schema';
import * as PATHS from '../../../worker/contracts/paths';
import { trialKeysOf } from '../../../worker/services/billing/internal/trial-keys';
import { complimentaryMonth } from '../../../worker/services/billing/grant-complimentary-month';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  makeBillingMember,
  ORIGIN,
  press,
  useSimulatorApp,
  storedSubscription,
  subscriptionRow,
  type BillingMember,
} from '../../factories/billing';

const { t, app } = useSimulatorApp();

const DAY = 86_400_000;
let n = 0;
const unique = () => `${++n}${Math.floor(Math.random() * 1e6)}`;

/** 'Começar Trial Grátis' pressed: the simulator's checkout session, still open. */
async function openCheckout(m: BillingMember, tierId = 'tier_prata') {
  const { url } = await m.caller.billing.createCheckout({ tierId });
  return { url, sessionId: url.split('/').pop()! };
}

/** The signed events Stripe sends once a checkout is completed, delivered to the webhook as Stripe would. */
async function deliver(events: SignedEvent[]) {
  const outcomes: string[] = [];
  for (const e of events) {
    const res = await app().request(`${ORIGIN}${PATHS.paymentWebhook}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
      body: e.payload,
    });
    expect(res.status).toBe(200);
    outcomes.push(((await res.json()) as { outcome: string }).outcome);
  }
  return outcomes;
}

/** What the provider (the simulator) holds for this member: every subscription, oldest first. */
const atProvider = (userId: string) => [...t.simulator.subscriptions.subscriptions.values()].filter((s) => s.userId === userId);
const live = (userId: string) => atProvider(userId).filter((s) => s.status !== 'canceled');

describe('two checkouts completed by one member: billed for one subscription only', () => {
  it('two tabs, both paid: the first recorded stays, the second is canceled at the provider; replays change nothing', async () => {
    const m = await makeBillingMember(t);
    const first = await openCheckout(m);
    const second = await openCheckout(m, 'tier_ouro');
    // Both offered the trial: neither was recorded when the other opened.
    expect(t.simulator.subscriptions.checkouts.get(second.sessionId)!.input.trialDays).toBe(30);

    expect((await press(app(), first.url, { action: 'subscribe' })).status).toBe(303);
    const secondEvents = await t.simulator.subscriptions.completeCheckout(second.sessionId);
    await deliver(secondEvents);
    await t.background.idle();

    const [kept, extra] = atProvider(m.userId);
    expect(live(m.userId)).toEqual([kept]);
    expect(kept).toMatchObject({ status: 'trialing', tierId: 'tier_prata' });
    expect(extra).toMatchObject({ status: 'canceled', tierId: 'tier_ouro' });
    const row = await subscriptionRow(t, m.userId);
    expect(row).toMatchObject({ providerSubscriptionId: kept!.id, status: 'trialing', tierId: 'tier_prata' });
    expect(await storedSubscription(m)).toMatchObject({ subscribed: true, status: 'trialing', tier: { id: 'tier_prata' } });

    // The same deliveries again (Stripe retries); the deleted event that followed the cancel moved nothing either.
    expect(await deliver(secondEvents)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    await t.background.idle();
    expect(await subscriptionRow(t, m.userId)).toEqual(row);
    expect(live(m.userId)).toEqual([kept]);
    expect(extra!.status).toBe('canceled');

    // Later months bill the kept subscription only.
    t.clock.advance(30 * DAY);
    const events = await t.simulator.subscriptions.portalAction(kept!, { kind: 'advance', renewal: 'paid' });
    await deliver(events);
    expect(await subscriptionRow(t, m.userId)).toMatchObject({ providerSubscriptionId: kept!.id, status: 'active' });
  });

  it('both deliveries racing each other: exactly one stays live, and it is the one on the member’s row', async () => {
    const m = await makeBillingMember(t);
    const a = await openCheckout(m, 'tier_bronze');
    const b = await openCheckout(m, 'tier_prata');
    const [eventsA, eventsB] = [
      await t.simulator.subscriptions.completeCheckout(a.sessionId),
      await t.simulator.subscriptions.completeCheckout(b.sessionId),
    ];
    await Promise.all([deliver(eventsA), deliver(eventsB)]);
    await t.background.idle();

    const row = await subscriptionRow(t, m.userId);
    expect(live(m.userId).map((s) => s.id)).toEqual([row!.providerSubscriptionId]);
    expect(atProvider(m.userId).filter((s) => s.status === 'canceled')).toHaveLength(1);
    expect(row!.status).toBe('trialing');
  });

  it('the recorded one already ended at the provider (its webhook was lost): the running one is kept and takes the row', async () => {
    const m = await makeBillingMember(t);
    const a = await openCheckout(m, 'tier_bronze');
    const b = await openCheckout(m, 'tier_ouro');
    await deliver(await t.simulator.subscriptions.completeCheckout(a.sessionId));
    const subA = atProvider(m.userId)[0]!;
    // Canceled at the provider; the 'deleted' event never reached the site.
    subA.status = 'canceled';
    await deliver(await t.simulator.subscriptions.completeCheckout(b.sessionId));
    await t.background.idle();

    const subB = atProvider(m.userId)[1]!;
    expect(live(m.userId)).toEqual([subB]);
    // Still one trial per person: subscription A had it, so B's ended and B bills from today.
    expect(subB.status).toBe('active');
    expect(await subscriptionRow(t, m.userId)).toMatchObject({ providerSubscriptionId: subB.id, status: 'active', tierId: 'tier_ouro' });
  });

  it('a member re-subscribing after a cancel keeps the new subscription (an ended one never holds the row)', async () => {
    const m = await makeBillingMember(t);
    const old = await openCheckout(m, 'tier_bronze');
    await deliver(await t.simulator.subscriptions.completeCheckout(old.sessionId));
    const oldSub = atProvider(m.userId)[0]!;
    await t.simulator.subscriptions.cancelSubscription(oldSub.id);
    expect(await subscriptionRow(t, m.userId)).toMatchObject({ status: 'canceled' });

    const again = await openCheckout(m, 'tier_ouro');
    await deliver(await t.simulator.subscriptions.completeCheckout(again.sessionId));
    await t.background.idle();
    const newSub = atProvider(m.userId)[1]!;
    expect(newSub.status).toBe('active');
    expect(await subscriptionRow(t, m.userId)).toMatchObject({ providerSubscriptionId: newSub.id, status: 'active', tierId: 'tier_ouro' });
  });

  it("a raffle winner's free Bronze month (no provider subscription) does not stop them from paying for a plan once it ran out", async () => {
    const m = await makeBillingMember(t);
    const gift = await complimentaryMonth(t.deps, { userId: m.userId, tierName: 'Bronze', days: 30 });
    expect(gift.outcome).toBe('granted');
    await t.deps.db.batch(gift.statements as [BatchItem<'sqlite'>]);
    expect(await subscriptionRow(t, m.userId)).toMatchObject({ status: 'active', tierId: 'tier_bronze', providerSubscriptionId: null });
    // While the month runs, the plan page says a plan is running.
    await expect(m.caller.billing.createCheckout({ tierId: 'tier_prata' })).rejects.toMatchObject({ code: 'CONFLICT' });

    t.clock.advance(31 * DAY);
    const paid = await openCheckout(m, 'tier_prata');
    await deliver(await t.simulator.subscriptions.completeCheckout(paid.sessionId));
    await t.background.idle();
    const sub = atProvider(m.userId)[0]!;
    expect(await subscriptionRow(t, m.userId)).toMatchObject({ providerSubscriptionId: sub.id, tierId: 'tier_prata' });
    // Now a paid plan runs: a second checkout would bill twice.
    await expect(m.caller.billing.createCheckout({ tierId: 'tier_ouro' })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('one trial per person even when two accounts check out at the same time', () => {
  it('the second account with the same WhatsApp starts paying at once; the first keeps its trial', async () => {
    // E-mails are unique per account; the same person's second account shares the WhatsApp.
    const digits = `119${unique().padStart(8, '0').slice(-8)}`;
    const x = await makeBillingMember(t, { whatsapp: digits });
    const y = await makeBillingMember(t, { whatsapp: `+55 (${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}` });
    const cx = await openCheckout(x);
    const cy = await openCheckout(y);
    expect(t.simulator.subscriptions.checkouts.get(cy.sessionId)!.input.trialDays).toBe(30);

    await deliver(await t.simulator.subscriptions.completeCheckout(cx.sessionId));
    await deliver(await t.simulator.subscriptions.completeCheckout(cy.sessionId));
    await t.background.idle();

    const now = t.clock.now().getTime();
    expect(atProvider(x.userId)[0]).toMatchObject({ status: 'trialing' });
    expect(atProvider(x.userId)[0]!.trialEnd!.getTime()).toBe(now + 30 * DAY);
    const ySub = atProvider(y.userId)[0]!;
    expect(ySub).toMatchObject({ status: 'active' });
    expect(ySub.trialEnd!.getTime()).toBe(now);
    expect(await storedSubscription(x)).toMatchObject({ status: 'trialing' });
    expect(await subscriptionRow(t, y.userId)).toMatchObject({
      providerSubscriptionId: ySub.id,
      status: 'active',
      trialEndsAt: new Date(now),
    });
    expect(new Date((await storedSubscription(y)).subscriptionEnd!).getTime()).toBe(now + 30 * DAY);
  });

  it('a second account with another e-mail and WhatsApp keeps its own trial', async () => {
    const x = await makeBillingMember(t, { email: `um${unique()}@teste.local` });
    const y = await makeBillingMember(t, { email: `outro${unique()}@teste.local` });
    const cx = await openCheckout(x);
    const cy = await openCheckout(y);
    await deliver(await t.simulator.subscriptions.completeCheckout(cx.sessionId));
    await deliver(await t.simulator.subscriptions.completeCheckout(cy.sessionId));
    await t.background.idle();
    expect(atProvider(y.userId)[0]).toMatchObject({ status: 'trialing' });
    expect(await subscriptionRow(t, y.userId)).toMatchObject({ status: 'trialing' });
  });

  it('one checkout whose events arrive all at once (Stripe sends created and updated together): the member keeps the trial', async () => {
    for (let i = 0; i < 5; i++) {
      const m = await makeBillingMember(t);
      const c = await openCheckout(m);
      const events = await t.simulator.subscriptions.completeCheckout(c.sessionId);
      // Each event on its own delivery, all in flight together, and each delivered twice.
      await Promise.all([...events, ...events].map((e) => deliver([e])));
      await t.background.idle();
      expect(atProvider(m.userId)).toMatchObject([{ status: 'trialing' }]);
      expect(await subscriptionRow(t, m.userId)).toMatchObject({ status: 'trialing' });
    }
  });

  it('the trial keys already name this same subscription (another of its events committed first): the trial is kept', async () => {
    const m = await makeBillingMember(t);
    const c = await openCheckout(m);
    const events = await t.simulator.subscriptions.completeCheckout(c.sessionId);
    const created = events.find((e) => e.type === 'customer.subscription.created')!;
    const subscriptionId = (JSON.parse(created.payload) as { data: { object: { id: string } } }).data.object.id;
    // As if Stripe's customer.subscription.updated for the same subscription had committed between this event's reads.
    for (const key of await trialKeysOf(t.deps, { userId: m.userId })) {
      await t.deps.db.insert(trialUsages).values({ ...key, usedAt: t.clock.now(), subscriptionId });
    }
    await deliver(events);
    await t.background.idle();
    expect(atProvider(m.userId)).toMatchObject([{ id: subscriptionId, status: 'trialing' }]);
    expect(await subscriptionRow(t, m.userId)).toMatchObject({ providerSubscriptionId: subscriptionId, status: 'trialing' });
  });
});
