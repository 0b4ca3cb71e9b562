import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { follows, posts, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { FEED_PAGE_SIZE, type FeedPage, type FeedTab } from '../../contracts/feed';
import { feedOrder } from './internal/feed-order';
import { decodeCursor } from './feed-rows';
import { notHiddenFrom } from './hidden-authors';
import { hydratePosts, postCardColumns, shownPosts } from './hydrate-posts';
import { readPinned } from './internal/pinned-posts';
import { memberIdSql, type MemberRef } from '../auth/member-ref';
import type { ViewerId } from '../auth/viewer-id';

/**
 * Recentes (newest first) or Em Alta (trending score), pages of FEED_PAGE_SIZE by keyset
 * (feed-order.ts). Tags, the viewer's own reactions, media and polls come in four more reads,
 * run together and keyed by the page's ids (hydrate-posts.ts). Given the viewer as a promise
 * (a member query, trpc/init.ts), the page is read while the session is checked; `viewer` then names
 * them by the session their cookie claims, for the filters that depend on who reads (mutes, blocks).
 * Recentes: the artist's pinned posts (at most 3) come first on the first page, and only there.
 * Seguindo: the posts of the members the viewer follows, in Recentes' order, pins in their place.
 * `author` (a @username, any case): one member's posts for their profile, in the same order.
 */
export async function listPosts(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  input: { viewerId: ViewerId; viewer?: MemberRef; tab?: FeedTab; cursor?: string | null; author?: string },
): Promise<FeedPage> {
  const order = feedOrder(input.tab);
  const viewer = input.viewer ?? (await input.viewerId);
  const visible = and(shownPosts, notHiddenFrom(viewer, posts.userId));
  const recent = input.tab !== 'em-alta';
  const whose = authorsOf(viewer, input);
  // Pinned posts lead the whole feed's Recentes only; a narrower list keeps them in their place.
  const leadPinned = recent && !whose;
  const [viewerId, rows, pinned] = await Promise.all([
    input.viewerId,
    deps.db
      .select({ ...postCardColumns, ...order.key })
      .from(posts)
      .innerJoin(profiles, eq(profiles.userId, posts.userId))
      .where(and(order.where(input.cursor), visible, whose, leadPinned ? isNull(posts.pinnedAt) : undefined))
      .orderBy(...order.orderBy)
      .limit(FEED_PAGE_SIZE + 1),
    leadPinned && !input.cursor ? readPinned(deps, { visible }) : [],
  ]);
  const page = rows.slice(0, FEED_PAGE_SIZE);
  const items = await hydratePosts(deps, { rows: [...pinned, ...page], viewerId });
  const last = page.at(-1);
  return {
    items,
    nextCursor: rows.length > FEED_PAGE_SIZE && last ? order.cursorOf(last) : null,
  };
}

/**
 * Whose posts a narrower list reads, or undefined for the whole feed. A profile is one member's
 * range of posts_user_created_idx. Seguindo walks the viewer's follows by their primary key
 * (follower_id, followee_id) and takes from each followed member only the page's worth of their
 * newest shown posts past the cursor (posts_user_created_idx, LIMIT per member): the page is then
 * sorted from at most that many candidates per followed member, however much any of them wrote.
 */
function authorsOf(viewer: MemberRef, input: { tab?: FeedTab; author?: string; cursor?: string | null }): SQL | undefined {
  if (input.author !== undefined)
    return sql`${posts.userId} = (SELECT ${profiles.userId} FROM ${profiles} WHERE lower(${profiles.username}) = ${input.author.toLowerCase()})`;
  if (input.tab !== 'seguindo') return undefined;
  const after = decodeCursor(input.cursor);
  const past = after ? sql`AND (r.created_at, r.id) < (${after.at}, ${after.id})` : sql``;
  return sql`${posts.id} IN (SELECT q.id FROM ${follows} f JOIN ${posts} q ON q.id IN (
      SELECT r.id FROM ${posts} r WHERE r.user_id = f.followee_id AND r.removed_at IS NULL AND r.hidden_at IS NULL ${past}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${FEED_PAGE_SIZE + 1})
    WHERE f.follower_id = ${memberIdSql(viewer)})`;
}
