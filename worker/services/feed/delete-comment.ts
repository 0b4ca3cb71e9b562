import { sql } from 'drizzle-orm';
import { comments, posts } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { FEED_CHANNEL, FEED_REMOVED_EVENT, type FeedRemovedEvent } from '../../contracts/moderation';
import { AppError } from '../../lib/app-error';
import { errorFields } from '../../lib/error-fields';
import { ownComment } from './internal/own-comment';
import { countsAfterWrite, publishCounts } from './internal/publish-counts';

/**
 * The author deletes their own comment, at any time: the row goes, and the post's comments_count
 * drops by what the DELETE removed, in one batch. A comment a moderator removed stays (the report's
 * history needs it). Open feeds drop it live, as they drop a removed comment, and hear the post's new counts.
 */
export async function deleteComment(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'defer' | 'logger'>,
  input: { userId: string; commentId: string },
) {
  const { commentId } = input;
  const row = await ownComment(deps, { userId: input.userId, commentId });
  const [deleted, , [counts]] = await deps.db.batch([
    deps.db.run(
      sql`DELETE FROM ${comments} WHERE id = ${commentId} AND user_id = ${input.userId} AND removed_at IS NULL AND hidden_at IS NULL`,
    ),
    deps.db.run(sql`UPDATE ${posts} SET comments_count = max(0, comments_count - changes()) WHERE id = ${row.postId}`),
    countsAfterWrite(deps, row.postId),
  ]);
  if (deleted.rowsAffected !== 1) throw new AppError('COMMENT_NOT_FOUND');
  // Open feeds also hear the card's new comment count.
  publishCounts(deps, row.postId, counts);
  const event: FeedRemovedEvent = { postIds: [], comments: [{ id: commentId, postId: row.postId }] };
  deps.defer(async () => {
    try {
      await deps.realtime.publish(FEED_CHANNEL, FEED_REMOVED_EVENT, event);
    } catch (e) {
      deps.logger.error('comment delete publish failed', errorFields(e));
    }
  });
  return { deleted: true as const };
}
