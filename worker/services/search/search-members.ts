import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { memberTerms, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { SEARCH_PAGE_SIZE, type SearchMember } from '../../contracts/search';
import { authorColumns, toAuthor } from '../feed/feed-rows';
import { notHiddenFrom } from '../feed/hidden-authors';
import { byRarity } from './internal/terms';

/**
 * Members whose name or username holds every query term ('@ana' is a username prefix only), in
 * the index's order: one term's rows walked from the cursor (a user id), the others probed by
 * primary key. Members the viewer muted or blocked, or who blocked the viewer, are left out.
 */
export async function searchMembers(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: { viewerId: string; terms: string[]; cursor?: string | null },
): Promise<{ items: SearchMember[]; nextCursor: string | null }> {
  const [lead, ...rest] = byRarity(input.terms);
  if (lead === undefined) return { items: [], nextCursor: null };
  const t = alias(memberTerms, 't');
  const rows = await deps.db
    .select(authorColumns)
    .from(t)
    .innerJoin(profiles, eq(profiles.userId, t.userId))
    .where(
      and(
        eq(t.term, lead),
        input.cursor ? gt(t.userId, input.cursor) : undefined,
        ...rest.map((term) => sql`EXISTS (SELECT 1 FROM ${memberTerms} o WHERE o.term = ${term} AND o.user_id = ${t.userId})`),
        notHiddenFrom(input.viewerId, t.userId),
      ),
    )
    .orderBy(asc(t.userId))
    .limit(SEARCH_PAGE_SIZE + 1);
  const page = rows.slice(0, SEARCH_PAGE_SIZE);
  const last = page.at(-1);
  return { items: page.map((r) => toAuthor(deps.config, r)), nextCursor: rows.length > SEARCH_PAGE_SIZE && last ? last.authorId : null };
}
