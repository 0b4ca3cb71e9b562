import { and, eq, sql } from 'drizzle-orm';
import { mediaUploads } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { MediaWriter } from '../../adapters/media/port';
import type { UploadResult } from '../../contracts/media';
import { AppError } from '../../lib/app-error';
import { memberRights } from '../members/rights';
import { mediaInspector, sniffMedia, SNIFF_BYTES, type SniffedType } from './inspect-media';
import { tooLarge } from './start-upload';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'random' | 'media' | 'logger'>;

/** Where a file lives: message images under their conversation, so serving can check who asks. */
const uploadKey = (row: { purpose: 'post' | 'message'; userId: string; conversationId: string | null }, random: string, ext: string) =>
  row.purpose === 'message' ? `messages/${row.conversationId}/${random}.${ext}` : `posts/${row.userId}/${random}.${ext}`;

/**
 * The bytes of an opened upload, streamed from the request body to storage: the type is read
 * from the first bytes, every chunk is counted against the limit fixed when the upload was
 * opened and inspected (inspect-media.ts), and only a file that passed everything is
 * committed. On any refusal the partial file and the upload row are deleted: the ticket is
 * single use, the member starts again.
 */
export async function receiveUpload(
  deps: Deps,
  input: { userId: string; uploadId: string; body: ReadableStream<Uint8Array> | null; declaredLength: number | null },
): Promise<UploadResult> {
  // Claimed once: a second PUT of the same upload finds it no longer pending.
  const [row] = await deps.db
    .update(mediaUploads)
    .set({ status: 'uploading' })
    .where(and(eq(mediaUploads.id, input.uploadId), eq(mediaUploads.userId, input.userId), eq(mediaUploads.status, 'pending')))
    .returning();
  if (!row) throw new AppError('MEDIA_UPLOAD_NOT_FOUND');

  const reader = input.body?.getReader();
  let writer: MediaWriter | null = null;
  try {
    if (input.declaredLength !== null && input.declaredLength > row.maxBytes) throw tooLarge(row.maxBytes);
    if (!reader) throw new AppError('MEDIA_INVALID');

    const chunks: Uint8Array[] = [];
    let total = 0;
    const next = async () => {
      const { done, value } = await reader.read();
      if (done) return null;
      total += value.byteLength;
      if (total > row.maxBytes) throw tooLarge(row.maxBytes);
      return value;
    };
    while (total < SNIFF_BYTES) {
      const chunk = await next();
      if (!chunk) break;
      chunks.push(chunk);
    }
    const head = new Uint8Array(Math.min(total, SNIFF_BYTES));
    let at = 0;
    for (const c of chunks) {
      if (at >= head.length) break;
      head.set(c.subarray(0, head.length - at), at);
      at += Math.min(c.length, head.length - at);
    }
    const type = sniffMedia(head);
    await checkType(deps, row, type);
    if (!type) throw new AppError('MEDIA_INVALID');

    const key = uploadKey(row, deps.random.id(), type.ext);
    const inspector = mediaInspector(type);
    writer = await deps.media.begin(key, type.mime);
    for (const c of chunks) {
      inspector.push(c);
      await writer.write(c);
    }
    for (let c = await next(); c; c = await next()) {
      inspector.push(c);
      await writer.write(c);
    }
    if (inspector.finish(total)) throw new AppError('MEDIA_INVALID');
    await writer.commit();
    writer = null;

    const done = await deps.db
      .update(mediaUploads)
      .set({ status: 'ready', mediaKey: key, mime: type.mime, mediaType: type.kind, size: total })
      .where(and(eq(mediaUploads.id, row.id), eq(mediaUploads.status, 'uploading')));
    if (done.rowsAffected !== 1) {
      // Swept while the bytes arrived: the file has no owner any more.
      await deps.media.delete(key);
      throw new AppError('MEDIA_UPLOAD_NOT_FOUND');
    }
    return { uploadId: row.id, kind: type.kind, mime: type.mime, size: total };
  } catch (e) {
    await writer?.abort().catch(() => undefined);
    await reader?.cancel().catch(() => undefined);
    await deps.db.run(sql`DELETE FROM ${mediaUploads} WHERE id = ${row.id} AND status = 'uploading'`).catch(() => undefined);
    throw e;
  }
}

async function checkType(deps: Deps, row: typeof mediaUploads.$inferSelect, type: SniffedType | null) {
  if (!type) throw new AppError('MEDIA_INVALID');
  if (row.purpose === 'message') {
    if (type.kind !== 'image') throw new AppError('MEDIA_INVALID', 'Arquivo inválido. Nas mensagens vão imagens JPG, PNG, WebP ou GIF.');
    return;
  }
  if (type.kind === 'image') return;
  const rights = await memberRights(deps, { userId: row.userId });
  if ((type.kind === 'video' && !rights.canUploadVideo) || (type.kind === 'audio' && !rights.canUploadAudio))
    throw new AppError('MEDIA_UPGRADE');
}
