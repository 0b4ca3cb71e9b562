import type { BatchItem } from 'drizzle-orm/batch';
import { eq } from 'drizzle-orm';
import { profiles, subscriptions, subscriptionTiers } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';

export type ComplimentaryPlan =
  { outcome: 'already_subscribed'; statements: [] } | { outcome: 'granted'; statements: BatchItem<'sqlite'>[]; periodEnd: Date };

/**
 * A complimentary month of a tier (the raffle's Bronze month), as statements
 * for the caller's batch. It uses the subscription model the webhooks write:
 * status `active`, `current_period_end` = now + days, no provider ids (nothing
 * to manage or renew at the provider) and `cancel_at_period_end` (it simply
 * ends), so /dashboard shows the plan and its end date and rights.ts stops
 * counting it after the period. A member whose subscription is still running
 * keeps it untouched: a paid plan is never replaced by a gift.
 */
export async function complimentaryMonth(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random'>,
  { userId, tierName, days }: { userId: string; tierName: string; days: number },
): Promise<ComplimentaryPlan> {
  const now = deps.clock.now();
  const [current] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  const runsUntil = current?.currentPeriodEnd ?? current?.trialEndsAt ?? null;
  if (current && current.status !== 'canceled' && (!runsUntil || runsUntil.getTime() > now.getTime()))
    return { outcome: 'already_subscribed', statements: [] };
  const [tier] = await deps.db
    .select({ id: subscriptionTiers.id })
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.name, tierName))
    .limit(1);
  if (!tier) throw new Error(`tier ${tierName} missing`);
  const periodEnd = new Date(now.getTime() + days * 86_400_000);
  const values = {
    tierId: tier.id,
    status: 'active' as const,
    providerCustomerId: null,
    providerSubscriptionId: null,
    trialEndsAt: null,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: true,
    // Any later provider event (the member subscribing for real) applies over the gift.
    lastEventAt: null,
  };
  return {
    outcome: 'granted',
    periodEnd,
    statements: [
      deps.db
        .insert(subscriptions)
        .values({ id: deps.random.id(), userId, createdAt: now, ...values })
        .onConflictDoUpdate({ target: subscriptions.userId, set: values }),
      deps.db.update(profiles).set({ subscriptionTierId: tier.id }).where(eq(profiles.userId, userId)),
    ],
  };
}
