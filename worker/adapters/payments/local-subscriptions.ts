import * as PATHS from '../../contracts/paths';
import type { Clock } from '../clock/port';
import type { Random } from '../random/port';
import type { PortalSessionInput, SubscriptionCheckoutInput, SubscriptionPaymentEvent, SubscriptionStatus } from './port';
import { subscriptionSnapshot } from './reduce-event';
import { signStripePayload } from './verify-event';

const DAY_MS = 86_400_000;
/** Stripe bills monthly plans every month; the simulator's month is 30 days, like the trial. */
const PERIOD_MS = 30 * DAY_MS;

export interface SimulatedSubscriptionCheckout {
  sessionId: string;
  input: SubscriptionCheckoutInput;
  status: 'open' | 'complete' | 'expired';
}

export interface SimulatedSubscription {
  id: string;
  customerId: string;
  userId: string;
  tierId: string;
  tierName: string;
  unitAmount: number;
  priceId: string;
  status: SubscriptionStatus;
  trialEnd: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export interface SignedEvent {
  type: string;
  payload: string;
  signature: string;
}

export type PortalAction =
  | { kind: 'change'; tier: { id: string; name: string; priceMonthly: number; stripePriceId?: string | null } }
  | { kind: 'cancel' }
  | { kind: 'resume' }
  /** Moves this subscription's clock to the end of its period (trial or month) and renews: paid or refused. */
  | { kind: 'advance'; renewal: 'paid' | 'failed' };

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/**
 * The subscription half of the local payment simulator: Checkout in subscription
 * mode, the customer portal (change plan, cancel, resume) and renewals. Every change
 * is answered with the signed events Stripe would send, in Stripe's order.
 */
export function localSubscriptions(opts: { webhookSecret: string; clock: Clock; random: Random }) {
  const checkouts = new Map<string, SimulatedSubscriptionCheckout>();
  const subscriptions = new Map<string, SimulatedSubscription>();
  const portals = new Map<string, PortalSessionInput>();
  /** Set by the simulator's routes (worker/http/subscription-simulator.ts): posts signed events to the app's webhook. */
  let deliver: ((events: SignedEvent[]) => Promise<boolean>) | null = null;
  /** Changes made through the API (not a simulator page) announce themselves by webhook, as Stripe's do. */
  async function announce(events: SignedEvent[]) {
    if (deliver && !(await deliver(events))) throw new Error('simulated webhook refused');
  }

  async function sign(type: string, object: Record<string, unknown>): Promise<SignedEvent> {
    const created = seconds(opts.clock.now())!;
    const payload = JSON.stringify({ id: `evt_local_${opts.random.id()}`, object: 'event', type, created, data: { object } });
    return { type, payload, signature: await signStripePayload(payload, opts.webhookSecret, created) };
  }

  const metadata = (s: SimulatedSubscription) => ({ user_id: s.userId, tier_id: s.tierId });
  const subscriptionObject = (s: SimulatedSubscription) => ({
    id: s.id,
    object: 'subscription',
    customer: s.customerId,
    status: s.status,
    trial_end: seconds(s.trialEnd),
    cancel_at_period_end: s.cancelAtPeriodEnd,
    metadata: metadata(s),
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          price: { id: s.priceId, object: 'price', currency: 'brl', unit_amount: s.unitAmount, recurring: { interval: 'month' } },
          current_period_start: seconds(s.currentPeriodStart),
          current_period_end: seconds(s.currentPeriodEnd),
        },
      ],
    },
  });
  const invoiceObject = (s: SimulatedSubscription, amountPaid: number, reason: string) => ({
    id: `in_local_${opts.random.id()}`,
    object: 'invoice',
    customer: s.customerId,
    currency: 'brl',
    billing_reason: reason,
    amount_due: s.unitAmount,
    amount_paid: amountPaid,
    parent: { type: 'subscription_details', subscription_details: { subscription: s.id, metadata: metadata(s) } },
    lines: { object: 'list', data: [{ period: { start: seconds(s.currentPeriodStart), end: seconds(s.currentPeriodEnd) } }] },
  });

  return {
    checkouts,
    subscriptions,
    portals,

    deliverWith(fn: (events: SignedEvent[]) => Promise<boolean>) {
      deliver = fn;
    },

    async createSubscriptionCheckout(input: SubscriptionCheckoutInput) {
      const sessionId = `cs_local_sub_${opts.random.id()}`;
      checkouts.set(sessionId, { sessionId, input, status: 'open' });
      return { sessionId, url: `${PATHS.subscriptionSimulator}/${sessionId}` };
    },

    async createPortalSession(input: PortalSessionInput) {
      const id = `bps_local_${opts.random.id()}`;
      portals.set(id, input);
      return { url: `${PATHS.portalSimulator}/${id}` };
    },

    async fetchSubscription(subscriptionId: string): Promise<SubscriptionPaymentEvent | null> {
      const sub = subscriptions.get(subscriptionId);
      return sub ? subscriptionSnapshot(subscriptionObject(sub), opts.clock.now()) : null;
    },

    /** `DELETE /v1/subscriptions/:id`: canceled at once, no further invoices; unknown or already canceled changes nothing. */
    async cancelSubscription(subscriptionId: string): Promise<void> {
      const sub = subscriptions.get(subscriptionId);
      if (!sub || sub.status === 'canceled') return;
      // Stripe keeps current_period_end on an immediate cancel (ended_at says when); nothing more is billed.
      Object.assign(sub, { status: 'canceled', cancelAtPeriodEnd: false });
      await announce([await sign('customer.subscription.deleted', subscriptionObject(sub))]);
    },

    /** `trial_end: 'now'`: the trial ends and the first month is billed (the simulator's card is approved). */
    async endTrial(subscriptionId: string): Promise<void> {
      const sub = subscriptions.get(subscriptionId);
      if (!sub || sub.status !== 'trialing') return;
      const now = opts.clock.now();
      Object.assign(sub, {
        status: 'active',
        trialEnd: now,
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + PERIOD_MS),
      });
      await announce([
        await sign('customer.subscription.updated', subscriptionObject(sub)),
        await sign('invoice.paid', invoiceObject(sub, sub.unitAmount, 'subscription_update')),
      ]);
    },

    /** The subscriber pays (or starts the trial): checkout completed, subscription created, first invoice. */
    async completeCheckout(sessionId: string): Promise<SignedEvent[]> {
      const checkout = checkouts.get(sessionId);
      if (!checkout || checkout.status !== 'open') return [];
      checkout.status = 'complete';
      const now = opts.clock.now();
      const { input } = checkout;
      const trialEnd = input.trialDays ? new Date(now.getTime() + input.trialDays * DAY_MS) : null;
      const sub: SimulatedSubscription = {
        id: `sub_local_${opts.random.id()}`,
        customerId: input.customerId ?? `cus_local_${opts.random.id()}`,
        userId: input.userId,
        tierId: input.tierId,
        tierName: input.tierName,
        unitAmount: input.unitAmount,
        priceId: input.priceId ?? `price_local_${input.tierId}`,
        status: trialEnd ? 'trialing' : 'active',
        trialEnd,
        currentPeriodStart: now,
        currentPeriodEnd: trialEnd ?? new Date(now.getTime() + PERIOD_MS),
        cancelAtPeriodEnd: false,
      };
      subscriptions.set(sub.id, sub);
      return [
        await sign('checkout.session.completed', {
          id: sessionId,
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: input.userId,
          customer: sub.customerId,
          subscription: sub.id,
          status: 'complete',
          payment_status: trialEnd ? 'no_payment_required' : 'paid',
          metadata: metadata(sub),
        }),
        await sign('customer.subscription.created', subscriptionObject(sub)),
        await sign('invoice.paid', invoiceObject(sub, trialEnd ? 0 : sub.unitAmount, 'subscription_create')),
      ];
    },

    /** The customer's newest subscription, as the portal shows it. */
    subscriptionOf(customerId: string): SimulatedSubscription | undefined {
      const own = [...subscriptions.values()].filter((s) => s.customerId === customerId);
      return own.find((s) => s.status !== 'canceled') ?? own.at(-1);
    },

    async portalAction(sub: SimulatedSubscription, action: PortalAction): Promise<SignedEvent[]> {
      if (sub.status === 'canceled') return [];
      const now = opts.clock.now();
      if (action.kind === 'change') {
        Object.assign(sub, {
          tierId: action.tier.id,
          tierName: action.tier.name,
          unitAmount: action.tier.priceMonthly,
          priceId: action.tier.stripePriceId ?? `price_local_${action.tier.id}`,
        });
        return [await sign('customer.subscription.updated', subscriptionObject(sub))];
      }
      if (action.kind === 'cancel' || action.kind === 'resume') {
        sub.cancelAtPeriodEnd = action.kind === 'cancel';
        return [await sign('customer.subscription.updated', subscriptionObject(sub))];
      }
      // The period ends now: a trial ends, a canceled-at-period-end subscription ends, or the next month is billed.
      if (sub.trialEnd && sub.trialEnd > now) sub.trialEnd = now;
      if (sub.cancelAtPeriodEnd) {
        Object.assign(sub, { status: 'canceled', currentPeriodEnd: now });
        return [await sign('customer.subscription.deleted', subscriptionObject(sub))];
      }
      if (action.renewal === 'failed' && sub.status === 'past_due') {
        // The retries of the last invoice failed too: Stripe cancels (the dashboard's default).
        sub.status = 'canceled';
        return [
          await sign('invoice.payment_failed', invoiceObject(sub, 0, 'subscription_cycle')),
          await sign('customer.subscription.deleted', subscriptionObject(sub)),
        ];
      }
      Object.assign(sub, { currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + PERIOD_MS) });
      if (action.renewal === 'paid') {
        sub.status = 'active';
        return [
          await sign('invoice.paid', invoiceObject(sub, sub.unitAmount, 'subscription_cycle')),
          await sign('customer.subscription.updated', subscriptionObject(sub)),
        ];
      }
      sub.status = 'past_due';
      return [
        await sign('invoice.payment_failed', invoiceObject(sub, 0, 'subscription_cycle')),
        await sign('customer.subscription.updated', subscriptionObject(sub)),
      ];
    },
  };
}

export type LocalSubscriptions = ReturnType<typeof localSubscriptions>;
