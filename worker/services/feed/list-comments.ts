import { and, asc, eq, isNull } from 'drizzle-orm';
import { comments, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { FeedComment } from '../../contracts/feed';
import { authorColumns, toAuthor } from './internal/feed-rows';

const COMMENTS_SHOWN = 100;

/** The post's comments, oldest first (a conversation reads top to bottom). */
export async function listComments(deps: Pick<AppDeps, 'db' | 'config'>, input: { postId: string }): Promise<FeedComment[]> {
  const rows = await deps.db
    .select({ id: comments.id, content: comments.content, createdAt: comments.createdAt, ...authorColumns })
    .from(comments)
    .innerJoin(profiles, eq(profiles.userId, comments.userId))
    .where(and(eq(comments.postId, input.postId), isNull(comments.removedAt), isNull(comments.hiddenAt)))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(COMMENTS_SHOWN);
  return rows.map((r) => ({ id: r.id, content: r.content, createdAt: r.createdAt.toISOString(), author: toAuthor(deps.config, r) }));
}
