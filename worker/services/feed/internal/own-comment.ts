import { eq } from 'drizzle-orm';
import { comments } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { AppError } from '../../../lib/app-error';

/**
 * The comment its author is about to change: refused when it is gone, removed by a moderator
 * (kept for the report's history) or hidden, and when the caller did not write it.
 */
export async function ownComment(deps: Pick<AppDeps, 'db'>, input: { userId: string; commentId: string }) {
  const [row] = await deps.db
    .select({
      postId: comments.postId,
      userId: comments.userId,
      createdAt: comments.createdAt,
      removedAt: comments.removedAt,
      hiddenAt: comments.hiddenAt,
    })
    .from(comments)
    .where(eq(comments.id, input.commentId))
    .limit(1);
  if (!row || row.removedAt || row.hiddenAt) throw new AppError('COMMENT_NOT_FOUND');
  if (row.userId !== input.userId) throw new AppError('COMMENT_NOT_AUTHOR');
  return row;
}
