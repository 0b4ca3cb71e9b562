import { and, asc, eq, isNull } from 'drizzle-orm';
import { comments, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { FeedComment } from '../../contracts/feed';
import { badgesFor } from './internal/author-badges';
import { authorColumns, toAuthor } from './feed-rows';
import { knownMentions } from './internal/known-mentions';
import { refuseLocked } from './visibility';
import { notHiddenFrom } from './hidden-authors';

const COMMENTS_SHOWN = 100;

/**
 * The post's comments, oldest first (a conversation reads top to bottom), without removed or hidden
 * ones, nor those of members the viewer muted or blocked, or who blocked them. On an exclusive post
 * above the viewer's plan: refused (POST_EXCLUSIVE), checked beside the read.
 */
export async function listComments(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  input: { viewerId: string; postId: string },
): Promise<FeedComment[]> {
  const [rows] = await Promise.all([
    deps.db
      .select({
        id: comments.id,
        content: comments.content,
        createdAt: comments.createdAt,
        editedAt: comments.editedAt,
        authorBadge: profiles.customBadge,
        ...authorColumns,
      })
      .from(comments)
      .innerJoin(profiles, eq(profiles.userId, comments.userId))
      .where(
        and(
          eq(comments.postId, input.postId),
          isNull(comments.removedAt),
          isNull(comments.hiddenAt),
          notHiddenFrom(input.viewerId, comments.userId),
        ),
      )
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(COMMENTS_SHOWN),
    refuseLocked(deps, { who: input.viewerId, of: { postId: input.postId } }),
  ]);
  const [badges, known] = await Promise.all([
    badgesFor(deps, { userIds: rows.filter((r) => r.authorBadge).map((r) => r.authorId) }),
    knownMentions(
      deps,
      rows.map((r) => r.content),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    author: { ...toAuthor(deps.config, r), badge: badges.get(r.authorId) ?? null },
    editedAt: r.editedAt?.toISOString() ?? null,
    mentions: known.mentionsIn(r.content),
  }));
}
