import { eq } from 'drizzle-orm';
import { subscriptions, subscriptionTiers } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { MyPlanView, SubscriptionView } from '../../contracts/billing';
import { getAccount } from '../members/get-account';
import { hadTrial, trialKeysOf } from './internal/trial-keys';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'keys' | 'logger'>;

/**
 * check-subscription: what the webhooks last wrote, read from the database (the
 * only source of truth for the tier and dates). `subscribed` while the provider
 * still runs the subscription: trialing, active, or past_due during its retries.
 */
export async function getSubscription(deps: Deps, { userId }: { userId: string }): Promise<SubscriptionView> {
  const [row] = await deps.db
    .select({ sub: subscriptions, tierName: subscriptionTiers.name })
    .from(subscriptions)
    .innerJoin(subscriptionTiers, eq(subscriptionTiers.id, subscriptions.tierId))
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  const trialAvailable = !(await hadTrial(deps, { keys: await trialKeysOf(deps, { userId }) }));
  if (!row) {
    return {
      subscribed: false,
      status: null,
      tier: null,
      subscriptionEnd: null,
      trialEndsAt: null,
      cancelAtPeriodEnd: false,
      trialAvailable,
      canManage: false,
    };
  }
  const { sub } = row;
  // A subscription no provider runs (the raffle's complimentary month) ends with its period: no webhook will say so.
  const giftEnded =
    sub.providerSubscriptionId === null && !!sub.currentPeriodEnd && sub.currentPeriodEnd.getTime() <= deps.clock.now().getTime();
  const subscribed = sub.status !== 'canceled' && !giftEnded;
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
export async function getMyPlan(deps: Deps, { userId }: { userId: string }): Promise<MyPlanView> {
  const { email, username, displayName, whatsapp } = await getAccount(deps, { userId });
  return {
    account: { email, username, displayName, whatsapp },
    subscription: await getSubscription(deps, { userId }),
  };
}
