import { desc, sql, type SQL } from 'drizzle-orm';
import { posts } from '../../../../db/schema';
import type { FeedTab } from '../../../contracts/feed';
import { decodeCursor, encodeCursor } from '../feed-rows';

/**
 * The two orders of the feed, each a keyset over an index that ends in the post id, so a page is
 * an index range read whatever the page number, and equal keys never skip or repeat a post:
 * - Recentes: (created_at, id) desc, posts_created_idx;
 * - Em Alta: (trending_score, id) desc, posts_trending_idx (the score: db/schema/trending-score.ts).
 * The cursor is a row-value comparison, `(key, id) < (?, ?)`: SQLite reads it as one range of the
 * index. Spelled `key < ? OR (key = ? AND id < ?)` it became two index look-ups merged and sorted
 * (every older post read for a deep page: 290 ms at page 50 of 100k posts in bench/feed.bench.ts).
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
    return sql`(${posts.createdAt}, ${posts.id}) < (${after.at}, ${after.id})`;
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
    return sql`(${posts.trendingScore}, ${posts.id}) < (${after.score}, ${after.id})`;
  },
  orderBy: [desc(posts.trendingScore), desc(posts.id)],
  key: { trendingScore: posts.trendingScore },
  cursorOf: (row) => `${row.trendingScore ?? 0}~${row.id}`,
};

export const feedOrder = (tab: FeedTab | undefined): FeedOrder => (tab === 'em-alta' ? trending : recent);
