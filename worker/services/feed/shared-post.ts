import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { posts, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { FeedPost } from '../../contracts/feed';
import { AppError } from '../../lib/app-error';
import { hydratePosts, selectPostCards, shownPosts } from './hydrate-posts';

/**
 * A shared post (/post/{id}) as anyone without a session sees it: the card the feed shows a
 * visitor with no plan, so an exclusive post is a teaser (no text, tags, media or poll: the same
 * lockAbove every read goes through). A post removed by a moderator, hidden, or whose author is
 * suspended right now is 'Post não encontrado' (POST_NOT_FOUND), as if it never was.
 */
export async function sharedPost(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, input: { postId: string }): Promise<FeedPost> {
  const now = deps.clock.now();
  // As auth/internal/suspension.ts reads it: suspended from suspended_at until suspended_until (none: for good).
  const notSuspended = or(isNull(users.suspendedAt), lte(users.suspendedUntil, now));
  const rows = await selectPostCards(deps)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(eq(posts.id, input.postId), shownPosts, notSuspended))
    .limit(1);
  // No member: the empty id is no one's, so nothing is the viewer's own and no plan opens anything.
  const [post] = await hydratePosts(deps, { rows, viewerId: '' });
  if (!post) throw new AppError('POST_NOT_FOUND');
  return post;
}
