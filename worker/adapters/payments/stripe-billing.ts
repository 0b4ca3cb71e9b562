import type Stripe from 'stripe';
import type { Payments } from './port';
import { subscriptionSnapshot } from './reduce-event';

/**
 * Stripe Checkout in subscription mode (monthly, BRL) and the Billing customer portal.
 * The member and tier ride along as metadata on the session and the subscription, so
 * every later subscription event names whose plan it is.
 */
export function stripeBilling(
  stripe: Stripe,
): Pick<Payments, 'createSubscriptionCheckout' | 'createPortalSession' | 'fetchSubscription' | 'cancelSubscription' | 'endTrial'> {
  return {
    async createSubscriptionCheckout(input) {
      const metadata = { user_id: input.userId, tier_id: input.tierId };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        locale: 'pt-BR',
        client_reference_id: input.userId,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
        line_items: [
          input.priceId
            ? { price: input.priceId, quantity: 1 }
            : {
                quantity: 1,
                price_data: {
                  currency: 'brl',
                  unit_amount: input.unitAmount,
                  recurring: { interval: 'month' },
                  product_data: { name: `Plano ${input.tierName} — Comunidade MC Mito`, metadata: { tier_id: input.tierId } },
                },
              },
        ],
        subscription_data: {
          metadata,
          ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
        },
        metadata,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('checkout session without url');
      return { sessionId: session.id, url: session.url };
    },
    async createPortalSession(input) {
      const session = await stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
        locale: 'pt-BR',
      });
      return { url: session.url };
    },
    async fetchSubscription(subscriptionId) {
      try {
        const sub = await stripe.subscriptions.retrieve(subscriptionId);
        return subscriptionSnapshot(sub as unknown as Record<string, unknown>, new Date());
      } catch (e) {
        if ((e as { statusCode?: number }).statusCode === 404) return null;
        throw e;
      }
    },
    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (e) {
        // Stripe answers 404 'No such subscription' for an unknown id and for one already canceled.
        if (!isGone(e)) throw e;
      }
    },
    async endTrial(subscriptionId) {
      try {
        await stripe.subscriptions.update(subscriptionId, { trial_end: 'now' });
      } catch (e) {
        if (!isGone(e) && !isCanceled(e)) throw e;
      }
    },
  };
}

const isGone = (e: unknown) => (e as { statusCode?: number }).statusCode === 404 || (e as { code?: string }).code === 'resource_missing';
/** 400 'A canceled subscription can only update its cancellation_details and metadata.' */
const isCanceled = (e: unknown) =>
  (e as { statusCode?: number }).statusCode === 400 && /canceled subscription/i.test((e as { message?: string }).message ?? '');
