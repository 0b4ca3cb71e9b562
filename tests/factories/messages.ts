import { subscriptions } from '../../db/schema';
import type { AppDeps } from '../../worker/adapters/deps';
import { makeMember } from './sessions';

export type TierId = 'tier_bronze' | 'tier_prata' | 'tier_ouro';

/** A signed-in member holding `tierId` through an active subscription (what the billing webhooks leave behind). */
export async function makeSubscriber(deps: AppDeps, tierId: TierId, opts: { username?: string } = {}) {
  const m = await makeMember(deps, { tierId, ...opts });
  const now = deps.clock.now();
  await deps.db.insert(subscriptions).values({
    id: `sub_${m.userId}`,
    userId: m.userId,
    tierId,
    status: 'active',
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    createdAt: now,
  });
  return m;
}
