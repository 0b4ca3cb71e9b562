import * as z from 'zod/mini';
import type { FeedAuthor, FeedPost } from './feed';
import { plainText } from './plain-text';

/* The feed's 'Buscar': posts by words, members by name or @username, tags by name; each section pages on its own. */

export const SEARCH_QUERY_MAX = 100;
const SEARCH_SECTIONS = ['posts', 'members', 'tags'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];
export const SEARCH_PAGE_SIZE = 20;

export const searchInput = z.object({
  q: plainText(
    z.trim(),
    z.minLength(1, 'Digite algo para buscar'),
    z.maxLength(SEARCH_QUERY_MAX, `A busca pode ter até ${SEARCH_QUERY_MAX} caracteres`),
  ),
  section: z.enum(SEARCH_SECTIONS),
  /** Opaque keyset cursor from the previous page's `nextCursor`. */
  cursor: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
});
export type SearchInput = z.infer<typeof searchInput>;

export type SearchMember = Omit<FeedAuthor, 'badge'>;
export interface SearchTag {
  id: string;
  name: string;
  color: string;
}

/** One section's page: only that section's list is filled. */
export interface SearchPage {
  section: SearchSection;
  posts: FeedPost[];
  members: SearchMember[];
  tags: SearchTag[];
  nextCursor: string | null;
}
