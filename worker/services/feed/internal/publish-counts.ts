import { sql } from 'drizzle-orm';
import { posts } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { FEED_COUNTS_EVENT, type FeedCountsEvent } from '../../../contracts/feed-live';
import { FEED_CHANNEL } from '../../../contracts/moderation';
import { errorFields } from '../../../lib/error-fields';

/** The post's counts as the batch that changed them left them: a read for the end of that batch (no extra round trip). */
export const countsAfterWrite = ({ db }: Pick<AppDeps, 'db'>, postId: string) =>
  db
    .select({
      authorId: posts.userId,
      heart: posts.likesCount,
      fire: posts.fireCount,
      mindBlown: posts.mindBlownCount,
      commentsCount: posts.commentsCount,
    })
    .from(posts)
    .where(sql`${posts.id} = ${postId} AND ${posts.removedAt} IS NULL AND ${posts.hiddenAt} IS NULL`);

/** What a counts event is made of: the post's author and counts as the writing batch left them. */
export type PostCounts = Awaited<ReturnType<typeof countsAfterWrite>>[number];

/**
 * After the commit: every open feed hears the post's new counts (counts only, see FeedCountsEvent).
 * Deferred (waitUntil on Workers), never awaited by the request; a failed publish is logged and
 * lost — the next read of the feed has the right counts anyway.
 */
export function publishCounts(deps: Pick<AppDeps, 'realtime' | 'defer' | 'logger'>, postId: string, row: PostCounts | undefined) {
  if (!row) return;
  const event: FeedCountsEvent = {
    postId,
    authorId: row.authorId,
    reactions: { heart: row.heart, fire: row.fire, mind_blown: row.mindBlown },
    commentsCount: row.commentsCount,
  };
  deps.defer(async () => {
    try {
      await deps.realtime.publish(FEED_CHANNEL, FEED_COUNTS_EVENT, event);
    } catch (e) {
      deps.logger.error('feed counts publish failed', errorFields(e));
    }
  });
}
