import Stripe from 'stripe';
import { assertEventShape } from './event-shape';
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

const verifier = new Stripe('sk_verify_only', { httpClient: Stripe.createFetchHttpClient() });

/**
 * Verifies a Stripe-signed payload with SubtleCrypto (runs on Node and in workerd)
 * and reduces it to what the order code needs. Both payment adapters use it.
 */
export async function verifyStripeEvent(rawBody: string, signature: string | null, secret: string, nowSeconds?: number): Promise<PaymentEvent> {
  if (!signature) throw new InvalidSignatureError('missing signature');
  let event: Stripe.Event;
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
  assertEventShape(event);
  const type = KNOWN.has(event.type as PaymentEvent['type']) ? (event.type as PaymentEvent['type']) : 'other';
  const session = type === 'other' ? null : (event.data.object as Stripe.Checkout.Session);
  return {
    id: event.id,
    type,
    checkoutSessionId: session?.id ?? null,
    orderId: session?.client_reference_id ?? session?.metadata?.order_id ?? null,
    paymentStatus: session?.payment_status ?? null,
    paymentMethod: (session as unknown as { payment_method_types?: string[] } | null)?.payment_method_types?.[0] ?? null,
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
