import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { receivePaymentWebhook } from '../services/payments/receive-payment-webhook';
import type { AppEnv } from './types';

export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

const WEBHOOK_REFUSALS = {
  bad_signature: 'Assinatura inválida.',
  malformed: 'Evento de pagamento inválido.',
} as const;

/**
 * The payment provider's webhook (Stripe in production, the local simulator on
 * Node: both sign the Stripe way). The signature is checked over the raw body;
 * anything unsigned, tampered or stale, or signed but not an event, is a 400. A database failure is a 500 so
 * the provider delivers the event again later; applying it twice is harmless.
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post(
  PAYMENT_WEBHOOK_PATH,
  bodyLimit({ maxSize: 512 * 1024, onError: (c) => c.json({ error: { message: 'Evento grande demais.' } }, 413) }),
  async (c) => {
    const deps = c.get('deps');
    const raw = await c.req.text();
    const result = await receivePaymentWebhook(deps, c, raw, c.req.header('stripe-signature') ?? null);
    if (!result.ok) return c.json({ error: { message: WEBHOOK_REFUSALS[result.reason] } }, 400, { 'Cache-Control': 'no-store' });
    return c.json({ received: true, outcome: result.outcome }, 200, { 'Cache-Control': 'no-store' });
  },
);
