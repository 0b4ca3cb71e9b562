import type { AppDeps } from '../../adapters/deps';
import { postBurst, WRITE_RULES } from '../../contracts/limits';
import type { MemberUsage } from '../../contracts/members';
import { countMyPosts } from '../feed/count-my-posts';
import { memberRights } from './rights';

/**
 * The usage-limits panel: today's posts and the last 10 minutes' (the rows create-post counts, read
 * through posts_user_created_idx) against the tier's daily limit and burst. The other limits have no
 * running counter outside a post being written, so they come as the tier's values.
 */
export async function getUsage(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, { userId }: { userId: string }): Promise<MemberUsage> {
  const now = deps.clock.now();
  const [rights, counts] = await Promise.all([memberRights(deps, { userId }), countMyPosts(deps, { userId, now })]);
  return {
    tierName: rights.tier?.name ?? (rights.isArtist ? 'Artista' : null),
    postsToday: { used: counts.today, limit: rights.postsPerDay },
    postsRecent: {
      used: counts.recent,
      limit: rights.canPost ? postBurst(rights.postsPerDay) : 0,
      windowMinutes: WRITE_RULES.post.windowSeconds / 60,
      freesInSeconds: counts.burstFreesInSeconds,
    },
    filesPerPost: rights.filesPerPost,
    maxFileSizeMb: rights.maxFileSizeMb,
    canUploadVideo: rights.canUploadVideo,
    dmParticipants: rights.dmParticipants,
  };
}
