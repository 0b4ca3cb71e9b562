import { and, eq, inArray } from 'drizzle-orm';
import { posts, postTags, profiles, reactions, tags } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { FEED_PAGE_SIZE, type FeedPage, type FeedPost, type FeedTab, type ReactionType } from '../../contracts/feed';
import { feedOrder } from './feed-order';
import { authorColumns, toAuthor } from './feed-rows';
import { mediaByPost } from './post-media-rows';
import { pollsForPosts } from './read-post-polls';

/**
 * Recentes (newest first) or Em Alta (trending score), pages of FEED_PAGE_SIZE by keyset
 * (feed-order.ts). Tags, the viewer's own reactions, media and polls come in four more reads,
 * run together and keyed by the page's ids, never one query per post.
 */
export async function listPosts(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  input: { viewerId: string; tab?: FeedTab; cursor?: string | null },
): Promise<FeedPage> {
  const order = feedOrder(input.tab);
  const rows = await deps.db
    .select({
      id: posts.id,
      content: posts.content,
      createdAt: posts.createdAt,
      ...order.key,
      heart: posts.likesCount,
      fire: posts.fireCount,
      mindBlown: posts.mindBlownCount,
      commentsCount: posts.commentsCount,
      sharesCount: posts.sharesCount,
      ...authorColumns,
    })
    .from(posts)
    .innerJoin(profiles, eq(profiles.userId, posts.userId))
    .where(order.where(input.cursor))
    .orderBy(...order.orderBy)
    .limit(FEED_PAGE_SIZE + 1);
  const page = rows.slice(0, FEED_PAGE_SIZE);
  const ids = page.map((r) => r.id);
  // The page's side reads run together: tags, the viewer's reactions, media and polls.
  const [[tagRows, mine], media, polls] = await Promise.all([
    ids.length
      ? Promise.all([
          deps.db
            .select({
              postId: postTags.postId,
              id: tags.id,
              name: tags.name,
              color: tags.color,
            })
            .from(postTags)
            .innerJoin(tags, eq(tags.id, postTags.tagId))
            .where(inArray(postTags.postId, ids))
            .orderBy(tags.name),
          deps.db
            .select({
              postId: reactions.targetId,
              type: reactions.reactionType,
            })
            .from(reactions)
            .where(and(eq(reactions.userId, input.viewerId), eq(reactions.targetType, 'post'), inArray(reactions.targetId, ids))),
        ])
      : Promise.resolve([[], []] as const),
    mediaByPost(deps.db, ids),
    pollsForPosts(deps, { postIds: ids, viewerId: input.viewerId }),
  ]);
  const myReaction = new Map<string, ReactionType>(mine.map((r) => [r.postId, r.type]));
  const items: FeedPost[] = page.map((r) => ({
    id: r.id,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    author: toAuthor(deps.config, r),
    tags: tagRows.filter((t) => t.postId === r.id).map(({ id, name, color }) => ({ id, name, color })),
    reactions: { heart: r.heart, fire: r.fire, mind_blown: r.mindBlown },
    commentsCount: r.commentsCount,
    sharesCount: r.sharesCount,
    myReaction: myReaction.get(r.id) ?? null,
    isMine: r.authorId === input.viewerId,
    media: media.get(r.id) ?? [],
    poll: polls.get(r.id) ?? null,
  }));
  const last = page.at(-1);
  return {
    items,
    nextCursor: rows.length > FEED_PAGE_SIZE && last ? order.cursorOf(last) : null,
  };
}
