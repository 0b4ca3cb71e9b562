import { eq } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { SubscriptionView } from '../../contracts/billing';
import { applyPaymentEvent } from '../payments/apply-payment-event';
import { getSubscription } from './get-subscription';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'keys' | 'payments' | 'logger' | 'defer'>;

/**
 * 'Atualizar Status' (check-subscription). The provider's current view of the member's
 * subscription goes through the same dispatcher as a webhook (so a lost delivery is
 * repaired by the same rules, never backwards), then the row is read back. When the
 * provider cannot be reached the stored state is answered and the failure only logged,
 * never shown as an error.
 */
export async function checkSubscription(deps: Deps, { userId }: { userId: string }): Promise<SubscriptionView> {
  const row = await deps.db
    .select({ subscriptionId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .get();
  if (row?.subscriptionId) {
    try {
      const snapshot = await deps.payments.fetchSubscription(row.subscriptionId);
      if (snapshot) await applyPaymentEvent(deps, snapshot);
    } catch (e) {
      deps.logger.warn('subscription check failed', { name: e instanceof Error ? e.name : 'unknown' });
    }
  }
  return getSubscription(deps, { userId });
}
