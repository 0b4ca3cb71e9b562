import type { AppDeps } from '../../adapters/deps';
import type { PaymentEvent } from '../../adapters/payments/port';
import { MalformedEventError } from '../../adapters/payments/event-shape';
import { applyPaymentEvent, type PaymentOutcome } from './apply-payment-event';

export type WebhookResult =
  { ok: true; outcome: PaymentOutcome; event: PaymentEvent } | { ok: false; reason: 'bad_signature' | 'malformed' };

/** Verifies the provider's signature (Stripe's scheme for both adapters) and applies the event once. */
export async function receivePaymentWebhook(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'keys' | 'payments' | 'logger' | 'defer'>,
  { rawBody, signature }: { rawBody: string; signature: string | null },
): Promise<WebhookResult> {
  let event: PaymentEvent;
  try {
    event = await deps.payments.verifyEvent(rawBody, signature);
  } catch (e) {
    const reason = e instanceof MalformedEventError ? 'malformed' : 'bad_signature';
    deps.logger.warn('payment webhook refused', { reason });
    return { ok: false, reason };
  }
  const outcome = await applyPaymentEvent(deps, event);
  deps.logger.info('payment event', { eventId: event.id, type: event.type, outcome });
  return { ok: true, outcome, event };
}
