import { count, eq, sql } from 'drizzle-orm';
import { follows, posts, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { reputationLevel, type DashboardView } from '../../contracts/members';
import { AppError } from '../../lib/app-error';
import { isArtistUsername } from './artist-names';
import { memberRights } from './rights';

/**
 * /dashboard: the member's profile, tier rights and stats. Posts are counted from the
 * posts table; 'Seguidores' and 'Seguindo' from the follows table (by follows_followee_idx and the
 * primary key's follower_id range), in the same read as the profile.
 */
export async function getDashboard(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, { userId }: { userId: string }): Promise<DashboardView> {
  const [profileRows, postRows, rights] = await Promise.all([
    deps.db
      .select({
        username: profiles.username,
        displayName: profiles.displayName,
        avatarUrl: profiles.avatarUrl,
        reputation: profiles.reputationScore,
        mitoCoins: profiles.mitoCoins,
        followers: sql<number>`(SELECT count(*) FROM ${follows} WHERE ${follows.followeeId} = ${profiles.userId})`.mapWith(Number),
        following: sql<number>`(SELECT count(*) FROM ${follows} WHERE ${follows.followerId} = ${profiles.userId})`.mapWith(Number),
      })
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
      followers: profile.followers,
      following: profile.following,
      reputation: profile.reputation,
      level: reputationLevel(profile.reputation),
      mitoCoins: profile.mitoCoins,
    },
  };
}
