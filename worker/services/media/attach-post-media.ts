import { and, eq, inArray, sql } from 'drizzle-orm';
import { mediaUploads, postMedia, posts } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { CreatePostInput } from '../../contracts/feed';
import type { MemberRights } from '../../contracts/members';
import { AppError } from '../../lib/app-error';
import { memberIdSql, type MemberRef } from '../auth/member-ref';
import { deleteFiles } from './media-files';

export interface PickedUpload {
  uploadId: string;
  altText: string | null;
}

type UploadRow = { id: string; kind: string | null };

/** The rows of the uploads a new post names that are the member's own, finished and for a post. */
export async function readPostUploads(
  deps: Pick<AppDeps, 'db'>,
  { userId, media }: { userId: MemberRef; media: NonNullable<CreatePostInput['media']> },
): Promise<UploadRow[]> {
  if (media.length === 0) return [];
  const ids = [...new Set(media.map((m) => m.uploadId))];
  return deps.db
    .select({ id: mediaUploads.id, kind: mediaUploads.mediaType })
    .from(mediaUploads)
    .where(
      and(
        inArray(mediaUploads.id, ids),
        eq(mediaUploads.userId, memberIdSql(userId)),
        eq(mediaUploads.purpose, 'post'),
        eq(mediaUploads.status, 'ready'),
      ),
    );
}

/**
 * The uploads a new post names: the author's own, finished (status ready), for a post (their rows,
 * readPostUploads), and within the tier's file count and kinds. Anything else refuses the post.
 */
export function pickPostUploads(rights: MemberRights, media: NonNullable<CreatePostInput['media']>, rows: UploadRow[]): PickedUpload[] {
  if (media.length === 0) return [];
  if (media.length > rights.filesPerPost)
    throw new AppError('MEDIA_LIMIT', `Limite atingido. Seu plano permite até ${rights.filesPerPost} arquivos por post.`);
  const ids = new Set(media.map((m) => m.uploadId));
  if (ids.size !== media.length) throw new AppError('MEDIA_UPLOAD_NOT_FOUND');
  if (rows.length !== ids.size) throw new AppError('MEDIA_UPLOAD_NOT_FOUND');
  // The tier may have changed since the upload (a lapsed plan): the post is checked again.
  if (rows.some((r) => (r.kind === 'video' && !rights.canUploadVideo) || (r.kind === 'audio' && !rights.canUploadAudio)))
    throw new AppError('MEDIA_UPGRADE');
  return media.map((m) => ({ uploadId: m.uploadId, altText: m.altText?.trim() || null }));
}

/**
 * Statements for the post's batch: each upload becomes a post_media row (only if the post row
 * went in and the upload is still the author's and ready), media_count follows the rows, and
 * the uploads are consumed — all or nothing with the post itself.
 */
export function attachPostMedia(
  deps: Pick<AppDeps, 'db' | 'random'>,
  { postId, userId, picked }: { postId: string; userId: string; picked: PickedUpload[] },
) {
  if (picked.length === 0) return [];
  const postExists = sql`EXISTS (SELECT 1 FROM ${posts} WHERE id = ${postId})`;
  return [
    ...picked.map((m, order) =>
      deps.db.run(sql`INSERT INTO ${postMedia} (id, post_id, media_key, media_type, media_order, alt_text)
        SELECT ${deps.random.id()}, ${postId}, u.media_key, u.media_type, ${order}, ${m.altText}
        FROM ${mediaUploads} u WHERE u.id = ${m.uploadId} AND u.user_id = ${userId} AND u.status = 'ready' AND u.media_key IS NOT NULL AND ${postExists}`),
    ),
    deps.db.run(sql`UPDATE ${posts} SET media_count = (SELECT count(*) FROM ${postMedia} WHERE post_id = ${postId}) WHERE id = ${postId}`),
    deps.db.run(
      sql`DELETE FROM ${mediaUploads} WHERE id IN (${sql.join(
        picked.map((m) => sql`${m.uploadId}`),
        sql`, `,
      )}) AND user_id = ${userId} AND ${postExists}`,
    ),
  ];
}

/** After a failed post: the named uploads that are the author's go, rows and files. */
export async function discardPostUploads(
  deps: Pick<AppDeps, 'db' | 'media' | 'logger'>,
  { userId, uploadIds }: { userId: string; uploadIds: string[] },
) {
  const rows = await deps.db
    .delete(mediaUploads)
    .where(
      and(
        inArray(mediaUploads.id, [...new Set(uploadIds)]),
        eq(mediaUploads.userId, userId),
        eq(mediaUploads.purpose, 'post'),
        inArray(mediaUploads.status, ['pending', 'ready']),
      ),
    )
    .returning({ key: mediaUploads.mediaKey })
    .catch((e: unknown) => {
      deps.logger.error('failed post uploads not discarded', { name: e instanceof Error ? e.name : 'unknown' });
      return [];
    });
  await deleteFiles(deps, { keys: rows.map((r) => r.key) });
}
