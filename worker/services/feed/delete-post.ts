import { and, eq, sql } from 'drizzle-orm';
import { posts, reactions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { AppError } from '../../lib/app-error';

/**
 * Only the author deletes. Comments, tags and polls go by foreign-key cascade; reactions
 * point at their target without a foreign key (the target may later be a comment), so they
 * are deleted in the same batch.
 */
export async function deletePost(deps: Pick<AppDeps, 'db'>, input: { userId: string; postId: string }) {
  const [deleted] = await deps.db.batch([
    deps.db.delete(posts).where(and(eq(posts.id, input.postId), eq(posts.userId, input.userId))),
    deps.db.run(sql`DELETE FROM ${reactions} WHERE target_type = 'post' AND target_id = ${input.postId} AND changes() = 1`),
  ]);
  if (deleted.rowsAffected === 1) return { deleted: true as const };
  const [exists] = await deps.db.select({ id: posts.id }).from(posts).where(eq(posts.id, input.postId)).limit(1);
  throw new AppError(exists ? 'POST_NOT_AUTHOR' : 'POST_NOT_FOUND');
}
