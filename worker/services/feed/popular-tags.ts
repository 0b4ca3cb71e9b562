import { count, desc, eq } from 'drizzle-orm';
import { postTags, tags } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';

const SHOWN = 8;

/** 'Tags Populares': the tags on the most posts, with their real post counts. */
export function popularTags(deps: Pick<AppDeps, 'db'>) {
  return deps.db
    .select({ id: tags.id, name: tags.name, color: tags.color, posts: count(postTags.postId) })
    .from(tags)
    .innerJoin(postTags, eq(postTags.tagId, tags.id))
    .groupBy(tags.id)
    .orderBy(desc(count(postTags.postId)), tags.name)
    .limit(SHOWN);
}
