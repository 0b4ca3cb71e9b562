import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { posts, postTerms, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { POST_VISIBILITIES, type FeedPost } from '../../contracts/feed';
import { SEARCH_PAGE_SIZE } from '../../contracts/search';
import { decodeCursor, encodeCursor } from '../feed/feed-rows';
import { notHiddenFrom } from '../feed/hidden-authors';
import { hydratePosts, postCardColumns, shownPosts } from '../feed/hydrate-posts';
import { opens, type ContentLevel } from '../feed/visibility';
import { byRarity } from './internal/terms';

/**
 * Posts whose terms hold every query term, newest first, SEARCH_PAGE_SIZE at a time. One term's
 * rows are walked in the primary key's order (term, created_at, post_id) from the cursor down;
 * each other term is one primary-key probe per row walked, so a page is an index range read and
 * never a scan of posts. The same filters as the feed: removed and hidden posts, muted and blocked
 * authors are left out, and an exclusive post above the viewer's level is not found at all (a
 * teaser in results would tell which words its hidden text holds).
 */
export async function searchPosts(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  input: { viewerId: string; level: ContentLevel; terms: string[]; cursor?: string | null },
): Promise<{ items: FeedPost[]; nextCursor: string | null }> {
  const [lead, ...rest] = byRarity(input.terms);
  if (lead === undefined) return { items: [], nextCursor: null };
  const rows = await searchPostsQuery(deps, { ...input, lead, rest });
  const page = rows.slice(0, SEARCH_PAGE_SIZE);
  const items = await hydratePosts(deps, { rows: page, viewerId: input.viewerId });
  const last = page.at(-1);
  return { items, nextCursor: rows.length > SEARCH_PAGE_SIZE && last ? encodeCursor(last.termAt, last.id) : null };
}

/** The page's read (exported so a test can read its query plan). */
export function searchPostsQuery(
  deps: Pick<AppDeps, 'db'>,
  input: { viewerId: string; level: ContentLevel; lead: string; rest: string[]; cursor?: string | null },
) {
  const { lead, rest } = input;
  const t = alias(postTerms, 't');
  const after = decodeCursor(input.cursor);
  const also = rest.map(
    (term) =>
      sql`EXISTS (SELECT 1 FROM ${postTerms} o WHERE o.term = ${term} AND o.created_at = ${t.createdAt} AND o.post_id = ${t.postId})`,
  );
  const opened = POST_VISIBILITIES.filter((v) => opens(input.level, v));
  return deps.db
    .select({ ...postCardColumns, termAt: t.createdAt })
    .from(t)
    .innerJoin(posts, eq(posts.id, t.postId))
    .innerJoin(profiles, eq(profiles.userId, posts.userId))
    .where(
      and(
        eq(t.term, lead),
        after ? sql`(${t.createdAt}, ${t.postId}) < (${after.at}, ${after.id})` : undefined,
        ...also,
        shownPosts,
        notHiddenFrom(input.viewerId, posts.userId),
        or(inArray(posts.visibility, opened), eq(posts.userId, input.viewerId)),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.postId))
    .limit(SEARCH_PAGE_SIZE + 1);
}
