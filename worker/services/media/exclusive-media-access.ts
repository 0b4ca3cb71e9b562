import { and, eq, ne } from 'drizzle-orm';
import { postMedia, posts } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { PostVisibility } from '../../contracts/feed';
import { opens, viewerContentLevel } from '../feed/internal/visibility';

/** Post media are keyed `posts/<authorId>/<random>.<ext>` (receive-upload.ts): the author, or null for another key. */
export function postMediaAuthor(key: string): string | null {
  return /^posts\/([^/]+)\/[^/]+$/.exec(key)?.[1] ?? null;
}

/**
 * The visibility of the exclusive post a file belongs to, or null when it is not an exclusive post's
 * (a post for everyone, an avatar, a file not attached yet). The author named in the key narrows the
 * read to their posts (posts_user_created_idx), then to each post's media (post_media_post_idx).
 */
export async function exclusiveMediaVisibility(deps: Pick<AppDeps, 'db'>, { key }: { key: string }): Promise<PostVisibility | null> {
  const author = postMediaAuthor(key);
  if (author === null) return null;
  const [row] = await deps.db
    .select({ visibility: posts.visibility })
    .from(posts)
    .innerJoin(postMedia, eq(postMedia.postId, posts.id))
    .where(and(eq(posts.userId, author), ne(posts.visibility, 'all'), eq(postMedia.mediaKey, key)))
    .limit(1);
  return row?.visibility ?? null;
}

/** May this viewer (null: a visitor) open a file of an exclusive post? Its author and members whose plan reaches it. */
export async function mayOpenExclusiveMedia(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  { key, visibility, viewerId }: { key: string; visibility: PostVisibility; viewerId: string | null },
): Promise<boolean> {
  if (viewerId === null) return false;
  if (postMediaAuthor(key) === viewerId) return true;
  return opens(await viewerContentLevel(deps, { who: viewerId }), visibility);
}
