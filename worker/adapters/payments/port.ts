interface CheckoutLineItem {
  name: string;
  /** Unit price in cents (BRL). */
  unitAmount: number;
  quantity: number;
}

export interface CreateCheckoutInput {
  orderId: string;
  orderCode: string;
  customerEmail: string;
  lineItems: CheckoutLineItem[];
  successUrl: string;
  cancelUrl: string;
  methods: Array<'card' | 'pix' | 'boleto'>;
  /** When the hosted checkout stops accepting payment. */
  expiresAt: Date;
}

interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** A verified checkout-session event (orders; subscription-mode sessions carry no order id). */
export interface CheckoutPaymentEvent {
  kind: 'checkout';
  id: string;
  type:
    | 'checkout.session.completed'
    | 'checkout.session.async_payment_succeeded'
    | 'checkout.session.async_payment_failed'
    | 'checkout.session.expired';
  checkoutSessionId: string | null;
  orderId: string | null;
  /** Stripe's session payment_status: 'paid' | 'unpaid' | 'no_payment_required'. */
  paymentStatus: string | null;
  paymentMethod: string | null;
}

/** The provider's subscription statuses, reduced to the four the site keeps. */
export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled';

/** `customer.subscription.created/updated/deleted`, reduced to what the member's plan needs. */
export interface SubscriptionPaymentEvent {
  kind: 'subscription';
  id: string;
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted';
  /** The event's `created`, in seconds: orders deliveries that arrive out of order. */
  created: number;
  subscriptionId: string;
  customerId: string | null;
  /** From the subscription's metadata (set at checkout). */
  userId: string | null;
  tierId: string | null;
  priceId: string | null;
  status: SubscriptionStatus;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** `invoice.paid` / `invoice.payment_failed` of a subscription. */
export interface InvoicePaymentEvent {
  kind: 'invoice';
  id: string;
  type: 'invoice.paid' | 'invoice.payment_failed';
  created: number;
  subscriptionId: string | null;
  /** Cents; the invoice that opens a trial is paid with 0. */
  amountPaid: number;
  periodEnd: Date | null;
}

/** Any other verified event: recorded once, changes nothing. */
interface OtherPaymentEvent {
  kind: 'other';
  id: string;
  type: 'other';
}

/** A verified, Stripe-shaped event: one union for orders and subscriptions, applied by one dispatcher. */
export type PaymentEvent = CheckoutPaymentEvent | SubscriptionPaymentEvent | InvoicePaymentEvent | OtherPaymentEvent;

export interface SubscriptionCheckoutInput {
  userId: string;
  tierId: string;
  tierName: string;
  /** Cents per month (BRL), used when the tier has no provider price id. */
  unitAmount: number;
  /** The tier's price in the provider's catalogue (Stripe price id), when configured. */
  priceId: string | null;
  /** An existing provider customer (a member who subscribed before), else the e-mail opens one. */
  customerId: string | null;
  customerEmail: string;
  /** 30 for a first subscription; null when this person already had a trial. */
  trialDays: number | null;
  successUrl: string;
  cancelUrl: string;
}

export interface PortalSessionInput {
  customerId: string;
  returnUrl: string;
}

/** Stripe Checkout + Billing portal in production; the local payment simulator on Node. Both sign events the Stripe way. */
export interface Payments {
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession>;
  /** Checkout in subscription mode (monthly, BRL), with the trial when given. */
  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<CheckoutSession>;
  /** The hosted page where a subscriber changes plan, cancels or resumes. */
  createPortalSession(input: PortalSessionInput): Promise<{ url: string }>;
  /**
   * The provider's current view of one subscription, shaped as the event the dispatcher
   * applies ('Atualizar Status' when a webhook was lost); null when the provider does not know it.
   */
  fetchSubscription(subscriptionId: string): Promise<SubscriptionPaymentEvent | null>;
  /**
   * Cancels at once: no further invoices (a duplicate subscription of a member who already has one).
   * Already canceled or unknown is not an error. The provider then sends `customer.subscription.deleted`.
   */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Ends a trial now (a trial that a person had already spent): the first invoice is billed at once.
   * A subscription that is not trialing, canceled or unknown is not an error.
   */
  endTrial(subscriptionId: string): Promise<void>;
  /** Throws when the signature is missing, wrong or stale. */
  verifyEvent(rawBody: string, signatureHeader: string | null): Promise<PaymentEvent>;
}
