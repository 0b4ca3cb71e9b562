import { and, eq, sql } from 'drizzle-orm';
import { postMedia, posts, reactions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { deleteFiles } from '../media/media-files';
import { AppError } from '../../lib/app-error';

/**
 * Only the author deletes. Comments, tags and polls go by foreign-key cascade; reactions
 * point at their target without a foreign key (the target may later be a comment), so they
 * are deleted in the same batch. The media files go after the commit, beside the response
 * (a file whose row is gone is unreachable already; a failed delete is only logged).
 */
export async function deletePost(deps: Pick<AppDeps, 'db' | 'media' | 'defer' | 'logger'>, input: { userId: string; postId: string }) {
  const files = await deps.db
    .select({ key: postMedia.mediaKey })
    .from(postMedia)
    .innerJoin(posts, eq(posts.id, postMedia.postId))
    .where(and(eq(postMedia.postId, input.postId), eq(posts.userId, input.userId)));
  const [deleted] = await deps.db.batch([
    deps.db.delete(posts).where(and(eq(posts.id, input.postId), eq(posts.userId, input.userId))),
    deps.db.run(sql`DELETE FROM ${reactions} WHERE target_type = 'post' AND target_id = ${input.postId} AND changes() = 1`),
  ]);
  if (deleted.rowsAffected === 1) {
    if (files.length) deps.defer(() => deleteFiles(deps, { keys: files.map((f) => f.key) }));
    return { deleted: true as const };
  }
  const [exists] = await deps.db.select({ id: posts.id }).from(posts).where(eq(posts.id, input.postId)).limit(1);
  throw new AppError(exists ? 'POST_NOT_AUTHOR' : 'POST_NOT_FOUND');
}
