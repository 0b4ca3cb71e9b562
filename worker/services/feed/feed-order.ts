import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import type { FeedTab } from '../../contracts/feed';
import { decodeCursor, encodeCursor } from './feed-rows';

/**
 * The two orders of the feed, each a keyset over an index that ends in the post id, so a page is
 * an index range read whatever the page number, and equal keys never skip or repeat a post:
 * - Recentes: (created_at, id) desc, posts_created_idx;
 * - Em Alta: (trending_score, id) desc, posts_trending_idx (the score: db/schema/trending-score.ts).
 */
export interface FeedOrder {
  where(cursor: string | null | undefined): SQL | undefined;
  orderBy: SQL[];
  /** The key column a cursor needs beyond created_at and id (only Em Alta's: selecting the score costs its expression). */
  key: { trendingScore?: typeof posts.trendingScore };
  cursorOf(row: { id: string; createdAt: Date; trendingScore?: number | null }): string;
}

const recent: FeedOrder = {
  where(cursor) {
    const after = decodeCursor(cursor);
    if (!after) return undefined;
    const at = new Date(after.at);
    return or(lt(posts.createdAt, at), and(eq(posts.createdAt, at), lt(posts.id, after.id)));
  },
  orderBy: [desc(posts.createdAt), desc(posts.id)],
  key: {},
  cursorOf: (row) => encodeCursor(row.createdAt, row.id),
};

/** `<score>~<id>`: the score as JS prints a double (it reads back to the same double). */
function decodeTrendingCursor(cursor: string | null | undefined): { score: number; id: string } | null {
  if (!cursor) return null;
  const cut = cursor.indexOf('~');
  const score = Number(cursor.slice(0, cut));
  const id = cursor.slice(cut + 1);
  return cut > 0 && Number.isFinite(score) && id ? { score, id } : null;
}

const trending: FeedOrder = {
  where(cursor) {
    const after = decodeTrendingCursor(cursor);
    if (!after) return undefined;
    return or(lt(posts.trendingScore, after.score), and(eq(posts.trendingScore, after.score), lt(posts.id, after.id)));
  },
  orderBy: [desc(posts.trendingScore), desc(posts.id)],
  key: { trendingScore: posts.trendingScore },
  cursorOf: (row) => `${row.trendingScore ?? 0}~${row.id}`,
};

export const feedOrder = (tab: FeedTab | undefined): FeedOrder => (tab === 'em-alta' ? trending : recent);
