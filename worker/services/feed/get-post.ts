import { eq } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { FeedPost } from '../../contracts/feed';
import { AppError } from '../../lib/app-error';
import { hydratePosts, selectPostCards } from './internal/hydrate-posts';

/** One post as the feed shows it, for a notification's link (/feed?post=…): 'Post não encontrado' once deleted. */
export async function getPost(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, input: { viewerId: string; postId: string }): Promise<FeedPost> {
  const rows = await selectPostCards(deps).where(eq(posts.id, input.postId)).limit(1);
  const [post] = await hydratePosts(deps, { rows, viewerId: input.viewerId });
  if (!post) throw new AppError('POST_NOT_FOUND');
  return post;
}
