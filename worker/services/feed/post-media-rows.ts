import { asc, inArray } from 'drizzle-orm';
import { postMedia } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { PostMediaView } from '../../contracts/media';
import { mediaUrl } from '../../lib/media-urls';

/** The media of a page of posts in one read (post_media_post_idx), grouped by post in order. */
export async function mediaByPost({ db }: Pick<AppDeps, 'db'>, { postIds }: { postIds: string[] }): Promise<Map<string, PostMediaView[]>> {
  const out = new Map<string, PostMediaView[]>();
  if (postIds.length === 0) return out;
  const rows = await db
    .select({ postId: postMedia.postId, key: postMedia.mediaKey, kind: postMedia.mediaType, altText: postMedia.altText })
    .from(postMedia)
    .where(inArray(postMedia.postId, postIds))
    .orderBy(asc(postMedia.postId), asc(postMedia.mediaOrder));
  for (const r of rows) {
    const list = out.get(r.postId) ?? [];
    list.push({ url: mediaUrl(r.key), kind: r.kind, altText: r.altText });
    out.set(r.postId, list);
  }
  return out;
}
