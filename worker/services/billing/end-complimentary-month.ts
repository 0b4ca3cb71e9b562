import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { profiles, subscriptions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';

/**
 * Ends a complimentary month (complimentaryMonth's gift) now, as statements for the caller's
 * batch. `userId` may be a subquery, so the caller decides whose month inside the same batch.
 * Only while the row is still the gift: no provider ids, no provider event applied since, not
 * canceled and not already over. A plan the member took at the provider since (which takes the
 * row over, with its ids) is never touched. The first statement returns the ended row's id.
 */
export function endComplimentaryMonth(deps: Pick<AppDeps, 'db' | 'clock'>, { userId }: { userId: SQL | string }) {
  const now = deps.clock.now();
  const stillTheGift = and(
    eq(subscriptions.userId, userId),
    isNull(subscriptions.providerSubscriptionId),
    isNull(subscriptions.providerCustomerId),
    isNull(subscriptions.lastEventAt),
    ne(subscriptions.status, 'canceled'),
    gt(subscriptions.currentPeriodEnd, now),
  );
  return [
    deps.db
      .update(subscriptions)
      .set({ status: 'canceled', currentPeriodEnd: now, cancelAtPeriodEnd: false })
      .where(stillTheGift)
      .returning({ id: subscriptions.id }),
    // The profile's tier mirrors the row, as the webhooks keep it: none once canceled.
    deps.db
      .update(profiles)
      .set({
        subscriptionTierId: sql`(select case when s.status = 'canceled' then null else s.tier_id end from subscriptions s where s.user_id = ${userId})`,
      })
      .where(eq(profiles.userId, userId)),
  ] as const;
}
