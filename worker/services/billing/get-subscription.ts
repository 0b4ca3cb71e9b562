import { eq } from 'drizzle-orm';
import { profiles, subscriptions, subscriptionTiers, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { MyPlanView, SubscriptionView } from '../../contracts/billing';
import { hadTrial, trialKeysOf } from './trial-keys';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'keys'>;

/**
 * check-subscription: what the webhooks last wrote, read from the database (the
 * only source of truth for the tier and dates). `subscribed` while the provider
 * still runs the subscription: trialing, active, or past_due during its retries.
 */
export async function getSubscription(deps: Deps, userId: string): Promise<SubscriptionView> {
  const [row] = await deps.db
    .select({ sub: subscriptions, tierName: subscriptionTiers.name })
    .from(subscriptions)
    .innerJoin(subscriptionTiers, eq(subscriptionTiers.id, subscriptions.tierId))
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  const trialAvailable = !(await hadTrial(deps, await trialKeysOf(deps, userId)));
  if (!row) {
    return { subscribed: false, status: null, tier: null, subscriptionEnd: null, trialEndsAt: null, cancelAtPeriodEnd: false, trialAvailable, canManage: false };
  }
  const { sub } = row;
  const subscribed = sub.status !== 'canceled';
  return {
    subscribed,
    status: sub.status,
    tier: subscribed ? { id: sub.tierId, name: row.tierName } : null,
    subscriptionEnd: sub.currentPeriodEnd?.toISOString() ?? null,
    trialEndsAt: sub.trialEndsAt?.toISOString() ?? null,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    trialAvailable,
    canManage: sub.providerCustomerId !== null,
  };
}

/** /meu-plano: the subscription plus the member's own account data (read-only there). */
export async function getMyPlan(deps: Deps, userId: string): Promise<MyPlanView> {
  const [account] = await deps.db
    .select({ email: users.email, username: profiles.username, displayName: profiles.displayName, whatsapp: profiles.whatsapp })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return {
    account: account ?? { email: '', username: null, displayName: null, whatsapp: null },
    subscription: await getSubscription(deps, userId),
  };
}
