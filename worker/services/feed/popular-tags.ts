import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import { posts, postTags, tags } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { TagCount } from '../../contracts/feed';
import { briefly } from './internal/brief-cache';
import { shownPosts } from './hydrate-posts';

const SHOWN = 8;
const WEEK_MS = 7 * 86_400_000;
/** How many of the hottest posts 'Tendências' looks at. */
const HOT_POSTS = 100;
// The lists are the same for every member: exclusive posts stay out of them, so nothing of one shows to a member below its plan.
const forEveryone = eq(posts.visibility, 'all');

/**
 * 'Tags Populares' (the Recentes tab): the tags on the most posts of the last 7 days, read through
 * posts_created_idx (one range of a week's posts), cached for a minute.
 */
export function popularTags(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>): Promise<TagCount[]> {
  return briefly(deps, {
    key: 'feed:popular-tags:v1',
    read: () =>
      deps.db
        .select({ id: tags.id, name: tags.name, color: tags.color, posts: count(postTags.postId) })
        .from(posts)
        .innerJoin(postTags, eq(postTags.postId, posts.id))
        .innerJoin(tags, eq(tags.id, postTags.tagId))
        .where(and(gte(posts.createdAt, new Date(deps.clock.now().getTime() - WEEK_MS)), forEveryone, shownPosts))
        .groupBy(tags.id)
        .orderBy(desc(count(postTags.postId)), tags.name)
        .limit(SHOWN),
  });
}

/**
 * 'Tendências' (the Em Alta tab): the tags of the HOT_POSTS first posts of Em Alta, by how many of
 * them carry each tag; the hot posts are the first entries of posts_trending_idx, never a scan.
 */
export function trendingTags(deps: Pick<AppDeps, 'db' | 'cache'>): Promise<TagCount[]> {
  return briefly(deps, {
    key: 'feed:trending-tags:v1',
    read: () => {
      const hot = deps.db
        .select({ id: posts.id })
        .from(posts)
        .where(and(forEveryone, shownPosts))
        .orderBy(desc(posts.trendingScore), desc(posts.id))
        .limit(HOT_POSTS);
      return deps.db
        .select({ id: tags.id, name: tags.name, color: tags.color, posts: count(postTags.postId) })
        .from(postTags)
        .innerJoin(tags, eq(tags.id, postTags.tagId))
        .where(inArray(postTags.postId, hot))
        .groupBy(tags.id)
        .orderBy(desc(count(postTags.postId)), tags.name)
        .limit(SHOWN);
    },
  });
}
