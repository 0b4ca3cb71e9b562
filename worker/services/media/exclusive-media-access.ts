import { and, eq, ne } from 'drizzle-orm';
import { postMedia, posts } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { PostVisibility } from '../../contracts/feed';
import { opens, viewerContentLevel } from '../feed/visibility';

/** Post media are keyed `posts/<authorId>/<random>.<ext>` (receive-upload.ts): the author, or null for another key. */
function postMediaAuthor(key: string): string | null {
  return /^posts\/([^/]+)\/[^/]+$/.exec(key)?.[1] ?? null;
}

/** The read behind exclusiveMediaVisibility: the file's post through post_media_key_idx (one probe), kept only if exclusive. */
export const exclusiveMediaQuery = (deps: Pick<AppDeps, 'db'>, { key }: { key: string }) =>
  deps.db
    .select({ visibility: posts.visibility })
    .from(postMedia)
    .innerJoin(posts, eq(posts.id, postMedia.postId))
    .where(and(eq(postMedia.mediaKey, key), ne(posts.visibility, 'all')))
    .limit(1);

/**
 * The visibility of the exclusive post a file belongs to, or null when it is not an exclusive post's
 * (a post for everyone, an avatar, a file not attached yet). Only post files (their key names the
 * author) are looked up.
 */
export async function exclusiveMediaVisibility(deps: Pick<AppDeps, 'db'>, { key }: { key: string }): Promise<PostVisibility | null> {
  if (postMediaAuthor(key) === null) return null;
  const [row] = await exclusiveMediaQuery(deps, { key });
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
