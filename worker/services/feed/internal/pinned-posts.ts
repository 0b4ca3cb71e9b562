import { and, desc, isNotNull, type SQL } from 'drizzle-orm';
import { posts } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { selectPostCards } from '../hydrate-posts';

/** The most posts the artist may pin to the top of 'Recentes'. */
export const PINNED_MAX = 3;

/**
 * The pinned posts, last pinned first, that pass the page's own filter `visible`. Read through the
 * partial index posts_pinned_idx (only pinned rows are in it), so it costs a few rows whatever the
 * size of the feed.
 */
export function readPinned(deps: Pick<AppDeps, 'db'>, { visible }: { visible: SQL | undefined }) {
  return selectPostCards(deps)
    .where(and(isNotNull(posts.pinnedAt), visible))
    .orderBy(desc(posts.pinnedAt))
    .limit(PINNED_MAX);
}
