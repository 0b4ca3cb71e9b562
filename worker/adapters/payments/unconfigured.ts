import { AppError } from '../../lib/app-error';
import type { Payments } from './port';
import { InvalidSignatureError } from './verify-event';

/**
 * What the Worker uses when STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET are not
 * set: the shop still lists products and takes orders' details, but no checkout
 * can start (PAYMENT_FAILED, 'Erro ao processar pagamento') and no webhook is trusted,
 * because there is no secret to check its signature against.
 */
export function unconfiguredPayments(): Payments {
  return {
    async createCheckout() {
      throw new AppError('PAYMENT_FAILED');
    },
    async createSubscriptionCheckout() {
      throw new AppError('PAYMENT_FAILED');
    },
    async createPortalSession() {
      throw new AppError('PORTAL_FAILED');
    },
    async fetchSubscription() {
      return null;
    },
    // Without a key no subscription can exist at the provider: nothing to cancel or end.
    async cancelSubscription() {},
    async endTrial() {},
    async verifyEvent() {
      throw new InvalidSignatureError('payments are not configured');
    },
  };
}
