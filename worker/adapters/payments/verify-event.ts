import Stripe from 'stripe';
import { z } from 'zod';
import type { PaymentEvent } from './port';

const KNOWN = new Set<PaymentEvent['type']>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** Seconds an event signature stays acceptable (Stripe's default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export class InvalidSignatureError extends Error {
  override name = 'InvalidSignatureError';
}

/** Correctly signed, but not an event (`[]`, no `id`, no `data.object`): nothing to apply, and nothing to retry. */
export class MalformedEventError extends Error {
  override name = 'MalformedEventError';
}

// Only what the order code reads; Stripe's own events always have these.
const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const sessionShape = z.object({
  id: z.string().max(255),
  client_reference_id: z.string().max(255).nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  payment_status: z.string().max(64).nullish(),
  payment_method_types: z.array(z.string()).nullish(),
});

const verifier = new Stripe('sk_verify_only', { httpClient: Stripe.createFetchHttpClient() });

/**
 * Verifies a Stripe-signed payload with SubtleCrypto (runs on Node and in workerd)
 * and reduces it to what the order code needs. Both payment adapters use it.
 */
export async function verifyStripeEvent(rawBody: string, signature: string | null, secret: string, nowSeconds?: number): Promise<PaymentEvent> {
  if (!signature) throw new InvalidSignatureError('missing signature');
  let event: unknown;
  try {
    event = await verifier.webhooks.constructEventAsync(
      rawBody,
      signature,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      Stripe.createSubtleCryptoProvider(),
      // Stripe reads `receivedAt` in milliseconds.
      nowSeconds === undefined ? undefined : nowSeconds * 1000,
    );
  } catch {
    throw new InvalidSignatureError('bad signature');
  }
  const shaped = eventShape.safeParse(event);
  if (!shaped.success) throw new MalformedEventError('not an event');
  const type = KNOWN.has(shaped.data.type as PaymentEvent['type']) ? (shaped.data.type as PaymentEvent['type']) : 'other';
  let session: z.infer<typeof sessionShape> | null = null;
  if (type !== 'other') {
    const parsed = sessionShape.safeParse(shaped.data.data.object);
    if (!parsed.success) throw new MalformedEventError('not a checkout session');
    session = parsed.data;
  }
  const orderIdFromMetadata = session?.metadata?.order_id;
  return {
    id: shaped.data.id,
    type,
    checkoutSessionId: session?.id ?? null,
    orderId: session?.client_reference_id ?? (typeof orderIdFromMetadata === 'string' ? orderIdFromMetadata : null),
    paymentStatus: session?.payment_status ?? null,
    paymentMethod: session?.payment_method_types?.[0] ?? null,
  };
}

/** Signs a payload as Stripe would (the local simulator and tests use it). */
export async function signStripePayload(payload: string, secret: string, timestampSeconds?: number): Promise<string> {
  return verifier.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    timestamp: timestampSeconds,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
}
