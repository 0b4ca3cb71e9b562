import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { posts, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { FeedStats } from '../../contracts/feed';
import { reputationLevel } from '../../contracts/members';

/**
 * The feed's left column: MitoCoins and Reputação as the profile holds them (written by the
 * reputation rules), and Estatísticas summed from the member's own posts' denormalised counts
 * (posts_user_created_idx: one range of the member's posts).
 */
export async function myStats(deps: Pick<AppDeps, 'db'>, input: { userId: string }): Promise<FeedStats> {
  const [[own], [profile]] = await Promise.all([
    deps.db
      .select({
        posts: count(posts.id),
        reactions: sql<number>`coalesce(sum(${posts.likesCount} + ${posts.fireCount} + ${posts.mindBlownCount}), 0)`,
        comments: sql<number>`coalesce(sum(${posts.commentsCount}), 0)`,
      })
      .from(posts)
      .where(and(eq(posts.userId, input.userId), isNull(posts.removedAt))),
    deps.db
      .select({ mitoCoins: profiles.mitoCoins, reputation: profiles.reputationScore })
      .from(profiles)
      .where(eq(profiles.userId, input.userId))
      .limit(1),
  ]);
  const reputation = profile?.reputation ?? 0;
  return {
    posts: own?.posts ?? 0,
    reactionsReceived: Number(own?.reactions ?? 0),
    commentsReceived: Number(own?.comments ?? 0),
    mitoCoins: profile?.mitoCoins ?? 0,
    reputation,
    level: reputationLevel(reputation),
  };
}
