import { and, eq, isNull } from 'drizzle-orm';
import { posts, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { FEED_PAGE_SIZE, type FeedPage, type FeedTab } from '../../contracts/feed';
import { feedOrder } from './internal/feed-order';
import { notHiddenFrom } from './internal/hidden-authors';
import { hydratePosts, postCardColumns, shownPosts } from './internal/hydrate-posts';
import { readPinned } from './internal/pinned-posts';
import type { MemberRef } from '../auth/member-ref';
import type { ViewerId } from '../auth/viewer-id';

/**
 * Recentes (newest first) or Em Alta (trending score), pages of FEED_PAGE_SIZE by keyset
 * (feed-order.ts). Tags, the viewer's own reactions, media and polls come in four more reads,
 * run together and keyed by the page's ids (internal/hydrate-posts.ts). Given the viewer as a promise
 * (a member query, trpc/init.ts), the page is read while the session is checked; `viewer` then names
 * them by the session their cookie claims, for the filters that depend on who reads (mutes, blocks).
 * Recentes: the artist's pinned posts (at most 3) come first on the first page, and only there.
 */
export async function listPosts(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  input: { viewerId: ViewerId; viewer?: MemberRef; tab?: FeedTab; cursor?: string | null },
): Promise<FeedPage> {
  const order = feedOrder(input.tab);
  const viewer = input.viewer ?? (await input.viewerId);
  const visible = and(shownPosts, notHiddenFrom(viewer, posts.userId));
  const recent = input.tab !== 'em-alta';
  const [viewerId, rows, pinned] = await Promise.all([
    input.viewerId,
    deps.db
      .select({ ...postCardColumns, ...order.key })
      .from(posts)
      .innerJoin(profiles, eq(profiles.userId, posts.userId))
      .where(and(order.where(input.cursor), visible, recent ? isNull(posts.pinnedAt) : undefined))
      .orderBy(...order.orderBy)
      .limit(FEED_PAGE_SIZE + 1),
    recent && !input.cursor ? readPinned(deps, { visible }) : [],
  ]);
  const page = rows.slice(0, FEED_PAGE_SIZE);
  const items = await hydratePosts(deps, { rows: [...pinned, ...page], viewerId });
  const last = page.at(-1);
  return {
    items,
    nextCursor: rows.length > FEED_PAGE_SIZE && last ? order.cursorOf(last) : null,
  };
}
