import { and, asc, eq } from 'drizzle-orm';
import { comments, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { FeedComment } from '../../contracts/feed';
import { badgesFor } from './internal/author-badges';
import { authorColumns, toAuthor } from './internal/feed-rows';
import { notHiddenFrom } from './internal/hidden-authors';

const COMMENTS_SHOWN = 100;

/** The post's comments, oldest first (a conversation reads top to bottom), without those of members the viewer muted or blocked, or who blocked them. */
export async function listComments(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, input: { postId: string; viewerId: string }): Promise<FeedComment[]> {
  const rows = await deps.db
    .select({ id: comments.id, content: comments.content, createdAt: comments.createdAt, authorBadge: profiles.customBadge, ...authorColumns })
    .from(comments)
    .innerJoin(profiles, eq(profiles.userId, comments.userId))
    .where(and(eq(comments.postId, input.postId), notHiddenFrom(input.viewerId, comments.userId)))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(COMMENTS_SHOWN);
  const badges = await badgesFor(deps, { userIds: rows.filter((r) => r.authorBadge).map((r) => r.authorId) });
  return rows.map((r) => ({ id: r.id, content: r.content, createdAt: r.createdAt.toISOString(), author: { ...toAuthor(deps.config, r), badge: badges.get(r.authorId) ?? null } }));
}
