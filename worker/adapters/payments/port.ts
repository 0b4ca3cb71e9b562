export interface CheckoutLineItem {
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

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** A verified, Stripe-shaped event reduced to what the order code needs. */
export interface PaymentEvent {
  id: string;
  type:
    | 'checkout.session.completed'
    | 'checkout.session.async_payment_succeeded'
    | 'checkout.session.async_payment_failed'
    | 'checkout.session.expired'
    | 'other';
  checkoutSessionId: string | null;
  orderId: string | null;
  /** Stripe's session payment_status: 'paid' | 'unpaid' | 'no_payment_required'. */
  paymentStatus: string | null;
  paymentMethod: string | null;
}

/** Stripe Checkout in production; the local payment simulator on Node. Both sign events the Stripe way. */
export interface Payments {
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession>;
  /** Throws when the signature is missing, wrong or stale. */
  verifyEvent(rawBody: string, signatureHeader: string | null): Promise<PaymentEvent>;
}
