import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppErrorCode } from '../contracts/errors';
import { AppError } from '../lib/app-error';
import { receivePaymentWebhook } from '../services/payments/receive-payment-webhook';
import { answerError } from './answer-error';
import type { AppEnv } from './types';

const WEBHOOK_REFUSALS = {
  bad_signature: 'PAYMENT_EVENT_UNSIGNED',
  malformed: 'PAYMENT_EVENT_INVALID',
} as const satisfies Record<string, AppErrorCode>;

/**
 * The payment provider's webhook (PATHS.paymentWebhook; Stripe in production, the local simulator
 * on Node: both sign the Stripe way). The signature is checked over the raw body; anything
 * unsigned, tampered or stale, or signed but not an event, is a 400. A database failure is a 500 so
 * the provider delivers the event again later; applying it twice is harmless. Failures are
 * answered by the app's answerError (worker/app.ts).
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post(
  '/',
  bodyLimit({ maxSize: 512 * 1024, onError: (c) => answerError(c, new AppError('PAYMENT_EVENT_TOO_LARGE')) }),
  async (c) => {
    const deps = c.get('deps');
    const raw = await c.req.text();
    const result = await receivePaymentWebhook(deps, { rawBody: raw, signature: c.req.header('stripe-signature') ?? null });
    if (!result.ok) throw new AppError(WEBHOOK_REFUSALS[result.reason]);
    return c.json({ received: true, outcome: result.outcome }, 200, { 'Cache-Control': 'no-store' });
  },
);
