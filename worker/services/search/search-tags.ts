import { and, asc, gt, gte, lt } from 'drizzle-orm';
import { tags } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { SEARCH_PAGE_SIZE, type SearchTag } from '../../contracts/search';

/**
 * Tags whose name starts with the prefix, by name: a range of the unique index on tags.name
 * (`name >= prefix AND name < prefix + U+FFFF`), the cursor being the last name shown.
 */
export async function searchTags(
  deps: Pick<AppDeps, 'db'>,
  input: { prefix: string; cursor?: string | null },
): Promise<{ items: SearchTag[]; nextCursor: string | null }> {
  if (!input.prefix) return { items: [], nextCursor: null };
  const rows = await deps.db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(tags)
    .where(
      and(gte(tags.name, input.prefix), lt(tags.name, `${input.prefix}\uffff`), input.cursor ? gt(tags.name, input.cursor) : undefined),
    )
    .orderBy(asc(tags.name))
    .limit(SEARCH_PAGE_SIZE + 1);
  const page = rows.slice(0, SEARCH_PAGE_SIZE);
  const last = page.at(-1);
  return { items: page, nextCursor: rows.length > SEARCH_PAGE_SIZE && last ? last.name : null };
}
