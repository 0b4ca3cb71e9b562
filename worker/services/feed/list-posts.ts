import { and, eq } from 'drizzle-orm';
import { posts, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { FEED_PAGE_SIZE, type FeedPage, type FeedTab } from '../../contracts/feed';
import { feedOrder } from './internal/feed-order';
import { hydratePosts, postCardColumns, shownPosts } from './internal/hydrate-posts';
import type { ViewerId } from '../auth/viewer-id';

/**
 * Recentes (newest first) or Em Alta (trending score), pages of FEED_PAGE_SIZE by keyset
 * (feed-order.ts). Tags, the viewer's own reactions, media and polls come in four more reads,
 * run together and keyed by the page's ids (internal/hydrate-posts.ts). Given the viewer as a promise
 * (a member query, trpc/init.ts), the page is read while the session is checked.
 */
export async function listPosts(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  input: { viewerId: ViewerId; tab?: FeedTab; cursor?: string | null },
): Promise<FeedPage> {
  const order = feedOrder(input.tab);
  // The page does not depend on who reads it: it is read while the session is checked.
  const [viewerId, rows] = await Promise.all([
    input.viewerId,
    deps.db
      .select({ ...postCardColumns, ...order.key })
      .from(posts)
      .innerJoin(profiles, eq(profiles.userId, posts.userId))
      .where(and(shownPosts, order.where(input.cursor)))
      .orderBy(...order.orderBy)
      .limit(FEED_PAGE_SIZE + 1),
  ]);
  const page = rows.slice(0, FEED_PAGE_SIZE);
  const items = await hydratePosts(deps, { rows: page, viewerId });
  const last = page.at(-1);
  return {
    items,
    nextCursor: rows.length > FEED_PAGE_SIZE && last ? order.cursorOf(last) : null,
  };
}
