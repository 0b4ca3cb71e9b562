import { count, eq } from 'drizzle-orm';
import { posts, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { reputationLevel, type DashboardView } from '../../contracts/members';
import { AppError } from '../../lib/app-error';
import { isArtistUsername } from './artist-names';
import { memberRights } from './rights';

/**
 * /dashboard: the member's profile, tier rights and stats. Posts are counted from the
 * posts table; followers and following are 0 (the product has no follow yet).
 */
export async function getDashboard(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, { userId }: { userId: string }): Promise<DashboardView> {
  const [profileRows, postRows, rights] = await Promise.all([
    deps.db
      .select({ username: profiles.username, displayName: profiles.displayName, avatarUrl: profiles.avatarUrl, reputation: profiles.reputationScore, mitoCoins: profiles.mitoCoins })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .limit(1),
    deps.db.select({ n: count() }).from(posts).where(eq(posts.userId, userId)),
    memberRights(deps, { userId }),
  ]);
  const profile = profileRows[0];
  if (!profile) throw new AppError('PROFILE_LOAD_FAILED');
  return {
    username: profile.username,
    displayName: profile.displayName ?? profile.username,
    avatarUrl: profile.avatarUrl,
    isArtist: isArtistUsername(deps.config, profile.username),
    rights,
    stats: {
      posts: postRows[0]?.n ?? 0,
      followers: 0,
      following: 0,
      reputation: profile.reputation,
      level: reputationLevel(profile.reputation),
      mitoCoins: profile.mitoCoins,
    },
  };
}
