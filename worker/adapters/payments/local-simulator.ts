import type { Clock } from '../clock/port';
import type { Random } from '../random/port';
import * as PATHS from '../../contracts/paths';
import { localSubscriptions } from './local-subscriptions';
import type { CreateCheckoutInput, Payments } from './port';
import { signStripePayload, verifyStripeEvent } from './verify-event';

/** How long the simulated bank takes to confirm a boleto after checkout (the confirmation page shows 'Aguardando pagamento' meanwhile). */
const BOLETO_CONFIRM_DELAY_MS = 4000;

export interface SimulatedSession extends CreateCheckoutInput {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
}

/**
 * The embedded default's payment provider: a hosted-checkout page of its own
 * (worker/http/payment-simulator.ts) whose actions post Stripe-shaped, correctly
 * signed events to the same webhook handler that Stripe would call.
 */
export function localPaymentSimulator(opts: { webhookSecret: string; clock: Clock; random: Random; boletoConfirmDelayMs?: number }) {
  const sessions = new Map<string, SimulatedSession>();
  const subscriptions = localSubscriptions(opts);

  const payments: Payments = {
    async createCheckout(input) {
      const sessionId = `cs_local_${opts.random.id()}`;
      sessions.set(sessionId, { ...input, sessionId, status: 'open', paymentStatus: 'unpaid' });
      return { sessionId, url: `${PATHS.paymentSimulator}/${sessionId}` };
    },
    createSubscriptionCheckout: subscriptions.createSubscriptionCheckout,
    createPortalSession: subscriptions.createPortalSession,
    fetchSubscription: subscriptions.fetchSubscription,
    cancelSubscription: subscriptions.cancelSubscription,
    endTrial: subscriptions.endTrial,
    verifyEvent: (raw, sig) => verifyStripeEvent(raw, sig, opts.webhookSecret, Math.floor(opts.clock.now().getTime() / 1000)),
  };

  /** Builds and signs the event Stripe would send for this session. */
  async function signedEvent(session: SimulatedSession, type: string, method: string) {
    const payload = JSON.stringify({
      id: `evt_local_${opts.random.id()}`,
      object: 'event',
      type,
      created: Math.floor(opts.clock.now().getTime() / 1000),
      data: {
        object: {
          id: session.sessionId,
          object: 'checkout.session',
          client_reference_id: session.orderId,
          metadata: { order_id: session.orderId, order_code: session.orderCode },
          payment_status: session.paymentStatus,
          status: session.status,
          payment_method_types: [method],
        },
      },
    });
    const signature = await signStripePayload(payload, opts.webhookSecret, Math.floor(opts.clock.now().getTime() / 1000));
    return { payload, signature };
  }

  return { payments, sessions, signedEvent, subscriptions, boletoConfirmDelayMs: opts.boletoConfirmDelayMs ?? BOLETO_CONFIRM_DELAY_MS };
}

export type LocalPaymentSimulator = ReturnType<typeof localPaymentSimulator>;
