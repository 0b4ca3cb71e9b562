import { and, eq, inArray, isNull } from 'drizzle-orm';
import { posts, postTags, profiles, reactions, tags } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { FeedPost, ReactionType } from '../../contracts/feed';
import { badgesFor } from './internal/author-badges';
import { knownMentions } from './internal/known-mentions';
import { authorColumns, toAuthor } from './feed-rows';
import { mediaByPost } from './post-media-rows';
import { pollsForPosts } from './internal/read-post-polls';
import { levelForCards, lockAbove } from './visibility';

/** The columns of a post card, read from posts joined to the author's profile (profiles.user_id). */
export const postCardColumns = {
  id: posts.id,
  content: posts.content,
  createdAt: posts.createdAt,
  heart: posts.likesCount,
  fire: posts.fireCount,
  mindBlown: posts.mindBlownCount,
  commentsCount: posts.commentsCount,
  sharesCount: posts.sharesCount,
  visibility: posts.visibility,
  pinnedAt: posts.pinnedAt,
  editedAt: posts.editedAt,
  authorBadge: profiles.customBadge,
  ...authorColumns,
};

/** Posts everyone may see: not removed by a moderator, not hidden with a suspended author. */
export const shownPosts = and(isNull(posts.removedAt), isNull(posts.hiddenAt));

/** The join every post-card read makes; a read adds its own where, order and limit. */
export const selectPostCards = ({ db }: Pick<AppDeps, 'db'>) =>
  db.select(postCardColumns).from(posts).innerJoin(profiles, eq(profiles.userId, posts.userId));
type PostCardRow = Awaited<ReturnType<typeof selectPostCards>>[number];

/**
 * Post rows to cards: tags, the viewer's own reactions, media and polls come in four reads run
 * together and keyed by the rows' ids, never one query per post. Beside them, the viewer's level
 * when a row is exclusive: cards above it leave as teasers (visibility.ts).
 */
export async function hydratePosts(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  { rows, viewerId }: { rows: PostCardRow[]; viewerId: string },
): Promise<FeedPost[]> {
  const ids = rows.map((r) => r.id);
  const [[tagRows, mine], media, polls, level, badges, known] = await Promise.all([
    ids.length
      ? Promise.all([
          deps.db
            .select({ postId: postTags.postId, id: tags.id, name: tags.name, color: tags.color })
            .from(postTags)
            .innerJoin(tags, eq(tags.id, postTags.tagId))
            .where(inArray(postTags.postId, ids))
            .orderBy(tags.name),
          deps.db
            .select({ postId: reactions.targetId, type: reactions.reactionType })
            .from(reactions)
            .where(and(eq(reactions.userId, viewerId), eq(reactions.targetType, 'post'), inArray(reactions.targetId, ids))),
        ])
      : Promise.resolve([[], []] as const),
    mediaByPost(deps, { postIds: ids }),
    pollsForPosts(deps, { postIds: ids, viewerId }),
    levelForCards(deps, { rows, viewerId }),
    badgesFor(deps, { userIds: rows.filter((r) => r.authorBadge).map((r) => r.authorId) }),
    knownMentions(
      deps,
      rows.map((r) => r.content),
    ),
  ]);
  const myReaction = new Map<string, ReactionType>(mine.map((r) => [r.postId, r.type]));
  const cards = rows.map((r) => ({
    id: r.id,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    author: { ...toAuthor(deps.config, r), badge: badges.get(r.authorId) ?? null },
    tags: tagRows.filter((t) => t.postId === r.id).map(({ id, name, color }) => ({ id, name, color })),
    reactions: { heart: r.heart, fire: r.fire, mind_blown: r.mindBlown },
    commentsCount: r.commentsCount,
    sharesCount: r.sharesCount,
    myReaction: myReaction.get(r.id) ?? null,
    isMine: r.authorId === viewerId,
    media: media.get(r.id) ?? [],
    poll: polls.get(r.id) ?? null,
    visibility: r.visibility,
    locked: false,
    pinned: r.pinnedAt !== null,
    editedAt: r.editedAt?.toISOString() ?? null,
    mentions: known.mentionsIn(r.content),
  }));
  return lockAbove(level, cards);
}
