import { and, eq, sql } from 'drizzle-orm';
import { mediaUploads, messages } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { conversationChannel, MESSAGE_EVENT, type MessageView } from '../../../contracts/messages';
import { AppError } from '../../../lib/app-error';
import { notifyMessageStatements, publishMessageNotices } from '../../notifications/notify-message';
import { requireNotBlocked, unblockedSql } from '../privacy';
import { toMessageView } from './message-view';
import { afterMessageLanded } from './message-landed';
import { replyInConversationSql, replyQuote } from './reply-to';

/**
 * An image or voice message (the caller checked the participant): the sender's finished upload
 * for this conversation becomes the message's media_key, and the upload row is consumed, in the
 * same batch as send-message's conversation and read-state updates. A voice upload must be audio
 * (its bytes checked by the upload route); an image's bytes were checked there as an image.
 */
export async function sendUploadedMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'realtime' | 'defer' | 'logger' | 'push'>,
  input: { userId: string; conversationId: string; uploadId: string; kind: 'image' | 'audio'; content: string; replyToId?: string },
): Promise<MessageView> {
  const { userId, conversationId, uploadId, kind } = input;
  const [upload, replyTo] = await Promise.all([
    deps.db
      .select({ key: mediaUploads.mediaKey })
      .from(mediaUploads)
      .where(
        and(
          eq(mediaUploads.id, uploadId),
          eq(mediaUploads.userId, userId),
          eq(mediaUploads.purpose, 'message'),
          kind === 'audio' ? eq(mediaUploads.mediaType, 'audio') : undefined,
          eq(mediaUploads.conversationId, conversationId),
          eq(mediaUploads.status, 'ready'),
        ),
      )
      .get(),
    replyQuote(deps, { conversationId, userId, replyToId: input.replyToId }),
  ]);
  if (!upload?.key) throw new AppError('MEDIA_UPLOAD_NOT_FOUND');
  const now = deps.clock.now();
  const row = {
    id: deps.random.id(),
    conversationId,
    senderId: userId,
    content: input.content,
    messageType: kind,
    mediaKey: upload.key,
    isDeleted: false,
    createdAt: now,
    replyToId: input.replyToId ?? null,
  };
  const after = afterMessageLanded(deps, { id: row.id, conversationId, senderId: userId, at: now });
  const notice = {
    id: deps.random.id(),
    conversationId,
    senderId: userId,
    content: row.content,
    isImage: kind === 'image',
    now,
    landed: after.landed,
  };
  const [inserted] = await deps.db.batch([
    // Only while the upload is still there: a sweep or a second send cannot reuse it.
    deps.db
      .run(sql`INSERT INTO ${messages} (id, conversation_id, sender_id, content, message_type, media_key, is_deleted, created_at, reply_to_id)
      SELECT ${row.id}, ${conversationId}, ${userId}, ${row.content}, ${kind}, ${upload.key}, 0, ${now.getTime()}, ${row.replyToId}
      WHERE EXISTS (SELECT 1 FROM ${mediaUploads} WHERE id = ${uploadId} AND user_id = ${userId} AND status = 'ready')
        AND ${unblockedSql(conversationId, userId)} AND ${replyInConversationSql(conversationId, input.replyToId)}`),
    deps.db.run(sql`DELETE FROM ${mediaUploads} WHERE id = ${uploadId} AND user_id = ${userId} AND ${after.landed}`),
    ...after.statements,
    ...notifyMessageStatements(deps, notice),
  ]);
  if (inserted.rowsAffected !== 1) {
    // Not written: a block that landed after the caller's checks, or the upload was used or swept.
    await requireNotBlocked(deps, { conversationId, userId });
    throw new AppError('MEDIA_UPLOAD_NOT_FOUND');
  }
  const view = toMessageView(row, { replyTo });
  deps.defer(() => deps.realtime.publish(conversationChannel(conversationId), MESSAGE_EVENT, view));
  publishMessageNotices(deps, notice);
  return view;
}
