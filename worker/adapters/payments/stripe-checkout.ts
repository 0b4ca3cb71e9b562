import Stripe from 'stripe';
import type { Payments } from './port';
import { stripeBilling } from './stripe-billing';
import { verifyStripeEvent } from './verify-event';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Points the client at a local stand-in server in tests. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Stripe Checkout (payment mode, BRL; subscriptions in stripe-billing.ts) over fetch, usable in workerd. */
export function stripePayments(o: StripeOptions): Payments {
  const stripe = new Stripe(o.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    host: o.host,
    port: o.port,
    protocol: o.protocol,
    maxNetworkRetries: 1,
    timeout: 10_000,
  });
  return {
    async createCheckout(input) {
      const expiresAtSeconds = Math.floor(input.expiresAt.getTime() / 1000);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'brl',
          locale: 'pt-BR',
          client_reference_id: input.orderId,
          customer_email: input.customerEmail,
          // Stripe e-mails the buyer a receipt once the payment succeeds (the confirmation page promises an e-mail).
          payment_intent_data: { receipt_email: input.customerEmail, description: `Pedido ${input.orderCode} — Clube do Mito` },
          allowed_payment_method_types: input.methods,
          line_items: input.lineItems.map((li) => ({
            quantity: li.quantity,
            price_data: { currency: 'brl', unit_amount: li.unitAmount, product_data: { name: li.name } },
          })),
          metadata: { order_id: input.orderId, order_code: input.orderCode },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          // Stripe accepts 30 min … 24 h.
          expires_at: Math.max(expiresAtSeconds, Math.floor(Date.now() / 1000) + 1800),
        },
        { idempotencyKey: `checkout-${input.orderId}-${expiresAtSeconds}` },
      );
      if (!session.url) throw new Error('checkout session without url');
      return { sessionId: session.id, url: session.url };
    },
    ...stripeBilling(stripe),
    verifyEvent: (raw, sig) => verifyStripeEvent(raw, sig, o.webhookSecret),
  };
}
