import Stripe from 'stripe';
import { assertEventShape } from './event-shape';
import type { PaymentEvent } from './port';
import { reduceStripeEvent } from './reduce-event';

/** Seconds an event signature stays acceptable (Stripe's default). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export class InvalidSignatureError extends Error {
  override name = 'InvalidSignatureError';
}

const verifier = new Stripe('sk_verify_only', { httpClient: Stripe.createFetchHttpClient() });

/**
 * Verifies a Stripe-signed payload with SubtleCrypto (runs on Node and in workerd)
 * and reduces it to the payment-event union. Both payment adapters use it.
 */
export async function verifyStripeEvent(
  rawBody: string,
  signature: string | null,
  secret: string,
  nowSeconds?: number,
): Promise<PaymentEvent> {
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
  return reduceStripeEvent(event);
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
