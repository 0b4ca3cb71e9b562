import { and, eq } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { FeedPost } from '../../contracts/feed';
import { AppError } from '../../lib/app-error';
import { hydratePosts, selectPostCards, shownPosts } from './hydrate-posts';
import type { ViewerId } from '../auth/viewer-id';

/** One post as the feed shows it, for a notification's link (/feed?post=…): 'Post não encontrado' once deleted.
 * The post is read while the session is checked when the viewer comes as a promise. */
export async function getPost(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  input: { viewerId: ViewerId; postId: string },
): Promise<FeedPost> {
  const [viewerId, rows] = await Promise.all([
    input.viewerId,
    selectPostCards(deps)
      .where(and(eq(posts.id, input.postId), shownPosts))
      .limit(1),
  ]);
  const [post] = await hydratePosts(deps, { rows, viewerId });
  if (!post) throw new AppError('POST_NOT_FOUND');
  return post;
}
