import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { profiles, subscriptions, subscriptionTiers } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { isArtistUsername, tierCounts } from '../../members/rights';

/**
 * The custom badges to show beside these authors' names: only for an author whose plan gives the
 * badge right now (the same rule as their rights: services/members/rights.ts), so a badge saved on
 * Ouro disappears when the plan ends. Callers pass only the authors whose profile row holds a badge
 * (most hold none, and then nothing is read); one read keyed by their ids.
 */
export async function badgesFor(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  { userIds }: { userIds: string[] },
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({
      userId: profiles.userId,
      username: profiles.username,
      badge: profiles.customBadge,
      tier: subscriptionTiers,
      status: subscriptions.status,
      trialEndsAt: subscriptions.trialEndsAt,
      periodEnd: subscriptions.currentPeriodEnd,
    })
    .from(profiles)
    .leftJoin(subscriptions, eq(subscriptions.userId, profiles.userId))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, profiles.subscriptionTierId))
    .where(and(inArray(profiles.userId, ids), isNotNull(profiles.customBadge)));
  const now = deps.clock.now();
  const shown = new Map<string, string>();
  for (const r of rows) {
    const allowed = isArtistUsername(deps.config, r.username) || tierCounts(r, now)?.features.custom_badge === true;
    if (allowed && r.badge) shown.set(r.userId, r.badge);
  }
  return shown;
}
