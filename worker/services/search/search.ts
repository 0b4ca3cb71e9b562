import type { AppDeps } from '../../adapters/deps';
import type { SearchInput, SearchPage } from '../../contracts/search';
import { limitWrite } from '../members/limit-write';
import { viewerContentLevel } from '../feed/visibility';
import { fold, queryTerms } from './internal/terms';
import { searchMembers } from './search-members';
import { searchPosts } from './search-posts';
import { searchTags } from './search-tags';

const empty = (section: SearchPage['section']): SearchPage => ({ section, posts: [], members: [], tags: [], nextCursor: null });

/**
 * The feed's 'Buscar', one section's page at a time. Each call counts against the member's and the
 * address's search budget ('search' in contracts/limits.ts). A query with nothing searchable in it
 * (one letter, only symbols) answers an empty page. '#nome' is that tag exactly (the tag page reads
 * its posts this way); '@user' finds members by username.
 */
export async function search(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'rateLimiter'>,
  input: { userId: string; ip: string; search: SearchInput },
): Promise<SearchPage> {
  const { section, cursor } = input.search;
  const level = section === 'posts' ? viewerContentLevel(deps, { who: input.userId }) : Promise.resolve('all' as const);
  level.catch(() => undefined);
  await limitWrite(deps, { action: 'search', userId: input.userId, ip: input.ip });
  const q = queryTerms(input.search.q);
  if (!q) return empty(section);
  if (section === 'posts') {
    const terms = q.kind === 'tag' ? [`#${q.tag}`] : q.kind === 'user' ? q.words : q.terms;
    const page = await searchPosts(deps, { viewerId: input.userId, level: await level, terms, cursor });
    return { ...empty(section), posts: page.items, nextCursor: page.nextCursor };
  }
  if (section === 'members') {
    const terms = q.kind === 'tag' ? [] : q.kind === 'user' ? [q.term] : q.terms;
    const page = await searchMembers(deps, { viewerId: input.userId, terms, cursor });
    return { ...empty(section), members: page.items, nextCursor: page.nextCursor };
  }
  const prefix =
    q.kind === 'user'
      ? ''
      : q.kind === 'tag'
        ? q.tag
        : fold(input.search.q.trim())
            .replace(/\s+/g, '_')
            .replace(/[^a-z0-9_]/g, '');
  const page = await searchTags(deps, { prefix, cursor });
  return { ...empty(section), tags: page.items, nextCursor: page.nextCursor };
}
