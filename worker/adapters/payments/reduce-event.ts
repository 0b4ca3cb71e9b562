import type Stripe from 'stripe';
import type { PaymentEvent, SubscriptionPaymentEvent, SubscriptionStatus } from './port';

const CHECKOUT_TYPES = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);
const SUBSCRIPTION_TYPES = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);
const INVOICE_TYPES = new Set(['invoice.paid', 'invoice.payment_failed']);

/** Loose reads: Stripe moved fields between API versions (period end to the items, invoice.subscription to parent). */
type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose => (v && typeof v === 'object' ? (v as Loose) : {});
const str = (v: unknown): string | null =>
  typeof v === 'string' && v ? v : v && typeof v === 'object' && typeof (v as Loose).id === 'string' ? ((v as Loose).id as string) : null;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const date = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));
const firstItem = (list: unknown) => obj((obj(list).data as unknown[] | undefined)?.[0]);

/**
 * Stripe has eight statuses; the site keeps four. `unpaid` and `incomplete` owe money
 * (past_due); `incomplete_expired` and `paused` give no access (canceled).
 */
export function reduceStatus(status: unknown): SubscriptionStatus {
  switch (status) {
    case 'trialing':
    case 'active':
    case 'past_due':
      return status;
    case 'unpaid':
    case 'incomplete':
      return 'past_due';
    default:
      return 'canceled';
  }
}

/** A Stripe subscription object as the member's plan needs it (also used when the site re-reads one). */
function reduceSubscription(sub: Loose): Omit<SubscriptionPaymentEvent, 'kind' | 'id' | 'type' | 'created'> {
  const item = firstItem(sub.items);
  const metadata = obj(sub.metadata);
  return {
    subscriptionId: str(sub.id) ?? '',
    customerId: str(sub.customer),
    userId: str(metadata.user_id),
    tierId: str(metadata.tier_id),
    priceId: str(item.price),
    status: reduceStatus(sub.status),
    trialEnd: date(num(sub.trial_end)),
    currentPeriodEnd: date(num(item.current_period_end) ?? num(sub.current_period_end)),
    cancelAtPeriodEnd: sub.cancel_at_period_end === true,
  };
}

/** Reduces a verified Stripe event to the union the dispatcher applies. */
export function reduceStripeEvent(event: Stripe.Event): PaymentEvent {
  const object = obj(event.data?.object);
  if (CHECKOUT_TYPES.has(event.type)) {
    const metadata = obj(object.metadata);
    // A subscription-mode session carries the member id as client reference, never an order.
    const orderId = object.mode === 'subscription' ? null : (str(object.client_reference_id) ?? str(metadata.order_id));
    return {
      kind: 'checkout',
      id: event.id,
      type: event.type as 'checkout.session.completed',
      checkoutSessionId: str(object.id),
      orderId,
      paymentStatus: str(object.payment_status),
      paymentMethod: str((object.payment_method_types as unknown[] | undefined)?.[0]),
    };
  }
  if (SUBSCRIPTION_TYPES.has(event.type) && str(object.id)) {
    return {
      kind: 'subscription',
      id: event.id,
      type: event.type as SubscriptionPaymentEvent['type'],
      created: event.created,
      ...reduceSubscription(object),
    };
  }
  if (INVOICE_TYPES.has(event.type)) {
    const parent = obj(obj(object.parent).subscription_details);
    return {
      kind: 'invoice',
      id: event.id,
      type: event.type as 'invoice.paid',
      created: event.created,
      subscriptionId: str(parent.subscription) ?? str(object.subscription),
      amountPaid: num(object.amount_paid) ?? 0,
      periodEnd: date(num(obj(firstItem(object.lines).period).end)),
    };
  }
  return { kind: 'other', id: event.id, type: 'other' };
}

/** A subscription read from the provider now, as an 'updated' event (its id is unique per read). */
export function subscriptionSnapshot(sub: Loose, now: Date): SubscriptionPaymentEvent {
  const created = Math.floor(now.getTime() / 1000);
  const reduced = reduceSubscription(sub);
  return {
    kind: 'subscription',
    id: `sync_${reduced.subscriptionId}_${now.getTime()}`,
    type: 'customer.subscription.updated',
    created,
    ...reduced,
  };
}
