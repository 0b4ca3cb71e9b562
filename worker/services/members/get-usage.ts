import { and, count, eq, gte } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { MemberUsage } from '../../contracts/members';
import { saoPauloMidnight } from '../feed/create-post';
import { memberRights } from './rights';

/**
 * The usage-limits panel: today's posts (the same São Paulo day create-post counts, read through
 * posts_user_created_idx) against the tier's rights. The other limits have no running counter
 * outside a post being written, so they come as the tier's values.
 */
export async function getUsage(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, { userId }: { userId: string }): Promise<MemberUsage> {
  const since = saoPauloMidnight(deps.clock.now());
  const [rights, [today]] = await Promise.all([
    memberRights(deps, { userId }),
    deps.db
      .select({ n: count() })
      .from(posts)
      .where(and(eq(posts.userId, userId), gte(posts.createdAt, since))),
  ]);
  return {
    tierName: rights.tier?.name ?? (rights.isArtist ? 'Artista' : null),
    postsToday: { used: today?.n ?? 0, limit: rights.postsPerDay },
    filesPerPost: rights.filesPerPost,
    maxFileSizeMb: rights.maxFileSizeMb,
    canUploadVideo: rights.canUploadVideo,
    dmParticipants: rights.dmParticipants,
  };
}
